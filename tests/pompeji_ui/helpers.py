"""Driving a Pompeji window as a player does: the window shown at a size, real mouse drags on
the city view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from pytestqt.qtbot import QtBot

from tests.window_driving import drag as drag_in
from tests.window_driving import show_at, view_point
from welcome_desktop.games.pompeji.board.art import CARD_H, CARD_W
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.engine import Pos
from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.ui.shell_window import ShellWindow


def shown_window(qtbot: QtBot, width: int = 1280, height: int = 800) -> ShellWindow:
    """A Pompeji window on screen at ``width`` x ``height`` that may close without asking."""
    return show_at(qtbot, pompeji_window(persist_settings=False), width, height)


def card_point(window: ShellWindow, card: int) -> QPoint:
    item = window.front.board_page.scene.item_for(card)
    assert item is not None, card
    return view_point(window, item.pos() + QPointF(CARD_W / 2, CARD_H / 2))


def cell_point(window: ShellWindow, cell: Pos) -> QPoint:
    return view_point(window, cell_rect(cell).center())


def drag(window: ShellWindow, start: QPoint, end: QPoint, release: bool = True) -> None:
    """Press, several moves, release, in the city view's viewport."""
    drag_in(window.front.board_page.board_view.viewport(), start, end, release)
