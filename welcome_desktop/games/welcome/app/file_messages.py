"""Translated sentences for a file the app refused: which check failed (the start-up notes
about the settings are ``welcome_desktop.app.settings_messages``).

The ids come from persistence.safe_io (reading and parsing any file), persistence.saves (the
checks of a saved game), app.storage (the app's own data in a save) and persistence.settings.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from welcome_desktop.app.save_errors import save_error_text
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext, arg

if TYPE_CHECKING:
    from .storage import StorageError

FileMessages = TrContext("FileMessages")

CHECKS: Mapping[str, str] = {
    # persistence.safe_io: any file
    "missing": QT_TRANSLATE_NOOP("FileMessages", "The file does not exist."),
    "unreadable": QT_TRANSLATE_NOOP(
        "FileMessages", "The file cannot be opened (permissions or a disk error)."
    ),
    "not_regular": QT_TRANSLATE_NOOP(
        "FileMessages", "It is not an ordinary file but a folder, a device or a pipe."
    ),
    "too_large": QT_TRANSLATE_NOOP("FileMessages", "The file is too large."),
    "not_utf8": QT_TRANSLATE_NOOP("FileMessages", "The file is not UTF-8 text."),
    "bad_json": QT_TRANSLATE_NOOP("FileMessages", "The file is not valid JSON."),
    "too_deep": QT_TRANSLATE_NOOP("FileMessages", "The file nests its data too deeply."),
    "huge_number": QT_TRANSLATE_NOOP("FileMessages", "The file holds a number far too large."),
    "non_finite": QT_TRANSLATE_NOOP(
        "FileMessages", "The file holds a value that is not a number (NaN or Infinity)."
    ),
    "duplicate_key": QT_TRANSLATE_NOOP("FileMessages", "The file gives the same field twice."),
    # persistence.saves: a saved game
    "format": QT_TRANSLATE_NOOP("FileMessages", "It is not a Welcome Desktop saved game."),
    "version": QT_TRANSLATE_NOOP("FileMessages", "Its format version is not supported."),
    "structure": QT_TRANSLATE_NOOP(
        "FileMessages", "A required field is missing or has the wrong type."
    ),
    "config": QT_TRANSLATE_NOOP(
        "FileMessages", "The game's configuration (mode, players, seed) is invalid."
    ),
    "moves": QT_TRANSLATE_NOOP(
        "FileMessages", "A recorded move breaks the rules when the game is replayed."
    ),
    "reshuffle": QT_TRANSLATE_NOOP(
        "FileMessages", "A recorded move asks for the reshuffle without achieving a city plan."
    ),
    "table_rounds": QT_TRANSLATE_NOOP(
        "FileMessages", "The cards entered at the table are invalid."
    ),
    "pending": QT_TRANSLATE_NOOP(
        "FileMessages", "A move submitted in the unfinished round is invalid."
    ),
    "snapshot": QT_TRANSLATE_NOOP(
        "FileMessages", "The replayed game does not match the game recorded with it."
    ),
    # app.storage: the app's own data in a save
    "setup": QT_TRANSLATE_NOOP("FileMessages", "The players' setup is invalid."),
    "names": QT_TRANSLATE_NOOP(
        "FileMessages", "A player name is not text or is longer than the New Game dialog allows."
    ),
}


def check_text(check: str) -> str:
    """The translated sentence saying which check refused a file (empty for an unknown id)."""
    text = CHECKS.get(check)
    return FileMessages.tr(text) if text else ""


def details_text(log: Path | None) -> str:
    """ "Details were written to <log>." or empty if the log could not be written."""
    if log is None:
        return ""
    return arg(FileMessages.tr("The details were written to %1."), str(log))


def storage_error_text(err: StorageError) -> str:
    """The message box text for a save refused or not written: what happened, which check
    failed (when the file was refused) and where the details were logged."""
    lines = [save_error_text(err.code, str(err.path))]
    if err.code not in ("too_new", "write_failed"):
        lines.append(check_text(err.check))
    lines.append(details_text(err.log))
    return "\n".join(line for line in lines if line)
