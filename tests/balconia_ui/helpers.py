"""Driving Balconia's controller and window as players do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.window_driving import drag, show_at, view_point
from welcome_desktop.games.balconia.app.controller import BalconiaController
from welcome_desktop.games.balconia.engine import Cell, offered
from welcome_desktop.games.balconia.ui.window import balconia_window
from welcome_desktop.ui.shell_window import ShellWindow


def wait_for_human(qtbot: QtBot, c: BalconiaController, timeout: int = 20000) -> None:
    """Until a human may act (a computer player has answered) or the game is over."""
    qtbot.waitUntil(
        lambda: (
            c.turn_view is not None
            and (c.turn_view.my_turn or c.turn_view.over or c.turn_view.hidden)
        ),
        timeout=timeout,
    )


def play_step(c: BalconiaController) -> None:
    """The human to act drafts and confirms a step: the first pair, or the first offered face
    on the last legal cell."""
    view = c.turn_view
    assert view is not None and view.my_turn
    if view.kept is None:
        assert c.select(0, 1) is None
    else:
        assert c.place(offered(view.kept)[0], view.legal_cells[-1]) is None
    assert c.confirm() is None


def shown_window(qtbot: QtBot, width: int = 1280, height: int = 800) -> ShellWindow:
    """A Balconia window on screen at ``width`` x ``height`` that may close without asking."""
    return show_at(qtbot, balconia_window(persist_settings=False), width, height)


def click_pair(window: ShellWindow, first: int) -> None:
    """Click the button between faces ``first`` and ``first + 1`` on the disc."""
    spot = window.front.board_page.scene.disc.spots[first]
    viewport = window.front.board_page.board_view.viewport()
    QTest.mouseClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_point(window, spot.scenePos()),
    )


def drag_face(window: ShellWindow, face: int, cell: Cell) -> None:
    """Press on offered ``face``, move in steps, release over ``cell`` (building frame)."""
    scene = window.front.board_page.scene
    item = scene.disc.item_for(face)
    assert item is not None, face
    start = view_point(window, item.centre())
    end = view_point(window, scene.rect_of(cell).center())
    drag(window.front.board_page.board_view.viewport(), start, end)
