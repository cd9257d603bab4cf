"""The history features of the main window, installed in one call so window.py stays small:
recording finished games, personal bests and the game code on the end screen, the Game menu's
"Copy game code" and "Join with a code"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QBoxLayout, QLayout, QWidget

from ..app.recorder import GameRecorder
from ..app.setup import GameSetup
from ..engine.game_code import code_for
from ..i18n.text import arg
from .board_model import UiTurnState
from .code_dialog import JoinCodeDialog
from .continue_list import ContinueList

if TYPE_CHECKING:
    from .window import MainWindow


def setup_code(setup: object) -> str:
    """The shared-deck code of a setup's deal ("" for score-pad games)."""
    if not isinstance(setup, GameSetup):
        return ""
    return code_for(setup.config) or ""


class HistoryFeatures(QObject):
    """Everything this module adds to one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        c = window.controller
        self.recorder = GameRecorder(c, self, code_of=setup_code)
        self.recorder.recorded.connect(window.end_screen.announce_bests)
        self.recorder.notice.connect(window.show_status)
        c.game_over.connect(self._show_code)
        self.act_copy_code = QAction(window)
        self.act_copy_code.setObjectName("copyGameCode")
        self.act_copy_code.triggered.connect(self.copy_code)
        self.act_join = QAction(window)
        self.act_join.setObjectName("joinWithCode")
        self.act_join.triggered.connect(self.join)
        menu = window.menu_game
        menu.insertAction(window.act_open, self.act_join)
        menu.insertAction(window.act_end_table, self.act_copy_code)
        # Tests answer the join dialog through this (like the window's ask_* openers).
        self.ask_join = self._ask_join
        c.state_changed.connect(self._update_actions)
        self.continue_list = ContinueList()
        self.continue_list.open_game.connect(self.open_slot)
        _insert_after(
            window.start_page.layout(), window.start_page.resume_button, self.continue_list
        )
        window.start_page.installEventFilter(self)
        window.installEventFilter(self)
        self.retranslate()
        self._update_actions()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self.window.start_page and event.type() == QEvent.Type.Show:
            self.continue_list.refresh()
            # the list replaces "Resume the last game" (its first row is that game)
            if self.continue_list.isVisibleTo(self.window.start_page):
                self.window.start_page.resume_button.hide()
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.act_copy_code.setText(QCoreApplication.translate("MainWindow", "&Copy game code"))
        self.act_join.setText(QCoreApplication.translate("MainWindow", "&Join with a code…"))

    def current_code(self) -> str:
        return setup_code(self.window.controller.setup)

    def _update_actions(self) -> None:
        self.act_copy_code.setEnabled(bool(self.current_code()))

    def copy_code(self) -> None:
        code = self.current_code()
        if not code:
            return
        QGuiApplication.clipboard().setText(code)
        text = QCoreApplication.translate(
            "MainWindow", "Game code %1 copied: friends who type it play the same cards."
        )
        self.window.show_status(arg(text, code))

    def _ask_join(self) -> GameSetup | None:
        names = self.window.settings.last_seat_names
        dialog = JoinCodeDialog(self.window, names[0] if names else "")
        if dialog.exec() == JoinCodeDialog.DialogCode.Accepted:
            return dialog.result_setup
        return None

    def join(self) -> None:
        setup = self.ask_join()
        if setup is not None:
            self.window.start_game(setup)

    def open_slot(self, path: str) -> None:
        """Go on with an unfinished game from the Continue list."""
        w = self.window
        w.ui = UiTurnState(highlight_legal=w.settings.highlight_legal_moves)
        if w.controller.load(path):
            w._after_start()
        else:
            w.report_error(QCoreApplication.translate("MainWindow", "Resume"), w.last_refusal)
            self.continue_list.refresh()

    def _show_code(self) -> None:
        self.window.end_screen.set_code(self.current_code())


def _insert_after(layout: QLayout | None, anchor: QWidget, widget: QWidget) -> bool:
    """Put ``widget`` right after ``anchor`` in whichever (nested) layout holds it."""
    if layout is None:
        return False
    index = layout.indexOf(anchor)
    if index >= 0 and isinstance(layout, QBoxLayout):
        layout.insertWidget(index + 1, widget, 0, Qt.AlignmentFlag.AlignHCenter)
        return True
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is not None and _insert_after(item.layout(), anchor, widget):
            return True
    return False


def install(window: MainWindow) -> HistoryFeatures:
    """Wire the history into ``window``; returns the features object (window.history)."""
    return HistoryFeatures(window)
