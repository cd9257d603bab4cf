"""The computer-player levels of one game by name: each game's ``bots`` package registers a
factory per level and makes seeded players from it. Pure Python (games' bots import it)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

B = TypeVar("B")


class BotLevels(Generic[B]):
    """``register(name, factory)`` then ``make(name, seed)``; ``names`` lists the levels a
    player can name, in order, for the message about an unknown one."""

    def __init__(self, names: Iterable[str]) -> None:
        self.names = tuple(names)
        self._factories: dict[str, Callable[[int], B]] = {}

    def register(self, name: str, factory: Callable[[int], B]) -> None:
        self._factories[name] = factory

    def make(self, name: str, seed: int = 0) -> B:
        """A new player of the named level, seeded for reproducible play."""
        try:
            return self._factories[name](seed)
        except KeyError:
            known = ", ".join(self.names)
            raise ValueError(f"unknown bot {name!r}; known: {known}") from None
