"""The ice cream truck sheet (thematic-sheets.md §1.3): every rule line and decision pinned."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.engine import (
    Effect,
    GameConfig,
    IllegalMove,
    Mode,
    Move,
    Reason,
    Sheet,
    apply_move,
    new_game,
    plan_met,
    set_table_round,
    submit,
)
from welcome_desktop.games.welcome.engine.moves import Combination
from welcome_desktop.games.welcome.engine.themes import THEME_PLANS, THEMES
from welcome_desktop.games.welcome.engine.themes import ice_cream as ice
from welcome_desktop.games.welcome.engine.themes.ice_cream import CROSSED, EARNED, OPEN, REACHED
from welcome_desktop.games.welcome.persistence.saves import game_from_json, game_to_json

from .theme_helpers import sheet_of, table_game, table_round, write

THEME = THEMES["ice_cream"]


def bits(*houses: int) -> int:
    return sum(1 << h for h in houses)


def themed(sheet: Sheet, circled: tuple[int, int, int]) -> Sheet:
    state = list(ice.new_state())
    state[ice.CIRCLED : ice.CIRCLED + 3] = circled
    return replace(sheet, theme=tuple(state))


# -- data ------------------------------------------------------------------------------------------
def test_cone_table_is_bgas_21_cones_40_scoops() -> None:
    assert [len(street) for street in ice.CONES] == [6, 7, 8]
    assert [sum(n for _, n in street) for street in ice.CONES] == [10, 14, 16]
    assert all(1 <= n <= 3 for street in ice.CONES for _, n in street)
    assert THEME.spec.streets[0].mark(4) == 3 and THEME.spec.streets[1].mark(10) == 0
    # The maximum: every scoop plus the three bonuses (6 + 7 + 8 cones) = 61.
    full = themed(Sheet(), tuple(sum(1 << h for h, _ in st) for st in ice.CONES))  # type: ignore[arg-type]
    state = list(full.theme)
    state[ice.BONUS : ice.BONUS + 3] = [EARNED] * 3
    assert THEME.score(replace(full, theme=tuple(state))) == 61


def test_start_and_last_cone_per_direction() -> None:  # I2, I5
    assert ice.start_position(0, -1) == 10 and ice.start_position(1, 1) == -1
    assert ice.start_position(2, 1) == -1 and ice.start_position(2, -1) == 12
    assert ice.last_cone(0, -1) == 0 and ice.last_cone(1, 1) == 9
    assert ice.last_cone(2, 1) == 10 and ice.last_cone(2, -1) == 0


# -- the trucks ------------------------------------------------------------------------------------
def test_top_truck_drives_right_to_left_and_never_back() -> None:  # 002:142, 146, 148; I3
    state = table_game("ice_cream")
    state = table_round(state, (10, 12, 5), [write(0, 0, 5)])
    sheet = state.sheets[0]
    assert ice.position(sheet, 0) == 5
    assert ice.circled_mask(sheet, 0) == bits(5)
    assert ice.crossed_mask(sheet, 0) == bits(7, 9)  # passed on the way, not sold
    state = table_round(state, (10, 12, 5), [write(1, 0, 7)])  # behind the truck: lost
    sheet = state.sheets[0]
    assert ice.position(sheet, 0) == 5 and ice.circled_mask(sheet, 0) == bits(5)
    state = table_round(state, (10, 12, 5), [write(2, 0, 4)])
    sheet = state.sheets[0]
    assert ice.circled_mask(sheet, 0) == bits(4, 5) and ice.bonus_state(sheet, 0) == OPEN
    assert state.scores()[0].theme == 1 + 3  # 002:152: one point per scoop


def test_middle_truck_drives_left_to_right() -> None:  # 002:142
    state = table_round(table_game("ice_cream"), (6, 9, 1), [write(0, 1, 4)])
    sheet = state.sheets[0]
    assert ice.direction(sheet, 1) == 1 and ice.position(sheet, 1) == 4
    assert ice.circled_mask(sheet, 1) == bits(4)
    assert ice.crossed_mask(sheet, 1) == bits(0, 1, 3)


def test_bottom_truck_is_chosen_with_the_first_bottom_number() -> None:  # 002:142, 156; I4
    state = table_game("ice_cream")
    assert ice.truck_choice_needed(state.sheets[0], 2)
    assert not ice.truck_choice_needed(state.sheets[0], 0)
    assert ice.truck_preview(state.sheets[0], 2, 7, ice.TRUCK_RIGHT) == ((7,), (9, 10))
    assert ice.truck_preview(state.sheets[0], 2, 7, ice.TRUCK_LEFT) == ((7,), (0, 1, 3, 4, 5))
    state = table_round(state, (9, 3, 1), [write(0, 2, 7, truck=ice.TRUCK_RIGHT)])
    sheet = state.sheets[0]
    assert ice.direction(sheet, 2) == -1
    assert ice.circled_mask(sheet, 2) == bits(7) and ice.crossed_mask(sheet, 2) == bits(9, 10)
    assert not ice.truck_choice_needed(sheet, 2)
    # The choice is irrevocable: naming a truck again is refused.
    state = set_table_round(state, [(3, "pool"), (4, "pool"), (5, "pool")])
    with pytest.raises(IllegalMove) as err:
        submit(state, 0, write(0, 2, 3, truck=ice.TRUCK_LEFT))
    assert err.value.reason is Reason.TRUCK_CHOICE_UNEXPECTED
    state = submit(state, 0, write(0, 2, 3))
    assert ice.circled_mask(state.sheets[0], 2) == bits(3, 7)  # driving left: 3 is ahead


def test_an_unnamed_bottom_truck_is_the_left_one() -> None:
    state = table_round(table_game("ice_cream"), (3, 4, 5), [write(0, 2, 3)])
    sheet = state.sheets[0]
    assert ice.direction(sheet, 2) == 1
    assert ice.circled_mask(sheet, 2) == bits(3) and ice.crossed_mask(sheet, 2) == bits(0, 1)


@pytest.mark.parametrize(
    ("sheet_id", "move"),
    [
        ("ice_cream", write(0, 0, 3, truck=0)),  # not the bottom street
        ("ice_cream", write(0, 2, 3, truck=2)),  # no such truck
        ("ice_cream", Move(0, truck=1)),  # a refusal chooses nothing
        ("base", write(0, 2, 3, truck=0)),
        ("lights", write(0, 2, 3, truck=1)),
        ("eggs", write(0, 2, 3, truck=0)),
    ],
)
def test_a_truck_choice_anywhere_else_is_refused(sheet_id: str, move: Move) -> None:
    state = set_table_round(table_game(sheet_id), [(3, "pool"), (4, "pool"), (5, "pool")])
    with pytest.raises(IllegalMove) as err:
        submit(state, 0, move)
    assert err.value.reason is Reason.TRUCK_CHOICE_UNEXPECTED


def test_the_truck_choice_round_trips_in_saves() -> None:
    state = table_round(table_game("ice_cream"), (9, 3, 1), [write(0, 2, 7, truck=1)])
    data = json.loads(json.dumps(game_to_json(state)))
    assert data["rounds"][0][0]["truck"] == 1
    restored = game_from_json(data)
    assert restored == state and restored.sheets[0].theme == state.sheets[0].theme


def test_bis_copy_drives_the_truck_after_the_number() -> None:  # C4
    combos = (Combination(8, Effect.BIS, 0, 0),)
    sheet = Sheet(theme=ice.new_state())
    ahead = apply_move(
        sheet, Move(0, 0, 5, True, bis=(0, 4, 5)), combos, advanced=False, theme=THEME
    )
    assert ice.circled_mask(ahead, 0) == bits(4, 5) and ice.position(ahead, 0) == 4
    behind = apply_move(
        sheet, Move(0, 0, 5, True, bis=(0, 6, 5)), combos, advanced=False, theme=THEME
    )
    assert ice.circled_mask(behind, 0) == bits(5) and ice.crossed_mask(behind, 0) == bits(7, 9)


def test_temp_shifted_number_drives_the_truck() -> None:  # C5
    combos = (Combination(3, Effect.TEMP, 0, 0),)
    sheet = apply_move(
        Sheet(theme=ice.new_state()), Move(0, 1, 1, True, 2), combos, advanced=False, theme=THEME
    )
    assert sheet.houses[1][1] == 5 and ice.circled_mask(sheet, 1) == bits(1)


def test_a_roundabout_never_moves_a_truck_and_its_cone_is_lost() -> None:  # C6
    state = table_game("ice_cream")
    state = table_round(state, (10, 12, 5), [write(0, 0, 5, roundabout=(0, 7))])
    sheet = state.sheets[0]
    assert ice.position(sheet, 0) == 5
    assert ice.crossed_mask(sheet, 0) == bits(7, 9)  # the cone under the roundabout is lost
    state = table_round(state, (2, 12, 5), [write(0, 0, 3, roundabout=(0, 4))])
    sheet = state.sheets[0]
    assert ice.position(sheet, 0) == 3 and ice.crossed_mask(sheet, 0) == bits(4, 7, 9)


# -- the street bonus ------------------------------------------------------------------------------
def test_circling_the_last_cone_earns_the_bonus() -> None:  # 002:154, I5, I7
    state = table_game("ice_cream")
    state = table_round(state, (10, 12, 5), [write(0, 0, 5)])
    state = table_round(state, (10, 12, 5), [write(2, 0, 4)])
    state = table_round(state, (1, 12, 5), [write(0, 0, 0)])
    sheet = state.sheets[0]
    assert ice.circled_mask(sheet, 0) == bits(0, 4, 5) and ice.crossed_mask(sheet, 0) == bits(
        2, 7, 9
    )
    assert ice.bonus_state(sheet, 0) == EARNED
    assert THEME.street_scores(sheet) == (1 + 3 + 1 + 3, 0, 0)  # scoops + one per circled cone
    assert state.scores()[0].theme == 8


def test_crossing_the_last_cone_also_reaches_it() -> None:  # I5
    state = table_round(table_game("ice_cream"), (15, 2, 3), [write(0, 1, 10)])
    sheet = state.sheets[0]
    assert ice.crossed_mask(sheet, 1) == bits(0, 1, 3, 4, 6, 8, 9)
    assert ice.bonus_state(sheet, 1) == EARNED
    assert THEME.score(sheet) == 0  # no circled cone: the bonus is worth 0


def test_the_bonus_is_pending_until_the_round_resolves() -> None:  # I6
    state = set_table_round(table_game("ice_cream", seats=2), [(1, "pool")] * 3)
    state = submit(state, 0, write(0, 0, 0))
    assert ice.bonus_state(state.current_sheet(0), 0) == REACHED
    state = submit(state, 1, write(0, 1, 0))
    assert ice.bonus_state(state.sheets[0], 0) == EARNED
    assert ice.bonus_state(state.sheets[1], 0) == CROSSED


def test_same_round_ties_all_earn_and_the_others_cross() -> None:  # I6, I8
    state = table_game("ice_cream", seats=3)
    state = table_round(state, (1, 2, 3), [write(0, 0, 0), write(1, 0, 0), write(2, 1, 0)])
    assert [ice.bonus_state(s, 0) for s in state.sheets] == [EARNED, EARNED, CROSSED]
    assert [THEME.street_scores(s)[0] for s in state.sheets] == [2, 2, 0]
    # The crossed seat still sells cones in that street, but never earns the bonus.
    state = table_round(state, (14, 15, 1), [write(0, 0, 9), write(1, 0, 9), write(2, 0, 0)])
    sheet = state.sheets[2]
    assert ice.circled_mask(sheet, 0) == bits(0) and ice.bonus_state(sheet, 0) == CROSSED
    assert THEME.street_scores(sheet)[0] == 1


def test_bottom_street_has_one_bonus_whatever_the_directions() -> None:  # 002:156
    state = table_game("ice_cream", seats=2)
    state = table_round(state, (15, 14, 1), [write(0, 2, 10, truck=0), write(1, 2, 11, truck=1)])
    a, b = state.sheets
    assert ice.direction(a, 2) == 1 and ice.direction(b, 2) == -1
    assert ice.bonus_state(a, 2) == EARNED and ice.bonus_state(b, 2) == CROSSED
    # Driving left, the last cone is house 0.
    state = table_round(state, (1, 2, 3), [write(0, 0, 0), write(0, 2, 0)])
    assert ice.bonus_state(state.sheets[1], 2) == CROSSED  # already taken by seat 0


def test_solo_keeps_the_bonus_earnable() -> None:  # C7
    state = new_game(GameConfig(Mode.SOLO, 1, seed=3, sheet="ice_cream"))
    state = submit(state, 0, write(0, 0, 0))
    sheet = state.sheets[0]
    assert ice.bonus_state(sheet, 0) == EARNED
    assert state.scores()[0].theme == 1 + 1


def test_score_pad_bonus_taken_at_the_table() -> None:  # C8
    state = table_game("ice_cream")
    state = table_round(state, (1, 2, 3), [write(1, 1, 1)], taken=(True, False, False))
    assert ice.bonus_state(state.sheets[0], 0) == CROSSED
    assert ice.bonus_state(state.sheets[0], 1) == OPEN
    with pytest.raises(IllegalMove):  # a taken bonus cannot be withdrawn
        set_table_round(state, [(1, "pool")] * 3, taken=(False, False, False))
    state = table_round(state, (1, 2, 3), [write(0, 0, 0)])  # flags stay as entered
    assert ice.bonus_state(state.sheets[0], 0) == CROSSED
    assert THEME.street_scores(state.sheets[0])[0] == 1
    data = json.loads(json.dumps(game_to_json(state)))
    assert data["table_rounds"][0]["taken"] == [True, False, False]
    assert game_from_json(data) == state


def test_score_pad_without_races_has_no_taken_flags() -> None:
    with pytest.raises(IllegalMove):
        set_table_round(table_game("lights"), [(1, "pool")] * 3, taken=(True, False, False))
    with pytest.raises(IllegalMove):
        set_table_round(table_game("ice_cream"), [(1, "pool")] * 3, taken=(True, False))


# -- plans -----------------------------------------------------------------------------------------
TOP = "0 1 2 3 4 5 6 7 8 9"
MIDDLE = "0 1 2 3 4 5 6 7 8 9 10"
BOTTOM = "0 1 2 3 4 5 6 7 8 9 10 11"


def test_plan_no_circled_cone_in_estates_345() -> None:
    plan = THEME_PLANS["n3_ice_no_cones_345"]
    assert (plan.first, plan.later, plan.sizes) == (7, 3, (3, 4, 5))
    sheet = sheet_of(bottom="0 1 2 | 3 4 5 6 | 7 8 9 10 11")
    assert plan_met(themed(sheet, (0, 0, 0)), plan)  # crossed cones do not matter
    assert plan_met(themed(sheet, (0, 0, bits(10))), plan) is False
    assert not plan_met(themed(sheet, (0, 0, bits(4))), plan)


def test_plan_three_estates_of_4_with_3_circled_cones() -> None:
    plan = THEME_PLANS["n3_ice_cones_444"]
    assert (plan.first, plan.later, plan.sizes) == (8, 4, (4, 4, 4))
    sheet = sheet_of(
        top="0 1 | 2 3 4 5 | 6 7 8 9",
        middle="0 1 2 3 | 4 5 6 7 8 9 10",
        bottom="0 1 2 3 | 4 5 6 7 | 8 9 10 11",
    )
    good = (bits(2, 4, 5), bits(0, 1, 3), bits(4, 5, 7))
    assert plan_met(themed(sheet, good), plan)  # type: ignore[arg-type]
    assert not plan_met(themed(sheet, (good[0], good[1], bits(4, 5))), plan)


def test_plan_every_cone_of_one_street_circled() -> None:
    plan = THEME_PLANS["n3_ice_street_cones"]
    assert (plan.first, plan.later) == (6, 4)
    all_top = bits(0, 2, 4, 5, 7, 9)
    sheet = sheet_of(top=TOP)
    assert plan_met(themed(sheet, (all_top, 0, 0)), plan)
    assert not plan_met(themed(sheet, (all_top & ~bits(9), 0, 0)), plan)
    assert THEME.plan_marks(themed(sheet, (all_top, 0, 0)), plan) == (0, 0, 0)  # no house used


def test_theme_plan_is_claimed_in_play_and_marks_nothing() -> None:
    config = GameConfig(
        Mode.STANDARD,
        1,
        seed=1,
        table=True,
        sheet="ice_cream",
        plan_ids=("n1_estates_44", "n2_estates_36", "n3_ice_street_cones"),
    )
    state = new_game(config)
    # Top street driven cone by cone, right to left: 9, 7, 5, 4, 2, 0.
    for number, house in ((15, 9), (13, 7), (11, 5), (9, 4), (5, 2), (1, 0)):
        state = table_round(state, (number, number, number), [write(0, 0, house)])
    sheet = state.sheets[0]
    assert sheet.plans == (0, 0, 6) and sheet.used == (0, 0, 0)
    assert ice.bonus_state(sheet, 0) == EARNED
    assert state.scores()[0].theme == 10 + 6
