"""Pompeji saves: round trips, atomic writing, and corrupt or newer files refused with typed
errors while the file on disk is left untouched."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.games.pompeji.engine import (
    GameConfig,
    GameState,
    SkipRule,
    Special,
    apply,
    new_game,
    random_action,
)
from welcome_desktop.games.pompeji.save_codec import (
    FORMAT_ID,
    MAX_SAVE_BYTES,
    SCHEMA_VERSION,
    CorruptSaveError,
    NewerSaveError,
    UnreadableSaveError,
    game_from_json,
    game_to_json,
    load_game,
    save_game,
)
from welcome_desktop.games.welcome.persistence.saves import SaveError


def played(steps: int = 30, **kw: Any) -> GameState:
    state = new_game(GameConfig(**kw))
    rng = random.Random(3)
    for _ in range(steps):
        if state.over:
            break
        state = apply(state, random_action(state, rng, permit_rate=0.2, statue_rate=0.2))
    return state


def test_round_trip_through_a_file(tmp_path: Path) -> None:
    state = played(seats=4, seed=11, skip_rule=SkipRule.LENIENT, first_seat=2)
    path = tmp_path / "game.pompeji.json"
    save_game(path, state, {"names": ["Ada", "Bo", "Cy", "Di"]})
    loaded, extra = load_game(path)
    assert loaded == state and loaded.log == state.log
    assert extra == {"names": ["Ada", "Bo", "Cy", "Di"]}
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT_ID and data["schema_version"] == SCHEMA_VERSION
    assert data["config"]["seed"] == 11 and len(data["actions"]) == len(state.log)
    assert [p.name for p in tmp_path.iterdir()] == ["game.pompeji.json"]  # no temp file left


def test_round_trip_of_a_finished_game_and_the_x2_variant() -> None:
    state = played(steps=500, seats=2, seed=5, special=Special.DOUBLE)
    assert state.over
    assert game_from_json(json.loads(json.dumps(game_to_json(state)))) == state


def edited(change: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(game_to_json(played(seats=3, seed=2))))
    change(data)
    return data  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.update(format="welcome-desktop-save"), "save.format"),
        (lambda d: d.pop("actions"), "missing 'actions'"),
        (lambda d: d["config"].update(seats=9), "config"),
        (lambda d: d["config"].update(seats="3"), "config.seats"),
        (lambda d: d["config"].update(skip_rule="never"), "config.skip_rule"),
        (lambda d: d["config"].update(special="x3"), "config.special"),
        (lambda d: d["config"].update(seed=d["config"]["seed"] + 1), "actions["),
        (lambda d: d["actions"][0].update(kind="fly"), "actions[0].kind"),
        (lambda d: d["actions"][0].update(card=99), "actions[0].card"),
        (lambda d: d["actions"][0].update(cell=[0]), "actions[0].cell"),
        (lambda d: d["actions"][0].update(extra=1), "unknown action field"),
        (lambda d: d["actions"][0].update(skip_draw="yes"), "actions[0].skip_draw"),
        (lambda d: d["actions"].append(d["actions"][-1]), "illegal action"),
        (lambda d: d["actions"].pop(), "does not match"),
        (lambda d: d["snapshot"]["points"].__setitem__(0, 999), "snapshot.points[0]"),
        (lambda d: d["snapshot"].pop("hands"), "snapshot.hands"),
        (lambda d: d.update(actions=[{"kind": "permit", "seat": 1}] * 401), "more than"),
    ],
)
def test_corrupt_saves_are_refused_with_the_place(change: Any, where: str) -> None:
    with pytest.raises(CorruptSaveError) as info:
        game_from_json(edited(change))
    assert where in str(info.value)
    assert info.value.code == "corrupt"


def test_a_newer_save_is_refused_and_the_file_left_untouched(tmp_path: Path) -> None:
    data = edited(lambda d: d.update(schema_version=SCHEMA_VERSION + 1))
    path = tmp_path / "new.json"
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    with pytest.raises(NewerSaveError) as info:
        load_game(path)
    assert info.value.found == SCHEMA_VERSION + 1 and isinstance(info.value, SaveError)
    assert path.read_bytes() == raw


@pytest.mark.parametrize("extra", [[1], "names", 3])
def test_app_metadata_that_is_not_an_object_is_refused_and_left_untouched(
    tmp_path: Path, extra: Any
) -> None:
    path = tmp_path / "extra.json"
    raw = json.dumps(edited(lambda d: d.update(extra=extra))).encode()
    path.write_bytes(raw)
    with pytest.raises(CorruptSaveError) as info:
        load_game(path)
    assert "save.extra" in str(info.value) and info.value.check == "structure"
    assert path.read_bytes() == raw
    path.write_bytes(json.dumps(edited(lambda d: d.pop("extra", None))).encode())
    assert load_game(path)[1] == {}  # no metadata at all: an empty object


def test_unreadable_broken_and_oversized_files(tmp_path: Path) -> None:
    with pytest.raises(UnreadableSaveError):
        load_game(tmp_path / "missing.json")
    with pytest.raises(UnreadableSaveError):
        load_game(tmp_path)
    bad = tmp_path / "bad.json"
    for content in (b"{not json", b"\xff\xfe", b"[1, 2]", b'{"format": 3}'):
        bad.write_bytes(content)
        with pytest.raises(CorruptSaveError):
            load_game(bad)
        assert bad.read_bytes() == content
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_SAVE_BYTES + 1))
    with pytest.raises(UnreadableSaveError) as info:  # not known to be damaged: too big to read
        load_game(big)
    assert "larger" in str(info.value) and info.value.check == "too_large"


def test_a_failed_write_keeps_the_old_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state = played(seats=2, seed=1)
    save_game(path, state)
    before = path.read_bytes()
    with pytest.raises(ValueError):
        save_game(path, state, {"bad": float("nan")})
    assert path.read_bytes() == before
