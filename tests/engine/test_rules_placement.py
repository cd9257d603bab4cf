"""Writing numbers: strictly increasing streets, gaps, bis-only duplicates, mandatory writing."""

from __future__ import annotations

import pytest

from welcome_desktop.games.welcome.engine import (
    REFUSAL,
    IllegalMove,
    Move,
    Reason,
    can_write,
    check_move,
    placements,
    play_round,
)

from .engine_helpers import L, P, S, T, make_sheet, offer, positioned, write


def reason_of(state: object, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as info:
        check_move(state, 0, move)  # type: ignore[arg-type]
    return info.value.reason


def test_numbers_strictly_increase_left_to_right() -> None:
    # Top street: 3 _ 8. Only 4..7 fit between them.
    sheet = make_sheet("3 _ 8")
    for number, ok in [(2, False), (3, False), (4, True), (7, True), (8, False), (9, False)]:
        state = positioned(sheets=[sheet], combos=offer((number, S), (1, L), (1, P)))
        move = write(0, 0, 1)
        if ok:
            assert check_move(state, 0, move).houses[0][:3] == (3, number, 8)
        else:
            assert reason_of(state, move) is Reason.NUMBER_OUT_OF_ORDER


def test_gaps_and_skipped_numbers_are_allowed() -> None:
    # Leave empty houses between numbers and skip numbers: 10 right after 7, 1 far left.
    state = positioned(sheets=[make_sheet("_ _ 7")], combos=offer((10, S), (1, L), (15, P)))
    sheet = check_move(state, 0, write(0, 0, 3))
    assert sheet.houses[0][:4] == (-1, -1, 7, 10)
    sheet = check_move(state, 0, write(2, 0, 9))
    assert sheet.houses[0][9] == 15
    sheet = check_move(state, 0, write(1, 0, 0))
    assert sheet.houses[0][:3] == (1, -1, 7)


def test_the_ordering_looks_past_empty_houses() -> None:
    state = positioned(sheets=[make_sheet("2 _ _ _ 6")], combos=offer((7, S), (1, L), (4, P)))
    assert reason_of(state, write(0, 0, 2)) is Reason.NUMBER_OUT_OF_ORDER  # 7 before 6
    assert reason_of(state, write(1, 0, 3)) is Reason.NUMBER_OUT_OF_ORDER  # 1 after 2
    assert check_move(state, 0, write(2, 0, 3)).houses[0][:5] == (2, -1, -1, 4, 6)


def test_same_number_twice_in_a_street_is_refused_without_bis() -> None:
    state = positioned(sheets=[make_sheet("5")], combos=offer((5, S), (1, L), (1, P)))
    assert reason_of(state, write(0, 0, 1)) is Reason.NUMBER_OUT_OF_ORDER
    assert reason_of(state, write(0, 0, 4)) is Reason.NUMBER_OUT_OF_ORDER
    # The same number in another street is fine: streets are independent.
    assert check_move(state, 0, write(0, 1, 0)).houses[1][0] == 5


def test_house_must_exist_and_be_empty() -> None:
    state = positioned(sheets=[make_sheet("5")], combos=offer((6, S), (1, L), (1, P)))
    assert reason_of(state, write(0, 0, 0)) is Reason.HOUSE_NOT_EMPTY
    assert reason_of(state, write(0, 0, 10)) is Reason.NO_SUCH_HOUSE  # top has 10 houses
    assert reason_of(state, write(0, 3, 0)) is Reason.NO_SUCH_HOUSE
    assert check_move(state, 0, write(0, 2, 11)).houses[2][11] == 6  # bottom has 12


def test_combination_must_exist() -> None:
    state = positioned(combos=offer((6, S), (1, L), (1, P)))
    assert reason_of(state, write(3, 0, 0)) is Reason.NO_SUCH_COMBINATION
    assert reason_of(state, write(-1, 0, 0)) is Reason.NO_SUCH_COMBINATION


# A sheet where the only empty house is bottom house 10, between 9 and 12: only 10 or 11 fit.
NEARLY_FULL = make_sheet(
    "0 1 2 3 4 5 6 7 8 9",
    "0 1 2 3 4 5 6 7 8 9 10",
    "0 1 2 3 4 5 6 7 8 9 _ 12",
)


def test_refusal_is_illegal_when_a_combination_can_be_written() -> None:
    state = positioned(sheets=[NEARLY_FULL], combos=offer((3, S), (11, L), (15, P)))
    assert reason_of(state, REFUSAL) is Reason.MUST_WRITE_NUMBER
    assert check_move(state, 0, write(1, 2, 10)).houses[2][10] == 11


def test_refusal_when_nothing_fits_crosses_a_box_and_takes_no_effect() -> None:
    state = positioned(sheets=[NEARLY_FULL], combos=offer((3, S), (8, L), (15, P)))
    assert not can_write(NEARLY_FULL, state.offers[0])
    assert placements(NEARLY_FULL, state.offers[0]) == []
    assert reason_of(state, Move(combo=1, effect=True)) is Reason.NO_EFFECT_WITH_REFUSAL
    assert reason_of(state, Move(combo=0, fence=(0, 1))) is Reason.EFFECT_TARGET_UNEXPECTED
    after = check_move(state, 0, REFUSAL)
    assert after.refusals == 1
    assert after.houses == NEARLY_FULL.houses
    assert after.fences == NEARLY_FULL.fences and after.parks == NEARLY_FULL.parks
    nxt = play_round(state, [REFUSAL])
    assert nxt.sheets[0].refusals == 1 and not nxt.over


def test_a_temp_shift_that_fits_makes_writing_mandatory() -> None:
    # 13 - 2 = 11 fits bottom house 10, so refusing is not allowed.
    state = positioned(sheets=[NEARLY_FULL], combos=offer((3, S), (13, T), (15, P)))
    assert can_write(NEARLY_FULL, state.offers[0])
    assert reason_of(state, REFUSAL) is Reason.MUST_WRITE_NUMBER
    sheet = check_move(state, 0, write(1, 2, 10, effect=True, shift=-2))
    assert sheet.houses[2][10] == 11 and sheet.temps == 1


def test_with_the_temp_track_full_no_shift_is_possible_and_refusal_is_legal() -> None:
    full = make_sheet(
        "0 1 2 3 4 5 6 7 8 9",
        "0 1 2 3 4 5 6 7 8 9 10",
        "0 1 2 3 4 5 6 7 8 9 _ 12",
        temps=11,
    )
    state = positioned(sheets=[full], combos=offer((3, S), (13, T), (15, P)))
    assert not can_write(full, state.offers[0])
    assert check_move(state, 0, REFUSAL).refusals == 1


def test_placements_lists_every_legal_spot() -> None:
    sheet = make_sheet("3 _ 8", "0 1 2 3 4 5 6 7 8 9 10", "0 1 2 3 4 5 6 7 8 9 10 11")
    combos = offer((5, S), (9, L), (2, P))
    # 5 fits top house 1 only; 9 and 2 fit nowhere except the top street's empty houses:
    # houses 3..9 take numbers above 8.
    expected = {(0, 0, 1, 0)} | {(1, 0, h, 0) for h in range(3, 10)}
    assert set(placements(sheet, combos)) == expected


def test_every_accepted_move_survives_its_json_form() -> None:
    stuck = positioned(sheets=[NEARLY_FULL], combos=offer((3, S), (8, L), (15, P)))
    free = positioned(combos=offer((3, S), (8, L), (15, P)))
    cases = [
        (stuck, Move(combo=1, street=-1, house=5)),
        (stuck, Move(combo=0, street=-3)),
        (free, Move(combo=0, street=0, house=0, column=-4)),
    ]
    for state, move in cases:
        try:
            check_move(state, 0, move)
        except IllegalMove:
            continue
        assert Move.from_json(move.to_json()) == move, move
