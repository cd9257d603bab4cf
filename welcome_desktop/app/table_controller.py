"""What the controllers of the table games (Pompeji, Balconia) share: the only thing that
changes a game in the window.

A ``TableController`` owns the state and the seats, the human's draft (taken back freely until
it is confirmed), the computer players (jobs in the shared ``BotWorkers``), the autosave (after
every action, removed when the game ends) and the pass-the-device screen between humans, and
publishes one view per change through ``state_changed``. A game's controller derives from it
and says what differs: its engine's new game, its bots, who acts now, whether a computer player
acts, what it does with a bot's answer, and the view it builds. Every bot job carries the token
of the position it was asked for; an answer for a position that has moved on is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

from welcome_desktop.persistence.save_errors import SaveError
from welcome_desktop.persistence.session_store import Session, SessionStore

from .bot_worker import BotWorkers
from .seats import Seat

SAVE_FAILED = "save_failed"  # ``refused``'s reason when a save could not be written


class TableState(Protocol):
    """An engine's game state, as the shared controller reads it."""

    @property
    def over(self) -> bool: ...

    @property
    def config(self) -> Any: ...


class TableSetup(Protocol):
    """A game's seats and configuration (``config.seed`` seeds the computer players)."""

    @property
    def config(self) -> Any: ...

    @property
    def seats(self) -> Sequence[Seat]: ...

    def to_json(self) -> dict[str, Any]: ...


StateT = TypeVar("StateT", bound=TableState)
SetupT = TypeVar("SetupT", bound=TableSetup)
DraftT = TypeVar("DraftT")
ViewT = TypeVar("ViewT")


class TableController(QObject, Generic[StateT, SetupT, DraftT, ViewT]):
    state_changed = Signal(object)  # the view
    refused = Signal(str)  # a Reason value, or SAVE_FAILED
    seat_changed = Signal(object)  # who takes the device next (hot-seat)
    game_over = Signal()
    bot_busy = Signal(bool)
    saved = Signal(str)  # the path written by ``save``
    suggestion_ready = Signal(object)  # the action the Hard level would take now (a hint)

    def __init__(self, store: SessionStore[StateT, SetupT], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.state: StateT | None = None
        self.setup: SetupT | None = None
        self.draft: DraftT | None = None
        self.hidden = False
        self.autosave_enabled = True
        self.last_error: SaveError | None = None
        self.turn_view: ViewT | None = None
        self._bots: list[Any] = []
        self._token = 0
        self._shown_human: object = None  # the human who last had the device
        self._hint_for: object = None  # the position the latest hint job was asked for
        self.threads = BotWorkers(self)
        self.threads.answered.connect(self._on_bot_answer)

    # -- what each game says ------------------------------------------------------------------
    def _new_state(self, setup: SetupT) -> StateT:
        """A new game of ``setup``'s configuration (the engine's)."""
        raise NotImplementedError

    def _make_bot(self, level: str, seed: int) -> Any:
        raise NotImplementedError

    def _build_view(self) -> ViewT:
        raise NotImplementedError

    def _my_turn(self) -> bool:
        """A human acts now and has the device."""
        raise NotImplementedError

    def _bot_job(self, state: StateT) -> Callable[[], Any] | None:
        """What the computer players are asked now (run in a worker thread), or None when a
        human plays."""
        raise NotImplementedError

    def _bot_answered(self, state: StateT, answer: object) -> None:
        """A computer player's answer for the position still in play: play it."""
        raise NotImplementedError

    def _hint_action(self, state: StateT) -> Callable[[], object] | None:
        """The hint job for the human who acts now (run in a worker thread: the action the
        Hard level would take from their own view), or None when no human acts."""
        return None

    def _hint_fits(self, state: StateT, action: object) -> bool:
        """``action`` is a hint for the one who acts in ``state``."""
        return False

    def _to_act(self) -> object:
        """The seat (or side) of the human who acts now."""
        raise NotImplementedError

    def _needs_pass_screen(self) -> bool:
        """Whether a new human at the device hides the table until they are ready."""
        raise NotImplementedError

    # -- games --------------------------------------------------------------------------------
    def new_game(self, setup: SetupT) -> None:
        self.start(setup, self._new_state(setup))

    def start(self, setup: SetupT, state: StateT) -> None:
        """Play ``state`` (a new game, or one read from a save) with ``setup``'s seats."""
        self._token += 1  # an answer for the game before is dropped
        self.setup, self.state, self.draft = setup, state, None
        seed = setup.config.seed
        self._bots = [
            None if s.is_human else self._make_bot(s.kind.value, seed * 7 + i)
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
            session = self.store.read(path)
        except SaveError as err:
            self.last_error = err
            return False
        self.last_error = None
        self.start(session.setup, session.state)
        return True

    def resume_autosave(self) -> bool:
        return self.load(self.store.autosave_path())

    def save(self, path: str | Path) -> bool:
        """Write the game as it stands (a draft is not part of it) to ``path``, atomically."""
        if self.state is None or self.setup is None:
            return False
        try:
            written = self.store.write(path, Session(self.state, self.setup))
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
        """A computer player is thinking (a hint being worked out does not count)."""
        return self.threads.is_busy("turn")

    def publish(self) -> ViewT:
        view = self._build_view()
        self.turn_view = view
        self.state_changed.emit(view)
        return view

    def _refuse(self, reason: str) -> str:
        self.refused.emit(str(reason))
        return str(reason)

    # -- hints --------------------------------------------------------------------------------
    def request_suggestion(self) -> bool:
        """Ask what the Hard level would play now for the human who acts, from their own view;
        the answer comes through ``suggestion_ready`` unless the game has moved on. False when
        no hint fits now (not a human's turn, a draft already made, hidden, game over)."""
        state = self.state
        if state is None or state.over or self.hidden or self.draft is not None:
            return False
        if state is self._hint_for and self.threads.is_busy("hint"):
            return True  # already being worked out: its answer will come (H pressed again)
        job = self._hint_action(state)
        if job is None:
            return False
        self._hint_for = state
        self.threads.start("hint", self._token, partial(_with_position, state, job))
        return True

    def _on_hint(self, token: int, answer: object) -> None:
        if not isinstance(answer, tuple) or len(answer) != 2:
            return
        asked, action = answer
        if asked is self._hint_for:
            self._hint_for = None  # answered: asking again asks again
        state = self.state
        if token != self._token or asked is not state or state is None or self.draft is not None:
            return  # the position has moved on
        if self._hint_fits(state, action) and self._my_turn():
            self.suggestion_ready.emit(action)

    def confirm(self) -> str | None:
        """Apply the draft (the game's); the refusal's reason, or None."""
        raise NotImplementedError

    def undo(self) -> None:
        """Take back the draft (nothing is final before ``confirm``)."""
        if self.draft is not None and self._my_turn():
            self.draft = None
        self.publish()

    # -- the flow -----------------------------------------------------------------------------
    def reveal(self) -> None:
        """The player named on the pass-the-device screen is ready."""
        self.hidden = False
        self.publish()

    def _step(self, state: StateT) -> None:
        self.state = state
        self._autosave()
        self._advance()

    def _advance(self) -> None:
        state, setup = self.state, self.setup
        if state is None or setup is None:
            return
        if state.over:
            if self.autosave_enabled:
                self.store.remove_autosave()
            self.hidden = False
            self.publish()
            self.game_over.emit()
            return
        job = self._bot_job(state)
        if job is not None:
            was_busy = self.busy()
            self._token += 1
            self.threads.start("turn", self._token, job)
            if not was_busy:
                self.bot_busy.emit(True)
            self.publish()
            return
        self._human_turn()

    def _on_bot_answer(self, kind: str, token: int, answer: object) -> None:
        if kind == "hint":
            self._on_hint(token, answer)
            return
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
        self._bot_answered(state, answer)

    def _human_turn(self) -> None:
        who = self._to_act()
        if self._needs_pass_screen() and who != self._shown_human:
            self.hidden = True  # the other human's hand or side must not be seen
            self._shown_human = who
            self.publish()
            self.seat_changed.emit(who)
            return
        self._shown_human = who
        self.publish()

    def _autosave(self) -> None:
        if not self.autosave_enabled or self.state is None or self.setup is None:
            return
        if self.state.over:
            return
        try:
            self.store.write(self.store.autosave_path(), Session(self.state, self.setup))
        except OSError:
            self.refused.emit(SAVE_FAILED)


def _with_position(state: object, job: Callable[[], object]) -> tuple[object, object]:
    """A hint job's answer: the position it was asked for, and the suggested action."""
    return state, job()
