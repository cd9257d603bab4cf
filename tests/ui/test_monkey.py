"""A seeded, bounded monkey: random clicks, drags, keys, zooms, resizes and button presses on
the real window, across solo and hot-seat games (with computer players), raise no exception
(pytest-qt fails the test on one in a slot or virtual method; the UI guards record theirs)
and never hang (a watchdog ends the run with a stack dump if one step takes over a minute).
Longer runs: benchmarks/monkey.py."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from welcome_desktop.games.welcome.ui.window import MainWindow

from .monkey_driver import Monkey, watched
from .test_resize_loop import settle

EVENTS = 250
STEP_LIMIT_SECONDS = 60


@pytest.mark.parametrize(("seed", "first"), [(1, "solo"), (2, "hot-seat"), (3, "score pad")])
def test_random_input_raises_nothing_and_never_hangs(
    make_window: Callable[..., MainWindow], seed: int, first: str
) -> None:
    window = make_window()
    monkey = Monkey(window, seed)

    faults = watched(monkey.run, EVENTS, first, STEP_LIMIT_SECONDS)
    assert faults == []
    assert monkey.events == EVENTS
    assert monkey.games >= 1 and sum(monkey.counts.values()) == EVENTS
    assert first in monkey.kinds  # each run starts in its own kind of game
    assert len(monkey.counts) >= 6  # every kind of gesture was tried
    assert monkey.rounds >= 1  # games went on, not only the start of one
    # Afterwards the window is still sound: the board view is at rest and a new game starts.
    window.front.start_game(monkey.random_setup())
    settle(window.front.board_view)
    assert window.front.controller.state is not None and not window.front.controller.state.over
