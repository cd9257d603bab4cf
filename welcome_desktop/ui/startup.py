"""What the app does with the user's files before the main window opens, so none can stop it.

Leftover temporary files of an interrupted save are removed; the settings are read safely and a
damaged settings file is kept aside (persistence.settings.open_settings); the language setting
is used only if it names a shipped catalog, else the system language is used. Whatever was
repaired is told to the user once, in one message box over the window.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from welcome_desktop.app.settings_messages import settings_note, settings_title
from welcome_desktop.persistence import paths
from welcome_desktop.persistence.atomic import remove_leftovers
from welcome_desktop.persistence.settings import Settings, open_settings, save_settings

if TYPE_CHECKING:
    from .shell_window import ShellWindow


@dataclass(frozen=True, slots=True)
class StartUp:
    """The settings to open the window with, the language to install (None: the system's) and
    the (kind, value) notes to tell the user once (app.settings_messages.SETTINGS_NOTES)."""

    settings: Settings
    language: str | None
    notes: tuple[tuple[str, str], ...]


def clean_leftovers() -> int:
    """Remove the temporary files interrupted saves left in the app's folders; how many."""
    folders = (paths.data_dir(), paths.saves_dir(), paths.config_dir())
    return sum(remove_leftovers(folder) for folder in folders if folder.is_dir())


def prepare(cli_language: str | None) -> StartUp:
    """Clean up, read (and if needed repair) the settings and choose the language."""
    from welcome_desktop.i18n.install import is_offered

    clean_leftovers()
    start = open_settings()
    settings, notes = start.settings, list(start.notes)
    if settings.language and not is_offered(settings.language):
        # A well-formed code of a language not shipped: forget it, and say so once.
        notes.append(("language", settings.language))
        settings = replace(settings, language="")
        save_settings(settings)
    wanted = cli_language or settings.language or None
    if wanted is not None and not is_offered(wanted):
        wanted = None
    return StartUp(settings, wanted, tuple(notes))


def notes_text(notes: tuple[tuple[str, str], ...]) -> str:
    """The translated sentences of ``notes`` (after the language is installed), one a line."""
    return "\n".join(settings_note(kind, value) for kind, value in notes)


def show_notes(window: ShellWindow, notes: tuple[tuple[str, str], ...]) -> None:
    """Tell the user, once and without blocking, what was wrong with their settings file."""
    if notes:
        window.front.session.report_error(settings_title(), notes_text(notes))
