"""What every table game's replay page shares: the steps of a finished game (the deal, then one
per turn), the step shown and its clamping, the step controls and the score chart's cursor kept
in step, and a game of the history opened to replay (a record that cannot be read back is
reported, and the page stays as it was). The game's page builds its body (``replay_body``),
loads a game's steps (``open``) and draws one (``draw``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.history_notices import reported
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.persistence.game_records import RecordedGames
from welcome_desktop.persistence.save_errors import SaveError

from .charts import Chart
from .history_widgets import BackPage
from .replay_controls import StepControls


class TurnReplayPage(BackPage):
    """``open(names, finished state)`` (or ``open_recorded(game id)``) then ``go(step)``;
    ``back`` leaves the page; ``notice`` a translated message for the status bar."""

    notice = Signal(str)
    controls: StepControls
    chart: Chart

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steps: Sequence[object] = ()
        self.step = 0

    # -- what the game's page tells --------------------------------------------------------------
    def open(self, names: Sequence[str], final: Any) -> bool:
        """Load a finished game; False if its moves do not replay (nothing changes then)."""
        raise NotImplementedError

    def draw(self, step: int) -> None:
        """Show the game after ``step`` turns (the controls and the chart are kept in step)."""
        raise NotImplementedError

    def history(self) -> RecordedGames[Any] | None:
        """The game's history, opened (None: it cannot be)."""
        raise NotImplementedError

    def damaged_text(self) -> str:
        """What the status bar says of a record that cannot be replayed, translated."""
        raise NotImplementedError

    # -- shared ----------------------------------------------------------------------------------
    @property
    def last_step(self) -> int:
        return max(0, len(self.steps) - 1)

    def loaded(self) -> None:
        """A game was just loaded: the controls span it and it is shown as it ended, to be
        stepped back through."""
        self.controls.set_last(self.last_step)
        self.step = -1
        self.go(self.last_step)

    def go(self, step: int) -> None:
        """Show the game after ``step`` turns (0: as dealt, before the first turn)."""
        if not self.steps:
            return
        step = max(0, min(self.last_step, int(step)))
        if step == self.step:
            return
        self.step = step
        self.draw(step)
        self.controls.show_step(step, self.last_step)
        self.chart.set_cursor(float(step))

    def open_recorded(self, game_id: int) -> bool:
        """Load a game of the history; False (and a ``notice``) if it cannot be read back."""
        history = reported(self.history(), self.notice.emit)
        if history is None:
            return False
        try:
            found = with_db(history, lambda db: (db.game(game_id), db.load_game(game_id)))
        except (SaveError, sqlite3.Error):
            found = None
        record, state = found or (None, None)
        names = [s.name for s in record.seats] if record is not None else []
        if record is None or state is None or not self.open(names, state):
            self.notice.emit(self.damaged_text())
            return False
        return True
