"""Demo positions of Balconia for screenshots (``--game balconia --screen
start|board|end|history``) and the ``--smoke-test`` turn: computer players fill a game, then the
window shows it as its human player would see it. Demo games are never autosaved; the history
screen records computer-played games into a throw-away history, never the player's own."""

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

SCREENS = ("start", "board", "end", "history")
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
    the game when 0); ``ValueError`` for a screen Balconia does not have."""
    if screen not in SCREENS:
        raise ValueError(f"no screen {screen!r} in Balconia (one of {', '.join(SCREENS)})")
    c = window.controller
    c.autosave_enabled = False
    if screen == "start":
        window.show_start()
        return
    if screen == "history":
        fill_demo_history(seed)
        window.show_history(DEMO_NAMES[0])
        return
    setup = demo_setup(seed)
    state = demo_state(setup, turns if turns > 0 else STANDARD_TOKENS // 2, screen == "end")
    c.start(setup, state)
    window.after_start()


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
