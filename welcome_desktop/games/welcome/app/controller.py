"""The one mutator of a game: turns UI actions into engine moves, runs bots, autosaves."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from .. import engine
from ..bots import Bot, make_bot
from ..engine import GameState, IllegalMove, Mode, Move, Score, SeatView, Sheet, score_all
from . import draft as steps
from . import draft_edits
from .bot_runner import BotRunner, fallback_move
from .draft import DraftError, TurnDraft
from .file_messages import storage_error_text
from .messages import redo_label, refusal_text, undo_label
from .reasons import AppReason
from .setup import GameSetup
from .storage import (
    Session,
    StorageError,
    is_slot,
    new_game_path,
    read,
    remove_slot,
    replay_history,
    slot_paths,
    write,
)
from .turn_view import TurnFacts, TurnView, ViewerState
from .turn_view import build as build_turn_view
from .undo import TurnHistory

Step = Callable[[TurnDraft, SeatView], TurnDraft]
_log = logging.getLogger(__name__)


class GameController(QObject):
    """Owns the GameState, the active human seat's TurnDraft and its in-turn undo history.

    Actions return None on success, or a reason id (str) after emitting ``refused`` with the
    translated text. After every change it publishes one frozen ``TurnView`` through
    ``state_changed``; the UI draws that value (``viewer`` holds what only the screen chooses:
    cursor, effect card, hidden sheet; the UI changes it, then calls ``publish()``).
    Seats play in seat order: each human seat in turn (``seat_changed`` between two human
    seats), while the bots of the round think in a worker thread from the round's start.
    """

    state_changed = Signal(object)  # TurnView: everything the window draws
    refused = Signal(str)
    seat_changed = Signal(int)  # the next human seat must play: "pass the device" screen
    round_resolved = Signal(int)  # the round number that just resolved
    game_over = Signal()
    bot_busy = Signal(bool)
    bot_moved = Signal(int, object)  # (seat, engine Move), after its round resolves
    # A hint for the active seat: a bot_runner.Suggestion (``.move``, ``.reasons``, and the main
    # ``.reason`` / ``.args`` for i18n.catalog.hint_text).
    suggestion_ready = Signal(object)
    saved = Signal(str)  # path of a named save just written

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.autosave_enabled = autosave
        self.save_path: Path | None = None  # this game's own slot (app/storage.py)
        self._setup: GameSetup | None = None
        self._state: GameState | None = None
        self._history: list[tuple[int, ...]] = []
        self._turn = TurnHistory()
        self._active = -1
        self._viewer = 0
        self._bots: dict[int, Bot] = {}
        self.bot_fallbacks: dict[int, str] = {}
        """Seats whose bot level is missing, with the level asked for (a random bot plays)."""
        self._token = 0
        self._hint_for: tuple[int, int] | None = None
        self._over_announced = False
        self._view_cache: tuple[GameState, int, SeatView] | None = None
        self.viewer = ViewerState()
        self._published: TurnView | None = None
        self._runner = BotRunner(self, lambda: self._token)
        self._runner.moves_ready.connect(self._on_bot_moves)
        self._runner.suggestion_ready.connect(self._on_suggestion)
        self._runner.busy_changed.connect(self.bot_busy)

    # -- games ----------------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a game in a slot of its own (a game in progress stays in its slot)."""
        self.save_path = new_game_path()
        self._begin(setup, engine.new_game(setup.config), ())
        self._autosave()

    def play_from(
        self, setup: GameSetup, state: GameState, history: tuple[tuple[int, ...], ...] = ()
    ) -> None:
        """Continue from a given state (tests, tutorials, positions typed in by hand)."""
        if setup.config != state.config:
            raise ValueError("the setup and the state have different configurations")
        self.save_path = new_game_path()
        self._begin(setup, state, history)

    def has_autosave(self) -> bool:
        """Whether an unfinished game was left (in any slot)."""
        return bool(slot_paths())

    def resume_autosave(self) -> bool:
        """Resume the autosaved game; False (and ``refused``) if there is none or it is bad."""
        slots = slot_paths()
        return bool(slots) and self.load(slots[0])

    def load(self, path: str | Path) -> bool:
        """Open a saved game. A damaged or too new file is reported through ``refused``;
        the current game and the file stay as they were."""
        try:
            session = read(path)
        except StorageError as err:
            self.refused.emit(storage_error_text(err))
            return False
        self.save_path = Path(path) if is_slot(path) else new_game_path()
        self._begin(session.setup, session.state, session.history)
        return True

    def save(self, path: str | Path) -> bool:
        """Save the game under ``path`` (atomically); False and ``refused`` on failure."""
        if self._state is None or self._setup is None:
            self._refuse(AppReason.NO_GAME)
            return False
        try:
            written = write(path, self._session())
        except StorageError as err:
            self.refused.emit(storage_error_text(err))
            return False
        self.saved.emit(str(written))
        return True

    def shutdown(self) -> None:
        """Drop pending bot answers and wait for the worker threads (call before quitting)."""
        self._token += 1
        self._runner.wait()

    # -- the published view ---------------------------------------------------------------------
    def publish(self) -> TurnView | None:
        """Build the TurnView of the current state, draft and viewer once, and emit it through
        ``state_changed`` (nothing without a game)."""
        state = self._state
        if state is None:
            self._published = None
            return None
        facts = TurnFacts(
            active_seat=self._active,
            can_undo=self._turn.can_undo(),
            can_redo=self._turn.can_redo(),
            can_end_at_table=self.can_end_at_table(),
            table_round=self.needs_table_round(),
        )
        view = build_turn_view(
            state, self._setup, self._turn.current, self.view(), self.viewer, facts
        )
        if self.viewer.roundabout_mode and not view.controls.can_roundabout:
            self.viewer.roundabout_mode = False
        self._published = view
        self.state_changed.emit(view)
        return view

    @property
    def turn_view(self) -> TurnView | None:
        """The last TurnView published (None before the first game)."""
        return self._published

    def reset_viewer(self, highlight_legal: bool = True) -> None:
        """A new game on screen: no cursor, the seat to play shown, highlights as set."""
        self.viewer = ViewerState(highlight_legal=highlight_legal)

    # -- queries --------------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def setup(self) -> GameSetup | None:
        return self._setup

    @property
    def active_seat(self) -> int:
        """The human seat whose turn it is, or -1 (bots thinking, game over, no game)."""
        return self._active

    @property
    def draft(self) -> TurnDraft:
        return self._turn.current

    @property
    def bots_thinking(self) -> bool:
        return self._runner.is_busy()

    @property
    def hint_pending(self) -> bool:
        """A hint is being prepared in a worker thread."""
        return self._runner.is_busy("hint")

    @property
    def worker_thread_idents(self) -> list[int]:
        """Threads bot work ran in (diagnostics: never the GUI thread)."""
        return list(self._runner.thread_idents)

    def view(self, seat: int | None = None) -> SeatView:
        """What ``seat`` (default: the active or last human seat) may see: every sheet as at the
        start of the round, its own move only once submitted."""
        state = self._require_state()
        seat = seat if seat is not None else (self._active if self._active >= 0 else self._viewer)
        cached = self._view_cache
        if cached is not None and cached[0] is state and cached[1] == seat:
            return cached[2]
        view = engine.view_for(state, seat)
        self._view_cache = (state, seat, view)
        return view

    def preview_sheet(self) -> Sheet:
        """The active seat's sheet with its draft written (else the viewer's current sheet)."""
        if self._turn_error() is not None:
            return self.view().current
        return steps.preview_sheet(self._turn.current, self.view())

    def live_scores(self) -> tuple[Score, ...]:
        """Score breakdown per seat now: the active seat's with its draft, others' as at the
        start of the round (hot-seat privacy)."""
        view = self.view()
        sheets = list(view.sheets)
        sheets[view.seat] = self.preview_sheet()
        state = self._state
        if state is not None and state.config.table:
            return state.table_scores(sheets)  # temps: the table's result, once entered
        theme = engine.THEMES.get(view.sheet_id) if view.sheet_id != "base" else None
        return score_all(sheets, solo=view.mode is Mode.SOLO, theme=theme)

    def temps_provisional(self) -> bool:
        """Score pad: the temp points shown may still change (see ``enter_table_temps``)."""
        state = self._state
        if state is None or not state.config.table:
            return False
        if state.table_temps is not None and state.table_temps.final:
            return False
        return state.temps_provisional() or self.preview_sheet().temps > 0

    def needs_table_temps(self) -> bool:
        """Score pad, game over, temps hired: the table's final temp result is still wanted."""
        state = self._state
        return state is not None and state.over and state.temps_provisional()

    def enter_table_temps(self, rank: int = 0, others: tuple[int, ...] = ()) -> str | None:
        """Score pad: the table's temp result — this sheet's place (1..3, 4 = lower) or the
        other players' counts. Provisional during the game, final after its end."""
        state = self._state
        if state is None:
            return self._refuse(AppReason.NO_GAME)
        try:
            new = engine.set_table_temps(state, engine.TableTemps(rank, tuple(others)))
        except IllegalMove as err:
            return self._refuse(err.reason.value)
        self._state = new
        if new.over and self._history:
            self._history[-1] = tuple(s.total for s in new.scores())
        self._autosave()
        self.publish()
        return None

    def legal_houses(self, combo: int, shift: int = 0) -> frozenset[tuple[int, int]]:
        """Houses where combination ``combo`` with ``shift`` may go (drag highlights)."""
        if self._turn_error() is not None:
            return frozenset()
        return steps.legal_houses(self._turn.current, self.view(), combo, shift)

    def placement_reason(self, combo: int, shift: int, street: int, house: int) -> str | None:
        """Why that combination cannot be written in that house now (a reason id), or None."""
        error = self._turn_error()
        if error is not None:
            return error
        return draft_edits.placement_reason(
            self._turn.current, self.view(), combo, shift, street, house
        )

    def roundabout_targets(self) -> list[tuple[int, int]]:
        """Houses where a roundabout may be drawn now (advanced variant; else empty)."""
        if self._turn_error() is not None:
            return []
        return steps.roundabout_targets(self._turn.current, self.view())

    def effect_targets(self) -> list[Any]:
        """Targets of the pending effect (see ``draft.effect_targets``)."""
        if self._turn_error() is not None:
            return []
        return steps.effect_targets(self._turn.current, self.view())

    def must_refuse(self) -> bool:
        """True when the permit refusal is the only move: offer it alone."""
        return self._turn_error() is None and steps.must_refuse(self.view())

    def can_refuse(self) -> bool:
        """True when a refusal is allowed: no number fits (advanced variant: a roundabout may
        still make room, so the refusal is offered beside the roundabout)."""
        return self._turn_error() is None and steps.can_refuse(self.view())

    def claim_choices(self) -> list[Any]:
        """``[(plan_index, [estates, ...]), ...]`` for plans met with several estate choices."""
        if self._turn_error() is not None:
            return []
        return steps.claim_choices(self._turn.current, self.view())

    def met_plans(self) -> tuple[int, ...]:
        if self._turn_error() is not None:
            return ()
        return steps.met_plans(self._turn.current, self.view())

    def reshuffle_question(self) -> bool:
        """Whether to ask the seat if it wants the reshuffle (first plan achieved, standard)."""
        return self._turn_error() is None and steps.reshuffle_question(
            self._turn.current, self.view()
        )

    def score_history(self) -> list[tuple[int, ...]]:
        """Each seat's running total after every resolved round (for the end-screen chart)."""
        return list(self._history)

    def final_scores(self) -> tuple[Score, ...]:
        return self._require_state().scores()

    def ranking(self) -> tuple[int, ...]:
        return self._require_state().ranking()

    def can_undo(self) -> bool:
        return self._turn.can_undo()

    def can_redo(self) -> bool:
        return self._turn.can_redo()

    def undo_text(self) -> str:
        """Translated menu label for Undo, naming the step ("Undo writing the number")."""
        return undo_label(self._turn.undo_step())

    def redo_text(self) -> str:
        return redo_label(self._turn.redo_step())

    def needs_table_round(self) -> bool:
        """Score pad: the cards drawn at the table must be entered before this turn."""
        state = self._state
        return bool(state and state.config.table and not state.over and not state.offers[0])

    # -- actions --------------------------------------------------------------------------------
    def select_combo(self, index: int) -> str | None:
        return self._step(lambda d, v: steps.select_combo(d, v, index))

    def set_shift(self, shift: int) -> str | None:
        """Temp agency shift; after the number is written it is written again, shifted."""
        return self._step(lambda d, v: draft_edits.change_shift(d, v, shift))

    def change_combo(self, index: int) -> str | None:
        """Another combination, keeping the house already chosen (hand modes: another card
        gives the effect after the number is written)."""
        return self._step(lambda d, v: draft_edits.change_combo(d, v, index))

    def play_move(self, move: Move) -> str | None:
        """Write a whole move (a suggestion) as one undoable step, ready to confirm."""
        return self._step(lambda d, v: draft_edits.draft_for_move(v, move))

    def place_roundabout(self, street: int, house: int) -> str | None:
        return self._step(lambda d, v: steps.place_roundabout(d, v, street, house))

    def place_number(self, street: int, house: int) -> str | None:
        return self._step(lambda d, v: steps.place_number(d, v, street, house))

    def choose_truck(self, truck: int) -> str | None:
        """Ice-cream sheet: the bottom truck starts at the left (0) or right (1) end."""
        return self._step(lambda d, v: steps.choose_truck(d, v, truck))

    def choose_effect_target(self, target: Any) -> str | None:
        return self._step(lambda d, v: steps.choose_effect_target(d, v, target))

    def skip_effect(self) -> str | None:
        return self._step(lambda d, v: steps.skip_effect(d))

    def refuse(self) -> str | None:
        return self._step(steps.refuse)

    def choose_claim(self, plan_index: int, estates: Any) -> str | None:
        return self._step(lambda d, v: steps.choose_claim(d, v, plan_index, tuple(estates)))

    def answer_reshuffle(self, answer: bool) -> str | None:
        return self._step(lambda d, v: steps.answer_reshuffle(d, v, answer))

    def undo(self) -> str | None:
        """Step back inside the turn (nothing before the last confirmation)."""
        if not self._turn.undo():
            return self._refuse(AppReason.NOTHING_TO_UNDO)
        self.publish()
        return None

    def redo(self) -> str | None:
        if not self._turn.redo():
            return self._refuse(AppReason.NOTHING_TO_REDO)
        self.publish()
        return None

    def confirm_turn(self) -> str | None:
        """Submit the draft to the engine: final, no undo past this point."""
        error = self._turn_error()
        if error is not None:
            return self._refuse(error)
        if self._turn.current.needs != "confirm":
            return self._refuse(AppReason.NOT_READY)
        state = self._require_state()
        try:
            new = engine.submit(state, self._active, self._turn.current.to_move())
        except IllegalMove as err:
            return self._refuse(err.reason.value)
        except Exception:  # an engine bug: keep the (immutable) state and the draft
            _log.exception("the engine failed on a confirmed turn")
            return self._refuse(AppReason.INTERNAL_ERROR)
        self._commit(state, new)
        return None

    def request_suggestion(self) -> str | None:
        """Ask for a hint for the active seat; ``suggestion_ready(move)`` answers later."""
        error = self._turn_error()
        if error is not None:
            return self._refuse(error)
        if self._runner.is_busy("hint"):
            return self._refuse(AppReason.HINT_BUSY)
        self._hint_for = (self._token, self._active)
        self._runner.start_suggestion(self._token, self.view())
        return None

    def enter_table_round(self, combos: Any, approved: Any = None, taken: Any = None) -> str | None:
        """Score pad: the three (number, Effect) combinations drawn at the table this round, and
        which plans other players have already achieved (None: unchanged) and, on the
        ice-cream sheet, which street bonuses they have taken (None: unchanged). May be entered
        again to correct a typo until the turn is confirmed (the draft starts over)."""
        state, error = self._score_pad_state()
        if state is None:
            return self._refuse(error)
        try:
            cards = [(int(number), engine.Effect(effect)) for number, effect in combos]
            flags = None if approved is None else [bool(a) for a in approved]
            prizes = None if taken is None else [bool(t) for t in taken]
        except (TypeError, ValueError):
            return self._refuse(AppReason.BAD_TABLE_CARDS)
        try:
            new = engine.set_table_round(state, cards, flags, prizes)
        except IllegalMove as err:
            return self._refuse(err.reason.value)
        self._state = new
        self._reset_draft()
        self._autosave()
        self.publish()
        return None

    def can_end_at_table(self) -> bool:
        """Score pad: whether the game may be ended because of another player at the table."""
        state, _error = self._score_pad_state()
        return state is not None and engine.can_end_table_game(state)

    def end_table_game(self) -> str | None:
        """Score pad: another player at the table ended the game after the last round played
        here; this sheet is scored as it stands. Any draft of the next turn is dropped."""
        state, error = self._score_pad_state()
        if state is None:
            return self._refuse(error)
        try:
            new = engine.end_table_game(state)
        except IllegalMove as err:
            return self._refuse(err.reason.value)
        self._token += 1  # a hint being prepared for the dropped turn is not wanted any more
        self._state = new
        self._reset_draft()
        self._active = -1
        self.publish()
        self._announce_over()
        return None

    # -- internals ------------------------------------------------------------------------------
    def _score_pad_state(self) -> tuple[GameState | None, str]:
        """The state of a score-pad game, or None and why there is none."""
        if self._setup is None or self._state is None:
            return None, AppReason.NO_GAME
        if not self._setup.score_pad:
            return None, AppReason.NOT_SCORE_PAD
        return self._state, ""

    def _require_state(self) -> GameState:
        if self._state is None:
            raise RuntimeError("no game in progress")
        return self._state

    def _refuse(self, reason: str) -> str:
        self.refused.emit(refusal_text(reason))
        return reason

    def _turn_error(self) -> str | None:
        """Why no human action is possible now, or None."""
        state = self._state
        if state is None:
            return AppReason.NO_GAME
        if state.over:
            return engine.Reason.GAME_OVER.value
        if self._active < 0:
            return AppReason.NOT_YOUR_TURN
        if self.needs_table_round():
            return AppReason.ENTER_TABLE_CARDS
        return None

    def _step(self, step: Step) -> str | None:
        error = self._turn_error()
        if error is not None:
            return self._refuse(error)
        try:
            new = step(self._turn.current, self.view())
        except IllegalMove as err:
            return self._refuse(err.reason.value)
        except DraftError as err:
            return self._refuse(err.reason)
        except Exception:  # an engine bug: the draft stays as it was
            _log.exception("the engine failed on a turn step")
            return self._refuse(AppReason.INTERNAL_ERROR)
        self._turn.push(new)
        self.publish()
        return None

    def _session(self) -> Session:
        assert self._state is not None and self._setup is not None
        return Session(self._state, self._setup, tuple(self._history))

    def _begin(
        self, setup: GameSetup, state: GameState, history: tuple[tuple[int, ...], ...]
    ) -> None:
        self._token += 1
        self._setup, self._state = setup, state
        if len(history) != len(state.log) or any(len(row) != state.seats for row in history):
            history = replay_history(state)  # a save without (or with a damaged) history
        self._history = list(history)
        self._active, self._viewer = -1, (setup.human_seats or (0,))[0]
        self._over_announced = False
        self._make_bots()
        self._start_round()
        self.publish()
        self._announce_over(finished_now=False)

    def _make_bots(self) -> None:
        assert self._setup is not None and self._state is not None
        self._bots, self.bot_fallbacks = {}, {}
        seed = self._state.config.seed
        for seat in self._setup.bot_seats:
            kind = self._setup.seats[seat].kind
            try:
                self._bots[seat] = make_bot(kind, seed * 16 + seat)
            except ValueError:
                self._bots[seat] = make_bot("random", seed * 16 + seat)
                self.bot_fallbacks[seat] = kind

    def _reset_draft(self) -> None:
        self._turn.reset()
        self._hint_for = None

    def _start_round(self) -> None:
        """Start (or resume) the round: bots begin thinking, the first human seat plays."""
        state = self._require_state()
        self._token += 1
        self._reset_draft()
        if state.over:
            self._active = -1
            return
        jobs = {
            seat: (bot, engine.view_for(state, seat))
            for seat, bot in self._bots.items()
            if state.pending[seat] is None
        }
        if jobs:
            self._runner.start_moves(self._token, jobs)
        self._next_human()

    def _next_human(self) -> None:
        state = self._require_state()
        assert self._setup is not None
        self._reset_draft()
        humans = self._setup.human_seats
        waiting = [s for s in humans if state.pending[s] is None]
        seat = waiting[0] if waiting else -1
        changed = seat != self._active
        self._active = seat
        if seat >= 0:
            self._viewer = seat
            if changed and len(humans) > 1:
                self.seat_changed.emit(seat)

    def _commit(self, old: GameState, new: GameState) -> None:
        """Take a state after a submission: next seat, or the round's resolution."""
        self._state = new
        if new.over or new.round != old.round:
            self._after_round(old)
            return
        self._autosave()
        self._next_human()
        self.publish()

    def _after_round(self, old: GameState) -> None:
        state = self._require_state()
        self._history.append(tuple(score.total for score in state.scores()))
        last = state.log[-1] if state.log else ()
        for seat in sorted(self._bots):
            if seat < len(last):
                self.bot_moved.emit(seat, last[seat])
        self._autosave()
        self.round_resolved.emit(old.round)
        self._start_round()
        self.publish()
        self._announce_over()

    def _announce_over(self, finished_now: bool = True) -> None:
        """Emit ``game_over`` once; a game finished by play leaves nothing to resume."""
        state = self._state
        if state is not None and state.over and not self._over_announced:
            self._over_announced = True
            self._active = -1
            if finished_now and self.autosave_enabled:
                remove_slot(self.save_path)
            self.game_over.emit()

    def _autosave(self) -> None:
        if not self.autosave_enabled or self._state is None or self._state.over:
            return
        try:
            self.save_path = self.save_path or new_game_path()
            write(self.save_path, self._session())
        except StorageError as err:
            self.refused.emit(storage_error_text(err))

    def _on_bot_moves(self, token: int, moves: dict[int, Move]) -> None:
        if token != self._token or self._state is None:
            return
        old = state = self._state
        try:
            state = self._submit_bot_moves(state, moves)
        except Exception:  # an engine bug: report it, keep the state as it was
            _log.exception("the engine failed on a computer player's move")
            self._refuse(AppReason.INTERNAL_ERROR)
            return
        self._state = state
        if state.over or state.round != old.round:
            self._after_round(old)
        else:
            self.publish()

    def _submit_bot_moves(self, state: GameState, moves: dict[int, Move]) -> GameState:
        old = state
        for seat in sorted(moves):
            if state.round != old.round or state.pending[seat] is not None:
                continue
            try:
                state = engine.submit(state, seat, moves[seat])
            except IllegalMove:
                view = engine.view_for(state, seat)
                state = engine.submit(state, seat, fallback_move(view))
        return state

    def _on_suggestion(self, token: int, suggestion: object) -> None:
        if self._hint_for == (token, self._active) and token == self._token:
            self._hint_for = None
            self.suggestion_ready.emit(suggestion)
