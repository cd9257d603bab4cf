"""Demo positions of Pompeji for screenshots (``--game pompeji --screen
start|board|end|history|replay|guide``): computer players fill a game, then the window shows it
as a player would see it. The history screen records computer-played games into a throw-away
history, never the player's own."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QPointF
from PySide6.QtWidgets import QApplication

from welcome_desktop.persistence.demo_history import fill_demo_history as fill_history

from ..app.setup import PompejiSetup, Seat, SeatKind, make_setup
from ..board.scene import cell_rect
from ..bots import bot_step, make_bot
from ..engine import GameState, Pos, new_game, score_placement
from ..history import PompejiHistory, history_path

if TYPE_CHECKING:
    from .window import PompejiFront

DEMO_NAMES = ("Aurelia", "Brutus", "Cornelia")


def demo_setup(seed: int) -> PompejiSetup:
    seats = [Seat(DEMO_NAMES[0]), Seat(DEMO_NAMES[1], SeatKind.MEDIUM)]
    seats.append(Seat(DEMO_NAMES[2], SeatKind.MEDIUM))
    return make_setup(seats, seed)


def demo_state(setup: PompejiSetup, turns: int, to_end: bool = False) -> GameState:
    """Bots play every seat for ``turns`` turns (or to the end), stopping on seat 0's turn."""
    state = new_game(setup.config)
    bots = [make_bot("easy", setup.config.seed + s) for s in range(state.seats)]
    while not state.over:
        if not to_end and len(state.turns) >= turns and state.current_seat == 0:
            break
        state = bot_step(state, bots)
    return state


def _settle(window: PompejiFront) -> None:
    timer = QElapsedTimer()
    timer.start()
    while window.controller.busy() and timer.elapsed() < 20000:
        QApplication.processEvents()
    QApplication.processEvents()


SCREENS = ("start", "board", "end", "history", "replay", "guide")


def fill_demo_history(seed: int, games: int = 8) -> None:
    """Point the app's data at a new temporary folder (for this process only) and record
    ``games`` finished computer-played games there, a day apart."""
    fill_history(
        "pompeji-demo-", lambda: PompejiHistory(history_path()), _finished_game, seed, games
    )


def _finished_game(seed: int) -> tuple[GameState, list[tuple[str, str]]]:
    setup = demo_setup(seed)
    return demo_state(setup, 0, to_end=True), [(s.name, s.kind.value) for s in setup.seats]


def prepare(window: PompejiFront, screen: str, seed: int) -> None:
    """Show ``screen`` ("start", "board", "end", "history", "replay": the newest game of
    the demo history at its 20th turn, or "guide": the first-game guide over the first turn)
    of a demo game in ``window``; ``ValueError`` for another screen."""
    if screen not in SCREENS:
        raise ValueError(f"no screen {screen!r} in Pompeji (one of {', '.join(SCREENS)})")
    c = window.controller
    c.autosave_enabled = False
    if window.game.id not in window.offered():  # a demo shows the game, not the guide's offer
        window.shell.apply_settings(
            replace(window.settings, guides_offered=(*window.offered(), window.game.id))
        )
    if screen == "start":
        window.show_start()
        return
    if screen in ("history", "replay"):
        fill_demo_history(seed)
        window.show_history(DEMO_NAMES[0])
        game_id = window.history_page.selected_id()
        if screen == "replay" and game_id is not None and window.show_replay(game_id):
            window.replay_page.go(20)
        return
    setup = demo_setup(seed)
    if screen == "guide":  # the first-game guide over the first turn of a demo game
        c.start(setup, new_game(setup.config))
        window.show_board()
        _settle(window)
        window.guide.start(c.turn_view, 0)
        return
    state = demo_state(setup, 18, to_end=screen == "end")
    c.start(setup, state)
    _settle(window)
    if screen == "end":
        window.show_end()
        return
    window.show_board()
    _settle(window)
    hold_best_card(window)


def hold_best_card(window: PompejiFront) -> None:
    """Pick up the hand card with the best placement and hold it over that cell: the legal
    cells light up and the preview shows its points street by street."""
    view = window.controller.turn_view
    scene = window.board_page.scene
    if view is None or not view.my_turn:
        return
    best: tuple[int, int, tuple[int, int]] | None = None
    for card in view.hand:
        for cell in view.city.cells_for(card):
            points = score_placement(view.city, cell, card).total
            if best is None or points > best[0]:
                best = (points, card, cell)
    if best is None:
        return
    _points, card, cell = best
    item = scene.item_for(card)
    if item is None:
        return
    scene.highlight(scene.targets_for(card))
    item.setZValue(100)
    item.setPos(cell_rect(cell).topLeft() + QPointF(10, 8))
    scene.show_preview(card, cell)


def smoke_round(window: PompejiFront, seed: int) -> list[str]:
    """``--smoke-test``: one round of a demo game (the human seat builds its best card, the
    computer players answer), then the score chart drawn with every player's line. Returns
    the lines to print; raises ``RuntimeError`` with the reason when something fails."""
    from welcome_desktop.ui.charts import chart_missing_lines

    c = window.controller
    c.autosave_enabled = False
    if window.game.id not in window.offered():  # a demo shows the game, not the guide's offer
        window.shell.apply_settings(
            replace(window.settings, guides_offered=(*window.offered(), window.game.id))
        )
    window.start_game(demo_setup(seed))
    timer = QElapsedTimer()
    timer.start()
    while (c.turn_view is None or not c.turn_view.my_turn) and timer.elapsed() < 30000:
        QApplication.processEvents()  # the computer players decide on their permits first
    view = c.turn_view
    if view is None or not view.my_turn:
        raise RuntimeError("the first player's turn is not shown")
    city = view.city
    moves: list[tuple[int, int, Pos | None]] = [
        (score_placement(city, p, k).total, k, p) for k in view.hand for p in city.cells_for(k)
    ]
    if not moves:  # nothing fits: the statue is never forced, the smoke test discards
        moves = [(0, view.hand[0], None)]
    _points, card, cell = max(moves)
    for reason in (c.place(card, cell) if cell is not None else c.discard(card), c.confirm()):
        if reason is not None:
            raise RuntimeError(f"move refused: {reason}")
    timer.restart()
    while c.state is not None and not c.state.over and c.state.current_seat != 0:
        if timer.elapsed() > 30000:
            raise RuntimeError("the computer players did not answer")
        QApplication.processEvents()
    state = c.state
    assert state is not None
    lines = [f"pompeji: round of {len(state.turns)} turns played"]
    dialog = window.show_score_chart()
    if dialog is None:
        raise RuntimeError("no score chart")
    dialog.chart.resize(480, 260)
    QApplication.processEvents()
    missing = chart_missing_lines(dialog.chart)
    dialog.close()
    if missing:
        raise RuntimeError(f"the score chart did not draw {missing}")
    lines.append("pompeji chart: ok")
    c.shutdown()
    return lines
