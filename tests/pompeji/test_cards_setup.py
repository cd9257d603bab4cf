"""The card table [DECISION] and the setup: hands, the pile with its two volcano zones."""

from __future__ import annotations

from collections import Counter

import pytest

from welcome_desktop.games.pompeji.engine import (
    CARD_TABLE,
    MONUMENT_CARDS,
    VALUES,
    VOLCANO_FIRST,
    VOLCANO_SECOND,
    Colour,
    GameConfig,
    Monument,
    card_id,
    colour_of,
    monument_of,
    new_game,
    pile_size,
    value_of,
    view_for,
    volcano_chance,
)

from .helpers import C, M


def test_card_table_is_the_specified_latin_square() -> None:
    # The table of the specification, row by row (temple .. granary, red .. grey).
    assert CARD_TABLE[0] == (1, 2, 3, 4, 5, 6, 7)
    assert CARD_TABLE[3] == (3, 4, 5, 6, 7, 1, 2)
    for b in range(7):
        for c in range(7):
            assert CARD_TABLE[b][c] == ((3 * b + c) % 7) + 1
        assert sorted(CARD_TABLE[b]) == list(range(1, 8))
        assert sorted(row[b] for row in CARD_TABLE) == list(range(1, 8))


def test_cards_are_every_monument_in_every_colour_once() -> None:
    pairs = {(monument_of(c), colour_of(c)) for c in range(MONUMENT_CARDS)}
    assert len(pairs) == 49 == len(set(Monument)) * len(set(Colour))
    assert value_of(card_id(M.TEMPLE, C.RED)) == 1
    assert value_of(card_id(M.VILLA, C.ORANGE)) == 7
    assert value_of(card_id(M.GRANARY, C.GREY)) == 4
    assert sum(VALUES) == 7 * 28


@pytest.mark.parametrize(("seats", "size", "before_zone"), [(2, 44, 26), (3, 41, 23), (4, 38, 20)])
def test_setup_deals_three_each_and_builds_the_pile(
    seats: int, size: int, before_zone: int
) -> None:
    for seed in range(20):
        state = new_game(GameConfig(seats=seats, seed=seed))
        assert all(len(h) == 3 for h in state.hands)
        assert state.cards_left() == size == pile_size(seats) - 1
        rest = state.pile[state.drawn :]
        # First volcano among the 9 cards above the last 9; second among the last 9.
        assert VOLCANO_FIRST in rest[before_zone : before_zone + 9]
        assert VOLCANO_SECOND in rest[before_zone + 9 :]
        assert len(rest) == before_zone + 18
        # The top card started the city.
        assert len(state.city) == 1 and state.city.get((0, 0)) is not None
        everything = [c for h in state.hands for c in h] + list(state.pile)
        assert Counter(everything) == Counter([*range(49), VOLCANO_FIRST, VOLCANO_SECOND])
        assert state.points == (0,) * seats and state.statues == (True,) * seats


def test_setup_is_reproducible_from_the_seed_and_differs_between_seeds() -> None:
    a, b = new_game(GameConfig(seats=3, seed=7)), new_game(GameConfig(seats=3, seed=7))
    assert a == b
    assert new_game(GameConfig(seats=3, seed=8)).pile != a.pile


def test_first_seat_starts_and_play_passes_in_seat_order() -> None:
    state = new_game(GameConfig(seats=4, seed=1, first_seat=2))
    assert state.current_seat == 2
    with pytest.raises(ValueError):
        GameConfig(seats=4, first_seat=4)
    with pytest.raises(ValueError):
        GameConfig(seats=5)
    with pytest.raises(ValueError):
        GameConfig(seats=1)


def test_volcano_chance_follows_the_zones() -> None:
    # 2 seats: 44 cards, the first volcano among cards 27..35 from the top.
    assert volcano_chance(44, 0) == 0.0
    assert volcano_chance(19, 0) == 0.0
    assert volcano_chance(18, 0) == pytest.approx(1 / 9)
    assert volcano_chance(10, 0) == pytest.approx(1.0)
    assert volcano_chance(17, 1) == 0.0
    assert volcano_chance(9, 1) == pytest.approx(1 / 9)
    assert volcano_chance(1, 1) == pytest.approx(1.0)
    view = view_for(new_game(GameConfig(seats=2)), 0)
    assert view.volcano_chance() == 0.0 and view.pile_size == 45
