"""Easy level: a random pair as selector; as placer, the placement with the best score
difference right now (no look-ahead, nothing estimated)."""

from __future__ import annotations

from ..engine import PAIRS, Action, Phase, SideView, select
from .base import Context, decision_rng, placements


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SideView) -> Action:
        rng = decision_rng(self.seed, view)
        if view.phase is Phase.SELECT:
            return select(view.side, *rng.choice(PAIRS))
        ctx = Context(view, 0.0)
        assert view.offered is not None
        options = placements(ctx.position, ctx.block, view.offered, view.side, ctx.cells)
        best = max(options, key=lambda o: (ctx.now(o[2]), rng.random()))
        return ctx.to_action(best)
