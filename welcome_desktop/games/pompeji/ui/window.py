"""The window of a Pompeji game: the shell's start page (the list of games), the board page,
pass-the-device, the end page; a small Game / Turn / Help menu; saves, autosave and resume
through the controller. Opened by the shell (``GameInfo.make_window``) for the Pompeji entry of
the start page, a Pompeji save or a Pompeji autosave."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget

from welcome_desktop.app.save_errors import save_error_text
from welcome_desktop.games.welcome.ui import window_dialogs as openers
from welcome_desktop.i18n.install import install
from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.safe_io import FileReadError, read_json_file
from welcome_desktop.persistence.settings import Settings, load_settings, save_settings
from welcome_desktop.shell.registry import GameInfo, UnknownGameError, all_games, find_game
from welcome_desktop.shell.save_dispatch import MAX_SAVE_BYTES, save_game_id
from welcome_desktop.ui.art import app_icon
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.pages import StartPage
from welcome_desktop.ui.safe_text import message_box
from welcome_desktop.ui.theme import STYLE

from ..app import storage
from ..app.controller import PompejiController
from ..app.setup import PompejiSetup, Seat, SeatKind, make_setup
from .banner import PompejiBanner
from .board_page import PompejiBoard
from .new_game import ask_new_game
from .pages import EndPage, PassPage
from .score_chart import ScoreChartDialog
from .texts import Pompeji


class PompejiSession:
    """New, open, save, resume; the ``ask_*`` attributes are the dialogs (tests replace them)."""

    def __init__(self, window: PompejiWindow) -> None:
        self.window = window
        self.message_box: QMessageBox | None = None
        self.ask_new_game: Callable[[], PompejiSetup | None] = lambda: ask_new_game(
            window, window.settings.last_seat_names, window.default_seed
        )
        self.ask_open_path: Callable[[], str] = partial(openers.ask_open_path, window)
        self.ask_save_path: Callable[[], str] = partial(openers.ask_save_path, window)
        self.ask_yes_no: Callable[[str, str], bool] = partial(openers.ask_yes_no, window)
        self.ask_settings: Callable[[], Settings | None] = lambda: openers.ask_settings(
            window, window.app_settings()
        )

    def new_game(self) -> None:
        setup = self.ask_new_game()
        if setup is None:
            return
        w = self.window
        if w.persist_settings:
            w.settings = replace(w.settings, last_seat_names=tuple(s.name for s in setup.seats))
            save_settings(w.settings)
        w.start_game(setup)

    def quick_game(self) -> None:
        """One human against two medium computer players."""
        names = self.window.settings.last_seat_names
        me = names[0] if names else Pompeji.tr("Player")
        seats = [Seat(me), Seat("Brutus", SeatKind.MEDIUM), Seat("Cornelia", SeatKind.MEDIUM)]
        seed = self.window.default_seed
        self.window.start_game(make_setup(seats, seed if seed is not None else _seed()))

    def open_game(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        w = self.window
        game_id = save_game_id(path)
        if game_id != w.game.id and _is_json_object(path):  # a save of another game
            try:
                game = find_game(game_id)
            except UnknownGameError:
                text = arg(
                    Pompeji.tr("%1 is a saved game of a kind this version does not know."), path
                )
                self.report_error(Pompeji.tr("Open"), text)
                return
            w.open_game_window(game).session.open_path(path)
            return
        if w.controller.load(path):
            w.after_start()
            w.show_status(arg(Pompeji.tr("Opened: %1"), path))
        else:
            self._load_failed(path)

    def _load_failed(self, path: str) -> None:
        err = self.window.controller.last_error
        code = err.code if err is not None else "unreadable"
        self.report_error(Pompeji.tr("Open"), save_error_text(code, path))

    def resume_autosave(self) -> None:
        w = self.window
        path = storage.autosave_path()
        if w.controller.resume_autosave():
            w.after_start()
        else:
            self._load_failed(str(path))

    def offer_resume(self) -> None:
        if storage.autosave_path().is_file() and self.ask_yes_no(
            Pompeji.tr("Resume"), Pompeji.tr("A game of Pompeji was left unfinished. Resume it?")
        ):
            self.resume_autosave()

    def edit_settings(self) -> None:
        new = self.ask_settings()
        if new is not None:
            self.apply_settings(new)

    def apply_settings(self, new: Settings) -> None:
        """The settings are the app's: the window that opened this one applies and keeps them
        (so it never writes back an older copy); alone, this window does."""
        w = self.window
        old, w.settings = w.app_settings(), new
        opener_session = getattr(w.opener, "session", None)
        if opener_session is not None and hasattr(opener_session, "apply_settings"):
            opener_session.apply_settings(new)
            return
        if w.persist_settings:
            save_settings(new)
        app = QCoreApplication.instance()
        if new.language != old.language and app is not None:
            install(app, new.language or None)

    def save_game(self) -> None:
        if self.window.controller.state is None:
            return
        path = self.ask_save_path()
        if path:
            self.window.controller.save(path)

    def report_error(self, title: str, text: str) -> None:
        self.window.show_status(text)
        box = message_box(self.window, QMessageBox.Icon.Warning, title, text)
        box.setObjectName("errorBox")
        box.open()
        self.message_box = box


def _is_json_object(path: str) -> bool:
    """Whether the file is a JSON object (a save of some game), read safely (safe_io: a
    regular file within the size cap, strict JSON; a pipe is refused, never waited on)."""
    try:
        return isinstance(read_json_file(path, limit=MAX_SAVE_BYTES), dict)
    except FileReadError:
        return False


def _seed() -> int:
    import secrets

    return secrets.randbelow(2**31)


class PompejiWindow(QMainWindow):
    """Pages: start, board, pass the device, end, for Pompeji games."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        persist_settings: bool = True,
        controller: PompejiController | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("PompejiWindow")
        self.setWindowIcon(app_icon())
        self.setStyleSheet(STYLE)
        self.game: GameInfo = find_game("pompeji")
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        self.default_seed: int | None = None
        self.controller = controller if controller is not None else PompejiController(self)
        self.other_windows: list[Any] = []
        self.opener: Any = None  # the window that opened this one (it owns the settings)
        self.session = PompejiSession(self)
        self.board_page = PompejiBoard(self.controller, self.show_status)
        self.start_page = StartPage(all_games(), self.game.id, banner=PompejiBanner())
        self.pass_page = PassPage()
        self.end_page = EndPage()
        self.chart_dialog: ScoreChartDialog | None = None
        self.pages = QStackedWidget()
        for page in (self.start_page, self.board_page, self.pass_page, self.end_page):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.actions_by_name: dict[str, QAction] = {}
        self._menus()
        self._connect()
        self.retranslateUi()
        self.resize(1280, 720)
        self.show_start()

    # -- wiring -------------------------------------------------------------------------------
    def _menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.turn_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        c, s = self.controller, self.session
        Key = QKeySequence.StandardKey | QKeySequence
        table: list[tuple[Any, str, Callable[[], object], Key]] = [
            (self.game_menu, "new", s.new_game, QKeySequence.StandardKey.New),
            (self.game_menu, "open", s.open_game, QKeySequence.StandardKey.Open),
            (self.game_menu, "save", s.save_game, QKeySequence.StandardKey.Save),
            (self.game_menu, "chart", self.show_score_chart, QKeySequence("Ctrl+G")),
            (self.game_menu, "settings", s.edit_settings, QKeySequence.StandardKey.Preferences),
            (self.game_menu, "quit", self.close, QKeySequence.StandardKey.Close),
            (self.turn_menu, "undo", c.undo, QKeySequence.StandardKey.Undo),
            (self.turn_menu, "confirm", c.confirm, QKeySequence("Ctrl+Return")),
            (self.help_menu, "rules", self.show_rules, QKeySequence.StandardKey.HelpContents),
        ]
        for menu, name, slot, key in table:
            action = QAction(self)
            action.setObjectName(f"action_{name}")
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _=False, f=slot: f())
            menu.addAction(action)
            self.actions_by_name[name] = action

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self._draw_menus)
        c.state_changed.connect(self._draw_chart)
        c.seat_changed.connect(self._on_seat_changed)
        c.game_over.connect(self.show_end)
        c.saved.connect(lambda path: self.show_status(arg(Pompeji.tr("Saved: %1"), path)))
        sp = self.start_page
        sp.new_solo.connect(self.session.quick_game)
        sp.new_game.connect(self.session.new_game)
        sp.resume.connect(self.session.resume_autosave)
        sp.open_game.connect(self.session.open_game)
        sp.rules.connect(self.show_rules)
        sp.game_chosen.connect(self.choose_game)
        self.pass_page.ready.connect(self.reveal_board)
        self.pass_page.permit.connect(self._pass_permit)
        self.end_page.new_game.connect(self.session.new_game)
        self.end_page.show_city.connect(self.show_board)
        self.board_page.side.chart_button.clicked.connect(self.show_score_chart)

    def retranslateUi(self) -> None:
        self.setWindowTitle(arg(Pompeji.tr("%1 — Welcome Desktop"), self.game.display_name()))
        self.game_menu.setTitle(Pompeji.tr("&Game"))
        self.turn_menu.setTitle(Pompeji.tr("&Turn"))
        self.help_menu.setTitle(Pompeji.tr("&Help"))
        texts = {
            "new": Pompeji.tr("&New game…"),
            "open": Pompeji.tr("&Open…"),
            "save": Pompeji.tr("&Save…"),
            "chart": Pompeji.tr("Score &chart…"),
            "settings": Pompeji.tr("Se&ttings…"),
            "quit": Pompeji.tr("&Close"),
            "undo": Pompeji.tr("Take &back the card"),
            "confirm": Pompeji.tr("&End turn"),
            "rules": Pompeji.tr("&How to play Pompeji"),
        }
        for name, text in texts.items():
            self.actions_by_name[name].setText(text)
        self.start_page.solo_button.setText(Pompeji.tr("Play against the computer"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # after the pages' own retranslation (the start page names its buttons too)
            QTimer.singleShot(0, self.retranslateUi)
        super().changeEvent(event)

    def app_settings(self) -> Settings:
        """The app's current settings: the opener's copy when a window opened this one."""
        settings = getattr(self.opener, "settings", None)
        return settings if isinstance(settings, Settings) else self.settings

    def show_status(self, text: str, ms: int = 8000) -> None:
        self.statusBar().showMessage(text, ms)

    def _draw_menus(self, view: object) -> None:
        from ..app.view import TurnView

        assert isinstance(view, TurnView)
        self.actions_by_name["undo"].setEnabled(view.can_undo)
        self.actions_by_name["confirm"].setEnabled(view.can_confirm)
        self.actions_by_name["save"].setEnabled(self.controller.state is not None)
        self.actions_by_name["chart"].setEnabled(self.controller.state is not None)

    # -- the score chart during the game ------------------------------------------------------
    def show_score_chart(self) -> ScoreChartDialog | None:
        """Open (or raise) the chart of the running totals so far; it follows the game."""
        if self.controller.state is None:
            return None
        if self.chart_dialog is None:
            self.chart_dialog = ScoreChartDialog(self)
        self._fill_chart(self.chart_dialog)
        self.chart_dialog.show()
        self.chart_dialog.raise_()
        return self.chart_dialog

    def _draw_chart(self, _view: object) -> None:
        dialog = self.chart_dialog
        if dialog is not None and dialog.isVisible():
            self._fill_chart(dialog)

    def _fill_chart(self, dialog: ScoreChartDialog) -> None:
        setup = self.controller.setup
        if setup is not None:
            dialog.draw([s.name for s in setup.seats], self.controller.history())

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start_page.resume_button.setVisible(storage.autosave_path().is_file())
        self.pages.setCurrentWidget(self.start_page)

    def show_board(self) -> None:
        self.pages.setCurrentWidget(self.board_page)
        self.controller.publish()

    def reveal_board(self) -> None:
        self.controller.reveal()
        self.show_board()

    def _on_seat_changed(self, seat: int) -> None:
        c = self.controller
        setup, view = c.setup, c.turn_view
        if setup is None or view is None:
            return
        permits = {s: setup.seats[s].name for s in view.permit_humans}
        self.pass_page.set_player(setup.seats[seat].name, permits)
        self.pages.setCurrentWidget(self.pass_page)
        self.pass_page.button.setFocus()

    def _pass_permit(self, seat: int) -> None:
        self.controller.declare_permit(seat)

    def show_end(self) -> None:
        c = self.controller
        state, setup = c.state, c.setup
        if state is None or setup is None:
            return
        names = [s.name for s in setup.seats]
        penalties = [state.hand_penalty(s) for s in range(state.seats)]
        self.end_page.show_result(
            names, state.final_scores(), penalties, state.ranks(), c.history()
        )
        self.pages.setCurrentWidget(self.end_page)

    # -- games --------------------------------------------------------------------------------
    def start_game(self, setup: PompejiSetup) -> None:
        self.controller.new_game(setup)
        self.after_start()

    def after_start(self) -> None:
        state = self.controller.state
        if state is None:
            return
        if state.over:
            self.show_end()
        elif not self.controller.hidden:
            self.show_board()

    def choose_game(self, game_id: str) -> None:
        if game_id != self.game.id:
            self.open_game_window(find_game(game_id))
            self.start_page.select_game(self.game.id)

    def open_game_window(self, game: GameInfo) -> Any:
        for window in self.other_windows:
            if window.game.id == game.id:
                window.show()
                window.raise_()
                return window
        if game.make_window is None:
            raise UnknownGameError(game.id)  # every registered game can open a window
        window = game.make_window(self.settings)
        window.default_seed = self.default_seed
        window.resize(self.size())
        window.show()
        self.other_windows.append(window)
        return window

    def offer_resume(self) -> None:
        self.session.offer_resume()

    def prepare_demo(self, screen: str, seed: int) -> None:
        """A demo position for screenshots (``--game pompeji --screen ...``)."""
        from .demo import prepare

        prepare(self, screen, seed)

    def smoke_round(self, seed: int) -> list[str]:
        """``--smoke-test``: play one round of a demo game and draw its score chart."""
        from .demo import smoke_round

        return smoke_round(self, seed)

    def show_rules(self) -> None:
        openers.show_rules(self, self.game.rules_dir())

    @guarded
    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        if self.chart_dialog is not None:
            self.chart_dialog.close()
        for window in self.other_windows:
            window.close()
        super().closeEvent(event)


def make_window(settings: Settings | None = None) -> PompejiWindow:
    return PompejiWindow(settings=settings, persist_settings=False)
