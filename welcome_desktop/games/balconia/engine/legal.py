"""Legal-action queries and a random legal action (for tests and simple computer players)."""

from __future__ import annotations

import random

from .actions import PAIRS, Action, place, select
from .game import GameState


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every legal action now: the 4 adjacent pairs for the selector, or the placer's 2 faces
    times the legal cells; () when the game is over."""
    side = state.to_act
    if side is None:
        return ()
    offered = state.offered
    if offered is None:
        return tuple(select(side, a, b) for a, b in PAIRS)
    cells = state.legal_cells()
    return tuple(place(side, face, cell) for face in offered for cell in cells)


def random_action(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action (the game must not be over)."""
    side = state.to_act
    if side is None:
        raise ValueError("the game is over")
    offered = state.offered
    if offered is None:
        return select(side, *rng.choice(PAIRS))
    return place(side, rng.choice(offered), rng.choice(state.legal_cells()))
