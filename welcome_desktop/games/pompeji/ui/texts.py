"""Every Pompeji word the window shows, translated (context "Pompeji"): monuments, colours,
streets, refusals, prompts, seat kinds. Ids come from the engine and the app as enums."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from welcome_desktop.app.text import display_name
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext, arg

from ..app.setup import SeatKind
from ..app.view import Prompt
from ..engine import (
    Action,
    City,
    Colour,
    Kind,
    Monument,
    Reason,
    Street,
    Tile,
    colour_of,
    monument_of,
    score_placement,
    value_of,
)
from ..engine.replay import TurnSummary

Pompeji = TrContext("Pompeji")

MONUMENT_NAMES: Final[Mapping[Monument, str]] = {
    Monument.TEMPLE: QT_TRANSLATE_NOOP("Pompeji", "Temple"),
    Monument.BASILICA: QT_TRANSLATE_NOOP("Pompeji", "Basilica"),
    Monument.AMPHITHEATRE: QT_TRANSLATE_NOOP("Pompeji", "Amphitheatre"),
    Monument.THERMAE: QT_TRANSLATE_NOOP("Pompeji", "Thermae"),
    Monument.VILLA: QT_TRANSLATE_NOOP("Pompeji", "Villa"),
    Monument.FOUNTAIN: QT_TRANSLATE_NOOP("Pompeji", "Fountain"),
    Monument.GRANARY: QT_TRANSLATE_NOOP("Pompeji", "Granary"),
}

COLOUR_NAMES: Final[Mapping[Colour, str]] = {
    Colour.RED: QT_TRANSLATE_NOOP("Pompeji", "red (stripes)"),
    Colour.ORANGE: QT_TRANSLATE_NOOP("Pompeji", "orange (bars)"),
    Colour.YELLOW: QT_TRANSLATE_NOOP("Pompeji", "yellow (dots)"),
    Colour.GREEN: QT_TRANSLATE_NOOP("Pompeji", "green (slants)"),
    Colour.BLUE: QT_TRANSLATE_NOOP("Pompeji", "blue (back slants)"),
    Colour.PURPLE: QT_TRANSLATE_NOOP("Pompeji", "purple (grid)"),
    Colour.GREY: QT_TRANSLATE_NOOP("Pompeji", "grey (lattice)"),
}

STREET_NAMES: Final[Mapping[Street, str]] = {
    Street.ROW: QT_TRANSLATE_NOOP("Pompeji", "Row"),
    Street.COLUMN: QT_TRANSLATE_NOOP("Pompeji", "Column"),
    Street.DIAGONAL: QT_TRANSLATE_NOOP("Pompeji", "Diagonal ↘"),
    Street.ANTI_DIAGONAL: QT_TRANSLATE_NOOP("Pompeji", "Diagonal ↗"),
}

REASONS: Final[Mapping[str, str]] = {
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("Pompeji", "The game is over."),
    Reason.NO_SUCH_SEAT: QT_TRANSLATE_NOOP("Pompeji", "That player cannot do this."),
    Reason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Pompeji", "It is not your turn."),
    Reason.BAD_ACTION: QT_TRANSLATE_NOOP(
        "Pompeji", "You have already played a card this turn: take it back first."
    ),
    Reason.NO_SUCH_CARD: QT_TRANSLATE_NOOP("Pompeji", "There is no such card."),
    Reason.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP("Pompeji", "That card is not in your hand."),
    Reason.CELL_TAKEN: QT_TRANSLATE_NOOP("Pompeji", "A card already stands there."),
    Reason.NOT_TOUCHING: QT_TRANSLATE_NOOP(
        "Pompeji", "A card must share an edge with the city (a corner is not enough)."
    ),
    Reason.CITY_TOO_LARGE: QT_TRANSLATE_NOOP(
        "Pompeji", "The city may not be wider or taller than 7 cards."
    ),
    Reason.SAME_MONUMENT_BESIDE: QT_TRANSLATE_NOOP(
        "Pompeji", "The same monument may not stand right beside it."
    ),
    Reason.SAME_COLOUR_BESIDE: QT_TRANSLATE_NOOP(
        "Pompeji", "A card of the same colour may not stand right beside it."
    ),
    Reason.STATUE_USED: QT_TRANSLATE_NOOP("Pompeji", "Your statue is already in the city."),
    Reason.STATUE_DOES_NOT_DRAW: QT_TRANSLATE_NOOP("Pompeji", "No card is drawn after a statue."),
    Reason.DISCARD_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Pompeji", "You may discard only when no card of your hand fits anywhere."
    ),
    Reason.SKIP_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "Pompeji", "You may skip the draw only after the first eruption, with 2 cards left."
    ),
    Reason.PERMIT_USED: QT_TRANSLATE_NOOP("Pompeji", "This building permit is already used."),
    Reason.PERMIT_BEFORE_OWN_TURN: QT_TRANSLATE_NOOP(
        "Pompeji", "Your own turn comes next: the permit is for playing out of turn."
    ),
    Reason.DOUBLE_USED: QT_TRANSLATE_NOOP("Pompeji", "The ×2 card is already used."),
    Reason.NOT_IN_VARIANT: QT_TRANSLATE_NOOP("Pompeji", "Not in this variant."),
    "save_failed": QT_TRANSLATE_NOOP("Pompeji", "The game could not be saved."),
}

PROMPTS: Final[Mapping[Prompt, str]] = {
    Prompt.NONE: "",
    Prompt.PLACE: QT_TRANSLATE_NOOP(
        "Pompeji",
        "%1: pick up a card (or your statue): the cells where it fits light up. Drop it on one.",
    ),
    Prompt.DISCARD: QT_TRANSLATE_NOOP(
        "Pompeji", "%1: no card of your hand fits. Drag one onto the discard pile."
    ),
    Prompt.CONFIRM: QT_TRANSLATE_NOOP("Pompeji", "%1: end your turn, or take the card back."),
    Prompt.WAIT: QT_TRANSLATE_NOOP("Pompeji", "%1 is thinking…"),
    Prompt.HIDDEN: "",
    Prompt.OVER: QT_TRANSLATE_NOOP("Pompeji", "The second volcano has erupted: the game is over."),
}

SEAT_KINDS: Final[Mapping[SeatKind, str]] = {
    SeatKind.HUMAN: QT_TRANSLATE_NOOP("Pompeji", "Human"),
    SeatKind.EASY: QT_TRANSLATE_NOOP("Pompeji", "Computer: easy"),
    SeatKind.MEDIUM: QT_TRANSLATE_NOOP("Pompeji", "Computer: medium"),
    SeatKind.HARD: QT_TRANSLATE_NOOP("Pompeji", "Computer: hard"),
}


def reason_text(reason: str) -> str:
    text = REASONS.get(reason)
    return Pompeji.tr(text) if text else reason


def card_text(card: int) -> str:
    """ "Temple, red (stripes), 1" """
    return arg(
        Pompeji.tr("%1, %2, %3"),
        Pompeji.tr(MONUMENT_NAMES[monument_of(card)]),
        Pompeji.tr(COLOUR_NAMES[colour_of(card)]),
        value_of(card),
    )


def identity_text(card: int) -> str:
    """ "Temple, red (stripes)": what a statue was named, without the table's value (a statue
    is worth 1)."""
    return arg(
        Pompeji.tr("%1, %2"),
        Pompeji.tr(MONUMENT_NAMES[monument_of(card)]),
        Pompeji.tr(COLOUR_NAMES[colour_of(card)]),
    )


def street_name(street: Street) -> str:
    return Pompeji.tr(STREET_NAMES[street])


#: The build prompt when the player turned highlighted cells off (nothing lights up).
PLACE_UNMARKED: Final = QT_TRANSLATE_NOOP(
    "Pompeji", "%1: drag a card (or your statue) onto a cell of the city where it fits."
)


def prompt_text(prompt: Prompt, name: str, highlighted: bool = True) -> str:
    text = PLACE_UNMARKED if prompt is Prompt.PLACE and not highlighted else PROMPTS[prompt]
    return arg(Pompeji.tr(text), name) if text else ""


def seat_kind_name(kind: SeatKind) -> str:
    return Pompeji.tr(SEAT_KINDS[kind])


def volcano_text(volcanoes: int) -> str:
    if volcanoes == 0:
        return Pompeji.tr("Vesuvius is quiet")
    if volcanoes == 1:
        return Pompeji.tr("Vesuvius is erupting: the next volcano ends the game")
    return Pompeji.tr("Pompeji is buried")


def suggestion_text(action: Action, city: City, second_turn: bool = False) -> str:
    """A suggested turn in words, with its points in ``city`` (the city before it);
    ``second_turn``: followed by the building permit for another turn."""
    cell = action.cell
    if action.kind is Kind.DISCARD or cell is None:
        text = arg(Pompeji.tr("Suggestion: discard %1."), card_text(action.card))
    elif action.kind is Kind.STATUE:
        points = score_placement(city, cell, action.card, True).total * (2 if action.double else 1)
        text = Pompeji.tr(
            "Suggestion: your statue on the marked cell, as %1, %2, for %n point(s).", "", points
        )
        monument = Pompeji.tr(MONUMENT_NAMES[monument_of(action.card)])
        text = arg(text, monument, Pompeji.tr(COLOUR_NAMES[colour_of(action.card)]))
    else:
        points = score_placement(city, cell, action.card).total * (2 if action.double else 1)
        text = Pompeji.tr("Suggestion: %1 on the marked cell for %n point(s).", "", points)
        text = arg(text, card_text(action.card))
    extra = []
    if action.double:
        extra.append(Pompeji.tr("Play your ×2 card with it."))
    if action.skip_draw:
        extra.append(Pompeji.tr("Skip the draw."))
    if second_turn:
        extra.append(Pompeji.tr("Then use your building permit to play again."))
    if cell is not None:
        extra.append(Pompeji.tr("Enter plays it."))
    return " ".join([text, *extra])


def tile_text(tile: Tile) -> str:
    """A city card's tooltip: its name, or what a statue is once built."""
    if tile.statue:
        return Pompeji.tr("Statue: it matches no monument and no colour")
    return card_text(tile.card)


def hand_text(card: int, statue: bool) -> str:
    """A hand card's tooltip (the statue token: what it can be)."""
    if statue:
        return Pompeji.tr("Your statue: any monument and any colour, worth 1; no draw after it")
    return card_text(card)


def turn_text(turn: TurnSummary, names: Sequence[str]) -> str:
    """What a turn did, in a line or two (the replay's caption, the board's last turns)."""
    action = turn.action
    who = display_name(names[action.seat]) if action.seat < len(names) else "?"
    if action.kind is Kind.STATUE:
        text = Pompeji.tr("%1 laid the statue as %2 for %n point(s)", "", turn.points)
    elif action.kind is Kind.DISCARD:
        text = Pompeji.tr("%1 could build nothing and discarded %2")
    else:
        text = Pompeji.tr("%1 built %2 for %n point(s)", "", turn.points)
    named = identity_text(action.card) if action.kind is Kind.STATUE else card_text(action.card)
    lines = [arg(text, who, named)]
    if action.double:
        lines.append(Pompeji.tr("The ×2 card doubled it."))
    if turn.bonus:
        lines.append(Pompeji.tr("A turn out of order, with the building permit."))
    if action.skip_draw:
        lines.append(Pompeji.tr("No card drawn."))
    if turn.volcano == 1:
        lines.append(Pompeji.tr("The first volcano: Vesuvius erupts."))
    elif turn.volcano >= 2:
        lines.append(Pompeji.tr("The second volcano: the game ends."))
    return "\n".join(lines)
