"""Medium level: immediate points minus the next player's expected best reply (their hand
sampled from the unseen cards), a reserve value for the statue, and simple endgame rules."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import VALUES, Action, City, Kind, SeatView, Tile
from .tactics import Option, best_statue, build_options, view_end_chance

CANDIDATES = 8
SAMPLES = 6


@dataclass(frozen=True, slots=True)
class MediumWeights:
    """Named tunables of the Medium evaluation."""

    reply: float = 0.5  # share of the next player's expected best reply subtracted
    statue_reserve: float = 12.0  # what keeping the statue is worth early in the game
    permit_early: int = 20  # declare the permit for a move of at least this many points
    permit_late: int = 12  # ... after the first volcano
    skip_end: float = 0.3  # skip the draw when the game may end this soon
    permit_end: float = 0.15  # use the permit for any move once the game may end this soon


def sample_hands(view: SeatView, seat: int, rng: random.Random, count: int) -> list[list[int]]:
    """``count`` plausible hands of ``seat`` drawn from the cards this view has not seen."""
    if view.open_hands:
        return [list(view.hands[seat])]
    size = view.hand_sizes[seat]
    pool = list(view.unseen)
    return [rng.sample(pool, min(size, len(pool))) for _ in range(count)]


def best_points(city: City, hand: list[int]) -> int:
    options = build_options(city, tuple(hand))
    return options[0][0] if options else 0


def statue_reserve(view: SeatView, weights: MediumWeights) -> float:
    """What the statue is still worth kept: less as the end comes near (unused, it is lost)."""
    if not view.erupted:
        return weights.statue_reserve
    return weights.statue_reserve * 0.5 * (1.0 - view_end_chance(view, 2 * view.seats))


class MediumBot:
    name = "medium"

    def __init__(self, seed: int = 0, weights: MediumWeights | None = None) -> None:
        self.seed = seed
        self.weights = weights or MediumWeights()

    def _rng(self, view: SeatView) -> random.Random:
        return random.Random(f"{self.seed}/{len(view.turns)}/{view.seat}/{view.cards_left}")

    def wants_permit(self, view: SeatView) -> bool:
        options = build_options(view.city, view.hand)
        best = options[0][0] if options else 0
        if view_end_chance(view, view.seats) > self.weights.permit_end:
            return best > 0
        threshold = self.weights.permit_late if view.erupted else self.weights.permit_early
        return best >= threshold

    def rank(self, view: SeatView, rng: random.Random) -> list[tuple[float, Option]]:
        """The best few builds valued as points minus the next player's expected reply."""
        options = build_options(view.city, view.hand)[:CANDIDATES]
        nxt = (view.seat + 1) % view.seats
        hands = sample_hands(view, nxt, rng, SAMPLES)
        # Near the end, building a card also saves its value from the hand penalty.
        end = view_end_chance(view, view.seats)
        out = []
        for pts, card, cell in options:
            city = view.city.place(cell, Tile(card, False, view.seat))
            reply = sum(best_points(city, h) for h in hands) / len(hands)
            value = pts - self.weights.reply * reply + VALUES[card] * end
            out.append((value, (pts, card, cell)))
        out.sort(key=lambda o: -o[0])
        return out

    def choose(self, view: SeatView) -> Action:
        rng = self._rng(view)
        seat = view.seat
        ranked = self.rank(view, rng)
        end = view_end_chance(view, view.seats)
        skip = view.may_skip_draw() and end >= self.weights.skip_end
        best_value = ranked[0][0] if ranked else float("-inf")
        if view.statues[seat]:
            statue = best_statue(view.city)
            if statue is not None and statue[0] - statue_reserve(view, self.weights) > best_value:
                return Action(Kind.STATUE, seat, statue[1], statue[2])
        if not ranked:
            worst = max(view.hand, key=lambda c: VALUES[c])
            return Action(Kind.DISCARD, seat, worst, None, skip)
        _pts, card, cell = ranked[0][1]
        return Action(Kind.BUILD, seat, card, cell, skip)
