"""Where the window names the sheet being played: its title, the resume question and the
"Continue" list's rows (a thematic sheet only; the base sheet reads as before)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.storage import unfinished_games
from welcome_desktop.engine import GameState
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


def resume_question() -> str:
    """The start-up question, naming the sheet of the newest unfinished game if thematic."""
    games = unfinished_games(limit=1)
    if games and games[0].session.state.config.sheet != "base":
        return arg(
            QCoreApplication.translate(
                "ThemeTitle", "A game on the “%1” sheet was left unfinished. Resume it?"
            ),
            sheet_name(games[0].session.state.config.sheet),
        )
    return QCoreApplication.translate("MainWindow", "A game was left unfinished. Resume it?")
