"""The ice cream truck (thematic-sheets.md §1.3): one truck per street sells cones in the order
the houses are numbered.

The only theme whose marks depend on the order of play, kept in ``Sheet.theme`` (layout below).
A number written ahead of a street's truck drives it to that house: the house's cone is circled,
every cone strictly between is crossed (I3). Crossed cones are derived: passed and not circled.
The top truck drives right to left, the middle one left to right; the bottom truck's direction
is chosen with the first bottom number (``Move.truck``: 0 the left truck driving right, the
default; 1 the right truck driving left; I4). Reaching a street's last cone first earns its bonus
(1 point per circled cone of the street); the seats that reach it in the same round all earn it
and every other seat crosses it (I6) in ``resolve_round``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from welcome_desktop.games.welcome.engine.data import PlanDef, PlanKind
from welcome_desktop.games.welcome.engine.errors import IllegalMove, Reason
from welcome_desktop.games.welcome.engine.moves import Move
from welcome_desktop.games.welcome.engine.sheet import Estate, Sheet
from welcome_desktop.games.welcome.engine.sheet_spec import themed_sheet

from .base import BaseTheme

# (house, scoops) per street (I1, BGA's table): 21 cones, 40 scoops.
CONES: Final = (
    ((0, 1), (2, 2), (4, 3), (5, 1), (7, 2), (9, 1)),
    ((0, 3), (1, 1), (3, 1), (4, 2), (6, 2), (8, 3), (9, 2)),
    ((0, 2), (1, 3), (3, 1), (4, 1), (5, 2), (7, 3), (9, 1), (10, 3)),
)
SIZES: Final = (10, 11, 12)
BOTTOM: Final = 2
# Fixed directions: +1 drives right (from outside the left end), -1 drives left; 0: not chosen.
FIXED_DIRECTIONS: Final = (-1, 1, 0)
TRUCK_LEFT: Final = 0  # Move.truck: the truck at the left end, driving right
TRUCK_RIGHT: Final = 1  # the truck at the right end, driving left

# Street bonus states.
OPEN: Final = 0
REACHED: Final = 1  # reached this round; settled by resolve_round
EARNED: Final = 2
CROSSED: Final = 3

# Sheet.theme layout: 3 positions, 3 directions, 3 circled masks, 3 bonus states.
POS, DIR, CIRCLED, BONUS = 0, 3, 6, 9

PLANS: Final = (
    PlanDef(
        "n3_ice_no_cones_345", 3, PlanKind.THEME_ESTATES, 7, 3, sizes=(3, 4, 5), theme="ice_cream"
    ),
    PlanDef(
        "n3_ice_cones_444", 3, PlanKind.THEME_ESTATES, 8, 4, sizes=(4, 4, 4), theme="ice_cream"
    ),
    PlanDef("n3_ice_street_cones", 3, PlanKind.THEME, 6, 4, theme="ice_cream"),
)
SPEC: Final = themed_sheet("ice_cream", CONES, tuple(p.id for p in PLANS))

_SCOOPS: Final = tuple(dict(street) for street in CONES)
_CONE_MASKS: Final = tuple(sum(1 << h for h, _ in street) for street in CONES)


def start_position(street: int, direction: int) -> int:
    """Where a truck stands before its first move: just outside its starting end (I2)."""
    return -1 if direction > 0 else SIZES[street]


def last_cone(street: int, direction: int) -> int:
    """The last cone on the truck's way (I5)."""
    houses = [h for h, _ in CONES[street]]
    return max(houses) if direction > 0 else min(houses)


def new_state() -> tuple[int, ...]:
    positions = tuple(start_position(s, d) if d else -1 for s, d in enumerate(FIXED_DIRECTIONS))
    return (*positions, *FIXED_DIRECTIONS, 0, 0, 0, OPEN, OPEN, OPEN)


def _state(sheet: Sheet) -> tuple[int, ...]:
    return sheet.theme or new_state()


def direction(sheet: Sheet, street: int) -> int:
    """+1 (driving right), -1 (driving left) or 0 (the bottom truck, not chosen yet)."""
    return _state(sheet)[DIR + street]


def position(sheet: Sheet, street: int) -> int:
    """The house the street's truck has reached (or its start outside the street)."""
    return _state(sheet)[POS + street]


def circled_mask(sheet: Sheet, street: int) -> int:
    return _state(sheet)[CIRCLED + street]


def bonus_state(sheet: Sheet, street: int) -> int:
    return _state(sheet)[BONUS + street]


def passed(sheet: Sheet, street: int, house: int) -> bool:
    """Whether the street's truck has reached ``house`` or gone beyond it."""
    d = direction(sheet, street)
    if d == 0:
        return False
    p = position(sheet, street)
    return house <= p if d > 0 else house >= p


def crossed_mask(sheet: Sheet, street: int) -> int:
    """Cones the truck passed without selling (derived)."""
    return sum(
        1 << h
        for h, _ in CONES[street]
        if passed(sheet, street, h) and not (circled_mask(sheet, street) >> h) & 1
    )


def truck_choice_needed(sheet: Sheet, street: int) -> bool:
    """Whether a number written in ``street`` now chooses the bottom truck (``Move.truck``)."""
    return street == BOTTOM and direction(sheet, BOTTOM) == 0


def truck_preview(
    sheet: Sheet, street: int, house: int, truck: int = TRUCK_LEFT
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The cones a number at (street, house) would circle and cross: (circled, crossed)."""
    state = _state(sheet)
    d = state[DIR + street]
    p = state[POS + street]
    if d == 0:
        d = 1 if truck == TRUCK_LEFT else -1
        p = start_position(street, d)
    if not (house > p if d > 0 else house < p):
        return (), ()
    between = range(p + 1, house) if d > 0 else range(house + 1, p)
    circled = state[CIRCLED + street]
    crossed = tuple(h for h in between if h in _SCOOPS[street] and not (circled >> h) & 1)
    return ((house,) if house in _SCOOPS[street] else ()), crossed


def drive(sheet: Sheet, street: int, house: int, truck: int) -> Sheet:
    """The sheet after a number written at (street, house) drives the street's truck."""
    state = list(_state(sheet))
    d = state[DIR + street]
    if d == 0:
        d = 1 if truck in (-1, TRUCK_LEFT) else -1  # I4; an unset choice takes the left truck
        state[DIR + street] = d
        state[POS + street] = start_position(street, d)
    p = state[POS + street]
    if not (house > p if d > 0 else house < p):
        return sheet if sheet.theme else replace(sheet, theme=tuple(state))
    if house in _SCOOPS[street] and sheet.houses[street][house] >= 0:
        state[CIRCLED + street] |= 1 << house
    state[POS + street] = house
    last = last_cone(street, d)
    reached = house >= last if d > 0 else house <= last
    if reached and state[BONUS + street] == OPEN:
        state[BONUS + street] = REACHED
    return replace(sheet, theme=tuple(state))


def scoops(sheet: Sheet, street: int) -> int:
    circled = circled_mask(sheet, street)
    return sum(n for h, n in CONES[street] if (circled >> h) & 1)


def street_points(sheet: Sheet, street: int) -> int:
    """Scoops sold in the street, plus its bonus if earned (I7: one point per circled cone)."""
    bonus = circled_mask(sheet, street).bit_count() if bonus_state(sheet, street) == EARNED else 0
    return scoops(sheet, street) + bonus


def cross_bonus(sheet: Sheet, street: int) -> Sheet:
    """The sheet with an open street bonus crossed (taken by someone else)."""
    state = list(_state(sheet))
    if state[BONUS + street] != OPEN:
        return sheet
    state[BONUS + street] = CROSSED
    return replace(sheet, theme=tuple(state))


class IceCream(BaseTheme):
    spec = SPEC
    plans = PLANS
    stateful = True
    table_flags = 3  # "street k's bonus was taken at the table" (C8)

    def new_state(self) -> tuple[int, ...]:
        return new_state()

    def after_number(self, sheet: Sheet, street: int, house: int, move: Move) -> Sheet:
        main = (street, house) == (move.street, move.house)  # the turn's number, not its bis
        if main and move.truck != -1 and not truck_choice_needed(sheet, street):
            raise IllegalMove(Reason.TRUCK_CHOICE_UNEXPECTED)
        return drive(sheet, street, house, move.truck)

    def resolve_round(self, before: Sequence[Sheet], after: Sequence[Sheet]) -> tuple[Sheet, ...]:
        """Everyone who reached a street's last cone this round earns its bonus; every other
        seat with it open crosses it (I6)."""
        sheets = list(after)
        for s in range(3):
            reached = [bonus_state(sh, s) == REACHED for sh in sheets]
            if not any(reached):
                continue
            for i, sh in enumerate(sheets):
                if reached[i]:
                    state = list(sh.theme)
                    state[BONUS + s] = EARNED
                    sheets[i] = replace(sh, theme=tuple(state))
                else:
                    sheets[i] = cross_bonus(sh, s)
        return tuple(sheets)

    def taken_at_table(self, sheet: Sheet, index: int) -> Sheet:
        return cross_bonus(sheet, index)

    def street_scores(self, sheet: Sheet) -> tuple[int, ...]:
        return (street_points(sheet, 0), street_points(sheet, 1), street_points(sheet, 2))

    def score(self, sheet: Sheet) -> int | None:
        return sum(self.street_scores(sheet))

    def estate_ok(self, sheet: Sheet, plan: PlanDef, estate: Estate) -> bool:
        s, first, size = estate
        inside = ((1 << size) - 1) << first
        circled = (circled_mask(sheet, s) & inside).bit_count()
        if plan.id == "n3_ice_no_cones_345":
            return circled == 0  # crossed cones allowed
        return circled >= 3  # n3_ice_cones_444

    def plan_marks(self, sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
        """n3_ice_street_cones: every cone of one street circled; no house marked."""
        if any(circled_mask(sheet, s) == _CONE_MASKS[s] for s in range(3)):
            return (0, 0, 0)
        return None


ICE_CREAM: Final = IceCream()
