"""Pompeji's first-game guide: offered once on the first turn of a first game (the panel asks,
nothing modal), then step by step with real play (build, how it scored, the statue, the
permit, Vesuvius, done), Close or Escape at any time, Help ▸ First-game guide to see it again,
never over the city or the hand when a corner is free, and in French."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, new_game
from welcome_desktop.games.pompeji.ui.guide import Step
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.i18n import install
from welcome_desktop.persistence.settings import settings_from_json
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import card_point, cell_point, drag, shown_window

SEATS = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM)]


def _window(qtbot: QtBot, width: int = 1280, height: int = 800) -> tuple[ShellWindow, PompejiFront]:
    window = shown_window(qtbot, width, height)
    front = window.front
    assert isinstance(front, PompejiFront)
    return window, front


def _my_turn(qtbot: QtBot, front: PompejiFront) -> None:
    c = front.controller
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)


def _play_turn(qtbot: QtBot, front: PompejiFront) -> None:
    """Ana builds a card (or discards when nothing fits) and ends her turn."""
    c = front.controller
    state = c.state
    assert state is not None
    fits = [(k, cell) for k in state.hands[0] for cell in state.city.cells_for(k)]
    if fits:
        assert c.place(*fits[0]) is None
    else:
        assert c.discard(state.hands[0][0]) is None
    assert c.confirm() is None
    _my_turn(qtbot, front)


def test_offered_once_then_step_by_step(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    guide = front.guide
    front.start_game(make_setup(SEATS, seed=3))
    _my_turn(qtbot, front)
    assert guide.isVisible() and guide.step is Step.OFFER
    assert guide.title.text() == "Your first game of Pompeji?"
    assert "pompeji" in window.settings.guides_offered  # offered once, whatever the answer
    qtbot.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
    assert guide.step is Step.BUILD and guide.title.text() == "1. Build a card"
    c = front.controller
    state = c.state
    assert state is not None
    card, cell = next((k, cell) for k in state.hands[0] for cell in state.city.cells_for(k))
    assert c.place(card, cell) is None
    assert guide.step is Step.SCORE
    c.undo()
    assert guide.step is Step.BUILD  # the card taken back: build again
    assert c.place(card, cell) is None
    assert c.confirm() is None
    _my_turn(qtbot, front)
    assert guide.step is Step.STATUE
    _play_turn(qtbot, front)
    assert guide.step is Step.PERMIT
    _play_turn(qtbot, front)
    assert guide.step is Step.VOLCANO
    _play_turn(qtbot, front)
    assert guide.step is Step.DONE and guide.isVisible()
    assert guide.steps_seen == [
        Step.OFFER,
        Step.BUILD,
        Step.SCORE,
        Step.BUILD,
        Step.SCORE,
        Step.STATUE,
        Step.PERMIT,
        Step.VOLCANO,
        Step.DONE,
    ]
    _play_turn(qtbot, front)  # the last words stay until the player's next turn
    assert not guide.isVisible() and not guide.active
    # the next game does not offer it again
    front.start_game(make_setup(SEATS, seed=4))
    _my_turn(qtbot, front)
    assert not guide.isVisible()


def test_declined_and_escape(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    guide = front.guide
    front.start_game(make_setup(SEATS, seed=3))
    _my_turn(qtbot, front)
    assert guide.close_button.text() == "No, thanks"
    qtbot.mouseClick(guide.close_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible()
    _play_turn(qtbot, front)
    assert not guide.isVisible()  # declined: nothing more
    # Help ▸ First-game guide: a new game, explained from its first turn; Escape ends it
    front.menus["guide"].trigger()
    _my_turn(qtbot, front)
    assert guide.isVisible() and guide.step is Step.BUILD
    c = front.controller
    assert c.state is not None and len(c.state.turns) <= 1  # a new game
    front.board_page.board_view.setFocus()
    qtbot.keyClick(front.board_page.board_view, Qt.Key.Key_Escape)
    assert not guide.isVisible() and not guide.active


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1024, 600)])
def test_the_panel_keeps_off_the_city_and_the_hand(qtbot: QtBot, width: int, height: int) -> None:
    """In a corner that hides none of the city, the cells around it and the hand (narrower on
    a small window, where the start card is shown big)."""
    _, front = _window(qtbot, width, height)
    guide = front.guide
    front.start_game(make_setup(SEATS, seed=3))
    _my_turn(qtbot, front)
    for _ in range(2):  # the offer, then the first step
        view, scene = front.board_page.board_view, front.board_page.scene
        panel = QRect(guide.pos(), guide.size())
        assert view.viewport().rect().contains(panel)
        assert not panel.intersects(view.mapFromScene(scene.tray).boundingRect())
        city = scene.city
        for pos in (*city.tiles, *city.frontier()):
            assert not panel.intersects(view.mapFromScene(cell_rect(pos)).boundingRect()), pos
        assert guide.height() >= guide.heightForWidth(guide.width())  # no text cut off
        qtbot.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
    assert guide.step is Step.BUILD


def test_the_guide_in_french(qtbot: QtBot, qapp: QApplication) -> None:
    _, front = _window(qtbot)
    guide = front.guide
    front.start_game(make_setup(SEATS, seed=3))
    _my_turn(qtbot, front)
    try:
        assert install.install(qapp, "fr") == "fr"
        qapp.processEvents()
        assert guide.title.text() == "Votre première partie de Pompéi\u00a0?"
        qtbot.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
        assert guide.title.text() == "1. Construisez une carte"
        assert front.menus["guide"].text() == "&Guide de la première partie"
    finally:
        install.install(qapp, "en")
        qapp.processEvents()


def test_the_setting_is_kept_and_checked() -> None:
    good = settings_from_json({"guides_offered": ["pompeji", "welcome"]})
    assert good.settings.guides_offered == ("pompeji", "welcome") and not good.invalid
    for bad in (["<b>x</b>"], "pompeji", [1], ["a" * 40], ["pompeji"] * 40):
        load = settings_from_json({"guides_offered": bad})
        assert load.settings.guides_offered == () and load.invalid == ("guides_offered",)
    assert replace(good.settings).to_json()["guides_offered"] == ["pompeji", "welcome"]


def test_the_last_words_close_with_a_button_or_a_new_game(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    guide = front.guide
    front.start_game(make_setup(SEATS, seed=3))
    _my_turn(qtbot, front)
    qtbot.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
    for _ in range(4):
        _play_turn(qtbot, front)
    assert guide.step is Step.DONE and guide.close_button.text() == "Close"
    qtbot.mouseClick(guide.close_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible() and not guide.active
    front.menus["guide"].trigger()  # again, to the end, then a new game
    _my_turn(qtbot, front)
    for _ in range(4):
        _play_turn(qtbot, front)
    assert guide.step is Step.DONE
    front.start_game(make_setup(SEATS, seed=5))
    _my_turn(qtbot, front)
    assert not guide.isVisible() and not guide.active


def test_not_offered_in_a_game_resumed_half_way(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    state = new_game(GameConfig(seats=2, seed=3))
    bots = [make_bot("medium", 1), make_bot("medium", 2)]
    while not (len(state.turns) >= 6 and state.current_seat == 0):
        state = bot_step(state, bots)
    front.controller.start(make_setup(SEATS, 3), state)
    front.after_start()
    _my_turn(qtbot, front)
    assert not front.guide.isVisible() and not front.guide.active


def test_the_demo_screen_shows_the_guide_over_the_first_turn(qtbot: QtBot) -> None:
    """``--game pompeji --screen guide``: the guide's first step over a demo game's first turn,
    clear of the start card and the hand."""
    _, front = _window(qtbot, 1024, 600)
    front.prepare_demo("guide", 5)
    _my_turn(qtbot, front)
    view = front.controller.turn_view
    assert view is not None and view.my_turn and view.turn == 0
    assert front.guide.isVisible() and front.guide.step is Step.BUILD
    guide = front.guide.geometry()
    start = front.board_page.board_view.mapFromScene(cell_rect(next(iter(view.city.tiles))))
    assert not guide.intersects(start.boundingRect())
    tray = front.board_page.board_view.mapFromScene(front.board_page.scene.tray)
    assert not guide.intersects(tray.boundingRect())


def test_escape_during_a_drag_cancels_the_drag_not_the_guide(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    guide = front.guide
    front.start_game(make_setup(SEATS, seed=3))
    _my_turn(qtbot, front)
    qtbot.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)
    assert guide.isVisible() and guide.step is Step.BUILD
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    c, scene = front.controller, front.board_page.scene
    assert c.state is not None
    card, cell = next((k, cs[0]) for k in c.state.hands[0] if (cs := c.state.city.cells_for(k)))
    drag(window, card_point(window, card), cell_point(window, cell), release=False)
    view = front.board_page.board_view
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert guide.isVisible() and guide.step is Step.BUILD  # the drag took the Escape
    assert not scene.targets
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(window, cell))
    assert c.draft is None
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # the next one, with nothing carried, ends it
    assert not guide.isVisible()
