"""Scoring one placement: the four streets through the new card (row, column, two diagonals),
each the unbroken run of cards through it; same monument, same colour, seventh-card bonus."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .cards import KINDS, STATUE_VALUE, VALUES
from .city import MAX_SPAN, City, Pos

SEVENTH_BONUS: Final = 7


class Street(StrEnum):
    ROW = "row"
    COLUMN = "column"
    DIAGONAL = "diagonal"  # top-left to bottom-right
    ANTI_DIAGONAL = "anti_diagonal"  # bottom-left to top-right


DIRECTIONS: Final[tuple[tuple[Street, Pos], ...]] = (
    (Street.ROW, (1, 0)),
    (Street.COLUMN, (0, 1)),
    (Street.DIAGONAL, (1, 1)),
    (Street.ANTI_DIAGONAL, (1, -1)),
)


@dataclass(frozen=True, slots=True)
class StreetScore:
    """The points one street gives a placement."""

    street: Street
    cells: tuple[Pos, ...]  # the unbroken run, the new card included, in direction order
    monument: int
    colour: int
    seventh: int

    @property
    def total(self) -> int:
        return self.monument + self.colour + self.seventh


@dataclass(frozen=True, slots=True)
class PlacementScore:
    streets: tuple[StreetScore, ...]

    @property
    def total(self) -> int:
        return sum(s.total for s in self.streets)


def run_through(city: City, pos: Pos, step: Pos) -> tuple[Pos, ...]:
    """The unbroken run of occupied cells through ``pos`` along ``step`` (``pos`` counted as
    occupied), in direction order."""
    tiles = city.tiles
    dx, dy = step
    x, y = pos
    back: list[Pos] = []
    for k in range(1, MAX_SPAN):
        p = (x - k * dx, y - k * dy)
        if p not in tiles:
            break
        back.append(p)
    fwd: list[Pos] = []
    for k in range(1, MAX_SPAN):
        p = (x + k * dx, y + k * dy)
        if p not in tiles:
            break
        fwd.append(p)
    back.reverse()
    return (*back, pos, *fwd)


def score_placement(city: City, pos: Pos, card: int, statue: bool = False) -> PlacementScore:
    """The points of placing ``card`` at ``pos`` in ``city`` (the city before the placement).

    A statue scores as ``card`` with value 1. Placed statues in a run are neutral: they count as
    cards of the run but match no monument and no colour."""
    tiles = city.tiles
    value = STATUE_VALUE if statue else VALUES[card]
    monument, colour = card // KINDS, card % KINDS
    out = []
    for street, step in DIRECTIONS:
        cells = run_through(city, pos, step)
        same_monument = 0
        best_colour = 0
        for p in cells:
            if p == pos:
                continue
            t = tiles[p]
            if t.statue:
                continue
            if t.card // KINDS == monument:
                same_monument += VALUES[t.card]
            if t.card % KINDS == colour:
                best_colour = max(best_colour, VALUES[t.card])
        out.append(
            StreetScore(
                street,
                cells,
                value + same_monument if same_monument else 0,
                max(value, best_colour) if best_colour else 0,
                SEVENTH_BONUS if len(cells) == MAX_SPAN else 0,
            )
        )
    return PlacementScore(tuple(out))


def placement_points(city: City, pos: Pos, card: int, statue: bool = False) -> int:
    """``score_placement(...).total`` without building the breakdown (bots call this a lot)."""
    tiles = city.tiles
    value = STATUE_VALUE if statue else VALUES[card]
    monument, colour = card // KINDS, card % KINDS
    x, y = pos
    total = 0
    for _street, (dx, dy) in DIRECTIONS:
        length = 1
        same_monument = 0
        best_colour = 0
        for sign in (1, -1):
            for k in range(1, MAX_SPAN):
                t = tiles.get((x + sign * k * dx, y + sign * k * dy))
                if t is None:
                    break
                length += 1
                if t.statue:
                    continue
                c = t.card
                if c // KINDS == monument:
                    same_monument += VALUES[c]
                if c % KINDS == colour and VALUES[c] > best_colour:
                    best_colour = VALUES[c]
        if same_monument:
            total += value + same_monument
        if best_colour:
            total += max(value, best_colour)
        if length == MAX_SPAN:
            total += SEVENTH_BONUS
    return total
