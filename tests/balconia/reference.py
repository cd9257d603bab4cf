"""An independent, deliberately plain scorer of one Balconia side, written from §3.5 of the
specification without the engine's zones and scoring modules: the random-games test compares
the engine with it. Cells are (floor, column); the pink side sees column c at 4 - c."""

from __future__ import annotations

from welcome_desktop.games.balconia.engine import FLOWERS, Building, Face, Side, entrance, faces_of

Grid = dict[tuple[int, int], Face]


def grid_of(building: Building, side: Side) -> Grid:
    grid: Grid = {}
    for (floor, column), placed in building.placed():
        turquoise = side is Side.TURQUOISE
        index = placed.turquoise_face if turquoise else (placed.turquoise_face + 2) % 4
        grid[(floor, column if turquoise else 4 - column)] = faces_of(placed.block)[index]
    return grid


def icons(target: str, face: Face) -> int:
    if target == "flower":
        return sum(e in FLOWERS for e in face.elements)
    return sum(e == target for e in face.elements)


def zone(name: str, f: int, c: int, grid: Grid, target: str) -> list[tuple[int, int]]:
    cells: list[tuple[int, int]]
    if name == "row":
        cells = [(f, x) for x in range(5) if x != c]
    elif name == "column_above":
        cells = [(y, c) for y in range(f + 1, 5)]
    elif name == "column_below":
        cells = [(y, c) for y in range(f)]
    elif name == "row_above":
        cells = [(f + 1, x) for x in range(5)] if f < 4 else []
    elif name == "around":
        cells = [(f + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
    elif name in ("right", "left"):
        cells = [(f, c + (1 if name == "right" else -1))]
    elif name in ("column_right", "column_left"):
        x = c + (1 if name == "column_right" else -1)
        cells = [(y, x) for y in range(5)]
    else:  # group: flood fill through balconies showing the target
        shows = (
            (lambda fc: any(e in FLOWERS for e in fc.elements))
            if target == "flower"
            else (lambda fc: target in fc.elements)
        )
        found, todo = {(f, c)}, [(f, c)]
        while todo:
            y, x = todo.pop()
            for n in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if n not in found and n in grid and shows(grid[n]):
                    found.add(n)
                    todo.append(n)
        cells = [n for n in found if n != (f, c)]
    return [(y, x) for y, x in cells if 0 <= y < 5 and 0 <= x < 5]


def lovebird_points(grid: Grid) -> int:
    total = 0
    for c in range(4):
        right = sum("lovebird_right" in fc.elements for (_, x), fc in grid.items() if x == c)
        left = sum("lovebird_left" in fc.elements for (_, x), fc in grid.items() if x == c + 1)
        total += 2 * 5 * min(right, left)
    return total


def face_total(grid: Grid) -> int:
    total = lovebird_points(grid)
    for (f, c), face in grid.items():
        cond = face.condition
        if cond is None or cond.zone.startswith("lovebird"):
            continue
        cells = zone(cond.zone, f, c, grid, cond.target[-1])
        if not cells and not cond.include_self:
            continue
        faces = [grid[x] for x in cells if x in grid] + ([face] if cond.include_self else [])
        t = cond.target
        if t[0] == "not":
            lacking = [fc for fc in faces if not icons(t[1], fc)]
            if cond.payout == 5:
                total += 5 if len(lacking) == len(faces) else 0
            else:
                total += cond.payout * len(lacking)
        elif len(t) == 2:
            total += 5 if all(sum(icons(x, fc) for fc in faces) for x in t) else 0
        elif t[0] == "balcony":
            total += cond.payout * len(faces)
        elif t[0] == "flower_colours":
            total += cond.payout * len({e for fc in faces for e in fc.elements if e in FLOWERS})
        else:
            total += cond.payout * sum(icons(t[0], fc) for fc in faces)
    return total


def side_total(building: Building, side: Side) -> tuple[int, int]:
    """(total, door points) of ``side``."""
    mine, theirs = grid_of(building, side), grid_of(building, side.other)
    doors = entrance(building.entrance)
    kind, a, b = doors.turquoise if side is Side.TURQUOISE else doors.pink

    def n(grid: Grid, what: str) -> int:
        return sum(icons(what, fc) for fc in grid.values())

    if kind == "majority":
        door = (5 if n(mine, a) > n(theirs, a) else 0) + (3 if n(mine, b) > n(theirs, b) else 0)
    elif kind == "fewer":
        door = n(mine, a) if n(mine, a) < n(mine, b) else 0
    else:
        door = abs(n(mine, a) - n(mine, b))
    return face_total(mine) + door, door
