"""The saves loader names the check a file fails, reads through the safe reader, and refuses
what it used to accept: a reshuffle from a move achieving no plan, an edited pending move."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.games.welcome.engine import GameConfig, GameState, Mode, submit
from welcome_desktop.games.welcome.persistence.saves import (
    SAVE_CHECKS,
    CorruptSaveError,
    SaveError,
    UnreadableSaveError,
    game_to_json,
    load_game,
)

from .persistence_helpers import claiming_states
from .test_saves import mid_round_state


def write(tmp_path: Path, data: Any) -> Path:
    target = tmp_path / "save.json"
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


def refused(target: Path, error: type[SaveError], check: str) -> SaveError:
    before = target.read_bytes() if target.is_file() else None
    with pytest.raises(error) as info:
        load_game(target)
    assert info.value.check == check
    if before is not None:
        assert target.read_bytes() == before
    return info.value


def test_every_check_id_is_declared() -> None:
    assert len(set(SAVE_CHECKS)) == len(SAVE_CHECKS)


@pytest.mark.parametrize(
    ("edit", "check"),
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d.update(schema_version="2"), "version"),
        (lambda d: d.pop("rounds"), "structure"),
        (lambda d: d["config"].update(seats=99), "config"),
        (lambda d: d["rounds"][0][0].update(street=7), "moves"),
        (lambda d: d["pending"][0]["move"].update(house=99), "pending"),
        (lambda d: d["snapshot"].update(round=1), "snapshot"),
    ],
)
def test_the_failed_check_is_named(tmp_path: Path, edit: Any, check: str) -> None:
    data = game_to_json(mid_round_state())
    edit(data)
    refused(write(tmp_path, data), CorruptSaveError, check)


@pytest.mark.parametrize(
    ("raw", "check"),
    [
        (b'{"a": 1, "a": 2}', "duplicate_key"),
        (b'{"history": [Infinity]}', "non_finite"),
        (b"[" * 5000, "too_deep"),
        (b'{"seed": 1' + b"0" * 5000 + b"}", "huge_number"),
        (b"\xff", "not_utf8"),
    ],
)
def test_hostile_json_is_corrupt_with_its_code(tmp_path: Path, raw: bytes, check: str) -> None:
    target = tmp_path / "save.json"
    target.write_bytes(raw)
    refused(target, CorruptSaveError, check)


def test_special_files_are_unreadable_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    refused(fifo, UnreadableSaveError, "not_regular")
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    refused(link, UnreadableSaveError, "not_regular")
    refused(tmp_path, UnreadableSaveError, "not_regular")
    refused(tmp_path / "none.json", UnreadableSaveError, "missing")


def test_an_oversized_save_is_refused_before_parsing(tmp_path: Path) -> None:
    from welcome_desktop.games.welcome.persistence.saves import SAVE_SIZE_LIMIT

    target = tmp_path / "save.json"
    with open(target, "wb") as handle:
        handle.truncate(SAVE_SIZE_LIMIT + 1)  # sparse: no disk used
    refused(target, UnreadableSaveError, "too_large")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    state = mid_round_state()
    target = tmp_path / "save.json"
    target.write_bytes(b"\xef\xbb\xbf" + json.dumps(game_to_json(state)).encode())
    assert load_game(target)[0] == state


# -- reshuffle ---------------------------------------------------------------------------------
def test_a_reshuffle_asked_by_a_move_achieving_no_plan_is_refused(tmp_path: Path) -> None:
    """The engine ignores such a request, so the snapshot matched and the file was accepted."""
    data = game_to_json(mid_round_state())
    data["rounds"][0][0]["reshuffle"] = True  # round 1: no plan can be achieved yet
    error = refused(write(tmp_path, data), CorruptSaveError, "reshuffle")
    assert "rounds[0][0]" in str(error)


def test_a_reshuffle_with_a_plan_is_still_accepted(tmp_path: Path) -> None:
    config = GameConfig(Mode.STANDARD, 3, False, 0)
    for seed in range(300):
        final = list(claiming_states(replace(config, seed=seed), seed))[-1]
        if any(m.reshuffle for moves in final.log for m in moves):
            assert load_game(write(tmp_path, game_to_json(final)))[0] == final
            return
    raise AssertionError("no reshuffle asked in 300 games")


# -- pending moves ---------------------------------------------------------------------------
def other_legal_pending(state: GameState) -> dict[str, Any]:
    """The save of ``state`` with seat 0's pending move replaced by another legal move."""
    from welcome_desktop.games.welcome.engine import moves_for_sheet

    data = game_to_json(state)
    original = state.pending[0][0]
    before = replace(state, pending=(None, *state.pending[1:]))
    for move in moves_for_sheet(before.sheets[0], before.offers[0], advanced=state.config.advanced):
        if move != original:
            submit(before, 0, move)  # legal
            data["pending"][0]["move"] = move.to_json()
            return data
    raise AssertionError("no other legal move")


def test_an_edited_pending_move_is_refused(tmp_path: Path) -> None:
    state = mid_round_state()
    data = other_legal_pending(state)
    refused(write(tmp_path, data), CorruptSaveError, "snapshot")


def test_an_older_save_without_submitted_sheets_keeps_its_pending_moves(
    tmp_path: Path,
) -> None:
    state = mid_round_state()
    data = game_to_json(state)
    for seat in data["snapshot"]["seats"]:
        seat.pop("submitted_sheet", None)
    data["schema_version"] = 2  # written by the app before snapshots vouched for moves
    data["config"].pop("game", None)
    data["config"].pop("sheet", None)
    loaded, _ = load_game(write(tmp_path, data))
    assert loaded == state and loaded.pending == state.pending


def test_a_schema_3_save_without_submitted_sheets_is_refused(tmp_path: Path) -> None:
    data = game_to_json(mid_round_state())
    assert data["schema_version"] >= 3
    for seat in data["snapshot"]["seats"]:
        seat.pop("submitted_sheet", None)
    refused(write(tmp_path, data), CorruptSaveError, "snapshot")


def test_removing_one_seats_submitted_sheet_is_refused(tmp_path: Path) -> None:
    data = other_legal_pending(mid_round_state())
    seats = data["snapshot"]["seats"]
    assert [("submitted_sheet" in s) for s in seats] == [True, False, True]
    del seats[0]["submitted_sheet"]  # hide the edited one, keep the other
    refused(write(tmp_path, data), CorruptSaveError, "snapshot")


def test_the_snapshot_vouches_for_each_submitted_move() -> None:
    state = mid_round_state()
    seats = game_to_json(state)["snapshot"]["seats"]
    assert ["submitted_sheet" in s for s in seats] == [p is not None for p in state.pending]
