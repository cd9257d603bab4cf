"""The Pompeji controller: the only thing that changes a game in the window.

It owns the state, the turn in progress (a ``Draft`` the player may take back until the turn is
confirmed), the computer players (in worker threads) and the autosave, and publishes one
``TurnView`` per change through ``state_changed``. Refusals are reason ids the ui translates.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.bot_worker import BotWorkers
from welcome_desktop.persistence.save_errors import SaveError

from ..bots import Bot, make_bot
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


def _hint(state: GameState, seat: int) -> tuple[GameState, Action | None]:
    """A hint job's answer: the position it was asked for, and the suggested action."""
    return state, hint_action(state, seat)


class PompejiController(QObject):
    state_changed = Signal(object)  # TurnView
    refused = Signal(str)  # a Reason value, or "save_failed"
    seat_changed = Signal(int)  # a new human takes the device (hot-seat)
    game_over = Signal()
    bot_busy = Signal(bool)
    suggestion_ready = Signal(object)  # the Action the Hard level would play now (a hint)
    saved = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: GameState | None = None
        self.setup: PompejiSetup | None = None
        self.draft: Draft | None = None
        self.hidden = False
        self.autosave_enabled = True
        self.last_error: SaveError | None = None
        self.turn_view: TurnView | None = None
        self._bots: list[Bot | None] = []
        self._token = 0
        self._shown_human = -1  # the human who last had the device
        self.threads = BotWorkers(self)
        self.threads.answered.connect(self._on_bot_answer)

    # -- games --------------------------------------------------------------------------------
    def new_game(self, setup: PompejiSetup) -> None:
        self.start(setup, new_game(setup.config))

    def start(self, setup: PompejiSetup, state: GameState) -> None:
        self._token += 1
        self.setup, self.state, self.draft = setup, state, None
        seed = setup.config.seed
        self._bots = [
            None if s.is_human else make_bot(s.kind.value, seed * 7 + i)
            for i, s in enumerate(setup.seats)
        ]
        self._shown_human = -1
        self.hidden = False
        self._autosave()
        self._advance()

    def load(self, path: str | Path) -> bool:
        try:
            session = storage.read(path)
        except SaveError as err:
            self.last_error = err
            return False
        self.last_error = None
        self.start(session.setup, session.state)
        return True

    def resume_autosave(self) -> bool:
        return self.load(storage.autosave_path())

    def save(self, path: str | Path) -> bool:
        if self.state is None or self.setup is None:
            return False
        try:
            written = storage.write(path, storage.Session(self.state, self.setup))
        except OSError:
            self.refused.emit("save_failed")
            return False
        self.saved.emit(str(written))
        return True

    def shutdown(self) -> None:
        self._token += 1
        self.threads.wait()

    # -- queries ------------------------------------------------------------------------------
    def busy(self) -> bool:
        """A computer player is thinking (a hint being worked out does not count)."""
        return self.threads.is_busy("turn")

    def history(self) -> tuple[tuple[int, ...], ...]:
        return self.state.running_totals() if self.state is not None else ()

    def publish(self) -> TurnView:
        view = build(self.state, self.setup, self.draft, busy=self.busy(), hidden=self.hidden)
        self.turn_view = view
        self.state_changed.emit(view)
        return view

    def _my_turn(self) -> bool:
        view = self.turn_view
        return view is not None and view.my_turn

    # -- the turn in progress -----------------------------------------------------------------
    def _refuse(self, reason: Reason | str) -> str:
        self.refused.emit(str(reason))
        return str(reason)

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

    def undo(self) -> None:
        """Take back the card placed this turn (nothing is final before ``confirm``)."""
        if self.draft is not None and self._my_turn():
            self.draft = None
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

    # -- the flow -----------------------------------------------------------------------------
    def reveal(self) -> None:
        """The player named on the pass-the-device screen is ready."""
        self.hidden = False
        self.publish()

    def _step(self, state: GameState) -> None:
        self.state = state
        self._autosave()
        self._advance()

    def _advance(self) -> None:
        state, setup = self.state, self.setup
        if state is None or setup is None:
            return
        if state.over:
            if self.autosave_enabled:
                storage.remove_autosave()
            self.hidden = False
            self.publish()
            self.game_over.emit()
            return
        if any(b is not None for b in self._bots):
            was_busy = self.busy()
            self._token += 1
            self.threads.start("turn", self._token, partial(bot_action, state, tuple(self._bots)))
            if not was_busy:
                self.bot_busy.emit(True)
            self.publish()
            return
        self._human_turn()

    # -- hints --------------------------------------------------------------------------------
    def request_suggestion(self) -> bool:
        """Ask what the Hard level would play now for the human whose turn it is, from their
        own view; the answer comes through ``suggestion_ready`` unless the game has moved on.
        False when no hint fits now (not a human's turn, a card already placed, hidden)."""
        state = self.state
        if state is None or state.over or self.hidden or self.draft is not None:
            return False
        if not self._my_turn():
            return False
        self.threads.start("hint", self._token, partial(_hint, state, state.current_seat))
        return True

    def _on_hint(self, token: int, answer: object) -> None:
        if not isinstance(answer, tuple) or len(answer) != 2:
            return
        asked, action = answer
        state = self.state
        if token != self._token or asked is not state or state is None or self.draft is not None:
            return  # the position has moved on
        if isinstance(action, Action) and action.seat == state.current_seat and self._my_turn():
            self.suggestion_ready.emit(action)

    def _on_bot_answer(self, kind: str, token: int, action: object) -> None:
        if kind == "hint":
            self._on_hint(token, action)
            return
        if not self.busy():
            self.bot_busy.emit(False)
        if token != self._token or self.state is None:
            if not self.busy() and self.state is not None and not self.state.over:
                self.publish()
            return
        if isinstance(action, Action):
            try:
                new = apply(self.state, action)
            except IllegalMove:
                return
            self._step(new)
            return
        self._human_turn()

    def _human_turn(self) -> None:
        state, setup = self.state, self.setup
        assert state is not None and setup is not None
        seat = state.current_seat
        secret = not state.config.open_hands  # open hands: nothing to hide, no pass screen
        if secret and len(setup.human_seats) > 1 and seat != self._shown_human:
            self.hidden = True
            self._shown_human = seat
            self.publish()
            self.seat_changed.emit(seat)
            return
        self._shown_human = seat
        self.publish()

    def _autosave(self) -> None:
        if not self.autosave_enabled or self.state is None or self.setup is None:
            return
        if self.state.over:
            return
        try:
            storage.write(storage.autosave_path(), storage.Session(self.state, self.setup))
        except OSError:
            self.refused.emit("save_failed")
