"""Who sits at a Pompeji table: the engine configuration plus a name and a kind per seat."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ....persistence.settings import is_plain_name
from ..engine import GameConfig, SkipRule, Special

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


@dataclass(frozen=True, slots=True)
class PompejiSetup:
    """A whole game's setup; ``config.seats`` equals ``len(seats)``."""

    config: GameConfig
    seats: tuple[Seat, ...]

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.seats:
            raise ValueError("one seat entry per seat")
        for seat in self.seats:
            if not isinstance(seat.name, str) or not 0 < len(seat.name) <= MAX_NAME_LENGTH:
                raise ValueError("a seat name is 1 to 24 characters")

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    def to_json(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats]}

    @staticmethod
    def from_json(config: GameConfig, data: object) -> PompejiSetup:
        """The setup stored in a save's ``extra``; ValueError if it is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("no seats")
        seats = []
        for raw in data["seats"]:
            if not isinstance(raw, dict):
                raise ValueError("a seat is an object")
            name, kind = raw.get("name"), raw.get("kind")
            if not isinstance(name, str) or kind not in {k.value for k in SeatKind}:
                raise ValueError("bad seat")
            if not is_plain_name(name):  # as the New Game dialog allows: no line breaks
                raise ValueError("a seat name the New Game dialog would not allow")
            seats.append(Seat(name, SeatKind(kind)))
        return PompejiSetup(config, tuple(seats))


def make_setup(
    seats: list[Seat],
    seed: int,
    *,
    first_seat: int = 0,
    lenient_skip: bool = False,
    double: bool = False,
    open_hands: bool = False,
) -> PompejiSetup:
    """``double``: the "x2" variant, each player's x2 card instead of the building permit;
    ``open_hands``: every hand is shown to everyone (for learning; no pass-the-device screen)."""
    config = GameConfig(
        seats=len(seats),
        seed=seed,
        first_seat=first_seat,
        skip_rule=SkipRule.LENIENT if lenient_skip else SkipRule.LITERAL,
        special=Special.DOUBLE if double else Special.PERMIT,
        open_hands=open_hands,
    )
    return PompejiSetup(config, tuple(seats))
