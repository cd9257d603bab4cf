"""The interface every computer player implements, and the registry of levels by name."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

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


_FACTORIES: dict[str, Callable[[int], Bot]] = {SeatKind.RANDOM: RandomBot}


def register(name: str, factory: Callable[[int], Bot]) -> None:
    _FACTORIES[name] = factory


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new bot of the named level, seeded for reproducible play."""
    try:
        return _FACTORIES[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOT_NAMES)}") from None
