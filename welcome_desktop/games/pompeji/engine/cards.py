"""The 49 monument cards (7 monuments x 7 colours, a Latin square of values) and the volcanoes."""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Monument(StrEnum):
    """The seven monuments; the values are stable ids (saves, translations, art)."""

    TEMPLE = "temple"
    BASILICA = "basilica"
    AMPHITHEATRE = "amphitheatre"
    THERMAE = "thermae"
    VILLA = "villa"
    FOUNTAIN = "fountain"
    GRANARY = "granary"


class Colour(StrEnum):
    """The seven background colours (the art gives each one a pattern too)."""

    RED = "red"
    ORANGE = "orange"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"
    GREY = "grey"


MONUMENTS: Final = tuple(Monument)
COLOURS: Final = tuple(Colour)
KINDS: Final = 7
MONUMENT_CARDS: Final = KINDS * KINDS  # 49; card id = monument index * 7 + colour index

# [DECISION] card table: row = monument, column = colour (red .. grey), a Latin square, so each
# monument and each colour carries every value 1..7 once. Value = ((3b + c) mod 7) + 1.
CARD_TABLE: Final[tuple[tuple[int, ...], ...]] = (
    (1, 2, 3, 4, 5, 6, 7),  # temple
    (4, 5, 6, 7, 1, 2, 3),  # basilica
    (7, 1, 2, 3, 4, 5, 6),  # amphitheatre
    (3, 4, 5, 6, 7, 1, 2),  # thermae
    (6, 7, 1, 2, 3, 4, 5),  # villa
    (2, 3, 4, 5, 6, 7, 1),  # fountain
    (5, 6, 7, 1, 2, 3, 4),  # granary
)

# The two volcanoes are cards of the draw pile too: the first one lies in the upper volcano
# pile, the second one in the bottom pile.
VOLCANO_FIRST: Final = 49
VOLCANO_SECOND: Final = 50
VOLCANOES: Final = frozenset((VOLCANO_FIRST, VOLCANO_SECOND))
STATUE_VALUE: Final = 1  # a statue scores as the card it is named as, with this value

VALUES: Final[tuple[int, ...]] = tuple(
    CARD_TABLE[c // KINDS][c % KINDS] for c in range(MONUMENT_CARDS)
)


def card_id(monument: Monument, colour: Colour) -> int:
    return MONUMENTS.index(monument) * KINDS + COLOURS.index(colour)


def monument_index(card: int) -> int:
    return card // KINDS


def colour_index(card: int) -> int:
    return card % KINDS


def monument_of(card: int) -> Monument:
    return MONUMENTS[card // KINDS]


def colour_of(card: int) -> Colour:
    return COLOURS[card % KINDS]


def value_of(card: int) -> int:
    return VALUES[card]


def is_monument(card: int) -> bool:
    return 0 <= card < MONUMENT_CARDS


def card_name(card: int) -> str:
    """A stable text id of a card for logs and errors ("temple/red"), never shown to users."""
    if card in VOLCANOES:
        return "volcano"
    return f"{monument_of(card).value}/{colour_of(card).value}"
