"""Driving a Pompeji window as a player does: the window shown at a size, real mouse drags on
the city view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.board.art import CARD_H, CARD_W
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.engine import Pos
from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.ui.shell_window import ShellWindow


def shown_window(qtbot: QtBot, width: int = 1280, height: int = 800) -> ShellWindow:
    """A Pompeji window on screen at ``width`` x ``height`` that may close without asking."""
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window


def view_point(window: ShellWindow, scene_point: QPointF) -> QPoint:
    return window.front.board_page.board_view.mapFromScene(scene_point)


def card_point(window: ShellWindow, card: int) -> QPoint:
    item = window.front.board_page.scene.item_for(card)
    assert item is not None, card
    return view_point(window, item.pos() + QPointF(CARD_W / 2, CARD_H / 2))


def cell_point(window: ShellWindow, cell: Pos) -> QPoint:
    return view_point(window, cell_rect(cell).center())


def drag(window: ShellWindow, start: QPoint, end: QPoint, release: bool = True) -> None:
    """Press, several moves, release, in the city view's viewport."""
    viewport = window.front.board_page.board_view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 6
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (i / steps))
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
