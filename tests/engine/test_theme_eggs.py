"""The Easter eggs sheet (thematic-sheets.md §1.5): every rule line and decision pinned."""

from __future__ import annotations

import pytest

from welcome_desktop.games.welcome.engine import (
    Combination,
    Effect,
    Move,
    Sheet,
    apply_move,
    plan_met,
)
from welcome_desktop.games.welcome.engine.themes import THEME_PLANS, THEMES
from welcome_desktop.games.welcome.engine.themes.eggs import EGG_HOUSES, collected, egg_points

from .theme_helpers import sheet_of, table_game, table_round, write

THEME = THEMES["eggs"]


def test_egg_table_is_bgas_15_houses_20_eggs() -> None:  # E1, E2
    assert sum(len(street) for street in EGG_HOUSES) == 15
    assert sum(n for street in EGG_HOUSES for _, n in street) == 20
    assert [sum(n for _, n in street) for street in EGG_HOUSES] == [6, 7, 7]
    assert all(n in (1, 2) for street in EGG_HOUSES for _, n in street)
    assert THEME.spec.streets[1].mark(0) == 2 and THEME.spec.streets[1].mark(1) == 0


@pytest.mark.parametrize(
    ("number", "one_egg", "two_eggs"),
    [
        (0, 1, 2),
        (6, 1, 1),
        (8, 1, 2),
        (9, 1, 1),
        (10, 1, 2),
        (16, 1, 1),
        (7, 0, 0),
        (1, 0, 0),
        (17, 0, 0),
    ],
)
def test_which_numbers_collect_how_many_eggs(number: int, one_egg: int, two_eggs: int) -> None:
    # 002:192-198, E5
    assert collected(number, 1) == one_egg
    assert collected(number, 2) == two_eggs
    assert collected(number, 0) == 0


@pytest.mark.parametrize(
    ("eggs", "points"),
    [(0, 0), (5, 0), (6, 5), (9, 5), (10, 10), (13, 10), (14, 20), (17, 20), (18, 25), (20, 25)],
)
def test_egg_score_table(eggs: int, points: int) -> None:  # 002:202-210, E3, E4
    assert egg_points(eggs) == points


def test_eggs_on_a_sheet() -> None:
    # Top egg houses 2:1 3:2 4:1 6:1 9:1. An 8 in the two-egg house 3 collects both, a 9 in
    # house 4 one, a 10 in house 6 one (one-egg house), a 7 nothing.
    sheet = sheet_of(top="1 2 7 8 9 9b 10 11 12 13")
    assert THEME.street_scores(sheet) == (2 + 1 + 1, 0, 0)
    assert THEME.score(sheet) == 0  # fewer than 6 eggs
    full = sheet_of(
        top="_ _ 0 8 9 _ 10 _ _ 16",
        middle="0 _ _ 6 _ 8 10 _ 16 _ _",
        bottom="_ _ 0 _ 8 9 _ 10 _ 16 _ _",
    )
    assert THEME.street_scores(full) == (6, 7, 7)
    assert THEME.score(full) == 25


def test_bis_copy_collects_and_roundabout_does_not() -> None:  # C4, C6
    sheet = sheet_of(top="_ _ 8 8b _ _ _ _ _ _")  # the bis copy in the two-egg house 3
    assert THEME.street_scores(sheet)[0] == 1 + 2
    assert THEME.street_scores(sheet_of(top="_ _ R 8 _ _ _ _ _ _"))[0] == 2


def test_temp_agency_numbers_collect() -> None:  # C5: 0 and 16 only through the temp agency
    combos = (Combination(15, Effect.TEMP, 0, 0), Combination(2, Effect.TEMP, 1, 1))
    sheet = apply_move(Sheet(), Move(0, 0, 9, True, 1), combos, advanced=False)
    sheet = apply_move(sheet, Move(1, 1, 0, True, -2), combos, advanced=False)
    assert (sheet.houses[0][9], sheet.houses[1][0]) == (16, 0)
    assert THEME.street_scores(sheet) == (1, 2, 0)


def test_score_column_in_a_game() -> None:
    state = table_game("eggs")
    state = table_round(state, (8, 9, 10), [write(0, 1, 0)])
    assert state.scores()[0].theme == 0 and THEME.street_scores(state.sheets[0]) == (0, 2, 0)


# -- plans -----------------------------------------------------------------------------------------
def test_plan_estates_234_without_eggs() -> None:
    plan = THEME_PLANS["n3_egg_none_234"]
    assert (plan.first, plan.later, plan.sizes) == (10, 5, (2, 3, 4))
    # Top 0-1 and 2-4 (a 3, 4 and 5 collect nothing), middle 0-3 (a 1 in the two-egg house 0).
    met = sheet_of(top="1 2 | 3 4 5 | 7 11 12 13 14", middle="1 2 3 4 | 5 _ _ _ _ _ _")
    assert plan_met(met, plan)
    collected_egg = sheet_of(top="1 2 | 3 4 5 | 7 11 12 13 14", middle="1 2 3 8 | 9 _ _ _ _ _ _")
    assert not plan_met(collected_egg, plan)  # the 8 in middle house 3 collects


def test_plan_three_estates_of_3_with_3_eggs() -> None:
    plan = THEME_PLANS["n3_egg_three_333"]
    assert (plan.first, plan.later, plan.sizes) == (8, 4, (3, 3, 3))
    met = sheet_of(
        top="1 2 | 8 10 16 | _ _ _ _ _",  # houses 2-4: 1 + 2 + 1 eggs
        middle="_ _ _ _ | 3 6 8 | _ _ _ _",  # houses 4-6: 0 + 1 + 2
        bottom="_ _ _ | 0 8 9 | _ _ _ _ _ _",  # houses 3-5: 0 + 2 + 1
    )
    assert plan_met(met, plan)
    short = sheet_of(
        top="1 2 | 8 10 16 | _ _ _ _ _",
        middle="_ _ _ _ | 3 6 7 | _ _ _ _",  # only 1 egg
        bottom="_ _ _ | 0 8 9 | _ _ _ _ _ _",
    )
    assert not plan_met(short, plan)


def test_plan_every_bottom_egg() -> None:
    plan = THEME_PLANS["n3_egg_bottom"]
    assert (plan.first, plan.later) == (7, 3)
    met = sheet_of(bottom="_ _ 0 _ 8 9 _ 10 _ 16 _ _")
    assert plan_met(met, plan) and THEME.plan_marks(met, plan) == (0, 0, 0)
    assert not plan_met(sheet_of(bottom="_ _ 0 _ 6 9 _ 10 _ 16 _ _"), plan)  # 6 takes one of two
