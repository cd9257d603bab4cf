"""Pompeji's "Suggest a move" (``bots/hints.suggest``): the Hard level's own choice for the seat
to play, legal, and worked out from that seat's view only: the same position with other hidden
hands and another pile gives the same suggestion."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.bots.hard import HardBot
from welcome_desktop.games.pompeji.bots.hints import suggest
from welcome_desktop.games.pompeji.engine import (
    GameConfig,
    GameState,
    Kind,
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
