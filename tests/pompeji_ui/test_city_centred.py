"""The city stays in the middle of its view and the hand tray under it: on a game's first turn
the lone start card is not pushed into a corner by the room kept for the score preview, and
the same holds once the city has grown."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.engine import Kind, legal_actions
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window


def _window(qtbot: QtBot) -> ShellWindow:
    window = shown_window(qtbot)
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=3, open_hands=True))
    return window


def _city_middle_x(window: ShellWindow) -> tuple[float, float, float]:
    """(city middle, tray middle, view middle) as x on the view's widget, in pixels."""
    page = window.front.board_page
    scene, view = page.scene, page.board_view
    city = window.front.controller.state.city
    left = cell_rect((city.left, 0)).left()
    right = cell_rect((city.right, 0)).right()
    middle = (left + right) / 2
    tray = scene.tray
    to_view = view.mapFromScene
    city_x = to_view(middle, 0).x()
    tray_x = (to_view(tray.left(), 0).x() + to_view(tray.right(), 0).x()) / 2
    return city_x, tray_x, view.viewport().width() / 2


def _near(a: float, b: float, within: float) -> bool:
    return abs(a - b) <= within


def test_the_start_card_and_the_hand_sit_in_the_middle(qtbot: QtBot) -> None:
    window = _window(qtbot)
    qtbot.waitUntil(lambda: window.front.board_page.scene.hand_items != [])
    city_x, tray_x, view_x = _city_middle_x(window)
    card_w = window.front.board_page.board_view.mapFromScene(cell_rect((0, 0)).topRight()).x() - (
        window.front.board_page.board_view.mapFromScene(cell_rect((0, 0)).topLeft()).x()
    )
    assert _near(city_x, view_x, 3), (city_x, view_x)
    # the tray's width counts the gap after its last card: within a card's gap of the middle
    assert _near(tray_x, city_x, card_w * 0.2), (tray_x, city_x)


def test_a_grown_city_stays_in_the_middle(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    rng = random.Random(4)
    for _ in range(8):  # builds through the controller, as a drop and End turn would
        state = c.state
        seat = state.current_seat
        builds = [a for a in legal_actions(state) if a.kind is Kind.BUILD and not a.skip_draw]
        build = rng.choice(builds)
        assert build.cell is not None and build.seat == seat
        assert c.place(build.card, build.cell) is None
        assert c.confirm() is None
        qtbot.waitUntil(lambda s=state: c.state is not s)
    qtbot.waitUntil(lambda: window.front.board_page.scene.city == c.state.city)
    city_x, _tray_x, view_x = _city_middle_x(window)
    assert c.state.city.right - c.state.city.left >= 2
    assert _near(city_x, view_x, 3), (city_x, view_x)
