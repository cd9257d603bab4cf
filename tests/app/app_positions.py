"""Hand-made positions for app tests: sheets from numbers, chosen offers and plans."""

from __future__ import annotations

from dataclasses import replace

from welcome_desktop.games.welcome.app.setup import GameSetup, SeatSetup
from welcome_desktop.games.welcome.engine import (
    PLANS_BY_ID,
    Combination,
    Effect,
    GameConfig,
    GameState,
    Mode,
    Sheet,
    new_game,
)

SIZES = (10, 11, 12)


def street(values: list[int], size: int) -> tuple[int, ...]:
    return tuple(values) + (-1,) * (size - len(values))


def sheet(top: list[int], middle: list[int], bottom: list[int], **fields: object) -> Sheet:
    houses = (street(top, 10), street(middle, 11), street(bottom, 12))
    return Sheet(houses=houses, **fields)  # type: ignore[arg-type]


def fence_mask(*slots: int) -> int:
    out = 0
    for slot in slots:
        out |= 1 << slot
    return out


def position(
    sheets: list[Sheet],
    combos: list[tuple[int, Effect]],
    *,
    mode: Mode = Mode.STANDARD,
    plans: tuple[str, str, str] | None = None,
    advanced: bool = False,
) -> tuple[GameSetup, GameState]:
    """A fresh one-human-per-seat game with these sheets, this offer for every seat and plans."""
    config = GameConfig(mode=mode, seats=len(sheets), advanced=advanced, seed=4)
    state = new_game(config)
    offer = tuple(Combination(n, e, i, i) for i, (n, e) in enumerate(combos))
    changes: dict[str, object] = {"sheets": tuple(sheets), "offers": (offer,) * len(sheets)}
    if plans is not None:
        changes["plans"] = tuple(PLANS_BY_ID[p] for p in plans)
    state = replace(state, **changes)  # type: ignore[arg-type]
    seats = tuple(SeatSetup(f"P{i + 1}") for i in range(len(sheets)))
    return GameSetup(config, seats), state


def blocked_sheet() -> Sheet:
    """Every empty house needs a number below 0: nothing can be written anywhere."""
    return sheet([-1, *range(9)], list(range(11)), list(range(12)))
