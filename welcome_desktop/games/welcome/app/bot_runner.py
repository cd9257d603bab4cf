"""Computer players think off the GUI thread: a worker thread per request, results queued back."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from ..bots import Bot, make_bot
from ..engine import Move, SeatView, apply_move, random_move


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


def fallback_move(view: SeatView) -> Move:
    """A random legal move, for a bot that failed or answered with an illegal move."""
    rng = random.Random(view.round * 131 + view.seat)
    return random_move(view.sheet, view.combos, rng, advanced=view.advanced)


def safe_choice(bot: Bot, view: SeatView) -> Move:
    """The bot's move, checked by the engine; a random legal move if the bot fails."""
    try:
        move = bot.choose(view)
        apply_move(view.sheet, move, view.combos, advanced=view.advanced)
        return move
    except Exception:
        return fallback_move(view)


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A hint: the move, and why (``(reason id, args)`` pairs from ``bots.hints``, first the
    main one; ``i18n.catalog.hint_text`` translates them)."""

    move: Move
    reasons: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def reason(self) -> str:
        """The main reason id ("" when none)."""
        return self.reasons[0][0] if self.reasons else ""

    @property
    def args(self) -> tuple[str, ...]:
        return self.reasons[0][1] if self.reasons else ()


def suggest_move(view: SeatView) -> Suggestion:
    """A hint for a human seat: the Hard bot's move with its reasons (bots.hints), or a Medium
    (else random) bot's move without reasons if the hints cannot be had."""
    try:
        from ..bots import hints

        move, reasons = hints.suggest(view, view.round)
        apply_move(view.sheet, move, view.combos, advanced=view.advanced)
        return Suggestion(move, tuple((str(r), tuple(str(a) for a in args)) for r, args in reasons))
    except Exception:  # no hints module, or a failing one: a plainer hint is better than none
        pass
    for level in ("medium", "random"):
        try:
            return Suggestion(safe_choice(make_bot(level, view.round), view))
        except ValueError:
            continue
    raise AssertionError("the random bot is always registered")


class BotRunner(QObject):
    """Runs bots (and hints) in worker threads so the window never freezes.

    ``moves_ready(token, moves)`` delivers ``{seat: Move}`` on the GUI thread; ``token`` lets the
    controller drop answers for a game or round that has moved on. ``thread_idents`` records
    the worker threads used (tests check they are not the GUI thread).
    """

    moves_ready = Signal(int, object)
    suggestion_ready = Signal(int, object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._workers: dict[_Worker, tuple[str, int]] = {}
        self.thread_idents: list[int] = []
        app = QCoreApplication.instance()
        if app is not None:  # never let Qt destroy a thread that still runs
            app.aboutToQuit.connect(self.wait)

    def start_moves(self, token: int, jobs: dict[int, tuple[Bot, SeatView]]) -> None:
        """Ask the bots of ``jobs`` (``{seat: (bot, view)}``) for their moves."""

        def think() -> dict[int, Move]:
            return {seat: safe_choice(bot, view) for seat, (bot, view) in jobs.items()}

        self._start("moves", token, think)

    def start_suggestion(self, token: int, view: SeatView) -> None:
        self._start("hint", token, lambda: suggest_move(view))

    def is_busy(self, kind: str = "moves") -> bool:
        return any(k == kind for k, _ in self._workers.values())

    def wait(self) -> None:
        """Block until every worker has finished (shutdown, tests)."""
        for worker in list(self._workers):
            worker.wait()

    def _start(self, kind: str, token: int, job: Callable[[], Any]) -> None:
        was_busy = self.is_busy()
        worker = _Worker(job, self)
        self._workers[worker] = (kind, token)
        worker.done.connect(self._on_done)
        worker.start()
        if kind == "moves" and not was_busy:
            self.busy_changed.emit(True)

    def _on_done(self, worker: _Worker, result: Any) -> None:
        kind, token = self._workers.pop(worker, ("", 0))
        worker.wait()
        if worker.ident is not None:
            self.thread_idents.append(worker.ident)
        worker.deleteLater()
        if kind == "moves":
            if not self.is_busy():
                self.busy_changed.emit(False)
            if not isinstance(result, Exception):
                self.moves_ready.emit(token, result)
        elif kind == "hint" and not isinstance(result, Exception):
            self.suggestion_ready.emit(token, result)
