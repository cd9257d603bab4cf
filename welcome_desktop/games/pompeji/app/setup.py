"""Who sits at a Pompeji table: the engine configuration plus a name and a kind per seat."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.app import seats as shared
from welcome_desktop.app.seats import BOT_LEVELS, MAX_NAME_LENGTH, Seat, SeatKind, SeatsJson

from ..engine import GameConfig, SkipRule, Special

__all__ = ["BOT_LEVELS", "MAX_NAME_LENGTH", "PompejiSetup", "Seat", "SeatKind", "make_setup"]


@dataclass(frozen=True, slots=True)
class PompejiSetup(SeatsJson):
    """A whole game's setup; ``config.seats`` equals ``len(seats)``."""

    config: GameConfig
    seats: tuple[Seat, ...]

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.seats:
            raise ValueError("one seat entry per seat")
        shared.check_names(self.seats)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @staticmethod
    def from_json(config: GameConfig, data: object) -> PompejiSetup:
        """The setup stored in a save's ``extra``; ValueError if it is not one."""
        return PompejiSetup(config, tuple(shared.seats_from_json(shared.raw_seats(data), "dialog")))


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
