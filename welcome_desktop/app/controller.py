"""The one mutator of a game: turns UI actions into engine moves, runs bots, autosaves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import GameState, Score, SeatView
from .draft import TurnDraft
from .setup import GameSetup


class GameController(QObject):
    """Owns the GameState, the active human seat's TurnDraft and its in-turn undo history.

    Actions return None on success, or a reason id (str) after emitting ``refused`` with the
    translated text. The UI redraws on ``state_changed`` from ``view()`` / ``draft``.
    """

    state_changed = Signal()
    refused = Signal(str)
    seat_changed = Signal(int)  # the next human seat must play: "pass the device" screen
    round_resolved = Signal(int)  # the round number that just resolved
    game_over = Signal()
    bot_busy = Signal(bool)
    bot_moved = Signal(int, object)  # (seat, engine Move) after the round resolves
    suggestion_ready = Signal(object)  # an engine Move for the active seat
    saved = Signal(str)  # path written (autosave or named save)

    # -- games ----------------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        raise NotImplementedError

    def has_autosave(self) -> bool:
        raise NotImplementedError

    def resume_autosave(self) -> bool:
        raise NotImplementedError

    def load(self, path: str | Path) -> bool:
        raise NotImplementedError

    def save(self, path: str | Path) -> bool:
        raise NotImplementedError

    def shutdown(self) -> None:
        """Wait for bot workers (call before the app quits)."""
        raise NotImplementedError

    # -- queries --------------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        raise NotImplementedError

    @property
    def setup(self) -> GameSetup | None:
        raise NotImplementedError

    @property
    def active_seat(self) -> int:
        """The human seat whose turn it is, or -1 (bots thinking, game over, no game)."""
        raise NotImplementedError

    @property
    def draft(self) -> TurnDraft:
        raise NotImplementedError

    def view(self, seat: int | None = None) -> SeatView:
        raise NotImplementedError

    def preview_sheet(self) -> Any:
        raise NotImplementedError

    def live_scores(self) -> tuple[Score, ...]:
        raise NotImplementedError

    def legal_houses(self, combo: int, shift: int = 0) -> frozenset[tuple[int, int]]:
        raise NotImplementedError

    def effect_targets(self) -> list[Any]:
        raise NotImplementedError

    def must_refuse(self) -> bool:
        raise NotImplementedError

    def claim_choices(self) -> list[Any]:
        raise NotImplementedError

    def reshuffle_question(self) -> bool:
        raise NotImplementedError

    def score_history(self) -> list[tuple[int, ...]]:
        raise NotImplementedError

    def final_scores(self) -> tuple[Score, ...]:
        raise NotImplementedError

    def ranking(self) -> tuple[int, ...]:
        raise NotImplementedError

    def can_undo(self) -> bool:
        raise NotImplementedError

    def can_redo(self) -> bool:
        raise NotImplementedError

    # -- actions --------------------------------------------------------------------------------
    def select_combo(self, index: int) -> str | None:
        raise NotImplementedError

    def set_shift(self, shift: int) -> str | None:
        raise NotImplementedError

    def place_roundabout(self, street: int, house: int) -> str | None:
        raise NotImplementedError

    def place_number(self, street: int, house: int) -> str | None:
        raise NotImplementedError

    def choose_effect_target(self, target: Any) -> str | None:
        raise NotImplementedError

    def skip_effect(self) -> str | None:
        raise NotImplementedError

    def refuse(self) -> str | None:
        raise NotImplementedError

    def choose_claim(self, plan_index: int, estates: Any) -> str | None:
        raise NotImplementedError

    def answer_reshuffle(self, answer: bool) -> str | None:
        raise NotImplementedError

    def undo(self) -> str | None:
        raise NotImplementedError

    def redo(self) -> str | None:
        raise NotImplementedError

    def confirm_turn(self) -> str | None:
        raise NotImplementedError

    def request_suggestion(self) -> str | None:
        raise NotImplementedError

    def enter_table_round(self, combos: Any, approved: Any = (False, False, False)) -> str | None:
        """Score pad: the three (number, Effect) combinations drawn at the table this round."""
        raise NotImplementedError
