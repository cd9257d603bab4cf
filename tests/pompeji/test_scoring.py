"""Scoring one placement: worked examples for each street kind, the seventh card, unbroken runs,
and statues (value 1 when placed, neutral afterwards)."""

from __future__ import annotations

from welcome_desktop.games.pompeji.engine import (
    City,
    Street,
    placement_points,
    score_placement,
    value_of,
)

from .helpers import C, M, card, city_of


def street(city: City, pos: tuple[int, int], c: int, kind: Street, statue: bool = False) -> int:
    score = score_placement(city, pos, c, statue)
    assert score.total == placement_points(city, pos, c, statue)
    return next(s.total for s in score.streets if s.street is kind)


def test_the_specification_example_in_a_row() -> None:
    # Temple-red (1) at the end of a row holding Temple-blue (5) and Villa-red (6), with
    # Thermae-green (6) between them: temples 1 + 5, red max(1, 6) = 6, 12 in the row.
    city = city_of(
        {
            (1, 0): card(M.THERMAE, C.GREEN),
            (2, 0): card(M.TEMPLE, C.BLUE),
            (3, 0): card(M.VILLA, C.RED),
        }
    )
    assert [value_of(city.tiles[(x, 0)].card) for x in (1, 2, 3)] == [6, 5, 6]
    score = score_placement(city, (0, 0), card(M.TEMPLE, C.RED))
    row = score.streets[0]
    assert row.street is Street.ROW
    assert (row.monument, row.colour, row.seventh) == (6, 6, 0)
    assert row.cells == ((0, 0), (1, 0), (2, 0), (3, 0))
    assert score.total == 12


def test_a_gap_ends_the_street() -> None:
    city = city_of(
        {
            (1, 0): card(M.THERMAE, C.GREEN),
            (2, 0): card(M.TEMPLE, C.BLUE),
            (4, 0): card(M.TEMPLE, C.GREY),  # beyond the empty cell (3, 0)
            (4, 1): card(M.VILLA, C.RED),
        }
    )
    assert street(city, (0, 0), card(M.TEMPLE, C.RED), Street.ROW) == 1 + 5


def test_a_column_where_the_new_card_is_the_highest_of_its_colour() -> None:
    # Granary-orange (6) above Villa-yellow (1), Temple-orange (2), Granary-blue (2):
    # granaries 6 + 2 = 8; orange max(6, 2) = 6.
    city = city_of(
        {
            (0, 1): card(M.VILLA, C.YELLOW),
            (0, 2): card(M.TEMPLE, C.ORANGE),
            (0, 3): card(M.GRANARY, C.BLUE),
        }
    )
    new = card(M.GRANARY, C.ORANGE)
    assert value_of(new) == 6
    assert street(city, (0, 0), new, Street.COLUMN) == 14
    assert score_placement(city, (0, 0), new).total == 14


def test_a_diagonal_on_both_sides_of_the_new_card() -> None:
    # Amphitheatre-red (7) between Villa-red (6) up-left and Amphitheatre-green (3),
    # Thermae-red (3) down-right: amphitheatres 7 + 3 = 10; red max(7, 6, 3) = 7.
    city = city_of(
        {
            (-1, -1): card(M.VILLA, C.RED),
            (0, -1): card(M.BASILICA, C.GREY),
            (1, 0): card(M.FOUNTAIN, C.BLUE),
            (1, 1): card(M.AMPHITHEATRE, C.GREEN),
            (2, 1): card(M.TEMPLE, C.PURPLE),
            (2, 2): card(M.THERMAE, C.RED),
        }
    )
    new = card(M.AMPHITHEATRE, C.RED)
    assert city.problem((0, 0), new) is None
    assert street(city, (0, 0), new, Street.DIAGONAL) == 17
    assert street(city, (0, 0), new, Street.ROW) == 0
    assert street(city, (0, 0), new, Street.COLUMN) == 0
    assert score_placement(city, (0, 0), new).total == 17


def test_an_anti_diagonal_and_streets_adding_up() -> None:
    # Villa-grey (5) with Villa-orange (7) up-right and Thermae-grey (2) further on, plus
    # Basilica-grey (3) to its right in the row: anti-diagonal villas 5 + 7 = 12, grey
    # max(5, 2) = 5; row grey max(5, 3) = 5.
    city = city_of(
        {
            (1, 0): card(M.BASILICA, C.GREY),
            (1, -1): card(M.VILLA, C.ORANGE),
            (2, -2): card(M.THERMAE, C.GREY),
            (2, -1): card(M.FOUNTAIN, C.GREEN),
        }
    )
    new = card(M.VILLA, C.GREY)
    assert street(city, (0, 0), new, Street.ANTI_DIAGONAL) == 17
    assert street(city, (0, 0), new, Street.ROW) == 5
    assert score_placement(city, (0, 0), new).total == 22


def test_the_seventh_card_of_a_street_earns_seven() -> None:
    monuments, colours = list(M), list(C)
    six = city_of({(x, 0): card(monuments[x], colours[x]) for x in range(6)})
    seventh = card(monuments[6], colours[6])
    assert street(six, (6, 0), seventh, Street.ROW) == 7
    five = city_of({(x, 0): card(monuments[x], colours[x]) for x in range(1, 6)})
    assert street(five, (6, 0), seventh, Street.ROW) == 0  # only six cards
    # The seventh card may also close a gap in the middle.
    gap = city_of({(x, 0): card(monuments[x], colours[x]) for x in range(7) if x != 3})
    assert street(gap, (3, 0), card(monuments[3], colours[3]), Street.ROW) == 7


def test_a_statue_scores_as_its_named_card_with_value_one() -> None:
    city = city_of({(1, 0): card(M.TEMPLE, C.GREEN), (2, 0): card(M.BASILICA, C.RED)})
    named = card(M.TEMPLE, C.RED)
    # temples 1 + 4 (temple-green), red max(1, 4) = 4 (basilica-red is 4)
    assert value_of(card(M.TEMPLE, C.GREEN)) == 4 and value_of(card(M.BASILICA, C.RED)) == 4
    assert street(city, (0, 0), named, Street.ROW, statue=True) == 5 + 4
    # The same card, not a statue, counts its own value 1 too: here the same.
    named2 = card(M.VILLA, C.ORANGE)  # value 7 as a card
    city2 = city_of({(1, 0): card(M.VILLA, C.GREEN)})  # value 2
    assert street(city2, (0, 0), named2, Street.ROW, statue=True) == 1 + 2
    assert street(city2, (0, 0), named2, Street.ROW) == 7 + 2


def test_a_placed_statue_is_neutral_but_part_of_the_street() -> None:
    monuments, colours = list(M), list(C)
    row: dict[tuple[int, int], int | tuple[int, bool]] = {
        (x, 0): card(monuments[x], colours[x]) for x in range(6)
    }
    row[(2, 0)] = (card(M.GRANARY, C.GREY), True)  # a statue named granary-grey
    city = city_of(row)
    granary_grey = card(M.GRANARY, C.GREY)
    # The statue matches nothing, but the run is 7 long: 7 only.
    assert street(city, (6, 0), granary_grey, Street.ROW) == 7
