"""Scoring one side: each zone, each payout, absence, own icons, groups, lovebirds, the doors,
and the pink side's mirrored frame."""

from __future__ import annotations

from collections import Counter

import pytest

from welcome_desktop.games.balconia.engine import (
    ALL_CELLS,
    PAIRED,
    Building,
    Cell,
    Counted,
    DoorKind,
    DoorRule,
    Placed,
    Side,
    Zone,
    door_points,
    element_counts,
    facade_points,
    face_points,
    faces_of,
    score_side,
    to_view,
)
from welcome_desktop.games.balconia.engine.zones import zone_cells

from .helpers import LOVE_L, LOVE_R, PLAIN, E, absent, cond, facade, face

CENTRE: Cell = (2, 2)
CORNER_ENTRANCE: Cell = (0, 0)


def full_of_cats(zone: Zone, own: bool) -> int:
    """Points of a 1-per-cat condition at the centre when every balcony shows one cat."""
    me = face(E.CAT, cond=cond(zone, E.CAT, own=own))
    cells = {c: face(E.CAT) for c in ALL_CELLS if c not in (CENTRE, CORNER_ENTRANCE)}
    return face_points(facade({**cells, CENTRE: me}, CORNER_ENTRANCE), CENTRE)


@pytest.mark.parametrize(
    ("zone", "own", "points"),
    [
        (Zone.ROW, True, 5),
        (Zone.ROW, False, 4),
        (Zone.COLUMN_ABOVE, False, 2),
        (Zone.ROW_ABOVE, False, 5),
        (Zone.COLUMN_BELOW, False, 2),
        (Zone.AROUND, False, 8),
        (Zone.RIGHT, False, 1),
        (Zone.LEFT, False, 1),
        (Zone.COLUMN_RIGHT, False, 5),
        (Zone.COLUMN_LEFT, False, 5),
        (Zone.GROUP, True, 24),  # every balcony (the entrance is none)
    ],
)
def test_each_zone_counts_its_cells(zone: Zone, own: bool, points: int) -> None:
    assert full_of_cats(zone, own) == points


def test_zone_geometry_in_the_viewer_frame() -> None:
    assert zone_cells(Zone.AROUND, (0, 0)) == ((0, 1), (1, 0), (1, 1))
    assert zone_cells(Zone.COLUMN_ABOVE, (3, 1)) == ((4, 1),)
    assert zone_cells(Zone.COLUMN_BELOW, (1, 4)) == ((0, 4),)
    assert zone_cells(Zone.ROW_ABOVE, (4, 0)) == ()
    assert zone_cells(Zone.RIGHT, (2, 4)) == () and zone_cells(Zone.LEFT, (2, 0)) == ()
    assert zone_cells(Zone.COLUMN_RIGHT, (1, 4)) == ()
    assert zone_cells(Zone.ROW, (1, 3)) == ((1, 0), (1, 1), (1, 2), (1, 4))
    with pytest.raises(ValueError):
        zone_cells(Zone.GROUP, (0, 0))


def test_the_entrance_is_no_balcony() -> None:
    me = face(E.PERSON, cond=cond(Zone.AROUND, Counted.BALCONY))
    cells = {c: PLAIN for c in ALL_CELLS if c not in ((1, 1), CORNER_ENTRANCE)}
    assert face_points(facade({**cells, (1, 1): me}, CORNER_ENTRANCE), (1, 1)) == 7


@pytest.mark.parametrize("payout", [1, 2, 3])
def test_per_item_payouts(payout: int) -> None:
    me = face(E.PERSON, cond=cond(Zone.AROUND, E.BIRD, payout=payout))
    side = facade({(1, 1): me, (2, 2): face(E.BIRD, E.BIRD), (1, 0): face(E.BIRD)})
    assert face_points(side, (1, 1)) == 3 * payout


def test_per_balcony_and_per_colour_payouts() -> None:
    me = face(E.PERSON, cond=cond(Zone.ROW_ABOVE, Counted.BALCONY, payout=2))
    assert face_points(facade({(1, 1): me, (2, 0): PLAIN, (2, 4): PLAIN}), (1, 1)) == 4
    colours = face(E.PERSON, cond=cond(Zone.ROW, Counted.FLOWER_COLOURS, payout=2))
    row = {(1, 0): face(E.RED_FLOWER, E.RED_FLOWER), (1, 2): face(E.WHITE_FLOWER)}
    assert face_points(facade({(1, 1): colours, **row}), (1, 1)) == 4
    flowers = face(E.PERSON, cond=cond(Zone.ROW, Counted.FLOWER))
    assert face_points(facade({(1, 1): flowers, **row}), (1, 1)) == 3
    yellow = face(E.PERSON, cond=cond(Zone.ROW, E.RED_FLOWER))
    assert face_points(facade({(1, 1): yellow, **row}), (1, 1)) == 2


def test_distinct_colours_stop_at_six() -> None:
    me = face(E.PERSON, cond=cond(Zone.AROUND, Counted.FLOWER_COLOURS))
    colours = [
        E.ORANGE_FLOWER,
        E.TURQUOISE_FLOWER,
        E.PURPLE_FLOWER,
        E.RED_FLOWER,
        E.YELLOW_FLOWER,
        E.WHITE_FLOWER,
    ]
    near = [c for c in ALL_CELLS if max(abs(c[0] - 2), abs(c[1] - 2)) == 1]
    cells = {cell: face(*colours) for cell in near}
    assert face_points(facade({CENTRE: me, **cells}), CENTRE) == 6


def test_five_if_one_element_and_if_two_elements() -> None:
    one = face(E.PERSON, cond=cond(Zone.AROUND, E.CAT, payout=PAIRED))
    assert face_points(facade({(1, 1): one, (2, 2): face(E.CAT, E.CAT)}), (1, 1)) == PAIRED
    assert face_points(facade({(1, 1): one, (2, 2): PLAIN}), (1, 1)) == 0
    two = face(E.PERSON, cond=cond(Zone.AROUND, E.PERSON, E.CAT, payout=PAIRED))
    same_balcony = facade({(1, 1): two, (2, 2): face(E.PERSON, E.CAT)})
    assert face_points(same_balcony, (1, 1)) == PAIRED
    only_cat = facade({(1, 1): two, (2, 2): face(E.CAT)})  # the own person does not count
    assert face_points(only_cat, (1, 1)) == 0


def test_absence_empty_zone_scores_but_a_zone_outside_the_grid_does_not() -> None:
    me = face(E.PERSON, cond=absent(Zone.COLUMN_ABOVE, E.AWNING))
    assert face_points(facade({(2, 1): me}), (2, 1)) == PAIRED  # empty cells above
    assert face_points(facade({(4, 1): me}), (4, 1)) == 0  # no floor above the top
    spoilt = facade({(2, 1): me, (4, 1): face(E.AWNING)})
    assert face_points(spoilt, (2, 1)) == 0
    right = face(E.PERSON, cond=absent(Zone.COLUMN_RIGHT, E.CAT))
    assert face_points(facade({(1, 3): right}), (1, 3)) == PAIRED
    assert face_points(facade({(1, 4): right}), (1, 4)) == 0
    row_above = face(E.PERSON, cond=absent(Zone.ROW_ABOVE, E.CAT))
    assert face_points(facade({(4, 4): row_above}), (4, 4)) == 0
    around = face(E.PERSON, cond=absent(Zone.AROUND, E.NOTE))
    assert face_points(facade({(0, 0): around}), (0, 0)) == PAIRED


def test_absence_per_balcony_counts_balconies_lacking_the_element() -> None:
    me = face(E.PERSON, cond=absent(Zone.AROUND, E.PERSON, payout=1))
    near = {(2, 1): face(E.PERSON), (0, 0): face(E.CAT), (0, 1): PLAIN}
    assert face_points(facade({(1, 1): me, **near}), (1, 1)) == 2  # empty cells do not count


def test_own_icons_included_or_excluded() -> None:
    row = {(1, 0): face(E.PERSON), (1, 4): face(E.PERSON, E.PERSON)}
    incl = face(E.PERSON, cond=cond(Zone.ROW, E.PERSON, own=True))
    excl = face(E.PERSON, cond=cond(Zone.ROW, E.PERSON, own=False))
    assert face_points(facade({(1, 2): incl, **row}), (1, 2)) == 4
    assert face_points(facade({(1, 2): excl, **row}), (1, 2)) == 3
    # Excluded means the own balcony is not part of the zone at all:
    lacking = face(E.PERSON, cond=absent(Zone.ROW, E.AWNING, payout=1))
    assert face_points(facade({(1, 2): lacking, **row}), (1, 2)) == 2


def test_groups() -> None:
    group = face(E.BIRD, E.BIRD, cond=cond(Zone.GROUP, E.BIRD, own=True))
    alone = facade({(1, 1): group, (2, 2): face(E.BIRD), (1, 2): PLAIN})
    assert face_points(alone, (1, 1)) == 2  # a group of one: its own two birds
    snake = {(1, 2): face(E.BIRD), (2, 2): face(E.BIRD), (3, 2): face(E.BIRD), (3, 3): PLAIN}
    assert face_points(facade({(1, 1): group, **snake}), (1, 1)) == 5
    flowers = face(E.RED_FLOWER, cond=cond(Zone.GROUP, Counted.FLOWER, payout=2, own=True))
    mixed = {(1, 2): face(E.WHITE_FLOWER, E.YELLOW_FLOWER), (1, 3): face(E.CAT)}
    assert face_points(facade({(1, 1): flowers, **mixed}), (1, 1)) == 6


def test_lovebirds_pair_by_maximum_matching() -> None:
    two_for_one = facade({(0, 1): LOVE_R, (3, 1): LOVE_R, (4, 2): LOVE_L})
    assert sum(p for _, p in facade_points(two_for_one)) == 2 * PAIRED
    two_for_two = facade({(0, 1): LOVE_R, (3, 1): LOVE_R, (4, 2): LOVE_L, (1, 2): LOVE_L})
    assert sum(p for _, p in facade_points(two_for_two)) == 4 * PAIRED
    facing_away = facade({(1, 1): LOVE_L, (1, 2): LOVE_R})
    assert sum(p for _, p in facade_points(facing_away)) == 0
    too_far = facade({(1, 0): LOVE_R, (1, 2): LOVE_L})
    assert sum(p for _, p in facade_points(too_far)) == 0
    chain = facade({(1, 0): LOVE_R, (1, 1): LOVE_L, (2, 1): LOVE_R, (1, 2): LOVE_L})
    assert sum(p for _, p in facade_points(chain)) == 4 * PAIRED


def test_majority_door_ties_score_nothing() -> None:
    rule = DoorRule(DoorKind.MAJORITY, E.CAT, E.BIRD)
    assert door_points(rule, Counter(cat=3, bird=2), Counter(cat=2, bird=1)) == 8
    assert door_points(rule, Counter(cat=3, bird=2), Counter(cat=3, bird=1)) == 3
    assert door_points(rule, Counter(cat=4, bird=1), Counter(cat=3, bird=1)) == 5
    assert door_points(rule, Counter(cat=3, bird=1), Counter(cat=3, bird=1)) == 0


def test_fewer_door() -> None:
    rule = DoorRule(DoorKind.FEWER, E.BIRD, Counted.FLOWER)
    assert door_points(rule, Counter(bird=3, flower=5), Counter()) == 3
    assert door_points(rule, Counter(bird=5, flower=5), Counter()) == 0
    assert door_points(rule, Counter(bird=6, flower=5), Counter()) == 0


def test_difference_door() -> None:
    rule = DoorRule(DoorKind.DIFFERENCE, E.PERSON, E.NOTE)
    assert door_points(rule, Counter(person=2, note=7), Counter(person=9)) == 5
    assert door_points(rule, Counter(person=7, note=2), Counter()) == 5
    assert door_points(rule, Counter(), Counter()) == 0


def test_element_counts_add_any_flower() -> None:
    side = facade({(1, 1): face(E.RED_FLOWER, E.CAT), (1, 2): face(E.RED_FLOWER, E.WHITE_FLOWER)})
    counts = element_counts(side)
    assert counts[Counted.FLOWER] == 3 and counts[E.RED_FLOWER] == 2 and counts[E.CAT] == 1


def test_pink_reads_its_faces_in_its_own_mirrored_frame() -> None:
    # Block 1's S face (2 per laundry directly left) turned to pink at building (1, 1), which
    # pink sees at its (1, 3); laundry at building (1, 2) is on pink's left.
    building = Building(2, (0, 2))
    building = building.place((1, 1), Placed(1, turquoise_face=0))
    building = building.place((1, 2), Placed(2, turquoise_face=1))  # pink sees W: 2 laundry
    assert to_view((1, 1), Side.PINK) == (1, 3)
    pink = building.facade(Side.PINK)
    assert pink.face((1, 3)) == faces_of(1)[2] and pink.face((1, 2)) == faces_of(2)[3]
    assert face_points(pink, (1, 3)) == 4
    assert pink.entrance == (0, 2)
    # Laundry at building (1, 0) would be on pink's right: nothing.
    other = Building(2, (0, 2)).place((1, 1), Placed(1, 0)).place((1, 0), Placed(2, 1))
    assert face_points(other.facade(Side.PINK), (1, 3)) == 0
    # Turquoise sees the N faces: block 1's row of birds (own included): 1 bird at (1, 2).
    turquoise = building.facade(Side.TURQUOISE)
    assert turquoise.face((1, 1)) == faces_of(1)[0] and turquoise.face((1, 2)) == faces_of(2)[1]
    assert face_points(turquoise, (1, 1)) == 1


def test_pink_lovebirds_pair_in_pink_directions() -> None:
    # Blocks 3 (right-looking lovebird on N) and 4 (left-looking on N), both N faces to pink.
    # Pink's column c + 1 lies left of c in the building, so block 4 goes left of block 3.
    building = Building(1, (0, 2)).place((1, 3), Placed(3, 2)).place((1, 2), Placed(4, 2))
    pink = building.facade(Side.PINK)
    assert pink.face((1, 1)) == faces_of(3)[0] and pink.face((1, 2)) == faces_of(4)[0]
    assert face_points(pink, (1, 1)) == PAIRED and face_points(pink, (1, 2)) == PAIRED
    swapped = Building(1, (0, 2)).place((1, 1), Placed(3, 2)).place((1, 2), Placed(4, 2))
    assert sum(p for _, p in facade_points(swapped.facade(Side.PINK))) == 0


def test_score_side_adds_faces_and_door() -> None:
    building = Building(3, (0, 2)).place((0, 1), Placed(4, 1)).place((1, 1), Placed(7, 0))
    turquoise = score_side(building, Side.TURQUOISE)  # 2 birds + 2 birds: difference to awnings
    assert turquoise.door == 4
    assert turquoise.total == turquoise.door + sum(p for _, p in turquoise.faces)
    pink = score_side(building, Side.PINK)  # block 4 W, block 7 S: no person, no note
    assert pink.door == 0 and pink.side is Side.PINK
