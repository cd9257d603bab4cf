"""Small builders for thematic-sheet tests: sheets written from text, score-pad rounds."""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.games.welcome.engine import (
    EMPTY,
    ROUNDABOUT,
    GameConfig,
    GameState,
    Mode,
    Move,
    Sheet,
    new_game,
    set_table_round,
    submit,
)

SIZES = (10, 11, 12)


def street_of(text: str) -> tuple[tuple[int, ...], int, int]:
    """A street from "2 4 _ 6 | 7 8 8b R": numbers, ``_`` empty, ``Nb`` a bis copy, ``R`` a
    roundabout, ``|`` a fence after the previous house. Returns (houses, bis mask, fences)."""
    houses: list[int] = []
    bis = fences = 0
    for token in text.split():
        if token == "|":
            fences |= 1 << (len(houses) - 1)
        elif token == "_":
            houses.append(EMPTY)
        elif token == "R":
            houses.append(ROUNDABOUT)
        elif token.endswith("b"):
            bis |= 1 << len(houses)
            houses.append(int(token[:-1]))
        else:
            houses.append(int(token))
    return tuple(houses), bis, fences


def sheet_of(top: str = "", middle: str = "", bottom: str = "", **fields: object) -> Sheet:
    """A sheet with the three streets written as text (an empty text: an empty street)."""
    rows = []
    bis = []
    fences = []
    for s, text in enumerate((top, middle, bottom)):
        if not text:
            text = " ".join(["_"] * SIZES[s])
        houses, b, f = street_of(text)
        assert len(houses) == SIZES[s], f"street {s} has {len(houses)} houses"
        rows.append(houses)
        bis.append(b)
        fences.append(f)
        # A roundabout always has its two fences.
        for h, v in enumerate(houses):
            if v == ROUNDABOUT:
                if h > 0:
                    fences[s] |= 1 << (h - 1)
                if h < SIZES[s] - 1:
                    fences[s] |= 1 << h
    return Sheet(
        houses=(rows[0], rows[1], rows[2]),
        bis=(bis[0], bis[1], bis[2]),
        fences=(fences[0], fences[1], fences[2]),
        **fields,  # type: ignore[arg-type]
    )


def table_game(sheet: str, seats: int = 1, advanced: bool = True) -> GameState:
    return new_game(GameConfig(Mode.STANDARD, seats, advanced, seed=1, table=True, sheet=sheet))


def table_round(
    state: GameState,
    numbers: Sequence[int],
    moves: Sequence[Move],
    effects: Sequence[str] = ("landscaper", "landscaper", "landscaper"),
    taken: Sequence[bool] | None = None,
) -> GameState:
    """One score-pad round: the three combinations entered, then every seat's move."""
    state = set_table_round(state, list(zip(numbers, effects, strict=True)), taken=taken)
    for seat, move in enumerate(moves):
        state = submit(state, seat, move)
    return state


def write(combo: int, street: int, house: int, **kw: object) -> Move:
    return Move(combo, street, house, **kw)  # type: ignore[arg-type]
