"""Saved Pompeji games as JSON: the config and the action list (replayed on load) plus a snapshot
cross-check; corrupt or newer files are refused with the shared typed save errors."""

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
    MONUMENT_CARDS,
    Action,
    GameConfig,
    GameState,
    IllegalMove,
    Kind,
    SkipRule,
    Special,
    apply,
    new_game,
)

FORMAT_ID: Final = "welcome-desktop-pompeji-save"
GAME_ID: Final = "pompeji"  # the id the game registers with the shell
SCHEMA_VERSION: Final = 1
MAX_SAVE_BYTES: Final = 4 * 1024 * 1024  # a whole game is a few kilobytes
MAX_ACTIONS: Final = 400  # a game has at most ~60 turns and 4 permit declarations

# Version v -> a function turning a version-v save object into a version v + 1 one.
MIGRATIONS: dict[int, Migration] = {}


# -- writing ---------------------------------------------------------------------------------------
def snapshot(state: GameState) -> dict[str, Any]:
    """The state as plain JSON, compared with the replayed game on load."""
    city = state.city
    return {
        "city": [
            [x, y, t.card, t.statue, t.seat]
            for (x, y), t in sorted(city.tiles.items(), key=lambda kv: (kv[0][1], kv[0][0]))
        ],
        "hands": [list(h) for h in state.hands],
        "statues": list(state.statues),
        "specials": list(state.specials),
        "declared": list(state.declared),
        "next_seat": state.next_seat,
        "volcanoes": state.volcanoes,
        "cards_left": state.cards_left(),
        "points": list(state.points),
        "scores": list(state.final_scores()),
        "discards": list(state.discards),
        "turns": len(state.turns),
        "over": state.over,
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
    """Write a save atomically: the old file stays whole if anything fails."""
    write_save(path, game_to_json(state), extra)


# An oversized file is "corrupt" (as before): no save of ours comes near the cap.
# -- reading ---------------------------------------------------------------------------------------
_FIELDS: Final = Fields()
_corrupt = _FIELDS.corrupt
_get = _FIELDS.get
_is_int = is_int
_FORMAT: Final = SaveFormat(FORMAT_ID, "Pompeji", SCHEMA_VERSION, MIGRATIONS, MAX_ACTIONS, _FIELDS)


def config_from_json(data: object) -> GameConfig:
    """The config of a save's JSON, checked (CorruptSaveError if it is not one), without
    replaying its moves."""
    if not isinstance(data, dict):
        raise _corrupt("save", f"expected an object, got {_short(data)}")
    return _config(data)


def _config(data: dict[str, Any]) -> GameConfig:
    raw = _get(data, "config", dict, "save")
    seats = _get(raw, "seats", int, "config")
    seed = _get(raw, "seed", int, "config")
    first = _get(raw, "first_seat", int, "config")
    skip = _get(raw, "skip_rule", str, "config")
    special = _get(raw, "special", str, "config")
    open_hands = _get(raw, "open_hands", bool, "config")
    if skip not in {r.value for r in SkipRule}:
        raise _corrupt("config.skip_rule", f"unknown rule {_short(skip)}")
    if special not in {s.value for s in Special}:
        raise _corrupt("config.special", f"unknown special card {_short(special)}")
    try:
        return GameConfig(seats, seed, first, SkipRule(skip), Special(special), open_hands)
    except ValueError as exc:
        raise _corrupt("config", str(exc)) from None


_ACTION_KEYS: Final = frozenset(("kind", "seat", "card", "cell", "skip_draw", "double"))


def _action(data: object, where: str) -> Action:
    if not isinstance(data, dict):
        raise _corrupt(where, f"expected an action object, got {_short(data)}")
    unknown = sorted(str(k) for k in data if k not in _ACTION_KEYS)
    if unknown:
        raise _corrupt(where, f"unknown action field {_short(unknown[0])}")
    kind = _get(data, "kind", str, where)
    if kind not in {k.value for k in Kind}:
        raise _corrupt(f"{where}.kind", f"unknown action {_short(kind)}")
    _get(data, "seat", int, where)
    if "card" in data and not (_is_int(data["card"]) and 0 <= data["card"] < MONUMENT_CARDS):
        raise _corrupt(f"{where}.card", f"expected a card number, got {_short(data['card'])}")
    cell = data.get("cell")
    if cell is not None and not (
        isinstance(cell, list) and len(cell) == 2 and all(_is_int(v) for v in cell)
    ):
        raise _corrupt(f"{where}.cell", f"expected [column, row], got {_short(cell)}")
    for key in ("skip_draw", "double"):
        if key in data and not isinstance(data[key], bool):
            raise _corrupt(f"{where}.{key}", f"expected true/false, got {_short(data[key])}")
    return Action.from_json(data)


def game_from_json(data: object) -> GameState:
    """Rebuild a game by replaying its actions and check it against the saved snapshot.

    Raises NewerSaveError for a newer format and CorruptSaveError for anything inconsistent."""
    data = _FORMAT.opened(data)
    config = _config(data)
    actions = _FORMAT.actions(data)
    saved = _get(data, "snapshot", dict, "save")
    state = replay(new_game(config), actions, _action, apply, IllegalMove, _FIELDS)
    check_snapshot(saved, snapshot(state))
    return state


def load_game(path: str | os.PathLike[str]) -> tuple[GameState, dict[str, Any]]:
    """The game in a save file and the app's ``extra`` metadata; the file is only read.

    Only a regular file of at most MAX_SAVE_BYTES is read and its JSON is parsed strictly
    (persistence.safe_io: no pipe or device, no deep nesting, huge or non-finite numbers or
    duplicate keys; a byte order mark is accepted); ``SaveError.check`` says what refused it."""
    return load_save_file(path, MAX_SAVE_BYTES, game_from_json)


__all__ = [
    "FORMAT_ID",
    "MAX_SAVE_BYTES",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "CorruptSaveError",
    "NewerSaveError",
    "UnreadableSaveError",
    "game_from_json",
    "game_to_json",
    "load_game",
    "save_game",
    "snapshot",
]
