"""The history features of the main window, installed in one call so window.py stays small:
recording finished games, personal bests and the game code on the end screen, the Game menu's
"Copy game code" and "Join with a code"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QLayout, QWidget

from welcome_desktop.app.save_errors import save_error_text
from welcome_desktop.games.welcome.app import storage
from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.shell.save_dispatch import save_game_id
from welcome_desktop.ui.code_text import send_code
from welcome_desktop.ui.guard import guarded

from ..app.recorder import GameRecorder
from ..app.setup import GameSetup
from ..engine import GameState
from ..engine.game_code import code_for
from ..persistence.history import open_history
from ..persistence.saves import SaveError
from .code_dialog import JoinCodeDialog
from .continue_list import ContinueList
from .history_page import HistoryPage
from .replay_page import ReplayPage

if TYPE_CHECKING:
    from .front import WelcomeFront as MainWindow


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
        menu = window.menus.menus["game"]
        menu.insertAction(window.menus["open"], self.act_join)
        menu.insertAction(window.menus["end_table"], self.act_copy_code)
        # Tests answer the join dialog through this (like the window's ask_* openers).
        self.ask_join = self._ask_join
        c.state_changed.connect(self._update_actions)
        self.continue_list = ContinueList()
        self.continue_list.open_game.connect(self.open_slot)
        _insert_after(
            window.start_page.layout(), window.start_page.resume_button, self.continue_list
        )
        window.start_page.shown.connect(self._start_page_shown)
        # (the language changes and the window closes through the front: retranslate, shutdown)
        # History and statistics, and replays: two more pages of the window.
        self.history_page = HistoryPage()
        self.replay_page = ReplayPage()
        window.pages.addWidget(self.history_page)
        window.pages.addWidget(self.replay_page)
        self.history_page.back.connect(self.leave_page)
        self.history_page.notice.connect(window.show_status)
        self.history_page.replay.connect(self.replay_recorded)
        self.replay_page.back.connect(self.leave_replay)
        window.end_screen.replay.connect(self.replay_finished)
        self._return_to: QWidget | None = None
        self.act_history = QAction(window)
        self.act_history.setObjectName("showHistory")
        self.act_history.setShortcut(QKeySequence("Ctrl+H"))
        self.act_history.triggered.connect(self.show_history)
        self.act_replay_file = QAction(window)
        self.act_replay_file.setObjectName("replayFile")
        self.act_replay_file.triggered.connect(self.replay_file)
        menu.insertAction(window.menus["settings"], self.act_history)
        menu.insertAction(window.menus["settings"], self.act_replay_file)
        menu.insertSeparator(window.menus["settings"])
        self.retranslate()
        self._update_actions()

    @guarded
    def _start_page_shown(self) -> None:
        self.continue_list.refresh()
        # the list replaces "Resume the last game" (its first row is that game)
        if self.continue_list.isVisibleTo(self.window.start_page):
            self.window.start_page.resume_button.hide()

    def retranslate(self) -> None:
        history = QCoreApplication.translate("MainWindow", "&History and statistics…")
        self.act_history.setText(history)
        replay = QCoreApplication.translate("MainWindow", "&Replay a saved game…")
        self.act_replay_file.setText(replay)
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

    def _ask_join(self, code: str = "") -> GameSetup | None:
        names = self.window.settings.last_seat_names
        parent = self.window.main_window
        dialog = JoinCodeDialog(parent, names[0] if names else "", code)
        if dialog.exec() == JoinCodeDialog.DialogCode.Accepted:
            return dialog.result_setup
        if dialog.other is not None:  # a code of another game: that game offers it
            send_code(parent, *dialog.other)
        return None

    def join(self, code: str = "") -> None:
        """Game ▸ Join with a code (``code``: one typed in another game's field)."""
        setup = self.ask_join(code)
        if setup is not None:
            self.window.start_game(setup)

    # --- history and replays ----------------------------------------------------------------------
    def _remember_page(self) -> None:
        current = self.window.pages.currentWidget()
        if current not in (self.history_page, self.replay_page):
            self._return_to = current

    def show_history(self) -> None:
        self._remember_page()
        self.history_page.refresh()
        self.window.score_dock.hide()
        self.window.pages.setCurrentWidget(self.history_page)

    def leave_page(self) -> None:
        w = self.window
        target = self._return_to
        if target is None or target is w.pass_page:
            w.show_start()
        elif target is w.board_page:
            w.show_board()
        elif target is w.end_screen:
            w.show_end()
        else:
            w.pages.setCurrentWidget(target)

    def leave_replay(self) -> None:
        if self._came_from_history:
            self.window.pages.setCurrentWidget(self.history_page)
        else:
            self.leave_page()

    _came_from_history = False

    def replay(self, setup: GameSetup, state: GameState) -> bool:
        if not state.over:
            self.window.session.report_error(_replay_title(), _still_going())
            return False
        if not self.replay_page.open(setup, state):
            self.window.session.report_error(_replay_title(), _not_replayable())
            return False
        self.window.score_dock.hide()
        self.window.pages.setCurrentWidget(self.replay_page)
        self.replay_page.controls.slider.setFocus()
        return True

    def replay_finished(self) -> bool:
        """The end screen's Replay the game: the game just played (Back returns to it)."""
        c = self.window.controller
        if c.setup is None or c.state is None:
            return False
        self._remember_page()
        self._came_from_history = False
        return self.replay(c.setup, c.state)

    def replay_recorded(self, game_id: int) -> None:
        """Replay a game of the history."""
        history = open_history()
        if history is None:
            return
        try:
            state, extra = with_db(history, lambda db: db.load_game(game_id)) or (None, {})
        except SaveError:
            state, extra = None, {}
        if state is None:
            self.window.session.report_error(_replay_title(), _not_replayable())
            return
        setup = GameSetup.from_json(dict(extra.get("setup") or {}), state.config)
        self._came_from_history = True
        self.replay(setup, state)

    def replay_file(self) -> None:
        """Replay a finished game from a save file."""
        path = self.window.session.ask_open_path()
        if not path:
            return
        try:
            session = storage.read(path)
        except storage.StorageError as err:
            self.window.session.report_error(
                _replay_title(), save_error_text(err.code, str(err.path))
            )
            return
        self._remember_page()
        self._came_from_history = False
        self.replay(session.setup, session.state)

    def open_slot(self, path: str) -> None:
        """Go on with an unfinished game from the Continue list."""
        w = self.window
        if save_game_id(path) != w.game.id:  # another game's: the window switches to it
            w.session.open_path(path)
            return
        w.controller.reset_viewer(w.settings.highlight_legal_moves)
        if w.controller.load(path):
            w.after_start()
        else:
            w.session.report_error(
                QCoreApplication.translate("MainWindow", "Resume"), w.last_refusal
            )
            self.continue_list.refresh()

    def _show_code(self) -> None:
        self.window.end_screen.set_code(self.current_code())


def _replay_title() -> str:
    return QCoreApplication.translate("MainWindow", "Replay")


def _still_going() -> str:
    return QCoreApplication.translate(
        "MainWindow", "Only finished games can be replayed; this one is still going."
    )


def _not_replayable() -> str:
    return QCoreApplication.translate("MainWindow", "This game could not be replayed.")


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
