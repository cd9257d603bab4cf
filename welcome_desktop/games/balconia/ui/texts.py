"""Every Balconia word the window shows about the rules, translated (context "BalconiaTexts"):
sides, icons, zones, face conditions, doors, refusals, the turn bar's prompts, the last turns,
the suggested steps.

Everything returned is plain text: a player's name is cleaned for display (``display_name``)
but never escaped or wrapped in markup, so the widget showing it must be set to plain text.

Conditions are built from a template and the icon in the form the template needs, so French
and Russian can decline it. Each icon therefore has several forms, each its own English source
(no two forms share one), so a translator sees which form is asked for:

* name — "cat" (nominative, lists and tooltips);
* per — "per cat" (how a payout counts: FR "par chat", RU "за каждую кошку");
* plural — "cats" (after "no", "more", "fewer … than", "the difference between":
  FR "de chats"/"d’oiseaux" with its partitive, RU the genitive plural "кошек");
* without / with — "without cats", "with cats" (a balcony lacking it; a group showing it);
* one — "a cat" (one of two icons that must both be there: RU the nominative "кошка").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from welcome_desktop.app.text import display_name
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext, arg

from ..app.view import Prompt, TableView
from ..engine import (
    NOT,
    PAIRED,
    PAIRS,
    Action,
    Condition,
    Counted,
    DoorKind,
    DoorRule,
    Element,
    Face,
    Kind,
    Reason,
    Side,
    SideScore,
    TurnRecord,
    Zone,
    door_rule,
    to_view,
)
from ..engine.data import MAJORITY_FIRST, MAJORITY_SECOND

BalconiaTexts = TrContext("BalconiaTexts")

SIDE_NAMES: Final[Mapping[Side, str]] = {
    Side.TURQUOISE: QT_TRANSLATE_NOOP("BalconiaTexts", "Turquoise"),
    Side.PINK: QT_TRANSLATE_NOOP("BalconiaTexts", "Pink"),
}

# -- the icons, in each form --------------------------------------------------------------------
NAMES: Final[Mapping[str, str]] = {
    Element.PERSON: QT_TRANSLATE_NOOP("BalconiaTexts", "person"),
    Element.CAT: QT_TRANSLATE_NOOP("BalconiaTexts", "cat"),
    Element.BIRD: QT_TRANSLATE_NOOP("BalconiaTexts", "bird"),
    Element.LAUNDRY: QT_TRANSLATE_NOOP("BalconiaTexts", "laundry"),
    Element.NOTE: QT_TRANSLATE_NOOP("BalconiaTexts", "music note"),
    Element.AWNING: QT_TRANSLATE_NOOP("BalconiaTexts", "awning"),
    Element.HEART: QT_TRANSLATE_NOOP("BalconiaTexts", "heart"),
    Element.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "lovebird facing right"),
    Element.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "lovebird facing left"),
    Element.ORANGE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "orange flower"),
    Element.TURQUOISE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "turquoise flower"),
    Element.PURPLE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "purple flower"),
    Element.RED_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "red flower"),
    Element.YELLOW_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "yellow flower"),
    Element.WHITE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "white flower"),
    Counted.BALCONY: QT_TRANSLATE_NOOP("BalconiaTexts", "balcony"),
    Counted.FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "flower of any colour"),
    Counted.FLOWER_COLOURS: QT_TRANSLATE_NOOP("BalconiaTexts", "different flower colours"),
}

PER: Final[Mapping[str, str]] = {
    Element.PERSON: QT_TRANSLATE_NOOP("BalconiaTexts", "per person"),
    Element.CAT: QT_TRANSLATE_NOOP("BalconiaTexts", "per cat"),
    Element.BIRD: QT_TRANSLATE_NOOP("BalconiaTexts", "per bird"),
    Element.LAUNDRY: QT_TRANSLATE_NOOP("BalconiaTexts", "per laundry item"),
    Element.NOTE: QT_TRANSLATE_NOOP("BalconiaTexts", "per music note"),
    Element.AWNING: QT_TRANSLATE_NOOP("BalconiaTexts", "per awning"),
    Element.HEART: QT_TRANSLATE_NOOP("BalconiaTexts", "per heart"),
    Element.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "per lovebird facing right"),
    Element.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "per lovebird facing left"),
    Element.ORANGE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per orange flower"),
    Element.TURQUOISE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per turquoise flower"),
    Element.PURPLE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per purple flower"),
    Element.RED_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per red flower"),
    Element.YELLOW_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per yellow flower"),
    Element.WHITE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per white flower"),
    Counted.BALCONY: QT_TRANSLATE_NOOP("BalconiaTexts", "per balcony"),
    Counted.FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "per flower"),
    Counted.FLOWER_COLOURS: QT_TRANSLATE_NOOP("BalconiaTexts", "per flower colour"),
}

PLURAL: Final[Mapping[str, str]] = {
    Element.PERSON: QT_TRANSLATE_NOOP("BalconiaTexts", "people"),
    Element.CAT: QT_TRANSLATE_NOOP("BalconiaTexts", "cats"),
    Element.BIRD: QT_TRANSLATE_NOOP("BalconiaTexts", "birds"),
    Element.LAUNDRY: QT_TRANSLATE_NOOP("BalconiaTexts", "laundry items"),
    Element.NOTE: QT_TRANSLATE_NOOP("BalconiaTexts", "music notes"),
    Element.AWNING: QT_TRANSLATE_NOOP("BalconiaTexts", "awnings"),
    Element.HEART: QT_TRANSLATE_NOOP("BalconiaTexts", "hearts"),
    Element.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "lovebirds facing right"),
    Element.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "lovebirds facing left"),
    Element.ORANGE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "orange flowers"),
    Element.TURQUOISE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "turquoise flowers"),
    Element.PURPLE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "purple flowers"),
    Element.RED_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "red flowers"),
    Element.YELLOW_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "yellow flowers"),
    Element.WHITE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "white flowers"),
    Counted.BALCONY: QT_TRANSLATE_NOOP("BalconiaTexts", "balconies"),
    Counted.FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "flowers"),
    Counted.FLOWER_COLOURS: QT_TRANSLATE_NOOP("BalconiaTexts", "flower colours"),
}

WITHOUT: Final[Mapping[str, str]] = {
    Element.PERSON: QT_TRANSLATE_NOOP("BalconiaTexts", "without people"),
    Element.CAT: QT_TRANSLATE_NOOP("BalconiaTexts", "without cats"),
    Element.BIRD: QT_TRANSLATE_NOOP("BalconiaTexts", "without birds"),
    Element.LAUNDRY: QT_TRANSLATE_NOOP("BalconiaTexts", "without laundry"),
    Element.NOTE: QT_TRANSLATE_NOOP("BalconiaTexts", "without music notes"),
    Element.AWNING: QT_TRANSLATE_NOOP("BalconiaTexts", "without an awning"),
    Element.HEART: QT_TRANSLATE_NOOP("BalconiaTexts", "without hearts"),
    Element.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "without a lovebird facing right"),
    Element.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "without a lovebird facing left"),
    Element.ORANGE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without orange flowers"),
    Element.TURQUOISE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without turquoise flowers"),
    Element.PURPLE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without purple flowers"),
    Element.RED_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without red flowers"),
    Element.YELLOW_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without yellow flowers"),
    Element.WHITE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without white flowers"),
    Counted.FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "without flowers"),
}

WITH: Final[Mapping[str, str]] = {
    Element.PERSON: QT_TRANSLATE_NOOP("BalconiaTexts", "with people"),
    Element.CAT: QT_TRANSLATE_NOOP("BalconiaTexts", "with cats"),
    Element.BIRD: QT_TRANSLATE_NOOP("BalconiaTexts", "with birds"),
    Element.LAUNDRY: QT_TRANSLATE_NOOP("BalconiaTexts", "with laundry"),
    Element.NOTE: QT_TRANSLATE_NOOP("BalconiaTexts", "with music notes"),
    Element.AWNING: QT_TRANSLATE_NOOP("BalconiaTexts", "with an awning"),
    Element.HEART: QT_TRANSLATE_NOOP("BalconiaTexts", "with hearts"),
    Element.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "with a lovebird facing right"),
    Element.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "with a lovebird facing left"),
    Element.ORANGE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with orange flowers"),
    Element.TURQUOISE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with turquoise flowers"),
    Element.PURPLE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with purple flowers"),
    Element.RED_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with red flowers"),
    Element.YELLOW_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with yellow flowers"),
    Element.WHITE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with white flowers"),
    Counted.FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "with flowers"),
}

ONE: Final[Mapping[str, str]] = {
    Element.PERSON: QT_TRANSLATE_NOOP("BalconiaTexts", "a person"),
    Element.CAT: QT_TRANSLATE_NOOP("BalconiaTexts", "a cat"),
    Element.BIRD: QT_TRANSLATE_NOOP("BalconiaTexts", "a bird"),
    Element.LAUNDRY: QT_TRANSLATE_NOOP("BalconiaTexts", "some laundry"),
    Element.NOTE: QT_TRANSLATE_NOOP("BalconiaTexts", "a music note"),
    Element.AWNING: QT_TRANSLATE_NOOP("BalconiaTexts", "an awning"),
    Element.HEART: QT_TRANSLATE_NOOP("BalconiaTexts", "a heart"),
    Element.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "a lovebird facing right"),
    Element.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "a lovebird facing left"),
    Element.ORANGE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "an orange flower"),
    Element.TURQUOISE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "a turquoise flower"),
    Element.PURPLE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "a purple flower"),
    Element.RED_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "a red flower"),
    Element.YELLOW_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "a yellow flower"),
    Element.WHITE_FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "a white flower"),
    Counted.BALCONY: QT_TRANSLATE_NOOP("BalconiaTexts", "a balcony"),
    Counted.FLOWER: QT_TRANSLATE_NOOP("BalconiaTexts", "a flower"),
}

COUNTS: Final[Mapping[str, Callable[[int], str]]] = {
    Element.PERSON: lambda n: BalconiaTexts.tr("%n person(s)", "", n),
    Element.CAT: lambda n: BalconiaTexts.tr("%n cat(s)", "", n),
    Element.BIRD: lambda n: BalconiaTexts.tr("%n bird(s)", "", n),
    Element.LAUNDRY: lambda n: BalconiaTexts.tr("%n laundry item(s)", "", n),
    Element.NOTE: lambda n: BalconiaTexts.tr("%n music note(s)", "", n),
    Element.AWNING: lambda n: BalconiaTexts.tr("%n awning(s)", "", n),
    Element.HEART: lambda n: BalconiaTexts.tr("%n heart(s)", "", n),
    Element.LOVEBIRD_RIGHT: lambda n: BalconiaTexts.tr("%n lovebird(s) facing right", "", n),
    Element.LOVEBIRD_LEFT: lambda n: BalconiaTexts.tr("%n lovebird(s) facing left", "", n),
    Element.ORANGE_FLOWER: lambda n: BalconiaTexts.tr("%n orange flower(s)", "", n),
    Element.TURQUOISE_FLOWER: lambda n: BalconiaTexts.tr("%n turquoise flower(s)", "", n),
    Element.PURPLE_FLOWER: lambda n: BalconiaTexts.tr("%n purple flower(s)", "", n),
    Element.RED_FLOWER: lambda n: BalconiaTexts.tr("%n red flower(s)", "", n),
    Element.YELLOW_FLOWER: lambda n: BalconiaTexts.tr("%n yellow flower(s)", "", n),
    Element.WHITE_FLOWER: lambda n: BalconiaTexts.tr("%n white flower(s)", "", n),
    Counted.BALCONY: lambda n: BalconiaTexts.tr("%n balcony(s)", "", n),
    Counted.FLOWER: lambda n: BalconiaTexts.tr("%n flower(s)", "", n),
    Counted.FLOWER_COLOURS: lambda n: BalconiaTexts.tr("%n flower colour(s)", "", n),
}

# -- zones --------------------------------------------------------------------------------------
ZONE_NAMES: Final[Mapping[Zone, str]] = {
    Zone.ROW: QT_TRANSLATE_NOOP("BalconiaTexts", "This row"),
    Zone.COLUMN_ABOVE: QT_TRANSLATE_NOOP("BalconiaTexts", "Column above"),
    Zone.ROW_ABOVE: QT_TRANSLATE_NOOP("BalconiaTexts", "Row just above"),
    Zone.COLUMN_BELOW: QT_TRANSLATE_NOOP("BalconiaTexts", "Column below"),
    Zone.AROUND: QT_TRANSLATE_NOOP("BalconiaTexts", "Around (8 neighbours)"),
    Zone.RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "Directly right"),
    Zone.LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "Directly left"),
    Zone.COLUMN_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "Column to the right"),
    Zone.COLUMN_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "Column to the left"),
    Zone.GROUP: QT_TRANSLATE_NOOP("BalconiaTexts", "Connected group"),
    Zone.LOVEBIRD_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "Lovebirds, partner to the right"),
    Zone.LOVEBIRD_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "Lovebirds, partner to the left"),
}

#: Where a condition looks, as the end of a sentence ("1 point per bird" + "in this row").
ZONE_PLACES: Final[Mapping[Zone, str]] = {
    Zone.ROW: QT_TRANSLATE_NOOP("BalconiaTexts", "in this row"),
    Zone.COLUMN_ABOVE: QT_TRANSLATE_NOOP("BalconiaTexts", "in the column above"),
    Zone.ROW_ABOVE: QT_TRANSLATE_NOOP("BalconiaTexts", "in the row just above"),
    Zone.COLUMN_BELOW: QT_TRANSLATE_NOOP("BalconiaTexts", "in the column below"),
    Zone.AROUND: QT_TRANSLATE_NOOP("BalconiaTexts", "around"),
    Zone.RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "directly to the right"),
    Zone.LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "directly to the left"),
    Zone.COLUMN_RIGHT: QT_TRANSLATE_NOOP("BalconiaTexts", "in the column to the right"),
    Zone.COLUMN_LEFT: QT_TRANSLATE_NOOP("BalconiaTexts", "in the column to the left"),
}

#: The zones this balcony itself lies in: their conditions say whether its own icons count.
_SELF_ZONES: Final = (Zone.ROW, Zone.GROUP)

DOOR_KINDS: Final[Mapping[DoorKind, str]] = {
    DoorKind.MAJORITY: QT_TRANSLATE_NOOP("BalconiaTexts", "Majority: more than your opponent"),
    DoorKind.FEWER: QT_TRANSLATE_NOOP("BalconiaTexts", "Fewer: one icon fewer than another"),
    DoorKind.DIFFERENCE: QT_TRANSLATE_NOOP("BalconiaTexts", "Difference between two icons"),
}

REASONS: Final[Mapping[str, str]] = {
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("BalconiaTexts", "The game is over."),
    Reason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("BalconiaTexts", "It is not your turn."),
    Reason.WRONG_STEP: QT_TRANSLATE_NOOP(
        "BalconiaTexts", "Not now: first two faces are kept, then the block is placed."
    ),
    Reason.NO_SUCH_FACE: QT_TRANSLATE_NOOP("BalconiaTexts", "The block has no such face."),
    Reason.FACES_NOT_ADJACENT: QT_TRANSLATE_NOOP(
        "BalconiaTexts", "Keep two neighbouring faces, not two opposite ones."
    ),
    Reason.FACE_NOT_OFFERED: QT_TRANSLATE_NOOP(
        "BalconiaTexts", "That face is not on offer: take one of the two faces left to you."
    ),
    Reason.NO_SUCH_CELL: QT_TRANSLATE_NOOP("BalconiaTexts", "That cell is not in the building."),
    Reason.CELL_TAKEN: QT_TRANSLATE_NOOP("BalconiaTexts", "That cell is already taken."),
    Reason.NOT_TOUCHING: QT_TRANSLATE_NOOP(
        "BalconiaTexts", "A balcony must share an edge with another balcony or the entrance."
    ),
    "save_failed": QT_TRANSLATE_NOOP("BalconiaTexts", "The game could not be saved."),
    "load_failed": QT_TRANSLATE_NOOP("BalconiaTexts", "The saved game could not be read."),
}

UNKNOWN_REASON: Final = QT_TRANSLATE_NOOP("BalconiaTexts", "That move is not allowed.")

#: A suggested selection, by the pair's index in ``PAIRS`` (the faces as the disc's cross shows
#: them: 0 top, 1 right, 2 bottom, 3 left); whole sentences, so a language may decline them.
KEEP_SUGGESTIONS: Final = (
    QT_TRANSLATE_NOOP("BalconiaTexts", "Suggestion: keep the top and right faces."),
    QT_TRANSLATE_NOOP("BalconiaTexts", "Suggestion: keep the right and bottom faces."),
    QT_TRANSLATE_NOOP("BalconiaTexts", "Suggestion: keep the bottom and left faces."),
    QT_TRANSLATE_NOOP("BalconiaTexts", "Suggestion: keep the top and left faces."),
)

#: A suggested placement, by the offered face's place on the disc (left, right); %1 the cell.
PUT_SUGGESTIONS: Final = (
    QT_TRANSLATE_NOOP("BalconiaTexts", "Suggestion: put the left face at %1."),
    QT_TRANSLATE_NOOP("BalconiaTexts", "Suggestion: put the right face at %1."),
)


# -- the API ------------------------------------------------------------------------------------
def side_name(side: Side) -> str:
    """ "Turquoise" or "Pink": a player's colour, from their door."""
    return BalconiaTexts.tr(SIDE_NAMES[side])


def _form(table: Mapping[str, str], element: str) -> str:
    """``element`` in the form ``table`` holds; the plain name when it has none (so an
    unexpected combination still reads, if less smoothly), the id itself when unknown."""
    text = table.get(element) or NAMES.get(element)
    return BalconiaTexts.tr(text) if text else element


def element_name(element: str) -> str:
    """An icon (an ``Element``) or a counted target (a ``Counted``): "cat", "balcony"."""
    return _form(NAMES, element)


def element_count(element: str, n: int) -> str:
    """ "2 cats", "1 music note" (plural-aware)."""
    count = COUNTS.get(element)
    return count(n) if count else f"{n} {element_name(element)}"


def zone_name(zone: Zone) -> str:
    """A zone as a short label: "Column above"."""
    return BalconiaTexts.tr(ZONE_NAMES[zone])


def _place(zone: Zone, element: str) -> str:
    if zone is Zone.GROUP:
        return arg(BalconiaTexts.tr("in its group of connected balconies %1"), _form(WITH, element))
    text = ZONE_PLACES.get(zone)
    return BalconiaTexts.tr(text) if text else zone_name(zone)


def condition_text(cond: Condition) -> str:
    """A face's condition in one sentence: "1 point per bird in this row (this balcony
    included)", "5 points if no awnings in the column above"."""
    zone, target, n = cond.zone, cond.target, cond.payout
    if zone is Zone.LOVEBIRD_RIGHT:
        return BalconiaTexts.tr(
            "%n point(s) if paired with a lovebird facing it in the column to the right", "", n
        )
    if zone is Zone.LOVEBIRD_LEFT:
        return BalconiaTexts.tr(
            "%n point(s) if paired with a lovebird facing it in the column to the left", "", n
        )
    place = _place(zone, target[-1])
    if target[0] == NOT:
        if n == PAIRED:
            text = BalconiaTexts.tr("%n point(s) if no %1 %2", "", n)
            text = arg(text, _form(PLURAL, target[1]), place)
        else:
            text = BalconiaTexts.tr("%n point(s) per balcony %1 %2", "", n)
            text = arg(text, _form(WITHOUT, target[1]), place)
    elif len(target) >= 2:
        text = BalconiaTexts.tr("%n point(s) if %1 and %2 are %3", "", PAIRED)
        text = arg(text, _form(ONE, target[0]), _form(ONE, target[1]), place)
    elif n == PAIRED:
        text = BalconiaTexts.tr("%n point(s) if there is %1 %2", "", n)
        text = arg(text, _form(ONE, target[0]), place)
    else:
        text = BalconiaTexts.tr("%n point(s) %1 %2", "", n)
        text = arg(text, _form(PER, target[0]), place)
    if cond.include_self:
        return arg(BalconiaTexts.tr("%1 (this balcony included)"), text)
    if zone in _SELF_ZONES:
        return arg(BalconiaTexts.tr("%1 (this balcony excluded)"), text)
    return text


def elements_text(elements: Sequence[str]) -> str:
    """The icons of a face, repeated ones counted: "2 cats, heart"."""
    counts: dict[str, int] = {}
    for element in elements:
        counts[element] = counts.get(element, 0) + 1
    parts = [
        element_name(element) if n == 1 else element_count(element, n)
        for element, n in counts.items()
    ]
    return ", ".join(parts)


def face_text(face: Face) -> str:
    """A balcony: its icons, then its condition or "no condition"."""
    condition = (
        condition_text(face.condition)
        if face.condition is not None
        else BalconiaTexts.tr("no condition")
    )
    return arg(BalconiaTexts.tr("%1: %2"), elements_text(face.elements), condition)


def door_kind_name(kind: DoorKind) -> str:
    return BalconiaTexts.tr(DOOR_KINDS[kind])


def door_text(rule: DoorRule) -> str:
    """An entrance door's condition, counted over the whole side of the building it faces."""
    if rule.kind is DoorKind.MAJORITY:
        first = BalconiaTexts.tr(
            "%n point(s) if your side shows more %1 than your opponent's", "", MAJORITY_FIRST
        )
        second = BalconiaTexts.tr("%n point(s) if more %1", "", MAJORITY_SECOND)
        return arg(
            BalconiaTexts.tr("%1; %2 (ties score nothing)"),
            arg(first, _form(PLURAL, rule.a)),
            arg(second, _form(PLURAL, rule.b)),
        )
    if rule.kind is DoorKind.FEWER:
        text = BalconiaTexts.tr("1 point %1 if your side shows fewer %2 than %3")
        return arg(text, _form(PER, rule.a), _form(PLURAL, rule.a), _form(PLURAL, rule.b))
    text = BalconiaTexts.tr("As many points as the difference between your %1 and your %2")
    return arg(text, _form(PLURAL, rule.a), _form(PLURAL, rule.b))


def entrance_door_text(entrance: int, side: Side) -> str:
    """The door of entrance block ``entrance`` (1..3) that faces ``side``, named by its colour:
    "Turquoise door: 1 point per music note if …" (the entrance's tooltip)."""
    text = door_text(door_rule(entrance, side))
    if side is Side.TURQUOISE:
        return arg(BalconiaTexts.tr("Turquoise door: %1"), text)
    return arg(BalconiaTexts.tr("Pink door: %1"), text)


def reason_text(reason: str) -> str:
    """Why a move was refused (an engine ``Reason`` value, or "save_failed", "load_failed")."""
    return BalconiaTexts.tr(REASONS.get(reason, UNKNOWN_REASON))


def name_of(view: TableView, side: Side | None) -> str:
    """The name of ``side``'s player in a published view ("" for no side)."""
    if side is None:
        return ""
    return player_name(view.names, side)


def player_name(names: Sequence[str], side: Side) -> str:
    """The name of ``side``'s player as shown (cleaned, plain text), its colour when empty."""
    return display_name(names[side.number]) or side_name(side)


def result_text(names: Sequence[str], scores: Sequence[SideScore], winners: Sequence[Side]) -> str:
    """Who won and with how many points (the door breaking a tie), or that both share it."""
    totals = [score.total for score in scores]
    if len(winners) == 1:
        winner = winners[0]
        points = totals[winner.number]
        if totals[0] == totals[1]:
            text = BalconiaTexts.tr(
                "%1 wins the tie with more door points (%n point(s) each).", "", points
            )
            return arg(text, player_name(names, winner))
        text = BalconiaTexts.tr("%1 wins with %n point(s).", "", points)
        return arg(text, player_name(names, winner))
    if len(winners) == 2:
        text = BalconiaTexts.tr("%1 and %2 share the win with %n point(s) each.", "", totals[0])
        return arg(text, player_name(names, Side.TURQUOISE), player_name(names, Side.PINK))
    return BalconiaTexts.tr("The game is over.")


def _over_text(view: TableView) -> str:
    return result_text(view.names, view.scores, view.winners)


def prompt_text(view: TableView) -> str:
    """What the turn bar asks for now, naming the player (plain text: no markup, ever)."""
    prompt = view.prompt
    actor = view.to_act
    other = actor.other if actor is not None else None
    if prompt is Prompt.SELECT:
        text = BalconiaTexts.tr(
            "%1: keep two neighbouring faces. %2 takes one of the other two; "
            "you get the face opposite it."
        )
        return arg(text, name_of(view, actor), name_of(view, other))
    if prompt is Prompt.PLACE:
        text = BalconiaTexts.tr(
            "%1: drag one of the two faces offered to you onto a free cell. "
            "%2 gets the opposite face."
        )
        return arg(text, name_of(view, actor), name_of(view, other))
    if prompt is Prompt.CONFIRM:
        return arg(BalconiaTexts.tr("%1: end your turn, or take it back."), name_of(view, actor))
    if prompt is Prompt.WAIT:
        if actor is not None and view.humans[actor.number]:
            return arg(BalconiaTexts.tr("Waiting for %1…"), name_of(view, actor))
        return arg(BalconiaTexts.tr("%1 is thinking…"), name_of(view, actor))
    if prompt is Prompt.HIDDEN:
        return arg(BalconiaTexts.tr("Pass the device to %1."), name_of(view, actor))
    if prompt is Prompt.OVER:
        return _over_text(view)
    return ""


def cell_text(cell: tuple[int, int], viewer: Side | None = None) -> str:
    """A cell (building frame) as ``viewer`` sees it: "row 2, column 4", counted from the street
    and from the viewer's left (turquoise's when no viewer is given)."""
    floor, column = to_view(cell, viewer or Side.TURQUOISE)
    return arg(BalconiaTexts.tr("row %1, column %2"), floor + 1, column + 1)


def turn_text(record: TurnRecord, names: tuple[str, str], viewer: Side | None = None) -> str:
    """One finished turn in a line: who kept which faces, who placed the block where."""
    selector, placer = record.selector, record.selector.other
    text = BalconiaTexts.tr("Block %1: %2 kept two faces, %3 placed it at %4.")
    return arg(
        text,
        record.block,
        display_name(names[selector.number]) or side_name(selector),
        display_name(names[placer.number]) or side_name(placer),
        cell_text(record.cell, viewer),
    )


def new_balcony_text(names: Sequence[str], side: Side, face: Face, points: int) -> str:
    """A balcony a turn just brought to ``side``: its icons and its points now ("Lina's new
    balcony: 2 cats, heart (3 points now)")."""
    text = BalconiaTexts.tr("%1's new balcony: %2 (%n point(s) now)", "", points)
    return arg(text, player_name(names, side), elements_text(face.elements))


def turn_block_text(record: TurnRecord, names: Sequence[str]) -> str:
    """How a replayed turn's block reads: which faces were kept, offered, and never score."""
    text = BalconiaTexts.tr(
        "Solid frames: the two faces %1 kept. Dashed frames: the two faces offered to %2. "
        "Faded: the faces that look sideways and never score."
    )
    return arg(text, player_name(names, record.selector), player_name(names, record.selector.other))


def signed(n: int, zero: str = "\u00b10") -> str:
    """A change of points with its sign: "+4", "−1" (a real minus), ``zero`` ("±0")."""
    if n > 0:
        return f"+{n}"
    return f"\u2212{-n}" if n < 0 else zero


def running_total_text(names: Sequence[str], side: Side, total: int, gain: int | None) -> str:
    """A side's total at a step of a replay, with what the turn changed ("Lina: 23 points
    (+4 this turn)"); without the change when ``gain`` is None (as dealt)."""
    if gain is None:
        return arg(BalconiaTexts.tr("%1: %n point(s)", "", total), player_name(names, side))
    text = BalconiaTexts.tr("%1: %n point(s) (%2 this turn)", "", total)
    return arg(text, player_name(names, side), signed(gain))


def suggestion_text(
    action: Action, offered: tuple[int, int] | None, viewer: Side | None = None
) -> str:
    """A suggested step in words: the pair to keep as the disc shows it, or the offered face
    (left or right on the disc, ``offered`` in its order) and the cell as ``viewer`` sees it;
    then what Enter does. "" for a step that is neither."""
    if action.kind is Kind.SELECT:
        first, second = action.faces
        kept = (first, second) if (second - first) % 4 == 1 else (second, first)
        if kept not in PAIRS:
            return ""
        text = BalconiaTexts.tr(KEEP_SUGGESTIONS[PAIRS.index(kept)])
        return " ".join((text, BalconiaTexts.tr("Enter keeps them.")))
    if action.cell is None or offered is None or action.face not in offered:
        return ""
    text = BalconiaTexts.tr(PUT_SUGGESTIONS[offered.index(action.face)])
    text = arg(text, cell_text(action.cell, viewer))
    return " ".join((text, BalconiaTexts.tr("Enter places it.")))


def blocks_left_text(n: int) -> str:
    return BalconiaTexts.tr("%n token(s) left", "", n)


def score_text(score: SideScore) -> str:
    """A side's score in words: "31 points: 27 from the balconies, 4 from the door"."""
    text = BalconiaTexts.tr("%n point(s): %1 from the balconies, %2 from the door", "", score.total)
    return arg(text, score.balconies, score.door)
