"""Hard level: determinised sampling. The best Medium candidates (builds, the statue, drawing or
skipping) are each played out in several states sampled from the seat's view, every other seat
and then this one answering greedily for one round; the value is this seat's gain minus the
others' mean gain, hand penalties counted when a play-out reaches the end."""

from __future__ import annotations

import random

from ..engine import VALUES, Action, GameState, Kind, SeatView, apply, sample_state
from ..engine.deck import ZONE
from .medium import MediumBot, MediumWeights, statue_reserve
from .tactics import best_statue, greedy_action, view_end_chance

CANDIDATES = 10
SAMPLES = 16
# Hard keeps its permit for a big move or the last turns (measured: +8..10 points a game against
# Medium's earlier use, see docs/bot-strength.md).
HARD_WEIGHTS = MediumWeights(permit_early=40, permit_late=30, permit_end=0.35)


def play_out(state: GameState, seat: int, turns: int) -> float:
    """This seat's gain minus the others' mean gain over ``turns`` greedy turns from ``state``
    (measured from ``state``'s totals; hand penalties only if the game ends)."""
    start = state.points
    for _ in range(turns):
        if state.over:
            break
        state = apply(state, greedy_action(state))
    gains = [p - s for p, s in zip(state.points, start, strict=True)]
    if state.over:
        gains = [g - sum(VALUES[c] for c in h) for g, h in zip(gains, state.hands, strict=True)]
    others = [g for s, g in enumerate(gains) if s != seat]
    return gains[seat] - sum(others) / len(others)


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        candidates: int = CANDIDATES,
        samples: int = SAMPLES,
        weights: MediumWeights | None = None,
    ) -> None:
        self.seed = seed
        self.candidates = candidates
        self.samples = samples
        self.weights = weights or HARD_WEIGHTS
        self.medium = MediumBot(seed, self.weights)

    def wants_permit(self, view: SeatView) -> bool:
        return self.medium.wants_permit(view)

    def candidate_actions(self, view: SeatView, rng: random.Random) -> list[tuple[Action, float]]:
        """(action, bias): the Medium top builds (drawing and, if allowed, skipping) and the best
        statue, the statue biased by the value of keeping it."""
        seat = view.seat
        ranked = self.medium.rank(view, rng)[: self.candidates]
        may_skip = view.may_skip_draw()
        out: list[tuple[Action, float]] = []
        for i, (_value, (_pts, card, cell)) in enumerate(ranked):
            out.append((Action(Kind.BUILD, seat, card, cell), 0.0))
            if may_skip and i < 2:
                out.append((Action(Kind.BUILD, seat, card, cell, True), 0.0))
        if not ranked:
            worst = max(view.hand, key=lambda c: VALUES[c])
            out.append((Action(Kind.DISCARD, seat, worst), 0.0))
            if may_skip:
                out.append((Action(Kind.DISCARD, seat, worst, None, True), 0.0))
        if view.statues[seat]:
            statue = best_statue(view.city)
            if statue is not None:
                reserve = statue_reserve(view, self.weights)
                out.append((Action(Kind.STATUE, seat, statue[1], statue[2]), -reserve))
        return out

    def choose(self, view: SeatView) -> Action:
        rng = random.Random(f"hard/{self.seed}/{len(view.turns)}/{view.seat}/{view.cards_left}")
        candidates = self.candidate_actions(view, rng)
        if len(candidates) == 1:
            return candidates[0][0]
        samples = [sample_state(view, rng) for _ in range(self.samples)]
        # The others' replies, then this seat again; near the end, on to the end (penalties).
        near_end = view.volcanoes >= 1 and view.cards_left <= ZONE
        turns = 3 * view.seats if near_end else view.seats
        end = view_end_chance(view, 2 * view.seats)
        best: tuple[float, Action] | None = None
        for action, bias in candidates:
            total = 0.0
            for state in samples:
                after = apply(state, action)
                total += play_out(after, view.seat, turns) + (
                    after.points[view.seat] - state.points[view.seat]
                )
            value = total / len(samples) + bias * (1.0 - end)
            if best is None or value > best[0]:
                best = (value, action)
        assert best is not None
        return best[1]
