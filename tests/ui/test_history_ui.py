"""Finished games land in the history database; personal bests are announced on the end screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from welcome_desktop.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.persistence.history import History, history_path
from welcome_desktop.ui.window import MainWindow

from .ui_helpers import play_turn


def finish_by_hand(window: MainWindow, qtbot, level: str = "easy") -> None:
    """Every human turn played through the window until the end screen shows."""
    c = window.controller
    turns = 0
    while not c.state.over:
        qtbot.waitUntil(lambda: c.active_seat >= 0 or c.state.over, timeout=20000)
        if c.state.over:
            break
        if window.pages.currentWidget() is window.pass_page:
            window.reveal_board()
        play_turn(window, level)
        turns += 1
        assert turns < 400
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_screen, timeout=5000)


def test_a_finished_solo_and_a_three_seat_game_are_in_the_history(
    window: MainWindow, qtbot
) -> None:
    window.start_game(solo_setup("Sam", seed=5))
    finish_by_hand(window, qtbot)
    solo_total = window.controller.state.scores()[0].total
    setup = hotseat_setup([SeatSetup("Sam"), SeatSetup("Robo", "medium"), SeatSetup("Ann")], seed=8)
    window.start_game(setup)
    finish_by_hand(window, qtbot)
    c = window.controller
    with History(history_path()) as db:
        three, solo = db.games()  # newest first
    assert solo.mode == "solo" and [(s.name, s.kind, s.total) for s in solo.seats] == [
        ("Sam", "human", solo_total)
    ]
    assert three.config == setup.config and three.config.seats == 3
    assert [(s.name, s.kind) for s in three.seats] == [
        ("Sam", "human"),
        ("Robo", "medium"),
        ("Ann", "human"),
    ]
    assert [s.total for s in three.seats] == [s.total for s in c.state.scores()]
    assert [s.rank for s in three.seats] == list(c.ranking())
    assert [list(s.totals) for s in three.seats] == [
        [row[i] for row in c.score_history()] for i in range(3)
    ]
    # opening the same finished game again does not store it twice
    window.controller.play_from(setup, c.state, tuple(c.score_history()))
    with History(history_path()) as db:
        assert db.count() == 2


def test_beating_ones_best_is_announced_on_the_end_screen(window: MainWindow, qtbot) -> None:
    # a first, poor game of Sam's: the computer's easy level plays it
    window.start_game(solo_setup("Sam", seed=21))
    finish_by_hand(window, qtbot, level="easy")
    first = window.controller.state.scores()[0].total
    assert not window.end_screen.best.isVisible()  # a first game sets no record to beat
    window.start_game(solo_setup("Sam", seed=22))
    finish_by_hand(window, qtbot, level="hard")
    second = window.controller.state.scores()[0].total
    assert second > first  # the seeds are chosen so: the hard level's play is better
    best = window.end_screen.best
    assert best.isVisible()
    assert best.text() == f"New personal best for Sam: {second} points (before: {first})"
    assert best.textFormat() == Qt.TextFormat.PlainText  # a name is shown as typed
