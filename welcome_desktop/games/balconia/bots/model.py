"""A fast model of a Balconia building for the computer players' look-ahead.

A position is a tuple of 25 ints in the building's frame (row-major, floor 0 first): at each
cell the id of the face turned to turquoise (``4 * (block - 1) + face``) or ``EMPTY``. Pink's
facade is the mirror with the opposite faces. The scoring below follows the engine's rules
exactly (a test checks it against ``score_both`` on many positions) but works on plain ints,
several times faster than the engine's general scorer.

The evaluation adds to the score difference an estimate of the points each side's conditions
may still gain or lose in the cells not yet filled (§3.9 of the specification): what a face of
the unseen pool is likely to bring to a zone, times the chance that a zone cell still gets a
block (the blocks left over the free cells)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from ..engine import (
    ALL_CELLS,
    BLOCK_IDS,
    FLOWERS,
    NOT,
    PAIRED,
    SIZE,
    Building,
    Counted,
    DoorKind,
    Element,
    Side,
    Zone,
    door_rule,
    faces_of,
)
from ..engine.data import MAJORITY_FIRST, MAJORITY_SECOND
from ..engine.zones import zone_cells

EMPTY: Final = -1
CELLS: Final = SIZE * SIZE
FACE_COUNT: Final = 4 * len(BLOCK_IDS)
Position = tuple[int, ...]


def face_id(block: int, face: int) -> int:
    return 4 * (block - 1) + face


def opposite_id(fid: int) -> int:
    return fid - fid % 4 + (fid % 4 + 2) % 4


def index(cell: tuple[int, int]) -> int:
    return cell[0] * SIZE + cell[1]


MIRROR: Final = tuple(f * SIZE + (SIZE - 1 - c) for f, c in ALL_CELLS)
_FACES: Final = tuple(faces_of(b)[f] for b in BLOCK_IDS for f in range(4))

# Per target (an element, any flower, a balcony): how many each face shows.
_KEYS: Final = (*(e.value for e in Element), Counted.FLOWER.value, Counted.BALCONY.value)


def _count(key: str, elements: Sequence[str]) -> int:
    if key == Counted.BALCONY:
        return 1
    if key == Counted.FLOWER:
        return sum(1 for e in elements if e in FLOWERS)
    return sum(1 for e in elements if e == key)


COUNTS: Final[dict[str, tuple[int, ...]]] = {
    key: tuple(_count(key, f.elements) for f in _FACES) for key in _KEYS
}
COLOURS: Final = tuple(
    sum(1 << i for i, colour in enumerate(FLOWERS) if colour in f.elements) for f in _FACES
)
ZONES: Final[dict[Zone, tuple[tuple[int, ...], ...]]] = {
    zone: tuple(tuple(index(c) for c in zone_cells(zone, cell)) for cell in ALL_CELLS)
    for zone in Zone
    if zone not in (Zone.GROUP, Zone.LOVEBIRD_LEFT, Zone.LOVEBIRD_RIGHT)
}
NEIGHBOURS: Final = tuple(
    tuple(
        index(n)
        for n in zone_cells(Zone.AROUND, cell)
        if abs(n[0] - cell[0]) + abs(n[1] - cell[1]) == 1
    )
    for cell in ALL_CELLS
)

# Rule kinds and counting modes.
FIXED, GROUP, LOVE = 0, 1, 2
COUNT, COLOUR_COUNT, ABSENT, BOTH = 0, 1, 2, 3


class Rule(NamedTuple):
    """A face's condition compiled for the model."""

    kind: int
    zone: tuple[tuple[int, ...], ...]  # per cell, for FIXED
    mode: int
    keys: tuple[str, ...]  # the counted targets
    payout: int
    own: bool


def _compile(fid: int) -> Rule | None:
    cond = _FACES[fid].condition
    if cond is None:
        return None
    target = cond.target
    keys: tuple[str, ...]
    if cond.zone in (Zone.LOVEBIRD_LEFT, Zone.LOVEBIRD_RIGHT):
        return Rule(LOVE, (), COUNT, (), cond.payout, cond.include_self)
    if target[0] == NOT:
        mode, keys = ABSENT, (target[1],)
    elif len(target) == 2:
        mode, keys = BOTH, target
    elif target[0] == Counted.FLOWER_COLOURS:
        mode, keys = COLOUR_COUNT, (Counted.FLOWER.value,)
    else:
        mode, keys = COUNT, (target[0],)
    if cond.zone is Zone.GROUP:
        return Rule(GROUP, (), mode, (target[-1],), cond.payout, cond.include_self)
    return Rule(FIXED, ZONES[cond.zone], mode, keys, cond.payout, cond.include_self)


RULES: Final = tuple(_compile(fid) for fid in range(FACE_COUNT))

# Kinds of condition, for an estimate weighted per kind (``KIND_NAMES[KIND[fid]]``).
KIND_NAMES: Final = (
    "lovebird",
    "group",
    "count",
    "balcony",
    "five if present",
    "five if absent",
    "absent",
    "colours",
)


def _kind(rule: Rule | None) -> int:
    if rule is None or rule.kind == LOVE:
        return 0
    if rule.kind == GROUP:
        return 1
    if rule.mode == COUNT:
        return 4 if rule.payout == PAIRED else 3 if rule.keys[0] == Counted.BALCONY else 2
    if rule.mode == BOTH:
        return 4
    if rule.mode == ABSENT:
        return 5 if rule.payout == PAIRED else 6
    return 7


KIND: Final = tuple(_kind(rule) for rule in RULES)
Weights = tuple[float, ...]  # one per kind of condition, in the order of KIND_NAMES

LOVE_RIGHT: Final = COUNTS[Element.LOVEBIRD_RIGHT.value]
LOVE_LEFT: Final = COUNTS[Element.LOVEBIRD_LEFT.value]


def position_of(building: Building) -> Position:
    out = [EMPTY] * CELLS
    for cell, placed in building.placed():
        out[index(cell)] = face_id(placed.block, placed.turquoise_face)
    return tuple(out)


def facade(position: Position, side: Side) -> list[int]:
    """The face ids one side sees, in that side's frame."""
    if side is Side.TURQUOISE:
        return list(position)
    out = [EMPTY] * CELLS
    for i, fid in enumerate(position):
        if fid != EMPTY:
            out[MIRROR[i]] = opposite_id(fid)
    return out


@dataclass(frozen=True, slots=True)
class Pool:
    """What a face of the unseen blocks is likely to show: the mean count of each target and
    the share of faces showing it."""

    mean: dict[str, float]
    share: dict[str, float]

    @staticmethod
    def of(blocks: Iterable[int]) -> Pool:
        fids = [face_id(b, f) for b in blocks for f in range(4)]
        n = max(1, len(fids))
        mean = {k: sum(COUNTS[k][i] for i in fids) / n for k in _KEYS}
        share = {k: sum(1 for i in fids if COUNTS[k][i]) / n for k in _KEYS}
        return Pool(mean, share)


@dataclass(frozen=True, slots=True)
class Table:
    """The fixed facts of one game for the model: the entrance (building index) and the doors."""

    entrance: int
    doors: tuple[tuple[DoorKind, str, str], tuple[DoorKind, str, str]]

    @staticmethod
    def of(building: Building) -> Table:
        doors = tuple((r.kind, r.a, r.b) for r in (door_rule(building.entrance, s) for s in Side))
        return Table(index(building.entrance_cell), (doors[0], doors[1]))

    def entrance_for(self, side: Side) -> int:
        return self.entrance if side is Side.TURQUOISE else MIRROR[self.entrance]


def free_cells(position: Position, entrance: int, anywhere: bool) -> list[int]:
    """The cells a new block may go to, as the engine's ``Building.free_cells``."""
    out = []
    for i in range(CELLS):
        if position[i] != EMPTY or i == entrance:
            continue
        if anywhere or any(position[n] != EMPTY or n == entrance for n in NEIGHBOURS[i]):
            out.append(i)
    return out


def _group(face: list[int], start: int, shows: tuple[int, ...]) -> list[int]:
    seen = [start]
    todo = [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            fid = face[n]
            if fid != EMPTY and n not in seen and shows[fid]:
                seen.append(n)
                todo.append(n)
    return seen


def _paired(face: list[int]) -> list[int]:
    out: list[int] = []
    for column in range(SIZE - 1):
        right = [
            f * SIZE + column
            for f in range(SIZE)
            if face[f * SIZE + column] != EMPTY and LOVE_RIGHT[face[f * SIZE + column]]
        ]
        if not right:
            continue
        left = [
            f * SIZE + column + 1
            for f in range(SIZE)
            if face[f * SIZE + column + 1] != EMPTY and LOVE_LEFT[face[f * SIZE + column + 1]]
        ]
        pairs = min(len(right), len(left))
        out += right[:pairs] + left[:pairs]
    return out


def _hit(p: float, k: int) -> float:
    """The chance that at least one of ``k`` cells gets a face showing a target of share ``p``."""
    return 1.0 - (1.0 - p) ** k if k else 0.0


def side_value(
    face: list[int], entrance: int, fill: float, pool: Pool | None, weights: Weights | None = None
) -> tuple[int, float]:
    """One side's balcony points (the door aside) and, given a pool, the estimate of what its
    conditions may still gain in empty cells, each filled with chance ``fill`` (each kind of
    condition's estimate times its weight in ``weights``, if given)."""
    points = 0
    open_ = 0.0
    paired: list[int] | None = None
    for cell in range(CELLS):
        fid = face[cell]
        if fid == EMPTY:
            continue
        rule = RULES[fid]
        if rule is None:
            continue
        if rule.kind == LOVE:
            if paired is None:
                paired = _paired(face)
            if cell in paired:
                points += rule.payout
            elif pool is not None:
                column = cell % SIZE + (1 if LOVE_RIGHT[fid] else -1)
                if 0 <= column < SIZE:
                    free = sum(
                        1
                        for f in range(SIZE)
                        if face[f * SIZE + column] == EMPTY and f * SIZE + column != entrance
                    )
                    partner = Element.LOVEBIRD_LEFT if LOVE_RIGHT[fid] else Element.LOVEBIRD_RIGHT
                    gain = 2 * rule.payout * _hit(fill * pool.share[partner], free)
                    open_ += gain if weights is None else weights[KIND[fid]] * gain
            continue
        if rule.kind == GROUP:
            cells = _group(face, cell, COUNTS[rule.keys[0]])
            if len(cells) == 1 and not rule.own:
                continue
            if not rule.own:
                cells = cells[1:]
            k = 0
            if pool is not None:
                k = len({n for c in cells for n in NEIGHBOURS[c] if face[n] == EMPTY} - {entrance})
        else:
            zone = rule.zone[cell]
            if not zone and not rule.own:
                continue
            cells = [c for c in zone if face[c] != EMPTY]
            k = sum(1 for c in zone if face[c] == EMPTY and c != entrance)
            if rule.own:
                cells.append(cell)
        gained, estimate = _condition(rule, [face[c] for c in cells], k, fill, pool)
        points += gained
        open_ += estimate if weights is None else weights[KIND[fid]] * estimate
    return points, open_


def _condition(
    rule: Rule, fids: list[int], k: int, fill: float, pool: Pool | None
) -> tuple[int, float]:
    payout = rule.payout
    key = rule.keys[0]
    counts = COUNTS[key]
    mode = rule.mode
    if mode == ABSENT:
        lacking = sum(1 for f in fids if not counts[f])
        if payout == PAIRED:
            met = lacking == len(fids)
            risk = 0.0 if pool is None or not met else -PAIRED * _hit(fill * pool.share[key], k)
            return (PAIRED if met else 0), risk
        est = 0.0 if pool is None else payout * k * fill * (1.0 - pool.share[key])
        return payout * lacking, est
    if mode == BOTH:
        missing = [t for t in rule.keys if not any(COUNTS[t][f] for f in fids)]
        if not missing:
            return PAIRED, 0.0
        if pool is None:
            return 0, 0.0
        chance = 1.0
        for t in missing:
            chance *= _hit(fill * pool.share[t], k)
        return 0, PAIRED * chance
    if mode == COLOUR_COUNT:
        mask = 0
        for f in fids:
            mask |= COLOURS[f]
        n = mask.bit_count()
        if pool is None:
            return payout * n, 0.0
        lacking = len(FLOWERS) - n
        new = min(lacking, k * fill * pool.mean[key] * lacking / len(FLOWERS))
        return payout * n, payout * new
    n = sum(counts[f] for f in fids)
    if payout == PAIRED:
        if n:
            return PAIRED, 0.0
        return 0, (0.0 if pool is None else PAIRED * _hit(fill * pool.share[key], k))
    return payout * n, (0.0 if pool is None else payout * k * fill * pool.mean[key])


def _tally(face: list[int], key: str) -> int:
    counts = COUNTS[key]
    return sum(counts[f] for f in face if f != EMPTY)


def door_points(rule: tuple[DoorKind, str, str], own: list[int], other: list[int]) -> int:
    kind, a, b = rule
    mine_a, mine_b = _tally(own, a), _tally(own, b)
    if kind is DoorKind.MAJORITY:
        first = MAJORITY_FIRST if mine_a > _tally(other, a) else 0
        second = MAJORITY_SECOND if mine_b > _tally(other, b) else 0
        return first + second
    if kind is DoorKind.FEWER:
        return mine_a if mine_a < mine_b else 0
    return abs(mine_a - mine_b)


def scores(position: Position, table: Table) -> tuple[tuple[int, int], tuple[int, int]]:
    """Each side's (total, door points), turquoise first: the engine's final scores."""
    turquoise, pink = facade(position, Side.TURQUOISE), facade(position, Side.PINK)
    out = []
    for side, own, other in ((Side.TURQUOISE, turquoise, pink), (Side.PINK, pink, turquoise)):
        points, _ = side_value(own, table.entrance_for(side), 0.0, None)
        door = door_points(table.doors[side.number], own, other)
        out.append((points + door, door))
    return out[0], out[1]


def fill_chance(position: Position, table: Table, left: int) -> float:
    """The chance that a given free cell still gets a block: the blocks still to place over
    the free cells."""
    free = sum(1 for f in position if f == EMPTY) - 1  # the entrance cell is never filled
    return min(1.0, left / free) if free > 0 else 0.0


def evaluate(
    position: Position,
    table: Table,
    side: Side,
    left: int,
    pool: Pool,
    weight: float,
    weights: Weights | None = None,
) -> float:
    """``side``'s score minus the opponent's, plus ``weight`` times the difference of their
    estimates of what is still open (``left``: the blocks still to place; ``weights``: per
    kind of condition, if given)."""
    fill = fill_chance(position, table, left)
    turquoise, pink = facade(position, Side.TURQUOISE), facade(position, Side.PINK)
    estimated = pool if left else None  # nothing is open after the last block
    t_points, t_open = side_value(turquoise, table.entrance, fill, estimated, weights)
    p_points, p_open = side_value(pink, MIRROR[table.entrance], fill, estimated, weights)
    t_points += door_points(table.doors[0], turquoise, pink)
    p_points += door_points(table.doors[1], pink, turquoise)
    value = (t_points - p_points) + weight * (t_open - p_open)
    return value if side is Side.TURQUOISE else -value
