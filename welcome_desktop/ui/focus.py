"""Keeps the keyboard on the board: a click on a panel (the sheet selector, the score panel,
the turn bar, any dock) gives the focus back to the board view, so the game's keys and
shortcuts keep working. Widgets where one types (a line edit, a spin box, an editable text)
keep the focus they take."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDockWidget,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)


def takes_typing(widget: QWidget) -> bool:
    """A widget the user types into (it keeps the keyboard)."""
    if isinstance(widget, QLineEdit | QAbstractSpinBox):
        return True
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        return not widget.isReadOnly()
    return False


class BoardFocus(QObject):
    """Watches the application's focus for ``window``: a panel's widget that takes the focus
    while the board page is shown hands it back to ``board_view``."""

    def __init__(self, window: QMainWindow, board_page: QWidget, board_view: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.board_page = board_page
        self.board_view = board_view
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def is_panel(self, widget: QWidget) -> bool:
        """``widget`` is part of a panel around the board (not the board itself)."""
        if widget is self.board_view or self.board_view.isAncestorOf(widget):
            return False
        if self.board_page.isAncestorOf(widget):
            return True
        return any(dock.isAncestorOf(widget) for dock in self.window.findChildren(QDockWidget))

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is None or not self.board_page.isVisible() or takes_typing(new):
            return
        if self.is_panel(new):
            self.board_view.setFocus()
