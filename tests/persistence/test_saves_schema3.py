"""Save schema 3 (issue #11): the config names the game and the sheet; schema-2 saves written by
the app before the change (tests/persistence/data/v2_*.json) still load and replay."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.games.welcome.engine import GameConfig, Mode, new_game, random_move, submit
from welcome_desktop.games.welcome.persistence.saves import (
    CorruptSaveError,
    game_from_json,
    game_to_json,
    load_game,
    save_game,
)

DATA = Path(__file__).parent / "data"
V2_FILES = sorted(DATA.glob("v2_*.json"))


def test_there_are_schema_2_fixtures() -> None:
    assert len(V2_FILES) >= 4


@pytest.mark.parametrize("path", V2_FILES, ids=lambda p: p.stem)
def test_schema_2_saves_load_replay_and_resave_as_schema_3(path: Path, tmp_path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["schema_version"] == 2 and "sheet" not in raw["config"]
    before = path.read_bytes()
    state, _extra = load_game(path)  # replays every move and checks the snapshot
    assert path.read_bytes() == before  # never rewritten by loading
    assert state.config.sheet == "base"
    assert state.round == raw["snapshot"]["round"]
    assert [s.to_json() for s in state.scores()] == [
        seat["score"] for seat in raw["snapshot"]["seats"]
    ]
    resaved = tmp_path / "again.json"
    save_game(resaved, state, {})
    data = json.loads(resaved.read_text(encoding="utf-8"))
    assert data["schema_version"] == 3
    assert data["config"]["game"] == "welcome" and data["config"]["sheet"] == "base"
    assert data["rounds"] == raw["rounds"]
    # Schema 3 adds each submitted seat's sheet to the snapshot (it vouches for pending moves).
    vouched = [seat.pop("submitted_sheet", None) for seat in data["snapshot"]["seats"]]
    assert data["snapshot"] == raw["snapshot"]
    assert [v is not None for v in vouched] == [
        seat.get("submitted") is True for seat in raw["snapshot"]["seats"]
    ]
    if any(v is not None for v in vouched):  # a schema-3 save must vouch for its pending moves
        for seat in data["snapshot"]["seats"]:
            seat.pop("submitted_sheet", None)
        unvouched = tmp_path / "unvouched.json"
        unvouched.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(CorruptSaveError):
            load_game(unvouched)
    again, _ = load_game(resaved)
    assert again == state


@pytest.mark.parametrize("sheet", ["ice_cream", "lights", "eggs"])
def test_a_themed_game_round_trips(sheet: str) -> None:
    rng = random.Random(3)
    state = new_game(GameConfig(Mode.STANDARD, 2, True, 3, sheet=sheet))
    while not state.over and state.round < 12:
        for seat in range(2):
            move = random_move(state.sheets[seat], state.offers[seat], rng, advanced=True)
            state = submit(state, seat, move)
    data = json.loads(json.dumps(game_to_json(state)))
    assert data["config"]["sheet"] == sheet
    assert "theme" in data["snapshot"]["seats"][0]["score"]
    assert data["snapshot"]["seats"][0]["sheet"]["sheet"] == sheet  # the theme's marks too
    assert game_from_json(data) == state


def test_ice_cream_marks_in_the_snapshot_are_cross_checked() -> None:
    rng = random.Random(5)
    state = new_game(GameConfig(Mode.STANDARD, 1, False, 5, sheet="ice_cream"))
    for _ in range(6):
        state = submit(state, 0, random_move(state.sheets[0], state.offers[0], rng, advanced=False))
    data = json.loads(json.dumps(game_to_json(state)))
    marks = data["snapshot"]["seats"][0]["sheet"]["ice_cream"]
    assert marks["circled"], "the game sold no cone: pick another seed"
    assert game_from_json(copy.deepcopy(data)) == state
    marks["circled"] = marks["circled"][1:]
    with pytest.raises(CorruptSaveError, match="ice_cream"):
        game_from_json(data)


def _config_edit(key: str, value: object) -> dict[str, Any]:
    data = game_to_json(new_game(GameConfig(seed=2)))
    data = copy.deepcopy(data)
    if value is None:
        del data["config"][key]
    else:
        data["config"][key] = value
    return data


@pytest.mark.parametrize(
    ("key", "value", "where"),
    [
        ("sheet", "summer", "config.sheet"),
        ("sheet", 3, "config.sheet"),
        ("sheet", None, "config: missing 'sheet'"),
        ("game", "pompeji_x", "config.game"),
        ("game", None, "config: missing 'game'"),
    ],
)
def test_bad_game_or_sheet_is_corrupt(key: str, value: object, where: str) -> None:
    with pytest.raises(CorruptSaveError, match=re.escape(where)):
        game_from_json(_config_edit(key, value))
