"""Autosave, resume, named saves and bad files: reported through ``refused``, never altered."""

from __future__ import annotations

import json
import random

from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.persistence.paths import autosave_path

from .app_play import play_human_turn


def test_autosave_after_a_turn_resumes_in_a_new_controller(make_controller, user_home):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Ana", seed=3))
    rng = random.Random(5)
    play_human_turn(ctrl, rng)
    play_human_turn(ctrl, rng)
    path = ctrl.save_path  # the game's own slot, under the user's data folder
    assert path is not None and path.is_file() and str(path).startswith(str(user_home))

    other = make_controller()
    assert other.has_autosave()
    assert other.resume_autosave()
    assert other.state == ctrl.state
    assert other.state.log == ctrl.state.log
    assert other.setup == ctrl.setup
    assert other.score_history() == ctrl.score_history()
    assert other.active_seat == 0
    play_human_turn(other, rng)  # and the game goes on
    assert other.state.round == 4


def test_resume_in_the_middle_of_a_hotseat_round(make_controller):
    ctrl = make_controller()
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Ben")], seed=6))
    play_human_turn(ctrl, random.Random(1))
    assert ctrl.active_seat == 1

    other = make_controller()
    changed = []
    other.seat_changed.connect(changed.append)
    assert other.resume_autosave()
    assert other.state.pending[0] is not None
    assert other.active_seat == 1 and changed == [1]
    assert other.view().sheets[0] == other.state.sheets[0]  # seat 0's move stays hidden


def test_finished_game_leaves_no_autosave(make_controller):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Ana", seed=3))
    assert ctrl.has_autosave()
    rng = random.Random(2)
    while not ctrl.state.over:
        play_human_turn(ctrl, rng)
    assert not ctrl.has_autosave()
    assert not make_controller().resume_autosave()


def test_named_save_and_open(make_controller, tmp_path):
    ctrl = make_controller()
    setup = hotseat_setup([SeatSetup("Ana"), SeatSetup("Bot", "random")], seed=12)
    ctrl.new_game(setup)
    saved = []
    ctrl.saved.connect(saved.append)
    path = tmp_path / "saves" / "my game.json"
    assert ctrl.save(path)
    assert saved == [str(path)]

    other = make_controller()
    assert other.load(path)
    assert other.state == ctrl.state
    assert other.setup.seats == setup.seats


def test_corrupt_save_is_reported_and_left_untouched(make_controller, tmp_path):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Ana", seed=3))
    before = ctrl.state
    messages = []
    ctrl.refused.connect(messages.append)
    path = tmp_path / "broken.json"
    data = b'{"format": "welcome-desktop-save", "schema_version": 1, "rounds": [[{'
    path.write_bytes(data)

    assert not ctrl.load(path)
    assert len(messages) == 1 and "broken.json" in messages[0]
    assert path.read_bytes() == data
    assert ctrl.state is before and ctrl.active_seat == 0  # the game in progress goes on


def test_too_new_save_is_refused_with_its_own_message(make_controller, tmp_path):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Ana", seed=3))
    path = tmp_path / "future.json"
    assert ctrl.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["schema_version"] = 999
    raw = json.dumps(data).encode("utf-8")
    path.write_bytes(raw)
    messages = []
    ctrl.refused.connect(messages.append)

    assert not ctrl.load(path)
    assert len(messages) == 1 and "newer" in messages[0]
    assert path.read_bytes() == raw


def test_corrupt_autosave_is_reported_on_resume(make_controller):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\x01 not a save")
    ctrl = make_controller()
    messages = []
    ctrl.refused.connect(messages.append)
    assert ctrl.has_autosave()
    assert not ctrl.resume_autosave()
    assert messages and messages[0]
    assert path.read_bytes() == b"\x00\x01 not a save"
    assert ctrl.state is None


def test_score_history_is_rebuilt_for_a_save_without_it(make_controller, qtbot, tmp_path):
    ctrl = make_controller()
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Bot", "random")], seed=7))
    rng = random.Random(8)
    for _ in range(3):
        play_human_turn(ctrl, rng)
        qtbot.waitUntil(lambda: ctrl.active_seat == 0, timeout=5000)
    path = tmp_path / "plain.json"
    assert ctrl.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"] = {}  # e.g. written by another tool: no setup, no history
    path.write_text(json.dumps(data), encoding="utf-8")

    other = make_controller()
    assert other.load(path)
    assert len(ctrl.score_history()) == 3
    assert other.score_history() == ctrl.score_history()
    assert [s.name for s in other.setup.seats] == ["Player 1", "Player 2"]


def test_opening_a_finished_save_keeps_the_autosave(make_controller, tmp_path):
    ctrl = make_controller(autosave=False)
    ctrl.new_game(solo_setup("Ana", seed=3))
    rng = random.Random(2)
    while not ctrl.state.over:
        play_human_turn(ctrl, rng)
    finished = tmp_path / "finished.json"
    assert ctrl.save(finished)

    running = make_controller()
    running.new_game(solo_setup("Ben", seed=4))
    play_human_turn(running, rng)
    over = []
    viewer = make_controller()
    viewer.game_over.connect(lambda: over.append(True))
    assert viewer.load(finished)
    assert over == [True] and viewer.state.over
    assert viewer.has_autosave()  # Ben's unfinished game can still be resumed


def test_save_and_open_failures_are_reported(make_controller, tmp_path):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Ana", seed=3))
    messages = []
    ctrl.refused.connect(messages.append)
    blocker = tmp_path / "not a folder"
    blocker.write_text("x", encoding="utf-8")
    assert not ctrl.save(blocker / "game.json")
    assert not ctrl.load(tmp_path / "missing.json")
    assert len(messages) == 2
    assert "game.json" in messages[0] and "missing.json" in messages[1]
    assert messages[0] != messages[1]
    assert blocker.read_text(encoding="utf-8") == "x"
