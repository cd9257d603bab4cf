"""Easy level: a casual player who ignores plans, misjudges moves and sometimes plays at random."""

from __future__ import annotations

import random
from dataclasses import replace

from ..engine import Move, SeatView, random_move
from .evaluate import Weights, context_for
from .search import scored_moves, sheet_value, stateful_theme

_CASUAL = Weights(region_eta=0.2, house_value=0.2)


class EasyBot:
    """Greedy on a blurred evaluation that leaves plans out; one move in five is a whim."""

    name = "easy"

    def __init__(self, seed: int = 0, whim: float = 0.2, blur: float = 4.0) -> None:
        self.rng = random.Random(seed)
        self.whim = whim
        self.blur = blur

    def choose(self, view: SeatView) -> Move:
        if self.rng.random() < self.whim:
            return random_move(view.sheet, view.combos, self.rng, advanced=view.advanced)
        ctx = replace(context_for(view, _CASUAL), points=(0, 0, 0))
        ranked = scored_moves(
            view.sheet,
            view.combos,
            sheet_value(ctx),
            advanced=view.advanced,
            theme=stateful_theme(view.sheet_id),
        )
        noisy = [(v + self.rng.gauss(0.0, self.blur), i) for i, (v, _, _) in enumerate(ranked)]
        return ranked[max(noisy)[1]][1]
