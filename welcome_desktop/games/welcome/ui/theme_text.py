"""The thematic sheets' names and one-line summaries, translated when shown."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from welcome_desktop.games.welcome.engine.sheet import Sheet
from welcome_desktop.games.welcome.engine.themes import THEMES
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, arg

SHEET_IDS = ("base", "ice_cream", "lights", "eggs")

SHEET_NAMES: Mapping[str, str] = {
    "base": QT_TRANSLATE_NOOP("Sheet", "Base sheet"),
    "ice_cream": QT_TRANSLATE_NOOP("Sheet", "Ice cream truck"),
    "lights": QT_TRANSLATE_NOOP("Sheet", "Christmas lights"),
    "eggs": QT_TRANSLATE_NOOP("Sheet", "Easter eggs"),
}

SHEET_SUMMARIES: Mapping[str, str] = {
    "base": QT_TRANSLATE_NOOP("Sheet", "The sheet of the base game."),
    "ice_cream": QT_TRANSLATE_NOOP(
        "Sheet",
        "Trucks sell the houses' cones in the order you number them: 1 point per scoop, and a "
        "bonus for the first to reach a street's last cone.",
    ),
    "lights": QT_TRANSLATE_NOOP(
        "Sheet",
        "Neighbours with consecutive numbers are joined by lights; each street scores "
        "its longest string.",
    ),
    "eggs": QT_TRANSLATE_NOOP(
        "Sheet",
        "A 0, 6, 8, 9, 10 or 16 on a house collects its eggs; the more eggs, the more points.",
    ),
}


def sheet_name(sheet: str) -> str:
    return QCoreApplication.translate("Sheet", SHEET_NAMES.get(sheet, SHEET_NAMES["base"]))


def sheet_summary(sheet: str) -> str:
    return QCoreApplication.translate("Sheet", SHEET_SUMMARIES.get(sheet, SHEET_SUMMARIES["base"]))


STREET_HEADINGS: Mapping[str, str] = {
    "ice_cream": QT_TRANSLATE_NOOP("Sheet", "Points per street (scoops and bonus):"),
    "lights": QT_TRANSLATE_NOOP("Sheet", "Houses of the longest string per street:"),
    "eggs": QT_TRANSLATE_NOOP("Sheet", "Eggs collected per street:"),
}


def street_breakdown(sheet_id: str, sheet: Sheet) -> str:
    """The theme column's per-street sub-totals, for the score panel's tooltip ("" on the
    base sheet)."""
    theme = THEMES.get(sheet_id)
    if theme is None or sheet_id not in STREET_HEADINGS:
        return ""
    lines = [QCoreApplication.translate("Sheet", STREET_HEADINGS[sheet_id])]
    for s, value in enumerate(theme.street_scores(sheet)):
        lines.append(arg(QCoreApplication.translate("Sheet", "Street %1: %2"), s + 1, value))
    return "\n".join(lines)
