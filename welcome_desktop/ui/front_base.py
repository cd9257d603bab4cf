"""What every game's front has in common (``shell.front.Front``): its place in the shell's
window (the page stack, the start page, the status bar), the app's settings kept by the
shell, and showing one of its pages only while its game is the one the window shows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from . import common_dialogs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from welcome_desktop.persistence.settings import Settings
    from welcome_desktop.shell.registry import GameInfo

    from .pages import StartPage
    from .shell_window import ShellWindow


class FrontBase(QObject):
    """A game's front in ``shell`` (a game's own front derives from it and makes ``session``,
    its new/open/save/resume actions, and says when a turn is half done)."""

    session: Any

    def __init__(self, shell: ShellWindow, game: GameInfo) -> None:
        super().__init__(shell)
        self.shell = shell
        self.game = game

    # -- the window, as the game's session and demo reach it ----------------------------------
    @property
    def pages(self) -> QStackedWidget:
        return self.shell.pages

    @property
    def start_page(self) -> StartPage:
        return self.shell.start_page

    @property
    def settings(self) -> Settings:
        return self.shell.settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self.shell.settings = value

    @property
    def persist_settings(self) -> bool:
        return self.shell.persist_settings

    @persist_settings.setter
    def persist_settings(self, value: bool) -> None:
        self.shell.persist_settings = value

    @property
    def default_seed(self) -> int | None:
        return self.shell.default_seed

    @default_seed.setter
    def default_seed(self, value: int | None) -> None:
        self.shell.default_seed = value

    def show_status(self, text: str, ms: int = 8000) -> None:
        self.shell.show_status(text, ms)

    def is_active(self) -> bool:
        """This game is the one the window shows."""
        return self.shell.shows(self)

    def _show_page(self, page: QWidget) -> bool:
        """Show one of this game's pages, if this game is the one the window shows (a computer
        player of a game left in the background does not take the window back)."""
        if not self.is_active():
            return False
        self.pages.setCurrentWidget(page)
        return True

    def turn_in_progress(self) -> bool:
        raise NotImplementedError

    def may_close(self) -> bool:
        """Nothing is lost by leaving: no half-done turn, or the player agrees to drop it."""
        if not self.turn_in_progress():
            return True
        return bool(self.session.ask_yes_no(*common_dialogs.unfinished_turn_question()))

    # -- whole games: the game's session actions ------------------------------------------
    def new_game(self) -> None:
        self.session.new_game()

    def open_game(self) -> None:
        self.session.open_game()

    def open_path(self, path: str) -> None:
        self.session.open_path(path)

    def resume_autosave(self) -> None:
        self.session.resume_autosave()

    def offer_resume(self) -> None:
        self.session.offer_resume()

    def show_rules(self) -> None:
        common_dialogs.show_rules(self.shell, self.game.rules_dir())

    def show_about(self) -> None:
        common_dialogs.show_about(self.shell)
