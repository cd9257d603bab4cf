"""The 5 x 5 building, the two sides that look at it, and what each side sees (its facade).

Cells are ``(floor, column)``: floor 0 is the street level (where the entrance stands), column 0
is the turquoise player's left. Actions and the building use this frame. Each face is read from
the side it is turned to: the pink player stands opposite, so pink's column ``c`` is column
``4 - c`` of the building, while floors are the same for both ([DECISION] orientation).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .data import FACES_PER_BLOCK, Face, faces_of

SIZE: Final = 5
ENTRANCE_FLOOR: Final = 0
STANDARD_ENTRANCE_COLUMN: Final = 2

Cell = tuple[int, int]  # (floor, column)


class Side(StrEnum):
    TURQUOISE = "turquoise"
    PINK = "pink"

    @property
    def other(self) -> Side:
        return Side.PINK if self is Side.TURQUOISE else Side.TURQUOISE

    @property
    def number(self) -> int:
        """0 for turquoise, 1 for pink: the position in per-side tuples."""
        return 0 if self is Side.TURQUOISE else 1


SIDES: Final = (Side.TURQUOISE, Side.PINK)
ALL_CELLS: Final[tuple[Cell, ...]] = tuple((f, c) for f in range(SIZE) for c in range(SIZE))


def in_grid(cell: Cell) -> bool:
    return 0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE


def to_view(cell: Cell, side: Side) -> Cell:
    """A building cell as ``side`` sees it (the same map turns a view cell back)."""
    floor, column = cell
    return (floor, column) if side is Side.TURQUOISE else (floor, SIZE - 1 - column)


from_view = to_view  # the mirror is its own inverse


def opposite(face: int) -> int:
    return (face + 2) % FACES_PER_BLOCK


def orthogonal(cell: Cell) -> Iterator[Cell]:
    floor, column = cell
    for near in (
        (floor - 1, column),
        (floor + 1, column),
        (floor, column - 1),
        (floor, column + 1),
    ):
        if in_grid(near):
            yield near


@dataclass(frozen=True, slots=True)
class Placed:
    """A block in the building and which of its faces looks at the turquoise side (the pink
    side sees the opposite face; the other two faces look sideways and never score)."""

    block: int
    turquoise_face: int

    def face_index(self, side: Side) -> int:
        return self.turquoise_face if side is Side.TURQUOISE else opposite(self.turquoise_face)

    def face(self, side: Side) -> Face:
        return faces_of(self.block)[self.face_index(side)]


@dataclass(frozen=True, slots=True)
class Facade:
    """What one player sees: 25 cells in that player's frame (row-major from floor 0, column 0),
    each the face turned to them or None, and where the entrance stands (not a balcony)."""

    faces: tuple[Face | None, ...]
    entrance: Cell

    @staticmethod
    def of(faces: dict[Cell, Face], entrance: Cell) -> Facade:
        """A facade from the faces at some cells (for tests and tools)."""
        if entrance in faces or not all(in_grid(c) for c in (*faces, entrance)):
            raise ValueError("faces must lie in the grid, away from the entrance")
        return Facade(tuple(faces.get(c) for c in ALL_CELLS), entrance)

    def face(self, cell: Cell) -> Face | None:
        floor, column = cell
        if 0 <= floor < SIZE and 0 <= column < SIZE:
            return self.faces[floor * SIZE + column]
        return None

    def balconies(self) -> tuple[Cell, ...]:
        return tuple(c for c, f in zip(ALL_CELLS, self.faces, strict=True) if f is not None)

    def shown(self) -> tuple[Face, ...]:
        """The faces of every balcony, in cell order."""
        return tuple(f for f in self.faces if f is not None)


@dataclass(frozen=True, slots=True)
class Building:
    """The entrance block and the placed balcony blocks (row-major, building frame)."""

    entrance: int
    entrance_cell: Cell
    cells: tuple[Placed | None, ...] = (None,) * (SIZE * SIZE)

    def at(self, cell: Cell) -> Placed | None:
        return self.cells[cell[0] * SIZE + cell[1]]

    def is_free(self, cell: Cell) -> bool:
        return in_grid(cell) and cell != self.entrance_cell and self.at(cell) is None

    def placed(self) -> tuple[tuple[Cell, Placed], ...]:
        out = []
        for cell in ALL_CELLS:
            block = self.at(cell)
            if block is not None:
                out.append((cell, block))
        return tuple(out)

    def blocks(self) -> tuple[int, ...]:
        return tuple(p.block for _, p in self.placed())

    def touches(self, cell: Cell) -> bool:
        """Whether ``cell`` is orthogonally next to a placed block or the entrance."""
        return any(n == self.entrance_cell or self.at(n) is not None for n in orthogonal(cell))

    def free_cells(self, *, anywhere: bool = False) -> tuple[Cell, ...]:
        """The cells a new block may go to (next to the building, or any free cell)."""
        return tuple(c for c in ALL_CELLS if self.is_free(c) and (anywhere or self.touches(c)))

    def place(self, cell: Cell, placed: Placed) -> Building:
        if not self.is_free(cell):
            raise ValueError(f"cell {cell} is not free")
        i = cell[0] * SIZE + cell[1]
        return Building(
            self.entrance, self.entrance_cell, (*self.cells[:i], placed, *self.cells[i + 1 :])
        )

    def facade(self, side: Side) -> Facade:
        faces: list[Face | None] = [None] * (SIZE * SIZE)
        for i, placed in enumerate(self.cells):
            if placed is not None:
                floor, column = to_view(divmod(i, SIZE), side)
                faces[floor * SIZE + column] = placed.face(side)
        return Facade(tuple(faces), to_view(self.entrance_cell, side))
