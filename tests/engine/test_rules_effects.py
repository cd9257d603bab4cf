"""The six effects: surveyor, real estate agent, landscaper, pool, temp agency and bis."""

from __future__ import annotations

import pytest

from welcome_desktop.games.welcome.engine import (
    Combination,
    GameState,
    IllegalMove,
    Move,
    Reason,
    check_move,
)

from .engine_helpers import B, L, P, R, S, T, make_sheet, mask, offer, positioned, write


def reason_of(state: GameState, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as info:
        check_move(state, 0, move)
    return info.value.reason


def one(number: int, effect: object, **state_kw: object) -> GameState:
    """A state offering ``number`` with ``effect`` as combination 0 (two dull others)."""
    combos = offer((number, effect), (0, L), (17, L))  # type: ignore[arg-type]
    return positioned(combos=combos, **state_kw)  # type: ignore[arg-type]


# --- effects are optional ---------------------------------------------------------------------
@pytest.mark.parametrize("effect", [S, R, L, P, T, B])
def test_every_effect_is_optional(effect: object) -> None:
    state = one(6, effect, sheets=[make_sheet("1")])
    sheet = check_move(state, 0, write(0, 0, 2))
    empty = make_sheet("1 _ 6")
    assert sheet == empty


@pytest.mark.parametrize(
    "move",
    [
        write(0, 0, 2, fence=(0, 0)),
        write(0, 0, 2, column=1),
        write(0, 0, 2, bis=(0, 3, 2)),
        write(0, 0, 2, shift=1),
    ],
)
def test_effect_targets_need_the_effect(move: Move) -> None:
    # A target given without taking the effect is refused, whatever the effect.
    for effect in (S, R, B, T):
        state = one(6, effect, sheets=[make_sheet("1")])
        assert reason_of(state, move) in {
            Reason.EFFECT_TARGET_UNEXPECTED,
            Reason.SHIFT_NEEDS_TEMP,
        }


def test_a_target_for_another_effect_is_refused() -> None:
    state = one(6, L, sheets=[make_sheet("1")])
    assert reason_of(state, write(0, 0, 2, effect=True, fence=(0, 0))) is (
        Reason.EFFECT_TARGET_UNEXPECTED
    )
    assert reason_of(state, write(0, 0, 2, effect=True, column=0)) is (
        Reason.EFFECT_TARGET_UNEXPECTED
    )
    assert reason_of(state, write(0, 0, 2, effect=True, bis=(0, 3, 2))) is (
        Reason.EFFECT_TARGET_UNEXPECTED
    )
    assert reason_of(state, write(0, 0, 2, effect=True, shift=1)) is Reason.SHIFT_NEEDS_TEMP


# --- surveyor -----------------------------------------------------------------------------------
def test_surveyor_builds_a_fence_in_any_street() -> None:
    state = one(6, S)
    sheet = check_move(state, 0, write(0, 0, 2, effect=True, fence=(2, 10)))
    assert sheet.fences == (0, 0, mask(10))
    sheet = check_move(state, 0, write(0, 0, 2, effect=True, fence=(0, 8)))
    assert sheet.fences == (mask(8), 0, 0)


def test_surveyor_fence_creates_an_estate() -> None:
    state = one(6, S, sheets=[make_sheet("1 2 3")])
    sheet = check_move(state, 0, write(0, 1, 0, effect=True, fence=(0, 2)))
    assert (0, 0, 3) in sheet.estates()


def test_surveyor_needs_a_free_existing_slot() -> None:
    state = one(6, S, sheets=[make_sheet("1 | 2")])
    assert reason_of(state, write(0, 0, 2, effect=True)) is Reason.EFFECT_TARGET_MISSING
    assert reason_of(state, write(0, 0, 2, effect=True, fence=(0, 0))) is (
        Reason.FENCE_ALREADY_THERE
    )
    assert reason_of(state, write(0, 0, 2, effect=True, fence=(0, 9))) is (
        Reason.NO_SUCH_FENCE_SLOT  # top street: slots 0..8 only
    )
    assert reason_of(state, write(0, 0, 2, effect=True, fence=(1, 10))) is (
        Reason.NO_SUCH_FENCE_SLOT
    )
    assert reason_of(state, write(0, 0, 2, effect=True, fence=(3, 0))) is (
        Reason.NO_SUCH_FENCE_SLOT
    )
    assert reason_of(state, write(0, 0, 2, effect=True, fence=(0, -1))) is (
        Reason.NO_SUCH_FENCE_SLOT
    )
    assert check_move(state, 0, write(0, 0, 2, effect=True, fence=(2, 10))).fences[2] == mask(10)


def test_surveyor_cannot_split_an_estate_used_for_a_plan() -> None:
    # Top: | 1 2 3 | 4 ... with the estate 1-2-3 used for a plan.
    used = make_sheet("1 2 3 | 4", used=(mask(0, 1, 2), 0, 0), used_estates=frozenset({(0, 0, 3)}))
    state = one(9, S, sheets=[used])
    for slot in (0, 1):
        move = write(0, 0, 5, effect=True, fence=(0, slot))
        assert reason_of(state, move) is Reason.FENCE_IN_USED_ESTATE
    # Right beside it and elsewhere is fine.
    assert check_move(state, 0, write(0, 0, 5, effect=True, fence=(0, 3))).fences[0] == mask(2, 3)


def test_an_unused_estate_can_be_split() -> None:
    state = one(9, S, sheets=[make_sheet("1 2 3 |")])
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, fence=(0, 0)))
    assert set(sheet.estates()) == {(0, 0, 1), (0, 1, 2)}


def test_no_fence_between_a_bis_and_its_original() -> None:
    state = one(9, S, sheets=[make_sheet("4 4b 4b 5")])
    for slot in (0, 1):  # original | copy, and copy | copy of the copy
        move = write(0, 0, 5, effect=True, fence=(0, slot))
        assert reason_of(state, move) is Reason.FENCE_SPLITS_BIS
    assert check_move(state, 0, write(0, 0, 5, effect=True, fence=(0, 2))).fences[0] == mask(2)


# --- real estate agent ------------------------------------------------------------------------
def test_real_estate_crosses_the_next_box_of_the_chosen_column() -> None:
    state = one(6, R, sheets=[make_sheet(columns=(0, 1, 0, 2, 0, 0))])
    for column in range(6):
        sheet = check_move(state, 0, write(0, 0, 0, effect=True, column=column))
        expected = [0, 1, 0, 2, 0, 0]
        expected[column] += 1
        assert sheet.columns == tuple(expected)


@pytest.mark.parametrize("column,boxes", [(0, 1), (1, 2), (2, 3), (3, 4), (4, 4), (5, 4)])
def test_a_full_column_takes_no_more_crossings(column: int, boxes: int) -> None:
    columns = [0] * 6
    columns[column] = boxes - 1
    state = one(6, R, sheets=[make_sheet(columns=tuple(columns))])
    sheet = check_move(state, 0, write(0, 0, 0, effect=True, column=column))
    assert sheet.columns[column] == boxes
    columns[column] = boxes
    state = one(6, R, sheets=[make_sheet(columns=tuple(columns))])
    assert reason_of(state, write(0, 0, 0, effect=True, column=column)) is Reason.COLUMN_FULL


def test_real_estate_needs_a_real_column() -> None:
    state = one(6, R)
    assert reason_of(state, write(0, 0, 0, effect=True)) is Reason.EFFECT_TARGET_MISSING
    assert reason_of(state, write(0, 0, 0, effect=True, column=6)) is Reason.NO_SUCH_COLUMN


# --- landscaper -------------------------------------------------------------------------------
@pytest.mark.parametrize("street", range(3))
def test_landscaper_builds_a_park_in_the_street_of_the_number(street: int) -> None:
    state = one(6, L)
    sheet = check_move(state, 0, write(0, street, 4, effect=True))
    expected = [0, 0, 0]
    expected[street] = 1
    assert sheet.parks == tuple(expected)


def test_landscaper_in_a_full_park_street_is_refused() -> None:
    state = one(6, L, sheets=[make_sheet(parks=(3, 3, 5))])
    assert reason_of(state, write(0, 0, 4, effect=True)) is Reason.PARKS_FULL  # top: 3 boxes
    assert reason_of(state, write(0, 2, 4, effect=True)) is Reason.PARKS_FULL  # bottom: 5 boxes
    assert check_move(state, 0, write(0, 1, 4, effect=True)).parks == (3, 4, 5)  # middle: 4
    # The number alone can still be written there.
    assert check_move(state, 0, write(0, 0, 4)).houses[0][4] == 6


# --- pool manufacturer ------------------------------------------------------------------------
POOL_HOUSES = ((2, 6, 7), (0, 3, 7), (1, 6, 10))


@pytest.mark.parametrize("street", range(3))
def test_pool_only_on_a_house_with_a_planned_pool(street: int) -> None:
    state = one(6, P)
    for house in range((10, 11, 12)[street]):
        move = write(0, street, house, effect=True)
        if house in POOL_HOUSES[street]:
            pools = [0, 0, 0]
            pools[street] = mask(house)
            assert check_move(state, 0, move).pools == tuple(pools)
        else:
            assert reason_of(state, move) is Reason.NO_POOL_HERE


def test_a_pool_house_without_the_effect_builds_no_pool() -> None:
    assert check_move(one(6, P), 0, write(0, 0, 2)).pools == (0, 0, 0)
    # A pool effect used elsewhere does not build the pool of another house.
    state = one(6, P, sheets=[make_sheet("_ _ 3")])
    assert check_move(state, 0, write(0, 0, 3)).pools == (0, 0, 0)


# --- temp agency --------------------------------------------------------------------------------
@pytest.mark.parametrize("shift", [-2, -1, 0, 1, 2])
def test_temp_shifts_the_number_by_up_to_two_and_crosses_a_box(shift: int) -> None:
    state = one(8, T, sheets=[make_sheet(temps=3)])
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, shift=shift))
    assert sheet.houses[0][5] == 8 + shift
    assert sheet.temps == 4


def test_temp_shift_limits() -> None:
    state = one(8, T)
    assert reason_of(state, write(0, 0, 5, effect=True, shift=3)) is Reason.SHIFT_TOO_LARGE
    assert reason_of(state, write(0, 0, 5, effect=True, shift=-3)) is Reason.SHIFT_TOO_LARGE
    assert reason_of(state, write(0, 0, 5, shift=1)) is Reason.SHIFT_NEEDS_TEMP
    # A shift with another effect is refused.
    state = one(8, S)
    assert reason_of(state, write(0, 0, 5, effect=True, shift=1, fence=(0, 0))) is (
        Reason.SHIFT_NEEDS_TEMP
    )


def test_temp_results_stay_within_0_to_17() -> None:
    # A hand (solo/expert style) can hold a 1 or a 15 with the temp effect.
    low = positioned(combos=(Combination(1, T, 0, 1), Combination(15, T, 1, 0)))
    assert check_move(low, 0, write(0, 0, 0, effect=True, shift=-1)).houses[0][0] == 0
    assert reason_of(low, write(0, 0, 0, effect=True, shift=-2)) is Reason.NUMBER_OUT_OF_RANGE
    assert check_move(low, 0, write(1, 0, 9, effect=True, shift=2)).houses[0][9] == 17
    # 17 is then the top of the street; 0 the bottom.
    sheet = make_sheet("_ _ _ 17")
    state = positioned(sheets=[sheet], combos=(Combination(15, T, 0, 1),))
    assert check_move(state, 0, write(0, 0, 2, effect=True, shift=1)).houses[0][2] == 16


def test_the_temp_box_is_limited() -> None:
    state = one(8, T, sheets=[make_sheet(temps=10)])
    assert check_move(state, 0, write(0, 0, 5, effect=True)).temps == 11
    state = one(8, T, sheets=[make_sheet(temps=11)])
    assert reason_of(state, write(0, 0, 5, effect=True)) is Reason.TEMPS_FULL
    assert reason_of(state, write(0, 0, 5, effect=True, shift=1)) is Reason.TEMPS_FULL
    assert check_move(state, 0, write(0, 0, 5)).temps == 11


# --- bis ----------------------------------------------------------------------------------------
def test_bis_copies_a_number_beside_it() -> None:
    # Top: 3 _ 7. Write 9 in house 5, then copy the 3 into house 1.
    state = one(9, B, sheets=[make_sheet("3 _ 7")])
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 1, 0)))
    assert sheet.houses[0][:6] == (3, 3, 7, -1, -1, 9)
    assert sheet.bis == (mask(1), 0, 0)
    assert sheet.bis_count == 1
    # The copy can also be on its left side, and of the number just written.
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 4, 5)))
    assert sheet.houses[0][4:6] == (9, 9)
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 3, 2)))
    assert sheet.houses[0][2:4] == (7, 7)


def test_bis_may_go_in_another_street_than_the_number() -> None:
    state = one(9, B, sheets=[make_sheet("", "", "_ _ 4")])
    sheet = check_move(state, 0, write(0, 0, 0, effect=True, bis=(2, 1, 2)))
    assert sheet.houses[2][:3] == (-1, 4, 4)
    assert sheet.bis == (0, 0, mask(1))


def test_copies_of_copies() -> None:
    state = one(9, B, sheets=[make_sheet("3 3b", bis=(mask(1), 0, 0))])
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 2, 1)))
    assert sheet.houses[0][:3] == (3, 3, 3)
    assert sheet.bis == (mask(1, 2), 0, 0)


def test_bis_must_be_directly_beside_a_number() -> None:
    state = one(9, B, sheets=[make_sheet("3 _ _ 6")])
    assert reason_of(state, write(0, 0, 5, effect=True, bis=(0, 2, 0))) is Reason.BIS_NOT_BESIDE
    assert reason_of(state, write(0, 0, 5, effect=True, bis=(0, 1, 2))) is (Reason.BIS_SOURCE_EMPTY)
    assert reason_of(state, write(0, 0, 5, effect=True, bis=(0, 0, 1))) is Reason.HOUSE_NOT_EMPTY
    assert reason_of(state, write(0, 0, 5, effect=True)) is Reason.EFFECT_TARGET_MISSING
    assert reason_of(state, write(0, 0, 5, effect=True, bis=(1, 0, -1))) is (Reason.BIS_NOT_BESIDE)
    assert reason_of(state, write(0, 0, 5, effect=True, bis=(0, 10, 9))) is Reason.NO_SUCH_HOUSE


def test_bis_never_across_a_fence() -> None:
    state = one(9, B, sheets=[make_sheet("3 | _ _ 6")])
    assert reason_of(state, write(0, 0, 5, effect=True, bis=(0, 1, 0))) is (Reason.BIS_ACROSS_FENCE)
    sheet = check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 2, 3)))
    assert sheet.houses[0][:4] == (3, -1, 6, 6)


def test_bis_never_across_a_roundabout() -> None:
    state = one(9, B, advanced=True, sheets=[make_sheet("3 R _")])
    with pytest.raises(IllegalMove):
        check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 2, 1)))
    with pytest.raises(IllegalMove):
        check_move(state, 0, write(0, 0, 5, effect=True, bis=(0, 1, 0)))


def test_bis_track_is_limited_to_nine() -> None:
    nine = make_sheet("1 1b 2 2b 3 3b 4 4b", "1 1b 2 2b 3 3b 4 4b 5 5b")
    assert nine.bis_count == 9
    state = one(9, B, sheets=[nine])
    assert reason_of(state, write(0, 2, 5, effect=True, bis=(2, 6, 5))) is Reason.BIS_FULL
