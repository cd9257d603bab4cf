"""Game end (end_reasons), the score breakdown, temp majority and the tie-breaks."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.engine import (
    PLANS_BY_ID,
    REFUSAL,
    EndReason,
    GameConfig,
    IllegalMove,
    Mode,
    Reason,
    Sheet,
    new_game,
    play_round,
    random_move,
    submit,
    temp_points,
)

from .engine_helpers import L, S, make_sheet, mask, offer, positioned, write

FULL_TOP = "0 1 2 3 4 5 6 7 8 9"
FULL_MIDDLE = "0 1 2 3 4 5 6 7 8 9 10"
FULL_BOTTOM = "0 1 2 3 4 5 6 7 8 9 10 11"
# Every house is built but bottom house 10, between 9 and 10: no number fits there.
STUCK = make_sheet(FULL_TOP, FULL_MIDDLE, "0 1 2 3 4 5 6 7 8 9 _ 10")


# --- game end -----------------------------------------------------------------------------------
def test_the_third_refusal_ends_the_game() -> None:
    sheets = [make_sheet(), replace(STUCK, refusals=2)]
    state = positioned(seats=2, sheets=sheets, combos=offer((5, L), (6, L), (7, L)))
    nxt = play_round(state, [write(0, 0, 0), REFUSAL])
    assert nxt.over and nxt.end_reasons == (EndReason.REFUSALS,)
    # The round is played to its end: the other seat's move is written too.
    assert nxt.sheets[0].houses[0][0] == 5
    assert nxt.sheets[1].refusals == 3
    assert nxt.scores()[1].refusals == 5


def test_two_refusals_do_not_end_the_game() -> None:
    state = positioned(
        sheets=[replace(STUCK, refusals=1)],
        combos=offer(
            (5, L),
        )
        * 3,
    )
    nxt = play_round(state, [REFUSAL])
    assert not nxt.over and nxt.end_reasons == () and nxt.round == state.round + 1


def test_achieving_the_third_plan_ends_the_game() -> None:
    sheet = make_sheet("0 1 | 2 3 4 5 _ |", plans=(8, 10, 0))
    plans = (PLANS_BY_ID["n1_seven_temps"], PLANS_BY_ID["n2_parks_two_streets"])
    state = positioned(
        sheets=[sheet],
        combos=offer(
            (6, L),
        )
        * 3,
    )
    state = replace(state, plans=(*plans, PLANS_BY_ID["n3_estates_25"]))
    assert not play_round(state, [write(0, 1, 0)]).over
    nxt = play_round(state, [write(0, 0, 6)])
    assert nxt.over and nxt.end_reasons == (EndReason.PLANS,)
    assert nxt.sheets[0].plans == (8, 10, 7)


def test_filling_every_house_ends_the_game() -> None:
    sheet = make_sheet(FULL_TOP, FULL_MIDDLE, "0 1 2 3 4 5 6 7 8 9 10")
    state = positioned(
        seats=2,
        sheets=[sheet, make_sheet()],
        combos=offer(
            (11, L),
        )
        * 3,
    )
    nxt = play_round(state, [write(0, 2, 11), write(0, 0, 0)])
    assert nxt.over and nxt.end_reasons == (EndReason.HOUSES,)


def test_several_end_reasons_at_once() -> None:
    full_but_one = make_sheet(FULL_TOP, FULL_MIDDLE, "0 1 2 3 4 5 6 7 8 9 10")
    stuck = replace(STUCK, refusals=2)
    state = positioned(
        seats=2,
        sheets=[full_but_one, stuck],
        combos=offer(
            (11, L),
        )
        * 3,
    )
    nxt = play_round(state, [write(0, 2, 11), REFUSAL])
    assert nxt.over and set(nxt.end_reasons) == {EndReason.REFUSALS, EndReason.HOUSES}


def test_the_solo_game_ends_when_the_deck_runs_out() -> None:
    # Keep the sheet empty so every card can be played: the 81 cards give exactly 27 turns.
    state = new_game(GameConfig(mode=Mode.SOLO, seed=11))
    rng = random.Random(0)
    turns = 0
    while not state.over:
        move = random_move(state.sheets[0], state.offers[0], rng, advanced=False)
        state = play_round(state, [move])
        turns += 1
        if not state.over:
            state = replace(state, sheets=(make_sheet(),))
    assert turns == 27
    assert state.end_reasons == (EndReason.DECK,)


def test_nothing_can_be_played_after_the_end() -> None:
    state = positioned(
        sheets=[replace(STUCK, refusals=2)],
        combos=offer(
            (5, L),
        )
        * 3,
    )
    over = play_round(state, [REFUSAL])
    with pytest.raises(IllegalMove) as info:
        submit(over, 0, REFUSAL)
    assert info.value.reason is Reason.GAME_OVER


# --- score breakdown ----------------------------------------------------------------------------
def example_sheet() -> Sheet:
    # Top:    | 0 1 | 2 3 4 | 5 6 7 8 9 |      estates of 2, 3 and 5 (the last ends the street)
    # Middle: | 1 1b 2 | 3 _ 5 ...             one 3-estate with a bis house; 3 _ 5 is open
    # Bottom: | R | 4 | 5 ...                  a roundabout, then a 1-estate
    return make_sheet(
        "0 1 | 2 3 4 | 5 6 7 8 9",
        "1 1b 2 | 3 _ 5",
        "R 4 | 5",
        columns=(1, 2, 0, 0, 1, 0),
        parks=(2, 4, 1),
        pools=(mask(2, 6), mask(3), 0),
        temps=4,
        refusals=2,
        plans=(8, 0, 7),
    )


def test_score_breakdown_of_a_worked_example() -> None:
    # Hand computation (welcome-data.md tables):
    #   plans     8 + 7                                   = 15
    #   parks     top 2 boxes -> 4, middle 4 -> 14, bottom 1 -> 2 = 20
    #   pools     3 pools -> 9
    #   temps     4 hires, tied first with seat 2 (4), seat 1 has 2 -> 7 (dense ranks)
    #   estates   size 1 (column 1 crossed once) 3; size 2 (crossed twice) 4;
    #             two of size 3 (uncrossed) 3 + 3; size 5 (crossed once) 6 -> 19
    #   bis       1 bis house -> 1;  refusals 2 -> 3;  roundabouts 1 -> 3
    #   total     15 + 20 + 9 + 7 + 19 - 1 - 3 - 3 = 63
    others = [make_sheet(temps=2), make_sheet(temps=4)]
    state = positioned(seats=3, advanced=True, sheets=[example_sheet(), *others])
    scores = state.scores()
    assert scores[0].to_json() == {
        "plans": 15,
        "parks": 20,
        "pools": 9,
        "temps": 7,
        "estates": 19,
        "bis": 1,
        "refusals": 3,
        "roundabouts": 3,
        "total": 63,
    }
    assert [s.total for s in scores] == [63, 4, 7]
    assert state.ranking() == (1, 3, 2)


def test_score_breakdown_of_a_maxed_out_sheet() -> None:
    # Top:    | 0 1 2 3 4 5 | 6 7 8 9 |        a 6-estate (used for a plan) and a 4-estate
    # Middle: | 0 0b 1 1b 2 2b 3 3b 4 4b 5 |   11 houses without a fence: no estate, 5 bis
    # Bottom: | 0 | 1 1b | 2 2b | 3 3b 4 | 5 6 7 _ |   estates 1, 2, 2, 3; 3 more bis
    sheet = make_sheet(
        "0 1 2 3 4 5 | 6 7 8 9",
        "0 0b 1 1b 2 2b 3 3b 4 4b 5",
        "0 | 1 1b | 2 2b | 3 3b 4 | 5 6 7",
        columns=(1, 2, 3, 4, 4, 4),
        parks=(3, 4, 5),
        pools=(mask(2, 6, 7), mask(0, 3, 7), mask(1, 6, 10)),
        temps=11,
        refusals=3,
        plans=(4, 6, 13),
        used=(mask(0, 1, 2, 3, 4, 5), 0, 0),
        used_estates=frozenset({(0, 0, 6)}),
    )
    # Hand computation:
    #   plans     4 + 6 + 13 = 23
    #   parks     all boxes: 10 + 14 + 18 = 42
    #   pools     all 9 -> 36
    #   temps     11, tied with the other seat's 11 -> both 7
    #   estates   every column full: size 6 -> 12 (a used estate still scores), size 4 -> 8,
    #             size 1 -> 3, two of size 2 -> 4 + 4, size 3 -> 6: 37
    #   bis       8 bis houses -> 24;  refusals 3 -> 5;  no roundabout
    #   total     23 + 42 + 36 + 7 + 37 - 24 - 5 = 116
    state = positioned(seats=2, sheets=[sheet, make_sheet(temps=11)])
    assert state.scores()[0].to_json() == {
        "plans": 23,
        "parks": 42,
        "pools": 36,
        "temps": 7,
        "estates": 37,
        "bis": 24,
        "refusals": 5,
        "roundabouts": 0,
        "total": 116,
    }
    assert state.scores()[1].total == 7
    assert state.ranking() == (1, 2)


def test_the_same_sheet_in_solo_scores_temps_by_threshold() -> None:
    # Solo: 4 hires < 6 -> 0, so the total is 63 - 7 = 56; with 6 hires it is 63 again.
    state = positioned(Mode.SOLO, sheets=[example_sheet()])
    assert state.scores()[0].total == 56
    sheet = replace(example_sheet(), temps=6)
    state = positioned(Mode.SOLO, sheets=[sheet])
    assert state.scores()[0].temps == 7 and state.scores()[0].total == 63


# --- temp majority ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "temps,points",
    [
        ([5, 3, 2, 1], [7, 4, 1, 0]),
        ([5, 5, 3, 0], [7, 7, 4, 0]),  # tied first, next count is second
        ([4, 4, 4], [7, 7, 7]),
        ([6, 5, 5, 2, 1], [7, 4, 4, 1, 0]),  # dense: the 2 is third, not fourth
        ([3, 0], [7, 0]),  # no hire scores nothing
        ([0, 0, 0], [0, 0, 0]),
        ([1], [7]),
        ([2, 2, 1, 1, 0], [7, 7, 4, 4, 0]),
    ],
)
def test_temp_majority_with_shared_ranks(temps: list[int], points: list[int]) -> None:
    assert list(temp_points(temps, solo=False)) == points
    sheets = [make_sheet(temps=t) for t in temps]
    state = positioned(seats=len(temps), sheets=sheets)
    assert [s.temps for s in state.scores()] == points


# --- tie-breaks -------------------------------------------------------------------------------
def test_ties_go_to_the_most_completed_estates() -> None:
    # Both score 2: two 1-estates (1 + 1) against one 2-estate (2).
    two_ones, one_two = make_sheet("1 | 2 |"), make_sheet("1 2 |")
    state = positioned(seats=2, sheets=[one_two, two_ones])
    assert [s.total for s in state.scores()] == [2, 2]
    assert state.ranking() == (2, 1)


def test_then_the_most_1_house_estates() -> None:
    # Both score 4 with two estates: sizes 1 + 3 against 2 + 2.
    state = positioned(seats=2, sheets=[make_sheet("1 2 | 3 4 |"), make_sheet("1 | 2 3 4 |")])
    assert [s.total for s in state.scores()] == [4, 4]
    assert state.ranking() == (2, 1)


def test_then_the_most_2_house_estates() -> None:
    # Both score 6 with two estates and no 1-estate: 2 + 4 against 3 + 3.
    a, b = make_sheet("1 2 3 | 4 5 6 |"), make_sheet("1 2 | 3 4 5 6 |")
    state = positioned(seats=2, sheets=[a, b])
    assert [s.total for s in state.scores()] == [6, 6]
    assert state.ranking() == (2, 1)


def test_a_full_tie_shares_the_rank_and_the_total_comes_first() -> None:
    same = make_sheet("1 2 |")
    state = positioned(seats=3, sheets=[same, make_sheet("1 | 2 | 3 |"), same])
    assert [s.total for s in state.scores()] == [2, 3, 2]
    assert state.ranking() == (2, 1, 2)
    # More estates never beats more points.
    state = positioned(seats=2, sheets=[make_sheet("1 | 2 |"), make_sheet("1 2 3 |")])
    assert state.ranking() == (2, 1)


def test_scores_ignore_an_unresolved_round() -> None:
    state = positioned(
        seats=2,
        combos=offer(
            (5, S),
        )
        * 3,
    )
    before = state.scores()
    state = submit(state, 0, write(0, 0, 0, effect=True, fence=(0, 0)))
    assert state.scores() == before
