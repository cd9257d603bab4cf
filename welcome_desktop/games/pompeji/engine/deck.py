"""Setup from the seed: shuffle the monuments, deal three each, build the draw pile with the two
volcanoes in the bottom 18 cards (one in each pile of nine)."""

from __future__ import annotations

import random
from typing import Final

from .cards import MONUMENT_CARDS, VOLCANO_FIRST, VOLCANO_SECOND

HAND_SIZE: Final = 3
ZONE: Final = 9  # each volcano pile: 8 monuments + 1 volcano


def rng_for(seed: int, tag: str) -> random.Random:
    """A deterministic random source for one chance event of a game."""
    return random.Random(f"pompeji/{seed}/{tag}")


def deal(seed: int, seats: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """(hands, pile); the pile's first card is the top one, and it starts the city."""
    rng = rng_for(seed, "deal")
    cards = list(range(MONUMENT_CARDS))
    rng.shuffle(cards)
    hands = tuple(tuple(cards[HAND_SIZE * s : HAND_SIZE * (s + 1)]) for s in range(seats))
    rest = cards[HAND_SIZE * seats :]
    bottom = [*rest[: ZONE - 1], VOLCANO_SECOND]
    rng.shuffle(bottom)
    upper = [*rest[ZONE - 1 : 2 * (ZONE - 1)], VOLCANO_FIRST]
    rng.shuffle(upper)
    top = rest[2 * (ZONE - 1) :]
    return hands, (*top, *upper, *bottom)


def pile_size(seats: int) -> int:
    """Cards in the draw pile at the start, the start card included (49 - 3n + 2)."""
    return MONUMENT_CARDS - HAND_SIZE * seats + 2


def volcano_chance(cards_left: int, volcanoes_drawn: int) -> float:
    """The chance that the next card drawn is a volcano, from public counts only.

    The first volcano lies among the 9 cards above the last 9; the second among the last 9."""
    if volcanoes_drawn >= 2 or cards_left <= 0:
        return 0.0
    if volcanoes_drawn == 0:
        upper_left = cards_left - ZONE
        return 1.0 / upper_left if 0 < upper_left <= ZONE else 0.0
    return 1.0 / cards_left if cards_left <= ZONE else 0.0
