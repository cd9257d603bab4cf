"""The interface every computer player implements, and the registry of levels by name."""

from __future__ import annotations

import random
from typing import Protocol

from ...bot_levels import BotLevels
from ..engine import Move, SeatView, random_move
from .levels import BOT_NAMES, SeatKind


class Bot(Protocol):
    """A computer player: a seat's view in, a legal move out."""

    name: str

    def choose(self, view: SeatView) -> Move: ...


class RandomBot:
    """Uniformly random legal play (a baseline, not a level offered to players)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Move:
        return random_move(view.sheet, view.combos, self.rng, advanced=view.advanced)


LEVELS: BotLevels[Bot] = BotLevels(BOT_NAMES)
LEVELS.register(SeatKind.RANDOM, RandomBot)
register = LEVELS.register
make_bot = LEVELS.make
