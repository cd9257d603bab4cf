"""Hard level: expectimax two turns deep, over the next token.

The current turn is searched as Medium searches it, then each candidate is valued by the mean,
over the next token (every unseen block, or a seeded sample of ``tokens`` of them), of the next
turn played out exactly by minimax (the roles swapped: the side that places now selects next).
Pruning keeps it under a second: the placer's own candidates are screened by their one-turn
value (the best ``keep`` kept), the selector's pairs keep only the placer's ``replies`` most
dangerous answers by one-turn value, and the next turn's minimax cuts a pair as soon as one
answer shows it cannot beat the best pair found (alpha-beta)."""

from __future__ import annotations

import random

from ..engine import PAIRS, Action, Phase, SideView, offered, select
from .base import Context, Option, decision_rng, placements
from .medium import WEIGHT
from .model import Position, Weights

KEEP = 6  # the placer's own placements kept by the one-turn screen
REPLIES = 3  # per pair, the placer's answers kept by the one-turn screen (the selector's view)
TOKENS = 10  # next tokens looked at (a seeded sample when more blocks are unseen)


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        weight: float = WEIGHT,
        keep: int = KEEP,
        replies: int = REPLIES,
        tokens: int = TOKENS,
        weights: Weights | None = None,
    ) -> None:
        self.seed = seed
        self.weight = weight
        self.keep = keep
        self.replies = replies
        self.tokens = tokens
        self.weights = weights  # per kind of condition (``model.KIND_NAMES``); None: plain

    def choose(self, view: SideView) -> Action:
        rng = decision_rng(self.seed, view)
        ctx = Context(view, self.weight, self.weights)
        unseen = list(view.unseen)
        tokens = unseen if len(unseen) <= self.tokens else sorted(rng.sample(unseen, self.tokens))
        if not view.blocks_left:
            tokens = []  # the last turn: one-turn minimax is exact
        if view.phase is Phase.SELECT:
            return self._select(ctx, tokens, rng)
        return self._place(ctx, tokens, rng)

    def _place(self, ctx: Context, tokens: list[int], rng: random.Random) -> Action:
        assert ctx.view.offered is not None
        options = placements(ctx.position, ctx.block, ctx.view.offered, ctx.side, ctx.cells)
        scored = sorted(((ctx.value(o[2]), rng.random(), o) for o in options), reverse=True)
        if not tokens:
            return ctx.to_action(scored[0][2])
        best: tuple[float, Option] | None = None
        for _, _, option in scored[: self.keep]:
            value = expect(ctx, option[2], tokens, selecting=True)
            if best is None or value > best[0]:
                best = (value, option)
        assert best is not None
        return ctx.to_action(best[1])

    def _select(self, ctx: Context, tokens: list[int], rng: random.Random) -> Action:
        best: tuple[float, float, tuple[int, int]] | None = None
        for kept in PAIRS:
            replies = placements(ctx.position, ctx.block, offered(kept), ctx.side.other, ctx.cells)
            values = [ctx.value(after) for _, _, after in replies]
            if tokens:
                order = sorted(range(len(replies)), key=values.__getitem__)[: self.replies]
                value = min(expect(ctx, replies[i][2], tokens, selecting=False) for i in order)
            else:
                value = min(values)
            key = (value, rng.random(), kept)
            if best is None or key[:2] > best[:2]:
                best = key
        assert best is not None
        return select(ctx.side, *best[2])


def expect(ctx: Context, position: Position, tokens: list[int], *, selecting: bool) -> float:
    """This side's mean value, over the next tokens, of the next turn played by minimax; this
    side is the selector next if ``selecting``, else the placer."""
    cells = ctx.cells_after(position)
    left = ctx.left - 1
    me, other = ctx.side, ctx.side.other
    total = 0.0
    for block in tokens:
        if selecting:  # max over my pairs of the opponent's best placement (min)
            alpha = float("-inf")
            for kept in PAIRS:
                worst = float("inf")
                for _, _, after in placements(position, block, offered(kept), other, cells):
                    worst = min(worst, ctx.value(after, left))
                    if worst <= alpha:
                        break  # this pair cannot beat the best one found
                alpha = max(alpha, worst)
            total += alpha
        else:  # min over the opponent's pairs of my best placement (max)
            beta = float("inf")
            for kept in PAIRS:
                best = float("-inf")
                for _, _, after in placements(position, block, offered(kept), me, cells):
                    best = max(best, ctx.value(after, left))
                    if best >= beta:
                        break
                beta = min(beta, best)
            total += beta
    return total / len(tokens)
