"""Medium level: a one-turn greedy player scoring every move with the handcrafted evaluation."""

from __future__ import annotations

from ..engine import Move, SeatView
from .evaluate import Context, Weights, column_gains, context_for, weights_for
from .search import (
    Evaluator,
    Scored,
    roundabout_cells,
    scored_moves,
    settler,
    sheet_value,
    stateful_theme,
)


def rank_moves(view: SeatView, weights: Weights) -> tuple[list[Scored], Context, Evaluator]:
    """Every candidate move scored by the evaluation, best first, with its context."""
    ctx = context_for(view, weights)
    value = sheet_value(ctx)
    sheet = view.sheet
    ranked = scored_moves(
        sheet,
        view.combos,
        value,
        advanced=view.advanced,
        columns=[c for _, c in column_gains(sheet, ctx)[:2]],
        roundabout_cells=roundabout_cells(
            sheet,
            view.advanced,
            weights.roundabout_tries,
            view.plans if weights.roundabout_plan_only else (),
        ),
        settle=settler(ctx, value),
        theme=stateful_theme(view.sheet_id),
    )
    return ranked, ctx, value


class MediumBot:
    """Plays the move whose resulting sheet has the best expected final score."""

    name = "medium"

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.seed = seed  # the level is deterministic; the seed is kept for the interface
        self.weights = weights

    def choose(self, view: SeatView) -> Move:
        ranked, _ctx, _value = rank_moves(view, self.weights or weights_for(view))
        return ranked[0][1]  # with its plan claims, if it meets a plan
