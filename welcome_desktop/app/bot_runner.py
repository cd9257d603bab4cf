"""Computer players think off the GUI thread: a worker thread per request, results queued back."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class BotRunner(QObject):
    """Runs bots (and hints) in a worker thread so the window never freezes.

    ``moves_ready(token, moves)`` delivers ``{seat: Move}`` on the GUI thread; ``token`` lets the
    controller drop answers for a game or round that has moved on.
    """

    moves_ready = Signal(int, object)
    suggestion_ready = Signal(int, object)
    busy_changed = Signal(bool)

    def start_moves(self, token: int, jobs: object) -> None:
        """Ask the bots of ``jobs`` (``{seat: (bot, view)}``) for their moves."""
        raise NotImplementedError

    def start_suggestion(self, token: int, view: object) -> None:
        raise NotImplementedError

    def is_busy(self) -> bool:
        raise NotImplementedError

    def wait(self) -> None:
        """Block until every worker has finished (shutdown, tests)."""
        raise NotImplementedError
