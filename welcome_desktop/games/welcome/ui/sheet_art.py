"""Which of our drawings shows each score column of a sheet (SheetSpec track ids -> art ids).

The one table the track rows, the score panel and the end screen read; a theme adds its rows.
"""

from __future__ import annotations

from typing import Final

from welcome_desktop.games.welcome.engine.sheet_spec import BASE_SHEET, SheetSpec

TRACK_ART: Final[dict[str, str]] = {
    "plans": "track_plan",
    "parks": "track_park",
    "pools": "track_pool",
    "temps": "track_temp",
    "estates": "track_estate",
    "bis": "track_bis",
    "refusals": "track_refusal",
    "roundabouts": "track_roundabout",
}

# The thematic sheets' "theme" score column, one drawing per sheet id.
THEME_ART: Final[dict[str, str]] = {
    "ice_cream": "ice_cone_2",
    "lights": "light_string",
    "eggs": "egg",
}

# The sheet the board draws (every theme keeps the base geometry, thematic-sheets.md C1).
SPEC: Final[SheetSpec] = BASE_SHEET


def signed(spec: SheetSpec, category: str, value: int) -> str:
    """A breakdown value as shown: points lost with a minus sign."""
    return ("−" + str(value)) if category in spec.negative and value else str(value)
