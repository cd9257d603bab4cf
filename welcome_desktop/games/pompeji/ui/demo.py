"""Demo positions of Pompeji for screenshots (``--game pompeji --screen board|end``): computer
players fill a game, then the window shows it as a player would see it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QPointF
from PySide6.QtWidgets import QApplication

from ..app.setup import PompejiSetup, Seat, SeatKind, make_setup
from ..board.scene import cell_rect
from ..bots import bot_step, make_bot
from ..engine import GameState, new_game, score_placement

if TYPE_CHECKING:
    from .window import PompejiWindow

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


def _settle(window: PompejiWindow) -> None:
    timer = QElapsedTimer()
    timer.start()
    while window.controller.busy() and timer.elapsed() < 20000:
        QApplication.processEvents()
    QApplication.processEvents()


def prepare(window: PompejiWindow, screen: str, seed: int) -> None:
    """Show ``screen`` ("start", "board" or "end") of a demo game in ``window``."""
    c = window.controller
    c.autosave_enabled = False
    if screen == "start":
        window.show_start()
        return
    setup = demo_setup(seed)
    state = demo_state(setup, 18, to_end=screen == "end")
    c.start(setup, state)
    _settle(window)
    if screen == "end":
        window.show_end()
        return
    window.show_board()
    _settle(window)
    hold_best_card(window)


def hold_best_card(window: PompejiWindow) -> None:
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
