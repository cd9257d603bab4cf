"""The fixed tables, transcribed literally from welcome-data.md and compared with the engine."""

from __future__ import annotations

from collections import Counter

import pytest

from welcome_desktop.games.welcome.engine import (
    ADVANCED_PLANS,
    ALL_PLANS,
    BASIC_PLANS,
    Effect,
    PlanKind,
)
from welcome_desktop.games.welcome.engine import data as d
from welcome_desktop.games.welcome.engine.scoring import score_sheet, temp_points

from .engine_helpers import make_sheet

# --- §2: the 81 construction cards --------------------------------------------------------------
# number: (cards, surveyor, real estate, landscaper, pool, temp, bis)
CARD_TABLE = {
    1: (3, 1, 1, 1, 0, 0, 0),
    2: (3, 1, 1, 1, 0, 0, 0),
    3: (4, 1, 0, 0, 1, 1, 1),
    4: (5, 0, 1, 1, 1, 1, 1),
    5: (6, 2, 2, 2, 0, 0, 0),
    6: (7, 2, 1, 1, 1, 1, 1),
    7: (8, 1, 2, 2, 1, 1, 1),
    8: (9, 2, 2, 2, 1, 1, 1),
    9: (8, 1, 2, 2, 1, 1, 1),
    10: (7, 2, 1, 1, 1, 1, 1),
    11: (6, 2, 2, 2, 0, 0, 0),
    12: (5, 0, 1, 1, 1, 1, 1),
    13: (4, 1, 0, 0, 1, 1, 1),
    14: (3, 1, 1, 1, 0, 0, 0),
    15: (3, 1, 1, 1, 0, 0, 0),
}
EFFECT_COLUMNS = (
    Effect.SURVEYOR,
    Effect.REAL_ESTATE,
    Effect.LANDSCAPER,
    Effect.POOL,
    Effect.TEMP,
    Effect.BIS,
)


def test_card_table_rows_are_consistent() -> None:
    # Guards the transcription itself: each row's effects add up to its card count.
    for number, (cards, *effects) in CARD_TABLE.items():
        assert sum(effects) == cards, number


def test_there_are_81_cards() -> None:
    assert len(d.CARD_NUMBERS) == len(d.CARD_EFFECTS) == d.CARD_COUNT == 81


def test_number_counts() -> None:
    expected = {1: 3, 2: 3, 14: 3, 15: 3, 3: 4, 13: 4, 4: 5, 12: 5}
    expected |= {5: 6, 11: 6, 6: 7, 10: 7, 7: 8, 9: 8, 8: 9}
    assert Counter(d.CARD_NUMBERS) == expected


def test_effect_counts() -> None:
    assert Counter(d.CARD_EFFECTS) == {
        Effect.SURVEYOR: 18,
        Effect.REAL_ESTATE: 18,
        Effect.LANDSCAPER: 18,
        Effect.POOL: 9,
        Effect.TEMP: 9,
        Effect.BIS: 9,
    }


def test_every_card_has_its_fixed_number_and_effect() -> None:
    expected: Counter[tuple[int, Effect]] = Counter()
    for number, (_, *counts) in CARD_TABLE.items():
        for effect, count in zip(EFFECT_COLUMNS, counts, strict=True):
            if count:
                expected[(number, effect)] = count
    actual = Counter(zip(d.CARD_NUMBERS, d.CARD_EFFECTS, strict=True))
    assert actual == expected


# --- §1: sheet geometry and tracks -------------------------------------------------------------
def test_sheet_geometry() -> None:
    assert d.STREET_SIZES == (10, 11, 12)
    assert d.FENCE_SLOTS == (9, 10, 11)
    assert d.TOTAL_HOUSES == 33
    assert d.POOL_HOUSES == ((2, 6, 7), (0, 3, 7), (1, 6, 10))
    sheet = make_sheet()
    assert tuple(len(street) for street in sheet.houses) == (10, 11, 12)


def test_park_tracks_per_street() -> None:
    assert d.PARK_VALUES == ((0, 2, 4, 10), (0, 2, 4, 6, 14), (0, 2, 4, 6, 8, 18))
    assert d.PARK_BOXES == (3, 4, 5)


POOLS = (0, 3, 6, 9, 13, 17, 21, 26, 31, 36)
BIS = (0, 1, 3, 6, 9, 12, 16, 20, 24, 28)
REFUSALS = (0, 0, 3, 5)
ROUNDABOUTS = (0, 3, 8)
ESTATES = (
    (1, 3),
    (2, 3, 4),
    (3, 4, 5, 6),
    (4, 5, 6, 7, 8),
    (5, 6, 7, 8, 10),
    (6, 7, 8, 10, 12),
)


def test_track_tables() -> None:
    assert d.POOL_VALUES == POOLS
    assert d.BIS_VALUES == BIS
    assert d.REFUSAL_VALUES == REFUSALS
    assert d.ROUNDABOUT_VALUES == ROUNDABOUTS
    assert d.ESTATE_VALUES == ESTATES
    assert d.ESTATE_BOXES == (1, 2, 3, 4, 4, 4)
    assert d.TEMP_BOXES == 11
    assert d.TEMP_MAJORITY_POINTS == (7, 4, 1)
    assert (d.SOLO_TEMP_THRESHOLD, d.SOLO_TEMP_POINTS) == (6, 7)
    assert (d.MAX_REFUSALS, d.MAX_ROUNDABOUTS) == (3, 2)
    assert (d.MIN_NUMBER, d.MAX_NUMBER, d.MAX_SHIFT) == (0, 17, 2)


# The same tables checked through the scoring code, so a wrong index there is caught too.
POOL_SLOTS = [(0, 2), (0, 6), (0, 7), (1, 0), (1, 3), (1, 7), (2, 1), (2, 6), (2, 10)]


@pytest.mark.parametrize("k", range(10))
def test_pool_track_scores(k: int) -> None:
    pools = [0, 0, 0]
    for s, h in POOL_SLOTS[:k]:
        pools[s] |= 1 << h
    sheet = make_sheet(pools=tuple(pools))
    assert score_sheet(sheet, 0).pools == POOLS[k]


@pytest.mark.parametrize("k", range(10))
def test_bis_track_scores(k: int) -> None:
    sheet = make_sheet(bis=((1 << k) - 1, 0, 0))
    assert score_sheet(sheet, 0).bis == BIS[k]


@pytest.mark.parametrize("k", range(4))
def test_refusal_track_scores(k: int) -> None:
    assert score_sheet(make_sheet(refusals=k), 0).refusals == REFUSALS[k]


def test_roundabout_track_scores() -> None:
    assert score_sheet(make_sheet(), 0).roundabouts == 0
    assert score_sheet(make_sheet("1 R 2"), 0).roundabouts == 3
    assert score_sheet(make_sheet("1 R 2", "R 4"), 0).roundabouts == 8


@pytest.mark.parametrize("street", range(3))
def test_park_track_scores(street: int) -> None:
    values = ((0, 2, 4, 10), (0, 2, 4, 6, 14), (0, 2, 4, 6, 8, 18))[street]
    for k, value in enumerate(values):
        parks = [0, 0, 0]
        parks[street] = k
        assert score_sheet(make_sheet(parks=tuple(parks)), 0).parks == value


@pytest.mark.parametrize("size", range(1, 7))
def test_estate_column_scores(size: int) -> None:
    # One completed estate of ``size`` houses at the start of the bottom street.
    numbers = " ".join(str(n) for n in range(1, size + 1))
    for crossed, value in enumerate(ESTATES[size - 1]):
        columns = [0] * 6
        columns[size - 1] = crossed
        sheet = make_sheet(bottom=f"{numbers} |", columns=tuple(columns))
        assert score_sheet(sheet, 0).estates == value


def test_temp_majority_and_solo_threshold() -> None:
    assert temp_points([5, 3, 2, 1], solo=False) == (7, 4, 1, 0)
    assert temp_points([6], solo=True) == (7,)
    assert temp_points([5], solo=True) == (0,)
    assert temp_points([11], solo=True) == (7,)


# --- §3: the 28 city plans ----------------------------------------------------------------------
BASIC = [
    (1, (1, 1, 1, 1, 1, 1), 8, 4),
    (1, (2, 2, 2, 2), 8, 4),
    (1, (3, 3, 3), 8, 4),
    (1, (4, 4), 6, 3),
    (1, (5, 5), 8, 4),
    (1, (6, 6), 10, 6),
    (2, (1, 1, 1, 6), 11, 6),
    (2, (2, 2, 5), 10, 6),
    (2, (3, 3, 4), 12, 7),
    (2, (3, 6), 8, 4),
    (2, (4, 5), 9, 5),
    (2, (1, 1, 1, 4), 9, 5),
    (3, (1, 2, 6), 12, 7),
    (3, (1, 4, 5), 13, 7),
    (3, (3, 4), 7, 3),
    (3, (2, 5), 7, 3),
    (3, (1, 2, 2, 3), 11, 6),
    (3, (2, 3, 5), 13, 7),
]

# (deck, requirement as kind/street/count, first, later)
ADVANCED = [
    (1, (PlanKind.STREET_FULL, 0, 0), 6, 3),  # every house of the top street
    (1, (PlanKind.STREET_FULL, 2, 0), 8, 4),  # every house of the bottom street
    (1, (PlanKind.ENDS_BUILT, -1, 0), 7, 4),  # first and last house of all streets
    (1, (PlanKind.TEMPS, -1, 7), 6, 3),  # 7 temps
    (1, (PlanKind.BIS_STREET, -1, 5), 8, 3),  # 5 bis in one street
    (2, (PlanKind.PARKS_TWO_STREETS, -1, 0), 7, 4),
    (2, (PlanKind.POOLS_TWO_STREETS, -1, 0), 7, 4),
    (2, (PlanKind.PARKS_POOLS_STREET, 1, 0), 8, 3),  # middle street
    (2, (PlanKind.PARKS_POOLS_STREET, 2, 0), 10, 5),  # bottom street
    (2, (PlanKind.PARKS_POOLS_ROUNDABOUT, -1, 0), 10, 5),
]


def test_there_are_28_plans() -> None:
    assert len(BASIC_PLANS) == 18
    assert len(ADVANCED_PLANS) == 10
    assert len(ALL_PLANS) == 28
    assert len({p.id for p in ALL_PLANS}) == 28


def test_basic_plans() -> None:
    actual = sorted((p.deck, p.sizes, p.first, p.later) for p in BASIC_PLANS)
    assert actual == sorted(BASIC)
    assert all(p.kind is PlanKind.ESTATES and not p.advanced for p in BASIC_PLANS)


def test_advanced_plans() -> None:
    actual = sorted((p.deck, (p.kind, p.street, p.count), p.first, p.later) for p in ADVANCED_PLANS)
    assert actual == sorted(ADVANCED)
    assert all(p.advanced for p in ADVANCED_PLANS)


def test_plan_decks() -> None:
    assert Counter(p.deck for p in BASIC_PLANS) == {1: 6, 2: 6, 3: 6}
    assert Counter(p.deck for p in ADVANCED_PLANS) == {1: 5, 2: 5}
