"""Every bot level only ever plays legal moves, in every game mode, over seeded games."""

from __future__ import annotations

import pytest
from bot_helpers import MODES, config, play

SEEDS = (0, 1, 4)  # solo seed 4 has the solo card at the very bottom of the deck


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_level_plays_whole_games_legally(level: str, mode: str) -> None:
    for seed in SEEDS:
        state, moves = play(level, config(mode, seed))
        assert state.over
        assert moves == state.round * state.config.seats  # every move was accepted


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(MODES))
def test_hard_plays_legally(mode: str) -> None:
    # Whole game in solo (one seat); the first rounds elsewhere keep the runtime modest.
    rounds = 1000 if mode == "solo" else 8
    state, moves = play("hard", config(mode, 1), max_rounds=rounds)
    played = state.round if state.over else state.round - 1
    assert moves == played * state.config.seats
    assert played == rounds or state.over
