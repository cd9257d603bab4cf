"""The Pompeji controller: the only thing that changes a game in the window.

It owns the state, the turn in progress (a ``Draft`` the player may take back until the turn is
confirmed), the computer players (in worker threads) and the autosave, and publishes one
``TurnView`` per change through ``state_changed``. Refusals are reason ids the ui translates.
What every table game's controller does (games, saves, bot answers, the pass screen) is the
shared ``app.table_controller.TableController``; here are Pompeji's turn, permit and hints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.table_controller import TableController

from ..bots import Bot, make_bot
from ..bots.hints import second_turn_advised
from ..engine import (
    Action,
    GameState,
    IllegalMove,
    Kind,
    Pos,
    Reason,
    apply,
    new_game,
    permit_problem,
)
from . import storage
from .bot_thread import bot_action, hint_action
from .setup import PompejiSetup
from .view import Draft, TurnView, build


class PompejiController(TableController[GameState, PompejiSetup, Draft, TurnView]):
    seat_changed = Signal(int)  # a new human takes the device (hot-seat)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(storage.STORE, parent)

    # -- what the shared controller asks ------------------------------------------------------
    def _new_state(self, setup: PompejiSetup) -> GameState:
        return new_game(setup.config)

    def _make_bot(self, level: str, seed: int) -> Bot:
        return make_bot(level, seed)

    def _build_view(self) -> TurnView:
        return build(self.state, self.setup, self.draft, busy=self.busy(), hidden=self.hidden)

    def _bot_job(self, state: GameState) -> Callable[[], Any] | None:
        """Any computer player may declare the permit at the window: they are asked at every
        turn (the answer is None when a human plays now and no bot declares)."""
        if any(b is not None for b in self._bots):
            return partial(bot_action, state, tuple(self._bots))
        return None

    def _bot_answered(self, state: GameState, action: object) -> None:
        if isinstance(action, Action):
            try:
                new = apply(state, action)
            except IllegalMove:
                return
            self._step(new)
            return
        self._human_turn()

    def _to_act(self) -> int:
        assert self.state is not None
        return self.state.current_seat

    def _needs_pass_screen(self) -> bool:
        state, setup = self.state, self.setup
        assert state is not None and setup is not None
        secret = not state.config.open_hands  # open hands: nothing to hide, no pass screen
        return secret and len(setup.human_seats) > 1

    # -- queries ------------------------------------------------------------------------------
    def history(self) -> tuple[tuple[int, ...], ...]:
        return self.state.running_totals() if self.state is not None else ()

    def _my_turn(self) -> bool:
        view = self.turn_view
        return view is not None and view.my_turn

    # -- the turn in progress -----------------------------------------------------------------
    def place(self, card: int, cell: Pos) -> str | None:
        """Put a hand card on the city for this turn (taken back by ``undo``)."""
        state = self.state
        if state is None or not self._my_turn():
            return self._refuse(Reason.NOT_YOUR_TURN)
        if self.draft is not None:
            return self._refuse(Reason.BAD_ACTION)
        if card not in state.hands[state.current_seat]:
            return self._refuse(Reason.CARD_NOT_IN_HAND)
        problem = state.city.problem(cell, card)
        if problem is not None:
            return self._refuse(problem)
        self.draft = Draft(card, cell)
        self.publish()
        return None

    def place_statue(self, card: int, cell: Pos) -> str | None:
        """Put the statue, named as ``card``, on the city for this turn."""
        state = self.state
        if state is None or not self._my_turn():
            return self._refuse(Reason.NOT_YOUR_TURN)
        if self.draft is not None:
            return self._refuse(Reason.BAD_ACTION)
        if not state.statues[state.current_seat]:
            return self._refuse(Reason.STATUE_USED)
        problem = state.city.problem(cell, card, True)
        if problem is not None:
            return self._refuse(problem)
        self.draft = Draft(card, cell, statue=True)
        self.publish()
        return None

    def discard(self, card: int) -> str | None:
        state = self.state
        if state is None or not self._my_turn():
            return self._refuse(Reason.NOT_YOUR_TURN)
        if self.draft is not None:
            return self._refuse(Reason.BAD_ACTION)
        hand = state.hands[state.current_seat]
        if card not in hand:
            return self._refuse(Reason.CARD_NOT_IN_HAND)
        if any(state.city.can_place(c) for c in hand):
            return self._refuse(Reason.DISCARD_NOT_ALLOWED)
        self.draft = Draft(card)
        self.publish()
        return None

    def set_skip_draw(self, skip: bool) -> None:
        view = self.turn_view
        if self.draft is not None and view is not None and (view.may_skip or not skip):
            self.draft = replace(self.draft, skip_draw=skip)
        self.publish()

    def set_second_turn(self, on: bool) -> None:
        view = self.turn_view
        if self.draft is not None and view is not None and (view.can_second_turn or not on):
            self.draft = replace(self.draft, second_turn=on)
        self.publish()

    def set_double(self, on: bool) -> None:
        """Play (or not) the x2 card with the drafted placement (x2 variant)."""
        view = self.turn_view
        if self.draft is not None and view is not None and (view.can_double or not on):
            self.draft = replace(self.draft, double=on)
        self.publish()

    def confirm(self) -> str | None:
        """End the turn: score the card, draw, and (if chosen) declare a second turn."""
        state, draft = self.state, self.draft
        if state is None or draft is None or not self._my_turn():
            return self._refuse(Reason.BAD_ACTION)
        seat = state.current_seat
        if draft.statue:
            assert draft.cell is not None
            action = Action(Kind.STATUE, seat, draft.card, draft.cell, False, draft.double)
        elif draft.cell is None:
            action = Action(Kind.DISCARD, seat, draft.card, None, draft.skip_draw)
        else:
            action = Action(Kind.BUILD, seat, draft.card, draft.cell, draft.skip_draw, draft.double)
        try:
            new = apply(state, action)
            if draft.second_turn and not new.over:
                new = apply(new, Action(Kind.PERMIT, seat))
        except IllegalMove as err:
            return self._refuse(err.reason)
        self.draft = None
        self._step(new)
        return None

    # -- the permit ---------------------------------------------------------------------------
    def declare_permit(self, seat: int) -> str | None:
        """A human declares the building permit at the window before the next turn (also while
        a computer player is thinking: its answer is then dropped)."""
        state = self.state
        if state is None or self.setup is None:
            return self._refuse(Reason.GAME_OVER)
        if self.draft is not None:
            return self._refuse(Reason.BAD_ACTION)
        if not self.setup.seats[seat].is_human:
            return self._refuse(Reason.NO_SUCH_SEAT)
        problem = permit_problem(state, seat)
        if problem is not None:
            return self._refuse(problem)
        self._token += 1  # drop a computer player's answer for the position before
        self.threads.wait()  # and let it finish: the next question goes to the same bots
        self._step(apply(state, Action(Kind.PERMIT, seat)))
        return None

    # -- hints --------------------------------------------------------------------------------
    def _hint_action(self, state: GameState) -> Callable[[], Action | None] | None:
        if not self._my_turn():
            return None
        return partial(hint_action, state, state.current_seat)

    def _hint_fits(self, state: GameState, action: object) -> bool:
        return isinstance(action, Action) and action.seat == state.current_seat

    def advises_second_turn(self, action: Action) -> bool:
        """The suggested ``action`` is best followed by the building permit (a second turn),
        as the Hard level judges from the cards the seat keeps (``bots.hints``)."""
        state, view = self.state, self.turn_view
        if state is None or view is None or not view.can_second_turn:
            return False
        return second_turn_advised(state, state.current_seat, action)
