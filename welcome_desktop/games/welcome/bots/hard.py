"""Hard level: the Medium evaluation plus a Monte Carlo look-ahead over the next turn's cards."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ..engine import Combination, Effect, Mode, Move, SeatView
from ..engine.data import CARD_COUNT, CARD_EFFECTS, CARD_NUMBERS, MAX_REFUSALS
from .evaluate import Context, Weights, weights_for
from .medium import rank_moves
from .search import (
    ReplyKey,
    Scored,
    best_reply_value,
    memo_value,
    settler,
    sheet_value,
    stateful_theme,
)

_HAND_PAIRS = ((0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1))


def sample_offers(view: SeatView, rng: random.Random, count: int) -> list[tuple[Combination, ...]]:
    """Plausible offers of the next turn, drawn from the cards this seat has not seen."""
    pool = [c for c in view.unseen if c < CARD_COUNT]
    out: list[tuple[Combination, ...]] = []
    if len(pool) < 3:
        pool = list(range(CARD_COUNT))
    for _ in range(count):
        cards = rng.sample(pool, 3)
        if view.mode is Mode.STANDARD and len(view.next_effects) == 3:
            effects: Sequence[Effect] = view.next_effects
            out.append(
                tuple(Combination(CARD_NUMBERS[c], effects[i], i, i) for i, c in enumerate(cards))
            )
        elif view.mode is Mode.STANDARD:
            out.append(
                tuple(
                    Combination(CARD_NUMBERS[c], CARD_EFFECTS[d], i, i)
                    for i, (c, d) in enumerate(zip(cards, rng.sample(pool, 3), strict=True))
                )
            )
        else:
            out.append(
                tuple(
                    Combination(CARD_NUMBERS[cards[i]], CARD_EFFECTS[cards[j]], i, j)
                    for i, j in _HAND_PAIRS
                )
            )
    return out


class HardBot:
    """Scores the best few moves by the average of the best reply to sampled next offers."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        weights: Weights | None = None,
        candidates: int = 6,
        samples: int = 10,
    ) -> None:
        self.seed = seed
        self.weights = weights
        self.candidates = candidates
        self.samples = samples

    def ranked(self, view: SeatView) -> tuple[list[Scored], list[float], Context]:
        """Candidate moves (Medium order) and their look-ahead values."""
        ranked, ctx, _value = rank_moves(view, self.weights or weights_for(view))
        top = _distinct(ranked, self.candidates)
        if len(top) <= 1 or ctx.turns_left <= 1.0:
            return top, [v for v, _, _ in top], ctx
        later = replace(ctx, turns_left=max(1.0, ctx.turns_left - 1.0))
        later_value = memo_value(sheet_value(later))
        settle = settler(later, later_value)
        # Seeded per decision: the same view and seed always give the same move.
        rng = random.Random(f"hard/{self.seed}/{view.round}/{view.seat}/{view.sheet.houses}")
        offers = sample_offers(view, rng, self.samples)
        theme = stateful_theme(view.sheet_id)
        scores = []
        for _v, _move, after in top:
            if after.refusals >= MAX_REFUSALS or after.is_full():
                # The game ends with this move (a third refusal, or the last house built):
                # there is no next turn to look at. (A third plan also ends it, but that move
                # is looked at like the others: in a race, ending the game is worth seeking.)
                scores.append(later_value(after))
                continue
            total = 0.0
            cache: dict[ReplyKey, float] = {}
            for combos in offers:
                total += best_reply_value(
                    after,
                    combos,
                    later_value,
                    advanced=view.advanced,
                    cache=cache,
                    settle=settle,
                    theme=theme,
                )
            scores.append(total / len(offers))
        return top, scores, ctx

    def choose(self, view: SeatView) -> Move:
        top, scores, _ctx = self.ranked(view)
        best = max(range(len(top)), key=lambda i: scores[i])
        return top[best][1]  # with its plan claims, if it meets a plan


def _distinct(ranked: list[Scored], k: int) -> list[Scored]:
    """The best ``k`` moves, at most two per placement so the look-ahead sees real choices."""
    out: list[Scored] = []
    seen: dict[tuple[int, int, int], int] = {}
    for item in ranked:
        mv = item[1]
        key = (mv.combo, mv.street, mv.house)
        if seen.get(key, 0) >= 2:
            continue
        seen[key] = seen.get(key, 0) + 1
        out.append(item)
        if len(out) >= k:
            break
    return out
