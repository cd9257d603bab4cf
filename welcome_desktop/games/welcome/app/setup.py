"""What a new game is made of: the engine configuration plus who sits in each seat."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from welcome_desktop.i18n.text import arg

from ..bots.levels import SEAT_KINDS, SeatKind
from ..engine import GameConfig, Mode

__all__ = ["SEAT_KINDS", "GameSetup", "SeatKind", "SeatSetup"]
HOTSEAT_MIN = 2
HOTSEAT_MAX = 6
# The longest player name the New Game dialog accepts (and a save or the settings may hold).
MAX_NAME_LENGTH = 24


def random_seed() -> int:
    """A fresh seed for a game whose seed the player did not choose."""
    return secrets.randbelow(2**31)


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat: the name shown for it and ``kind`` ("human" or a bot level)."""

    name: str
    kind: str = SeatKind.HUMAN

    def __post_init__(self) -> None:
        if self.kind not in set(SeatKind):
            raise ValueError(f"unknown seat kind {self.kind!r}")

    @property
    def is_human(self) -> bool:
        return self.kind == SeatKind.HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}

    @staticmethod
    def from_json(data: dict[str, Any]) -> SeatSetup:
        return SeatSetup(str(data["name"]), str(data.get("kind", SeatKind.HUMAN)))


@dataclass(frozen=True, slots=True)
class GameSetup:
    """A whole game's setup. ``score_pad``: the cards are physical and the player types what
    was drawn at the table; the app is only the score sheet (one human seat)."""

    config: GameConfig
    seats: tuple[SeatSetup, ...]
    score_pad: bool = False

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.seats:
            raise ValueError("one SeatSetup per seat of the configuration")
        if self.score_pad != self.config.table:
            raise ValueError("a score pad game is exactly a table game of the engine")
        if self.score_pad and (self.config.seats != 1 or not self.seats[0].is_human):
            raise ValueError("the score pad has exactly one human seat")

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    @property
    def bot_seats(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if not s.is_human)

    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "score_pad": self.score_pad,
        }

    @staticmethod
    def from_json(data: dict[str, Any], config: GameConfig) -> GameSetup:
        """The setup saved with a game whose (authoritative) configuration is ``config``."""
        seats = tuple(SeatSetup.from_json(s) for s in data.get("seats", ()))
        if len(seats) != config.seats:
            seats = tuple(SeatSetup(default_seat_name(i)) for i in range(config.seats))
        return GameSetup(config, seats, config.table)


def default_seat_name(seat: int) -> str:
    """ "Player 1", "Player 2"… in the user's language (for saves that carry no names)."""
    return arg(QCoreApplication.translate("GameController", "Player %1"), seat + 1)


def _mode(expert: bool, solo: bool) -> Mode:
    if expert:
        return Mode.EXPERT
    return Mode.SOLO if solo else Mode.STANDARD


def solo_setup(
    name: str,
    seed: int | None = None,
    advanced: bool = False,
    expert: bool = False,
    sheet: str = "base",
) -> GameSetup:
    """One person alone: the official solo variant, or (``expert``) the expert rules' hand of
    three cards played by a single seat."""
    seed = random_seed() if seed is None else seed
    config = GameConfig(
        mode=_mode(expert, solo=True), seats=1, advanced=advanced, seed=seed, sheet=sheet
    )
    return GameSetup(config, (SeatSetup(name, SeatKind.HUMAN),))


def hotseat_setup(
    seats: Sequence[SeatSetup],
    seed: int | None = None,
    advanced: bool = False,
    expert: bool = False,
    sheet: str = "base",
) -> GameSetup:
    """2 to 6 seats sharing one device, each a person or a computer player."""
    if not HOTSEAT_MIN <= len(seats) <= HOTSEAT_MAX:
        raise ValueError(f"hot-seat needs {HOTSEAT_MIN} to {HOTSEAT_MAX} seats")
    seed = random_seed() if seed is None else seed
    config = GameConfig(
        mode=_mode(expert, solo=False),
        seats=len(seats),
        advanced=advanced,
        seed=seed,
        sheet=sheet,
    )
    return GameSetup(config, tuple(seats))


def score_pad_setup(
    name: str,
    plan_ids: Sequence[str] = (),
    advanced: bool = False,
    seed: int | None = None,
    sheet: str = "base",
) -> GameSetup:
    """Playing with the physical cards: the app keeps one sheet and scores it.

    ``plan_ids`` are the three plans revealed at the table (decks n°1, n°2, n°3 in order);
    without them the plans are drawn from the seed. Each round the player enters the three
    combinations drawn at the table (``GameController.enter_table_round``).
    """
    seed = random_seed() if seed is None else seed
    config = GameConfig(
        mode=Mode.STANDARD,
        seats=1,
        advanced=advanced,
        seed=seed,
        table=True,
        plan_ids=tuple(plan_ids),
        sheet=sheet,
    )
    return GameSetup(config, (SeatSetup(name, SeatKind.HUMAN),), score_pad=True)


def with_sheet(setup: GameSetup, sheet: str) -> GameSetup:
    """The same game on another score sheet ("base" or a theme id of ``engine.THEMES``).

    A score pad's chosen plans stay when they fit the sheet; otherwise the plans are drawn.
    """
    config = setup.config
    try:
        config = replace(config, sheet=sheet)
    except ValueError:  # plan n°3 of another sheet: draw the plans instead
        config = replace(config, sheet=sheet, plan_ids=())
    return GameSetup(config, setup.seats, setup.score_pad)
