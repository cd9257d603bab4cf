"""Helpers for the bot tests: play seeded games with bots through the engine's public API."""

from __future__ import annotations

from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    GameConfig,
    GameState,
    Mode,
    check_move,
    new_game,
    submit,
    view_for,
)

MODES = {
    "solo": GameConfig(mode=Mode.SOLO, seats=1),
    "standard2": GameConfig(mode=Mode.STANDARD, seats=2),
    "advanced4": GameConfig(mode=Mode.STANDARD, seats=4, advanced=True),
    "expert3": GameConfig(mode=Mode.EXPERT, seats=3),
}


def config(name: str, seed: int) -> GameConfig:
    base = MODES[name]
    return GameConfig(mode=base.mode, seats=base.seats, advanced=base.advanced, seed=seed)


def play(level: str, cfg: GameConfig, max_rounds: int = 1000) -> tuple[GameState, int]:
    """Play a game (or its first ``max_rounds`` rounds) with one ``level`` bot per seat.

    Every chosen move is checked with the engine's validation before it is submitted (an
    illegal move raises IllegalMove). Returns the final state and the number of moves made.
    """
    state = new_game(cfg)
    bots = [make_bot(level, cfg.seed * 10 + seat) for seat in range(cfg.seats)]
    moves = 0
    while not state.over and state.round <= max_rounds:
        for seat in range(cfg.seats):
            move = bots[seat].choose(view_for(state, seat))
            check_move(state, seat, move)
            state = submit(state, seat, move)
            moves += 1
    return state, moves
