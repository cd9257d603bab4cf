"""Who sits at a Balconia table: the engine configuration plus a name and a kind per side
(turquoise first, pink second), and its JSON form kept in a save's ``extra``."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.app import seats as shared
from welcome_desktop.app.seats import BOT_LEVELS, MAX_NAME_LENGTH, Seat, SeatKind, SeatsJson

from ..engine import SIDES, GameConfig, Side

SEATS = len(SIDES)  # always two: turquoise and pink

__all__ = [
    "BOT_LEVELS",
    "MAX_NAME_LENGTH",
    "SEATS",
    "BalconiaSetup",
    "Seat",
    "SeatKind",
    "make_setup",
]


@dataclass(frozen=True, slots=True)
class BalconiaSetup(SeatsJson):
    """A whole game's setup: ``seats[side.number]`` sits on ``side`` (turquoise, then pink)."""

    config: GameConfig
    seats: tuple[Seat, Seat]

    def __post_init__(self) -> None:
        if len(self.seats) != SEATS:
            raise ValueError("Balconia is played by two")
        shared.check_names(self.seats)

    def seat(self, side: Side) -> Seat:
        return self.seats[side.number]

    @property
    def names(self) -> tuple[str, str]:
        return (self.seats[0].name, self.seats[1].name)

    @property
    def humans(self) -> tuple[bool, bool]:
        return (self.seats[0].is_human, self.seats[1].is_human)

    @property
    def human_sides(self) -> tuple[Side, ...]:
        return tuple(side for side in SIDES if self.seat(side).is_human)

    @staticmethod
    def from_json(config: GameConfig, data: object) -> BalconiaSetup:
        """The setup stored in a save's ``extra``; ValueError if it is not one."""
        raw = shared.raw_seats(data)
        if len(raw) != SEATS:
            raise ValueError("two seats expected")
        seats = shared.seats_from_json(raw, "page", exact=True)
        return BalconiaSetup(config, (seats[0], seats[1]))


def make_setup(
    turquoise: Seat,
    pink: Seat,
    seed: int,
    *,
    anywhere: bool = False,
    entrance_anywhere: bool = False,
    long_game: bool = False,
) -> BalconiaSetup:
    """The variants: ``anywhere`` (a) blocks need not touch the building, ``entrance_anywhere``
    (b) the entrance in any bottom cell (drawn from the seed), ``long_game`` (c) all 22 tokens."""
    config = GameConfig(
        seed=seed, anywhere=anywhere, entrance_anywhere=entrance_anywhere, long_game=long_game
    )
    return BalconiaSetup(config, (turquoise, pink))
