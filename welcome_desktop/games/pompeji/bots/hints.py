"""The app's "Suggest a move" for Pompeji: what the Hard level would play now for a seat,
worked out from that seat's own view (its hand, the city, the public record), never from the
other hands or the pile."""

from __future__ import annotations

from ..engine import Action, GameState, view_for
from .hard import HardBot


def suggest(state: GameState, seat: int) -> Action:
    """The Hard level's turn for ``seat`` in ``state`` (the seat to play)."""
    return HardBot(seed=len(state.turns)).choose(view_for(state, seat))
