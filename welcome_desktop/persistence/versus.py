"""A player's results against the computer players, level by level, over finished games of any
game: in each game they shared with computer players of a level, a win when the player ranks
above the best of them, a tie when level with it, else a loss. Pure Python."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol


class SeatLike(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def kind(self) -> str: ...  # "human" or a computer level
    @property
    def rank(self) -> int: ...  # 1 = first (shared on a tie)


class GameLike(Protocol):
    @property
    def seats(self) -> Sequence[SeatLike]: ...


@dataclass(frozen=True, slots=True)
class Versus:
    """Results of one player against computer players of one level (games they shared)."""

    level: str
    games: int
    wins: int
    ties: int
    losses: int


def versus(games: Iterable[GameLike], name: str, levels: Sequence[str]) -> tuple[Versus, ...]:
    """``name``'s results (as a human seat) against each of ``levels`` it met, in that order."""
    rows: dict[str, list[int]] = {level: [0, 0, 0, 0] for level in levels}
    for game in games:
        mine = [s for s in game.seats if s.name == name and s.kind == "human"]
        if not mine:
            continue
        rank = mine[0].rank
        for level, row in rows.items():
            bots = [s.rank for s in game.seats if s.kind == level]
            if not bots:
                continue
            row[0] += 1
            best = min(bots)
            row[1 if rank < best else 2 if rank == best else 3] += 1
    return tuple(Versus(level, *row) for level, row in rows.items() if row[0])
