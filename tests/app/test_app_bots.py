"""Computer players think in a worker thread: the GUI thread keeps running meanwhile."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import QTimer

from welcome_desktop.games.welcome.app import controller as controller_module
from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import random_move

from .app_play import play_human_turn, solo_suggestion


class BlockingBot:
    """Plays a random move, but only once the test lets it (it records its thread)."""

    name = "blocking"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.threads: list[int] = []

    def choose(self, view):
        self.threads.append(threading.get_ident())
        assert self.release.wait(10)
        return random_move(view.sheet, view.combos, random.Random(1), advanced=view.advanced)


def test_bot_thinks_off_the_gui_thread(make_controller, qtbot, monkeypatch):
    bot = BlockingBot()
    monkeypatch.setattr(controller_module, "make_bot", lambda kind, seed: bot)
    ctrl = make_controller()
    busy = []
    ctrl.bot_busy.connect(busy.append)
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Bot", "easy")], seed=2))
    assert busy == [True] and ctrl.bots_thinking
    play_human_turn(ctrl, random.Random(3))
    assert ctrl.active_seat == -1  # waiting for the bot
    assert ctrl.select_combo(0) == "not_your_turn"

    # The bot is blocked, yet the GUI thread's event loop runs timers.
    fired = []
    QTimer.singleShot(20, lambda: fired.append(True))
    qtbot.waitUntil(lambda: bool(fired), timeout=5000)
    assert ctrl.state.round == 1 and ctrl.bots_thinking

    bot.release.set()
    qtbot.waitUntil(lambda: ctrl.state.round == 2, timeout=5000)
    gui = threading.get_ident()
    assert bot.threads and all(t != gui for t in bot.threads)
    assert ctrl.worker_thread_idents and gui not in ctrl.worker_thread_idents
    assert busy[:2] == [True, False]
    assert ctrl.active_seat == 0


def test_missing_bot_level_falls_back_to_random(make_controller, qtbot, monkeypatch):
    def only_random(kind, seed):
        if kind != "random":
            raise ValueError(kind)
        return make_bot(kind, seed)

    monkeypatch.setattr(controller_module, "make_bot", only_random)
    ctrl = make_controller()
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Bot", "hard")], seed=2))
    assert ctrl.bot_fallbacks == {1: "hard"}
    play_human_turn(ctrl, random.Random(3))
    qtbot.waitUntil(lambda: ctrl.state.round == 2, timeout=5000)


def test_stale_bot_answers_are_dropped_after_a_new_game(make_controller, qtbot, monkeypatch):
    bot = BlockingBot()
    monkeypatch.setattr(controller_module, "make_bot", lambda kind, seed: bot)
    ctrl = make_controller()
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Bot", "easy")], seed=2))
    play_human_turn(ctrl, random.Random(3))
    monkeypatch.setattr(controller_module, "make_bot", make_bot)
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Ben")], seed=4))
    bot.release.set()
    qtbot.waitUntil(lambda: not ctrl.bots_thinking, timeout=5000)
    qtbot.wait(20)
    assert ctrl.state.pending == (None, None) and ctrl.state.round == 1


def test_game_of_computer_players_only_runs_to_the_end(make_controller, qtbot):
    ctrl = make_controller(autosave=False)
    over = []
    ctrl.game_over.connect(lambda: over.append(True))
    ctrl.new_game(hotseat_setup([SeatSetup("A", "random"), SeatSetup("B", "random")], seed=3))
    assert ctrl.active_seat == -1
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    assert ctrl.final_scores() == ctrl.state.scores()
    assert len(ctrl.score_history()) == len(ctrl.state.log)


def test_hint_falls_back_to_a_plain_move_when_hints_fail(make_controller, qtbot, monkeypatch):
    from welcome_desktop.games.welcome.app.bot_runner import Suggestion
    from welcome_desktop.games.welcome.bots import hints

    def broken(view, seed=0):
        raise RuntimeError("hint bug")

    monkeypatch.setattr(hints, "suggest", broken)
    got = solo_suggestion(make_controller(autosave=False), qtbot)  # still a legal move
    assert isinstance(got, Suggestion) and got.reasons == () and got.reason == ""


def test_a_hint_for_a_seat_that_has_moved_on_is_dropped(make_controller, qtbot):
    ctrl = make_controller(autosave=False)
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Ben")], seed=4))
    got = []
    ctrl.suggestion_ready.connect(got.append)
    assert ctrl.request_suggestion() is None
    assert ctrl.request_suggestion() == "hint_busy"
    play_human_turn(ctrl, random.Random(1))  # Ana confirms before her hint arrives
    qtbot.waitUntil(lambda: not ctrl.hint_pending, timeout=20000)
    qtbot.wait(20)
    assert got == []
