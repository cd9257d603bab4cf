"""What every Pompeji level builds on: the points of every build, the best name for a statue at a
cell, the chance the game ends soon, and a fast greedy turn for look-ahead play-outs."""

from __future__ import annotations

from typing import Final

from ..engine import (
    MAX_SPAN,
    VALUES,
    Action,
    City,
    GameState,
    Kind,
    Pos,
    SeatView,
    placement_points,
)
from ..engine.deck import ZONE
from ..engine.scoring import DIRECTIONS

Option = tuple[int, int, Pos]  # (points, card, cell)


def build_options(city: City, hand: tuple[int, ...]) -> list[Option]:
    """Every legal build of a hand card with its points, best first (ties: stable order)."""
    out = [
        (placement_points(city, cell, card), card, cell)
        for card in hand
        for cell in city.cells_for(card)
    ]
    out.sort(key=lambda o: -o[0])
    return out


def best_statue_at(city: City, cell: Pos) -> tuple[int, int]:
    """(points, card to name) of the best statue at ``cell``: the monument part and the colour part
    of a placement's points are separate sums, so the best monument and colour are chosen apart."""
    tiles = city.tiles
    x, y = cell
    monument_part = [0] * 7
    colour_part = [0] * 7
    bonus = 0
    for _street, (dx, dy) in DIRECTIONS:
        sums = [0] * 7
        best = [0] * 7
        length = 1
        for sign in (1, -1):
            for k in range(1, MAX_SPAN):
                t = tiles.get((x + sign * k * dx, y + sign * k * dy))
                if t is None:
                    break
                length += 1
                if t.statue:
                    continue
                v = VALUES[t.card]
                sums[t.card // 7] += v
                best[t.card % 7] = max(best[t.card % 7], v)
        for i in range(7):
            if sums[i]:
                monument_part[i] += 1 + sums[i]
            colour_part[i] += best[i]
        if length == MAX_SPAN:
            bonus += 7
    m = max(range(7), key=lambda i: monument_part[i])
    c = max(range(7), key=lambda i: colour_part[i])
    return monument_part[m] + colour_part[c] + bonus, m * 7 + c


def best_statue(city: City) -> tuple[int, int, Pos] | None:
    """(points, card, cell) of the best statue anywhere, or None if the city is closed."""
    best: tuple[int, int, Pos] | None = None
    for cell in city.frontier():
        pts, card = best_statue_at(city, cell)
        if best is None or pts > best[0]:
            best = (pts, card, cell)
    return best


def end_chance(cards_left: int, volcanoes: int, draws: int) -> float:
    """The chance that the second volcano comes within the next ``draws`` draws (public counts;
    with no volcano drawn yet the game cannot end that soon unless the pile is nearly out)."""
    if draws <= 0 or cards_left <= 0:
        return 0.0
    if volcanoes >= 1:
        if cards_left <= ZONE:
            return min(1.0, draws / cards_left)
        return max(0.0, min(1.0, (draws - (cards_left - ZONE)) / ZONE))
    # Both volcanoes still to come: the first must come first (rough, small).
    upper = cards_left - ZONE
    if upper <= 0 or draws < 2:
        return 0.0
    return 0.5 * min(1.0, max(0.0, draws - (upper - ZONE)) / ZONE) * min(1.0, draws / cards_left)


def view_end_chance(view: SeatView, draws: int) -> float:
    return end_chance(view.cards_left, view.volcanoes, draws)


def greedy_action(state: GameState) -> Action:
    """A fast, sensible turn for play-outs: the best build (or a big statue), otherwise discard
    the highest card; skip the draw when allowed and the end is near."""
    seat = state.current_seat
    hand = state.hands[seat]
    city = state.city
    options = build_options(city, hand)
    top = options[0][0] if options else -1
    if state.statues[seat]:
        statue = best_statue(city)
        if statue is not None and statue[0] >= max(18, top + 8):
            return Action(Kind.STATUE, seat, statue[1], statue[2])
    skip = (
        state.may_skip_draw(seat)
        and end_chance(state.cards_left(), state.volcanoes, state.seats) > 0.25
    )
    if options:
        return Action(Kind.BUILD, seat, options[0][1], options[0][2], skip)
    worst = max(hand, key=lambda c: VALUES[c])
    return Action(Kind.DISCARD, seat, worst, None, skip)


HAND_PENALTY_MEAN: Final = 4.0  # the mean card value
