"""*Welcome To…*'s front in the shell's window (``shell.front.Front``): its board page, pass the
device and end pages, the score dock, its menus, and the wiring to its controller.

The shell (``shell_window.ShellWindow``) owns the window, the start page, the page stack,
geometry, full screen, language and closing; this front adds its pages to the stack and is
the ``window`` its own modules (``history_ui``, ``table``, ``board_page``, ``session_actions``)
work with: what they need of the real window (the page stack, the settings, the status bar,
docks) it hands on to the shell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.setup import GameSetup
from welcome_desktop.games.welcome.app.turn_view import TurnView, ViewerState, seat_name
from welcome_desktop.games.welcome.engine.scoring import tie_break_key
from welcome_desktop.i18n.text import TrContext, arg
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import GameInfo
from welcome_desktop.ui.focus import BoardFocus
from welcome_desktop.ui.front_base import FrontBase
from welcome_desktop.ui.menus import Menus
from welcome_desktop.ui.pages import PassDevicePage
from welcome_desktop.ui.window_geometry import fit_width, scrolled, ui_scale

from . import history_ui
from . import table as table_ui
from .board_page import BoardPage
from .end_screen import EndScreen, rounds_of
from .session_actions import SessionActions
from .theme_title import window_title

if TYPE_CHECKING:
    from welcome_desktop.ui.shell_window import ShellWindow

# The texts keep the context they had when this was the main window ("MainWindow"); lupdate
# reads the context from this name.
MainWindow = TrContext("MainWindow")

# The Turn menu's entries: they act on the turn on the board.
TURN_ACTIONS = ("undo", "redo", "skip", "refuse", "suggest", "confirm")


class WelcomeFront(FrontBase):
    """Pages: board, pass-the-device, end (and the history's), for one Welcome game. Dialogs
    are opened by ``session`` (its ``ask_*`` attributes, which tests replace)."""

    session: SessionActions

    def __init__(self, shell: ShellWindow, game: GameInfo) -> None:
        super().__init__(shell, game)
        self.controller: GameController = game.make_controller(self)
        self.controller.reset_viewer(shell.settings.highlight_legal_moves)
        self.last_refusal = ""
        self.panel_wanted = True  # the score panel shown with the board (View > Score panel)
        self.ui_scale = 1.0  # how much the turn bar and the score panel grow (window_geometry)
        self.session = SessionActions(shell, self.controller, self)

        self.board_page: BoardPage = game.make_board(self.controller, self)
        board = self.board_page
        # The board page's parts, named here for tests and the launcher.
        self.scene, self.board_view, self.turn_bar = board.scene, board.board_view, board.turn_bar
        self.score_panel, self.input = board.score_panel, board.input
        self.pass_page = PassDevicePage()
        self.end_screen = EndScreen()
        for page in (self.board_page, self.pass_page, self.end_screen):
            shell.pages.addWidget(page)
        self.score_dock = QDockWidget(shell)
        self.score_dock.setObjectName("ScoreDock")
        self.score_scroll = scrolled(self.score_panel)
        self.score_dock.setWidget(self.score_scroll)
        self.score_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.score_dock.setTitleBarWidget(QWidget())
        shell.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.hide()
        self.menus = Menus(shell, self._slots())
        for name in ("score_panel", "full_screen"):
            self.menus[name].setCheckable(True)
        self.menus["score_panel"].setChecked(True)
        self.turn_bar.set_panel_shown(True)
        self.focus = BoardFocus(shell, self.board_page, self.board_view)
        self._connect()
        self.history = history_ui.install(self)  # after _connect: the end screen shows first
        self.table = table_ui.install(self)  # round log, overview, notices, guide
        self.retranslate()
        self._page_changed()

    # -- what this front's modules reach of the window -----------------------------------------
    @property
    def main_window(self) -> QMainWindow:
        return self.shell

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None:
        self.shell.addDockWidget(area, dock)

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        s, c, view, board = self.session, self.controller, self.board_view, self.board_page
        return {
            **self.shell.shared_slots(),
            "new": s.new_game,
            "open": s.open_game,
            "save": s.save_game,
            "end_table": s.end_table_game,
            "table_temps": self.enter_table_temps,
            "settings": s.edit_settings,
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
        c.game_over.connect(self._on_game_over)
        c.bot_busy.connect(lambda busy: self.refresh())
        c.saved.connect(lambda path: self.show_status(arg(MainWindow.tr("Saved: %1"), path)))
        self.pass_page.ready.connect(self.reveal_board)
        self.turn_bar.toggle_panel.connect(self.toggle_panel)
        self.pages.currentChanged.connect(self._page_changed)
        self.end_screen.new_game.connect(self.session.new_game)
        self.end_screen.show_board.connect(self.show_board)

    # -- the shell's questions (shell.front.Front) ---------------------------------------------
    def banner(self) -> QWidget | None:
        return None  # the start page's own street of houses

    def solo_text(self) -> str | None:
        return None  # the start page's "Play solo"

    def title(self) -> str:
        return window_title(MainWindow.tr("Welcome Desktop"), self.controller.state)

    def owns(self, page: QWidget) -> bool:
        history = getattr(self, "history", None)
        mine = [self.board_page, self.pass_page, self.end_screen]
        if history is not None:
            mine += [history.history_page, history.replay_page]
        return page in mine

    def has_game(self) -> bool:
        return self.controller.state is not None

    def activate(self) -> None:
        """Shown again: the game where it was left (the pass page stays up for hidden hands)."""
        state = self.controller.state
        if state is None:
            return
        if state.over:
            self.show_end()
        elif self.controller.viewer.hidden and self.pass_page.name:
            self._show_page(self.pass_page)
        else:
            self.show_board()

    def deactivate(self) -> None:
        self.score_dock.hide()

    def turn_in_progress(self) -> bool:
        return self.session.turn_in_progress()

    def quick_game(self) -> None:
        self.session.quick_solo()

    def join_code(self, code: str) -> None:
        """A Welcome code typed in another game's field: the join dialog, filled in."""
        self.history.join(code)

    def key_pressed(self, event: QKeyEvent) -> bool:
        """A key no widget took (the focus was on none, or on a panel ignoring it) still plays
        on the board."""
        if self.pages.currentWidget() is self.board_page and not self.board_view.hasFocus():
            event.accept()
            self.board_view.key_pressed.emit(event)
            return event.isAccepted()
        return False

    def window_resized(self, size: QSize) -> None:
        scale = ui_scale(size)
        if scale != self.ui_scale:
            self.ui_scale = scale
            self.board_page.set_ui_scale(scale)
            fit_width(self.score_scroll)

    def shutdown(self) -> None:
        self.controller.shutdown()
        self.table.close()
        self.history.replay_page.shutdown()

    # -- text ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.score_dock.setWindowTitle(MainWindow.tr("Score"))
        self.menus.retranslate()
        self.scene.retranslate()
        if hasattr(self, "table"):
            self.table.retranslate()
        if hasattr(self, "history"):
            self.history.retranslate()
        self.refresh()

    # -- size ---------------------------------------------------------------------------------
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

    # -- pages --------------------------------------------------------------------------------
    @property
    def ui(self) -> ViewerState:
        """The viewer state (cursor, effect card, hidden sheet...), owned by the controller."""
        return self.controller.viewer

    def show_start(self) -> None:
        self.shell.show_start()

    def show_board(self) -> None:
        if not self._show_page(self.board_page):
            return
        self.score_dock.setVisible(self.panel_wanted)
        self.board_view.setFocus()
        self.refresh()

    def reveal_board(self) -> None:
        self.controller.viewer.hidden = False
        self.show_board()

    def _on_game_over(self) -> None:
        self.show_end()

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
                MainWindow.tr("%n estate(s)", "", tie_break_key(sh, sc)[1])
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
                + MainWindow.tr("Temp points provisional: enter the table's result (Game menu).")
            )
        c.viewer.hidden = False
        if self._show_page(self.end_screen):
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
        if self.is_active():
            self.shell.setWindowTitle(self.title())
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
        if self.pages.currentWidget() is not self.board_page:
            self.score_dock.hide()  # the score belongs beside the board only
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
        if self._show_page(self.pass_page):
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
        self.show_status(arg(MainWindow.tr("Round %1 is over."), number), 4000)

    # -- games (SessionHost) ------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self.session.start_game(setup)

    def after_start(self) -> None:
        state = self.controller.state
        if state is None:
            return
        self.shell.make_active(self)  # a game begun or opened is the one the window shows
        self.board_page.new_game_started()
        self.table.game_started()
        if state.over:
            self.show_end()
        elif self.pages.currentWidget() is not self.pass_page:
            self.show_board()
        if self.controller.needs_table_round():
            QTimer.singleShot(0, self.session.enter_table_round)

    def apply_settings(self, new: Settings) -> None:
        """The session actions changed the settings: the shell keeps, saves and installs them
        and every game of the window uses them."""
        self.shell.apply_settings(new)

    def use_settings(self, new: Settings) -> None:
        self.controller.viewer.highlight_legal = new.highlight_legal_moves
        self.board_page.settings_applied(new)
        self.table.settings_applied(new)
        self.refresh()

    def open_in_game(self, game: GameInfo, path: str) -> None:
        """A save of another game: the window switches to that game, which opens it."""
        self.shell.open_path(path)

    def enter_table_temps(self) -> None:
        """Score pad: the table's temp result; the end screen shows the new scores."""
        entered = self.session.enter_table_temps()
        state = self.controller.state
        on_end = self.pages.currentWidget() is self.end_screen
        if entered and state is not None and state.over and on_end:
            self.show_end()

    def prepare_demo(self, screen: str, seed: int, rounds: int, variant: str) -> None:
        from .demo_screens import prepare

        prepare(self, screen, seed, rounds, variant)

    def smoke_round(self, seed: int) -> list[str]:
        from .demo_screens import smoke_round

        return smoke_round(self, seed)

    def settle(self) -> None:
        self.table.dealer.stop()  # the cards as dealt, not in flight
