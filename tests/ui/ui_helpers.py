"""Helpers for UI tests: real mouse gestures on the board view and whole turns via the UI API."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.welcome.app.setup import GameSetup, SeatSetup, hotseat_setup
from welcome_desktop.games.welcome.ui.demo import bot_move, demo_state, play_move
from welcome_desktop.games.welcome.ui.window import MainWindow


def two_seat_setup(seed: int = 11, second: str = "easy") -> GameSetup:
    return hotseat_setup([SeatSetup("Ann", "human"), SeatSetup("Ben", second)], seed)


def start_mid_game(window: MainWindow, rounds: int = 6, seed: int = 11) -> None:
    """A game with some numbers already written (computer-played rounds), Ann to play."""
    setup = two_seat_setup(seed)
    state, history = demo_state(setup, rounds)
    window.front.controller.play_from(setup, state, history)
    window.front.show_board()


def view_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.front.board_view.mapFromScene(scene_point)


def card_point(window: MainWindow, index: int) -> QPoint:
    card = window.front.scene.active_cards()[index]
    return view_point(window, card.sceneBoundingRect().center())


def house_point(window: MainWindow, street: int, house: int) -> QPoint:
    return view_point(window, window.front.scene.houses[(street, house)].rect.center())


def drag(window: MainWindow, start: QPoint, end: QPoint, release: bool = True) -> None:
    """A real mouse drag in the board view's viewport: press, several moves, release."""
    viewport = window.front.board_view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 8
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, p)
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def play_turn(window: MainWindow, level: str = "easy") -> None:
    """One whole turn for the active seat through the controller steps and the window's
    confirm (which asks the claim and reshuffle questions through the injected openers)."""
    c = window.front.controller
    assert play_move(c, bot_move(c, level)) is None
    assert c.draft.needs == "confirm"
    window.front.board_page.confirm_turn()
