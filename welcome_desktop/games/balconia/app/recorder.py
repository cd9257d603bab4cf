"""Puts every finished Balconia game into its history (``games/balconia/history.py``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from welcome_desktop.app.results_recorder import ResultsRecorder

from ..history import open_history
from .controller import BalconiaController


class BalconiaRecorder(ResultsRecorder):
    def __init__(
        self,
        controller: BalconiaController,
        parent: QObject | None = None,
        path: Path | None = None,
    ) -> None:
        super().__init__(controller, open_history, parent, path)
