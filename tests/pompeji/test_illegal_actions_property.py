"""Property: random (mostly illegal) actions are refused with a Reason and change nothing; an
action is accepted exactly when the engine lists it as legal, and then the independent rules in
``reference`` agree that it is legal and give the same points."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from welcome_desktop.games.pompeji.engine import (
    Action,
    GameConfig,
    GameState,
    IllegalMove,
    Kind,
    Reason,
    SkipRule,
    Special,
    apply,
    legal_actions,
    new_game,
    random_action,
)

from . import reference as ref


@st.composite
def game_states(draw: st.DrawFn) -> GameState:
    seats = draw(st.integers(2, 4))
    config = GameConfig(
        seats=seats,
        seed=draw(st.integers(0, 10**6)),
        skip_rule=draw(st.sampled_from(list(SkipRule))),
        special=draw(st.sampled_from(list(Special))),
    )
    state = new_game(config)
    rng = random.Random(draw(st.integers(0, 10**6)))
    for _ in range(draw(st.integers(0, 45))):
        if state.over:
            break
        state = apply(state, random_action(state, rng))
    return state


@st.composite
def actions(draw: st.DrawFn, state: GameState) -> Action:
    kind = draw(st.sampled_from([Kind.BUILD] * 4 + list(Kind)))
    pick = draw(st.integers(0, 9))
    if pick < 6:
        seat = state.current_seat
    elif pick < 8:
        seat = draw(st.integers(0, state.seats - 1))
    else:
        seat = draw(st.sampled_from([-1, state.seats]))
    card = draw(
        st.one_of(
            st.sampled_from(state.hands[state.current_seat] or (0,)),
            st.integers(-1, 52),
        )
    )
    frontier = st.sampled_from(state.city.frontier() or ((0, 0),))
    anywhere = st.tuples(st.integers(-8, 8), st.integers(-8, 8))
    cell = draw(st.one_of(frontier, frontier, anywhere, st.none()))
    if kind is Kind.PERMIT and draw(st.booleans()):
        card, cell = -1, None
    rarely = st.sampled_from([False, False, False, True])
    return Action(kind, seat, card, cell, draw(rarely), draw(rarely))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_actions_are_refused_with_a_reason_or_are_legal(data: st.DataObject) -> None:
    state = data.draw(game_states())
    action = data.draw(actions(state))
    legal = set(legal_actions(state))
    try:
        after = apply(state, action)
    except IllegalMove as exc:
        assert isinstance(exc.reason, Reason)
        assert action not in legal
        event(f"refused: {exc.reason.value}")
        return
    event(f"accepted: {action.kind.value}")
    assert action in legal
    assert after.log == (*state.log, action)
    if action.kind in (Kind.BUILD, Kind.STATUE):
        assert action.cell is not None
        grid = ref.grid_of(state.city.tiles)
        is_statue = action.kind is Kind.STATUE
        assert ref.legal(grid, action.cell, action.card, is_statue)
        gained = ref.points(grid, action.cell, action.card, is_statue)
        factor = 2 if action.double else 1
        assert after.points[action.seat] == state.points[action.seat] + factor * gained


@settings(max_examples=60, deadline=None)
@given(game_states(), st.randoms(use_true_random=False))
def test_every_listed_action_is_accepted(state: GameState, rnd: random.Random) -> None:
    legal = legal_actions(state)
    assert (legal == ()) == state.over
    for action in rnd.sample(legal, min(len(legal), 25)):
        apply(state, action)
