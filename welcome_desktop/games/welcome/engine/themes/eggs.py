"""Easter eggs (thematic-sheets.md §1.5): numbers 0, 6, 8, 9, 10 and 16 collect the eggs
printed on their house.

Collection is derived from the final numbers (E5): 0, 8 or 10 collects up to two eggs (both in
a two-egg house), 6, 9 or 16 one. 0 and 16 exist only through the temp agency (C5); a bis copy
collects like any written number (C4); a roundabout collects nothing (C6).
"""

from __future__ import annotations

from typing import Final

from welcome_desktop.games.welcome.engine.data import PlanDef, PlanKind
from welcome_desktop.games.welcome.engine.sheet import Estate, Sheet
from welcome_desktop.games.welcome.engine.sheet_spec import themed_sheet

from .base import StatelessTheme

# (house, eggs) per street (E1, BGA's table): 15 houses, 20 eggs.
EGG_HOUSES: Final = (
    ((2, 1), (3, 2), (4, 1), (6, 1), (9, 1)),
    ((0, 2), (3, 1), (5, 1), (6, 2), (8, 1)),
    ((2, 1), (4, 2), (5, 1), (7, 2), (9, 1)),
)
TWO_EGG_NUMBERS: Final = frozenset({0, 8, 10})
ONE_EGG_NUMBERS: Final = frozenset({6, 9, 16})
# (at least this many eggs, points), highest first (E3; E4: 25 for 18, per the seed).
EGG_SCORE: Final = ((18, 25), (14, 20), (10, 10), (6, 5))

PLANS: Final = (
    PlanDef("n3_egg_none_234", 3, PlanKind.THEME_ESTATES, 10, 5, sizes=(2, 3, 4), theme="eggs"),
    PlanDef("n3_egg_three_333", 3, PlanKind.THEME_ESTATES, 8, 4, sizes=(3, 3, 3), theme="eggs"),
    PlanDef("n3_egg_bottom", 3, PlanKind.THEME, 7, 3, theme="eggs"),
)
SPEC: Final = themed_sheet("eggs", EGG_HOUSES, tuple(p.id for p in PLANS))
_EGGS: Final = tuple(dict(street) for street in EGG_HOUSES)


def collected(value: int, eggs: int) -> int:
    """Eggs a number collects in a house holding ``eggs`` eggs."""
    if value in TWO_EGG_NUMBERS:
        return min(eggs, 2)
    if value in ONE_EGG_NUMBERS:
        return min(eggs, 1)
    return 0


def house_eggs(sheet: Sheet, street: int, house: int) -> int:
    """Eggs collected in one house."""
    return collected(sheet.houses[street][house], _EGGS[street].get(house, 0))


def street_eggs(sheet: Sheet, street: int) -> int:
    row = sheet.houses[street]
    return sum(collected(row[h], eggs) for h, eggs in EGG_HOUSES[street])


def egg_points(eggs: int) -> int:
    for least, points in EGG_SCORE:
        if eggs >= least:
            return points
    return 0


class Eggs(StatelessTheme):
    spec = SPEC
    plans = PLANS

    def street_scores(self, sheet: Sheet) -> tuple[int, ...]:
        """Eggs collected per street (the column scores their total through EGG_SCORE)."""
        return (street_eggs(sheet, 0), street_eggs(sheet, 1), street_eggs(sheet, 2))

    def score(self, sheet: Sheet) -> int | None:
        return egg_points(sum(self.street_scores(sheet)))

    def estate_ok(self, sheet: Sheet, plan: PlanDef, estate: Estate) -> bool:
        s, first, size = estate
        eggs = sum(house_eggs(sheet, s, h) for h in range(first, first + size))
        if plan.id == "n3_egg_none_234":
            return eggs == 0
        return eggs >= 3  # n3_egg_three_333

    def plan_marks(self, sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
        """n3_egg_bottom: every egg of the bottom street collected; no house marked."""
        every = sum(eggs for _, eggs in EGG_HOUSES[2])
        return (0, 0, 0) if street_eggs(sheet, 2) == every else None


EGGS: Final = Eggs()
