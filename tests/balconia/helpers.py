"""Small builders for Balconia tests: faces and facades written in a line."""

from __future__ import annotations

from welcome_desktop.games.balconia.engine import (
    NOT,
    PAIRED,
    Cell,
    Condition,
    Element,
    Facade,
    Face,
    Zone,
)

E = Element
ENTRANCE: Cell = (0, 2)


def face(*elements: Element, cond: Condition | None = None) -> Face:
    return Face(elements, cond)


def cond(zone: Zone, *target: str, payout: int = 1, own: bool = False) -> Condition:
    return Condition(zone, target, payout, own)


def absent(zone: Zone, element: str, payout: int = PAIRED, own: bool = False) -> Condition:
    return Condition(zone, (NOT, element), payout, own)


def facade(cells: dict[Cell, Face], entrance: Cell = ENTRANCE) -> Facade:
    return Facade.of(cells, entrance)


LOVE_R = face(E.LOVEBIRD_RIGHT, cond=cond(Zone.LOVEBIRD_RIGHT, E.LOVEBIRD_LEFT, payout=PAIRED))
LOVE_L = face(E.LOVEBIRD_LEFT, cond=cond(Zone.LOVEBIRD_LEFT, E.LOVEBIRD_RIGHT, payout=PAIRED))
PLAIN = face(E.HEART)  # a balcony without a condition and without the usual targets
