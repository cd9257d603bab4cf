"""Hard level: determinised sampling. Every build is screened one ply deep (its points, what the
kept cards can score next, the next seat's expected reply); the survivors, the best statues and
the draw-or-skip choice are each played out in states sampled from the seat's view (the other
hands weighted by what their owners' past turns say, ``belief.HandBelief``), every other
seat and then this one answering greedily for three rounds (at least three in the last volcano
pile), with successive halving. The value is this seat's gain minus the others' mean gain, hand
penalties counted when a play-out reaches the end. The statue competes with the builds on its
play-outs alone (no reserve). Options measured no better and off by default: ``win`` (a bonus
for finishing first), ``lead`` (denial aimed at the leading seat), ``model`` / ``mine``
(Medium-like turns in the play-outs), ``leaf`` (the next seat's best build at the horizon),
``reserve`` (a share of Medium's statue reserve), ``deny`` other than 1 (the others' gain weighed
less or more against this seat's). The permit waits for a big build until the
last volcano pile, then the bar falls with the cards left."""

from __future__ import annotations

import random

from ..engine import VALUES, Action, Kind, SeatView
from ..engine.deck import ZONE
from .belief import HandBelief, sampler
from .medium import MediumWeights, statue_reserve
from .search import Rollout, Screen, halving, screen_builds
from .tactics import best_statue, build_options, profiles, view_end_chance

CANDIDATES = 10  # builds kept by the screen
STATUES = 2  # statue cells tried
BATCHES = (4, 4, 8, 16)  # sampled states per halving round
ROUNDS = 3  # rounds of replies in a play-out before the last volcano pile
# In the last volcano pile a play-out may also value finishing first (issue #12 counts games
# won outright): points added when this seat is ahead of every other seat at the play-out's end.
# Off: 30 measured no better (docs/bot-strength.md, "What was tried").
WIN = 0.0
# The others' gain in a play-out may lean this far from their mean towards the leader's (denial
# aimed at the seat to beat rather than spread over both). Off: 0.5 measured no better.
LEAD = 0.0
# The play-out turns (from the first reply on) in which the other seats choose as Medium does
# (``model.medium_action``) rather than greedily. Off: 6 and 9 measured no better, at 2.5 times
# the CPU time.
MODEL = 0
# The weight of the best build left to the seat to play when a play-out stops before the end.
# Off: 1.0 measured worse.
LEAF = 0.0
# The share of Medium's statue reserve that biases Hard's statue candidates against the builds.
# 0: the play-outs alone weigh the statue (with three rounds this measured best on 600 games,
# docs/bot-strength.md; Hard then often lays its statue early).
RESERVE = 0.0
# The weight of the others' (mean) gain against this seat's own in a play-out's value. 0.5 and
# 1.5 measured worse (less denial lets both Mediums score more; more costs Hard its own points).
DENY = 1.0
# Hidden hands in the play-outs are sampled by what their owners' past turns say they hold
# (``belief.HandBelief``) rather than uniformly from the unseen cards.
INFER = True
# Hard keeps its permit for a big move or the last turns (the permit's timing is most of the
# edge over Medium, see docs/bot-strength.md); the statue reserve is Medium's.
HARD_WEIGHTS = MediumWeights()
PERMIT_EARLY = 40.0
PERMIT_LATE = 30.0
PERMIT_BASE = 5.0
PERMIT_PER_CARD = 2.5


PermitBar = tuple[float, float, float, float]  # early, late, base, per card
PERMIT_BAR: PermitBar = (PERMIT_EARLY, PERMIT_LATE, PERMIT_BASE, PERMIT_PER_CARD)


def permit_threshold(view: SeatView, bar: PermitBar = PERMIT_BAR) -> float:
    """The points a permit turn must score now. High before the eruption and while the upper
    volcano pile lasts (a full city offers 25-35-point builds later); once the last pile is
    reached the game may end at any draw and an unused permit is worth nothing, so the bar
    falls with the cards left (27.5 at 9 cards, 12.5 at 3)."""
    early, late, base, per_card = bar
    if not view.erupted:
        return early
    if view.cards_left > ZONE:
        return late
    return min(late, base + per_card * view.cards_left)


def horizon(view: SeatView, rounds: int) -> int:
    """The turns a play-out lasts after this seat's action: ``rounds`` rounds (the others'
    replies, then this seat again), at least three in the last volcano pile, which usually
    reaches the end, so the hands left count."""
    near_end = view.volcanoes >= 1 and view.cards_left <= ZONE
    return (max(3, rounds) if near_end else rounds) * view.seats


def permit_now(view: SeatView, weights: MediumWeights, bar: PermitBar = PERMIT_BAR) -> bool:
    """Declare when the best build, or the statue past its reserve, reaches the threshold."""
    prof = profiles(view.city)
    options = build_options(view.city, view.hand, prof)
    best = float(options[0][0]) if options else 0.0
    if view.statues[view.seat]:
        statue = best_statue(view.city, prof)
        if statue is not None:
            best = max(best, statue[0] - statue_reserve(view, weights))
    return best > 0 and best >= permit_threshold(view, bar)


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        candidates: int = CANDIDATES,
        batches: tuple[int, ...] = BATCHES,
        weights: MediumWeights | None = None,
        screen: Screen | None = None,
        rounds: int = ROUNDS,
        win: float = WIN,
        lead: float = LEAD,
        model: int = MODEL,
        reserve: float = RESERVE,
        leaf: float = LEAF,
        mine: bool = False,
        infer: bool = INFER,
        permit: PermitBar = PERMIT_BAR,
        deny: float = DENY,
    ) -> None:
        self.seed = seed
        self.candidates = candidates
        self.batches = batches
        self.weights = weights or HARD_WEIGHTS
        self.screen = screen or Screen()
        self.rounds = rounds
        self.win = win
        self.lead = lead
        self.model = model
        self.reserve = reserve
        self.leaf = leaf
        self.mine = mine
        self.infer = infer
        self.permit = permit
        self.deny = deny

    def wants_permit(self, view: SeatView) -> bool:
        return permit_now(view, self.weights, self.permit)

    def candidate_actions(
        self, view: SeatView, rng: random.Random, belief: HandBelief | None = None
    ) -> list[tuple[Action, float]]:
        """(action, bias): the screened builds (the best two also skipping the draw when that is
        allowed), or the discards when nothing fits, and the best statues, biased by the value
        of keeping the statue."""
        seat = view.seat
        may_skip = view.may_skip_draw()
        out: list[tuple[Action, float]] = []
        builds = screen_builds(view, rng, self.screen, self.candidates, belief)
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
            reserve = self.reserve * statue_reserve(view, self.weights)
            statues = sorted(
                ((p.best_statue(), cell) for cell, p in profiles(view.city).items()),
                key=lambda s: -s[0][0],
            )
            for (_pts, card), cell in statues[:STATUES]:
                out.append((Action(Kind.STATUE, seat, card, cell), -reserve))
        return out

    def belief_of(self, view: SeatView) -> HandBelief | None:
        """What the look-ahead assumes of the hidden hands (None: uniform over the unseen)."""
        return sampler(view, self.infer)

    def choose(self, view: SeatView) -> Action:
        rng = random.Random(f"hard/{self.seed}/{len(view.turns)}/{view.seat}/{view.cards_left}")
        belief = self.belief_of(view)
        candidates = self.candidate_actions(view, rng, belief)
        if len(candidates) == 1:
            return candidates[0][0]
        near_end = view.volcanoes >= 1 and view.cards_left <= ZONE
        turns = horizon(view, self.rounds)
        end = view_end_chance(view, 2 * view.seats)
        win = self.win if near_end else 0.0
        rules = Rollout(win, self.lead, self.model, self.leaf, self.mine, self.deny)
        return halving(view, candidates, rng, self.batches, turns, 1.0 - end, rules, belief)
