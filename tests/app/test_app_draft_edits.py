"""Draft edits: a whole move written at once (a suggestion's "Play this"), the temp shift and the
effect card changed after the number, the reason a house refuses a number."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from welcome_desktop.games.welcome.app import draft as steps
from welcome_desktop.games.welcome.app.draft import DraftError, TurnDraft, step_kind
from welcome_desktop.games.welcome.app.draft_edits import (
    change_combo,
    change_shift,
    draft_for_move,
    placement_reason,
)
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    Effect,
    IllegalMove,
    Mode,
    Reason,
    moves_for_sheet,
    view_for,
)

from .app_positions import position, sheet
from .test_app_draft import _position


@settings(max_examples=20, deadline=None)
@given(
    mode=st.sampled_from(list(Mode)),
    advanced=st.booleans(),
    seed=st.integers(0, 10_000),
    rounds=st.integers(0, 25),
)
def test_every_legal_move_is_written_at_once(mode, advanced, seed, rounds):
    state = _position(mode, advanced, seed, rounds)
    if state.over:
        return
    view = view_for(state, 0)
    moves = list(moves_for_sheet(view.sheet, view.combos, advanced=advanced))
    for move in random.Random(seed).sample(moves, min(len(moves), 40)):
        draft = draft_for_move(view, move)
        assert draft.needs == "confirm"
        assert draft.to_move() == move
        # Undo names it: the whole move (a refusal stays a refusal).
        assert step_kind(TurnDraft(), draft) == ("refusal" if move.is_refusal else "move")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_move_with_its_claims_is_written_exactly(level):
    # A bot's move may claim plans with chosen estates: those are written too.
    state = _position(Mode.STANDARD, False, 3, 14)
    view = view_for(state, 0)
    move = make_bot(level, 1).choose(view)
    assert draft_for_move(view, move).to_move() == move


def test_a_suggestion_claiming_a_plan_keeps_its_estates():
    from .test_app_turns import _three_estates_position

    _setup, state = _three_estates_position()
    view = view_for(state, 0)
    base = draft_for_move(
        view,
        steps.skip_effect(
            steps.place_number(steps.select_combo(TurnDraft(), view, 0), view, 0, 9)
        ).to_move(),
    )
    options = steps.claim_choices(base, view)[0][1]
    move = base.to_move()
    from dataclasses import replace

    chosen = replace(move, claims=((0, tuple(options[-1])),))
    draft = draft_for_move(view, chosen)
    assert draft.claims == ((0, tuple(options[-1])),)
    assert draft.to_move() == chosen


def _view(top: list[int], first: tuple[int, Effect] = (6, Effect.TEMP)):  # type: ignore[no-untyped-def]
    _setup, state = position([sheet(top, [], [])], [first, (12, Effect.POOL), (1, Effect.BIS)])
    return view_for(state, 0)


def _temp_view():  # type: ignore[no-untyped-def]
    return _view([])


def test_the_shift_changes_after_the_number_in_the_same_house():
    view = _temp_view()
    placed = steps.place_number(steps.select_combo(TurnDraft(), view, 0), view, 0, 4)
    assert placed.needs == "effect"  # hire a temp or not
    shifted = change_shift(placed, view, 2)
    assert (shifted.street, shifted.house, shifted.shift) == (0, 4, 2)
    assert shifted.needs == "confirm" and shifted.effect_used
    assert steps.preview_sheet(shifted, view).houses[0][4] == 8
    assert steps.preview_sheet(shifted, view).temps == 1
    back = change_shift(shifted, view, 0)
    assert back.shift == 0 and back.needs == "effect"
    assert steps.preview_sheet(back, view).houses[0][4] == 6


def test_a_shift_the_house_cannot_take_is_refused_with_the_engines_reason():
    view = view_for(
        position(
            [sheet([0, 1, 2, 3, 4, -1, 8], [], [])],
            [(6, Effect.TEMP), (12, Effect.POOL), (1, Effect.BIS)],
        )[1],
        0,
    )
    placed = steps.place_number(steps.select_combo(TurnDraft(), view, 0), view, 0, 5)
    with pytest.raises(IllegalMove) as err:
        change_shift(placed, view, 2)  # 8 next to 8
    assert err.value.reason is Reason.NUMBER_OUT_OF_ORDER
    with pytest.raises(IllegalMove):
        change_shift(
            steps.place_number(steps.select_combo(TurnDraft(), view, 1), view, 1, 0), view, 1
        )


def test_another_effect_card_keeps_the_house():
    from welcome_desktop.games.welcome.app.setup import solo_setup
    from welcome_desktop.games.welcome.engine import new_game

    state = new_game(solo_setup("A", seed=9).config)
    view = view_for(state, 0)
    first = next(i for i, c in enumerate(view.combos) if c.number_card == 0)
    other = next(i for i, c in enumerate(view.combos) if c.number_card == 0 and i != first)
    street, house = sorted(steps.legal_houses(TurnDraft(), view, first))[0]
    placed = steps.place_number(steps.select_combo(TurnDraft(), view, first), view, street, house)
    changed = change_combo(placed, view, other)
    assert changed.combo == other and (changed.street, changed.house) == (street, house)
    assert changed.effect_kind == steps.EFFECT_KINDS[view.combos[other].effect]
    before = change_combo(TurnDraft(), view, other)  # before the number: a plain selection
    assert before.combo == other and before.street < 0


def test_the_reason_a_house_refuses_a_number():
    view = view_for(
        position([sheet([3, 5], [], [])], [(4, Effect.POOL), (12, Effect.POOL), (1, Effect.BIS)])[
            1
        ],
        0,
    )
    draft = TurnDraft()
    assert placement_reason(draft, view, 0, 0, 0, 0) == Reason.HOUSE_NOT_EMPTY.value
    assert placement_reason(draft, view, 0, 0, 0, 2) == Reason.NUMBER_OUT_OF_ORDER.value
    assert placement_reason(draft, view, 1, 0, 0, 9) is None  # 12 after 5
    placed = steps.place_number(steps.select_combo(draft, view, 0), view, 1, 0)
    assert placement_reason(placed, view, 0, 0, 2, 0) == "house_already_placed"
    with pytest.raises(DraftError):
        steps.set_shift(placed, view, 1)  # the plain step still refuses; change_shift re-writes


def test_single_steps_keep_their_undo_names():
    view = _temp_view()
    chosen = steps.select_combo(TurnDraft(), view, 1)
    placed = steps.place_number(chosen, view, 0, 4)
    assert step_kind(chosen, placed) == "number"
    temp = steps.place_number(steps.select_combo(TurnDraft(), view, 0), view, 0, 4)
    assert step_kind(temp, change_shift(temp, view, 1)) == "shift"
    shifted = steps.set_shift(steps.select_combo(TurnDraft(), view, 0), view, -1)
    assert step_kind(shifted, steps.place_number(shifted, view, 0, 4)) == "number"


def test_on_the_ice_cream_sheet_the_truck_is_chosen_as_the_move_says():
    from dataclasses import replace

    from welcome_desktop.games.welcome.engine import GameConfig, new_game, play_round, random_move

    state = new_game(GameConfig(mode=Mode.STANDARD, seats=1, seed=2, sheet="ice_cream"))
    rng = random.Random(2)
    chose = 0
    for _ in range(8):
        view = view_for(state, 0)
        for move in moves_for_sheet(view.sheet, view.combos, advanced=False):
            written = draft_for_move(view, move).to_move()
            # "No choice" (-1) takes the left truck (0), as the engine does.
            if written.truck != move.truck:
                assert (move.truck, written.truck) == (-1, 0)
                chose += 1
            assert replace(written, truck=move.truck) == move
            for truck in (0, 1):
                if written.truck >= 0:
                    explicit = replace(move, truck=truck)
                    assert draft_for_move(view, explicit).to_move() == explicit
        state = play_round(
            state, [random_move(state.sheets[0], state.offers[0], rng, advanced=False)]
        )
    assert chose  # some moves had to choose the truck
