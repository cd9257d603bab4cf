"""The Balconia controller: the only thing that changes a game in the window.

It owns the state, the human's step in progress (a ``Draft`` taken back freely until it is
confirmed), the computer players (in worker threads of the shared ``BotWorkers``) and the
autosave, and publishes one ``TableView`` per change through ``state_changed``. Refusals are
engine ``Reason`` values the ui translates ("save_failed" when a save could not be written).
What every table game's controller does (games, saves, bot answers, the pass screen) is the
shared ``app.table_controller.TableController``; here are Balconia's steps and hints.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject

from welcome_desktop.app.table_controller import SAVE_FAILED, TableController

from ..bots import Bot, make_bot
from ..engine import (
    Action,
    Cell,
    GameState,
    IllegalMove,
    Phase,
    Reason,
    Side,
    apply,
    new_game,
    place,
    select,
)
from . import storage
from .bot_thread import bot_action, hint_action
from .setup import BalconiaSetup
from .view import Draft, TableView, build, draft_complete

__all__ = ["SAVE_FAILED", "BalconiaController"]


class BalconiaController(TableController[GameState, BalconiaSetup, Draft, TableView]):
    """``seat_changed`` carries the Side of the human who takes the device (hot-seat)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(storage.STORE, parent)
        self.open_building = False  # the house option: the board shows both sides

    # -- what the shared controller asks ------------------------------------------------------
    def _new_state(self, setup: BalconiaSetup) -> GameState:
        return new_game(setup.config)

    def _make_bot(self, level: str, seed: int) -> Bot:
        return make_bot(level, seed)

    def _build_view(self) -> TableView:
        return build(
            self.state,
            self.setup,
            self.draft,
            busy=self.busy(),
            hidden=self.hidden,
            open_building=self.open_building,
        )

    def _bot_job(self, state: GameState) -> Callable[[], Any] | None:
        side = state.to_act
        assert side is not None
        if self._bots[side.number] is not None:
            return partial(bot_action, state, tuple(self._bots))
        return None

    def _bot_answered(self, state: GameState, action: object) -> None:
        if isinstance(action, Action):
            try:
                new = apply(state, action)
            except IllegalMove:
                return
            self._step(new)

    def _to_act(self) -> Side:
        assert self.state is not None and self.state.to_act is not None
        return self.state.to_act

    def _needs_pass_screen(self) -> bool:
        """The other human's side must not be seen: pass the device."""
        assert self.setup is not None
        return len(self.setup.human_sides) > 1

    # -- queries ------------------------------------------------------------------------------
    def set_open_building(self, on: bool) -> None:
        """The house option: both sides of the building shown (the board draws them)."""
        self.open_building = on
        self.publish()

    def _my_turn(self) -> bool:
        """A human acts now and has the device."""
        state, setup = self.state, self.setup
        if state is None or setup is None or self.hidden or self.busy():
            return False
        side = state.to_act
        return side is not None and setup.seat(side).is_human

    # -- the step in progress -----------------------------------------------------------------
    def _try(self, action: Action) -> str | None:
        """The reason the engine refuses ``action`` now, or None."""
        assert self.state is not None
        try:
            apply(self.state, action)
        except IllegalMove as err:
            return str(err.reason)
        return None

    def _check_turn(self, phase: Phase) -> str | None:
        state = self.state
        if state is None or state.over:
            return Reason.GAME_OVER
        if not self._my_turn():
            return Reason.NOT_YOUR_TURN
        if state.phase is not phase:
            return Reason.WRONG_STEP
        return None

    def select(self, first: int, second: int) -> str | None:
        """Draft keeping the adjacent pair ``first``, ``second`` (any order) of the block on
        the disc; another pair replaces it until ``confirm``. The refusal's reason, or None."""
        problem = self._check_turn(Phase.SELECT)
        if problem is None:
            assert self.state is not None and self.state.to_act is not None
            problem = self._try(select(self.state.to_act, first, second))
        if problem is not None:
            return self._refuse(problem)
        kept = (first, second) if (second - first) % 4 == 1 else (second, first)
        self.draft = Draft(kept=kept)
        self.publish()
        return None

    def place(self, face: int, cell: Cell) -> str | None:
        """Draft the block on ``cell`` (building frame) with ``face`` (one of the two offered)
        turned to the placer; another placement replaces it until ``confirm``."""
        problem = self._check_turn(Phase.PLACE)
        if problem is None:
            assert self.state is not None and self.state.to_act is not None
            problem = self._try(place(self.state.to_act, face, cell))
        if problem is not None:
            return self._refuse(problem)
        self.draft = Draft(face=face, cell=cell)
        self.publish()
        return None

    def confirm(self) -> str | None:
        """Apply the drafted step: the selection, or the placement that ends the turn."""
        state, draft = self.state, self.draft
        if state is None or state.over:
            return self._refuse(Reason.GAME_OVER)
        if not self._my_turn():
            return self._refuse(Reason.NOT_YOUR_TURN)
        if draft is None or not draft_complete(state, draft):
            return self._refuse(Reason.WRONG_STEP)
        side = state.to_act
        assert side is not None
        if draft.kept is not None:
            action = select(side, *draft.kept)
        else:
            assert draft.face is not None and draft.cell is not None
            action = place(side, draft.face, draft.cell)
        try:
            new = apply(state, action)
        except IllegalMove as err:
            return self._refuse(err.reason)
        self.draft = None
        self._step(new)
        return None

    # -- hints --------------------------------------------------------------------------------
    def _hint_action(self, state: GameState) -> Callable[[], Action | None] | None:
        side = state.to_act
        if side is None or not self._my_turn():
            return None
        return partial(hint_action, state, side)

    def _hint_fits(self, state: GameState, action: object) -> bool:
        return isinstance(action, Action) and action.side is state.to_act
