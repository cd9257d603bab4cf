"""Helpers for engine tests: sheets written as text, hand-made offers and positioned states."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from welcome_desktop.games.welcome.engine import (
    Combination,
    Effect,
    GameConfig,
    GameState,
    Mode,
    Move,
    Sheet,
    new_game,
    play_round,
    random_move,
)

SIZES = (10, 11, 12)
S, R, L, P, T, B = (
    Effect.SURVEYOR,
    Effect.REAL_ESTATE,
    Effect.LANDSCAPER,
    Effect.POOL,
    Effect.TEMP,
    Effect.BIS,
)


def parse_street(text: str, size: int) -> tuple[tuple[int, ...], int, int]:
    """Parse one street: tokens ``_`` (empty), ``R`` (roundabout), ``7`` (number), ``7b`` (bis
    copy) and ``|`` (fence after the previous house). Missing houses at the end are empty.

    Returns (houses, bis mask, fence mask). A roundabout gets its two fences automatically.
    """
    houses: list[int] = []
    bis = 0
    fences = 0
    for token in text.split():
        if token == "|":
            assert houses, "a fence needs a house on its left"
            fences |= 1 << (len(houses) - 1)
            continue
        h = len(houses)
        if token == "_":
            houses.append(-1)
        elif token == "R":
            houses.append(-2)
            if h > 0:
                fences |= 1 << (h - 1)
            fences |= 1 << h
        elif token.endswith("b"):
            houses.append(int(token[:-1]))
            bis |= 1 << h
        else:
            houses.append(int(token))
    assert len(houses) <= size, text
    houses.extend([-1] * (size - len(houses)))
    fences &= (1 << (size - 1)) - 1
    return tuple(houses), bis, fences


def make_sheet(top: str = "", middle: str = "", bottom: str = "", **fields: object) -> Sheet:
    """A sheet from three street texts (see ``parse_street``) plus any other Sheet fields."""
    parsed = [parse_street(t, n) for t, n in zip((top, middle, bottom), SIZES, strict=True)]
    houses = (parsed[0][0], parsed[1][0], parsed[2][0])
    bis = (parsed[0][1], parsed[1][1], parsed[2][1])
    fences = (parsed[0][2], parsed[1][2], parsed[2][2])
    base: dict[str, object] = {"houses": houses, "bis": bis, "fences": fences}
    base.update(fields)  # explicit fields win over what the texts say
    return Sheet(**base)  # type: ignore[arg-type]


def mask(*houses: int) -> int:
    """A bit mask with the given house (or slot) indices set."""
    out = 0
    for h in houses:
        out |= 1 << h
    return out


def offer(*pairs: tuple[int, Effect]) -> tuple[Combination, ...]:
    """A standard-style offer: combination i uses the number and effect of stack i."""
    return tuple(Combination(n, e, i, i) for i, (n, e) in enumerate(pairs))


def positioned(
    mode: Mode = Mode.STANDARD,
    seats: int = 1,
    *,
    advanced: bool = False,
    seed: int = 1,
    sheets: Sequence[Sheet] | None = None,
    combos: Sequence[Combination] | None = None,
    **changes: object,
) -> GameState:
    """A fresh game with chosen sheets, the same chosen offer for every seat, and other fields."""
    state = new_game(GameConfig(mode=mode, seats=seats, advanced=advanced, seed=seed))
    if sheets is not None:
        changes["sheets"] = tuple(sheets)
    if combos is not None:
        changes["offers"] = (tuple(combos),) * seats
    return replace(state, **changes)  # type: ignore[arg-type]


def random_round(state: GameState, rng: random.Random) -> GameState:
    moves = [
        random_move(state.sheets[s], state.offers[s], rng, advanced=state.config.advanced)
        for s in range(state.seats)
    ]
    return play_round(state, moves)


def play_random(config: GameConfig, rounds: int | None = None) -> GameState:
    """Play a game with random legal moves (seeded by the config's seed)."""
    rng = random.Random(config.seed)
    state = new_game(config)
    n = 0
    while not state.over and (rounds is None or n < rounds):
        state = random_round(state, rng)
        n += 1
    return state


def write(combo: int, street: int, house: int, **kw: object) -> Move:
    return Move(combo=combo, street=street, house=house, **kw)  # type: ignore[arg-type]
