"""Balconia's first-game guide: offered once on the first step of a first game (the panel asks,
nothing modal; the setting remembers it), then step by step with real play (keep two faces,
hand the block over, place a face, how it scores, the secret side, the end, done), Close or
Escape at any time, Help ▸ First-game guide to see it again, never over the disc, the balconies
or the cells the block may go to when a corner is free, at any window size."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.window_driving import show_at
from welcome_desktop.games.balconia.app.controller import BalconiaController
from welcome_desktop.games.balconia.app.setup import BalconiaSetup, Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.bots import bot_step, make_bot
from welcome_desktop.games.balconia.engine import PAIRS, new_game
from welcome_desktop.games.balconia.ui.guide import BalconiaGuide, Step
from welcome_desktop.games.balconia.ui.window import BalconiaFront, balconia_window
from welcome_desktop.ui import launch
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import click_pair, drag_face, play_step, shown_window, wait_for_human

ANA_FIRST = make_setup(Seat("Ana"), Seat("Bo", SeatKind.EASY), seed=11)  # Ana selects first
ANA_SECOND = make_setup(Seat("Bo", SeatKind.EASY), Seat("Ana"), seed=11)  # Ana places first


def _window(
    qtbot: QtBot, width: int = 1280, height: int = 800
) -> tuple[ShellWindow, BalconiaFront]:
    window = shown_window(qtbot, width, height)
    front = window.front
    assert isinstance(front, BalconiaFront)
    return window, front


def _begin(qtbot: QtBot, front: BalconiaFront, setup: BalconiaSetup = ANA_FIRST) -> None:
    front.start_game(setup)
    wait_for_human(qtbot, front.controller)


def _play(qtbot: QtBot, c: BalconiaController) -> None:
    """Ana keeps a pair or places a face and ends her step; the computer answers."""
    play_step(c)
    wait_for_human(qtbot, c)


def _accept(qtbot: QtBot, guide: BalconiaGuide) -> None:
    assert guide.isVisible() and guide.step is Step.OFFER
    qtbot.mouseClick(guide.yes_button, Qt.MouseButton.LeftButton)


def _covered(front: BalconiaFront) -> list[str]:
    """What the guide's panel hides of the disc, the entrance, the balconies and the cells
    the block may go to; fails if the panel leaves the board or cuts its text."""
    page, guide = front.board_page, front.guide
    board, scene = page.board_view, page.scene
    view = front.controller.turn_view
    assert view is not None
    panel = QRect(guide.pos(), guide.size())
    assert board.viewport().rect().contains(panel)
    assert guide.height() >= guide.heightForWidth(guide.width())  # no text cut off
    building = view.building
    free = view.legal_cells or building.free_cells()
    cells = [building.entrance_cell, *(cell for cell, _ in building.placed()), *free]
    hidden = [
        f"cell {cell}"
        for cell in cells
        if panel.intersects(board.mapFromScene(scene.rect_of(cell)).boundingRect())
    ]
    for item in scene.disc.items:
        if panel.intersects(board.mapFromScene(item.sceneBoundingRect()).boundingRect()):
            hidden.append(type(item).__name__)
    return hidden


def test_offered_once_then_step_by_step(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    guide, page, c = front.guide, front.board_page, front.controller
    _begin(qtbot, front)
    assert guide.isVisible() and guide.step is Step.OFFER
    assert guide.title.text() == "Your first game of Balconia?"
    assert guide.yes_button.text() == "Show me" and guide.close_button.text() == "No, thanks"
    assert "balconia" in window.settings.guides_offered  # offered once, whatever the answer
    _accept(qtbot, guide)
    assert guide.step is Step.KEEP and guide.title.text() == "1. Keep two faces"
    assert guide.close_button.text() == "Close" and not guide.yes_button.isVisible()
    # a pair kept by a click on the disc: the next step; taken back: keep again
    click_pair(window, 0)
    assert c.draft is not None and c.draft.kept == PAIRS[0]
    assert guide.step is Step.HAND_OVER and "Take back (Ctrl+Z)" in guide.text.text()
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert c.draft is None and guide.step is Step.KEEP
    page.board_view.setFocus()
    qtbot.keyClick(page.board_view, Qt.Key.Key_2)  # keys 1–4 keep a pair too
    assert c.draft is not None and c.draft.kept == PAIRS[1]
    assert guide.step is Step.HAND_OVER
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)  # Enter ends the step
    assert guide.step is Step.HAND_OVER  # while the computer places the block
    wait_for_human(qtbot, c)
    view = c.turn_view
    assert view is not None and view.turn == 1 and view.offered is not None
    assert guide.step is Step.PLACE and guide.title.text() == "3. Place the block"
    # a face dragged onto the building: how a balcony scores
    drag_face(window, view.offered[0], view.legal_cells[0])
    assert c.draft is not None and c.draft.cell == view.legal_cells[0]
    assert guide.step is Step.SCORE and guide.title.text() == "4. How a balcony scores"
    qtbot.mouseClick(page.confirm_button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, c)
    assert guide.step is Step.SECRET and guide.title.text() == "5. The other side is secret"
    _play(qtbot, c)
    assert guide.step is Step.END and guide.title.text() == "6. The end"
    assert "door points" in guide.text.text()  # the tie rule
    _play(qtbot, c)
    assert guide.step is Step.DONE and guide.isVisible()
    assert guide.steps_seen == [
        Step.OFFER,
        Step.KEEP,
        Step.HAND_OVER,
        Step.KEEP,
        Step.HAND_OVER,
        Step.PLACE,
        Step.SCORE,
        Step.SECRET,
        Step.END,
        Step.DONE,
    ]
    _play(qtbot, c)  # the last words stay until the next turn
    assert not guide.isVisible() and not guide.active
    # the next game does not offer it again
    _begin(qtbot, front)
    assert not guide.isVisible() and not guide.active


def test_a_player_who_places_first_is_guided_from_the_placement(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    guide, c = front.guide, front.controller
    _begin(qtbot, front, ANA_SECOND)
    view = c.turn_view
    assert view is not None and view.turn == 0 and view.kept is not None  # Bo has selected
    _accept(qtbot, guide)
    assert guide.step is Step.PLACE
    _play(qtbot, c)
    assert guide.step is Step.KEEP
    _play(qtbot, c)
    assert guide.step is Step.SECRET
    assert guide.steps_seen == [
        Step.OFFER,
        Step.PLACE,
        Step.SCORE,
        Step.KEEP,
        Step.HAND_OVER,
        Step.SECRET,
    ]


def test_declined_leaves_no_panel_and_the_settings_remember(qtbot: QtBot) -> None:
    window = show_at(qtbot, balconia_window(), 1280, 800)  # settings saved in the user home
    front = window.front
    assert isinstance(front, BalconiaFront)
    guide = front.guide
    _begin(qtbot, front)
    assert guide.isVisible() and guide.close_button.text() == "No, thanks"
    qtbot.mouseClick(guide.close_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible() and not guide.active
    _play(qtbot, front.controller)
    assert not guide.isVisible() and not guide.active  # declined: nothing more
    window.close()
    # the next run reads the setting: the guide is not offered again
    again = show_at(qtbot, balconia_window(), 1280, 800)
    assert "balconia" in again.settings.guides_offered
    front = again.front
    assert isinstance(front, BalconiaFront)
    _begin(qtbot, front)
    assert front.controller.turn_view is not None and front.controller.turn_view.turn == 0
    assert not front.guide.isVisible() and not front.guide.active


def test_help_starts_it_and_escape_ends_it(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    guide, c = front.guide, front.controller
    _begin(qtbot, front)
    qtbot.mouseClick(guide.close_button, Qt.MouseButton.LeftButton)  # declined
    _play(qtbot, c)
    assert front.menus["guide"].text() == "&First-game guide"
    # Help ▸ First-game guide: a new game against the computer, explained from its start
    front.menus["guide"].trigger()
    wait_for_human(qtbot, c)
    assert c.state is not None and not c.state.turns  # a new game
    assert c.setup is not None and not c.setup.humans[1]
    assert guide.isVisible() and guide.step is Step.KEEP
    board = front.board_page.board_view
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert not guide.isVisible() and not guide.active
    _play(qtbot, c)
    assert not guide.isVisible()  # ended: it does not come back with the game


def test_close_and_the_last_words_close_with_a_new_game(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    guide, c = front.guide, front.controller
    _begin(qtbot, front)
    _accept(qtbot, guide)
    _play(qtbot, c)
    assert guide.step is Step.PLACE
    qtbot.mouseClick(guide.close_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible() and not guide.active
    front.menus["guide"].trigger()  # again, to the end, then a new game
    wait_for_human(qtbot, c)
    for _ in range(4):
        _play(qtbot, c)
    assert guide.step is Step.DONE and guide.isVisible()
    _begin(qtbot, front)
    assert not guide.isVisible() and not guide.active


def test_not_offered_in_a_game_resumed_half_way(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    state = new_game(ANA_FIRST.config)
    bots = [make_bot("easy", 1), make_bot("easy", 2)]
    while len(state.turns) < 4:
        state = bot_step(state, bots)
    front.controller.start(ANA_FIRST, state)
    front.after_start()
    wait_for_human(qtbot, front.controller)
    assert not front.guide.isVisible() and not front.guide.active


@pytest.mark.parametrize(("width", "height"), [(1024, 600), (1280, 800), (1920, 1080)])
def test_the_panel_keeps_off_the_disc_and_the_cells(qtbot: QtBot, width: int, height: int) -> None:
    """Off the disc, the entrance and the cells the block may go to, at every step of the
    first two turns, in a small window as in a big one."""
    window, front = _window(qtbot, width, height)
    guide, c = front.guide, front.controller
    _begin(qtbot, front)
    assert _covered(front) == []  # the offer
    _accept(qtbot, guide)
    assert guide.step is Step.KEEP and _covered(front) == []
    click_pair(window, 0)
    assert guide.step is Step.HAND_OVER and _covered(front) == []
    assert c.confirm() is None
    wait_for_human(qtbot, c)
    assert guide.step is Step.PLACE and _covered(front) == []
    view = c.turn_view
    assert view is not None and view.offered is not None
    drag_face(window, view.offered[1], view.legal_cells[-1])
    assert guide.step is Step.SCORE and _covered(front) == []
    # the words grow with the building beyond the smallest window
    grown = guide.text.font().pointSizeF() > guide.font().pointSizeF()
    assert grown == (width > 1024)


def test_the_panel_follows_a_resized_window(qtbot: QtBot) -> None:
    window, front = _window(qtbot, 1920, 1080)
    guide = front.guide
    _begin(qtbot, front)
    _accept(qtbot, guide)
    wide = guide.width()
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: guide.width() < wide and _covered(front) == [])
    assert guide.isVisible() and guide.step is Step.KEEP


@pytest.mark.parametrize(("turns", "step"), [(0, Step.KEEP), (1, Step.PLACE), (3, Step.END)])
def test_the_demo_screen_shows_the_guide(qtbot: QtBot, turns: int, step: Step) -> None:
    """``--screen guide``: the guide over a demo game, at its first selection or (``--demo``)
    at a later placement with a face picked up, the cells it may go to lit."""
    _, front = _window(qtbot, 1024, 600)
    front.prepare_demo("guide", 7, turns)
    wait_for_human(qtbot, front.controller)
    assert front.guide.isVisible() and front.guide.step is step
    scene = front.board_page.scene
    view = front.controller.turn_view
    assert view is not None and view.turn == turns
    if turns:
        assert scene.held is not None and set(scene.targets) == set(view.legal_cells)
    assert _covered(front) == []


def test_the_guide_screenshot(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "guide.png"
    args = ["--screenshot", str(out), "--screen", "guide", "--game", "balconia"]
    assert launch.main([*args, "--size", "1024x600"]) == 0
    image = QImage(str(out))
    ratio = image.devicePixelRatio() or 1
    assert (image.width() / ratio, image.height() / ratio) == (1024, 600)
