"""The main window, the shell around a game: the pages (start, the game's board page, pass the
device, end), the score dock, the menus and the wiring to the controller.

The game comes from the registry (``shell.registry.GameInfo``): its factories make the
controller and the board page, which draws each ``TurnView`` the controller publishes. Menus
live in ``menus``, whole-game actions (new, open, save, resume, settings, score pad) in
``session_actions``; a save or autosave of another game opens in a window of that game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QWidget

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.setup import GameSetup
from welcome_desktop.games.welcome.app.turn_view import TurnView, ViewerState, seat_name
from welcome_desktop.games.welcome.engine.scoring import tie_break_key
from welcome_desktop.i18n import arg
from welcome_desktop.persistence.settings import Settings, load_settings, save_settings
from welcome_desktop.shell.registry import GameInfo, all_games, find_game
from welcome_desktop.ui.art import app_icon
from welcome_desktop.ui.focus import BoardFocus
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.menus import Menus
from welcome_desktop.ui.pages import PassDevicePage, StartPage
from welcome_desktop.ui.theme import STYLE
from welcome_desktop.ui.window_geometry import (
    MIN_SIZE,
    clamp_to,
    first_geometry,
    fit_width,
    scrolled,
    ui_scale,
)

from . import history_ui
from . import table as table_ui
from . import window_dialogs as openers
from .board_page import BoardPage
from .end_screen import EndScreen, rounds_of
from .session_actions import SessionActions
from .theme_title import window_title

# The Turn menu's entries: they act on the turn on the board.
TURN_ACTIONS = ("undo", "redo", "skip", "refuse", "suggest", "confirm")


class MainWindow(QMainWindow):
    """Pages: start, board, pass-the-device, end, for one game. Dialogs are opened by
    ``session`` (its ``ask_*`` attributes, which tests replace with plain functions)."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Settings | None = None,
        *,
        persist_settings: bool = True,
        game: GameInfo | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.setStyleSheet(STYLE)
        self.game = game if game is not None else all_games()[0]
        self.controller: GameController = (
            controller if controller is not None else self.game.make_controller(self)
        )
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        self.controller.reset_viewer(self.settings.highlight_legal_moves)
        self.default_seed: int | None = None  # --seed: used by new games instead of a random one
        self.last_refusal = ""
        self.other_windows: list[Any] = []  # windows opened for saves of other games
        self.panel_wanted = True  # the score panel shown with the board (View > Score panel)
        self.ui_scale = 1.0  # how much the turn bar and the score panel grow (window_geometry)
        self.was_maximized = False  # before full screen
        self.session = SessionActions(self, self.controller, self)

        self.board_page: BoardPage = self.game.make_board(self.controller, self)
        board = self.board_page
        # The board page's parts, named on the window for tests and the launcher.
        self.scene, self.board_view, self.turn_bar = board.scene, board.board_view, board.turn_bar
        self.score_panel, self.input = board.score_panel, board.input
        self.start_page = StartPage(all_games(), self.game.id)
        self.pass_page = PassDevicePage()
        self.end_screen = EndScreen()
        self.pages = QStackedWidget()
        for page in (self.start_page, self.board_page, self.pass_page, self.end_screen):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.score_dock = QDockWidget()
        self.score_dock.setObjectName("ScoreDock")
        self.score_scroll = scrolled(self.score_panel)
        self.score_dock.setWidget(self.score_scroll)
        self.score_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.score_dock.setTitleBarWidget(QWidget())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.hide()
        self.statusBar().setSizeGripEnabled(False)  # created now: the layout never jumps
        self.menus = Menus(self, self._slots())
        for name in ("score_panel", "full_screen"):
            self.menus[name].setCheckable(True)
        self.menus["score_panel"].setChecked(True)
        self.turn_bar.set_panel_shown(True)
        self.focus = BoardFocus(self, self.board_page, self.board_view)
        self._connect()
        self.history = history_ui.install(self)  # after _connect: the end screen shows first
        self.table = table_ui.install(self)  # round log, overview, notices, guide
        self.retranslateUi()
        self.setMinimumSize(MIN_SIZE)
        self.place_on_screen()
        self.show_start()
        self._page_changed()

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        s, c, view, board = self.session, self.controller, self.board_view, self.board_page
        return {
            "new": s.new_game,
            "open": s.open_game,
            "save": s.save_game,
            "end_table": s.end_table_game,
            "table_temps": self.enter_table_temps,
            "settings": s.edit_settings,
            "quit": self.close,
            "undo": c.undo,
            "redo": c.redo,
            "skip": c.skip_effect,
            "refuse": c.refuse,
            "suggest": board.suggest,
            "confirm": board.confirm_turn,
            "zoom_in": view.zoom_in,
            "zoom_out": view.zoom_out,
            "zoom_reset": view.zoom_reset,
            "score_panel": self.toggle_panel,
            "full_screen": self.toggle_full_screen,
            "round_log": lambda: self.table.toggle_log(),
            "sheet_overview": lambda: self.table.toggle_overview(),
            "tutorial": lambda: self.table.start_tutorial(),
            "rules": self.show_rules,
            "about": self.show_about,
        }

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self._draw_menus)
        c.refused.connect(self._on_refused)
        c.seat_changed.connect(self._on_seat_changed)
        c.round_resolved.connect(self._on_round_resolved)
        c.game_over.connect(self.show_end)
        c.bot_busy.connect(lambda busy: self.refresh())
        c.saved.connect(lambda path: self.show_status(arg(self.tr("Saved: %1"), path)))
        self.start_page.new_solo.connect(self.session.quick_solo)
        self.start_page.new_game.connect(self.session.new_game)
        self.start_page.resume.connect(self.session.resume_autosave)
        self.start_page.open_game.connect(self.session.open_game)
        self.start_page.rules.connect(self.show_rules)
        self.start_page.game_chosen.connect(self.choose_game)
        self.pass_page.ready.connect(self.reveal_board)
        self.turn_bar.toggle_panel.connect(self.toggle_panel)
        self.pages.currentChanged.connect(self._page_changed)
        self.end_screen.new_game.connect(self.session.new_game)
        self.end_screen.show_board.connect(self.show_board)

    # -- text ---------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Welcome Desktop"))
        self.score_dock.setWindowTitle(self.tr("Score"))
        self.menus.retranslate()
        self.scene.retranslate()
        if hasattr(self, "table"):
            self.table.retranslate()
        self.refresh()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.menus["full_screen"].setChecked(self.isFullScreen())
        super().changeEvent(event)

    # -- size ---------------------------------------------------------------------------------
    def place_on_screen(self) -> None:
        """The saved geometry clamped to the screen it is on (a geometry saved on a larger
        screen fits this one); without one, a first size that fits the screen."""
        saved = self.settings.window_geometry
        restored = bool(saved) and self.restoreGeometry(QByteArray.fromBase64(saved.encode()))
        screen = QGuiApplication.screenAt(self.geometry().center()) or self.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
        if not restored:
            self.setGeometry(first_geometry(available))
        elif not (self.isMaximized() or self.isFullScreen()):
            self.setGeometry(clamp_to(self.geometry(), available))

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = ui_scale(event.size())
        if scale != self.ui_scale:
            self.ui_scale = scale
            self.board_page.set_ui_scale(scale)
            fit_width(self.score_scroll)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            if self.was_maximized:
                self.showMaximized()
            else:
                self.showNormal()
        else:
            self.was_maximized = self.isMaximized()
            self.showFullScreen()
        self.menus["full_screen"].setChecked(self.isFullScreen())

    def toggle_panel(self) -> None:
        self.set_panel_shown(not self.panel_wanted)

    def set_panel_shown(self, shown: bool) -> None:
        """Show or collapse the score panel beside the board (the board takes its room)."""
        self.panel_wanted = shown
        self.menus["score_panel"].setChecked(shown)
        self.turn_bar.set_panel_shown(shown)
        if self.pages.currentWidget() is self.board_page:
            self.score_dock.setVisible(shown)
        self.board_view.setFocus()

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key no widget took (the focus was on none, or on a panel ignoring it) still
        plays on the board."""
        if self.pages.currentWidget() is self.board_page and not self.board_view.hasFocus():
            event.accept()
            self.board_view.key_pressed.emit(event)
            if event.isAccepted():
                return
        super().keyPressEvent(event)

    def show_status(self, text: str, ms: int = 8000) -> None:
        self.statusBar().showMessage(text, ms)

    # -- pages --------------------------------------------------------------------------------
    @property
    def ui(self) -> ViewerState:
        """The viewer state (cursor, effect card, hidden sheet...), owned by the controller."""
        return self.controller.viewer

    def show_start(self) -> None:
        self.start_page.resume_button.setVisible(self.session.has_autosave())
        self.pages.setCurrentWidget(self.start_page)
        self.score_dock.hide()
        self.start_page.solo_button.setFocus()

    def show_board(self) -> None:
        self.pages.setCurrentWidget(self.board_page)
        self.score_dock.setVisible(self.panel_wanted)
        self.board_view.setFocus()
        self.refresh()

    def reveal_board(self) -> None:
        self.controller.viewer.hidden = False
        self.show_board()

    def show_end(self) -> None:
        c = self.controller
        if c.needs_table_temps():
            self.enter_table_temps()  # score pad: the temp majority is decided at the table
        state = c.state
        if state is None:
            return
        names = [seat_name(c.setup, s) for s in range(state.seats)]
        scores = c.final_scores()
        ranks = c.ranking()
        notes: tuple[str, ...] = ()
        totals = [s.total for s in scores]
        if len(set(totals)) < len(totals):
            notes = tuple(
                self.tr("%n estate(s)", "", tie_break_key(sh, sc)[1])
                for sh, sc in zip(state.sheets, scores, strict=True)
            )
        reasons = tuple(r.value for r in state.end_reasons)
        self.end_screen.show_result(
            names, scores, ranks, reasons, c.score_history(), notes, rounds_of(state)
        )
        if c.temps_provisional():
            self.end_screen.reason.setText(
                self.end_screen.reason.text()
                + "\n"
                + self.tr("Temp points provisional: enter the table's result (Game menu).")
            )
        c.viewer.hidden = False
        self.pages.setCurrentWidget(self.end_screen)
        self.score_dock.hide()

    # -- drawing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Ask the controller to publish the view again (after a viewer change)."""
        if hasattr(self, "menus"):
            self.controller.publish()

    def _draw_menus(self, view: TurnView | None) -> None:
        """The menu entries of the turn, from each published TurnView and the page shown: the
        turn's and the board's entries do nothing (and are disabled) on the other pages, and
        no hint is offered while the board is hidden for the next player."""
        m = self.menus
        self.setWindowTitle(window_title(self.tr("Welcome Desktop"), self.controller.state))
        on_board = self.pages.currentWidget() is self.board_page
        for name in ("zoom_in", "zoom_out", "zoom_reset", "score_panel"):
            m[name].setEnabled(on_board)
        if view is None:
            for name in (*TURN_ACTIONS, "save", "end_table"):
                m[name].setEnabled(False)
            return
        k = view.controls
        playing = on_board and not view.board.hidden
        m["undo"].setEnabled(playing and k.can_undo)
        m["redo"].setEnabled(playing and k.can_redo)
        m["confirm"].setEnabled(playing and k.can_confirm)
        m["skip"].setEnabled(playing and k.effect)
        m["refuse"].setEnabled(playing and k.must_refuse)
        hints = self.settings.show_hints and k.active and not k.must_refuse
        m["suggest"].setEnabled(playing and hints)
        m["save"].setEnabled(k.can_save)
        m["end_table"].setVisible(k.score_pad)
        m["end_table"].setEnabled(k.can_end_at_table)
        m["table_temps"].setVisible(k.score_pad)

    def _page_changed(self) -> None:
        self._draw_menus(self.controller.turn_view)

    # -- controller signals -------------------------------------------------------------------
    def _on_refused(self, text: str) -> None:
        self.last_refusal = text
        self.show_status(text)

    def _on_seat_changed(self, seat: int) -> None:
        c = self.controller
        setup = c.setup
        if setup is None or len(setup.human_seats) < 2:
            return
        c.viewer.hidden = True
        c.viewer.cursor = None
        c.viewer.view_seat = -1
        self.pass_page.set_player(seat_name(setup, seat))
        self.pages.setCurrentWidget(self.pass_page)
        self.pass_page.button.setFocus()
        self.score_dock.hide()
        self.refresh()

    def _on_round_resolved(self, number: int) -> None:
        c = self.controller
        c.viewer.target_index = -1
        c.viewer.view_seat = -1
        # A game watched without a human seat shows a computer player's sheet: replay its move
        # once the board shows the new round.
        QTimer.singleShot(0, self.board_page.replay_shown_seat)
        if c.needs_table_round():
            QTimer.singleShot(0, self.session.enter_table_round)
        self.show_status(arg(self.tr("Round %1 is over."), number), 4000)

    # -- games (SessionHost) ------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self.session.start_game(setup)

    def after_start(self) -> None:
        state = self.controller.state
        if state is None:
            return
        self.board_page.new_game_started()
        self.table.game_started()
        if state.over:
            self.show_end()
        elif self.pages.currentWidget() is not self.pass_page:
            self.show_board()
        if self.controller.needs_table_round():
            QTimer.singleShot(0, self.session.enter_table_round)

    def settings_applied(self, new: Settings) -> None:
        self.controller.viewer.highlight_legal = new.highlight_legal_moves
        self.board_page.settings_applied(new)
        self.table.settings_applied(new)
        self.refresh()

    def open_in_other_window(self, game: GameInfo, path: str) -> None:
        """A save of another game opens in a window of its own (its board, its controller)."""
        window = self.window_for(game)
        window.session.open_path(path)

    def window_for(self, game: GameInfo) -> Any:
        for window in self.other_windows:
            if window.game.id == game.id:
                window.show()
                window.raise_()
                return window
        if game.make_window not in (None, self.game.make_window):  # a window of its own
            made = game.make_window(self.settings)
            made.opener = self  # which keeps the app's settings here
        else:
            made = MainWindow(settings=self.settings, persist_settings=False, game=game)
        made.default_seed = self.default_seed
        made.resize(self.size())
        made.show()
        self.other_windows.append(made)
        return made

    def choose_game(self, game_id: str) -> None:
        """The start page's game list: another game than this window's opens its own window."""
        if game_id != self.game.id:
            self.window_for(find_game(game_id))
            self.start_page.select_game(self.game.id)

    def offer_resume(self) -> None:
        self.session.offer_resume()

    def enter_table_temps(self) -> None:
        """Score pad: the table's temp result; the end screen shows the new scores."""
        entered = self.session.enter_table_temps()
        state = self.controller.state
        on_end = self.pages.currentWidget() is self.end_screen
        if entered and state is not None and state.over and on_end:
            self.show_end()

    def show_rules(self) -> None:
        openers.show_rules(self, self.game.rules_dir())

    def show_about(self) -> None:
        openers.show_about(self)

    # -- closing ------------------------------------------------------------------------------
    @guarded
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.session.may_leave_game():
            event.ignore()
            return
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.hide()  # gone at once, even while a computer player finishes its thinking
        self.controller.shutdown()
        self.table.close()
        for window in self.other_windows:
            window.close()
        if self.persist_settings:
            self.settings = replace(self.settings, window_geometry=geometry)
            save_settings(self.settings)
        super().closeEvent(event)
