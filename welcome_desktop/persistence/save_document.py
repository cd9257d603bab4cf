"""The parts every game's save codec shares once its own fields are known: reading typed fields
with a precise place in the message (``Fields``), the document's envelope (``SaveFormat``: its
format id, game, schema version and migrations, app version and action list), rebuilding a
game by replaying its action list (``replay``), the snapshot cross-check (``check_snapshot``)
and the atomic write with the app's ``extra`` metadata (``write_save``). A codec keeps only what
is its game's: its config, its actions, its snapshot."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .atomic import atomic_write_json
from .save_errors import CorruptSaveError, Migration, first_difference, migrate_save
from .save_errors import short_repr as _short

State = TypeVar("State")
Act = TypeVar("Act")


def is_int(value: object) -> bool:
    """A whole number, not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Fields:
    """Typed reading for one save format. ``places``: where a problem lies (a prefix of the
    path) -> the check it fails (``SaveError.check``), "structure" for any other place; without
    places the error keeps its default check. ``names``: how a type is named in a message
    (its Python name otherwise)."""

    places: tuple[tuple[str, str], ...] | None = None
    names: Mapping[type, str] = field(default_factory=dict)

    def corrupt(self, where: str, problem: str) -> CorruptSaveError:
        if self.places is None:
            return CorruptSaveError(f"{where}: {problem}")
        check = next((c for prefix, c in self.places if where.startswith(prefix)), "structure")
        return CorruptSaveError(f"{where}: {problem}", check)

    def get(self, data: dict[str, Any], key: str, kind: type, where: str) -> Any:
        """``data[key]``, of type ``kind`` (an int is never a bool); CorruptSaveError naming the
        place if it is missing or of another type."""
        if key not in data:
            raise self.corrupt(where, f"missing {key!r}")
        value = data[key]
        ok = is_int(value) if kind is int else isinstance(value, kind)
        if not ok:
            name = self.names.get(kind, kind.__name__)
            raise self.corrupt(f"{where}.{key}", f"expected {name}, got {_short(value)}")
        return value

    def no_unknown(self, data: dict[str, Any], known: frozenset[str], where: str) -> None:
        """Refuse a field the format does not have."""
        unknown = sorted(str(k) for k in data if k not in known)
        if unknown:
            raise self.corrupt(where, f"unknown field {_short(unknown[0])}")


@dataclass(frozen=True, slots=True)
class SaveFormat:
    """The envelope of one game's save documents. ``title`` names the game in "not a … save";
    ``game_id``, when given, must be the document's ``game``; at most ``max_actions`` actions."""

    format_id: str
    title: str
    version: int
    migrations: Mapping[int, Migration]
    max_actions: int
    fields: Fields
    game_id: str | None = None

    def opened(self, data: object) -> dict[str, Any]:
        """The document checked for its format (and game), brought up to the current schema
        (NewerSaveError for a newer one), with its app version checked."""
        corrupt, get = self.fields.corrupt, self.fields.get
        if not isinstance(data, dict):
            raise corrupt("save", "expected a JSON object")
        if data.get("format") != self.format_id:
            found = _short(data.get("format"))
            raise corrupt("save.format", f"not a {self.title} save (format {found})")
        if self.game_id is not None and data.get("game") != self.game_id:
            found = _short(data.get("game"))
            raise corrupt("save.game", f"not a {self.title} save (game {found})")
        version = get(data, "schema_version", int, "save")
        data = migrate_save(data, version, self.version, dict(self.migrations))
        get(data, "app_version", str, "save")
        return data

    def actions(self, data: dict[str, Any]) -> list[Any]:
        """The document's action list, refused beyond what a game can have."""
        actions: list[Any] = self.fields.get(data, "actions", list, "save")
        if len(actions) > self.max_actions:
            problem = f"{len(actions)} actions is more than a game can have"
            raise self.fields.corrupt("actions", problem)
        return actions


def replay(
    start: State,
    raw_actions: list[Any],
    parse: Callable[[object, str], Act],
    step: Callable[[State, Act], State],
    illegal: type[Exception],
    fields: Fields,
) -> State:
    """The game after every action of the list, each parsed (``parse(raw, place)``) and applied
    (``step``) in turn; an action the rules refuse (``illegal``) is CorruptSaveError at
    ``actions[i]``."""
    state = start
    for i, raw in enumerate(raw_actions):
        where = f"actions[{i}]"
        action = parse(raw, where)
        try:
            state = step(state, action)
        except illegal as exc:
            raise fields.corrupt(where, f"illegal action on replay ({exc})") from None
    return state


def check_snapshot(saved: object, replayed: object, check: str | None = None) -> None:
    """CorruptSaveError naming the first place where the replayed game departs from the
    snapshot written with it."""
    problem = first_difference(saved, replayed, "snapshot")
    if problem:
        raise CorruptSaveError(f"the replayed game does not match the save ({problem})", check)


def write_save(
    path: str | os.PathLike[str], data: dict[str, Any], extra: dict[str, Any] | None
) -> None:
    """Write a save document atomically with the app's ``extra`` metadata ({} if none): the
    old file stays whole if anything fails (an ``extra`` that is not JSON fails before the disk
    is touched)."""
    atomic_write_json(path, {**data, "extra": {} if extra is None else extra})
