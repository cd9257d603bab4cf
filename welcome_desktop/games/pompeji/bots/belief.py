"""What a seat can infer about the hidden hands from the public record: a player who built a
card for few points while a card of theirs had a much better cell probably did not hold that
card. Each recorded turn is replayed on the city as it stood (the city keeps its cards in the
order they were placed), every unseen card is given the points it could have scored there, and
the cards a seat most likely still holds are weighted accordingly when hands are sampled for
look-ahead. Only public information is read: the city, the turn records, the discards and the
hand sizes."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine import City, GameState, Kind, SeatView, Tile, sample_state
from .tactics import CellProfile, profiles

# The shape of the evidence was fitted offline to Medium self-play (the log-likelihood of the
# cards each seat really held, docs/bot-strength.md): players mostly build their best card.
MARGIN = 0.0  # points a player may leave on the table without it counting against a card
SCALE = 1.0  # how fast the evidence grows past the margin (points per factor e)
FLOOR = 0.03  # the smallest weight: players do odd things, no card is ruled out
KEEP = 0.6  # weight of the evidence one turn of its owner further back (a card held now may
# have been drawn since)
DEPTH = 5  # turns of each seat looked back at


@dataclass(frozen=True, slots=True)
class Turn:
    """One recorded turn: who, what kind, the city before it, and the points it scored there
    (a discard scores 0)."""

    seat: int
    kind: Kind
    city: City
    points: int


def replay_turns(view: SeatView) -> list[Turn] | None:
    """Every recorded turn with the city it was played on, or None if the record does not fit
    the city (then nothing is inferred)."""
    placed = list(view.city.tiles.items())
    if not placed:
        return None
    (start_pos, start_tile), rest = placed[0], placed[1:]
    x, y = start_pos
    city = City({start_pos: start_tile}, x, x, y, y)
    out: list[Turn] = []
    k = 0
    for record in view.turns:
        if record.kind is Kind.DISCARD:
            out.append(Turn(record.seat, record.kind, city, 0))
            continue
        if k >= len(rest):
            return None
        pos, tile = rest[k]
        k += 1
        if tile.seat != record.seat or tile.statue != (record.kind is Kind.STATUE):
            return None
        pts = CellProfile(city, pos).points(tile.card, tile.statue)
        out.append(Turn(record.seat, record.kind, city, pts))
        city = city.place(pos, Tile(tile.card, tile.statue, tile.seat))
    return out if k == len(rest) else None


@dataclass(frozen=True, slots=True)
class Shape:
    """How evidence turns into weights (fitted by ``benchmarks/pompeji_belief_fit.py``)."""

    margin: float = MARGIN
    scale: float = SCALE
    floor: float = FLOOR


def best_builds(city: City, cards: Sequence[int]) -> dict[int, int | None]:
    """Each card's best build in ``city`` (None: it fits nowhere)."""
    prof = profiles(city)
    return {
        card: max((prof[cell].points(card) for cell in city.cells_for(card)), default=None)
        for card in cards
    }


def likelihood(best: int | None, played: float, shape: Shape = Shape()) -> float:
    """How likely a player holding a card whose best build was ``best`` points chose a play of
    ``played`` points: 1 when the card could not have scored more, falling towards the floor as
    its best build beats the play by more than the margin."""
    if best is None:
        return 1.0
    excess = (best - played - shape.margin) / shape.scale
    return max(shape.floor, 1.0 / (1.0 + math.exp(min(50.0, excess))))


def choice_likelihood(
    kind: Kind, played: float, best: Mapping[int, int | None], shape: Shape = Shape()
) -> dict[int, float]:
    """For each card of ``best`` (its best build then), how likely a turn of ``kind`` scoring
    ``played`` was had its owner held it (``likelihood``). A discard says the hand had no legal
    cell at all."""
    if kind is Kind.DISCARD:
        return {c: 1.0 if b is None else shape.floor for c, b in best.items()}
    return {c: likelihood(b, played, shape) for c, b in best.items()}


def turn_likelihood(turn: Turn, cards: Sequence[int], shape: Shape = Shape()) -> dict[int, float]:
    """``choice_likelihood`` of a recorded turn, for ``cards``."""
    return choice_likelihood(turn.kind, turn.points, best_builds(turn.city, cards), shape)


def combine(
    cards: Sequence[int], latest_first: Sequence[dict[int, float]], keep: float
) -> dict[int, float]:
    """The weight of each card from the likelihoods of its owner's turns, the latest first: a
    turn one further back counts ``keep`` times less (the card may have been drawn since)."""
    log = dict.fromkeys(cards, 0.0)
    share = 1.0
    for lik in latest_first:
        for card, value in lik.items():
            log[card] += share * math.log(value)
        share *= keep
    return {c: math.exp(v) for c, v in log.items()}


@dataclass(frozen=True, slots=True)
class HandBelief:
    """Per hidden seat: the weight of each unseen card for the cards it has held since its last
    turn (``old`` of them), and how many it drew since (``fresh``, no evidence)."""

    weights: dict[int, dict[int, float]]
    old: dict[int, int]
    fresh: dict[int, int]

    @staticmethod
    def from_view(view: SeatView, depth: int = DEPTH) -> HandBelief | None:
        if view.open_hands:
            return None
        turns = replay_turns(view)
        if turns is None:
            return None
        cards = view.unseen
        weights: dict[int, dict[int, float]] = {}
        old: dict[int, int] = {}
        fresh: dict[int, int] = {}
        for seat in range(view.seats):
            size = view.hand_sizes[seat]
            if seat == view.seat or size == 0:
                continue
            mine = [t for t in turns if t.seat == seat][-depth:]
            weights[seat] = combine(
                cards, [turn_likelihood(t, cards) for t in reversed(mine)], KEEP
            )
            # after a statue turn nothing was drawn; before its first turn nothing is known
            drew = size if not mine else 0 if mine[-1].kind is Kind.STATUE else min(size, 1)
            fresh[seat], old[seat] = drew, size - drew
        return HandBelief(weights, old, fresh)

    def sample_hands(self, pool: Sequence[int], rng: random.Random) -> dict[int, tuple[int, ...]]:
        """Hidden hands drawn from ``pool`` without replacement: each seat's old cards by weight,
        its fresh ones uniformly; the seats in a random order so that none has first pick."""
        left = list(pool)
        seats = list(self.weights)
        rng.shuffle(seats)
        out: dict[int, tuple[int, ...]] = {}
        for seat in seats:
            w = self.weights[seat]
            hand: list[int] = []
            for _ in range(min(self.old[seat], len(left))):
                hand.append(left.pop(weighted_index([w[c] for c in left], rng)))
            for _ in range(min(self.fresh[seat], len(left))):
                hand.append(left.pop(rng.randrange(len(left))))
            out[seat] = tuple(hand)
        return out

    def sample_state(self, view: SeatView, rng: random.Random) -> GameState:
        return sample_state(view, rng, self.sample_hands(view.unseen, rng))


def weighted_index(weights: Sequence[float], rng: random.Random) -> int:
    """An index drawn with probability proportional to its weight."""
    pick = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        pick -= w
        if pick < 0:
            return i
    return len(weights) - 1


def sampler(view: SeatView, infer: bool) -> HandBelief | None:
    """The belief the look-ahead samples hands from, or None for uniform sampling."""
    return HandBelief.from_view(view) if infer else None
