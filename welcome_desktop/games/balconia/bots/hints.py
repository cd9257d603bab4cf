"""The app's "Suggest a move" for Balconia: what the Hard level would do now for a side, worked
out from that side's own view (the building, the block on the disc, the public turns and the
blocks not seen yet), never from the order of the tokens to come nor from those put back."""

from __future__ import annotations

from ..engine import Action, GameState, Side, view_for
from .hard import HardBot

HINT_SEED = 0
"""The Hard level's seed for hints: a constant, so a hint never depends on the game's seed
(which decides the order of the tokens); its decisions still vary with the public turn."""


def suggest(state: GameState, side: Side) -> Action:
    """The Hard level's step for ``side`` in ``state`` (the side to act)."""
    return HardBot(seed=HINT_SEED).choose(view_for(state, side))
