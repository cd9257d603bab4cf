"""Saved games: exact round trips, refusal of corrupt or newer files (left untouched), atomicity."""

from __future__ import annotations

import copy
import json
import os
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from welcome_desktop import __version__
from welcome_desktop.games.welcome.engine import (
    EndReason,
    GameConfig,
    GameState,
    Mode,
    TableTemps,
    end_table_game,
    new_game,
    set_table_temps,
)
from welcome_desktop.games.welcome.persistence import saves
from welcome_desktop.games.welcome.persistence.saves import (
    SAVE_SCHEMA_VERSION,
    CorruptSaveError,
    NewerSaveError,
    SaveError,
    UnreadableSaveError,
    game_from_json,
    game_to_json,
    load_game,
    save_game,
)

from .persistence_helpers import (
    CONFIGS,
    claiming_states,
    play_states,
    random_step,
    sample_states,
)


def assert_same_game(a: GameState, b: GameState) -> None:
    assert a == b
    assert a.log == b.log  # log is not part of GameState equality


def round_trip(state: GameState) -> GameState:
    data = game_to_json(state)
    back = game_from_json(json.loads(json.dumps(data)))
    assert_same_game(back, state)
    assert game_to_json(back) == data
    return back


def mid_round_state() -> GameState:
    """A 3-seat game a few rounds in, with seats 2 then 0 already submitted this round."""
    config = GameConfig(Mode.STANDARD, 3, True, 11)
    for state in play_states(config, 11):
        if state.round == 4 and not any(state.pending):
            rng = random.Random(4)
            return random_step(random_step(state, 2, rng), 0, rng)
    raise AssertionError("the game ended before round 4")


# -- round trips -----------------------------------------------------------------------------------
def test_version_constants() -> None:
    assert SAVE_SCHEMA_VERSION == 3
    data = game_to_json(new_game(GameConfig()))
    assert data["schema_version"] == 3
    assert "table_temps" not in data
    assert "ended_at_table" not in data
    assert data["app_version"] == __version__
    assert data["config"] == {
        "game": "welcome",
        "mode": "standard",
        "seats": 1,
        "advanced": False,
        "seed": 0,
        "sheet": "base",
    }


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.mode}-{c.seats}-{c.advanced}")
def test_round_trip_of_states_in_every_mode(config: GameConfig) -> None:
    mid_round = finished = 0
    for seed in range(5):
        for state in sample_states(replace(config, seed=100 + seed), seed, 8):
            round_trip(state)
            mid_round += any(p is not None for p in state.pending)
            finished += state.over
    assert finished == 5
    if config.seats > 1:
        assert mid_round > 0


def test_round_trip_of_every_state_of_a_game() -> None:
    for state in play_states(GameConfig(Mode.EXPERT, 3, True, 5), 5):
        round_trip(state)


def test_round_trip_keeps_claims_and_reshuffle_requests() -> None:
    claims = reshuffles = 0
    config = GameConfig(Mode.STANDARD, 6, True, 0)
    for seed in range(300):
        states = list(claiming_states(replace(config, seed=seed), seed))
        final = states[-1]
        if not any(m.claims for moves in final.log for m in moves):
            continue
        for state in [*states[:: max(1, len(states) // 10)], final]:
            round_trip(state)
        data = game_to_json(final)
        claims += sum(1 for moves in data["rounds"] for m in moves if "claims" in m)
        reshuffles += sum(1 for moves in data["rounds"] for m in moves if m.get("reshuffle"))
        if claims >= 3 and reshuffles >= 1:
            break
    assert claims >= 3 and reshuffles >= 1


def test_mid_round_pending_moves_keep_their_seats() -> None:
    state = mid_round_state()
    data = game_to_json(state)
    assert [p["seat"] for p in data["pending"]] == [0, 2]
    assert [s["submitted"] for s in data["snapshot"]["seats"]] == [True, False, True]
    back = round_trip(state)
    assert back.pending[1] is None and back.pending[0] == state.pending[0]


def table_game_state() -> GameState:
    """A score-pad game mid-round: combinations entered, seat 0 submitted, seat 1 not yet."""
    config = GameConfig(Mode.STANDARD, 2, True, 3, table=True)
    for state in play_states(config, 3):
        if state.round == 3 and state.pending[0] is not None:
            return state
    raise AssertionError("the game ended before round 3")


def test_score_pad_games_keep_their_table_rounds() -> None:
    state = table_game_state()
    data = game_to_json(state)
    assert data["config"]["table"] is True
    assert len(data["table_rounds"]) == 3  # two resolved rounds and the current one
    assert all(len(r["combos"]) == 3 for r in data["table_rounds"])
    back = round_trip(state)
    assert back.table_log == state.table_log and back.table_log
    # Before the current round's combinations are entered there is no entry for it.
    start = next(s for s in play_states(state.config, 3) if s.round == 3)
    assert not start.offers[0]
    assert len(game_to_json(start)["table_rounds"]) == 2
    round_trip(start)


@pytest.mark.parametrize(
    ("path", "value", "word"),
    [
        (("table_rounds", 0, "combos", 0), [3, "teleport"], "table_rounds[0]"),
        (("table_rounds", 0, "combos", 0), ["3", "pool"], "table_rounds[0].combos[0]"),
        (("table_rounds", 1, "approved"), [1, 0, 0], "approved"),
        (("table_rounds", 1, "combos"), [[3, "pool"]], "table_rounds[1]"),
        (("table_rounds",), [], "rounds[0]"),
        (("config", "table"), "yes", "config.table"),
        (("config", "plan_ids"), ["n1_street_ends"], "config"),
    ],
)
def test_tampered_score_pad_save_is_corrupt(
    tmp_path: Path, path: tuple[Any, ...], value: Any, word: str
) -> None:
    data = _edit(game_to_json(table_game_state()), path, value)
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, word)


def ended_table_state() -> GameState:
    """A score-pad game that another player at the table ended after round 2."""
    start = next(s for s in play_states(table_game_state().config, 3) if s.round == 3)
    return end_table_game(start)


def test_a_game_ended_at_the_table_stays_ended(tmp_path: Path) -> None:
    state = ended_table_state()
    data = game_to_json(state)
    assert data["ended_at_table"] is True
    assert data["snapshot"]["end_reasons"] == ["table"]
    back = round_trip(state)
    assert back.over and back.end_reasons == (EndReason.TABLE,)
    save_game(tmp_path / "ended.json", state)
    loaded, _ = load_game(tmp_path / "ended.json")
    assert_same_game(loaded, state)


@pytest.mark.parametrize(
    ("edit", "word"),
    [
        ({"ended_at_table": "yes"}, "ended_at_table"),
        ({"ended_at_table": False}, "snapshot"),  # the snapshot still says it ended
    ],
)
def test_tampered_table_ending_is_corrupt(tmp_path: Path, edit: dict[str, Any], word: str) -> None:
    data = game_to_json(ended_table_state()) | edit
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, word)


def test_a_dealt_game_cannot_claim_it_ended_at_the_table(tmp_path: Path) -> None:
    data = game_to_json(mid_round_state()) | {"ended_at_table": True}
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, "ended_at_table")


def test_version_1_saves_still_load(tmp_path: Path) -> None:
    state = mid_round_state()
    data = game_to_json(state) | {"schema_version": 1}
    target = saved_file(tmp_path, data)
    before = target.read_bytes()
    loaded, _ = load_game(target)
    assert_same_game(loaded, state)
    assert target.read_bytes() == before


def test_table_rounds_in_a_dealt_game_are_corrupt(tmp_path: Path) -> None:
    table = game_to_json(table_game_state())["table_rounds"]
    data = game_to_json(mid_round_state()) | {"table_rounds": table[:1]}
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, "score-pad")


def test_save_and_load_a_file_with_extra_metadata(tmp_path: Path) -> None:
    state = mid_round_state()
    extra = {"names": ["Анна", "Bob", "Cleo"], "bots": [None, "easy", None], "score_pad": False}
    target = tmp_path / "games" / "evening.json"
    save_game(target, state, extra)
    loaded, loaded_extra = load_game(target)
    assert_same_game(loaded, state)
    assert loaded_extra == extra
    assert os.listdir(target.parent) == ["evening.json"]
    save_game(target, state)
    assert load_game(target)[1] == {}


# -- refused files, never modified -----------------------------------------------------------------
def saved_file(tmp_path: Path, data: Any = None, raw: bytes | None = None) -> Path:
    target = tmp_path / "save.json"
    if raw is None:
        raw = json.dumps(data if data is not None else game_to_json(mid_round_state())).encode()
    target.write_bytes(raw)
    return target


def expect_refused(target: Path, error: type[SaveError], *words: str) -> SaveError:
    before = target.read_bytes()
    listing = sorted(os.listdir(target.parent))
    with pytest.raises(error) as info:
        load_game(target)
    assert target.read_bytes() == before
    assert sorted(os.listdir(target.parent)) == listing
    for word in words:
        assert word in str(info.value)
    return info.value


def good_data() -> dict[str, Any]:
    return game_to_json(mid_round_state())


def test_invalid_json_is_corrupt(tmp_path: Path) -> None:
    expect_refused(saved_file(tmp_path, raw=b'{"format": '), CorruptSaveError, "not valid JSON")


def test_truncated_file_is_corrupt(tmp_path: Path) -> None:
    raw = json.dumps(good_data()).encode()
    expect_refused(saved_file(tmp_path, raw=raw[: len(raw) // 2]), CorruptSaveError, "JSON")


def test_empty_and_binary_files_are_corrupt(tmp_path: Path) -> None:
    expect_refused(saved_file(tmp_path, raw=b""), CorruptSaveError)
    expect_refused(saved_file(tmp_path, raw=b"\x89PNG\xff\x00"), CorruptSaveError, "UTF-8")


def test_pathological_json_is_corrupt_not_a_crash(tmp_path: Path) -> None:
    deep = b"[" * 100_000 + b"]" * 100_000
    expect_refused(saved_file(tmp_path, raw=deep), CorruptSaveError)
    huge = b'{"format": ' + b"9" * 5000 + b"}"
    expect_refused(saved_file(tmp_path, raw=huge), CorruptSaveError)


@pytest.mark.parametrize("payload", [[1, 2], "text", 3, None])
def test_json_that_is_not_an_object_is_corrupt(tmp_path: Path, payload: Any) -> None:
    expect_refused(saved_file(tmp_path, raw=json.dumps(payload).encode()), CorruptSaveError)


def test_other_json_files_are_not_saves(tmp_path: Path) -> None:
    settings_like = {"schema_version": 1, "language": "fr"}
    expect_refused(saved_file(tmp_path, settings_like), CorruptSaveError, "not a Welcome")


@pytest.mark.parametrize(
    "key",
    [
        "format",
        "schema_version",
        "app_version",
        "config",
        "rounds",
        "table_rounds",
        "pending",
        "snapshot",
    ],
)
def test_missing_key_is_corrupt(tmp_path: Path, key: str) -> None:
    data = good_data()
    del data[key]
    expect_refused(saved_file(tmp_path, data), CorruptSaveError)


@pytest.mark.parametrize("key", ["mode", "seats", "advanced", "seed"])
def test_missing_config_key_is_corrupt(tmp_path: Path, key: str) -> None:
    data = good_data()
    del data["config"][key]
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, key)


def _edit(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    data = copy.deepcopy(data)
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


TAMPERED = [
    ("seed changed", ("config", "seed"), 12, ""),
    ("seats changed", ("config", "seats"), 4, "rounds[0]"),
    ("unknown mode", ("config", "mode"), "coop", "mode"),
    ("seats as text", ("config", "seats"), "3", "seats"),
    ("advanced as number", ("config", "advanced"), 1, "advanced"),
    ("solo with two seats", ("config", "mode"), "solo", "config"),
    ("schema version as text", ("schema_version",), "1", "schema_version"),
    ("action house moved", ("rounds", 0, 0, "house"), 99, "rounds[0][0]"),
    ("action combo as text", ("rounds", 0, 1, "combo"), "0", "combo"),
    ("action effect as number", ("rounds", 1, 0, "effect"), 1, "effect"),
    ("action unknown key", ("rounds", 1, 0, "teleport"), True, "teleport"),
    ("action fence too short", ("rounds", 1, 0, "fence"), [1], "fence"),
    ("action claims not a list", ("rounds", 1, 0, "claims"), {"0": 1}, "claims"),
    ("action not an object", ("rounds", 2, 1), [0, 1], "rounds[2][1]"),
    ("round too short", ("rounds", 2), [{"combo": 0}], "rounds[2]"),
    ("rounds not a list", ("rounds",), {}, "rounds"),
    ("pending seat out of range", ("pending", 0, "seat"), 7, "seat"),
    ("pending seat repeated", ("pending", 1, "seat"), 0, "seat"),
    ("pending move missing", ("pending", 0), {"seat": 0}, "move"),
    ("snapshot house changed", ("snapshot", "seats", 1, "sheet", "houses", 0, 0), 2, "houses"),
    ("snapshot round changed", ("snapshot", "round"), 2, "snapshot.round"),
    ("snapshot over as number", ("snapshot", "over"), 0, "snapshot.over"),
    ("snapshot plan changed", ("snapshot", "plans", 0), "n1_estates_66", "plans"),
    ("snapshot score changed", ("snapshot", "seats", 0, "score", "total"), 99, "total"),
    ("snapshot seat missing", ("snapshot", "seats"), [], "seats"),
    ("extra not an object", ("extra",), [1], "extra"),
]


@pytest.mark.parametrize(
    ("path", "value", "word"), [t[1:] for t in TAMPERED], ids=[t[0] for t in TAMPERED]
)
def test_tampered_save_is_corrupt_and_untouched(
    tmp_path: Path, path: tuple[Any, ...], value: Any, word: str
) -> None:
    data = _edit(good_data() | {"extra": {}}, path, value)
    error = expect_refused(saved_file(tmp_path, data), CorruptSaveError, word)
    assert error.code == "corrupt"


def test_seed_of_a_fresh_game_is_cross_checked(tmp_path: Path) -> None:
    data = game_to_json(new_game(GameConfig(Mode.EXPERT, 2, False, 11)))
    assert data["rounds"] == [] and data["pending"] == []
    tampered = _edit(data, ("config", "seed"), 12)
    expect_refused(saved_file(tmp_path, tampered), CorruptSaveError, "snapshot")


def test_every_action_of_a_finished_game_is_checked(tmp_path: Path) -> None:
    final = list(play_states(GameConfig(Mode.SOLO, 1, False, 3), 3))[-1]
    data = game_to_json(final)
    extra_round = _edit(data, ("rounds",), [*data["rounds"], data["rounds"][-1]])
    expect_refused(saved_file(tmp_path, extra_round), CorruptSaveError, "game_over")
    dropped = _edit(data, ("rounds",), data["rounds"][:-1])
    expect_refused(saved_file(tmp_path, dropped), CorruptSaveError, "snapshot")


def test_a_full_pending_round_is_corrupt(tmp_path: Path) -> None:
    state = mid_round_state()
    data = game_to_json(state)
    move = state.log[-1][1].to_json()
    data["pending"].append({"seat": 1, "move": move})
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, "pending")


def test_newer_schema_is_refused_with_both_versions(tmp_path: Path) -> None:
    data = good_data() | {"schema_version": SAVE_SCHEMA_VERSION + 1, "future": {"x": 1}}
    target = saved_file(tmp_path, data)
    error = expect_refused(target, NewerSaveError, "newer")
    assert isinstance(error, NewerSaveError)
    assert (error.found, error.supported) == (SAVE_SCHEMA_VERSION + 1, SAVE_SCHEMA_VERSION)
    assert error.code == "too_new"


@pytest.mark.parametrize("version", [0, -1])
def test_older_schema_without_migration_is_corrupt(tmp_path: Path, version: int) -> None:
    data = good_data() | {"schema_version": version}
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, f"version {version}")


def test_migration_hook_turns_a_v0_save_into_v1(monkeypatch, tmp_path: Path) -> None:
    state = mid_round_state()
    v1 = game_to_json(state)
    # A made-up version 0 that called the action list "actions" and had no app_version.
    v0 = {k: v for k, v in v1.items() if k not in ("rounds", "app_version")}
    v0 |= {"schema_version": 0, "actions": v1["rounds"]}
    calls: list[int] = []

    def v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
        calls.append(data["schema_version"])
        data["rounds"] = data.pop("actions")
        data["app_version"] = "0.0.0"
        data["schema_version"] = 1
        return data

    monkeypatch.setattr(
        saves, "MIGRATIONS", {0: v0_to_v1, 1: saves.MIGRATIONS[1], 2: saves.MIGRATIONS[2]}
    )
    target = saved_file(tmp_path, v0)
    before = target.read_bytes()
    loaded, _ = load_game(target)
    assert_same_game(loaded, state)
    assert calls == [0]
    assert target.read_bytes() == before


def test_failing_migration_is_corrupt(monkeypatch, tmp_path: Path) -> None:
    def broken(data: dict[str, Any]) -> dict[str, Any]:
        raise KeyError("actions")

    monkeypatch.setattr(saves, "MIGRATIONS", {0: broken})
    data = good_data() | {"schema_version": 0}
    expect_refused(saved_file(tmp_path, data), CorruptSaveError, "migration from version 0")


def test_unreadable_paths(tmp_path: Path) -> None:
    with pytest.raises(UnreadableSaveError) as info:
        load_game(tmp_path / "missing.json")
    assert info.value.code == "unreadable"
    assert "missing.json" in str(info.value)
    with pytest.raises(UnreadableSaveError):
        load_game(tmp_path)
    assert os.listdir(tmp_path) == []


def test_error_classes_and_codes() -> None:
    assert issubclass(CorruptSaveError, SaveError)
    assert issubclass(NewerSaveError, SaveError)
    assert issubclass(UnreadableSaveError, SaveError)
    assert {CorruptSaveError.code, NewerSaveError.code, UnreadableSaveError.code} == {
        "corrupt",
        "too_new",
        "unreadable",
    }


# -- atomic writing --------------------------------------------------------------------------------
@pytest.mark.parametrize("victim", ["json.dumps", "os.fsync", "os.replace"])
def test_failed_save_keeps_the_old_file_and_leaves_no_temp(
    monkeypatch, tmp_path: Path, victim: str
) -> None:
    target = tmp_path / "save.json"
    old_state = new_game(GameConfig(Mode.SOLO, 1, False, 2))
    save_game(target, old_state, {"slot": "old"})
    before = target.read_bytes()

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError("simulated failure")

    module, name = victim.split(".")
    monkeypatch.setattr(f"welcome_desktop.persistence.atomic.{module}.{name}", boom)
    with pytest.raises(OSError, match="simulated failure"):
        save_game(target, mid_round_state(), {"slot": "new"})
    monkeypatch.undo()
    assert target.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]
    loaded, extra = load_game(target)
    assert_same_game(loaded, old_state)
    assert extra == {"slot": "old"}


def test_unserialisable_extra_never_touches_the_file(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    save_game(target, new_game(GameConfig()))
    before = target.read_bytes()
    with pytest.raises(TypeError):
        save_game(target, new_game(GameConfig()), {"bad": object()})
    assert target.read_bytes() == before
    assert os.listdir(tmp_path) == ["save.json"]


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,  # reproducible: the same examples on every run
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(min_value=0, max_value=2**31),
    stop=st.integers(min_value=0, max_value=400),
)
def test_round_trip_property(config: GameConfig, seed: int, stop: int) -> None:
    """For any seed and any point of a random game (mid-round included) the save round-trips."""
    chosen: GameState | None = None
    for i, state in enumerate(play_states(replace(config, seed=seed), seed)):
        chosen = state
        if i == stop:
            break
    assert chosen is not None
    round_trip(chosen)


# -- score pad: the table's temp result ----------------------------------------------------------
def pad_state_with_temps() -> GameState:
    """A one-sheet score-pad game between two rounds, temps hired."""
    config = GameConfig(Mode.STANDARD, 1, False, 5, table=True)
    for seed in range(40):
        for state in play_states(replace(config, seed=seed), seed):
            if state.sheets[0].temps and state.pending[0] is None and not state.over:
                return state
    raise AssertionError("no score-pad game hired a temp")


def test_the_table_temp_result_is_saved_provisional_or_final() -> None:
    state = pad_state_with_temps()
    during = set_table_temps(state, TableTemps(others=(4, 2)))
    assert_same_game(round_trip(during), during)
    assert game_to_json(during)["table_temps"] == {"final": False, "others": [4, 2]}
    final = set_table_temps(end_table_game(during), TableTemps(rank=2))
    back = round_trip(final)
    assert back.table_temps == TableTemps(rank=2, final=True) and not back.temps_provisional()
    # Provisional entry of a game that ended afterwards stays provisional.
    ended = end_table_game(during)
    assert round_trip(ended).table_temps == TableTemps(others=(4, 2), final=False)


def test_a_version_2_score_pad_save_keeps_its_temp_points() -> None:
    """Version 2 scored any temps on a score pad as the table's most (7): such a save loads as
    saved, with that result marked provisional, so the player is asked for the real one."""
    state = set_table_temps(pad_state_with_temps(), TableTemps(rank=1))
    v3 = game_to_json(state)
    v2 = {k: v for k, v in v3.items() if k != "table_temps"} | {"schema_version": 2}
    assert v2["snapshot"]["seats"][0]["score"]["temps"] == 7
    loaded = game_from_json(json.loads(json.dumps(v2)))
    assert loaded.scores() == state.scores()
    assert loaded.table_temps == TableTemps(rank=1) and loaded.temps_provisional()


@pytest.mark.parametrize(
    "entry,problem",
    [
        ("first", "expected an object"),
        ({"rank": 9, "final": False}, "refused"),
        ({"rank": 1, "final": True}, "refused"),  # final before the end
        ({"rank": 1}, "expected rank"),
        ({"others": [3, "x"], "final": False}, "whole numbers"),
        ({"others": [30], "final": False}, "refused"),
        ({"rank": True, "final": False}, "expected rank"),
    ],
)
def test_a_damaged_table_temp_result_is_corrupt(entry: object, problem: str) -> None:
    data = game_to_json(pad_state_with_temps()) | {"table_temps": entry}
    with pytest.raises(CorruptSaveError, match=problem):
        game_from_json(json.loads(json.dumps(data)))


def test_a_temp_result_in_a_dealt_game_is_corrupt() -> None:
    data = game_to_json(new_game(GameConfig())) | {"table_temps": {"rank": 1, "final": False}}
    with pytest.raises(CorruptSaveError, match="table_temps"):
        game_from_json(data)
