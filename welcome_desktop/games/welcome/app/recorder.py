"""Puts every finished game into the history database and finds the personal bests it set."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.history_notices import recorded_with, reported

from ..persistence.history import History, open_history
from ..persistence.stats import personal_bests
from .controller import GameController


class GameRecorder(QObject):
    """Listens to the controller's ``game_over``; ``recorded`` carries the personal bests
    [(name, new best, previous best)] of the game just stored (empty if none)."""

    recorded = Signal(int, list)  # game id, personal bests
    notice = Signal(str)  # a translated message about the history file

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        *,
        code_of: Callable[[object], str] | None = None,
        path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.code_of = code_of
        self.path = path
        self.last_id: int | None = None
        controller.game_over.connect(self.record_current)

    def open(self) -> History | None:
        return reported(open_history(self.path), self.notice.emit)

    def record_current(self) -> int | None:
        """Store the controller's finished game (once); the new row's id or None."""
        c = self.controller
        state, setup = c.state, c.setup
        if state is None or setup is None or not state.over or not c.autosave_enabled:
            return None
        code = self.code_of(setup) if self.code_of is not None else ""

        def write(history: History) -> tuple[int | None, list[tuple[str, int, int | None]]]:
            game_id = history.record(
                state,
                [(s.name, s.kind) for s in setup.seats],
                c.ranking(),
                c.score_history(),
                score_pad=setup.score_pad,
                code=code,
                extra={"setup": setup.to_json(), "history": [list(r) for r in c.score_history()]},
            )
            latest = history.game(game_id) if game_id is not None else None
            if latest is None:
                return game_id, []
            records = history.games(mode=latest.mode)
            return game_id, [b for b in personal_bests(records, latest) if b[2] is not None]

        game_id, bests = recorded_with(self.open(), write, self.notice.emit) or (None, [])
        self.last_id = game_id
        if game_id is not None:
            self.recorded.emit(game_id, bests)
        return game_id
