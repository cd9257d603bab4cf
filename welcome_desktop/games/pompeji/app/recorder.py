"""Puts every finished Pompeji game into its history (``games/pompeji/history.py``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.history_notices import recorded_with, reported

from ..history import PompejiHistory, open_history
from .controller import PompejiController


class PompejiRecorder(QObject):
    """Listens to the controller's ``game_over``: ``recorded`` carries the new row's id,
    ``notice`` a translated message about the history file (kept aside, or not written)."""

    recorded = Signal(int)
    notice = Signal(str)

    def __init__(
        self, controller: PompejiController, parent: QObject | None = None, path: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = path
        self.last_id: int | None = None
        controller.game_over.connect(self.record_current)

    def open(self) -> PompejiHistory | None:
        return reported(open_history(self.path), self.notice.emit)

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
