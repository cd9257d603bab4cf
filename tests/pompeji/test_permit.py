"""The building permit at the windows between turns [DECISION]: a second turn, an interruption,
several declarations in one window, a window after a bonus turn, and what is refused."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.games.pompeji.engine import (
    GameConfig,
    GameState,
    IllegalMove,
    Reason,
    apply,
    new_game,
    permit,
    permit_actions,
    permit_seats,
    random_action,
    turn_actions,
)


def play_turn(state: GameState) -> GameState:
    """The seat to play builds its first legal card (never the statue)."""
    return apply(state, turn_actions(state, statue=False)[0])


def seats_of_turns(state: GameState) -> list[tuple[int, bool]]:
    return [(t.seat, t.bonus) for t in state.turns]


def test_a_window_before_the_first_turn() -> None:
    state = new_game(GameConfig(seats=3, seed=4))
    assert permit_seats(state) == (1, 2)  # seat 0 is about to play anyway
    after = apply(state, permit(2))
    assert after.current_seat == 2 and after.next_seat == 0
    after = play_turn(after)
    assert after.current_seat == 0 and seats_of_turns(after) == [(2, True)]


def test_a_second_turn_right_after_ones_own() -> None:
    state = play_turn(new_game(GameConfig(seats=3, seed=1)))
    assert state.current_seat == 1
    state = apply(state, permit(0))
    assert state.current_seat == 0 and state.specials == (False, True, True)
    state = play_turn(state)
    assert state.current_seat == 1
    state = play_turn(state)
    assert seats_of_turns(state) == [(0, False), (0, True), (1, False)]


def test_an_interruption_then_play_resumes_where_it_was() -> None:
    state = play_turn(new_game(GameConfig(seats=4, seed=2)))
    state = apply(state, permit(3))  # before seat 1's turn
    state = play_turn(state)
    state = play_turn(state)
    state = play_turn(state)
    assert seats_of_turns(state) == [(0, False), (3, True), (1, False), (2, False)]


def test_several_declarations_resolve_in_seat_order_from_the_seat_about_to_play() -> None:
    state = play_turn(new_game(GameConfig(seats=4, seed=3)))  # seat 1 is about to play
    assert permit_seats(state) == (2, 3, 0)
    for seat in (0, 3, 2):  # declared in this order...
        state = apply(state, permit(seat))
    assert state.declared == (2, 3, 0)  # ...resolved in seat order from seat 1
    assert permit_actions(state) == ()
    for _ in range(4):
        state = play_turn(state)
    assert seats_of_turns(state)[1:] == [(2, True), (3, True), (0, True), (1, False)]


def test_a_bonus_turn_is_followed_by_another_window() -> None:
    state = play_turn(new_game(GameConfig(seats=3, seed=5)))
    state = play_turn(apply(state, permit(2)))
    # The window before seat 1's turn opens again: seat 0 may still declare.
    assert permit_seats(state) == (0,)
    state = play_turn(apply(state, permit(0)))
    state = play_turn(state)
    assert seats_of_turns(state) == [(0, False), (2, True), (0, True), (1, False)]


def test_refused_declarations() -> None:
    state = new_game(GameConfig(seats=3, seed=6))
    with pytest.raises(IllegalMove) as info:
        apply(state, permit(0))
    assert info.value.reason is Reason.PERMIT_BEFORE_OWN_TURN
    used = apply(state, permit(1))
    with pytest.raises(IllegalMove) as info:
        apply(used, permit(1))
    assert info.value.reason is Reason.PERMIT_USED
    with pytest.raises(IllegalMove) as info:
        apply(play_turn(play_turn(used)), permit(1))
    assert info.value.reason is Reason.PERMIT_USED
    bad = permit(2)
    with pytest.raises(IllegalMove) as info:
        apply(state, type(bad)(bad.kind, 2, card=3))
    assert info.value.reason is Reason.BAD_ACTION


def test_an_unused_permit_is_worth_nothing() -> None:
    state = new_game(GameConfig(seats=2, seed=9))
    rng = random.Random(0)
    while not state.over:
        state = apply(state, random_action(state, rng, permit_rate=0.0))
    assert state.specials == (True, True)
    penalty = [sum((3 * (c // 7) + c % 7) % 7 + 1 for c in h) for h in state.hands]
    assert state.final_scores() == tuple(p - q for p, q in zip(state.points, penalty, strict=True))
