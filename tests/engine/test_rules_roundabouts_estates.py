"""Roundabouts (advanced variant) and completed estates: sizes 1-6, bis houses, breaks."""

from __future__ import annotations

import pytest

from welcome_desktop.games.welcome.engine import (
    EndReason,
    GameState,
    IllegalMove,
    Move,
    Reason,
    check_move,
    moves_for_sheet,
    play_round,
)
from welcome_desktop.games.welcome.engine.scoring import score_sheet

from .engine_helpers import B, L, P, S, make_sheet, mask, offer, positioned, write


def reason_of(state: GameState, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as info:
        check_move(state, 0, move)
    return info.value.reason


def adv(*sheets_text: str, combos: object = None, **kw: object) -> GameState:
    sheet = make_sheet(*sheets_text, **kw)
    if combos is None:
        combos = offer((2, L), (9, S), (15, P))
    return positioned(advanced=True, sheets=[sheet], combos=combos)  # type: ignore[arg-type]


# --- roundabouts --------------------------------------------------------------------------------
def test_roundabouts_only_in_the_advanced_variant() -> None:
    state = positioned(combos=offer((2, L), (9, S), (15, P)))
    assert reason_of(state, write(0, 0, 5, roundabout=(0, 3))) is Reason.ROUNDABOUTS_NOT_IN_GAME


def test_a_roundabout_has_fences_on_both_sides() -> None:
    state = adv()
    sheet = check_move(state, 0, write(0, 0, 5, roundabout=(0, 3)))
    assert sheet.houses[0][3] == -2 and sheet.houses[0][5] == 2
    assert sheet.fences == (mask(2, 3), 0, 0)
    assert sheet.roundabout_count == 1
    # At a street end only the inner side needs a fence.
    sheet = check_move(state, 0, write(0, 0, 5, roundabout=(2, 0)))
    assert sheet.fences == (0, 0, mask(0))
    sheet = check_move(state, 0, write(0, 0, 5, roundabout=(2, 11)))
    assert sheet.fences == (0, 0, mask(10))


def test_each_side_of_a_roundabout_is_its_own_0_to_17_run() -> None:
    # Top: 8 9 10 _ _ ... A 2 cannot follow 10, but can after a roundabout.
    state = adv("8 9 10")
    assert reason_of(state, write(0, 0, 5)) is Reason.NUMBER_OUT_OF_ORDER
    sheet = check_move(state, 0, write(0, 0, 5, roundabout=(0, 4)))
    assert sheet.houses[0][:6] == (8, 9, 10, -1, -2, 2)
    # And the left run may still go up to 17 while the right one starts from 0.
    state = adv("_ _ R 5", combos=offer((15, L), (0, S), (16, P)))
    assert check_move(state, 0, write(0, 0, 1)).houses[0][:4] == (-1, 15, -2, 5)
    assert reason_of(state, write(1, 0, 4)) is Reason.NUMBER_OUT_OF_ORDER  # 0 after 5
    assert check_move(state, 0, write(1, 0, 0)).houses[0][:4] == (0, -1, -2, 5)


def test_at_most_two_roundabouts() -> None:
    state = adv("1 R 3", "R 4")
    assert reason_of(state, write(0, 2, 5, roundabout=(2, 3))) is Reason.ROUNDABOUTS_FULL
    state = adv("1 R 3")
    assert check_move(state, 0, write(0, 2, 5, roundabout=(2, 3))).roundabout_count == 2


def test_a_roundabout_needs_an_empty_house_other_than_the_number() -> None:
    state = adv("1 _ 3")
    assert reason_of(state, write(0, 2, 5, roundabout=(0, 0))) is Reason.ROUNDABOUT_NOT_EMPTY
    assert reason_of(state, write(0, 2, 5, roundabout=(2, 5))) is Reason.ROUNDABOUT_ON_NUMBER
    assert reason_of(state, write(0, 2, 5, roundabout=(0, 10))) is Reason.NO_SUCH_HOUSE
    assert reason_of(state, Move(roundabout=(2, 5))) is Reason.NO_EFFECT_WITH_REFUSAL


def test_a_roundabout_is_not_a_house_for_pools_or_bis() -> None:
    # A roundabout on a planned pool builds no pool; the effect needs this turn's number there.
    state = adv(combos=offer((2, P), (9, B), (15, P)))
    sheet = check_move(state, 0, write(0, 0, 5, roundabout=(0, 2)))
    assert sheet.pools == (0, 0, 0)
    assert reason_of(state, write(0, 0, 2, effect=True, roundabout=(0, 2))) is (
        Reason.ROUNDABOUT_ON_NUMBER
    )
    # A bis cannot copy a roundabout nor be written over one.
    state = adv("3 R _ 5", combos=offer((9, B), (9, B), (9, B)))
    with pytest.raises(IllegalMove):
        check_move(state, 0, write(0, 0, 6, effect=True, bis=(0, 2, 1)))
    with pytest.raises(IllegalMove):
        check_move(state, 0, write(0, 0, 6, effect=True, bis=(0, 1, 0)))


def test_roundabouts_cost_3_then_8_points() -> None:
    assert score_sheet(adv().sheets[0], 0).roundabouts == 0
    assert score_sheet(make_sheet("1 R 3"), 0).roundabouts == 3
    assert score_sheet(make_sheet("1 R 3", "R 4"), 0).roundabouts == 8
    assert score_sheet(make_sheet("_ R", "_ _ R"), 0).total == -8


def test_a_roundabout_counts_as_filled_for_the_game_end() -> None:
    # Every slot is filled except top houses 8 and 9: a roundabout in 9 and an 8 in 8 end it.
    state = adv(
        "0 1 2 3 4 5 6 7 _ _",
        "0 1 2 3 4 5 6 7 8 9 10",
        "0 1 2 3 4 5 6 7 8 9 10 11",
        combos=offer((8, L), (8, L), (8, L)),
    )
    nxt = play_round(state, [write(0, 0, 8, roundabout=(0, 9))])
    assert nxt.over and nxt.end_reasons == (EndReason.HOUSES,)
    assert nxt.sheets[0].is_full()


def test_the_roundabout_option_is_in_the_enumeration() -> None:
    state = adv("8 9 10")
    moves = list(moves_for_sheet(state.sheets[0], state.offers[0], advanced=True))
    assert write(0, 0, 5, roundabout=(0, 4)) in moves
    assert all(
        m.roundabout is None
        for m in moves_for_sheet(state.sheets[0], state.offers[0], advanced=False)
    )


# --- estates ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", range(1, 7))
def test_estates_of_1_to_6_houses(size: int) -> None:
    numbers = " ".join(str(n) for n in range(size))
    sheet = make_sheet(f"{numbers} |" if size < 10 else numbers)
    assert sheet.estates() == ((0, 0, size),)
    counts = [0] * 6
    counts[size - 1] = 1
    assert sheet.estate_size_counts() == tuple(counts)


def test_seven_or_more_houses_are_not_an_estate() -> None:
    assert make_sheet("0 1 2 3 4 5 6 |").estates() == ()
    assert make_sheet("0 1 2 3 4 5 6 7 8 9").estates() == ()  # a whole top street
    # Splitting with a fence makes estates again.
    assert set(make_sheet("0 1 2 | 3 4 5 6 7 8 9").estates()) == {(0, 0, 3)}
    assert set(make_sheet("0 1 2 3 | 4 5 6 7 8 9").estates()) == {(0, 0, 4), (0, 4, 6)}


def test_an_estate_needs_every_house_built_between_two_fences() -> None:
    assert make_sheet("0 1 _ 3 |").estates() == ()
    assert make_sheet("0 1 2").estates() == ()  # no fence on the right yet
    # The street ends are permanent fences.
    assert make_sheet("", "", "_ _ _ _ _ _ _ _ _ | 9 10 11").estates() == ((2, 9, 3),)
    assert make_sheet("", "1 |").estates() == ((1, 0, 1),)


def test_bis_houses_are_houses_of_the_estate() -> None:
    sheet = make_sheet("1 1b 2 |")
    assert sheet.estates() == ((0, 0, 3),)


def test_a_roundabout_breaks_an_estate() -> None:
    sheet = make_sheet("1 2 R 3 4 |")
    assert set(sheet.estates()) == {(0, 0, 2), (0, 3, 2)}
    assert make_sheet("R |").estates() == ()
    assert make_sheet("1 R").estates() == ((0, 0, 1),)  # the roundabout at the end is no estate


def test_estates_in_every_street_are_found() -> None:
    sheet = make_sheet("1 | 2 3 |", "4 5 6 |", "_ 2 | 3 4 5 6 7 |")
    assert set(sheet.estates()) == {(0, 0, 1), (0, 1, 2), (1, 0, 3), (2, 2, 5)}
    assert sheet.estate_size_counts() == (1, 1, 1, 0, 1, 0)


# Every house filled except top houses 1 and 2, between 5 and 6: no 2, 3 or 4 fits there
# unless a roundabout goes in house 1, which starts a new run for house 2.
BLOCKED = (
    "5 _ _ 6 7 8 9 10 11 12",
    "0 1 2 3 4 5 6 7 8 9 10",
    "0 1 2 3 4 5 6 7 8 9 10 11",
)


def test_a_roundabout_can_make_room_for_a_number() -> None:
    state = adv(*BLOCKED, combos=offer((2, L), (3, S), (4, P)))
    sheet = check_move(state, 0, write(0, 0, 2, roundabout=(0, 1)))
    assert sheet.houses[0][:4] == (5, -2, 2, 6)
    assert reason_of(state, write(0, 0, 2)) is Reason.NUMBER_OUT_OF_ORDER


def test_enumeration_lists_moves_a_roundabout_makes_possible() -> None:
    state = adv(*BLOCKED, combos=offer((2, L), (3, S), (4, P)))
    moves = list(moves_for_sheet(state.sheets[0], state.offers[0], advanced=True))
    assert write(0, 0, 2, roundabout=(0, 1)) in moves


def test_a_refusal_stays_legal_when_only_a_new_roundabout_would_make_room() -> None:
    # Rule decision (docs/rules-decisions.md): writing is mandatory only when a number fits
    # the sheet as it stands; a roundabout is an optional extra, never forced.
    state = adv(*BLOCKED, combos=offer((2, L), (3, S), (4, P)))
    assert check_move(state, 0, Move()).refusals == 1
    moves = list(moves_for_sheet(state.sheets[0], state.offers[0], advanced=True))
    assert Move() in moves
