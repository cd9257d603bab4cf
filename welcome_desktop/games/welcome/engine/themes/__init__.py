"""The sheets a game can be played on: one module per thematic sheet, registered here.

Adding a theme: write ``engine/themes/<id>.py`` with a Theme object and add it to ``_ALL``
(docs/adding-a-theme.md).
"""

from __future__ import annotations

from typing import Final

from welcome_desktop.games.welcome.engine.data import PLANS_BY_ID, PlanDef
from welcome_desktop.games.welcome.engine.sheet_spec import SheetSpec

from .base import BASE_THEME, BaseTheme, StatelessTheme, Theme
from .eggs import EGGS
from .ice_cream import ICE_CREAM
from .lights import LIGHTS

_ALL: Final[tuple[Theme, ...]] = (BASE_THEME, ICE_CREAM, LIGHTS, EGGS)

THEMES: Final[dict[str, Theme]] = {t.spec.id: t for t in _ALL}
SHEETS: Final[dict[str, SheetSpec]] = {t.spec.id: t.spec for t in _ALL}
THEME_IDS: Final = tuple(THEMES)
THEME_PLANS: Final[dict[str, PlanDef]] = {p.id: p for t in _ALL for p in t.plans}


def theme_for(sheet_id: str) -> Theme:
    """The theme of a sheet id; KeyError for an unknown one."""
    return THEMES[sheet_id]


def find_plan(plan_id: str) -> PlanDef | None:
    """A plan of the base decks or of any thematic sheet."""
    return PLANS_BY_ID.get(plan_id) or THEME_PLANS.get(plan_id)


__all__ = [
    "BASE_THEME",
    "SHEETS",
    "THEMES",
    "THEME_IDS",
    "THEME_PLANS",
    "BaseTheme",
    "StatelessTheme",
    "Theme",
    "find_plan",
    "theme_for",
]
