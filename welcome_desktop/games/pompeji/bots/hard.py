"""Hard level: determinised sampling. Every build is screened one ply deep (its points, what the
kept cards can score next, the next seat's expected reply); the survivors, the best statues and
the draw-or-skip choice are each played out in states sampled from the seat's view, every other
seat and then this one answering greedily for a round (to the end once the end is near), with
successive halving. The value is this seat's gain minus the others' mean gain, hand penalties
counted when a play-out reaches the end."""

from __future__ import annotations

import random

from ..engine import VALUES, Action, Kind, SeatView
from ..engine.deck import ZONE
from .medium import MediumBot, MediumWeights, statue_reserve
from .search import Screen, halving, screen_builds
from .tactics import profiles, view_end_chance

CANDIDATES = 12  # builds kept by the screen
STATUES = 2  # statue cells tried
BATCHES = (6, 6, 12, 24)  # sampled states per halving round
# Hard keeps its permit for a big move or the last turns (measured: +8..10 points a game against
# Medium's earlier use, see docs/bot-strength.md).
HARD_WEIGHTS = MediumWeights(permit_early=40, permit_late=30, permit_end=0.35)


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        candidates: int = CANDIDATES,
        batches: tuple[int, ...] = BATCHES,
        weights: MediumWeights | None = None,
        screen: Screen | None = None,
        rounds: int = 1,
    ) -> None:
        self.seed = seed
        self.candidates = candidates
        self.batches = batches
        self.weights = weights or HARD_WEIGHTS
        self.screen = screen or Screen()
        self.rounds = rounds
        self.medium = MediumBot(seed, self.weights)

    def wants_permit(self, view: SeatView) -> bool:
        return self.medium.wants_permit(view)

    def candidate_actions(self, view: SeatView, rng: random.Random) -> list[tuple[Action, float]]:
        """(action, bias): the screened builds (the best two also skipping the draw when that is
        allowed), or the discards when nothing fits, and the best statues, biased by the value
        of keeping the statue."""
        seat = view.seat
        may_skip = view.may_skip_draw()
        out: list[tuple[Action, float]] = []
        builds = screen_builds(view, rng, self.screen, self.candidates)
        for i, (_pts, card, cell) in enumerate(builds):
            out.append((Action(Kind.BUILD, seat, card, cell), 0.0))
            if may_skip and i < 2:
                out.append((Action(Kind.BUILD, seat, card, cell, True), 0.0))
        if not builds:
            for card in sorted(set(view.hand), key=lambda c: -VALUES[c]):
                out.append((Action(Kind.DISCARD, seat, card), 0.0))
                if may_skip:
                    out.append((Action(Kind.DISCARD, seat, card, None, True), 0.0))
        if view.statues[seat]:
            reserve = statue_reserve(view, self.weights)
            statues = sorted(
                ((p.best_statue(), cell) for cell, p in profiles(view.city).items()),
                key=lambda s: -s[0][0],
            )
            for (_pts, card), cell in statues[:STATUES]:
                out.append((Action(Kind.STATUE, seat, card, cell), -reserve))
        return out

    def choose(self, view: SeatView) -> Action:
        rng = random.Random(f"hard/{self.seed}/{len(view.turns)}/{view.seat}/{view.cards_left}")
        candidates = self.candidate_actions(view, rng)
        if len(candidates) == 1:
            return candidates[0][0]
        # The others' replies, then this seat again; near the end, on to the end (penalties).
        near_end = view.volcanoes >= 1 and view.cards_left <= ZONE
        turns = 3 * view.seats if near_end else self.rounds * view.seats
        end = view_end_chance(view, 2 * view.seats)
        return halving(view, candidates, rng, self.batches, turns, 1.0 - end)
