"""Building Pompeji positions by hand for rule tests: cards by name, cities from a cell map."""

from __future__ import annotations

from dataclasses import replace

from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import (
    City,
    Colour,
    GameConfig,
    GameState,
    Monument,
    Pos,
    Tile,
    card_id,
    new_game,
)

M = Monument
C = Colour


def card(monument: Monument, colour: Colour) -> int:
    return card_id(monument, colour)


def city_of(cells: dict[Pos, int | tuple[int, bool]]) -> City:
    """A city holding the given cards (``(card, True)`` for a statue named as ``card``),
    placed without rule checks."""
    city = City({})
    first = True
    for pos, content in cells.items():
        c, is_statue = content if isinstance(content, tuple) else (content, False)
        tile = Tile(c, is_statue)
        if first:
            city = City({pos: tile}, pos[0], pos[0], pos[1], pos[1])
            first = False
        else:
            city = city.place(pos, tile)
    return city


def position(
    *,
    seats: int = 3,
    city: City | None = None,
    hands: tuple[tuple[int, ...], ...] | None = None,
    pile: tuple[int, ...] = (),
    volcanoes: int = 0,
    config: GameConfig | None = None,
    **changes: object,
) -> GameState:
    """A state of a fresh game with the given city, hands and pile (top first).

    Card conservation does not hold for hand-built positions: for rule tests only."""
    cfg = config or GameConfig(seats=seats)
    state = new_game(cfg)
    state = replace(
        state,
        city=city if city is not None else state.city,
        hands=hands if hands is not None else state.hands,
        pile=pile if pile else state.pile,
        drawn=0 if pile else state.drawn,
        volcanoes=volcanoes,
    )
    return replace(state, **changes)  # type: ignore[arg-type]


def row_with_temples() -> dict[Pos, int]:
    """Six cards in a row, three of them temples (values 1, 7, 6), none of them yellow."""
    return {
        (0, 0): card(M.TEMPLE, C.RED),
        (1, 0): card(M.VILLA, C.BLUE),
        (2, 0): card(M.TEMPLE, C.GREY),
        (3, 0): card(M.BASILICA, C.GREEN),
        (4, 0): card(M.TEMPLE, C.PURPLE),
        (5, 0): card(M.FOUNTAIN, C.ORANGE),
    }


def medium_game_states(seed: int) -> list[GameState]:
    """Every state of a 3-seat game of Medium bots, before each step."""
    state = new_game(GameConfig(seats=3, seed=seed))
    bots = [make_bot("medium", seed * 10 + s) for s in range(3)]
    out = []
    while not state.over:
        out.append(state)
        state = bot_step(state, bots)
    return out
