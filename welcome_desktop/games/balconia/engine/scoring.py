"""Scoring one side: each face's condition over its zone, and the door of the entrance.

Payouts 1, 2 and 3 pay per item counted (per balcony for "balcony" and for absence); ``PAIRED``
(5) pays once when the condition holds. A face counts the balconies of its zone; its own icons
count only when the condition says so (``include_self``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .building import SIDES, Building, Cell, Facade, Side
from .data import (
    FLOWERS,
    MAJORITY_FIRST,
    MAJORITY_SECOND,
    NOT,
    PAIRED,
    Condition,
    Counted,
    DoorKind,
    DoorRule,
    Face,
    Zone,
    entrance,
)
from .zones import group_cells, paired_lovebirds, zone_cells

LOVEBIRD_ZONES = (Zone.LOVEBIRD_RIGHT, Zone.LOVEBIRD_LEFT)


def count(target: str, faces: Iterable[Face]) -> int:
    """How many of ``target`` the faces show: icons, any flower, distinct flower colours, or
    balconies."""
    faces = tuple(faces)
    if target == Counted.BALCONY:
        return len(faces)
    if target == Counted.FLOWER_COLOURS:
        return len({e for f in faces for e in f.elements if e in FLOWERS})
    if target == Counted.FLOWER:
        return sum(1 for f in faces for e in f.elements if e in FLOWERS)
    return sum(1 for f in faces for e in f.elements if e == target)


def shows(target: str, face: Face) -> bool:
    return count(target, (face,)) > 0


def face_points(facade: Facade, cell: Cell, lovebirds: frozenset[Cell] | None = None) -> int:
    """The points the balcony at ``cell`` scores on this facade (0 for an empty cell or a face
    without a condition). ``lovebirds``: the paired lovebirds, if already known."""
    face = facade.face(cell)
    if face is None or face.condition is None:
        return 0
    cond = face.condition
    if cond.zone in LOVEBIRD_ZONES:
        paired = paired_lovebirds(facade) if lovebirds is None else lovebirds
        return cond.payout if cell in paired else 0
    if cond.zone is Zone.GROUP:
        cells = group_cells(facade, cell, lambda f: shows(_element(cond), f))
    else:
        cells = zone_cells(cond.zone, cell)
    if not cells and not cond.include_self:
        return 0  # the zone lies outside the grid
    if cond.include_self:
        cells = (cell, *cells)
    faces = [f for f in (facade.face(c) for c in cells) if f is not None]
    return condition_points(cond, faces)


def _element(cond: Condition) -> str:
    return cond.target[-1]


def condition_points(cond: Condition, faces: list[Face]) -> int:
    """A condition's points over the balconies of its zone (a zone inside the grid)."""
    target = cond.target
    if target[0] == NOT:
        lacking = sum(1 for f in faces if not shows(target[1], f))
        if cond.payout == PAIRED:
            return PAIRED if lacking == len(faces) else 0
        return cond.payout * lacking
    if len(target) == 2:
        both = all(count(t, faces) > 0 for t in target)
        return PAIRED if both else 0
    n = count(target[0], faces)
    if cond.payout == PAIRED:
        return PAIRED if n > 0 else 0
    return cond.payout * n


def facade_points(facade: Facade) -> tuple[tuple[Cell, int], ...]:
    """Each balcony's points, in cell order (the viewer's frame)."""
    paired = paired_lovebirds(facade)
    return tuple((c, face_points(facade, c, paired)) for c in facade.balconies())


def element_counts(facade: Facade) -> Counter[str]:
    """Every icon on the facade, plus the flowers of any colour under ``Counted.FLOWER``."""
    faces = facade.shown()
    counts: Counter[str] = Counter(e for f in faces for e in f.elements)
    counts[Counted.FLOWER] = count(Counted.FLOWER, faces)
    return counts


def door_points(rule: DoorRule, own: Counter[str], other: Counter[str]) -> int:
    """A door's points from the icon counts of its side (``own``) and of the opposite side."""
    a, b = own[rule.a], own[rule.b]
    if rule.kind is DoorKind.MAJORITY:
        first = MAJORITY_FIRST if a > other[rule.a] else 0
        second = MAJORITY_SECOND if b > other[rule.b] else 0
        return first + second
    if rule.kind is DoorKind.FEWER:
        return a if a < b else 0
    return abs(a - b)


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's score: each balcony's points (cells in that side's frame) and the door's."""

    side: Side
    faces: tuple[tuple[Cell, int], ...]
    door: int

    @property
    def balconies(self) -> int:
        return sum(p for _, p in self.faces)

    @property
    def total(self) -> int:
        return self.balconies + self.door


def door_rule(entrance_id: int, side: Side) -> DoorRule:
    """The door of entrance ``entrance_id`` that faces ``side``."""
    doors = entrance(entrance_id)
    return doors.turquoise if side is Side.TURQUOISE else doors.pink


def score_side(building: Building, side: Side) -> SideScore:
    facade = building.facade(side)
    rule = door_rule(building.entrance, side)
    own = element_counts(facade)
    other = element_counts(building.facade(side.other))
    return SideScore(side, facade_points(facade), door_points(rule, own, other))


def score_both(building: Building) -> tuple[SideScore, SideScore]:
    """Turquoise's score, then pink's."""
    turquoise, pink = (score_side(building, s) for s in SIDES)
    return turquoise, pink
