"""A finished (or saved) game turn by turn, for replays: the state before the first turn, then
the state after each turn, rebuilt from the game's own actions. Permit declarations are not
steps of their own: the bonus turn they open is (its ``TurnRecord.bonus`` says so). The last
few turns of a game in play, in the same public terms, for the board's "Last turns"."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .actions import Action, Kind
from .game import GameConfig, GameState, TurnRecord, apply, new_game


@dataclass(frozen=True, slots=True)
class TurnSummary:
    """What one turn did, all of it public: the action, its points, whether it was a permit's
    bonus turn, and the volcano its draw brought (0: none; 1: the first, Vesuvius erupts; 2:
    the second, the game ends)."""

    action: Action
    points: int
    bonus: bool
    volcano: int = 0


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """The game after one turn; at step 0 (``action`` None) the game as dealt."""

    state: GameState
    action: Action | None = None
    volcanoes_before: int = 0  # volcanoes drawn before this turn

    @property
    def turn(self) -> TurnRecord | None:
        """What this step's turn scored (None before the first turn)."""
        return self.state.turns[-1] if self.action is not None else None

    @property
    def erupted_now(self) -> bool:
        """This turn's draw brought a volcano (the first: the eruption; the second: the end)."""
        return self.action is not None and self.state.volcanoes > self.volcanoes_before

    @property
    def summary(self) -> TurnSummary | None:
        """This step's turn in public terms (None before the first turn)."""
        turn = self.turn
        if self.action is None or turn is None:
            return None
        volcano = self.state.volcanoes if self.erupted_now else 0
        return TurnSummary(self.action, turn.points, turn.bonus, volcano)


def turn_steps(game: GameState) -> tuple[ReplayStep, ...]:
    """Every turn of ``game`` replayed from its config (raises ``IllegalMove`` if its actions
    do not replay, which a state the engine built never does)."""
    state = new_game(game.config)
    steps = [ReplayStep(state)]
    for action in game.log:
        before = state.volcanoes
        state = apply(state, action)
        if action.kind is not Kind.PERMIT:
            steps.append(ReplayStep(state, action, before))
    return tuple(steps)


@lru_cache(maxsize=16)
def recent_turns(
    config: GameConfig, log: tuple[Action, ...], count: int
) -> tuple[TurnSummary, ...]:
    """The last ``count`` turns of the game of ``config`` played by the actions ``log``, oldest
    first (replayed, so cached: a game publishes several views between two actions)."""
    state = new_game(config)
    out: list[TurnSummary] = []
    for action in log:
        before = state.volcanoes
        state = apply(state, action)
        if action.kind is not Kind.PERMIT:
            step = ReplayStep(state, action, before)
            summary = step.summary
            if summary is not None:
                out.append(summary)
    return tuple(out[-count:]) if count > 0 else ()
