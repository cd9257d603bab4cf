"""Driving a game's window as a player does, for every game's ui tests: the window shown at a
size (closing without asking), Welcome's window as the registration tests open it, the
registry's factories checked, scene points in a board view, real mouse drags."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import GameInfo
from welcome_desktop.ui.shell_window import ShellWindow


def show_at(qtbot: QtBot, window: ShellWindow, width: int, height: int) -> ShellWindow:
    """``window`` on screen at ``width`` x ``height``, that may close without asking."""
    window.front.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window


def welcome_window(qtbot: QtBot) -> MainWindow:
    """Welcome's window shown (fast animations, closing without asking): where another game's
    saves, codes and autosaves arrive in the registration tests."""
    window = MainWindow(settings=Settings(animation_speed="fast"), persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.show()
    return window


def check_factories(qtbot: QtBot, game: GameInfo, controller: type, board: type) -> None:
    """The registry's factories of ``game`` make its ``controller`` and ``board`` classes."""
    made = game.make_controller(None)
    assert isinstance(made, controller)
    page = game.make_board(made, None)
    qtbot.addWidget(page)
    assert isinstance(page, board)


def view_point(window: ShellWindow, scene_point: QPointF) -> QPoint:
    """Where ``scene_point`` of the board's scene is in the board view."""
    return window.front.board_page.board_view.mapFromScene(scene_point)


def drag(viewport: QWidget, start: QPoint, end: QPoint, release: bool = True) -> None:
    """Press, several moves, release, in a view's ``viewport``."""
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 6
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * (i / steps))
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
