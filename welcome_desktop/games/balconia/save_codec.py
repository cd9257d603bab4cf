"""Saved Balconia games as JSON: the config and the action list (replayed on load through the
engine) plus a snapshot cross-check; corrupt, foreign or newer files are refused with the shared
typed save errors and never changed. No Qt: groundwork for the app."""

from __future__ import annotations

import os
from typing import Any, Final

from welcome_desktop.persistence.save_errors import (
    CorruptSaveError,
    Migration,
    NewerSaveError,
    UnreadableSaveError,
    load_save_file,
)
from welcome_desktop.persistence.save_errors import short_repr as _short

from ... import __version__
from ...persistence.save_document import (
    Fields,
    SaveFormat,
    check_snapshot,
    is_int,
    replay,
    write_save,
)
from .engine import (
    BLOCK_IDS,
    Action,
    GameConfig,
    GameState,
    IllegalMove,
    Kind,
    Side,
    apply,
    new_game,
)

FORMAT_ID: Final = "welcome-desktop-balconia-save"
GAME_ID: Final = "balconia"  # the id the game will register with the shell
SCHEMA_VERSION: Final = 1
MAX_SAVE_BYTES: Final = 1024 * 1024  # a whole game is about 5 kilobytes
MAX_ACTIONS: Final = 2 * len(BLOCK_IDS)  # a select and a place per token; 22 in the long game

# Version v -> a function turning a version-v save object into a version v + 1 one.
MIGRATIONS: dict[int, Migration] = {}


# -- writing ---------------------------------------------------------------------------------------
def snapshot(state: GameState) -> dict[str, Any]:
    """The state as plain JSON, compared with the replayed game on load. Cells are in the
    building's frame (turquoise's view), ``[floor, column, block, face turned to turquoise]``."""
    building = state.building
    scores = state.scores()
    return {
        "entrance": [building.entrance, *building.entrance_cell],
        "cells": [[f, c, p.block, p.turquoise_face] for (f, c), p in building.placed()],
        "kept": None if state.kept is None else list(state.kept),
        "turns": len(state.turns),
        "blocks_left": state.blocks_left(),
        "to_act": None if state.to_act is None else state.to_act.value,
        "scores": {
            s.side.value: {"balconies": s.balconies, "door": s.door, "total": s.total}
            for s in scores
        },
        "over": state.over,
        "winners": [side.value for side in state.winners()] if state.over else [],
    }


def game_to_json(state: GameState) -> dict[str, Any]:
    """The JSON object of a save (without the app's ``extra`` metadata)."""
    return {
        "format": FORMAT_ID,
        "game": GAME_ID,  # the shell dispatches saves by the game they name
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "config": state.config.to_json(),
        "actions": [a.to_json() for a in state.log],
        "snapshot": snapshot(state),
    }


def save_game(
    path: str | os.PathLike[str], state: GameState, extra: dict[str, Any] | None = None
) -> None:
    """Write a save atomically: the old file stays whole if anything fails (an ``extra`` that
    is not JSON fails before the disk is touched)."""
    write_save(path, game_to_json(state), extra)


# -- reading ---------------------------------------------------------------------------------------
# Where a problem lies -> the check it fails (the ids of Welcome's SAVE_CHECKS); else "structure".
_CHECK_OF_PLACE: Final = (
    ("save.format", "format"),
    ("save.game", "format"),
    ("save.schema_version", "version"),
    ("config", "config"),
    ("actions", "moves"),
    ("snapshot", "snapshot"),
)


_NAMES: Final = {int: "a whole number", bool: "true/false", str: "text", list: "a list"}
_FIELDS: Final = Fields(_CHECK_OF_PLACE, {dict: "an object", **_NAMES})
_corrupt = _FIELDS.corrupt
_get = _FIELDS.get
_no_unknown = _FIELDS.no_unknown
_is_int = is_int
_FORMAT: Final = SaveFormat(
    FORMAT_ID, "Balconia", SCHEMA_VERSION, MIGRATIONS, MAX_ACTIONS, _FIELDS, game_id=GAME_ID
)


_CONFIG_KEYS: Final = frozenset(GameConfig().to_json())


def config_from_json(data: object) -> GameConfig:
    """The config of a save's JSON, checked (CorruptSaveError if it is not one), without
    replaying its moves."""
    if not isinstance(data, dict):
        raise _corrupt("save", f"expected an object, got {_short(data)}")
    return _config(data)


def _config(data: dict[str, Any]) -> GameConfig:
    raw = _get(data, "config", dict, "save")
    _no_unknown(raw, _CONFIG_KEYS, "config")
    seed = _get(raw, "seed", int, "config")
    anywhere = _get(raw, "anywhere", bool, "config")
    entrance_anywhere = _get(raw, "entrance_anywhere", bool, "config")
    long_game = _get(raw, "long_game", bool, "config")
    if "entrance_column" not in raw:
        raise _corrupt("config", "missing 'entrance_column'")
    column = raw["entrance_column"]
    if column is not None and not _is_int(column):
        raise _corrupt(
            "config.entrance_column", f"expected a whole number or null, got {_short(column)}"
        )
    try:
        return GameConfig(seed, anywhere, entrance_anywhere, long_game, column)
    except ValueError as exc:
        raise _corrupt("config", str(exc)) from None


_KINDS: Final = frozenset(k.value for k in Kind)
_SIDES: Final = frozenset(s.value for s in Side)
_ACTION_KEYS: Final = {
    Kind.SELECT.value: frozenset(("kind", "side", "faces")),
    Kind.PLACE.value: frozenset(("kind", "side", "face", "cell")),
}


def _int_pair(value: object) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)


def _action(data: object, where: str) -> Action:
    """An action object checked field by field (the rules are checked by the replay)."""
    if not isinstance(data, dict):
        raise _corrupt(where, f"expected an action object, got {_short(data)}")
    kind = _get(data, "kind", str, where)
    if kind not in _KINDS:
        raise _corrupt(f"{where}.kind", f"unknown action {_short(kind)}")
    _no_unknown(data, _ACTION_KEYS[kind], where)
    side = _get(data, "side", str, where)
    if side not in _SIDES:
        raise _corrupt(f"{where}.side", f"unknown side {_short(side)}")
    if kind == Kind.SELECT:
        faces = _get(data, "faces", list, where)
        if not _int_pair(faces):
            raise _corrupt(f"{where}.faces", f"expected [face, face], got {_short(faces)}")
    else:
        _get(data, "face", int, where)
        if "cell" not in data:
            raise _corrupt(where, "missing 'cell'")
        cell = data["cell"]
        if cell is not None and not _int_pair(cell):
            raise _corrupt(f"{where}.cell", f"expected [floor, column], got {_short(cell)}")
    return Action.from_json(data)


def game_from_json(data: object) -> GameState:
    """Rebuild a game by replaying its actions and check it against the saved snapshot.

    Raises NewerSaveError for a newer format and CorruptSaveError for anything else wrong: not
    a Balconia save, a missing or mistyped field, an action the rules refuse, a snapshot that
    differs from the replay (the message names the first place)."""
    data = _FORMAT.opened(data)
    config = _config(data)
    actions = _FORMAT.actions(data)
    saved = _get(data, "snapshot", dict, "save")
    state = replay(new_game(config), actions, _action, apply, IllegalMove, _FIELDS)
    check_snapshot(saved, snapshot(state), "snapshot")
    return state


def load_game(path: str | os.PathLike[str]) -> tuple[GameState, dict[str, Any]]:
    """The game in a save file and the app's ``extra`` metadata; the file is only read.

    Only a regular file of at most MAX_SAVE_BYTES is read and its JSON is parsed strictly
    (persistence.safe_io: no pipe or device, no deep nesting, huge or non-finite numbers or
    duplicate keys; a byte order mark is accepted); ``SaveError.check`` says what refused it."""
    return load_save_file(path, MAX_SAVE_BYTES, game_from_json)


__all__ = [
    "FORMAT_ID",
    "GAME_ID",
    "MAX_ACTIONS",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "CorruptSaveError",
    "NewerSaveError",
    "UnreadableSaveError",
    "config_from_json",
    "game_from_json",
    "game_to_json",
    "load_game",
    "save_game",
    "snapshot",
]
