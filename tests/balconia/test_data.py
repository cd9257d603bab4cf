"""The block and entrance table of §3.8 pinned: the counts the specification states, every face
well formed, and several faces checked one by one against the table."""

from __future__ import annotations

from collections import Counter

import pytest

from welcome_desktop.games.balconia.engine.data import (
    BLOCK_IDS,
    BLOCKS,
    ENTRANCES,
    FLOWERS,
    NOT,
    PAIRED,
    Condition,
    Counted,
    DoorKind,
    DoorRule,
    Element,
    Face,
    Zone,
    entrance,
    faces_of,
)

E = Element
ALL_FACES = [face for block in BLOCKS for face in block]
CONDITIONS = [f.condition for f in ALL_FACES if f.condition is not None]


def test_22_blocks_of_4_faces_and_3_entrances() -> None:
    assert len(BLOCKS) == 22 and tuple(range(1, 23)) == BLOCK_IDS
    assert all(len(block) == 4 for block in BLOCKS)
    assert len(ENTRANCES) == 3


def test_icon_counts() -> None:
    icons = Counter(e for f in ALL_FACES for e in f.elements)
    assert icons[E.PERSON] == 29
    assert sum(icons[f] for f in FLOWERS) == 40
    assert all(6 <= icons[f] <= 8 for f in FLOWERS)
    assert icons[E.CAT] == 26
    assert icons[E.BIRD] == 22
    assert icons[E.LAUNDRY] == 18
    assert icons[E.NOTE] == 18
    assert icons[E.AWNING] == 13
    assert icons[E.HEART] == 11
    assert icons[E.LOVEBIRD_RIGHT] == 4 and icons[E.LOVEBIRD_LEFT] == 4


def test_zone_counts() -> None:
    zones = Counter(c.zone for c in CONDITIONS)
    assert zones[Zone.AROUND] == 19
    assert zones[Zone.ROW] == 15
    assert zones[Zone.LOVEBIRD_RIGHT] + zones[Zone.LOVEBIRD_LEFT] == 8
    assert zones[Zone.GROUP] == 7
    assert zones[Zone.COLUMN_ABOVE] == 6
    others = [
        Zone.ROW_ABOVE,
        Zone.COLUMN_BELOW,
        Zone.RIGHT,
        Zone.LEFT,
        Zone.COLUMN_RIGHT,
        Zone.COLUMN_LEFT,
    ]
    assert all(4 <= zones[z] <= 5 for z in others)
    assert set(zones) == set(Zone)  # every zone appears


def test_payout_counts() -> None:
    payouts = Counter(f.condition.payout if f.condition else None for f in ALL_FACES)
    assert payouts == {1: 33, 2: 20, 3: 7, PAIRED: 22, None: 6}


def test_faces_without_condition_show_three_icons() -> None:
    bare = [f for f in ALL_FACES if f.condition is None]
    assert len(bare) == 6 and all(len(f.elements) == 3 for f in bare)


def test_every_element_appears_in_a_face_and_in_a_condition() -> None:
    shown = {e for f in ALL_FACES for e in f.elements}
    assert shown == set(Element)
    targets = {t for c in CONDITIONS for t in c.target if t != NOT}
    assert set(Counted) <= targets
    plain = set(Element) - {E.LOVEBIRD_RIGHT, E.LOVEBIRD_LEFT}
    assert {E.PERSON, E.CAT, E.BIRD, E.LAUNDRY, E.NOTE, E.AWNING, E.HEART} <= targets
    assert targets & set(FLOWERS)
    assert targets <= plain | set(Counted) | {E.LOVEBIRD_RIGHT, E.LOVEBIRD_LEFT}


def test_conditions_are_well_formed() -> None:
    for c in CONDITIONS:
        assert c.payout in (1, 2, 3, PAIRED)
        if c.target[0] == NOT:
            assert len(c.target) == 2
        elif len(c.target) == 2:
            assert c.payout == PAIRED  # two elements: 5 if both are there
        else:
            assert len(c.target) == 1
        if c.include_self:
            assert c.zone in (Zone.ROW, Zone.GROUP)
        if c.zone is Zone.GROUP:
            assert c.include_self


def test_lovebirds_carry_their_pairing_condition_and_sit_on_different_blocks() -> None:
    both = []
    for number, block in enumerate(BLOCKS, start=1):
        kinds = [e for f in block for e in f.elements if e in (E.LOVEBIRD_RIGHT, E.LOVEBIRD_LEFT)]
        if len(kinds) == 2:
            both.append(number)
        for face in block:
            if E.LOVEBIRD_RIGHT in face.elements:
                assert face.condition == Condition(Zone.LOVEBIRD_RIGHT, (E.LOVEBIRD_LEFT,), 5)
            if E.LOVEBIRD_LEFT in face.elements:
                assert face.condition == Condition(Zone.LOVEBIRD_LEFT, (E.LOVEBIRD_RIGHT,), 5)
    assert both == [21]
    n, _, s, _ = faces_of(21)
    assert E.LOVEBIRD_RIGHT in n.elements and E.LOVEBIRD_LEFT in s.elements  # opposite faces


@pytest.mark.parametrize(
    ("block", "side", "face"),
    [
        (1, 0, Face((E.PERSON, E.ORANGE_FLOWER), Condition(Zone.ROW, (E.BIRD,), 1, True))),
        (1, 3, Face((E.NOTE, E.PERSON), Condition(Zone.AROUND, (NOT, E.PERSON), 1))),
        (2, 3, Face((E.LAUNDRY, E.LAUNDRY, E.AWNING), None)),
        (
            3,
            2,
            Face(
                (E.PURPLE_FLOWER, E.YELLOW_FLOWER),
                Condition(Zone.AROUND, (Counted.FLOWER_COLOURS,), 3),
            ),
        ),
        (
            4,
            3,
            Face(
                (E.RED_FLOWER, E.ORANGE_FLOWER),
                Condition(Zone.GROUP, (Counted.FLOWER,), 1, True),
            ),
        ),
        (6, 0, Face((E.PERSON, E.HEART), Condition(Zone.AROUND, (E.PERSON, E.CAT), 5))),
        (9, 1, Face((E.PERSON, E.PERSON), Condition(Zone.ROW, (NOT, E.AWNING), 1, False))),
        (
            12,
            2,
            Face((E.BIRD, E.TURQUOISE_FLOWER), Condition(Zone.COLUMN_BELOW, (NOT, E.CAT), 5)),
        ),
        (13, 3, Face((E.LAUNDRY, E.NOTE), Condition(Zone.RIGHT, (E.LAUNDRY,), 3))),
        (18, 0, Face((E.PERSON, E.RED_FLOWER), Condition(Zone.LEFT, (E.PERSON,), 3))),
        (20, 3, Face((E.CAT, E.CAT), Condition(Zone.GROUP, (E.CAT,), 2, True))),
        (
            22,
            1,
            Face((E.NOTE, E.ORANGE_FLOWER), Condition(Zone.LEFT, (E.NOTE,), 3)),
        ),
    ],
)
def test_faces_verbatim(block: int, side: int, face: Face) -> None:
    assert faces_of(block)[side] == face


def test_face_tuples_have_the_documented_shape() -> None:
    elements, condition = faces_of(2)[0]
    assert elements == ("person", "flower_yellow")
    assert condition == ("column_above", ("not", "awning"), 5, False)


def test_entrance_doors() -> None:
    assert entrance(1) == (
        ("majority", "cat", "bird"),
        ("majority", "flower", "laundry"),
    )
    assert entrance(2).turquoise == DoorRule(DoorKind.FEWER, E.NOTE, E.BIRD)
    assert entrance(2).pink == DoorRule(DoorKind.FEWER, E.BIRD, Counted.FLOWER)
    assert entrance(3) == (
        DoorRule(DoorKind.DIFFERENCE, E.BIRD, E.AWNING),
        DoorRule(DoorKind.DIFFERENCE, E.PERSON, E.NOTE),
    )


def test_unknown_ids_are_refused() -> None:
    with pytest.raises(ValueError):
        faces_of(0)
    with pytest.raises(ValueError):
        faces_of(23)
    with pytest.raises(ValueError):
        entrance(4)
