"""The app's part of a save: the score history is derived from the replay, names and seats are
checked as the New Game dialog builds them, and the refusal says which check failed."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.games.welcome.app import storage
from welcome_desktop.games.welcome.app.file_messages import CHECKS, check_text
from welcome_desktop.games.welcome.app.setup import MAX_NAME_LENGTH, SeatSetup, hotseat_setup
from welcome_desktop.games.welcome.persistence.saves import SAVE_CHECKS
from welcome_desktop.persistence import paths
from welcome_desktop.persistence.safe_io import ERROR_CODES
from welcome_desktop.persistence.settings import MAX_NAME_LENGTH as SETTINGS_NAME_LENGTH

from .app_play import play_human_turn


def saved_game(make_controller: Any, tmp_path: Path) -> tuple[Path, dict[str, Any], Any]:
    ctrl = make_controller()
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Ben")], seed=8))
    rng = random.Random(3)
    for _ in range(4):  # two rounds of two people
        play_human_turn(ctrl, rng)
    target = tmp_path / "game.json"
    assert ctrl.save(target)
    return target, json.loads(target.read_text(encoding="utf-8")), ctrl


def rewrite(target: Path, data: dict[str, Any]) -> bytes:
    raw = json.dumps(data).encode()
    target.write_bytes(raw)
    return raw


@pytest.mark.parametrize(
    "fake", [[[1e308], [-1e308]], [[999, -5], [0, 0]], [[1, 2]], "nonsense", [[True, None]]]
)
def test_the_score_history_comes_from_the_replay_not_the_file(
    make_controller: Any, tmp_path: Path, fake: Any
) -> None:
    target, data, ctrl = saved_game(make_controller, tmp_path)
    truth = ctrl.score_history()
    assert len(truth) == 2
    data["extra"]["history"] = fake
    rewrite(target, data)
    session = storage.read(target)
    assert list(session.history) == truth
    assert session.history == storage.replay_history(session.state)


def test_infinity_in_the_history_is_refused_as_a_non_number(
    make_controller: Any, tmp_path: Path
) -> None:
    target, _, _ = saved_game(make_controller, tmp_path)
    text = target.read_text(encoding="utf-8")
    target.write_text(text.replace('"history": [', '"history": [Infinity, '), encoding="utf-8")
    with pytest.raises(storage.StorageError) as info:
        storage.read(target)
    assert (info.value.code, info.value.check) == ("corrupt", "non_finite")


@pytest.mark.parametrize(
    ("name", "check"),
    [
        ("x" * (MAX_NAME_LENGTH + 1), "names"),
        ("x" * 100, "names"),
        ("", "names"),
        ("   ", "names"),
        (42, "names"),
        (None, "names"),
        ("line\nbreak", "names"),
        ("tab\there", "names"),
        ("para\u2029graph", "names"),
    ],
)
def test_names_the_dialog_would_not_allow_are_refused(
    make_controller: Any, tmp_path: Path, name: Any, check: str
) -> None:
    target, data, _ = saved_game(make_controller, tmp_path)
    data["extra"]["setup"]["seats"][1]["name"] = name
    raw = rewrite(target, data)
    with pytest.raises(storage.StorageError) as info:
        storage.read(target)
    assert (info.value.code, info.value.check) == ("corrupt", check)
    assert target.read_bytes() == raw


@pytest.mark.parametrize(
    "name", ["é" * MAX_NAME_LENGTH, "👨\u200d👩\u200d👧 Family", "Zoë\u00ad", "مريم\u200f"]
)
def test_names_the_dialog_allows_are_accepted(
    make_controller: Any, tmp_path: Path, name: str
) -> None:
    target, data, _ = saved_game(make_controller, tmp_path)
    data["extra"]["setup"]["seats"][1]["name"] = name
    rewrite(target, data)
    assert storage.read(target).setup.seats[1].name == name


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["extra"].update(setup=[]),
        lambda d: d["extra"]["setup"].update(seats={}),
        lambda d: d["extra"]["setup"]["seats"].__setitem__(0, "Ana"),
        lambda d: d["extra"]["setup"]["seats"][0].update(kind="wizard"),
    ],
)
def test_a_bad_setup_is_refused(make_controller: Any, tmp_path: Path, edit: Any) -> None:
    target, data, _ = saved_game(make_controller, tmp_path)
    edit(data)
    rewrite(target, data)
    with pytest.raises(storage.StorageError) as info:
        storage.read(target)
    assert info.value.check == "setup"


def test_the_refusal_says_which_check_failed_and_logs_the_details(
    make_controller: Any, tmp_path: Path
) -> None:
    target, data, _ = saved_game(make_controller, tmp_path)
    data["extra"]["setup"]["seats"][0]["name"] = "y" * 60
    rewrite(target, data)
    ctrl = make_controller()
    messages: list[str] = []
    ctrl.refused.connect(messages.append)
    assert not ctrl.load(target)
    (text,) = messages
    assert str(target) in text
    assert check_text("names") in text
    log = paths.problem_log_path()
    assert str(log) in text
    logged = log.read_text(encoding="utf-8")
    assert "refused-save[names]" in logged and "y" * 60 in logged and str(target) in logged


def test_every_check_has_a_sentence() -> None:
    for check in (*ERROR_CODES, *SAVE_CHECKS, "setup", "names"):
        assert check in CHECKS and check_text(check).strip()
    assert check_text("no such check") == ""


def test_the_dialog_settings_and_saves_share_one_name_limit(qtbot: Any) -> None:
    from welcome_desktop.games.welcome.ui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert SETTINGS_NAME_LENGTH == MAX_NAME_LENGTH
    assert {edit.maxLength() for edit in dialog.name_edits} == {MAX_NAME_LENGTH}
