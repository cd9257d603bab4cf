"""Building Pompeji positions by hand for rule tests: cards by name, cities from a cell map."""

from __future__ import annotations

from dataclasses import replace

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
