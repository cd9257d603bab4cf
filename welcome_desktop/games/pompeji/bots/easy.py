"""Easy level: greedy on the immediate points with noise, and now and then a random build."""

from __future__ import annotations

import random

from ..engine import Action, Kind, SeatView
from .tactics import best_statue, build_options

NOISE = 3.0  # standard deviation added to each option's points
RANDOM_SHARE = 0.2
STATUE_AT = 25
PERMIT_AT = 20


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def wants_permit(self, view: SeatView) -> bool:
        options = build_options(view.city, view.hand)
        best = options[0][0] if options else 0
        return best + self.rng.gauss(0, NOISE) >= PERMIT_AT or (
            view.erupted and self.rng.random() < 0.2
        )

    def choose(self, view: SeatView) -> Action:
        rng = self.rng
        seat = view.seat
        if view.statues[seat]:
            statue = best_statue(view.city)
            if statue is not None and statue[0] >= STATUE_AT:
                return Action(Kind.STATUE, seat, statue[1], statue[2])
        skip = view.may_skip_draw() and rng.random() < 0.5
        options = build_options(view.city, view.hand)
        if not options:
            return Action(Kind.DISCARD, seat, rng.choice(view.hand), None, skip)
        if rng.random() < RANDOM_SHARE:
            _pts, card, cell = rng.choice(options)
        else:
            _pts, card, cell = max(options, key=lambda o: o[0] + rng.gauss(0, NOISE))
        return Action(Kind.BUILD, seat, card, cell, skip)
