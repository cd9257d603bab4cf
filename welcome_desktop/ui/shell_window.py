"""The app's one window, shared by every game: the start page (the list of games), the page
stack, the menu bar's frame, the status bar, the geometry and full screen, the language, the
settings, and closing. Each game plugs in a front (``shell.front.Front``) made through the
registry (``GameInfo.make_front``) the first time it is chosen; the fronts are kept, each with
its unfinished game, while another game is shown.

Saves and autosaves of any game open here: the window switches to the game the file names.
The active game's parts are its front's (``window.front.controller``…).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from welcome_desktop.i18n.install import install
from welcome_desktop.persistence.settings import Settings, load_settings, save_settings
from welcome_desktop.resources import app_icon_path
from welcome_desktop.shell.front import Front, JoinsCodes
from welcome_desktop.shell.registry import GameInfo, UnknownGameError, all_games, find_game
from welcome_desktop.shell.save_dispatch import game_for_save, latest_autosave

from .guard import guarded
from .pages import StartPage
from .theme import STYLE
from .window_geometry import MIN_SIZE, clamp_to, first_geometry


class ShellWindow(QMainWindow):
    """One window, many games: the start page and the active game's front."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        persist_settings: bool = True,
        game: str | GameInfo | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowIcon(QIcon(str(app_icon_path())))
        self.setStyleSheet(STYLE)
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        self.default_seed: int | None = None  # --seed: used by new games instead of a random one
        self.was_maximized = False  # before full screen
        self.fronts: dict[str, Front] = {}  # by game id, made when first chosen
        self._front: Front | None = None
        games = all_games()
        first = game if isinstance(game, GameInfo) else find_game(game) if game else games[0]
        self.start_page = StartPage(games, first.id)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_page)
        self.setCentralWidget(self.pages)
        self.statusBar().setSizeGripEnabled(False)  # created now: the layout never jumps
        sp = self.start_page
        sp.new_solo.connect(lambda: self.front.quick_game())
        sp.new_game.connect(lambda: self.front.new_game())
        sp.resume.connect(self.resume_latest)
        sp.open_game.connect(lambda: self.front.open_game())
        sp.rules.connect(lambda: self.front.show_rules())
        sp.game_chosen.connect(self.choose_game)
        self.switch_to(first)
        self.setMinimumSize(MIN_SIZE)
        self.place_on_screen()
        self.show_start()

    # -- the games ----------------------------------------------------------------------------
    @property
    def front(self) -> Front:
        """The front of the game the window shows."""
        assert self._front is not None
        return self._front

    def shows(self, front: object) -> bool:
        """``front`` is the active one."""
        return self._front is front

    def front_for(self, game: GameInfo) -> Front:
        """This window's front of ``game``, made the first time (its pages join the stack)."""
        front = self.fronts.get(game.id)
        if front is None:
            if game.make_front is None:
                raise UnknownGameError(game.id)
            front = game.make_front(self, game)
            self.fronts[game.id] = front
            front.retranslate()
            front.window_resized(self.size())
        return front

    def switch_to(self, game: str | GameInfo) -> Front:
        """Make ``game`` the one the window shows: its menus on the menu bar, its look on the
        start page. The page shown does not change (see ``choose_game``)."""
        info = game if isinstance(game, GameInfo) else find_game(game)
        front = self.front_for(info)
        self.make_active(front)
        return front

    def make_active(self, front: Front) -> None:
        old = self._front
        if old is front:
            return
        if old is not None:
            old.deactivate()
            old.menus.take_off(self)
        self._front = front
        front.menus.put_on(self)
        self.start_page.select_game(front.game.id)
        self.start_page.set_game_look(front.banner(), front.solo_text)
        self._draw_full_screen()
        self.setWindowTitle(front.title())
        if not self._shows_a_page_of(front):
            self.show_start()

    def _shows_a_page_of(self, front: Front) -> bool:
        current = self.pages.currentWidget()
        return current is self.start_page or (current is not None and front.owns(current))

    def choose_game(self, game_id: str) -> None:
        """The start page's list: the window switches to that game; its game goes on where it
        was left (the start page stays up when it has none)."""
        if game_id == self.front.game.id:
            return
        front = self.switch_to(game_id)
        front.activate()

    def open_path(self, path: str) -> None:
        """A save of any game: the window switches to the game it names, which opens it (a
        save of a game this version does not have is reported by the game shown)."""
        try:
            game = game_for_save(path)
        except UnknownGameError:
            self.front.open_path(path)
            return
        self._in_game(game, lambda front: front.open_path(path))

    def join_code(self, game_id: str, code: str) -> None:
        """A game code typed in another game's field: the window switches to the game it is a
        code of, which offers that deal (cancelled, the game shown before comes back)."""
        try:
            game = find_game(game_id)
        except UnknownGameError:
            return
        self._in_game(
            game, lambda front: front.join_code(code) if isinstance(front, JoinsCodes) else None
        )

    def resume_latest(self) -> None:
        """Resume the newest unfinished game of any game, in that game."""
        try:
            found = latest_autosave()
        except Exception:
            found = None
        if found is None:
            self.front.resume_autosave()  # which says there is nothing to resume
            return
        self._in_game(found[0], lambda front: front.resume_autosave())

    def _in_game(self, game: GameInfo, action: Callable[[Front], object]) -> None:
        """Do ``action`` in ``game``'s front, the window switched to it; if that game is left
        with no game at all (the file was refused), the game shown before comes back."""
        before = self.front
        front = before if game.id == before.game.id else self.switch_to(game)
        if front is not before:
            front.activate()
        action(front)
        if front is not before and not front.has_game() and self.shows(front):
            self.make_active(before)
            before.activate()

    def offer_resume(self) -> None:
        """At start-up: offer to resume the game left unfinished (the question names it)."""
        self.front.offer_resume()

    def shared_slots(self) -> dict[str, Callable[[], object]]:
        """The slots of the menu bar's shared entries (``menus.SHARED``) that the window
        itself answers; each game's menus add them to its own."""
        return {
            "start": self.show_start,
            "quit": self.close,
            "full_screen": self.toggle_full_screen,
        }

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        again = self.pages.currentWidget() is self.start_page
        self.start_page.resume_button.setVisible(_has_autosave())
        self.pages.setCurrentWidget(self.start_page)
        if again:  # no Show event this time: the page's additions look again all the same
            self.start_page.show_again()
        self.start_page.solo_button.setFocus()

    def show_status(self, text: str, ms: int = 8000) -> None:
        self.statusBar().showMessage(text, ms)

    # -- settings -----------------------------------------------------------------------------
    def apply_settings(self, new: Settings) -> None:
        """New settings for the app: kept, saved, the language installed, every game told."""
        old, self.settings = self.settings, new
        if self.persist_settings:
            save_settings(new)
        if new.language != old.language:
            app = QCoreApplication.instance()
            if app is not None:
                install(app, new.language or None)
        for front in self.fronts.values():
            front.use_settings(new)

    # -- text ---------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        for front in self.fronts.values():
            front.retranslate()
        self.start_page.retranslateUi()  # after the fronts: the chosen game's button words
        self.setWindowTitle(self.front.title())

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._draw_full_screen()
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
        for front in self.fronts.values():
            front.window_resized(event.size())

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            if self.was_maximized:
                self.showMaximized()
            else:
                self.showNormal()
        else:
            self.was_maximized = self.isMaximized()
            self.showFullScreen()
        self._draw_full_screen()

    def _draw_full_screen(self) -> None:
        for front in self.fronts.values():
            action = front.menus.actions.get("full_screen")
            if action is not None:
                action.setChecked(self.isFullScreen())

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key no widget took still goes to the game shown (its board plays it)."""
        if self._front is not None and self.front.key_pressed(event):
            return
        super().keyPressEvent(event)

    # -- closing ------------------------------------------------------------------------------
    def may_close(self) -> bool:
        """Every game agrees (a half-done turn asks first; the game asking is shown)."""
        fronts = [self.front, *(f for f in self.fronts.values() if f is not self.front)]
        for front in fronts:
            if front is not self.front and front.turn_in_progress():
                self.switch_to(front.game).activate()
            if not front.may_close():
                return False
        return True

    @guarded
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_close():
            event.ignore()
            return
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        self.hide()  # gone at once, even while a computer player finishes its thinking
        for front in self.fronts.values():
            front.shutdown()
        if self.persist_settings:
            self.settings = replace(self.settings, window_geometry=geometry)
            save_settings(self.settings)
        super().closeEvent(event)


def _has_autosave() -> bool:
    """An unfinished game of any registered game is waiting."""
    try:
        return latest_autosave() is not None
    except Exception:
        return False
