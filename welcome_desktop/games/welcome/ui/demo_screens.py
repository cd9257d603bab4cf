"""Welcome To…'s demo positions for screenshots (``--screen``) and its round of the smoke test
(``--smoke-test``), asked for by the shared launcher (``welcome_desktop.ui.launch``) through
the front (``WelcomeFront.prepare_demo``, ``WelcomeFront.smoke_round``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QApplication

from welcome_desktop.ui.charts import chart_missing_lines

from .demo import bot_move, demo_setup, demo_state, play_move

if TYPE_CHECKING:
    from .front import WelcomeFront

SCREENS = (
    "start",
    "board",
    "suggestion",
    "end",
    "stats",
    "history",
    "replay",
    "round-log",
    "overview",
    "tutorial",
)
SHEETS = ("base", "ice_cream", "lights", "eggs")


def prepare(front: WelcomeFront, screen: str, seed: int, rounds: int, variant: str) -> None:
    """Show ``screen`` on a demo game of ``rounds`` computer-played rounds (``variant``: the
    score sheet). Raises ``ValueError`` for a screen or sheet this game does not have."""
    if screen not in SCREENS:
        raise ValueError(f"no screen {screen!r} in Welcome To… (one of {', '.join(SCREENS)})")
    sheet = variant or "base"
    if sheet not in SHEETS:
        raise ValueError(f"no sheet {sheet!r} (one of {', '.join(SHEETS)})")
    if screen in ("stats", "history", "replay"):
        _prepare_history(front, screen)
        return
    if screen == "start":
        front.show_start()
        return
    if screen in ("round-log", "overview"):
        _prepare_table(front, screen, seed, rounds or 7)
        return
    if screen == "tutorial":
        _prepare_tutorial(front, seed)
        return
    setup = demo_setup(seed, sheet=sheet)
    state, history = demo_state(setup, rounds, to_end=screen == "end")
    front.controller.play_from(setup, state, history)
    front.ui.hidden = False
    if screen == "end":
        front.show_end()
        return
    front.show_board()
    c = front.controller
    if screen == "suggestion" and c.active_seat >= 0:
        from ..app.bot_runner import suggest_move

        front.board_page.show_suggestion(suggest_move(c.view()))
    elif c.active_seat >= 0 and c.view().combos:
        c.select_combo(0)
    if sheet == "ice_cream":
        from .theme_demo import show_truck_choice

        show_truck_choice(front)


def _prepare_table(front: WelcomeFront, screen: str, seed: int, rounds: int) -> None:
    """Three players some rounds in, with the round log or the sheet overview docked."""
    setup = demo_setup(seed, seats=3)
    state, history = demo_state(setup, rounds)
    front.settings = replace(
        front.settings,
        show_round_log=screen == "round-log",
        show_sheet_overview=screen == "overview",
    )
    front.table.settings_applied(front.settings)
    front.controller.play_from(setup, state, history)
    front.ui.hidden = False
    front.show_board()


def _prepare_tutorial(front: WelcomeFront, seed: int) -> None:
    """A first solo game with the guide, one round played, a card picked: the guide marks the
    houses where its number fits (drawn still, as with animations off)."""
    from ..app.setup import solo_setup

    c = front.controller
    front.start_game(solo_setup("Ann", seed))
    guide = front.table.guide
    guide.set_animated(False)
    guide.start()
    play_move(c, bot_move(c))
    front.board_page.confirm_turn()
    c.select_combo(0)
    front.show_board()


def _prepare_history(front: WelcomeFront, screen: str) -> None:
    """The statistics page, the history list or a replay, on a throw-away demo history."""
    from welcome_desktop.persistence.paths import use_scratch_home

    from .demo_history import fill_demo_history

    use_scratch_home()
    last = fill_demo_history()
    features = front.history
    if screen == "replay":
        features.replay_recorded(last)
        features.replay_page.go(features.replay_page.last_step // 2)
        return
    features.show_history()
    if screen == "stats":
        features.history_page.tabs.setCurrentIndex(1)


def _play_one_round(front: WelcomeFront, timer: QElapsedTimer) -> None:
    """The human seat plays a computer player's move through the turn steps and confirms,
    then the computer players answer; raises ``RuntimeError`` when that fails."""
    c = front.controller
    reason = play_move(c, bot_move(c))
    if reason is not None:
        raise RuntimeError(f"move refused: {reason}")
    start_round = c.state.round if c.state else 0
    front.board_page.confirm_turn()
    deadline = timer.elapsed() + 30000
    while c.state is not None and c.state.round == start_round and not c.state.over:
        if timer.elapsed() > deadline:
            raise RuntimeError("the computer players did not answer")
        QApplication.processEvents()


def smoke_round(front: WelcomeFront, seed: int) -> list[str]:
    """``--smoke-test``: the time to the board's first paint, one round of a demo game, its
    score chart drawn with both lines, then a round on each thematic sheet. Returns the lines
    to print; raises ``RuntimeError`` with the reason when something fails."""
    from welcome_desktop.ui.launch import process_age_ms

    from .end_screen import make_chart

    c = front.controller
    c.autosave_enabled = False
    painted: list[float] = []
    front.board_view.painted.connect(lambda: painted.append(process_age_ms()))
    front.start_game(demo_setup(seed))
    timer = QElapsedTimer()
    timer.start()
    while not painted and timer.elapsed() < 5000:
        QApplication.processEvents()
    lines = [f"first-paint-ms: {painted[0]:.1f}"] if painted else []
    _play_one_round(front, timer)
    lines.append("round: 1 played")
    chart = make_chart(c.score_history(), ["A", "B"])
    chart.resize(480, 260)
    missing = chart_missing_lines(chart)
    chart.deleteLater()
    if missing:
        raise RuntimeError(f"the score chart did not draw {missing}")
    lines.append("chart: ok")
    for sheet in SHEETS[1:]:  # one round on each thematic sheet
        front.start_game(demo_setup(seed, sheet=sheet))
        _play_one_round(front, timer)
        lines.append(f"sheet {sheet}: round 1 played")
    return lines
