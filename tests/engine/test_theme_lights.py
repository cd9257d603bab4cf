"""The Christmas lights sheet (thematic-sheets.md §1.4): every rule line and decision pinned."""

from __future__ import annotations

from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.engine import GameConfig, Mode, new_game, plan_met
from welcome_desktop.games.welcome.engine.plans import claim_plan, estate_options
from welcome_desktop.games.welcome.engine.themes import THEME_PLANS, THEMES
from welcome_desktop.games.welcome.engine.themes.lights import (
    lit_slots,
    longest_run,
    longest_string,
)

from .theme_helpers import sheet_of, street_of, table_game, table_round, write

THEME = THEMES["lights"]


def test_the_seeds_worked_example_scores_five() -> None:  # 002:176-178
    sheet = sheet_of(middle="2 4 _ 6 7 8 8b 9 11 12 13")
    assert THEME.street_scores(sheet) == (0, 5, 0)
    assert THEME.score(sheet) == 5


@pytest.mark.parametrize(
    ("street", "lit"),
    [
        ("3 4 _ _ _ _ _ _ _ _", 0b1),  # consecutive numbers
        ("3 3b _ _ _ _ _ _ _ _", 0b1),  # a bis beside its original (002:166)
        ("3 5 _ _ _ _ _ _ _ _", 0),  # a gap of two
        ("3 _ 4 _ _ _ _ _ _ _", 0),  # an empty house between
        ("3 | 4 _ _ _ _ _ _ _ _", 0b1),  # X2: lights cross fences
        ("3 R 4 _ _ _ _ _ _ _", 0),  # X3: a roundabout breaks the string
    ],
)
def test_which_slots_are_lit(street: str, lit: int) -> None:  # X1
    houses, _, _ = street_of(street)
    assert lit_slots(houses) == lit


def test_only_the_longest_string_of_each_street_scores() -> None:  # 002:170-172, X4
    sheet = sheet_of(top="1 2 3 | 5 6 R 7 8 9 10", bottom="_ " * 12)
    # 1-2-3 (3 houses) and 7-8-9-10 (4 houses, the roundabout breaks 5-6 off): 4.
    assert THEME.street_scores(sheet) == (4, 0, 0)
    assert longest_string(street_of("1 3 5 7 9 11 13 14 16 17")[0]) == 2
    assert longest_string(street_of("_ _ _ _ _ _ _ _ _ _")[0]) == 0  # no string: 0, not 1


def test_the_longest_string_is_located_for_the_board() -> None:
    # The board brightens these slots: the seed's example joins houses 4-8 (slots 3-6).
    assert longest_run(sheet_of(middle="2 4 _ 6 7 8 8b 9 11 12 13").houses[1]) == range(3, 7)
    # Two strings of the same length: the first one.
    assert longest_run(street_of("1 2 _ 5 6 _ _ _ _ _")[0]) == range(0, 1)
    assert longest_run(street_of("_ _ _ _ _ _ _ _ _ _")[0]) == range(0)
    # A string that reaches the street's last house.
    assert longest_run(street_of("_ _ _ _ _ _ _ 8 9 10")[0]) == range(7, 9)


def test_maximum_is_every_house_joined() -> None:  # X4: no cap
    sheet = sheet_of(
        top="0 1 2 3 4 5 6 7 8 9",
        middle="0 1 2 3 4 5 6 7 8 9 10",
        bottom="0 1 2 3 4 5 6 7 8 9 10 11",
    )
    assert THEME.score(sheet) == 10 + 11 + 12 == 33


def test_score_column_in_a_game() -> None:
    state = table_game("lights")
    state = table_round(state, (4, 5, 9), [write(0, 0, 3)])
    state = table_round(state, (4, 5, 9), [write(1, 0, 4)])
    score = state.scores()[0]
    assert score.theme == 2 and score.to_json()["theme"] == 2
    assert score.total == 2  # nothing else scored yet


# -- plans (deck n°3, BGA values) ------------------------------------------------------------------
def test_plan_two_dark_3_estates() -> None:  # X6
    plan = THEME_PLANS["n3_xmas_dark_33"]
    assert (plan.first, plan.later, plan.sizes) == (10, 5, (3, 3))
    # 1-3-5 and 7-9-11: nothing lit inside; the slot 5|6 on the fence is lit and does not count.
    met = sheet_of(top="1 3 5 | 6 8 10 | 12 14 16 17")
    assert plan_met(met, plan)
    not_met = sheet_of(top="1 2 5 | 6 8 10 | 12 _ _ _")  # 1-2 lit inside the first
    assert not plan_met(not_met, plan)


def test_plan_two_fully_lit_6_estates() -> None:  # X5
    plan = THEME_PLANS["n3_xmas_lit_66"]
    assert (plan.first, plan.later, plan.sizes) == (10, 5, (6, 6))
    met = sheet_of(middle="0 1 2 3 4 5 | _ _ _ _ _", bottom="_ _ _ _ _ _ | 10 11 12 13 14 14b")
    assert plan_met(met, plan)
    assert estate_options(met, plan) == [((1, 0, 6), (2, 6, 6))]
    gap = sheet_of(middle="0 1 2 3 4 6 | _ _ _ _ _", bottom="_ _ _ _ _ _ | 10 11 12 13 14 15")
    assert not plan_met(gap, plan)


def test_plan_one_street_lit_end_to_end_marks_it_used() -> None:  # X7
    plan = THEME_PLANS["n3_xmas_street"]
    assert (plan.first, plan.later) == (14, 7)
    sheet = sheet_of(top="3 4 5 5b 6 7 8 9 10 11")
    assert plan_met(sheet, plan)
    claimed = claim_plan(sheet, 2, plan, 14, ())
    assert claimed.used == ((1 << 10) - 1, 0, 0) and claimed.plans == (0, 0, 14)
    assert not plan_met(sheet_of(top="3 4 5 R 6 7 8 9 10 11"), plan)  # a roundabout breaks it
    assert not plan_met(sheet_of(top="3 4 5 6 7 8 9 10 11 _"), plan)
    assert not plan_met(replace(sheet, used=(1, 0, 0)), plan)  # a used house


def test_theme_plans_come_from_the_themes_deck() -> None:
    seen = set()
    for seed in range(40):
        seen.add(new_game(GameConfig(Mode.SOLO, 1, seed=seed, sheet="lights")).plans[2].id)
    assert seen == set(THEME.spec.plan_ids)
