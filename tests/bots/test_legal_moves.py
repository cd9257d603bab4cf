"""Every bot level only ever plays legal moves, in every game mode, over seeded games."""

from __future__ import annotations

from pathlib import Path

import pytest

from welcome_desktop.games.welcome.bots import HardBot
from welcome_desktop.games.welcome.engine import check_move, submit, view_for
from welcome_desktop.games.welcome.persistence.saves import load_game

from .bot_helpers import MODES, config, play

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


def test_hard_does_not_look_past_a_move_that_ends_the_game() -> None:
    """Round 31 of a Hard self-play game (2 seats, advanced, seed 173): seat 1 has two refusals,
    no number fits, and a roundabout could still open a house. Looking one turn past the third
    refusal used to write a fourth one and crash the evaluation."""
    state, _ = load_game(Path(__file__).with_name("data") / "hard_third_refusal.json")
    view = view_for(state, 1)
    assert view.sheet.refusals == 2 and state.pending[0] is not None
    move = HardBot(173 * 100 + 1).choose(view)
    check_move(state, 1, move)
    after = submit(state, 1, move)
    assert after.round == 32 or after.over
