"""Balconia saves: round trips of seeded random games at every step (every variant, unfinished
and finished), atomic writing, and every refusal (a newer version, another format or game,
Pompeji's and Welcome's saves, broken JSON, a wrong type in any config or action field, an
action the rules refuse, a snapshot that disagrees, oversized and special files) reported with
its code and check while the file is left byte for byte as it was."""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.hostile_files import MARK, SPECIAL, TOKENS, file_state, make_special, write_hostile
from tests.persistence.test_hostile_property import no_hang
from welcome_desktop.games.balconia.engine import (
    BLOCK_IDS,
    STANDARD_TOKENS,
    GameConfig,
    GameState,
    apply,
    new_game,
    random_action,
)
from welcome_desktop.games.balconia.save_codec import (
    FORMAT_ID,
    GAME_ID,
    MAX_ACTIONS,
    MAX_SAVE_BYTES,
    MIGRATIONS,
    SCHEMA_VERSION,
    CorruptSaveError,
    NewerSaveError,
    UnreadableSaveError,
    config_from_json,
    game_from_json,
    game_to_json,
    load_game,
    save_game,
)
from welcome_desktop.persistence.safe_io import ERROR_CODES
from welcome_desktop.persistence.save_errors import SaveError

Change = Callable[[dict[str, Any]], object]


def config_for(game: int) -> GameConfig:
    """Every mix of the three variants, and a chosen entrance column in some of variant (b)."""
    entrance_anywhere = game % 4 >= 2
    return GameConfig(
        seed=1000 + game,
        anywhere=game % 2 == 1,
        entrance_anywhere=entrance_anywhere,
        long_game=game % 8 >= 4,
        entrance_column=game % 5 if entrance_anywhere and game >= 8 else None,
    )


def played(config: GameConfig, steps: int | None = None, seed: int = 0) -> GameState:
    """``config``'s game after ``steps`` random actions (to the end when None)."""
    state = new_game(config)
    rng = random.Random(seed)
    while not state.over and (steps is None or len(state.log) < steps):
        state = apply(state, random_action(state, rng))
    return state


def through_json(state: GameState) -> GameState:
    return game_from_json(json.loads(json.dumps(game_to_json(state))))


# -- round trips -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", range(16))
def test_every_step_of_random_games_round_trips(game: int) -> None:
    state = new_game(config_for(game))
    rng = random.Random(game)
    while True:
        loaded = through_json(state)
        assert loaded == state and loaded.log == state.log
        assert game_to_json(loaded) == game_to_json(state)
        if state.over:
            break
        state = apply(state, random_action(state, rng))
    tokens = len(BLOCK_IDS) if state.config.long_game else STANDARD_TOKENS
    assert len(state.log) == 2 * tokens <= MAX_ACTIONS


def test_round_trip_through_a_file_with_the_apps_extra(tmp_path: Path) -> None:
    state = played(GameConfig(seed=11, entrance_anywhere=True, entrance_column=4), steps=9)
    path = tmp_path / "game.balconia.json"
    extra = {"names": ["Ada", "Bo"], "bots": [None, "medium"]}
    save_game(path, state, extra)
    loaded, read_extra = load_game(path)
    assert loaded == state and loaded.log == state.log and read_extra == extra
    assert loaded.kept == state.kept is not None  # saved between the select and the place
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT_ID and data["game"] == GAME_ID
    assert data["schema_version"] == SCHEMA_VERSION == 1 and MIGRATIONS == {}
    assert data["config"]["entrance_column"] == 4 and len(data["actions"]) == 9
    assert [p.name for p in tmp_path.iterdir()] == ["game.balconia.json"]  # no temp file left
    save_game(path, state)  # rewritten in place, still no temp file; no extra: {}
    assert load_game(path)[1] == {}
    assert [p.name for p in tmp_path.iterdir()] == ["game.balconia.json"]


def test_a_failed_write_keeps_the_old_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state = played(GameConfig(seed=1), steps=4)
    save_game(path, state)
    before = path.read_bytes()
    with pytest.raises(ValueError):
        save_game(path, played(GameConfig(seed=2)), {"bad": float("nan")})
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_the_config_alone_is_read_without_a_replay() -> None:
    config = GameConfig(seed=5, anywhere=True, long_game=True)
    assert config_from_json(game_to_json(played(config))) == config
    with pytest.raises(CorruptSaveError):
        config_from_json([])


# -- refusals: each reported with its code and check, the file unchanged ---------------------------
@functools.cache
def _good_text() -> str:
    state = played(GameConfig(seed=7, anywhere=True, entrance_anywhere=True), steps=12, seed=3)
    data = game_to_json(state)
    data["extra"] = {"names": ["Ada", "Bo"]}
    return json.dumps(data, indent=1)


def good() -> dict[str, Any]:
    return json.loads(_good_text())  # type: ignore[no-any-return]


def refused(tmp_path: Path, content: bytes | dict[str, Any], name: str = "game.json") -> SaveError:
    """The error loading ``content`` raises, checked to have left the file as it was."""
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    before = file_state(path)
    with no_hang(), pytest.raises(SaveError) as info:
        load_game(path)
    assert file_state(path) == before
    assert len(str(info.value)) < 500
    return info.value


def edited(change: Change) -> dict[str, Any]:
    data = good()
    change(data)
    return data


def test_a_newer_version_is_refused(tmp_path: Path) -> None:
    error = refused(tmp_path, edited(lambda d: d.update(schema_version=SCHEMA_VERSION + 1)))
    assert isinstance(error, NewerSaveError)
    assert (error.code, error.check) == ("too_new", "version")
    assert (error.found, error.supported) == (SCHEMA_VERSION + 1, SCHEMA_VERSION)


@pytest.mark.parametrize("version", [0, -3, "1", 1.0, None])
def test_an_unknown_or_mistyped_version_is_corrupt(tmp_path: Path, version: object) -> None:
    error = refused(tmp_path, edited(lambda d: d.update(schema_version=version)))
    assert isinstance(error, CorruptSaveError) and error.code == "corrupt"
    assert error.check == "version" and "save.schema_version" in str(error)


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.update(format="welcome-desktop-save"), "save.format"),
        (lambda d: d.update(format="welcome-desktop-pompeji-save"), "save.format"),
        (lambda d: d.pop("format"), "save.format"),
        (lambda d: d.update(format=["welcome-desktop-balconia-save"]), "save.format"),
        (lambda d: d.update(game="pompeji"), "save.game"),
        (lambda d: d.pop("game"), "save.game"),
        (lambda d: d.update(game=None), "save.game"),
    ],
)
def test_another_format_or_game_is_refused(tmp_path: Path, change: Change, where: str) -> None:
    error = refused(tmp_path, edited(change))
    assert isinstance(error, CorruptSaveError) and error.code == "corrupt"
    assert error.check == "format" and where in str(error) and "not a Balconia save" in str(error)


def test_pompejis_and_welcomes_saves_are_refused(tmp_path: Path) -> None:
    from welcome_desktop.games.pompeji import engine as pompeji
    from welcome_desktop.games.pompeji import save_codec as pompeji_saves
    from welcome_desktop.games.welcome.engine import GameConfig as WelcomeConfig
    from welcome_desktop.games.welcome.engine import new_game as welcome_game
    from welcome_desktop.games.welcome.persistence import saves as welcome_saves

    pompeji_save = tmp_path / "pompeji.json"
    pompeji_saves.save_game(pompeji_save, pompeji.new_game(pompeji.GameConfig(seats=2, seed=1)))
    welcome_save = tmp_path / "welcome.json"
    welcome_saves.save_game(welcome_save, welcome_game(WelcomeConfig()))
    for path in (pompeji_save, welcome_save):
        error = refused(tmp_path, path.read_bytes())
        assert isinstance(error, CorruptSaveError) and error.check == "format", path.name


@pytest.mark.parametrize("cut", [0, 1, 40, 0.5, -2, -1])
def test_truncated_json_is_refused(tmp_path: Path, cut: float) -> None:
    text = _good_text().encode()
    end = int(len(text) * cut) if isinstance(cut, float) else cut
    error = refused(tmp_path, text[:end] if end else b"")
    assert isinstance(error, CorruptSaveError) and error.check == "bad_json"


@pytest.mark.parametrize("content", [b"[1, 2]", b"null", b'"save"', b"3"])
def test_json_that_is_no_object_is_refused(tmp_path: Path, content: bytes) -> None:
    error = refused(tmp_path, content)
    assert isinstance(error, CorruptSaveError) and error.check == "structure"


WRONG_BOOL = [1, 0, "true", None, [], {}]
WRONG_TYPES = {
    "seed": ["7", 7.0, True, None, [7], {}],
    "anywhere": WRONG_BOOL,
    "entrance_anywhere": WRONG_BOOL,
    "long_game": WRONG_BOOL,
    "entrance_column": ["2", 2.0, True, [2], {}],
}


@pytest.mark.parametrize(
    ("key", "value"), [(k, v) for k, values in WRONG_TYPES.items() for v in values]
)
def test_a_wrong_type_in_a_config_field_is_refused(tmp_path: Path, key: str, value: object) -> None:
    error = refused(tmp_path, edited(lambda d: d["config"].update({key: value})))
    assert isinstance(error, CorruptSaveError) and error.check == "config"
    assert f"config.{key}: expected" in str(error)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        *[((lambda d, k=k: d["config"].pop(k)), f"config: missing {k!r}") for k in WRONG_TYPES],
        (lambda d: d["config"].update(game="balconia"), "config: unknown field 'game'"),
        (lambda d: d["config"].update(entrance_column=5), "config: entrance_column needs"),
        (lambda d: d["config"].update(entrance_column=-1), "config: entrance_column needs"),
        (
            lambda d: d["config"].update(entrance_anywhere=False, entrance_column=1),
            "config: entrance_column needs",
        ),
        (lambda d: d.update(config=[]), "save.config: expected an object"),
        (lambda d: d.pop("config"), "save: missing 'config'"),
    ],
)
def test_a_config_that_is_not_one_is_refused(tmp_path: Path, change: Change, message: str) -> None:
    error = refused(tmp_path, edited(change))
    assert isinstance(error, CorruptSaveError) and error.check in ("config", "structure")
    assert message in str(error)


@pytest.mark.parametrize(("key", "value"), [("seed", 8), ("long_game", True), ("anywhere", False)])
def test_a_config_that_is_another_game_is_caught_by_the_replay(
    tmp_path: Path, key: str, value: object
) -> None:
    """Another seed or variant deals other blocks or forbids a placement made: the replay or
    the snapshot tells (the config and the actions are the truth, nothing else checks them)."""
    error = refused(tmp_path, edited(lambda d: d["config"].update({key: value})))
    assert isinstance(error, CorruptSaveError)
    assert error.check in ("moves", "snapshot"), str(error)


# Actions 0 and 1 of the good save are a select and a place.
SELECT_WRONG = {
    "kind": [3, None, "fly", "SELECT", ["select"]],
    "side": [0, None, "green", "Turquoise", ["pink"]],
    "faces": [None, "01", [0], [0, 1, 2], [0, "1"], [0, 1.0], [True, False], {"0": 1}],
}
PLACE_WRONG = {
    "kind": [1, None, "put"],
    "side": [1, None, "blue"],
    "face": ["1", 1.5, None, True, [1]],
    "cell": ["0,1", 0, [0], [0, 1, 2], [0, "1"], [0, 1.0], [False, 1], {"floor": 0}],
}


@pytest.mark.parametrize(
    ("index", "key", "value"),
    [(0, k, v) for k, values in SELECT_WRONG.items() for v in values]
    + [(1, k, v) for k, values in PLACE_WRONG.items() for v in values],
)
def test_a_wrong_type_in_an_action_field_is_refused(
    tmp_path: Path, index: int, key: str, value: object
) -> None:
    error = refused(tmp_path, edited(lambda d: d["actions"][index].update({key: value})))
    assert isinstance(error, CorruptSaveError) and error.check == "moves"
    assert f"actions[{index}].{key}: " in str(error)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["actions"][0].pop("faces"), "actions[0]: missing 'faces'"),
        (lambda d: d["actions"][0].pop("side"), "actions[0]: missing 'side'"),
        (lambda d: d["actions"][1].pop("kind"), "actions[1]: missing 'kind'"),
        (lambda d: d["actions"][1].pop("face"), "actions[1]: missing 'face'"),
        (lambda d: d["actions"][1].pop("cell"), "actions[1]: missing 'cell'"),
        (lambda d: d["actions"][0].update(cell=[0, 1]), "actions[0]: unknown field 'cell'"),
        (lambda d: d["actions"][1].update(faces=[0, 1]), "actions[1]: unknown field 'faces'"),
        (lambda d: d["actions"][1].update(seat=0), "actions[1]: unknown field 'seat'"),
        (lambda d: d["actions"].__setitem__(2, "select"), "actions[2]: expected an action"),
        (lambda d: d["actions"].__setitem__(2, None), "actions[2]: expected an action"),
        (lambda d: d.update(actions={"0": 1}), "save.actions: expected a list"),
        (lambda d: d.pop("actions"), "save: missing 'actions'"),
    ],
)
def test_an_action_that_is_not_one_is_refused(tmp_path: Path, change: Change, message: str) -> None:
    error = refused(tmp_path, edited(change))
    assert isinstance(error, CorruptSaveError) and message in str(error)
    assert error.check == ("moves" if message.startswith("actions[") else "structure")


def _swap_sides(d: dict[str, Any]) -> None:
    d["actions"][0]["side"] = "pink"


def _taken_cell(d: dict[str, Any]) -> None:
    d["actions"][3]["cell"] = d["actions"][1]["cell"]


def _entrance_cell(d: dict[str, Any]) -> None:
    d["actions"][1]["cell"] = d["snapshot"]["entrance"][1:]


def _not_offered(d: dict[str, Any]) -> None:
    kept = d["actions"][0]["faces"]
    d["actions"][1]["face"] = kept[0]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (_swap_sides, "actions[0]: illegal action on replay (not_your_turn"),
        (lambda d: d["actions"].pop(0), "actions[0]: illegal action on replay (not_your_turn"),
        (lambda d: d["actions"][0].update(faces=[0, 2]), "(faces_not_adjacent"),
        (lambda d: d["actions"][0].update(faces=[4, 5]), "(no_such_face"),
        (_not_offered, "actions[1]: illegal action on replay (face_not_offered"),
        (lambda d: d["actions"][1].update(cell=[5, 0]), "(no_such_cell"),
        (lambda d: d["actions"][1].update(cell=None), "(no_such_cell"),
        (_entrance_cell, "actions[1]: illegal action on replay (cell_taken"),
        (_taken_cell, "actions[3]: illegal action on replay (cell_taken"),
        (lambda d: d["actions"].insert(1, d["actions"][0]), "actions[1]: illegal"),
    ],
)
def test_an_action_list_that_does_not_replay_is_refused(
    tmp_path: Path, change: Change, reason: str
) -> None:
    error = refused(tmp_path, edited(change))
    assert isinstance(error, CorruptSaveError) and error.check == "moves"
    assert reason in str(error)


def test_a_block_away_from_the_building_is_refused_without_variant_a(tmp_path: Path) -> None:
    data = good()
    data["config"]["anywhere"] = False
    data["actions"] = data["actions"][:2]
    entrance_column = data["snapshot"]["entrance"][2]
    data["actions"][1]["cell"] = [4, entrance_column]
    error = refused(tmp_path, data)
    assert "actions[1]: illegal action on replay (not_touching" in str(error)


def test_moves_after_the_end_and_too_many_actions_are_refused(tmp_path: Path) -> None:
    finished = game_to_json(played(GameConfig(seed=4)))
    finished["actions"].append({"kind": "select", "side": "turquoise", "faces": [0, 1]})
    error = refused(tmp_path, finished)
    assert f"actions[{2 * STANDARD_TOKENS}]: illegal action on replay (game_over" in str(error)
    select = {"kind": "select", "side": "turquoise", "faces": [0, 1]}
    error = refused(tmp_path, edited(lambda d: d.update(actions=[select] * (MAX_ACTIONS + 1))))
    assert "more than a game can have" in str(error) and error.check == "moves"


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["snapshot"]["scores"]["pink"].update(total=999), "snapshot.scores.pink.total"),
        (lambda d: d["snapshot"]["scores"]["turquoise"].update(door=-1), "scores.turquoise.door"),
        (lambda d: d["snapshot"]["cells"][0].__setitem__(3, 9), "snapshot.cells[0][3]"),
        (lambda d: d["snapshot"]["cells"][2].__setitem__(2, 99), "snapshot.cells[2][2]"),
        (lambda d: d["snapshot"]["cells"].pop(), "snapshot.cells: saved 5 entries, replayed 6"),
        (lambda d: d["snapshot"]["entrance"].__setitem__(0, 0), "snapshot.entrance[0]"),
        (lambda d: d["snapshot"].update(turns=7), "snapshot.turns: saved 7, replayed 6"),
        (lambda d: d["snapshot"].update(turns="6"), "snapshot.turns: saved '6', replayed 6"),
        (lambda d: d["snapshot"].update(turns=6.0), "snapshot.turns"),
        (lambda d: d["snapshot"].update(over=True), "snapshot.over"),
        (lambda d: d["snapshot"].update(to_act="pink"), "snapshot.to_act"),
        (lambda d: d["snapshot"].update(kept=[0, 1]), "snapshot.kept"),
        (lambda d: d["snapshot"].update(winners=["pink"]), "snapshot.winners"),
        (lambda d: d["snapshot"].pop("scores"), "snapshot.scores: present in only one"),
        (lambda d: d["snapshot"].update(hidden=[1, 2]), "snapshot.hidden: present in only one"),
        (lambda d: d["actions"].pop(), "snapshot."),  # a shorter game than the snapshot says
        (lambda d: d.update(snapshot=[]), "save.snapshot: expected an object"),
        (lambda d: d.pop("snapshot"), "save: missing 'snapshot'"),
    ],
)
def test_a_snapshot_that_disagrees_is_refused_with_the_place(
    tmp_path: Path, change: Change, where: str
) -> None:
    error = refused(tmp_path, edited(change))
    assert isinstance(error, CorruptSaveError) and where in str(error)
    assert error.check == ("structure" if where.startswith("save") else "snapshot")
    if where.startswith("snapshot"):
        assert "the replayed game does not match the save" in str(error)


@pytest.mark.parametrize("extra", [[1], "names", 3, None])
def test_app_metadata_that_is_not_an_object_is_refused(tmp_path: Path, extra: object) -> None:
    error = refused(tmp_path, edited(lambda d: d.update(extra=extra)))
    assert "save.extra" in str(error) and error.check == "structure"


def test_missing_metadata_and_app_version_are_handled(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(edited(lambda d: d.pop("extra"))), encoding="utf-8")
    assert load_game(path)[1] == {}
    error = refused(tmp_path, edited(lambda d: d.update(app_version=1)))
    assert "save.app_version: expected text" in str(error) and error.check == "structure"


def test_an_oversized_file_is_refused(tmp_path: Path) -> None:
    text = _good_text().encode()
    padded = text[:-1] + b" " * (MAX_SAVE_BYTES - len(text)) + text[-1:]
    path = tmp_path / "game.json"
    path.write_bytes(padded)  # exactly at the cap: still read
    assert load_game(path)[1] == {"names": ["Ada", "Bo"]}
    error = refused(tmp_path, padded + b" ")
    assert isinstance(error, UnreadableSaveError)
    assert (error.code, error.check) == ("unreadable", "too_large")


def test_a_missing_file_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(UnreadableSaveError) as info:
        load_game(tmp_path / "nowhere.json")
    assert info.value.check == "missing"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", SPECIAL)
def test_special_files_are_refused_without_reading_them(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "game.json"
    assert make_special(target, kind, size=MAX_SAVE_BYTES * 20)
    before = file_state(target)
    with no_hang(), pytest.raises(UnreadableSaveError) as info:
        load_game(target)
    assert info.value.code == "unreadable"
    assert info.value.check == ("too_large" if kind == "oversize" else "not_regular")
    assert file_state(target) == before


def _mark_turns(data: dict[str, Any]) -> None:
    data["snapshot"]["turns"] = MARK


@pytest.mark.parametrize("kind", [*TOKENS, "duplicate", "bytes", "bom"])
def test_hostile_json_is_refused_with_its_code(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "game.json"
    assert write_hostile(target, kind, _good_text(), _mark_turns)
    before = file_state(target)
    with no_hang():
        if kind == "bom":  # a byte order mark is accepted
            state, extra = load_game(target)
            assert game_to_json(state) == {k: v for k, v in good().items() if k != "extra"}
            assert extra == {"names": ["Ada", "Bo"]}
        else:
            with pytest.raises(CorruptSaveError) as info:
                load_game(target)
            assert info.value.check in ERROR_CODES
    assert file_state(target) == before


def test_the_loader_does_not_change_the_document_it_is_given() -> None:
    data = good()
    before = copy.deepcopy(data)
    game_from_json(data)
    assert data == before


def test_the_example_in_the_docs_loads() -> None:
    docs = Path(__file__).parents[2] / "docs" / "save-format.md"
    section = docs.read_text(encoding="utf-8").split("## Balconia saves", 1)[1]
    example = json.loads(section.split("```json", 1)[1].split("```", 1)[0])
    state = game_from_json(example)
    assert len(state.log) == 5 and state.kept == (2, 3)
    assert state.final_scores() == (0, 8)
