"""A Balconia game turn by turn, for replays: the building as dealt (the entrance alone), then
the building after each turn, rebuilt from the game's own actions. A turn is one step: the
selector's pair and the placer's face go together, since the building changes only when the
block is placed. Each step knows both sides' scores then, what they were before, and the
points of the two balconies the turn's block brought (the placer's face and, opposite it, the
selector's)."""

from __future__ import annotations

from dataclasses import dataclass

from .building import Side, to_view
from .game import GameState, TurnRecord, apply, new_game
from .scoring import SideScore, face_points, score_both


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """The game after ``len(state.turns)`` turns (step 0: as dealt). ``scores``: turquoise's and
    pink's then; ``before``: their totals before this step's turn (the same at step 0)."""

    state: GameState
    scores: tuple[SideScore, SideScore]
    before: tuple[int, int]

    @property
    def turn(self) -> TurnRecord | None:
        """This step's turn (None before the first)."""
        return self.state.turns[-1] if self.state.turns else None

    @property
    def totals(self) -> tuple[int, int]:
        """Turquoise's and pink's totals after this step (doors included)."""
        turquoise, pink = self.scores
        return turquoise.total, pink.total

    @property
    def gains(self) -> tuple[int, int]:
        """How this step's turn changed turquoise's and pink's totals (it may spoil or complete
        other balconies, and the doors, on both sides)."""
        (t, p), (t0, p0) = self.totals, self.before
        return t - t0, p - p0

    def new_balcony_points(self, side: Side) -> int:
        """The points the balcony this turn's block turned to ``side`` scores now (0 at step 0)."""
        turn = self.turn
        if turn is None:
            return 0
        return face_points(self.state.building.facade(side), to_view(turn.cell, side))


def _step(state: GameState, before: tuple[int, int] | None = None) -> ReplayStep:
    """``state`` scored; ``before`` None: its own totals (as dealt, no turn made them)."""
    scores = score_both(state.building)
    return ReplayStep(state, scores, before or (scores[0].total, scores[1].total))


def turn_steps(game: GameState) -> tuple[ReplayStep, ...]:
    """Every turn of ``game`` replayed from its config: ``len(game.turns) + 1`` steps, the last
    one ``game`` itself when its log ends on a placement (a selection after the last turn is
    not a step). Raises ``IllegalMove`` if an action does not replay and ``ValueError`` if the
    actions do not lead to ``game`` (neither happens to a state the engine built)."""
    state = new_game(game.config)
    steps = [_step(state)]
    for action in game.log:
        done = len(state.turns)
        state = apply(state, action)
        if len(state.turns) > done:
            steps.append(_step(state, steps[-1].totals))
    if state != game:
        raise ValueError("the actions do not lead to this game")
    return tuple(steps)


def running_totals(steps: tuple[ReplayStep, ...]) -> tuple[tuple[int, int], ...]:
    """Turquoise's and pink's totals at every step (the score chart's lines)."""
    return tuple(step.totals for step in steps)
