"""The Balconia controller: the only thing that changes a game in the window.

It owns the state, the human's step in progress (a ``Draft`` taken back freely until it is
confirmed), the computer players (in worker threads of the shared ``BotWorkers``) and the
autosave, and publishes one ``TableView`` per change through ``state_changed``. Refusals are
engine ``Reason`` values the ui translates ("save_failed" when a save could not be written).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.bot_worker import BotWorkers
from welcome_desktop.persistence.save_errors import SaveError

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
from .bot_thread import bot_action
from .setup import BalconiaSetup
from .view import Draft, TableView, build, draft_complete

SAVE_FAILED = "save_failed"


class BalconiaController(QObject):
    state_changed = Signal(object)  # TableView
    refused = Signal(str)  # a Reason value, or "save_failed"
    seat_changed = Signal(object)  # the Side of the human who takes the device (hot-seat)
    game_over = Signal()
    bot_busy = Signal(bool)
    saved = Signal(str)  # the path written by ``save``

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: GameState | None = None
        self.setup: BalconiaSetup | None = None
        self.draft: Draft | None = None
        self.hidden = False
        self.open_building = False  # the house option: the board shows both sides
        self.autosave_enabled = True
        self.last_error: SaveError | None = None
        self.turn_view: TableView | None = None
        self._bots: list[Bot | None] = []
        self._token = 0
        self._shown_human: Side | None = None  # the human who last had the device
        self.threads = BotWorkers(self)
        self.threads.answered.connect(self._on_bot_answer)

    # -- games --------------------------------------------------------------------------------
    def new_game(self, setup: BalconiaSetup) -> None:
        self.start(setup, new_game(setup.config))

    def start(self, setup: BalconiaSetup, state: GameState) -> None:
        """Play ``state`` (a new game, or one read from a save) with ``setup``'s seats."""
        self._token += 1  # an answer for the game before is dropped
        self.setup, self.state, self.draft = setup, state, None
        seed = setup.config.seed
        self._bots = [
            None if s.is_human else make_bot(s.kind.value, seed * 7 + i)
            for i, s in enumerate(setup.seats)
        ]
        self._shown_human = None
        self.hidden = False
        self._autosave()
        self._advance()

    def load(self, path: str | Path) -> bool:
        """Open a save; False (``last_error`` says why) if it is refused: the game in play and
        the file stay as they are."""
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
        """Write the game as it stands (a draft is not part of it) to ``path``, atomically."""
        if self.state is None or self.setup is None:
            return False
        try:
            written = storage.write(path, storage.Session(self.state, self.setup))
        except OSError:
            self.refused.emit(SAVE_FAILED)
            return False
        self.saved.emit(str(written))
        return True

    def shutdown(self) -> None:
        """Stop listening to the computer players and wait for the one thinking."""
        self._token += 1
        self.threads.wait()

    # -- queries ------------------------------------------------------------------------------
    def busy(self) -> bool:
        """A computer player is thinking."""
        return self.threads.is_busy("turn")

    def publish(self) -> TableView:
        view = build(
            self.state,
            self.setup,
            self.draft,
            busy=self.busy(),
            hidden=self.hidden,
            open_building=self.open_building,
        )
        self.turn_view = view
        self.state_changed.emit(view)
        return view

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
    def _refuse(self, reason: Reason | str) -> str:
        self.refused.emit(str(reason))
        return str(reason)

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

    def undo(self) -> None:
        """Take back the step in progress (nothing is final before ``confirm``)."""
        if self.draft is not None and self._my_turn():
            self.draft = None
        self.publish()

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
        side = state.to_act
        assert side is not None
        if self._bots[side.number] is not None:
            was_busy = self.busy()
            self._token += 1
            self.threads.start("turn", self._token, partial(bot_action, state, tuple(self._bots)))
            if not was_busy:
                self.bot_busy.emit(True)
            self.publish()
            return
        self._human_turn(side)

    def _on_bot_answer(self, kind: str, token: int, action: object) -> None:
        if kind != "turn":
            return
        if not self.busy():
            self.bot_busy.emit(False)
        state = self.state
        if token != self._token or state is None:
            # asked for a game or a position that has moved on: dropped, but the view said
            # "busy" while it ran (a human of the new game may act now)
            if not self.busy() and state is not None and not state.over:
                self.publish()
            return
        if isinstance(action, Action):
            try:
                new = apply(state, action)
            except IllegalMove:
                return
            self._step(new)

    def _human_turn(self, side: Side) -> None:
        setup = self.setup
        assert setup is not None
        if len(setup.human_sides) > 1 and side is not self._shown_human:
            self.hidden = True  # the other human's side must not be seen: pass the device
            self._shown_human = side
            self.publish()
            self.seat_changed.emit(side)
            return
        self._shown_human = side
        self.publish()

    def _autosave(self) -> None:
        if not self.autosave_enabled or self.state is None or self.setup is None:
            return
        if self.state.over:
            return
        try:
            storage.write(storage.autosave_path(), storage.Session(self.state, self.setup))
        except OSError:
            self.refused.emit(SAVE_FAILED)
