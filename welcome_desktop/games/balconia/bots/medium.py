"""Medium level: one-turn minimax on the evaluation (the score difference plus the estimate of
what is still open). As selector, each of the 4 pairs is worth the placer's best answer for
the placer; as placer, the placement with the best evaluation."""

from __future__ import annotations

import random

from ..engine import PAIRS, Action, Phase, SideView, offered, select
from .base import Context, decision_rng, placements

WEIGHT = 1.0  # how much the estimate of what is still open counts against the points made


def pair_values(ctx: Context) -> list[tuple[float, tuple[int, int]]]:
    """Each pair the selector may keep, valued by the placer's best answer (for the placer)."""
    out = []
    for kept in PAIRS:
        replies = placements(ctx.position, ctx.block, offered(kept), ctx.side.other, ctx.cells)
        out.append((min(ctx.value(p) for _, _, p in replies), kept))
    return out


def best_pair(ctx: Context, rng: random.Random) -> Action:
    _, kept = max(pair_values(ctx), key=lambda v: (v[0], rng.random()))
    return select(ctx.side, *kept)


class MediumBot:
    name = "medium"

    def __init__(self, seed: int = 0, weight: float = WEIGHT) -> None:
        self.seed = seed
        self.weight = weight

    def choose(self, view: SideView) -> Action:
        rng = decision_rng(self.seed, view)
        ctx = Context(view, self.weight)
        if view.phase is Phase.SELECT:
            return best_pair(ctx, rng)
        assert view.offered is not None
        options = placements(ctx.position, ctx.block, view.offered, view.side, ctx.cells)
        best = max(options, key=lambda o: (ctx.value(o[2]), rng.random()))
        return ctx.to_action(best)
