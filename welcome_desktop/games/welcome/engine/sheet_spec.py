"""The score sheet as a value: its streets, its tracks and score columns, chosen by the game.

Every sheet shape the engine, the saves and the board know is one frozen ``SheetSpec`` in
``SHEETS``. The base sheet's numbers live here; ``data.py`` re-exports them under their old
names. A thematic sheet keeps the base geometry and adds house marks (ice-cream cones, eggs),
a ``theme`` score column and its own plans for deck n°3.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final


@dataclass(frozen=True, slots=True)
class StreetSpec:
    """One street: its houses, the houses with a pool, its park track's values and, on a
    thematic sheet, marks printed on houses as (house, count) pairs (cone scoops, eggs)."""

    size: int
    pool_houses: tuple[int, ...]
    park_values: tuple[int, ...]
    house_marks: tuple[tuple[int, int], ...] = ()

    @property
    def pool_mask(self) -> int:
        return sum(1 << h for h in self.pool_houses)

    @property
    def park_boxes(self) -> int:
        return len(self.park_values) - 1

    def mark(self, house: int) -> int:
        """The count printed on ``house`` (0 when none)."""
        for h, count in self.house_marks:
            if h == house:
                return count
        return 0


@dataclass(frozen=True, slots=True)
class TrackSpec:
    """One score column of the sheet, in the order the score area prints them.

    ``values`` are the points after k boxes are crossed (empty when the column is computed
    another way: parks per street, estates, temp majority, a theme). ``sign`` is -1 for points
    lost. ``boxes`` and ``row`` place it as a track row under the streets (``row`` -1: not a
    track row of its own; parks sit beside the streets, estates in their columns)."""

    id: str
    values: tuple[int, ...] = ()
    sign: int = 1
    boxes: int = 0
    row: int = -1


@dataclass(frozen=True, slots=True)
class SheetSpec:
    """A whole sheet. ``paper_keys`` is the order of the ``score`` CLI / paper-sheet output;
    ``plan_ids`` are the sheet's own deck-n°3 plans (empty: the base decks)."""

    id: str
    streets: tuple[StreetSpec, ...]
    tracks: tuple[TrackSpec, ...]
    paper_keys: tuple[str, ...]
    number_range: tuple[int, int] = (0, 17)
    estate_values: tuple[tuple[int, ...], ...] = ()
    plan_ids: tuple[str, ...] = ()

    @property
    def categories(self) -> tuple[str, ...]:
        """The score breakdown's categories (without "total"), in score-column order."""
        return tuple(t.id for t in self.tracks)

    @property
    def negative(self) -> tuple[str, ...]:
        """Categories whose points are subtracted."""
        return tuple(t.id for t in self.tracks if t.sign < 0)

    def track(self, ident: str) -> TrackSpec:
        for t in self.tracks:
            if t.id == ident:
                return t
        raise KeyError(ident)

    def track_rows(self) -> tuple[tuple[str, ...], ...]:
        """The ids of the track rows under the streets, row by row, left to right."""
        rows = sorted({t.row for t in self.tracks if t.row >= 0})
        return tuple(tuple(t.id for t in self.tracks if t.row == r) for r in rows)

    @property
    def street_sizes(self) -> tuple[int, ...]:
        return tuple(st.size for st in self.streets)


# --- The base sheet -----------------------------------------------------------------------------
_ESTATE_VALUES: Final = (
    (1, 3),
    (2, 3, 4),
    (3, 4, 5, 6),
    (4, 5, 6, 7, 8),
    (5, 6, 7, 8, 10),
    (6, 7, 8, 10, 12),
)

BASE_SHEET: Final = SheetSpec(
    id="base",
    streets=(
        StreetSpec(10, (2, 6, 7), (0, 2, 4, 10)),
        StreetSpec(11, (0, 3, 7), (0, 2, 4, 6, 14)),
        StreetSpec(12, (1, 6, 10), (0, 2, 4, 6, 8, 18)),
    ),
    tracks=(
        TrackSpec("plans", boxes=3, row=0),
        TrackSpec("parks"),
        TrackSpec("pools", (0, 3, 6, 9, 13, 17, 21, 26, 31, 36), boxes=9, row=0),
        TrackSpec("temps", boxes=11, row=1),
        TrackSpec("estates"),
        TrackSpec("bis", (0, 1, 3, 6, 9, 12, 16, 20, 24, 28), -1, boxes=9, row=0),
        TrackSpec("refusals", (0, 0, 3, 5), -1, boxes=3, row=1),
        TrackSpec("roundabouts", (0, 3, 8), -1, boxes=2, row=1),
    ),
    paper_keys=(
        "pools",
        "parks",
        "estates",
        "temps",
        "plans",
        "bis",
        "refusals",
        "roundabouts",
        "total",
    ),
    estate_values=_ESTATE_VALUES,
)


def themed_sheet(
    ident: str, marks: tuple[tuple[tuple[int, int], ...], ...], plan_ids: tuple[str, ...]
) -> SheetSpec:
    """The base sheet with one theme's house marks, its ``theme`` score column (counted
    before the points lost) and its deck-n°3 plans (thematic-sheets.md C1, C3, C10)."""
    streets = tuple(
        replace(st, house_marks=m) for st, m in zip(BASE_SHEET.streets, marks, strict=True)
    )
    tracks = list(BASE_SHEET.tracks)
    first_loss = next(i for i, t in enumerate(tracks) if t.sign < 0)
    tracks.insert(first_loss, TrackSpec("theme"))
    keys = list(BASE_SHEET.paper_keys)
    keys.insert(keys.index("plans") + 1, "theme")
    return replace(
        BASE_SHEET,
        id=ident,
        streets=streets,
        tracks=tuple(tracks),
        paper_keys=tuple(keys),
        plan_ids=plan_ids,
    )
