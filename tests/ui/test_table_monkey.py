"""A seeded, bounded monkey on the table games (Pompeji, Balconia): random clicks, drags (some
cancelled by Escape, some never released), keys, Ctrl+Enter and Ctrl+Z, resizes, the buttons of
the page shown and keyboard turns, across solo and hot-seat games with computer players, raise
no exception (pytest-qt fails the test on one in a slot or virtual method; the UI guards record
theirs), never hang (a watchdog ends the run with a stack dump if one step takes over a minute)
and play the games on. Longer runs: benchmarks/monkey.py --game pompeji|balconia."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.window_driving import show_at
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import find_game
from welcome_desktop.ui.shell_window import ShellWindow

from .monkey_driver import watched
from .table_monkey import TableMonkey

EVENTS = 140
STEP_LIMIT_SECONDS = 60


@pytest.mark.parametrize(
    ("game", "seed", "first"),
    [
        ("pompeji", 1, "hot-seat"),
        ("pompeji", 2, "solo"),
        ("balconia", 1, "hot-seat"),
        ("balconia", 2, "solo"),
    ],
)
def test_random_input_raises_nothing_never_hangs_and_plays_on(
    qtbot: QtBot, tmp_path: Path, game: str, seed: int, first: str
) -> None:
    settings = Settings(animation_speed="fast")
    window = ShellWindow(settings, persist_settings=False, game=find_game(game))
    show_at(qtbot, window, 1280, 800)
    monkey = TableMonkey(window, seed, tmp_path)

    try:
        faults = watched(monkey.run, EVENTS, first, STEP_LIMIT_SECONDS)
    finally:
        window.front.controller.shutdown()
    assert faults == []
    assert monkey.events == EVENTS and sum(monkey.counts.values()) >= EVENTS
    assert window.shows(monkey.front)  # the monkey stayed in its game
    assert first in monkey.kinds  # each run starts in its own kind of game
    if first == "hot-seat":
        assert monkey.passes >= 1  # the device was passed between the humans
    gestures = ("click", "drag", "key", "ctrl_key", "button", "keyboard_turn", "resize")
    assert all(monkey.counts.get(g, 0) > 0 for g in gestures), monkey.counts
    # the games went on: turns played, humans' among them, suggestions followed
    assert monkey.turns >= 8 and monkey.human_turns >= 6, (monkey.turns, monkey.human_turns)
    assert monkey.hints >= 5
    # Afterwards the window is still sound: a new game starts and a human gets to play.
    monkey.new_game("solo")
    c = monkey.front.controller
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    assert c.state is not None and not c.state.over
    assert window.pages.currentWidget() is monkey.front.board_page
