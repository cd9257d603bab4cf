"""Placement: edge contact, the 7 x 7 bound, no orthogonal neighbour of the same monument or
colour (diagonals allowed), and the statue's exemption."""

from __future__ import annotations

from welcome_desktop.games.pompeji.engine import Reason

from .helpers import C, M, card, city_of

TEMPLE_RED = card(M.TEMPLE, C.RED)
VILLA_BLUE = card(M.VILLA, C.BLUE)


def test_a_card_must_share_an_edge() -> None:
    city = city_of({(0, 0): TEMPLE_RED})
    assert city.problem((1, 0), VILLA_BLUE) is None
    assert city.problem((0, -1), VILLA_BLUE) is None
    assert city.problem((1, 1), VILLA_BLUE) is Reason.NOT_TOUCHING  # a corner is not enough
    assert city.problem((3, 0), VILLA_BLUE) is Reason.NOT_TOUCHING
    assert city.problem((0, 0), VILLA_BLUE) is Reason.CELL_TAKEN
    assert city.frontier() == ((0, -1), (-1, 0), (1, 0), (0, 1))


def test_the_city_spans_at_most_seven_columns_and_rows() -> None:
    colours = list(C)
    monuments = list(M)
    # A row of 7 cards from -3 to 3, every one a different monument and colour.
    row = {(x, 0): card(monuments[x + 3], colours[x + 3]) for x in range(-3, 4)}
    city = city_of(row)
    other = card(M.TEMPLE, C.GREEN)
    assert city.width == 7
    assert city.problem((4, 0), other) is Reason.CITY_TOO_LARGE
    assert city.problem((-4, 0), other) is Reason.CITY_TOO_LARGE
    assert (4, 0) not in city.frontier() and (-4, 0) not in city.frontier()
    # Upwards it may grow six more rows, not seven.
    column = dict(row)
    for y in range(1, 7):
        column[(0, -y)] = card(monuments[(y + 3) % 7], colours[(y + 5) % 7])
    tall = city_of(column)
    assert tall.height == 7
    assert tall.problem((0, 1), other) is Reason.CITY_TOO_LARGE
    assert tall.problem((1, 1), other) is Reason.CITY_TOO_LARGE
    # The start card may end up anywhere inside: growing left is as good as growing right.
    assert city_of({(0, 0): TEMPLE_RED}).problem((-1, 0), VILLA_BLUE) is None


def test_no_orthogonal_neighbour_of_the_same_monument_or_colour() -> None:
    city = city_of({(0, 0): TEMPLE_RED})
    assert city.problem((1, 0), card(M.TEMPLE, C.BLUE)) is Reason.SAME_MONUMENT_BESIDE
    assert city.problem((0, 1), card(M.VILLA, C.RED)) is Reason.SAME_COLOUR_BESIDE
    assert city.problem((1, 0), card(M.VILLA, C.BLUE)) is None


def test_diagonal_neighbours_may_match() -> None:
    city = city_of({(0, 0): TEMPLE_RED, (1, 0): VILLA_BLUE})
    # (1, 1) is below the villa and diagonal to the red temple.
    assert city.problem((1, 1), card(M.TEMPLE, C.RED)) is None  # the same card, diagonally
    assert city.problem((1, 1), card(M.TEMPLE, C.BLUE)) is Reason.SAME_COLOUR_BESIDE
    assert city.problem((1, 1), card(M.VILLA, C.RED)) is Reason.SAME_MONUMENT_BESIDE


def test_a_statue_may_lie_next_to_anything_and_is_then_neutral() -> None:
    city = city_of({(0, 0): TEMPLE_RED})
    assert city.problem((1, 0), TEMPLE_RED, statue=True) is None
    assert city.problem((1, 1), TEMPLE_RED, statue=True) is Reason.NOT_TOUCHING
    # A placed statue named temple/red does not block a red temple beside it.
    city2 = city_of({(0, 0): TEMPLE_RED, (1, 0): (TEMPLE_RED, True)})
    assert city2.problem((2, 0), card(M.TEMPLE, C.RED)) is None
    row = {(x, 0): card(list(M)[x], list(C)[x]) for x in range(7)}
    full = city_of(row)
    assert full.problem((7, 0), TEMPLE_RED, statue=True) is Reason.CITY_TOO_LARGE


def test_cells_for_lists_exactly_the_allowed_cells() -> None:
    city = city_of({(0, 0): TEMPLE_RED, (1, 0): VILLA_BLUE})
    cand = card(M.TEMPLE, C.GREEN)
    cells = city.cells_for(cand)
    assert set(cells) == {p for p in city.frontier() if city.problem(p, cand) is None}
    assert (-1, 0) not in cells and (0, 1) not in cells and (2, 0) in cells
