"""Balconia's component data: element and zone ids, the 22 balcony blocks and the 3 entrances.

The physical game's faces are unpublished, so the block set is the project's own design
(``shared/reference/balconia.md`` §3.8). A face is ``Face(elements, condition | None)``; a
condition is ``Condition(zone, target, payout, include_self)`` where ``target`` holds one or two
element ids, or ``(NOT, id)`` for "no such element"; a door is ``DoorRule(kind, a, b)``. Both are
named tuples, so they compare and unpack as the plain tuples of the specification.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple


class Element(StrEnum):
    """The icons a balcony can show (each listed once per icon on a face)."""

    PERSON = "person"
    CAT = "cat"
    BIRD = "bird"
    LAUNDRY = "laundry"
    NOTE = "note"
    AWNING = "awning"
    HEART = "heart"
    LOVEBIRD_RIGHT = "lovebird_right"  # looks to the viewer's right
    LOVEBIRD_LEFT = "lovebird_left"  # looks to the viewer's left
    ORANGE_FLOWER = "flower_orange"
    TURQUOISE_FLOWER = "flower_turquoise"
    PURPLE_FLOWER = "flower_purple"
    RED_FLOWER = "flower_red"
    YELLOW_FLOWER = "flower_yellow"
    WHITE_FLOWER = "flower_white"


FLOWERS: Final = (
    Element.ORANGE_FLOWER,
    Element.TURQUOISE_FLOWER,
    Element.PURPLE_FLOWER,
    Element.RED_FLOWER,
    Element.YELLOW_FLOWER,
    Element.WHITE_FLOWER,
)
LOVEBIRDS: Final = (Element.LOVEBIRD_RIGHT, Element.LOVEBIRD_LEFT)


class Counted(StrEnum):
    """Targets that are not a single icon."""

    BALCONY = "balcony"  # a filled cell (the entrance is no balcony)
    FLOWER = "flower"  # a flower of any colour
    FLOWER_COLOURS = "flower_colours"  # the number of distinct flower colours


NOT: Final = "not"  # a target ``(NOT, id)``: the absence of ``id``


class Zone(StrEnum):
    """The cells a condition looks at, in the frame of the player the face is turned to."""

    ROW = "row"  # this floor, all five columns
    COLUMN_ABOVE = "column_above"
    ROW_ABOVE = "row_above"  # the floor just above, all five columns
    COLUMN_BELOW = "column_below"
    AROUND = "around"  # the 8 neighbours
    RIGHT = "right"  # the one cell to the right
    LEFT = "left"
    COLUMN_RIGHT = "column_right"  # the whole neighbouring column
    COLUMN_LEFT = "column_left"
    GROUP = "group"  # the balconies orthogonally connected through the target element
    LOVEBIRD_RIGHT = "lovebird_right"  # pairs with a left-looking lovebird in the column right
    LOVEBIRD_LEFT = "lovebird_left"


PAIRED: Final = 5  # the all-or-nothing payout ("5 if ..."); 1, 2 and 3 pay per item
PAYOUTS: Final = (1, 2, 3, PAIRED)


class Condition(NamedTuple):
    zone: Zone
    target: tuple[str, ...]
    payout: int
    include_self: bool = False


class Face(NamedTuple):
    elements: tuple[Element, ...]
    condition: Condition | None


class DoorKind(StrEnum):
    MAJORITY = "majority"  # 5 for more A than the opponent, 3 for more B; ties pay nothing
    FEWER = "fewer"  # 1 per A when holding fewer A than B
    DIFFERENCE = "difference"  # |A - B|


MAJORITY_FIRST: Final = 5
MAJORITY_SECOND: Final = 3


class DoorRule(NamedTuple):
    kind: DoorKind
    a: str
    b: str


class Entrance(NamedTuple):
    turquoise: DoorRule
    pink: DoorRule


# -- shorthands for the table -------------------------------------------------------------------
P = Element.PERSON
CAT = Element.CAT
BIRD = Element.BIRD
WASH = Element.LAUNDRY
NOTE = Element.NOTE
AWN = Element.AWNING
HEART = Element.HEART
LB_R = Element.LOVEBIRD_RIGHT
LB_L = Element.LOVEBIRD_LEFT
ORANGE = Element.ORANGE_FLOWER
TURQ = Element.TURQUOISE_FLOWER
PURPLE = Element.PURPLE_FLOWER
RED = Element.RED_FLOWER
YELLOW = Element.YELLOW_FLOWER
WHITE = Element.WHITE_FLOWER
BALCONY = Counted.BALCONY
FLOWER = Counted.FLOWER
COLOURS = Counted.FLOWER_COLOURS


def _f(*elements: Element) -> tuple[Element, ...]:
    return elements


def _c(zone: Zone, target: tuple[str, ...], payout: int, include_self: bool = False) -> Condition:
    return Condition(zone, target, payout, include_self)


def _not(element: str) -> tuple[str, str]:
    return (NOT, element)


_LOVE_R: Final = _c(Zone.LOVEBIRD_RIGHT, (LB_L,), PAIRED)
_LOVE_L: Final = _c(Zone.LOVEBIRD_LEFT, (LB_R,), PAIRED)

FACES_PER_BLOCK: Final = 4  # in clockwise order N, E, S, W; opposite faces are 2 apart

# Block k (1..22) is BLOCKS[k - 1].
BLOCKS: Final[tuple[tuple[Face, Face, Face, Face], ...]] = (
    (  # 1
        Face(_f(P, ORANGE), _c(Zone.ROW, (BIRD,), 1, True)),
        Face(_f(CAT, CAT), _c(Zone.GROUP, (CAT,), 1, True)),
        Face(_f(BIRD, WASH, WASH), _c(Zone.LEFT, (WASH,), 2)),
        Face(_f(NOTE, P), _c(Zone.AROUND, _not(P), 1)),
    ),
    (  # 2
        Face(_f(P, YELLOW), _c(Zone.COLUMN_ABOVE, _not(AWN), PAIRED)),
        Face(_f(BIRD, TURQ), _c(Zone.AROUND, _not(CAT), PAIRED)),
        Face(_f(CAT, HEART), _c(Zone.AROUND, (CAT,), 2)),
        Face(_f(WASH, WASH, AWN), None),
    ),
    (  # 3
        Face(_f(LB_R, HEART), _LOVE_R),
        Face(_f(P, HEART), _c(Zone.ROW, (HEART,), 1, True)),
        Face(_f(PURPLE, YELLOW), _c(Zone.AROUND, (COLOURS,), 3)),
        Face(_f(CAT, NOTE), _c(Zone.ROW_ABOVE, _not(P), 1)),
    ),
    (  # 4
        Face(_f(LB_L, HEART), _LOVE_L),
        Face(_f(BIRD, BIRD), _c(Zone.ROW, (BIRD,), 1, True)),
        Face(_f(P, AWN), _c(Zone.COLUMN_BELOW, (BALCONY,), 2)),
        Face(_f(RED, ORANGE), _c(Zone.GROUP, (FLOWER,), 1, True)),
    ),
    (  # 5
        Face(_f(P, NOTE, NOTE), _c(Zone.ROW, (NOTE,), 1, True)),
        Face(_f(CAT, WHITE), _c(Zone.AROUND, _not(NOTE), PAIRED)),
        Face(_f(WASH, WHITE), _c(Zone.RIGHT, (WASH,), 2)),
        Face(_f(BIRD, AWN), _c(Zone.COLUMN_ABOVE, (BIRD,), 2)),
    ),
    (  # 6
        Face(_f(P, HEART), _c(Zone.AROUND, (P, CAT), PAIRED)),
        Face(_f(ORANGE, TURQ), _c(Zone.COLUMN_RIGHT, (FLOWER,), 1)),
        Face(_f(CAT, WASH), _c(Zone.COLUMN_LEFT, (CAT,), 2)),
        Face(_f(NOTE, P), _c(Zone.ROW_ABOVE, (NOTE,), 2)),
    ),
    (  # 7
        Face(_f(BIRD, BIRD), _c(Zone.GROUP, (BIRD,), 1, True)),
        Face(_f(P, PURPLE), _c(Zone.RIGHT, _not(NOTE), PAIRED)),
        Face(_f(YELLOW, YELLOW), _c(Zone.AROUND, (YELLOW,), 2)),
        Face(_f(CAT, CAT, AWN), None),
    ),
    (  # 8
        Face(_f(LB_R, P), _LOVE_R),
        Face(_f(CAT, BIRD), _c(Zone.COLUMN_BELOW, (CAT,), 2)),
        Face(_f(P, WASH), _c(Zone.ROW, (WASH,), 1, True)),
        Face(_f(BIRD, PURPLE), _c(Zone.AROUND, (COLOURS,), 3)),
    ),
    (  # 9
        Face(_f(LB_L, P), _LOVE_L),
        Face(_f(P, P), _c(Zone.ROW, _not(AWN), 1, False)),
        Face(_f(NOTE, AWN), _c(Zone.COLUMN_ABOVE, (NOTE,), 2)),
        Face(_f(TURQ, RED), _c(Zone.LEFT, (FLOWER,), 2)),
    ),
    (  # 10
        Face(_f(WASH, WASH), _c(Zone.GROUP, (WASH,), 1, True)),
        Face(_f(BIRD, CAT), _c(Zone.AROUND, (BIRD,), 1)),
        Face(_f(P, WHITE), _c(Zone.COLUMN_LEFT, (BALCONY,), 1)),
        Face(_f(CAT, HEART), _c(Zone.AROUND, (HEART,), 2)),
    ),
    (  # 11
        Face(_f(P, AWN), _c(Zone.ROW_ABOVE, (AWN,), 2)),
        Face(_f(ORANGE, WASH), _c(Zone.AROUND, (FLOWER,), 1)),
        Face(_f(NOTE, NOTE), _c(Zone.COLUMN_RIGHT, _not(NOTE), PAIRED)),
        Face(_f(BIRD, CAT, YELLOW), None),
    ),
    (  # 12
        Face(_f(CAT, CAT), _c(Zone.ROW, (CAT,), 1, True)),
        Face(_f(P, HEART, NOTE), _c(Zone.AROUND, _not(WASH), PAIRED)),
        Face(_f(BIRD, TURQ), _c(Zone.COLUMN_BELOW, _not(CAT), PAIRED)),
        Face(_f(YELLOW, PURPLE, WASH), None),
    ),
    (  # 13
        Face(_f(P, BIRD), _c(Zone.ROW, (P,), 1, False)),
        Face(_f(AWN, RED), _c(Zone.COLUMN_ABOVE, (BALCONY,), 1)),
        Face(_f(CAT, BIRD), _c(Zone.AROUND, (CAT, BIRD), PAIRED)),
        Face(_f(WASH, NOTE), _c(Zone.RIGHT, (WASH,), 3)),
    ),
    (  # 14
        Face(_f(LB_R, CAT), _LOVE_R),
        Face(_f(BIRD, BIRD), _c(Zone.COLUMN_LEFT, (BIRD,), 1)),
        Face(_f(P, NOTE), _c(Zone.ROW, (NOTE,), 1, True)),
        Face(_f(WHITE, ORANGE), _c(Zone.ROW, (COLOURS,), 2, False)),
    ),
    (  # 15
        Face(_f(LB_L, CAT), _LOVE_L),
        Face(_f(CAT, RED), _c(Zone.LEFT, _not(BIRD), PAIRED)),
        Face(_f(P, WASH), _c(Zone.COLUMN_BELOW, (WASH,), 1)),
        Face(_f(TURQ, BIRD), _c(Zone.AROUND, (TURQ,), 3)),
    ),
    (  # 16
        Face(_f(HEART, HEART), _c(Zone.ROW, (HEART,), 2, False)),
        Face(_f(P, AWN), _c(Zone.COLUMN_ABOVE, (P,), 1)),
        Face(_f(NOTE, AWN), _c(Zone.AROUND, (AWN,), 1)),
        Face(_f(CAT, PURPLE), _c(Zone.GROUP, (CAT,), 1, True)),
    ),
    (  # 17
        Face(_f(BIRD, YELLOW), _c(Zone.ROW_ABOVE, (FLOWER,), 1)),
        Face(_f(P, WASH), _c(Zone.AROUND, _not(AWN), PAIRED)),
        Face(_f(CAT, NOTE), _c(Zone.COLUMN_RIGHT, (CAT,), 2)),
        Face(_f(NOTE, NOTE), _c(Zone.GROUP, (NOTE,), 1, True)),
    ),
    (  # 18
        Face(_f(P, RED), _c(Zone.LEFT, (P,), 3)),
        Face(_f(WASH, CAT), _c(Zone.ROW, _not(CAT), 1, False)),
        Face(_f(BIRD, NOTE), _c(Zone.COLUMN_ABOVE, _not(WASH), PAIRED)),
        Face(_f(AWN, AWN), _c(Zone.ROW, (BIRD,), 1, False)),
    ),
    (  # 19
        Face(_f(CAT, HEART), _c(Zone.RIGHT, (CAT,), 3)),
        Face(_f(ORANGE, TURQ, PURPLE), None),
        Face(_f(P, P), _c(Zone.AROUND, (BALCONY,), 1)),
        Face(_f(BIRD, WASH), _c(Zone.ROW, _not(NOTE), 1, False)),
    ),
    (  # 20
        Face(_f(P, NOTE), _c(Zone.COLUMN_LEFT, (NOTE,), 2)),
        Face(_f(BIRD, WHITE), _c(Zone.AROUND, (FLOWER,), 1)),
        Face(_f(WASH, AWN), _c(Zone.ROW_ABOVE, (WASH,), 2)),
        Face(_f(CAT, CAT), _c(Zone.GROUP, (CAT,), 2, True)),
    ),
    (  # 21
        Face(_f(LB_R, RED), _LOVE_R),
        Face(_f(P, CAT), _c(Zone.COLUMN_RIGHT, _not(CAT), PAIRED)),
        Face(_f(LB_L, WHITE), _LOVE_L),
        Face(_f(HEART, P), _c(Zone.AROUND, (HEART, P), PAIRED)),
    ),
    (  # 22
        Face(_f(P, BIRD), _c(Zone.ROW, (COLOURS,), 2, False)),
        Face(_f(NOTE, ORANGE), _c(Zone.LEFT, (NOTE,), 3)),
        Face(_f(YELLOW, TURQ), _c(Zone.COLUMN_BELOW, (FLOWER,), 1)),
        Face(_f(CAT, WASH, AWN), None),
    ),
)

BLOCK_COUNT: Final = len(BLOCKS)
BLOCK_IDS: Final = tuple(range(1, BLOCK_COUNT + 1))

# Entrance k (1..3) is ENTRANCES[k - 1].
ENTRANCES: Final[tuple[Entrance, ...]] = (
    Entrance(
        DoorRule(DoorKind.MAJORITY, CAT, BIRD),
        DoorRule(DoorKind.MAJORITY, FLOWER, WASH),
    ),
    Entrance(
        DoorRule(DoorKind.FEWER, NOTE, BIRD),
        DoorRule(DoorKind.FEWER, BIRD, FLOWER),
    ),
    Entrance(
        DoorRule(DoorKind.DIFFERENCE, BIRD, AWN),
        DoorRule(DoorKind.DIFFERENCE, P, NOTE),
    ),
)
ENTRANCE_IDS: Final = tuple(range(1, len(ENTRANCES) + 1))


def faces_of(block: int) -> tuple[Face, Face, Face, Face]:
    """The four faces of block ``block`` (1..22), clockwise from N."""
    if block not in BLOCK_IDS:
        raise ValueError(f"no block {block}")
    return BLOCKS[block - 1]


def entrance(number: int) -> Entrance:
    """The two doors of entrance block ``number`` (1..3)."""
    if number not in ENTRANCE_IDS:
        raise ValueError(f"no entrance {number}")
    return ENTRANCES[number - 1]
