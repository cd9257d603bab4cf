"""An independent statement of the Pompeji rules for the tests: card values from the formula,
placement legality and placement points computed from scratch on a plain dict of cells."""

from __future__ import annotations

from collections.abc import Mapping

Cell = tuple[int, int]
# A plain cell map: position -> (card, is_statue).
Grid = Mapping[Cell, tuple[int, bool]]


def value(card: int) -> int:
    monument, colour = divmod(card, 7)
    return (3 * monument + colour) % 7 + 1


def grid_of(tiles: Mapping[Cell, object]) -> dict[Cell, tuple[int, bool]]:
    return {p: (t.card, t.statue) for p, t in tiles.items()}  # type: ignore[attr-defined]


def span_ok(cells: list[Cell]) -> bool:
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return max(xs) - min(xs) <= 6 and max(ys) - min(ys) <= 6


def legal(grid: Grid, pos: Cell, card: int, statue: bool) -> bool:
    if pos in grid:
        return False
    x, y = pos
    around = [grid.get(p) for p in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))]
    if not any(around):
        return False
    if not span_ok([*grid, pos]):
        return False
    if statue:
        return True
    return all(
        n is None or n[1] or (n[0] // 7 != card // 7 and n[0] % 7 != card % 7) for n in around
    )


def points(grid: Grid, pos: Cell, card: int, statue: bool) -> int:
    """Points of placing ``card`` (a statue named ``card``) at ``pos``: four unbroken runs."""
    own = 1 if statue else value(card)
    total = 0
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = [pos]
        for sign in (1, -1):
            k = 1
            while (pos[0] + sign * k * dx, pos[1] + sign * k * dy) in grid:
                run.append((pos[0] + sign * k * dx, pos[1] + sign * k * dy))
                k += 1
        others = [grid[p] for p in run if p != pos]
        kin = [value(c) for c, s in others if not s and c // 7 == card // 7]
        hue = [value(c) for c, s in others if not s and c % 7 == card % 7]
        if kin:
            total += own + sum(kin)
        if hue:
            total += max([own, *hue])
        if len(run) == 7:
            total += 7
    return total


def city_problems(grid: Grid) -> list[str]:
    """Every way the city breaks the rules as a whole: bound, neighbours, connection."""
    out = []
    if grid and not span_ok(list(grid)):
        out.append("city larger than 7 x 7")
    for (x, y), (card, statue) in grid.items():
        if statue:
            continue
        for p in ((x + 1, y), (x, y + 1)):
            n = grid.get(p)
            if n is None or n[1]:
                continue
            if n[0] // 7 == card // 7:
                out.append(f"same monument at {(x, y)} and {p}")
            if n[0] % 7 == card % 7:
                out.append(f"same colour at {(x, y)} and {p}")
    if grid:
        seen = {next(iter(grid))}
        todo = list(seen)
        while todo:
            x, y = todo.pop()
            for p in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                if p in grid and p not in seen:
                    seen.add(p)
                    todo.append(p)
        if len(seen) != len(grid):
            out.append("city not connected")
    return out
