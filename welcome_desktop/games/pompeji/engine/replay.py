"""A finished (or saved) game turn by turn, for replays: the state before the first turn, then
the state after each turn, rebuilt from the game's own actions. Permit declarations are not
steps of their own: the bonus turn they open is (its ``TurnRecord.bonus`` says so)."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Kind
from .game import GameState, TurnRecord, apply, new_game


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
