"""The interface of a Pompeji computer player, the registry of levels, and the loop that lets
bots play a game through the engine's public API."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ...bot_levels import BotLevels
from ..engine import (
    Action,
    GameState,
    Kind,
    SeatView,
    apply,
    permit_seats,
    view_for,
)


class Bot(Protocol):
    """A computer player: asked at every permit window and on its turns, from its view only."""

    name: str

    def wants_permit(self, view: SeatView) -> bool:
        """Whether to declare the building permit now (asked only when the seat may)."""
        ...

    def choose(self, view: SeatView) -> Action:
        """A legal turn action (asked only on the seat's turn)."""
        ...


class RandomBot:
    """Uniformly random legal builds (a baseline, not a level offered to players)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def wants_permit(self, view: SeatView) -> bool:
        return self.rng.random() < 0.05

    def choose(self, view: SeatView) -> Action:
        actions = view.turn_actions(statue=False)
        return self.rng.choice(actions)


BOT_NAMES: tuple[str, ...] = ("random", "easy", "medium", "hard")
LEVELS: BotLevels[Bot] = BotLevels(BOT_NAMES)
LEVELS.register("random", RandomBot)
register = LEVELS.register
make_bot = LEVELS.make


def bot_step(state: GameState, bots: Sequence[Bot]) -> GameState:
    """One action chosen by the bots: a permit declaration if a seat at the window wants one
    (asked in resolution order), else the turn of the seat to play."""
    for seat in permit_seats(state):
        if bots[seat].wants_permit(view_for(state, seat)):
            return apply(state, Action(Kind.PERMIT, seat))
    seat = state.current_seat
    return apply(state, bots[seat].choose(view_for(state, seat)))
