"""Who sits at a table, for the games that name each seat and say whether a human or a computer
player of some level plays it (Pompeji, Balconia): the kinds, the levels, a seat, and the checks
a seat read from a save or typed on a New Game page passes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from welcome_desktop.persistence.settings import is_plain_name

MAX_NAME_LENGTH = 24


class SeatKind(StrEnum):
    """A human at the device, or a computer player of one level."""

    HUMAN = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


BOT_LEVELS: tuple[SeatKind, ...] = (SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: SeatKind = SeatKind.HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind is SeatKind.HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind.value}


def check_names(seats: Iterable[Seat]) -> None:
    """ValueError unless every seat's name is 1 to ``MAX_NAME_LENGTH`` characters."""
    for seat in seats:
        if not isinstance(seat.name, str) or not 0 < len(seat.name) <= MAX_NAME_LENGTH:
            raise ValueError("a seat name is 1 to 24 characters")


def seat_from_json(name: object, kind: object, where: str) -> Seat:
    """The seat a save names; ValueError for an unknown kind or a name the New Game ``where``
    (its dialog or page) would not allow (no line breaks)."""
    if not isinstance(name, str) or kind not in {k.value for k in SeatKind}:
        raise ValueError("bad seat")
    if not is_plain_name(name):
        raise ValueError(f"a seat name the New Game {where} would not allow")
    return Seat(name, SeatKind(kind))


class SeatsJson:
    """A game's setup whose seats are kept in a save's ``extra`` (a mixin of its dataclass)."""

    __slots__ = ()
    seats: Sequence[Seat]

    def to_json(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats]}


def raw_seats(data: object) -> list[Any]:
    """The seats' list in a save's ``extra``; ValueError if there is none."""
    seats = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(seats, list):
        raise ValueError("no seats")
    return seats


def seats_from_json(raw_seats: Sequence[object], where: str, *, exact: bool = False) -> list[Seat]:
    """The seats of a save's ``extra``; ValueError for one that is not an object (``exact``:
    an object with a name and a kind and nothing else) or not a seat (``seat_from_json``)."""
    seats = []
    for raw in raw_seats:
        if not isinstance(raw, dict) or (exact and set(raw) != {"name", "kind"}):
            raise ValueError(_NOT_A_SEAT[exact])
        seats.append(seat_from_json(raw.get("name"), raw.get("kind"), where))
    return seats


_NOT_A_SEAT = {False: "a seat is an object", True: "a seat is an object with a name and a kind"}
