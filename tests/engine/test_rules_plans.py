"""City plans: estate and advanced plans, first/later values, used estates, claims, reshuffle."""

from __future__ import annotations

from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.engine import (
    ADVANCED_PLANS,
    BASIC_PLANS,
    PLANS_BY_ID,
    GameState,
    IllegalMove,
    Mode,
    Move,
    PlanDef,
    Reason,
    Sheet,
    check_move,
    estate_options,
    plan_met,
    play_round,
    preferred_estates,
    submit,
)
from welcome_desktop.games.welcome.engine.plans import still_possible
from welcome_desktop.games.welcome.engine.sheet import Estate

from .engine_helpers import B, L, P, S, T, make_sheet, mask, offer, positioned, write

TEMPS7 = PLANS_BY_ID["n1_seven_temps"]
PARKS2 = PLANS_BY_ID["n2_parks_two_streets"]
SIZES = (10, 11, 12)


def fillers(plan: PlanDef, index: int) -> tuple[PlanDef, PlanDef, PlanDef]:
    """``plan`` at ``index`` and two plans the test sheets never meet (no temps, no parks)."""
    out = [TEMPS7, PARKS2, TEMPS7]
    out[index] = plan
    return (out[0], out[1], out[2])


def estate_layout(sizes: tuple[int, ...]) -> tuple[list[str], list[Estate], tuple[int, int, int]]:
    """Street texts holding one estate of each size, the estates, and the last house written
    (street, house, number): the caller leaves it empty to complete it during the test."""
    tokens: list[list[str]] = [[], [], []]
    estates: list[Estate] = []
    last = (0, 0, 0)
    for size in sorted(sizes, reverse=True):
        s = next(i for i in range(3) if SIZES[i] - len(_houses(tokens[i])) >= size)
        start = len(_houses(tokens[s]))
        for k in range(size):
            tokens[s].append(str(start + k))
        tokens[s].append("|")
        estates.append((s, start, size))
        last = (s, start + size - 1, start + size - 1)
    return [" ".join(t) for t in tokens], estates, last


def _houses(tokens: list[str]) -> list[str]:
    return [t for t in tokens if t != "|"]


def with_hole(texts: list[str], street: int, house: int) -> Sheet:
    full = make_sheet(*texts)
    row = list(full.houses[street])
    row[house] = -1
    houses = list(full.houses)
    houses[street] = tuple(row)
    return replace(full, houses=(houses[0], houses[1], houses[2]))


# --- every basic estate plan --------------------------------------------------------------------
@pytest.mark.parametrize("plan", BASIC_PLANS, ids=lambda p: p.id)
def test_each_estate_plan_is_achieved_by_completing_its_estates(plan: PlanDef) -> None:
    texts, estates, (s, h, number) = estate_layout(plan.sizes)
    index = plan.deck - 1
    sheet = with_hole(texts, s, h)
    state = positioned(sheets=[sheet], combos=offer((number, L), (number, L), (number, L)))
    state = replace(state, plans=fillers(plan, index))
    nxt = play_round(state, [write(0, s, h)])
    got = nxt.sheets[0]
    assert got.plans[index] == plan.first
    assert sum(got.plans) == plan.first
    assert nxt.approved == tuple(i == index for i in range(3))
    assert got.used_estates == frozenset(estates)
    used = [0, 0, 0]
    for es, start, size in estates:
        used[es] |= ((1 << size) - 1) << start
    assert got.used == tuple(used)


@pytest.mark.parametrize("plan", BASIC_PLANS, ids=lambda p: p.id)
def test_an_estate_plan_is_not_met_with_a_wrong_size(plan: PlanDef) -> None:
    # Same layout, but the last estate is one house longer (or shorter for size 6).
    sizes = list(plan.sizes)
    smallest = min(sizes)
    sizes[sizes.index(smallest)] = smallest + 1 if smallest < 6 else 5
    texts, _, (s, h, number) = estate_layout(tuple(sizes))
    state = positioned(
        sheets=[with_hole(texts, s, h)], combos=offer((number, L), (number, L), (number, L))
    )
    state = replace(state, plans=fillers(plan, plan.deck - 1))
    nxt = play_round(state, [write(0, s, h)])
    assert nxt.sheets[0].plans == (0, 0, 0)
    assert nxt.approved == (False, False, False)


# --- every advanced plan, with a worked example and a near miss --------------------------------
def adv_state(plan_id: str, sheet: Sheet, combos: object) -> GameState:
    plan = PLANS_BY_ID[plan_id]
    state = positioned(advanced=True, sheets=[sheet], combos=combos)  # type: ignore[arg-type]
    return replace(state, plans=fillers(plan, 2))


def claimed(state: GameState, move: Move) -> int:
    return play_round(state, [move]).sheets[0].plans[2]


FULL_MIDDLE = "0 1 2 3 4 5 6 7 8 9 10"


def test_top_street_full() -> None:
    sheet = make_sheet("0 1 2 3 4 5 6 7 8")
    state = adv_state("n1_top_street_full", sheet, offer((9, L), (9, L), (9, L)))
    nxt = play_round(state, [write(0, 0, 9)])
    assert nxt.sheets[0].plans[2] == 6
    assert nxt.sheets[0].used[0] == mask(*range(10))
    # Near miss: the move goes to another street.
    assert claimed(state, write(0, 1, 9)) == 0


def test_bottom_street_full_with_a_roundabout_as_a_filled_slot() -> None:
    sheet = make_sheet("", "", "0 1 2 3 4 R 0 1 2 3 4")
    state = adv_state("n1_bottom_street_full", sheet, offer((5, L), (5, L), (5, L)))
    nxt = play_round(state, [write(0, 2, 11)])
    assert nxt.sheets[0].plans[2] == 8
    assert claimed(state, write(0, 0, 0)) == 0


def test_first_and_last_houses_of_all_streets() -> None:
    sheet = make_sheet("0 _ _ _ _ _ _ _ _ 9", "0 _ _ _ _ _ _ _ _ _ 10", "0")
    state = adv_state("n1_street_ends", sheet, offer((11, L), (11, L), (11, L)))
    nxt = play_round(state, [write(0, 2, 11)])
    assert nxt.sheets[0].plans[2] == 7
    assert nxt.sheets[0].used == (mask(0, 9), mask(0, 10), mask(0, 11))
    assert claimed(state, write(0, 2, 10)) == 0


def test_seven_temps() -> None:
    state = adv_state("n1_seven_temps", make_sheet(temps=6), offer((5, T), (5, L), (5, L)))
    assert claimed(state, write(0, 0, 5, effect=True, shift=1)) == 6
    assert claimed(state, write(0, 0, 5)) == 0


def test_five_bis_in_one_street() -> None:
    sheet = make_sheet("", "1 1b 2 2b 3 3b 4 4b 5")
    state = adv_state("n1_five_bis_one_street", sheet, offer((9, B), (9, L), (9, L)))
    assert claimed(state, write(0, 0, 0, effect=True, bis=(1, 9, 8))) == 8
    # Five bis houses over two streets do not count.
    assert claimed(state, write(0, 0, 0, effect=True, bis=(0, 1, 0))) == 0


def test_parks_in_two_streets() -> None:
    state = adv_state(
        "n2_parks_two_streets",
        make_sheet(parks=(3, 3, 0)),
        offer(
            (5, L),
        )
        * 3,
    )
    assert claimed(state, write(0, 1, 5, effect=True)) == 7
    assert claimed(state, write(0, 2, 5, effect=True)) == 0


def test_pools_in_two_streets() -> None:
    sheet = make_sheet("_ _ 2 _ _ _ 6 7", "0 _ _ 3", pools=(mask(2, 6, 7), mask(0, 3), 0))
    state = adv_state(
        "n2_pools_two_streets",
        sheet,
        offer(
            (7, P),
        )
        * 3,
    )
    assert claimed(state, write(0, 1, 7, effect=True)) == 7
    assert claimed(state, write(0, 1, 7)) == 0


def test_parks_and_pools_of_the_middle_street() -> None:
    sheet = make_sheet("", "0 _ _ 3 _ _ _ 7", pools=(0, mask(0, 3, 7), 0), parks=(0, 3, 0))
    state = adv_state(
        "n2_middle_parks_pools",
        sheet,
        offer(
            (9, L),
        )
        * 3,
    )
    assert claimed(state, write(0, 1, 9, effect=True)) == 8
    assert claimed(state, write(0, 0, 9, effect=True)) == 0  # a park in the top street


def test_parks_and_pools_of_the_bottom_street() -> None:
    sheet = make_sheet(
        "", "", "_ 1 _ _ _ _ 6 _ _ _ 10", pools=(0, 0, mask(1, 6, 10)), parks=(0, 0, 4)
    )
    state = adv_state(
        "n2_bottom_parks_pools",
        sheet,
        offer(
            (11, L),
        )
        * 3,
    )
    assert claimed(state, write(0, 2, 11, effect=True)) == 10
    assert claimed(state, write(0, 2, 11)) == 0


def test_parks_pools_and_a_roundabout_in_one_street() -> None:
    sheet = make_sheet("_ _ 2 _ _ _ 6 7", pools=(mask(2, 6, 7), 0, 0), parks=(3, 0, 0))
    state = adv_state(
        "n2_parks_pools_roundabout",
        sheet,
        offer(
            (9, L),
        )
        * 3,
    )
    assert claimed(state, write(0, 0, 9, roundabout=(0, 4))) == 10
    # A roundabout in another street does not count.
    assert claimed(state, write(0, 0, 9, roundabout=(1, 4))) == 0


def test_every_advanced_plan_has_a_worked_example_above() -> None:
    tested = {
        "n1_top_street_full",
        "n1_bottom_street_full",
        "n1_street_ends",
        "n1_seven_temps",
        "n1_five_bis_one_street",
        "n2_parks_two_streets",
        "n2_pools_two_streets",
        "n2_middle_parks_pools",
        "n2_bottom_parks_pools",
        "n2_parks_pools_roundabout",
    }
    assert {p.id for p in ADVANCED_PLANS} == tested


# --- first and later values -------------------------------------------------------------------
PLAN_25 = PLANS_BY_ID["n3_estates_25"]  # estates 2 and 5: 7 / 3


def two_five(hole: bool = True) -> Sheet:
    # Top: | 0 1 | 2 3 4 5 _ | -> writing 6 in house 6 completes the 5-estate.
    return make_sheet("0 1 | 2 3 4 5 _ |" if hole else "0 1 | 2 3 4 5 6 |")


def test_all_achievers_of_the_same_round_score_the_first_value() -> None:
    state = positioned(
        seats=3,
        sheets=[two_five()] * 3,
        combos=offer(
            (6, L),
        )
        * 3,
    )
    state = replace(state, plans=fillers(PLAN_25, 2))
    # Seats 0 and 1 complete the plan in round 1; seat 2 writes elsewhere.
    state = submit(state, 0, write(0, 0, 6))
    state = submit(state, 1, write(0, 0, 6))
    state = submit(state, 2, write(0, 1, 6))
    assert [s.plans[2] for s in state.sheets] == [7, 7, 0]
    assert state.approved == (False, False, True)
    assert state.plan_points()[2] == 3
    # Seat 2 completes it in round 2: the later value.
    state = replace(
        state,
        offers=(
            offer(
                (6, L),
            )
            * 3,
        )
        * 3,
    )
    state = play_round(state, [write(0, 2, 0), write(0, 2, 0), write(0, 0, 6)])
    assert [s.plans[2] for s in state.sheets] == [7, 7, 3]


def test_an_approved_plan_scores_the_later_value() -> None:
    state = positioned(
        sheets=[two_five()],
        combos=offer(
            (6, L),
        )
        * 3,
    )
    state = replace(state, plans=fillers(PLAN_25, 2), approved=(False, False, True))
    assert play_round(state, [write(0, 0, 6)]).sheets[0].plans[2] == 3


def test_a_plan_scores_once_per_player() -> None:
    # Already scored: a second set of estates brings nothing and cannot be claimed.
    sheet = make_sheet("0 1 | 2 3 4 5 6 |", "0 1 | 2 3 4 5 _ |", plans=(0, 0, 7))
    sheet = replace(sheet, used=(mask(*range(7)), 0, 0))
    sheet = replace(sheet, used_estates=frozenset({(0, 0, 2), (0, 2, 5)}))
    state = positioned(
        sheets=[sheet],
        combos=offer(
            (6, L),
        )
        * 3,
    )
    state = replace(state, plans=fillers(PLAN_25, 2), approved=(False, False, True))
    nxt = play_round(state, [write(0, 1, 6)])
    assert nxt.sheets[0].plans == (0, 0, 7)
    claim = write(0, 1, 6, claims=((2, ((1, 0, 2), (1, 2, 5))),))
    with pytest.raises(IllegalMove) as info:
        check_move(state, 0, claim)
    assert info.value.reason is Reason.PLAN_ALREADY_SCORED


def test_several_plans_in_one_turn() -> None:
    # Estates 3, 4, 4 and a 4 completed now: plan 4,4 (n1) and plan 3,4 (n3) both score.
    plan44, plan34 = PLANS_BY_ID["n1_estates_44"], PLANS_BY_ID["n3_estates_34"]
    sheet = make_sheet("0 1 2 | 3 4 5 6 |", "0 1 2 3 | 4 5 6 _ |")
    state = positioned(
        sheets=[sheet],
        combos=offer(
            (7, L),
        )
        * 3,
    )
    state = replace(state, plans=(plan44, PARKS2, plan34))
    nxt = play_round(state, [write(0, 1, 7)])
    assert nxt.sheets[0].plans == (6, 0, 7)
    assert nxt.approved == (True, False, True)
    assert len(nxt.sheets[0].used_estates) == 4


def test_used_estates_cannot_serve_another_plan() -> None:
    # Estates 3, 4, 4 (and a 3 made now): plans 4,4 and 3,4 compete for the 4s.
    plan44, plan34 = PLANS_BY_ID["n1_estates_44"], PLANS_BY_ID["n3_estates_34"]
    sheet = make_sheet("0 1 2 | 3 4 5 6 |", "0 1 2 3 | 4 5 6")
    state = positioned(
        sheets=[sheet],
        combos=offer(
            (7, S),
        )
        * 3,
    )
    state = replace(state, plans=(plan44, PARKS2, plan34))
    # Explicitly choose the 4,4 plan with both 4-estates: the 3,4 plan is left unmet.
    claim = ((0, ((0, 3, 4), (1, 0, 4))),)
    move = write(0, 0, 7, effect=True, fence=(1, 6), claims=claim)
    nxt = play_round(state, [move])
    assert nxt.sheets[0].plans == (6, 0, 0)
    # Later, a new 4-estate plus the still free 3-estate achieve 3,4 (later turn, first value).
    sheet = make_sheet("0 1 2 | 3 4 5 6 |", "0 1 2 3 | 4 5 6 | 7 8 9 _ |")
    sheet = replace(sheet, plans=(6, 0, 0), used=nxt.sheets[0].used)
    sheet = replace(sheet, used_estates=nxt.sheets[0].used_estates)
    state = replace(
        state,
        sheets=(sheet,),
        approved=nxt.approved,
        offers=(
            offer(
                (10, L),
            )
            * 3,
        ),
    )
    again = play_round(state, [write(0, 1, 10)])
    assert again.sheets[0].plans == (6, 0, 7)


def test_used_houses_of_a_street_plan_cannot_serve_an_estate_plan() -> None:
    top_full, plan334 = PLANS_BY_ID["n1_top_street_full"], PLANS_BY_ID["n2_estates_334"]
    sheet = make_sheet("0 1 2 | 3 4 5 | 6 7 8")
    state = positioned(
        advanced=True,
        sheets=[sheet],
        combos=offer(
            (9, L),
        )
        * 3,
    )
    state = replace(state, plans=(top_full, plan334, TEMPS7))
    # Claiming the street plan marks every top house: the 3,3,4 estates are used up.
    nxt = play_round(state, [write(0, 0, 9, claims=((0, ()),))])
    assert nxt.sheets[0].plans == (6, 0, 0)
    # Left to the engine, the order that scores the most wins: 3,3,4 (12) over the street (6).
    auto = play_round(state, [write(0, 0, 9)])
    assert auto.sheets[0].plans == (0, 12, 0)


def test_a_street_whose_estate_served_a_plan_cannot_serve_the_street_plan() -> None:
    top_full = PLANS_BY_ID["n1_top_street_full"]
    sheet = make_sheet("0 1 2 | 3 4 5 6 7 8", plans=(0, 0, 7))
    sheet = replace(sheet, used=(mask(0, 1, 2), 0, 0), used_estates=frozenset({(0, 0, 3)}))
    state = positioned(
        advanced=True,
        sheets=[sheet],
        combos=offer(
            (9, L),
        )
        * 3,
    )
    state = replace(state, plans=(top_full, PARKS2, PLANS_BY_ID["n3_estates_34"]))
    assert play_round(state, [write(0, 0, 9)]).sheets[0].plans == (0, 0, 7)


def test_fences_stay_allowed_in_a_street_used_by_the_street_plan() -> None:
    sheet = make_sheet("0 1 2 3 4 5 6 7 8 9", plans=(6, 0, 0), used=(mask(*range(10)), 0, 0))
    state = positioned(
        advanced=True,
        sheets=[sheet],
        combos=offer(
            (5, S),
        )
        * 3,
    )
    after = check_move(state, 0, write(0, 1, 0, effect=True, fence=(0, 4)))
    assert after.fences[0] == mask(4)


def test_a_pool_used_by_a_plan_still_lets_its_house_serve_another() -> None:
    pools2, plan34 = PLANS_BY_ID["n2_pools_two_streets"], PLANS_BY_ID["n3_estates_34"]
    sheet = make_sheet(
        "0 1 2 | 3 4 5 6 | _", "0 _ _ 3 _ _ _ 7", pools=(mask(2, 6), mask(0, 3, 7), 0)
    )
    state = positioned(
        advanced=True,
        sheets=[sheet],
        combos=offer(
            (7, P),
        )
        * 3,
    )
    state = replace(state, plans=(TEMPS7, pools2, plan34))
    # The pool plan uses the pools of houses 2 and 6; the 3,4 plan uses those houses' estates.
    nxt = play_round(state, [write(0, 0, 7, effect=True)])
    assert nxt.sheets[0].plans == (0, 7, 7)


# --- explicit estate choice through Move.claims -----------------------------------------------
def choice_state() -> GameState:
    # Top: | 0 1 | 2 3 | 4 5 6 7 8 _ |; completing the 5-estate allows plan 2,5 with either 2.
    sheet = make_sheet("0 1 | 2 3 | 4 5 6 7 _ |")
    state = positioned(
        sheets=[sheet],
        combos=offer(
            (8, L),
        )
        * 3,
    )
    return replace(state, plans=fillers(PLAN_25, 2))


def test_without_claims_the_first_estates_in_street_order_are_used() -> None:
    nxt = play_round(choice_state(), [write(0, 0, 8)])
    assert nxt.sheets[0].used_estates == {(0, 0, 2), (0, 4, 5)}


def test_when_plans_compete_the_engine_claims_the_higher_scoring_one() -> None:
    # Estates 3, 4, 4 (and a 3 made now): 4,4 (6 points) and 3,4 (7 points) compete.
    plan44, plan34 = PLANS_BY_ID["n1_estates_44"], PLANS_BY_ID["n3_estates_34"]
    sheet = make_sheet("0 1 2 | 3 4 5 6 |", "0 1 2 3 | 4 5 6")
    state = positioned(
        sheets=[sheet],
        combos=offer(
            (7, S),
        )
        * 3,
    )
    state = replace(state, plans=(plan44, PARKS2, plan34))
    nxt = play_round(state, [write(0, 0, 7, effect=True, fence=(1, 6))])
    assert nxt.sheets[0].plans == (0, 0, 7)


def test_claims_choose_the_estates() -> None:
    state = choice_state()
    nxt = play_round(state, [write(0, 0, 8, claims=((2, ((0, 2, 2), (0, 4, 5))),))])
    assert nxt.sheets[0].used_estates == {(0, 2, 2), (0, 4, 5)}
    assert nxt.sheets[0].used[0] == mask(*range(2, 9))
    nxt = play_round(state, [write(0, 0, 8, claims=((2, ((0, 0, 2), (0, 4, 5))),))])
    assert nxt.sheets[0].used_estates == {(0, 0, 2), (0, 4, 5)}


@pytest.mark.parametrize(
    "claims,reason",
    [
        (((2, ((0, 2, 2),)),), Reason.PLAN_CLAIM_INVALID),  # sizes do not match
        (((2, ((0, 0, 2), (0, 2, 2))),), Reason.PLAN_CLAIM_INVALID),
        (((2, ((0, 0, 3), (0, 4, 5))),), Reason.PLAN_CLAIM_INVALID),  # no such estate
        (((2, ((0, 0, 2), (0, 0, 2))),), Reason.PLAN_CLAIM_INVALID),  # the same one twice
        (((3, ()),), Reason.NO_SUCH_PLAN),
        (((2, ((0, 0, 2), (0, 4, 5))), (2, ((0, 2, 2), (0, 4, 5)))), Reason.NO_SUCH_PLAN),
        (((0, ()),), Reason.PLAN_NOT_MET),  # seven temps
        (((0, ((0, 0, 2),)),), Reason.PLAN_CLAIM_INVALID),  # estates for a non-estate plan
    ],
)
def test_invalid_claims_are_refused(claims: tuple, reason: Reason) -> None:  # type: ignore[type-arg]
    with pytest.raises(IllegalMove) as info:
        check_move(choice_state(), 0, write(0, 0, 8, claims=claims))
    assert info.value.reason is reason


# --- reshuffle after the game's first plan achievement ----------------------------------------
def test_an_achiever_may_reshuffle_once_in_the_standard_game() -> None:
    state = positioned(
        seats=2,
        sheets=[two_five()] * 2,
        seed=5,
        combos=offer(
            (6, L),
        )
        * 3,
    )
    state = replace(state, plans=fillers(PLAN_25, 2))
    assert state.can_reshuffle() and state.shuffles == 0
    nxt = play_round(state, [write(0, 0, 6, reshuffle=True), write(0, 1, 0)])
    assert nxt.sheets[0].plans[2] == 7
    assert nxt.shuffles == 1 and nxt.pos == 1
    assert nxt.cards_left() == 75  # 3 new stacks of 27, one card turned from each
    assert not nxt.can_reshuffle()
    # Once a plan has been achieved in the game, nobody may ask again.
    with pytest.raises(IllegalMove) as info:
        check_move(nxt, 1, Move(combo=0, street=2, house=11, reshuffle=True))
    assert info.value.reason is Reason.RESHUFFLE_NOT_ALLOWED


def test_a_non_achiever_cannot_trigger_the_reshuffle() -> None:
    state = positioned(
        seats=2,
        sheets=[two_five()] * 2,
        seed=5,
        combos=offer(
            (6, L),
        )
        * 3,
    )
    state = replace(state, plans=fillers(PLAN_25, 2))
    nxt = play_round(state, [write(0, 0, 6), write(0, 1, 0, reshuffle=True)])
    assert nxt.sheets[0].plans[2] == 7 and nxt.sheets[1].plans[2] == 0
    assert nxt.shuffles == 0 and nxt.pos == state.pos + 1
    assert not nxt.can_reshuffle()  # the chance has passed


@pytest.mark.parametrize("mode,seats", [(Mode.SOLO, 1), (Mode.EXPERT, 2)])
def test_no_reshuffle_outside_the_standard_game(mode: Mode, seats: int) -> None:
    state = positioned(mode, seats, sheets=[two_five()] * seats, seed=5)
    assert not state.can_reshuffle()
    with pytest.raises(IllegalMove) as info:
        check_move(state, 0, Move(combo=0, street=2, house=11, reshuffle=True))
    assert info.value.reason is Reason.RESHUFFLE_NOT_ALLOWED


# --- default estates keep the other plans possible -----------------------------------------------
ENDS = PLANS_BY_ID["n1_street_ends"]
TOP_FULL = PLANS_BY_ID["n1_top_street_full"]


def test_default_estates_keep_the_street_ends_plan_possible() -> None:
    """Estates 2 at houses 0-1 or 2-3 both serve plan 2,5; the first in street order would use
    the top street's first house and make "street ends" impossible for ever."""
    state = replace(choice_state(), plans=(ENDS, PARKS2, PLAN_25))
    nxt = play_round(state, [write(0, 0, 8)])
    assert nxt.sheets[0].used_estates == {(0, 2, 2), (0, 4, 5)}
    assert not nxt.sheets[0].used[0] & 1
    assert still_possible(nxt.sheets[0], ENDS)
    # Once "street ends" is scored, nothing is to keep: street order again.
    done = replace(state, sheets=(replace(state.sheets[0], plans=(7, 0, 0)),))
    assert play_round(done, [write(0, 0, 8)]).sheets[0].used_estates == {(0, 0, 2), (0, 4, 5)}


def test_default_estates_keep_a_whole_street_plan_possible() -> None:
    """Plan 2,5 can take its 2 in the top street or the middle one: the top street stays free
    for "every house of the top street"."""
    sheet = make_sheet("0 1 |", "0 1 |", "0 1 2 3 _ |")
    state = positioned(sheets=[sheet], combos=offer((4, L), (4, L), (4, L)))
    state = replace(state, plans=(TOP_FULL, PARKS2, PLAN_25))
    nxt = play_round(state, [write(0, 2, 4)])
    assert nxt.sheets[0].used_estates == {(1, 0, 2), (2, 0, 5)}
    assert still_possible(nxt.sheets[0], TOP_FULL)
    # Without a plan to keep possible, street order decides.
    plain = replace(state, plans=(TEMPS7, PARKS2, PLAN_25))
    assert play_round(plain, [write(0, 2, 4)]).sheets[0].used_estates == {(0, 0, 2), (2, 0, 5)}


def test_preferred_estates_lists_every_option_best_first() -> None:
    sheet = make_sheet("0 1 | 2 3 | 4 5 6 7 8 |")
    plans = (ENDS, PARKS2, PLAN_25)
    options = preferred_estates(sheet, plans, 2)
    assert sorted(options) == sorted(estate_options(sheet, PLAN_25))
    assert options == [((0, 2, 2), (0, 4, 5)), ((0, 0, 2), (0, 4, 5))]
    assert preferred_estates(sheet, (TEMPS7, PARKS2, PLAN_25), 2) == estate_options(sheet, PLAN_25)


def test_a_roundabout_on_an_end_house_counts_as_built_for_street_ends() -> None:
    """Board Game Arena's reading: the end house holds a roundabout, so it is not empty."""
    streets = ("R 0 _ _ _ _ _ _ _ 9", "0 _ _ _ _ _ _ _ _ _ 10", "0 _ _ _ _ _ _ _ _ _ _ R")
    assert plan_met(make_sheet(*streets), ENDS)
    assert not plan_met(make_sheet("_ 0 _ _ _ _ _ _ _ 9", *streets[1:]), ENDS)
    state = adv_state("n1_street_ends", make_sheet(streets[0], "0", streets[2]), offer((11, L)) * 3)
    assert claimed(state, write(0, 1, 10)) == 7
    assert claimed(state, write(0, 1, 9)) == 0
