"""Fixed game data: the score sheet, the tracks, the 81 construction cards and the 28 city plans."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .sheet_spec import BASE_SHEET


class Effect(StrEnum):
    """The six effects on the back of the construction cards."""

    SURVEYOR = "surveyor"
    REAL_ESTATE = "real_estate"
    LANDSCAPER = "landscaper"
    POOL = "pool"
    TEMP = "temp"
    BIS = "bis"


EFFECTS: Final = tuple(Effect)

# --- Score sheet (the base sheet's spec, under the names the engine has always used) -----------
STREETS: Final = len(BASE_SHEET.streets)
STREET_SIZES: Final = BASE_SHEET.street_sizes
POOL_HOUSES: Final = tuple(st.pool_houses for st in BASE_SHEET.streets)
POOL_MASKS: Final = tuple(st.pool_mask for st in BASE_SHEET.streets)
PARK_VALUES: Final = tuple(st.park_values for st in BASE_SHEET.streets)
PARK_BOXES: Final = tuple(st.park_boxes for st in BASE_SHEET.streets)
FENCE_SLOTS: Final = tuple(n - 1 for n in STREET_SIZES)
TOTAL_HOUSES: Final = sum(STREET_SIZES)

# --- Tracks: value for k boxes crossed ---------------------------------------------------------
POOL_VALUES: Final = BASE_SHEET.track("pools").values
BIS_VALUES: Final = BASE_SHEET.track("bis").values
REFUSAL_VALUES: Final = BASE_SHEET.track("refusals").values
ROUNDABOUT_VALUES: Final = BASE_SHEET.track("roundabouts").values
TEMP_BOXES: Final = BASE_SHEET.track("temps").boxes
TEMP_MAJORITY_POINTS: Final = (7, 4, 1)
SOLO_TEMP_THRESHOLD: Final = 6
SOLO_TEMP_POINTS: Final = 7
MAX_REFUSALS: Final = BASE_SHEET.track("refusals").boxes
MAX_ROUNDABOUTS: Final = BASE_SHEET.track("roundabouts").boxes
POOL_BOXES: Final = len(POOL_VALUES) - 1
BIS_BOXES: Final = len(BIS_VALUES) - 1

# Real estate agent columns: value of one completed estate of size i+1 after k crossings.
ESTATE_VALUES: Final = BASE_SHEET.estate_values
ESTATE_BOXES: Final = tuple(len(v) - 1 for v in ESTATE_VALUES)
MAX_ESTATE_SIZE: Final = 6

MIN_NUMBER: Final = BASE_SHEET.number_range[0]
MAX_NUMBER: Final = BASE_SHEET.number_range[1]
MAX_SHIFT: Final = 2

# --- Construction cards ------------------------------------------------------------------------
# number -> counts of (surveyor, real estate, landscaper, pool, temp, bis)
_CARD_TABLE: Final = {
    1: (1, 1, 1, 0, 0, 0),
    2: (1, 1, 1, 0, 0, 0),
    3: (1, 0, 0, 1, 1, 1),
    4: (0, 1, 1, 1, 1, 1),
    5: (2, 2, 2, 0, 0, 0),
    6: (2, 1, 1, 1, 1, 1),
    7: (1, 2, 2, 1, 1, 1),
    8: (2, 2, 2, 1, 1, 1),
    9: (1, 2, 2, 1, 1, 1),
    10: (2, 1, 1, 1, 1, 1),
    11: (2, 2, 2, 0, 0, 0),
    12: (0, 1, 1, 1, 1, 1),
    13: (1, 0, 0, 1, 1, 1),
    14: (1, 1, 1, 0, 0, 0),
    15: (1, 1, 1, 0, 0, 0),
}


def _build_cards() -> tuple[tuple[int, ...], tuple[Effect, ...]]:
    numbers: list[int] = []
    effects: list[Effect] = []
    for number, counts in _CARD_TABLE.items():
        for effect, count in zip(EFFECTS, counts, strict=True):
            numbers.extend([number] * count)
            effects.extend([effect] * count)
    return tuple(numbers), tuple(effects)


CARD_NUMBERS, CARD_EFFECTS = _build_cards()
CARD_COUNT: Final = len(CARD_NUMBERS)
SOLO_CARD: Final = CARD_COUNT  # id of the solo card (solo deck only)


# --- City plans --------------------------------------------------------------------------------
class PlanKind(StrEnum):
    ESTATES = "estates"
    STREET_FULL = "street_full"
    ENDS_BUILT = "ends_built"
    TEMPS = "temps"
    BIS_STREET = "bis_street"
    PARKS_TWO_STREETS = "parks_two_streets"
    POOLS_TWO_STREETS = "pools_two_streets"
    PARKS_POOLS_STREET = "parks_pools_street"
    PARKS_POOLS_ROUNDABOUT = "parks_pools_roundabout"
    # A thematic sheet's plans (engine/themes/): estates that must each pass the theme's test,
    # or a requirement the theme checks as a whole.
    THEME_ESTATES = "theme_estates"
    THEME = "theme"


@dataclass(frozen=True, slots=True)
class PlanDef:
    """One city plan card: its deck (1..3), requirement and its first / later values."""

    id: str
    deck: int
    kind: PlanKind
    first: int
    later: int
    sizes: tuple[int, ...] = ()
    street: int = -1
    count: int = 0
    advanced: bool = False
    theme: str = ""  # the thematic sheet that owns this plan ("" for the base decks)


def _estates(deck: int, sizes: tuple[int, ...], first: int, later: int) -> PlanDef:
    ident = f"n{deck}_estates_" + "".join(str(s) for s in sizes)
    return PlanDef(ident, deck, PlanKind.ESTATES, first, later, sizes=sizes)


BASIC_PLANS: Final = (
    _estates(1, (1, 1, 1, 1, 1, 1), 8, 4),
    _estates(1, (2, 2, 2, 2), 8, 4),
    _estates(1, (3, 3, 3), 8, 4),
    _estates(1, (4, 4), 6, 3),
    _estates(1, (5, 5), 8, 4),
    _estates(1, (6, 6), 10, 6),
    _estates(2, (1, 1, 1, 6), 11, 6),
    _estates(2, (2, 2, 5), 10, 6),
    _estates(2, (3, 3, 4), 12, 7),
    _estates(2, (3, 6), 8, 4),
    _estates(2, (4, 5), 9, 5),
    _estates(2, (1, 1, 1, 4), 9, 5),
    _estates(3, (1, 2, 6), 12, 7),
    _estates(3, (1, 4, 5), 13, 7),
    _estates(3, (3, 4), 7, 3),
    _estates(3, (2, 5), 7, 3),
    _estates(3, (1, 2, 2, 3), 11, 6),
    _estates(3, (2, 3, 5), 13, 7),
)

ADVANCED_PLANS: Final = (
    PlanDef("n1_top_street_full", 1, PlanKind.STREET_FULL, 6, 3, street=0, advanced=True),
    PlanDef("n1_bottom_street_full", 1, PlanKind.STREET_FULL, 8, 4, street=2, advanced=True),
    PlanDef("n1_street_ends", 1, PlanKind.ENDS_BUILT, 7, 4, advanced=True),
    PlanDef("n1_seven_temps", 1, PlanKind.TEMPS, 6, 3, count=7, advanced=True),
    PlanDef("n1_five_bis_one_street", 1, PlanKind.BIS_STREET, 8, 3, count=5, advanced=True),
    PlanDef("n2_parks_two_streets", 2, PlanKind.PARKS_TWO_STREETS, 7, 4, advanced=True),
    PlanDef("n2_pools_two_streets", 2, PlanKind.POOLS_TWO_STREETS, 7, 4, advanced=True),
    PlanDef("n2_middle_parks_pools", 2, PlanKind.PARKS_POOLS_STREET, 8, 3, street=1, advanced=True),
    PlanDef(
        "n2_bottom_parks_pools", 2, PlanKind.PARKS_POOLS_STREET, 10, 5, street=2, advanced=True
    ),
    PlanDef("n2_parks_pools_roundabout", 2, PlanKind.PARKS_POOLS_ROUNDABOUT, 10, 5, advanced=True),
)

ALL_PLANS: Final = BASIC_PLANS + ADVANCED_PLANS
PLANS_BY_ID: Final = {p.id: p for p in ALL_PLANS}
