"""Puts every finished game of a game with a history of its own (Pompeji's, Balconia's) into
that history, when its controller says the game is over."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from .history_notices import recorded_with, reported


class ResultsRecorder(QObject):
    """Listens to the controller's ``game_over``: ``recorded`` carries the new row's id,
    ``notice`` a translated message about the history file (kept aside, or not written).
    ``open_history(path)`` opens the game's history (None: it cannot be opened at all); its
    ``record(state, seats)`` stores a finished game, ``seats`` being (name, kind) per seat.
    The controller has ``game_over``, ``state``, ``setup`` (whose seats have a name and a kind)
    and ``autosave_enabled`` (off: a game nobody keeps, not recorded either)."""

    recorded = Signal(int)
    notice = Signal(str)

    def __init__(
        self,
        controller: Any,
        open_history: Callable[[Path | None], Any],
        parent: QObject | None = None,
        path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self._open = open_history
        self.path = path
        self.last_id: int | None = None
        controller.game_over.connect(self.record_current)

    def open(self) -> Any:
        return reported(self._open(self.path), self.notice.emit)

    def record_current(self) -> int | None:
        """Store the controller's finished game (once: the same game again is not a new row)."""
        c = self.controller
        state, setup = c.state, c.setup
        if state is None or setup is None or not state.over or not c.autosave_enabled:
            return None
        seats = [(s.name, s.kind.value) for s in setup.seats]
        game_id = recorded_with(self.open(), lambda db: db.record(state, seats), self.notice.emit)
        self.last_id = game_id
        if game_id is not None:
            self.recorded.emit(game_id)
        return game_id
