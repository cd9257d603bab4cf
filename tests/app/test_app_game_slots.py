"""One save per game: a new game never discards one in progress; finished games leave."""

from __future__ import annotations

import random
import shutil

from welcome_desktop.games.welcome.app import storage
from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.persistence.paths import autosave_path

from .app_play import play_human_turn


def test_a_new_game_keeps_the_one_in_progress_in_its_own_file(make_controller):
    ctrl = make_controller()
    rng = random.Random(3)
    ctrl.new_game(solo_setup("Ana", seed=3))
    play_human_turn(ctrl, rng)
    first_slot, first_state = ctrl.save_path, ctrl.state
    ctrl.new_game(hotseat_setup([SeatSetup("Ben"), SeatSetup("Cy")], seed=4))
    assert ctrl.save_path != first_slot
    assert first_slot.is_file()  # still there, untouched by the new game
    games = storage.unfinished_games()
    assert [g.path for g in games] == [ctrl.save_path, first_slot]  # newest first
    assert games[1].session.state == first_state
    assert [s.name for s in games[0].session.setup.seats] == ["Ben", "Cy"]

    other = make_controller()
    assert other.load(first_slot)  # continue the first game...
    play_human_turn(other, rng)
    assert other.save_path == first_slot  # ...in its own slot
    assert storage.read(first_slot).state.round == 3
    assert len(list(storage.games_dir().glob("*.json"))) == 2


def test_a_finished_game_leaves_its_slot_and_only_its_slot(make_controller):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Ana", seed=5))
    kept = ctrl.save_path
    ctrl.new_game(solo_setup("Ana", seed=6))
    rng = random.Random(1)
    while not ctrl.state.over:
        play_human_turn(ctrl, rng)
    assert not ctrl.save_path.exists()
    assert storage.slot_paths() == [kept]
    assert ctrl.has_autosave() and ctrl.resume_autosave() and ctrl.state.config.seed == 5


def test_the_old_single_autosave_is_still_listed_and_continued_in_place(make_controller, tmp_path):
    ctrl = make_controller()
    ctrl.new_game(solo_setup("Old", seed=7))
    play_human_turn(ctrl, random.Random(2))
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    shutil.move(ctrl.save_path, autosave_path())
    (listed,) = storage.unfinished_games()
    assert listed.path == autosave_path()
    other = make_controller()
    assert other.resume_autosave() and other.save_path == autosave_path()


def test_damaged_and_oversized_slots_are_not_listed_and_not_touched(make_controller):
    storage.games_dir().mkdir(parents=True)
    bad = storage.games_dir() / "bad.json"
    bad.write_bytes(b"{ not json")
    big = storage.games_dir() / "big.json"
    big.write_bytes(b" " * (storage.MAX_SAVE_BYTES + 1))
    assert storage.unfinished_games() == []
    assert bad.read_bytes() == b"{ not json" and big.stat().st_size > storage.MAX_SAVE_BYTES
    ctrl = make_controller()
    messages = []
    ctrl.refused.connect(messages.append)
    assert not ctrl.load(big) and messages
