"""Pompeji's "Suggest a move" (``bots/hints.suggest``): the Hard level's own choice for the seat
to play, legal, and worked out from that seat's view only: the same position with other hidden
hands and another pile gives the same suggestion. The advice to follow a build with the
building permit (``second_turn_advised``) is Hard's permit rule on the cards kept."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.bots.hard import HARD_WEIGHTS, HardBot, permit_now
from welcome_desktop.games.pompeji.bots.hints import second_turn_advised, suggest
from welcome_desktop.games.pompeji.engine import (
    Action,
    GameConfig,
    GameState,
    Kind,
    Special,
    apply,
    build,
    discard,
    is_legal,
    new_game,
    sample_state,
    view_for,
)


def _turn_position(seed: int, steps: int) -> GameState:
    """A position ``steps`` actions into a game of Medium players, at a turn (not a window)."""
    state = new_game(GameConfig(seats=3, seed=seed))
    bots = [make_bot("medium", seed + s) for s in range(3)]
    for _ in range(steps):
        state = bot_step(state, bots)
    return state


@pytest.mark.parametrize(("seed", "steps"), [(1, 0), (2, 9), (3, 20), (4, 31)])
def test_the_suggestion_is_hards_legal_choice_from_the_seats_view(seed: int, steps: int) -> None:
    state = _turn_position(seed, steps)
    assert not state.over
    seat = state.current_seat
    hint = suggest(state, seat)
    assert hint.seat == seat and hint.kind is not Kind.PERMIT
    assert is_legal(state, hint)
    assert hint == HardBot(seed=len(state.turns)).choose(view_for(state, seat))
    # what the seat cannot see does not change it
    view = view_for(state, seat)
    for k in range(3):
        other = sample_state(view, random.Random(k))
        assert other.hands[seat] == state.hands[seat]
        if k == 0:
            assert other.pile != state.pile or other.hands != state.hands
        assert suggest(other, seat) == hint


# -- the permit after a suggested build ------------------------------------------------------


def _with_permit_at(seed: int, turns: int) -> GameState:
    """Seat 0's regular turn after ``turns`` turns of Medium players, its building permit
    given back (Medium seats use theirs early; who holds a permit is public, so the position
    stays one a seat can be in)."""
    state = new_game(GameConfig(seats=3, seed=seed))
    bots = [make_bot("medium", 6 + s) for s in range(3)]
    while not (len(state.turns) >= turns and state.current_seat == 0 and not state.declared):
        state = bot_step(state, bots)
    assert state.next_seat == 0 and not state.over
    return replace(state, specials=(True, *state.specials[1:]))


def _builds(state: GameState, seat: int) -> list[Action]:
    return [build(seat, k, c) for k in state.hands[seat] for c in state.city.cells_for(k)]


@pytest.mark.parametrize(("seed", "turns"), [(2, 30), (0, 36), (3, 39)])
def test_a_second_turn_advised_after_a_build_stays_advised_once_the_card_is_drawn(
    seed: int, turns: int
) -> None:
    """The advice is Hard's own permit rule asked with the kept cards only: after the build
    and the real draw, Hard's rule at the window that follows says yes too."""
    state = _with_permit_at(seed, turns)
    advised = [a for a in _builds(state, 0) if second_turn_advised(state, 0, a)]
    assert advised
    for action in advised:
        after = apply(state, action)
        if after.over:
            continue  # the second volcano was drawn: no window any more
        assert permit_now(view_for(after, 0), HARD_WEIGHTS), action


def test_the_advice_tells_builds_apart_and_reads_only_the_seats_view() -> None:
    state = _with_permit_at(2, 30)
    builds = _builds(state, 0)
    advice = [second_turn_advised(state, 0, a) for a in builds]
    assert any(advice) and not all(advice)  # some builds leave a permit-worthy turn, some not
    view = view_for(state, 0)
    for k in range(3):
        other = sample_state(view, random.Random(k))
        assert [second_turn_advised(other, 0, a) for a in builds] == advice


def test_no_second_turn_without_a_permit_for_a_discard_or_with_the_x2_card() -> None:
    state = _with_permit_at(2, 30)
    action = next(a for a in _builds(state, 0) if second_turn_advised(state, 0, a))
    spent = replace(state, specials=(False, *state.specials[1:]))
    assert not second_turn_advised(spent, 0, action)
    assert not second_turn_advised(state, 0, discard(0, state.hands[0][0]))
    double = replace(state, config=replace(state.config, special=Special.DOUBLE))
    assert not second_turn_advised(double, 0, action)
