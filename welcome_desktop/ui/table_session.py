"""The session of a table game's front (Pompeji, Balconia): new game, quick game, open (a save
of another game goes to that game), save and save as, resume the autosave, settings, and errors
told in a box. A game derives its session from ``TableSession`` (its New Game page, its quick
game) and words it with ``SessionTexts`` in its own translation context."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from welcome_desktop.app.save_errors import save_error_text
from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.safe_io import FileReadError, read_json_file
from welcome_desktop.persistence.settings import Settings, save_settings
from welcome_desktop.shell.registry import UnknownGameError, find_game
from welcome_desktop.shell.save_dispatch import MAX_SAVE_BYTES, save_game_id

from . import common_dialogs as openers
from .safe_text import message_box

if TYPE_CHECKING:
    from .table_front import TableFront


@dataclass(frozen=True, slots=True)
class SessionTexts:
    """A game's words for its session and front, in its translation ``context``: each is
    marked there with ``QT_TRANSLATE_NOOP(context, ...)`` (lupdate files it under the game's
    context) and translated here when it is shown."""

    context: str
    unknown_save: str  # "%1 is a saved game of a kind this version does not know."
    open: str  # the title of a box about opening a file
    opened: str  # "Opened: %1"
    saved: str  # "Saved: %1"
    resume: str  # the title of the resume question
    resume_question: str  # "A game of … was left unfinished. Resume it?"
    solo: str  # the start page's quick-game button
    title: str  # the window's title: "%1 — Welcome Desktop"
    code_copied: str = ""  # "Game code %1 copied: …" (a game with codes)

    def tr(self, text: str) -> str:
        return QCoreApplication.translate(self.context, text)


class TableSession:
    """New, open, save, resume; the ``ask_*`` attributes are the dialogs (tests replace them).
    ``path``: the file the game was last opened from or saved to (a game's Save may write
    there)."""

    ask_new_game: Callable[[], Any]  # the game's New Game page: its setup, or None

    def __init__(self, window: TableFront, texts: SessionTexts) -> None:
        self.window = window
        self.texts = texts
        self.message_box: QMessageBox | None = None
        self.path: str | None = None
        parent = window.shell  # the dialogs' parent
        self.ask_open_path: Callable[[], str] = partial(openers.ask_open_path, parent)
        self.ask_save_path: Callable[[], str] = partial(openers.ask_save_path, parent)
        self.ask_yes_no: Callable[[str, str], bool] = partial(openers.ask_yes_no, parent)
        self.ask_settings: Callable[[], Settings | None] = lambda: openers.ask_settings(
            parent, window.settings
        )

    def _tr(self, text: str) -> str:
        return self.texts.tr(text)

    def new_game(self) -> None:
        self._start(self.ask_new_game())

    def _start(self, setup: Any) -> None:
        """Start the game set up on the New Game page (None: it was cancelled); its names are
        the ones the page offers next time."""
        if setup is None:
            return
        w = self.window
        if w.persist_settings:
            w.settings = replace(w.settings, last_seat_names=tuple(s.name for s in setup.seats))
            save_settings(w.settings)
        w.start_game(setup)

    def quick_game(self) -> None:
        raise NotImplementedError

    def open_game(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        w, texts = self.window, self.texts
        game_id = save_game_id(path)
        if game_id != w.game.id and _is_json_object(path):  # a save of another game
            try:
                find_game(game_id)
            except UnknownGameError:
                text = arg(self._tr(texts.unknown_save), path)
                self.report_error(self._tr(texts.open), text)
                return
            w.shell.open_path(path)  # the window switches to that game, which opens it
            return
        if w.controller.load(path):
            self.path = path
            w.after_start()
            w.show_status(arg(self._tr(texts.opened), path))
        else:
            self._load_failed(path)

    def _load_failed(self, path: str) -> None:
        err = self.window.controller.last_error
        code = err.code if err is not None else "unreadable"
        self.report_error(self._tr(self.texts.open), save_error_text(code, path))

    def resume_autosave(self) -> None:
        w = self.window
        if w.controller.resume_autosave():
            self.path = None
            w.after_start()
        else:
            self._load_failed(str(w.game.autosave_path()))

    def offer_resume(self) -> None:
        texts = self.texts
        if self.window.game.autosave_path().is_file() and self.ask_yes_no(
            self._tr(texts.resume), self._tr(texts.resume_question)
        ):
            self.resume_autosave()

    def edit_settings(self) -> None:
        new = self.ask_settings()
        if new is not None:
            self.apply_settings(new)

    def apply_settings(self, new: Settings) -> None:
        """The settings are the app's: the shell keeps, saves and applies them to every game."""
        self.window.shell.apply_settings(new)

    def copy_code(self) -> None:
        """Game ▸ Copy game code: the code of the game in play to the clipboard."""
        code = self.window.current_code()
        if not code:
            return
        QGuiApplication.clipboard().setText(code)
        self.window.show_status(arg(self._tr(self.texts.code_copied), code))

    def save_game(self) -> None:
        """Save: to the file the game came from or was saved to, else ask where."""
        if self.path is None:
            self.save_game_as()
        elif self.window.controller.state is not None:
            self.window.controller.save(self.path)

    def save_game_as(self) -> None:
        if self.window.controller.state is None:
            return
        path = self.ask_save_path()
        if path and self.window.controller.save(path):
            self.path = path

    def report_error(self, title: str, text: str) -> None:
        self.window.show_status(text)
        box = message_box(self.window.shell, QMessageBox.Icon.Warning, title, text)
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
