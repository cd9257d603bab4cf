"""The scoring example of the rulebook (§3.5, one side of 14 balconies and a door, 39 points),
each of its 15 situations rebuilt as a small facade and scored alone."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from welcome_desktop.games.balconia.engine import (
    PAIRED,
    Cell,
    Counted,
    DoorKind,
    DoorRule,
    Facade,
    Zone,
    door_points,
    element_counts,
    face_points,
    faces_of,
)

from .helpers import LOVE_L, LOVE_R, PLAIN, E, absent, cond, facade, face


def v1() -> tuple[Facade, Cell]:
    # 5 if no person directly left, but there is no column to the left.
    me = face(E.CAT, cond=absent(Zone.LEFT, E.PERSON))
    return facade({(1, 0): me, (0, 0): PLAIN}), (1, 0)


def v2() -> tuple[Facade, Cell]:
    # 1 per bird in this row (own included); one bird in the row.
    return facade({(0, 0): faces_of(1)[0], (0, 3): face(E.BIRD), (1, 0): face(E.BIRD)}), (0, 0)


def v3() -> tuple[Facade, Cell]:
    # 2 per laundry directly left; two items there (the own two do not count).
    left = face(E.LAUNDRY, E.LAUNDRY)
    return facade({(0, 1): faces_of(1)[2], (0, 0): left, (1, 1): face(E.LAUNDRY)}), (0, 1)


def v4() -> tuple[Facade, Cell]:
    # A group of 4 connected cat balconies holding six cats; 1 per cat, own included.
    cats = {
        (1, 1): faces_of(1)[1],  # two cats
        (1, 2): face(E.CAT),
        (2, 2): face(E.CAT, E.CAT),
        (2, 3): face(E.CAT),
        (3, 4): face(E.CAT),  # diagonal to (2, 3): not in the group
        (0, 1): face(E.PERSON),  # touches the group but shows no cat
        (0, 0): face(E.CAT),  # reached only through (0, 1): not in the group
    }
    return facade(cats), (1, 1)


def lovebirds() -> Facade:
    # 5: a left-looking lovebird at (1, 3); 8 and 13: right-looking ones in column 2; a second
    # lovebird in column 3 looks the wrong way; 14: a right-looking one with no partner.
    return facade(
        {
            (1, 3): LOVE_L,  # situation 5
            (3, 2): LOVE_R,  # situation 8
            (4, 2): LOVE_R,  # situation 13
            (2, 3): LOVE_R,  # the wrong way (and no left-looking one in column 4)
            (1, 0): LOVE_R,  # situation 14: column 1 holds no left-looking lovebird
            (1, 1): PLAIN,
            (2, 2): PLAIN,
            (1, 2): PLAIN,
            (0, 3): PLAIN,
        }
    )


def v5() -> tuple[Facade, Cell]:
    return lovebirds(), (1, 3)


def v6() -> tuple[Facade, Cell]:
    # 3 per distinct flower colour around; 3 flowers in 2 colours (own colours do not count).
    near = {(2, 2): face(E.RED_FLOWER), (0, 0): face(E.RED_FLOWER, E.ORANGE_FLOWER)}
    far = {(3, 3): face(E.WHITE_FLOWER)}
    return facade({(1, 1): faces_of(3)[2], **near, **far}), (1, 1)


def v7() -> tuple[Facade, Cell]:
    # 2 per balcony in the column below; one balcony (and one empty cell).
    return facade({(2, 1): faces_of(4)[2], (1, 1): PLAIN, (3, 1): PLAIN}), (2, 1)


def v8() -> tuple[Facade, Cell]:
    return lovebirds(), (3, 2)


def v9() -> tuple[Facade, Cell]:
    return facade({(1, 1): faces_of(2)[3], (1, 2): PLAIN}), (1, 1)


def v10() -> tuple[Facade, Cell]:
    # 1 per balcony without a person in the row above; 4 balconies there, 1 without.
    above = {(2, c): face(E.PERSON) for c in (0, 1, 3)} | {(2, 4): face(E.CAT)}
    return facade({(1, 2): faces_of(3)[3], **above}), (1, 2)


def v11() -> tuple[Facade, Cell]:
    # 5 if a person and a cat around; they are on different balconies.
    return facade({(1, 1): faces_of(6)[0], (2, 1): face(E.PERSON), (0, 0): face(E.CAT)}), (1, 1)


def v12() -> tuple[Facade, Cell]:
    # A flower group of one (no neighbour shows a flower): 1 per flower, its own one.
    me = face(E.PERSON, E.RED_FLOWER, cond=cond(Zone.GROUP, Counted.FLOWER, own=True))
    near = {(2, 2): face(E.PERSON), (1, 1): face(E.CAT), (2, 1): face(E.RED_FLOWER)}
    return facade({(1, 2): me, **near}), (1, 2)


def v13() -> tuple[Facade, Cell]:
    return lovebirds(), (4, 2)


def v14() -> tuple[Facade, Cell]:
    return lovebirds(), (1, 0)


VECTORS: list[tuple[int, Callable[[], tuple[Facade, Cell]], int]] = [
    (1, v1, 0),
    (2, v2, 1),
    (3, v3, 4),
    (4, v4, 6),
    (5, v5, 5),
    (6, v6, 6),
    (7, v7, 2),
    (8, v8, 5),
    (9, v9, 0),
    (10, v10, 1),
    (11, v11, 5),
    (12, v12, 1),
    (13, v13, 0),
    (14, v14, 0),
]
DOOR = 3  # situation 15


@pytest.mark.parametrize(("number", "build", "points"), VECTORS, ids=[str(v[0]) for v in VECTORS])
def test_situation(number: int, build: Callable[[], tuple[Facade, Cell]], points: int) -> None:
    side, cell = build()
    assert face_points(side, cell) == points, number


def test_situation_15_the_door_pays_per_note_when_fewer_notes_than_birds() -> None:
    notes = [face(E.NOTE) for _ in range(3)]
    birds = [face(E.BIRD, E.BIRD), face(E.BIRD), face(E.BIRD, E.BIRD)]
    side = facade({(1, c): f for c, f in enumerate(notes + birds[:2])} | {(2, 0): birds[2]})
    rule = DoorRule(DoorKind.FEWER, E.NOTE, E.BIRD)
    assert door_points(rule, element_counts(side), Counter()) == DOOR


def test_the_example_side_totals_39() -> None:
    assert sum(points for _, _, points in VECTORS) + DOOR == 39


def test_the_lovebird_situations_score_one_pair_together() -> None:
    side = lovebirds()
    total = sum(face_points(side, c) for c in side.balconies())
    assert total == 2 * PAIRED  # situations 5 and 8
