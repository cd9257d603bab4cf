"""The history features of the main window, installed in one call so window.py stays small:
recording finished games, personal bests on the end screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..app.recorder import GameRecorder

if TYPE_CHECKING:
    from .window import MainWindow


def install(window: MainWindow) -> GameRecorder:
    """Wire the history into ``window``; returns the recorder (kept as window.recorder)."""
    recorder = GameRecorder(window.controller, window)
    recorder.recorded.connect(window.end_screen.announce_bests)
    recorder.notice.connect(window.show_status)
    return recorder
