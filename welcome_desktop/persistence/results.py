"""A player's figures over the finished games of a history, for any game whose records list
their seats with a name, a kind, a final score and a rank (Pompeji's, Balconia's). Pure Python."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


class ScoredSeat(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def kind(self) -> str: ...  # "human" or a computer level
    @property
    def total(self) -> int: ...  # the final score
    @property
    def rank(self) -> int: ...  # 1 = first (shared on a tie)


class ScoredGame(Protocol):
    @property
    def seats(self) -> Sequence[ScoredSeat]: ...


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's figures over their recorded games."""

    name: str
    games: int
    wins: int  # first places, shared ones included
    best: int
    mean: float
    scores: tuple[int, ...]  # oldest first


def player_stats(games: Sequence[ScoredGame], name: str) -> PlayerStats | None:
    """``name``'s figures over ``games`` (newest first, as a history lists them); None if they
    played none."""
    mine = [s for g in reversed(games) for s in g.seats if s.name == name]
    if not mine:
        return None
    scores = tuple(s.total for s in mine)
    return PlayerStats(
        name,
        len(mine),
        sum(1 for s in mine if s.rank == 1),
        max(scores),
        statistics.fmean(scores),
        scores,
    )


def score_lines(
    games: Sequence[ScoredGame], names: Sequence[str]
) -> dict[str, tuple[tuple[int, int], ...]]:
    """Per name, (game number, final score) of each game they played, the games numbered
    oldest first over all of ``games`` (newest first, as a history lists them)."""
    lines: dict[str, list[tuple[int, int]]] = {name: [] for name in names}
    for number, game in enumerate(reversed(games), start=1):
        for seat in game.seats:
            if seat.name in lines:
                lines[seat.name].append((number, seat.total))
    return {name: tuple(points) for name, points in lines.items()}


def best_on_deal(games: Sequence[ScoredGame], kinds: Sequence[str]) -> tuple[str, int] | None:
    """The best score a human made in ``games`` played with the table ``kinds`` (one kind per
    seat, "human" or a level): (name, points), or None if there is none."""
    scores = [
        (s.total, s.name)
        for g in games
        if tuple(s.kind for s in g.seats) == tuple(kinds)
        for s in g.seats
        if s.kind == "human"
    ]
    if not scores:
        return None
    total, name = max(scores)
    return name, total
