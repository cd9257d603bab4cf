"""Demo positions of Balconia for screenshots (``--game balconia --screen
start|board|end|history|replay|guide``) and the ``--smoke-test`` turn: computer players fill a
game, then the window shows it as its human player would see it (the guide screen: with the
first-game guide over it). Demo games are never autosaved; the history and replay screens record
computer-played games into a throw-away history, never the player's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QApplication

from welcome_desktop.persistence.demo_history import fill_demo_history as fill_history

from ..app.setup import BalconiaSetup, Seat, SeatKind, make_setup
from ..bots import bot_step, make_bot
from ..engine import STANDARD_TOKENS, GameState, Phase, Side, new_game
from ..history import BalconiaHistory, history_path

if TYPE_CHECKING:
    from .window import BalconiaFront

SCREENS = ("start", "board", "end", "history", "replay", "guide")
REPLAY_TURN = 9  # the replay screen shows the newest demo game after this turn
DEMO_NAMES = ("Lina", "Marco")


def demo_setup(seed: int) -> BalconiaSetup:
    return make_setup(Seat(DEMO_NAMES[0]), Seat(DEMO_NAMES[1], SeatKind.MEDIUM), seed)


def demo_state(setup: BalconiaSetup, turns: int, to_end: bool = False) -> GameState:
    """Easy bots play both sides for ``turns`` turns (or to the end), stopping when turquoise
    (the human of the demo) is to place a block."""
    state = new_game(setup.config)
    bots = [make_bot("easy", setup.config.seed + n) for n in range(2)]
    while not state.over:
        placing = state.to_act is Side.TURQUOISE and state.phase is Phase.PLACE
        if not to_end and len(state.turns) >= turns and placing:
            break
        state = bot_step(state, bots)
    return state


def fill_demo_history(seed: int, games: int = 8) -> None:
    """Point the app's data at a new temporary folder (for this process only) and record
    ``games`` finished computer-played games there, a day apart."""
    fill_history(
        "balconia-demo-", lambda: BalconiaHistory(history_path()), _finished_game, seed, games
    )


def _finished_game(seed: int) -> tuple[GameState, list[tuple[str, str]]]:
    setup = demo_setup(seed)
    return demo_state(setup, 0, to_end=True), [(s.name, s.kind.value) for s in setup.seats]


def prepare(window: BalconiaFront, screen: str, seed: int, turns: int = 0) -> None:
    """Show ``screen`` of a demo game in ``window`` (``turns`` played before the board; half
    the game when 0; the replay: the newest game of the demo history at turn ``REPLAY_TURN``;
    the guide: see ``show_guide``); ``ValueError`` for a screen Balconia does not have."""
    if screen not in SCREENS:
        raise ValueError(f"no screen {screen!r} in Balconia (one of {', '.join(SCREENS)})")
    c = window.controller
    c.autosave_enabled = False
    if screen == "start":
        window.show_start()
        return
    if screen in ("history", "replay"):
        fill_demo_history(seed)
        window.show_history(DEMO_NAMES[0])
        game_id = window.history_page.selected_id()
        if screen == "replay" and game_id is not None and window.show_replay(game_id):
            window.replay_page.go(REPLAY_TURN)
        return
    if screen == "guide":
        show_guide(window, demo_setup(seed), turns)
        return
    setup = demo_setup(seed)
    state = demo_state(setup, turns if turns > 0 else STANDARD_TOKENS // 2, screen == "end")
    c.start(setup, state)
    window.after_start()


def show_guide(window: BalconiaFront, setup: BalconiaSetup, turns: int) -> None:
    """The first-game guide over a demo game: at its first selection (``turns`` 0), else at
    turquoise's first placement from turn ``turns`` on, a face picked up (the free cells lit)."""
    state = demo_state(setup, turns) if turns > 0 else new_game(setup.config)
    window.controller.start(setup, state)
    window.after_start()
    window.guide.start(window.controller.turn_view)
    if turns > 0:
        window.board_page.scene.pick_index(0)


def smoke_round(window: BalconiaFront, seed: int) -> list[str]:
    """Two computer players play one turn in the window; the lines to print. RuntimeError if
    no turn is played within 20 seconds."""
    c = window.controller
    c.autosave_enabled = False
    setup = make_setup(Seat("Easy", SeatKind.EASY), Seat("Medium", SeatKind.MEDIUM), seed)
    c.new_game(setup)
    window.after_start()
    timer = QElapsedTimer()
    timer.start()
    while (c.state is None or not c.state.turns) and timer.elapsed() < 20000:
        QApplication.processEvents()
    state = c.state
    if state is None or not state.turns:
        raise RuntimeError("no turn was played")
    c.shutdown()
    turquoise, pink = state.final_scores()
    return [
        f"balconia: turn 1 of {len(state.order)}: block {state.turns[0].block} placed",
        f"balconia scores: {turquoise}-{pink}",
    ]
