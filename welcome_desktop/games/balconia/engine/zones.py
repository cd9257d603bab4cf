"""Which cells a condition looks at, in the viewer's frame: the fixed zones, the groups, and the
lovebird pairs ([DECISION] "around" is the 8 neighbours; lovebirds pair by maximum matching)."""

from __future__ import annotations

from collections.abc import Callable

from .building import ALL_CELLS, SIZE, Cell, Facade, in_grid, orthogonal
from .data import Element, Face, Zone

_AROUND = tuple((df, dc) for df in (-1, 0, 1) for dc in (-1, 0, 1) if (df, dc) != (0, 0))


def zone_cells(zone: Zone, cell: Cell) -> tuple[Cell, ...]:
    """The cells of a fixed zone seen from ``cell``, this cell left out; () when the zone lies
    outside the grid (e.g. "directly left" from the leftmost column)."""
    floor, column = cell
    if zone is Zone.ROW:
        out = [(floor, c) for c in range(SIZE)]
    elif zone is Zone.COLUMN_ABOVE:
        out = [(f, column) for f in range(floor + 1, SIZE)]
    elif zone is Zone.COLUMN_BELOW:
        out = [(f, column) for f in range(floor)]
    elif zone is Zone.ROW_ABOVE:
        out = [(floor + 1, c) for c in range(SIZE)]
    elif zone is Zone.AROUND:
        out = [(floor + df, column + dc) for df, dc in _AROUND]
    elif zone is Zone.RIGHT:
        out = [(floor, column + 1)]
    elif zone is Zone.LEFT:
        out = [(floor, column - 1)]
    elif zone is Zone.COLUMN_RIGHT:
        out = [(f, column + 1) for f in range(SIZE)]
    elif zone is Zone.COLUMN_LEFT:
        out = [(f, column - 1) for f in range(SIZE)]
    else:
        raise ValueError(f"{zone} is not a fixed zone")
    return tuple(c for c in out if c != cell and in_grid(c))


def group_cells(facade: Facade, cell: Cell, shows: Callable[[Face], bool]) -> tuple[Cell, ...]:
    """The balconies reached from ``cell`` through orthogonal steps onto balconies that show the
    element (``shows``), ``cell`` left out. A balcony alone is a group of one."""
    seen = {cell}
    todo = [cell]
    while todo:
        for near in orthogonal(todo.pop()):
            face = facade.face(near)
            if near not in seen and face is not None and shows(face):
                seen.add(near)
                todo.append(near)
    return tuple(c for c in ALL_CELLS if c in seen and c != cell)


def paired_lovebirds(facade: Facade) -> frozenset[Cell]:
    """The balconies whose lovebird has a partner. Between columns c and c + 1, the
    right-looking lovebirds of c pair with the left-looking ones of c + 1, as many pairs as the
    smaller number; which ones pair changes no total, so the lower floors pair first."""
    paired: set[Cell] = set()
    for column in range(SIZE - 1):
        right = _with(facade, column, Element.LOVEBIRD_RIGHT)
        left = _with(facade, column + 1, Element.LOVEBIRD_LEFT)
        pairs = min(len(right), len(left))
        paired.update(right[:pairs])
        paired.update(left[:pairs])
    return frozenset(paired)


def _with(facade: Facade, column: int, bird: Element) -> list[Cell]:
    out = []
    for floor in range(SIZE):
        face = facade.face((floor, column))
        if face is not None and bird in face.elements:
            out.append((floor, column))
    return out
