"""Pompeji's computer players think in a worker thread (as Welcome's ``app.bot_runner``): one
job per window or turn, its answer queued back to the GUI thread with the token it was asked
with, so an answer for a game or a position that has moved on is dropped."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from ..bots import Bot
from ..engine import Action, GameState, Kind, is_legal, permit_seats, random_action, view_for


def bot_action(state: GameState, bots: Sequence[Bot | None]) -> Action | None:
    """What the computer players do now: a permit declaration of a bot at the window, else the
    turn of a bot to play; None when a human plays now and no bot declares. An illegal or
    failing answer becomes a random legal action."""
    for seat in permit_seats(state):
        bot = bots[seat]
        if bot is None:
            continue
        try:
            if bot.wants_permit(view_for(state, seat)):
                return Action(Kind.PERMIT, seat)
        except Exception:  # a bot bug must not stop the game
            continue
    seat = state.current_seat
    bot = bots[seat]
    if bot is None:
        return None
    try:
        action = bot.choose(view_for(state, seat))
        if is_legal(state, action):
            return action
    except Exception:
        pass
    rng = random.Random(len(state.turns) * 131 + seat)
    action = random_action(state, rng, permit_rate=0.0, statue_rate=0.0)
    return action


class _Worker(QThread):
    done = Signal(object, object)  # (self, result)

    def __init__(self, state: GameState, bots: Sequence[Bot | None], parent: QObject) -> None:
        super().__init__(parent)
        self.state = state
        self.bots = tuple(bots)
        self.ident: int | None = None

    def run(self) -> None:
        self.ident = threading.get_ident()
        result: object
        try:
            result = bot_action(self.state, self.bots)
        except Exception as err:
            result = err
        self.done.emit(self, result)


class BotThreads(QObject):
    """``answered(token, action_or_None)`` on the GUI thread; ``thread_idents`` for tests."""

    answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._workers: dict[_Worker, int] = {}
        self.thread_idents: list[int] = []
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)

    def busy(self) -> bool:
        return bool(self._workers)

    def start(self, token: int, state: GameState, bots: Sequence[Bot | None]) -> None:
        worker = _Worker(state, bots, self)
        self._workers[worker] = token
        worker.done.connect(self._on_done)
        worker.start()

    def wait(self) -> None:
        for worker in list(self._workers):
            worker.wait()

    def _on_done(self, worker: _Worker, result: object) -> None:
        token = self._workers.pop(worker, -1)
        worker.wait()
        if worker.ident is not None:
            self.thread_idents.append(worker.ident)
        worker.deleteLater()
        if not isinstance(result, Exception):
            self.answered.emit(token, result)
