"""Why a saved game cannot be loaded, for every game's saves: a stable ``code`` the UI
translates (``app.save_errors``) and the ``check`` that failed; and ``first_difference``, where
a replayed game departs from the snapshot written with it."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar, Final, TypeVar

from .safe_io import FileReadError, read_json_file

Game = TypeVar("Game")  # what a game's decoder makes of a save (its state)
Migration = Callable[[dict[str, Any]], dict[str, Any]]  # a version-v save to a version v + 1 one

# safe_io's codes for a file that could not be read at all (else it is not a good save):
# missing, no permission, not a regular file (a pipe, a device, a folder) or over the size cap.
UNREADABLE_CODES: Final = frozenset({"missing", "unreadable", "not_regular", "too_large"})


class SaveError(Exception):
    """A save that cannot be loaded. ``code`` is a stable id the UI translates; ``check``
    names the check that failed (one of SAVE_CHECKS or a safe_io code) for a precise message."""

    code: ClassVar[str] = "unreadable"

    def __init__(self, message: str, check: str | None = None) -> None:
        super().__init__(message)
        self.check = check or self.code


class UnreadableSaveError(SaveError):
    """The file could not be read at all (missing, no permission, a folder...)."""

    code = "unreadable"


class CorruptSaveError(SaveError):
    """The file is not a consistent save: bad JSON, missing or mistyped data, illegal actions."""

    code = "corrupt"


class NewerSaveError(SaveError):
    """The save was written by a newer version of the app."""

    code = "too_new"

    def __init__(self, found: int, supported: int) -> None:
        super().__init__(
            f"save format version {found} is newer than this app supports ({supported}); "
            "update Welcome Desktop to open it",
            "version",
        )
        self.found = found
        self.supported = supported


def short_repr(value: object, limit: int = 60) -> str:
    """repr() of a value read from the file, cut so a message stays one readable line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def first_difference(saved: object, replayed: object, path: str) -> str | None:
    """Where two JSON values differ (types are compared strictly), or None if identical."""
    if type(saved) is not type(replayed):
        return f"{path}: saved {short_repr(saved)}, replayed {short_repr(replayed)}"
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for key in sorted(set(saved) | set(replayed), key=str):
            if key not in saved or key not in replayed:
                return f"{path}.{key}: present in only one of saved and replayed"
            found = first_difference(saved[key], replayed[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(saved, list) and isinstance(replayed, list):
        if len(saved) != len(replayed):
            return f"{path}: saved {len(saved)} entries, replayed {len(replayed)}"
        for i, (a, b) in enumerate(zip(saved, replayed, strict=True)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    return (
        None
        if saved == replayed
        else f"{path}: saved {short_repr(saved)}, replayed {short_repr(replayed)}"
    )


def read_save_data(path: str | os.PathLike[str], limit: int) -> Any:
    """The JSON value of a save file of at most ``limit`` bytes, read and parsed strictly
    (persistence.safe_io); ``UnreadableSaveError`` or ``CorruptSaveError`` with safe_io's code
    as the check when it cannot be."""
    try:
        return read_json_file(Path(path), limit=limit)
    except FileReadError as exc:
        error = UnreadableSaveError if exc.code in UNREADABLE_CODES else CorruptSaveError
        raise error(exc.detail, exc.code) from None


def load_save_file(
    path: str | os.PathLike[str], limit: int, decode: Callable[[Any], Game]
) -> tuple[Game, dict[str, Any]]:
    """A game's save file read (``read_save_data``), its game decoded by ``decode`` (which
    raises a ``SaveError`` for anything wrong) and the app's ``extra`` metadata, an object
    ({} when absent). The file is only read."""
    data = read_save_data(path, limit)
    game = decode(data)
    extra = data.get("extra", {}) if isinstance(data, dict) else None
    if not isinstance(extra, dict):
        raise CorruptSaveError("save.extra: expected an object", "structure")
    return game, extra


def migrate_save(
    data: dict[str, Any], version: int, current: int, migrations: dict[int, Migration]
) -> dict[str, Any]:
    """A save object of schema ``version`` brought up to ``current`` through ``migrations``
    (version v -> a function turning a version-v object into a version v + 1 one). A newer
    version is ``NewerSaveError``; a missing, failing or malformed step ``CorruptSaveError``."""
    if version > current:
        raise NewerSaveError(version, current)
    while version < current:
        migrate = migrations.get(version)
        if migrate is None:
            raise CorruptSaveError(
                f"save.schema_version: version {version} is not supported", "version"
            )
        try:
            data = migrate(dict(data))
        except Exception as exc:
            raise CorruptSaveError(
                f"save: migration from version {version} failed ({type(exc).__name__}: {exc})",
                "structure",
            ) from None
        if not isinstance(data, dict):
            raise CorruptSaveError(
                f"save: migration from version {version} gave no object", "structure"
            )
        version += 1
    return data
