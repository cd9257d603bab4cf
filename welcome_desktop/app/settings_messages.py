"""The start-up notes about the settings file (read by ``persistence.settings.open_settings``),
shared by every game: the file was damaged, values were reset, the language is not shipped."""

from __future__ import annotations

from collections.abc import Mapping

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext, arg

FileMessages = TrContext("FileMessages")  # where the translations have always been

SHOWN_VALUE_LIMIT = 40

SETTINGS_NOTES: Mapping[str, str] = {
    "damaged": QT_TRANSLATE_NOOP(
        "FileMessages",
        "The settings file could not be used and was kept aside as %1. Default settings are used.",
    ),
    "fixed": QT_TRANSLATE_NOOP(
        "FileMessages",
        "Some settings were invalid and were reset to their defaults. The previous file was "
        "kept as %1.",
    ),
    "language": QT_TRANSLATE_NOOP(
        "FileMessages",
        "The language setting “%1” is not a language of Welcome Desktop; the system language "
        "is used.",
    ),
}


def settings_note(kind: str, value: str) -> str:
    """A start-up note about the settings (``kind`` in SETTINGS_NOTES); ``value`` fills %1,
    cut to SHOWN_VALUE_LIMIT characters (it may be anything the file held)."""
    if len(value) > SHOWN_VALUE_LIMIT:
        value = value[: SHOWN_VALUE_LIMIT - 1] + "…"
    return arg(FileMessages.tr(SETTINGS_NOTES[kind]), value)


def settings_title() -> str:
    return FileMessages.tr("Settings")
