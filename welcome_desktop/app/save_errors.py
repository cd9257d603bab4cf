"""The sentences for a save file that cannot be read or written, shared by every game (the
codes come from ``persistence.safe_io`` and the games' save codecs)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, arg

CONTEXT = "GameController"  # where the translations have always been

SAVE_ERRORS: Mapping[str, str] = {
    "corrupt": QT_TRANSLATE_NOOP(
        "GameController", "The saved game %1 is damaged and cannot be opened."
    ),
    "too_new": QT_TRANSLATE_NOOP(
        "GameController",
        "The saved game %1 was made by a newer version of Welcome Desktop. Update to open it.",
    ),
    "unreadable": QT_TRANSLATE_NOOP("GameController", "The file %1 cannot be read."),
    "write_failed": QT_TRANSLATE_NOOP("GameController", "The game could not be saved to %1."),
}


def save_error_text(code: str, path: str) -> str:
    """The translated sentence for a save problem (``code`` from persistence.saves)."""
    text = SAVE_ERRORS.get(code, SAVE_ERRORS["unreadable"])
    return arg(QCoreApplication.translate(CONTEXT, text), path)
