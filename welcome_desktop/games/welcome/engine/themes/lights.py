"""Christmas lights (thematic-sheets.md §1.4): strings of lights between consecutive numbers.

Lights are derived from the numbers (X1): slot j of a street is lit when houses j and j+1 both
hold numbers and ``0 <= right - left <= 1`` (a bis beside its original counts). Fences do not
break a string (X2); a roundabout does (X3, C6). A street scores the houses joined by its
longest string, 0 without one (X4).
"""

from __future__ import annotations

from typing import Final

from welcome_desktop.games.welcome.engine.data import PlanDef, PlanKind
from welcome_desktop.games.welcome.engine.sheet import Estate, Sheet
from welcome_desktop.games.welcome.engine.sheet_spec import themed_sheet

from .base import StatelessTheme

PLANS: Final = (
    PlanDef("n3_xmas_dark_33", 3, PlanKind.THEME_ESTATES, 10, 5, sizes=(3, 3), theme="lights"),
    PlanDef("n3_xmas_lit_66", 3, PlanKind.THEME_ESTATES, 10, 5, sizes=(6, 6), theme="lights"),
    PlanDef("n3_xmas_street", 3, PlanKind.THEME, 14, 7, theme="lights"),
)
SPEC: Final = themed_sheet("lights", ((), (), ()), tuple(p.id for p in PLANS))


def lit_slots(street: tuple[int, ...]) -> int:
    """Bit j set when the slot between houses j and j+1 is lit."""
    bits = 0
    for j in range(len(street) - 1):
        left, right = street[j], street[j + 1]
        if left >= 0 and right >= 0 and 0 <= right - left <= 1:
            bits |= 1 << j
    return bits


def longest_run(street: tuple[int, ...]) -> range:
    """The lit slots of the street's longest string of lights (the first one when several
    tie; empty when nothing is lit): the string joins these slots' houses."""
    bits = lit_slots(street)
    best = range(0)
    run = 0
    for j in range(len(street)):
        if j < len(street) - 1 and (bits >> j) & 1:
            run += 1
            continue
        if run > len(best):
            best = range(j - run, j)
        run = 0
    return best


def longest_string(street: tuple[int, ...]) -> int:
    """Houses joined by the street's longest string of lights (0 when nothing is lit)."""
    slots = len(longest_run(street))
    return slots + 1 if slots else 0


class Lights(StatelessTheme):
    spec = SPEC
    plans = PLANS

    def street_scores(self, sheet: Sheet) -> tuple[int, ...]:
        return tuple(longest_string(street) for street in sheet.houses)

    def estate_ok(self, sheet: Sheet, plan: PlanDef, estate: Estate) -> bool:
        s, first, size = estate
        inside = ((1 << (size - 1)) - 1) << first  # the slots between the estate's houses
        lit = lit_slots(sheet.houses[s]) & inside
        if plan.id == "n3_xmas_dark_33":
            return lit == 0  # X6: boundary slots do not count
        return lit == inside  # n3_xmas_lit_66 (X5)

    def plan_marks(self, sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
        """n3_xmas_street: a street lit from end to end; its houses are marked used (X7)."""
        for s, street in enumerate(sheet.houses):
            every = (1 << len(street)) - 1
            if lit_slots(street) == every >> 1 and not sheet.used[s] & every:
                marks = [0, 0, 0]
                marks[s] = every
                return (marks[0], marks[1], marks[2])
        return None


LIGHTS: Final = Lights()
