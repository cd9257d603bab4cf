"""Driving a Pompeji window as a player does: real mouse drags on the city view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.pompeji.board.art import CARD_H, CARD_W
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.engine import Pos
from welcome_desktop.ui.shell_window import ShellWindow


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
