"""The shared city: cards on a grid that grows from the start card, at most 7 x 7, and where a
card may go (edge contact, the bound, no orthogonal neighbour of the same monument or colour)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final

from .cards import KINDS
from .errors import Reason

Pos = tuple[int, int]  # (column, row); the start card is at (0, 0), rows grow downwards
MAX_SPAN: Final = 7
ORTHOGONAL: Final[tuple[Pos, ...]] = ((1, 0), (-1, 0), (0, 1), (0, -1))


@dataclass(frozen=True, slots=True)
class Tile:
    """A card in the city. ``card`` is the monument card, or for a statue the identity it was
    named as when placed (kept for display and the record; a placed statue is neutral)."""

    card: int
    statue: bool = False
    seat: int = -1  # who built it; -1 for the start card


@dataclass(frozen=True, slots=True)
class City:
    """An immutable city. ``tiles`` is never mutated: ``place`` returns a new city, whose
    ``tiles`` keep the order the cards were placed in (the start card first), which is how a
    computer player replays the public record of turns (``bots.belief.replay_turns``)."""

    tiles: Mapping[Pos, Tile]
    left: int = 0
    right: int = 0
    top: int = 0
    bottom: int = 0
    # Empty cells touching the city inside the bound, sorted (row, column); derived, kept
    # because every query needs it (computed once here, updated cell by cell in ``place``).
    cells_open: tuple[Pos, ...] | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.cells_open is None:
            object.__setattr__(self, "cells_open", self._open_cells(self.tiles))

    @staticmethod
    def start(card: int) -> City:
        return City({(0, 0): Tile(card)})

    def __len__(self) -> int:
        return len(self.tiles)

    def __iter__(self) -> Iterator[Pos]:
        return iter(self.tiles)

    def get(self, pos: Pos) -> Tile | None:
        return self.tiles.get(pos)

    @property
    def width(self) -> int:
        return self.right - self.left + 1

    @property
    def height(self) -> int:
        return self.bottom - self.top + 1

    def fits_bound(self, pos: Pos) -> bool:
        """Whether a card at ``pos`` keeps the city within 7 columns and 7 rows."""
        x, y = pos
        return (
            max(self.right, x) - min(self.left, x) < MAX_SPAN
            and max(self.bottom, y) - min(self.top, y) < MAX_SPAN
        )

    def frontier(self) -> tuple[Pos, ...]:
        """Empty cells sharing an edge with the city and inside the bound, sorted (row, column)."""
        assert self.cells_open is not None
        return self.cells_open

    def _open_cells(self, tiles: Mapping[Pos, Tile], near: Iterable[Pos] = ()) -> tuple[Pos, ...]:
        """The frontier of ``tiles`` within this city's bound: from scratch, or (with ``near``)
        the previous frontier plus the neighbours of the new cells."""
        out = set(self.cells_open or ()) if near else set()
        for x, y in near if near else tiles:
            for dx, dy in ORTHOGONAL:
                out.add((x + dx, y + dy))
        return tuple(
            sorted(
                (p for p in out if p not in tiles and self.fits_bound(p)),
                key=lambda p: (p[1], p[0]),
            )
        )

    def problem(self, pos: Pos, card: int, statue: bool = False) -> Reason | None:
        """Why ``card`` (or a statue) may not go at ``pos``, or None if it may."""
        tiles = self.tiles
        if pos in tiles:
            return Reason.CELL_TAKEN
        x, y = pos
        neighbours = [tiles.get((x + dx, y + dy)) for dx, dy in ORTHOGONAL]
        if all(n is None for n in neighbours):
            return Reason.NOT_TOUCHING
        if not self.fits_bound(pos):
            return Reason.CITY_TOO_LARGE
        if statue:
            return None  # [DECISION] a statue may lie next to anything
        monument, colour = card // KINDS, card % KINDS
        for n in neighbours:
            if n is not None and not n.statue and n.card // KINDS == monument:
                return Reason.SAME_MONUMENT_BESIDE
        for n in neighbours:
            if n is not None and not n.statue and n.card % KINDS == colour:
                return Reason.SAME_COLOUR_BESIDE
        return None

    def allows(self, pos: Pos, card: int, statue: bool = False) -> bool:
        return self.problem(pos, card, statue) is None

    def cells_for(self, card: int, statue: bool = False) -> tuple[Pos, ...]:
        """Every cell where the card (or a statue) may go, sorted (row, column)."""
        assert self.cells_open is not None
        if statue:
            return self.cells_open
        tiles = self.tiles
        monument, colour = card // KINDS, card % KINDS
        out = []
        for x, y in self.cells_open:  # touching and inside the bound: only neighbours to check
            for dx, dy in ORTHOGONAL:
                n = tiles.get((x + dx, y + dy))
                if n is not None and not n.statue:
                    c = n.card
                    if c // KINDS == monument or c % KINDS == colour:
                        break
            else:
                out.append((x, y))
        return tuple(out)

    def can_place(self, card: int) -> bool:
        """Whether the card fits anywhere."""
        return bool(self.cells_for(card))

    def place(self, pos: Pos, tile: Tile) -> City:
        """The city with ``tile`` at ``pos`` (no rule check: see ``problem``)."""
        x, y = pos
        tiles = {**self.tiles, pos: tile}
        bigger = City(
            tiles,
            min(self.left, x),
            max(self.right, x),
            min(self.top, y),
            max(self.bottom, y),
            self.cells_open,
        )
        open_cells = bigger._open_cells(tiles, (pos,))
        object.__setattr__(bigger, "cells_open", open_cells)
        return bigger

    def monuments(self) -> tuple[int, ...]:
        """The monument cards in the city (statues excluded), sorted."""
        return tuple(sorted(t.card for t in self.tiles.values() if not t.statue))

    def statue_count(self) -> int:
        return sum(1 for t in self.tiles.values() if t.statue)
