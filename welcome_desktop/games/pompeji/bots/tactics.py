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
)
from ..engine.deck import ZONE
from ..engine.scoring import DIRECTIONS

Option = tuple[int, int, Pos]  # (points, card, cell)
_STEPS: Final = tuple(step for _street, step in DIRECTIONS)


class CellProfile:
    """What the four streets through an empty cell hold, so that the points of any card (or
    statue) there are a few lookups: per monument the number of streets holding it and their
    value sums, per colour the best value in each street holding it, and the 7th-card bonus."""

    __slots__ = ("bonus", "colour_best", "monument_count", "monument_total")

    def __init__(self, city: City, cell: Pos) -> None:
        tiles = city.tiles
        x, y = cell
        count = [0] * 7
        total = [0] * 7
        best: list[list[int]] = [[] for _ in range(7)]
        bonus = 0
        values = VALUES
        for dx, dy in _STEPS:
            sums: dict[int, int] = {}
            top: dict[int, int] = {}
            length = 1
            for sx, sy in ((dx, dy), (-dx, -dy)):
                px, py = x + sx, y + sy
                t = tiles.get((px, py))
                while t is not None:  # a run is at most 7 cards: the city's bound stops it
                    length += 1
                    if not t.statue:
                        card = t.card
                        v = values[card]
                        m = card // 7
                        sums[m] = sums.get(m, 0) + v
                        c = card % 7
                        if v > top.get(c, 0):
                            top[c] = v
                    px += sx
                    py += sy
                    t = tiles.get((px, py))
            for m, sm in sums.items():
                count[m] += 1
                total[m] += sm
            for c, tv in top.items():
                best[c].append(tv)
            if length == MAX_SPAN:
                bonus += 7
        self.monument_count = count
        self.monument_total = total
        self.colour_best = best
        self.bonus = bonus

    def points(self, card: int, statue: bool = False) -> int:
        v = 1 if statue else VALUES[card]
        m, c = card // 7, card % 7
        out = self.monument_count[m] * v + self.monument_total[m] + self.bonus
        for b in self.colour_best[c]:
            out += b if b > v else v
        return out

    def best_statue(self) -> tuple[int, int]:
        """(points, card to name) of the best statue here."""
        m = max(range(7), key=lambda i: self.monument_count[i] + self.monument_total[i])
        c = max(range(7), key=lambda i: sum(self.colour_best[i]))
        pts = self.monument_count[m] + self.monument_total[m] + sum(self.colour_best[c])
        return pts + self.bonus, m * 7 + c


def profiles(city: City) -> dict[Pos, CellProfile]:
    return {cell: CellProfile(city, cell) for cell in city.frontier()}


def build_options(
    city: City, hand: tuple[int, ...], prof: dict[Pos, CellProfile] | None = None
) -> list[Option]:
    """Every legal build of a hand card with its points, best first (ties: stable order)."""
    if prof is None:
        prof = profiles(city)
    out = [(prof[cell].points(card), card, cell) for card in hand for cell in city.cells_for(card)]
    out.sort(key=lambda o: -o[0])
    return out


def best_statue_at(city: City, cell: Pos) -> tuple[int, int]:
    """(points, card to name) of the best statue at ``cell``: the monument part and the colour part
    of a placement's points are separate sums, so the best monument and colour are chosen apart."""
    return CellProfile(city, cell).best_statue()


def best_statue(
    city: City, prof: dict[Pos, CellProfile] | None = None
) -> tuple[int, int, Pos] | None:
    """(points, card, cell) of the best statue anywhere, or None if the city is closed."""
    if prof is None:
        prof = profiles(city)
    best: tuple[int, int, Pos] | None = None
    for cell, p in prof.items():
        pts, card = p.best_statue()
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


def greedy_action(state: GameState, prof: dict[Pos, CellProfile] | None = None) -> Action:
    """A fast, sensible turn for play-outs: the best build (or a big statue), otherwise discard
    the highest card; skip the draw when allowed and the end is near. ``prof``: the profiles of
    ``state.city`` if the caller has them."""
    seat = state.current_seat
    hand = state.hands[seat]
    city = state.city
    if prof is None:
        prof = profiles(city)
    options = build_options(city, hand, prof)
    top = options[0][0] if options else -1
    if state.statues[seat]:
        statue = best_statue(city, prof)
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
