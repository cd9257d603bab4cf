"""Computer players think off the GUI thread, for every game.

``BotWorkers.start(kind, token, job)`` runs ``job`` (a plain function: a bot's decision, a
hint) in its own ``QThread``; its result comes back on the GUI thread through
``answered(kind, token, result)``. The token is the owner's count of "positions": an owner that
passes ``current`` (a function giving its token now) never hears answers asked for a position
that has moved on; an owner without it compares the token itself. A job that raises is dropped
(a bot bug must not kill the game; the games fall back on a random legal move). ``wait()``
blocks until every job has finished and runs at ``aboutToQuit`` so that Qt never destroys a
running thread. No widgets here: the app layer must not import QtWidgets or QtGui.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

_S = TypeVar("_S")
_A = TypeVar("_A")


def legal_or_none(
    state: _S, ask: Callable[[], _A], is_legal: Callable[[_S, _A], bool]
) -> _A | None:
    """``ask()``'s action if it is legal in ``state``, else None: also when asking (or checking)
    fails, since a bot bug must not stop the game (the caller falls back on a random legal
    move, or gives no hint)."""
    try:
        action = ask()
        if is_legal(state, action):
            return action
    except Exception:  # a bot bug must not stop the game
        pass
    return None


class _Worker(QThread):
    """Runs one function in its own thread and emits its result (or the exception)."""

    done = Signal(object, object)  # (self, result)

    def __init__(self, job: Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job = job
        self.ident: int | None = None

    def run(self) -> None:
        self.ident = threading.get_ident()
        try:
            result: Any = self._job()
        except Exception as err:  # a bot bug must not kill the game
            result = err
        self.done.emit(self, result)


class BotWorkers(QObject):
    """Jobs of any kind in worker threads, answered on the GUI thread.

    ``answered(kind, token, result)``: a job's result (never an exception).
    ``busy_changed(kind, busy)``: the first job of a kind starts / the last one ends (emitted
    before that last job's answer). ``thread_idents`` lists the worker threads used (tests check
    they are not the GUI thread).
    """

    answered = Signal(str, int, object)
    busy_changed = Signal(str, bool)

    def __init__(
        self, parent: QObject | None = None, current: Callable[[], int] | None = None
    ) -> None:
        super().__init__(parent)
        self._current = current
        self._workers: dict[_Worker, tuple[str, int]] = {}
        self.thread_idents: list[int] = []
        app = QCoreApplication.instance()
        if app is not None:  # never let Qt destroy a thread that still runs
            app.aboutToQuit.connect(self.wait)

    def start(self, kind: str, token: int, job: Callable[[], Any]) -> None:
        """Run ``job`` in a new worker thread; its answer carries ``kind`` and ``token``."""
        was_busy = self.is_busy(kind)
        worker = _Worker(job, self)
        self._workers[worker] = (kind, token)
        worker.done.connect(self._on_done)
        worker.start()
        if not was_busy:
            self.busy_changed.emit(kind, True)

    def is_busy(self, kind: str | None = None) -> bool:
        """Whether a job (of ``kind``, or of any kind) still runs."""
        return any(kind is None or k == kind for k, _ in self._workers.values())

    def wait(self) -> None:
        """Block until every worker has finished (shutdown, tests)."""
        for worker in list(self._workers):
            worker.wait()

    def _on_done(self, worker: _Worker, result: Any) -> None:
        kind, token = self._workers.pop(worker, ("", -1))
        worker.wait()
        if worker.ident is not None:
            self.thread_idents.append(worker.ident)
        worker.deleteLater()
        if kind and not self.is_busy(kind):
            self.busy_changed.emit(kind, False)
        if isinstance(result, Exception):
            return
        if self._current is not None and token != self._current():
            return  # asked for a position that has moved on
        self.answered.emit(kind, token, result)
