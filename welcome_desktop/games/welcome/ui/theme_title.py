"""Where the window names the sheet being played: its title, the resume question and the
"Continue" list's rows (a thematic sheet only; the base sheet reads as before)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from welcome_desktop.games.welcome.app.storage import read
from welcome_desktop.games.welcome.engine import GameState
from welcome_desktop.i18n.text import arg

from .theme_text import sheet_name


def window_title(app_title: str, state: GameState | None) -> str:
    """ "Welcome Desktop — Ice cream truck" while a thematic game is open."""
    if state is None or state.config.sheet == "base":
        return app_title
    return arg(
        QCoreApplication.translate("ThemeTitle", "%1 — %2"),
        app_title,
        sheet_name(state.config.sheet),
    )


def with_sheet_name(text: str, state: GameState) -> str:
    """A game's description followed by its thematic sheet's name."""
    if state.config.sheet == "base":
        return text
    return arg(
        QCoreApplication.translate("ThemeTitle", "%1 · %2"), text, sheet_name(state.config.sheet)
    )


def themed_resume_question(game_name: str, path: Path) -> str:
    """The start-up question for the Welcome To… autosave at ``path`` when it is played on a
    thematic sheet ("A game of Welcome To… on the “Easter eggs” sheet…"); "" otherwise (the
    base sheet, or a file that does not read: the plain question is asked)."""
    try:
        sheet = read(path).state.config.sheet
    except Exception:  # a damaged save: the plain question, the resume itself reports it
        return ""
    if sheet == "base":
        return ""
    return arg(
        QCoreApplication.translate(
            "ThemeTitle", "A game of %1 on the “%2” sheet was left unfinished. Resume it?"
        ),
        game_name,
        sheet_name(sheet),
    )
