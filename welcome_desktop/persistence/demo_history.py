"""A throw-away history of computer-played games, for the demo screens of the games that keep
a history of their own (``--screen history``): the app's files are pointed at a new temporary
folder for this process (never the player's own data) and the games recorded there, a day
apart. Pure Python, no Qt."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from . import paths

#: When the first demo game ends; the others follow a day apart.
FIRST_FINISH = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)


class DemoHistory(Protocol):
    def record(
        self, state: Any, seats: Sequence[tuple[str, str]], *, finished_at: datetime
    ) -> Any: ...


def fill_demo_history(
    prefix: str,
    open_history: Callable[[], AbstractContextManager[DemoHistory]],
    play: Callable[[int], tuple[Any, Sequence[tuple[str, str]]]],
    seed: int,
    games: int,
) -> None:
    """Use a scratch home (``prefix``: its folder's name) and record ``games`` games there:
    ``play(seed + n)`` gives the finished state and its seats (name, kind)."""
    paths.use_scratch_home(prefix)
    with open_history() as db:
        for n in range(games):
            state, seats = play(seed + n)
            db.record(state, seats, finished_at=FIRST_FINISH + timedelta(days=n))
