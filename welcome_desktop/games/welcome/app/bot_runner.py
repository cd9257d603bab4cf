"""Welcome's computer players and hints, run off the GUI thread by the shared
``app.bot_worker``: a worker thread per request, results queued back."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.bot_worker import BotWorkers

from ..bots import Bot, make_bot
from ..engine import Move, SeatView, apply_move, random_move


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
    """Runs bots (and hints) in worker threads (the shared ``app.bot_worker.BotWorkers``) so the
    window never freezes.

    ``moves_ready(token, moves)`` delivers ``{seat: Move}`` on the GUI thread; ``token`` lets the
    controller drop answers for a game or round that has moved on (with ``current``, the
    controller's token now, stale answers are not even delivered). ``thread_idents`` records
    the worker threads used (tests check they are not the GUI thread).
    """

    moves_ready = Signal(int, object)
    suggestion_ready = Signal(int, object)
    busy_changed = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, current: Callable[[], int] | None = None
    ) -> None:
        super().__init__(parent)
        self._workers = BotWorkers(self, current)
        self._workers.answered.connect(self._on_answer)
        self._workers.busy_changed.connect(self._on_busy)

    @property
    def thread_idents(self) -> list[int]:
        return self._workers.thread_idents

    def start_moves(self, token: int, jobs: dict[int, tuple[Bot, SeatView]]) -> None:
        """Ask the bots of ``jobs`` (``{seat: (bot, view)}``) for their moves."""

        def think() -> dict[int, Move]:
            return {seat: safe_choice(bot, view) for seat, (bot, view) in jobs.items()}

        self._workers.start("moves", token, think)

    def start_suggestion(self, token: int, view: SeatView) -> None:
        self._workers.start("hint", token, lambda: suggest_move(view))

    def is_busy(self, kind: str = "moves") -> bool:
        return self._workers.is_busy(kind)

    def wait(self) -> None:
        """Block until every worker has finished (shutdown, tests)."""
        self._workers.wait()

    def _on_busy(self, kind: str, busy: bool) -> None:
        if kind == "moves":
            self.busy_changed.emit(busy)

    def _on_answer(self, kind: str, token: int, result: object) -> None:
        if kind == "moves":
            self.moves_ready.emit(token, result)
        elif kind == "hint":
            self.suggestion_ready.emit(token, result)
