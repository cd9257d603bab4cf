"""Statistics over the history: per player name and mode, pure functions of GameRecords."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from welcome_desktop.persistence.versus import Versus, versus

from ..engine.scoring import CATEGORIES
from .history import GameRecord

BOT_LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class PlayerStats:
    name: str
    games: int
    mean: float
    best: int
    best_game: int  # GameRecord.id of the best score (0 if none)
    totals: tuple[int, ...]  # oldest first: the trend
    mean_breakdown: dict[str, float]
    versus: tuple[Versus, ...]

    def histogram(self, width: int = 10) -> list[tuple[int, int]]:
        """(bin start, games) for bins of ``width`` points, lowest to highest, no gaps."""
        if not self.totals:
            return []
        width = max(1, width)
        low = (min(self.totals) // width) * width
        high = (max(self.totals) // width) * width
        counts = dict.fromkeys(range(low, high + 1, width), 0)
        for t in self.totals:
            counts[(t // width) * width] += 1
        return sorted(counts.items())


def player_stats(records: Sequence[GameRecord], name: str) -> PlayerStats:
    """The statistics of the human seats called ``name`` in ``records`` (any order)."""
    games = sorted(records, key=lambda r: (r.finished_at, r.id))
    totals: list[int] = []
    sums = dict.fromkeys(CATEGORIES, 0.0)
    best, best_game = 0, 0
    for record in games:
        mine = [s for s in record.seats if s.name == name and s.kind == "human"]
        if not mine:
            continue
        seat = mine[0]
        totals.append(seat.total)
        if len(totals) == 1 or seat.total > best:
            best, best_game = seat.total, record.id
        for cat in CATEGORIES:
            sums[cat] += seat.breakdown.get(cat, 0)
    n = len(totals)
    return PlayerStats(
        name,
        n,
        sum(totals) / n if n else 0.0,
        best,
        best_game,
        tuple(totals),
        {cat: (sums[cat] / n if n else 0.0) for cat in CATEGORIES},
        versus(games, name, BOT_LEVELS),
    )


def personal_bests(
    records: Sequence[GameRecord], latest: GameRecord
) -> list[tuple[str, int, int | None]]:
    """Human seats of ``latest`` that beat their own best in this mode before it:
    (name, new best, previous best or None for a first game)."""
    out: list[tuple[str, int, int | None]] = []
    earlier = [
        r
        for r in records
        if r.id != latest.id
        and r.mode == latest.mode
        and (r.finished_at, r.id)
        < (
            latest.finished_at,
            latest.id,
        )
    ]
    for seat in latest.seats:
        if seat.kind != "human":
            continue
        previous = [s.total for r in earlier for s in r.seats if s.name == seat.name]
        if not previous:
            out.append((seat.name, seat.total, None))
        elif seat.total > max(previous):
            out.append((seat.name, seat.total, max(previous)))
    return out
