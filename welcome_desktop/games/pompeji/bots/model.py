"""A model of the other seats for Hard's play-outs: a turn chosen the way Medium chooses (the
points of a build minus half the next seat's best reply, a statue only past its reserve), cheap
enough to run inside sampled play-outs. In a sampled state the next seat's hand is known, so the
reply is its best build there (Medium itself averages over hands drawn from its unseen cards).
Cell profiles are updated after a placement instead of recomputed: only the first empty cell in
each of the eight directions from the new card sees a different street."""

from __future__ import annotations

from typing import Final

from ..engine import VALUES, Action, City, GameState, Kind, Pos, Tile
from ..engine.scoring import DIRECTIONS
from .tactics import CellProfile, best_statue, build_options, end_chance, profiles

_RAYS: Final = tuple(ray for _street, (dx, dy) in DIRECTIONS for ray in ((dx, dy), (-dx, -dy)))
REPLY: Final = 0.5  # Medium's share of the next seat's reply
TOP: Final = 4  # builds weighed (Medium weighs its 8 best; the rest rarely win)
RESERVE: Final = 12.0  # Medium's statue reserve before the eruption
SKIP_END: Final = 0.3  # Medium skips the draw when the game may end within a round this likely


def touched(city: City, cell: Pos) -> set[Pos]:
    """The empty cells whose streets run through ``cell`` in ``city`` (``cell`` occupied): the
    first empty cell in each of the eight directions."""
    tiles = city.tiles
    out = set()
    x, y = cell
    for dx, dy in _RAYS:
        px, py = x + dx, y + dy
        while (px, py) in tiles:
            px += dx
            py += dy
        out.add((px, py))
    return out


def profiles_after(
    city: City, prof: dict[Pos, CellProfile], after: City, cell: Pos
) -> dict[Pos, CellProfile]:
    """The cell profiles of ``after`` (``city`` plus a card at ``cell``), reusing ``prof`` (the
    profiles of ``city``) wherever the new card changes no street."""
    stale = touched(after, cell)
    out = {}
    for c in after.frontier():
        p = prof.get(c)
        out[c] = p if p is not None and c not in stale else CellProfile(after, c)
    return out


def best_reply(city: City, prof: dict[Pos, CellProfile], hand: tuple[int, ...]) -> int:
    """The best build points of ``hand`` in ``city`` (0 if nothing fits)."""
    best = 0
    for card in hand:
        for c in city.cells_for(card):
            pts = prof[c].points(card)
            if pts > best:
                best = pts
    return best


def medium_action(
    state: GameState, prof: dict[Pos, CellProfile] | None = None
) -> tuple[Action, dict[Pos, CellProfile]]:
    """The turn Medium would likely take in ``state`` (a full sampled state), and the cell
    profiles of the city after it (for the next turn of the play-out)."""
    seat = state.current_seat
    hand = state.hands[seat]
    city = state.city
    if prof is None:
        prof = profiles(city)
    seats = state.seats
    left = state.cards_left()
    end = end_chance(left, state.volcanoes, seats)
    nxt = state.hands[(seat + 1) % seats]
    options = build_options(city, hand, prof)
    best: tuple[float, int, Pos, City, dict[Pos, CellProfile]] | None = None
    for pts, card, cell in options[:TOP]:
        after = city.place(cell, Tile(card, False, seat))
        after_prof = profiles_after(city, prof, after, cell)
        value = pts - REPLY * best_reply(after, after_prof, nxt) + VALUES[card] * end
        if best is None or value > best[0]:
            best = (value, card, cell, after, after_prof)
    if state.statues[seat]:
        statue = best_statue(city, prof)
        if statue is not None:
            if state.erupted:
                reserve = RESERVE * 0.5 * (1.0 - end_chance(left, state.volcanoes, 2 * seats))
            else:
                reserve = RESERVE
            if best is None or statue[0] - reserve > best[0]:
                _pts, card, cell = statue
                after = city.place(cell, Tile(card, True, seat))
                action = Action(Kind.STATUE, seat, card, cell)
                return action, profiles_after(city, prof, after, cell)
    skip = state.may_skip_draw(seat) and end >= SKIP_END
    if best is None:
        worst = max(hand, key=lambda c: VALUES[c])
        return Action(Kind.DISCARD, seat, worst, None, skip), prof
    _value, card, cell, _after, after_prof = best
    return Action(Kind.BUILD, seat, card, cell, skip), after_prof
