"""The seat view hides the pile and the other hands (unless hands are open); states sampled from
a view are consistent with it."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from welcome_desktop.games.pompeji.engine import (
    MONUMENT_CARDS,
    VOLCANO_FIRST,
    VOLCANO_SECOND,
    GameConfig,
    GameState,
    SeatView,
    apply,
    new_game,
    random_action,
    sample_state,
    view_for,
)
from welcome_desktop.games.pompeji.engine.deck import ZONE


def states(seats: int, seed: int) -> list[GameState]:
    state = new_game(GameConfig(seats=seats, seed=seed))
    rng = random.Random(seed)
    out = [state]
    while not state.over:
        state = apply(state, random_action(state, rng))
        out.append(state)
    return out


def test_the_view_holds_no_pile_order_seed_or_other_hand() -> None:
    state = states(3, 1)[10]
    view = view_for(state, 1)
    fields = set(SeatView.__dataclass_fields__)
    assert not fields & {"pile", "seed", "config", "drawn"}
    assert view.hands == () and view.hand == state.hands[1]
    for value in (getattr(view, f) for f in fields):
        assert value != state.pile[state.drawn :]
    other = state.hands[0]
    assert all(c in view.unseen for c in other)  # unseen, not shown
    # Two states differing only in hidden cards give the same view.
    swapped = state.hands[0][0], state.pile[state.drawn]
    if VOLCANO_FIRST not in swapped and VOLCANO_SECOND not in swapped:
        a, b = swapped
        hands = ((b, *state.hands[0][1:]), *state.hands[1:])
        pile = tuple(a if c == b else c for c in state.pile)
        hidden = replace(state, hands=hands, pile=pile)
        assert view_for(hidden, 1) == view


def test_open_hands_show_every_hand() -> None:
    state = new_game(GameConfig(seats=2, seed=3, open_hands=True))
    view = view_for(state, 0)
    assert view.hands == state.hands
    assert not set(state.hands[1]) & set(view.unseen)


def test_sampled_states_agree_with_the_view_and_place_volcanoes_in_their_zones() -> None:
    rng = random.Random(0)
    for seats in (2, 3, 4):
        for state in states(seats, seats)[::4]:
            if state.over:
                continue
            view = view_for(state, 0)
            for _ in range(5):
                sample = sample_state(view, rng)
                assert view_for(sample, 0) == view
                rest = sample.pile[sample.drawn :]
                k = len(rest)
                everything = [*sample.city.monuments(), *sample.discards, *rest]
                everything += [c for h in sample.hands for c in h]
                assert Counter(c for c in everything if c < MONUMENT_CARDS) == Counter(
                    range(MONUMENT_CARDS)
                )
                if state.volcanoes == 0:
                    assert ZONE <= k - 1 - rest.index(VOLCANO_FIRST) < 2 * ZONE
                assert k - 1 - rest.index(VOLCANO_SECOND) < ZONE
