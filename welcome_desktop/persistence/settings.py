"""User preferences as a frozen value, read leniently and written atomically as JSON."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from .atomic import atomic_write_json
from .paths import settings_path

SETTINGS_SCHEMA_VERSION: Final = 1


class AnimationSpeed(StrEnum):
    """How fast cards fly (each a duration in ``ui.cards.ANIMATION_MS``)."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


ANIMATION_SPEEDS: Final = tuple(AnimationSpeed)

# Version v -> a function turning a v settings object into a v + 1 one (none needed yet).
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the user can change in the preferences, plus a little remembered state."""

    schema_version: int = SETTINGS_SCHEMA_VERSION
    highlight_legal_moves: bool = True
    confirm_turn: bool = True
    animation_speed: str = AnimationSpeed.NORMAL
    language: str = ""  # "" = the system language
    show_hints: bool = True
    last_seat_names: tuple[str, ...] = field(default=())
    window_geometry: str = ""

    def __post_init__(self) -> None:
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(
                f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}, "
                f"not {self.animation_speed!r}"
            )

    def to_json(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        out["schema_version"] = SETTINGS_SCHEMA_VERSION
        out["last_seat_names"] = list(self.last_seat_names)
        return out


@dataclass(frozen=True, slots=True)
class SettingsLoad:
    """The settings read, and what was wrong with the file (None if nothing)."""

    settings: Settings
    problem: str | None = None


def _check_bool(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _check_str(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _check_speed(value: object) -> str | None:
    return value if isinstance(value, str) and value in ANIMATION_SPEEDS else None


def _check_names(value: object) -> tuple[str, ...] | None:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return None


_FIELDS: Final[dict[str, Callable[[object], object | None]]] = {
    "highlight_legal_moves": _check_bool,
    "confirm_turn": _check_bool,
    "animation_speed": _check_speed,
    "language": _check_str,
    "show_hints": _check_bool,
    "last_seat_names": _check_names,
    "window_geometry": _check_str,
}


def settings_from_json(data: object) -> SettingsLoad:
    """Settings from parsed JSON: a bad field falls back to its default and is reported."""
    if not isinstance(data, dict):
        return SettingsLoad(Settings(), "the settings file does not hold a JSON object")
    version = data.get("schema_version", SETTINGS_SCHEMA_VERSION)
    problems: list[str] = []
    if isinstance(version, bool) or not isinstance(version, int):
        problems.append("schema_version is not an integer")
        version = SETTINGS_SCHEMA_VERSION
    while version < SETTINGS_SCHEMA_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            return SettingsLoad(Settings(), f"no migration from settings version {version}")
        try:
            data = migrate(dict(data))
        except Exception as exc:
            return SettingsLoad(
                Settings(), f"settings migration from version {version} failed: {exc}"
            )
        if not isinstance(data, dict):
            return SettingsLoad(Settings(), f"settings migration from version {version} failed")
        version += 1
    values: dict[str, Any] = {}
    for name, check in _FIELDS.items():
        if name not in data:
            continue
        value = check(data[name])
        if value is None:
            problems.append(f"{name} has an invalid value {data[name]!r}")
        else:
            values[name] = value
    # A newer file keeps working: its unknown keys are ignored.
    return SettingsLoad(Settings(**values), "; ".join(problems) or None)


def read_settings(path: str | os.PathLike[str] | None = None) -> SettingsLoad:
    """Read the settings file; never raises for a missing or broken file and never changes it."""
    target = Path(path) if path is not None else settings_path()
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return SettingsLoad(Settings())
    except OSError as exc:
        return SettingsLoad(Settings(), f"cannot read {target}: {exc.strerror or exc}")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:  # bad UTF-8 or JSON, deep nesting, huge numbers
        return SettingsLoad(Settings(), f"{target} is not valid JSON: {exc}")
    return settings_from_json(data)


def load_settings(path: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings, or defaults (a problem with the file is logged as a warning)."""
    loaded = read_settings(path)
    if loaded.problem:
        log.warning("settings: %s; using defaults where needed", loaded.problem)
    return loaded.settings


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> None:
    """Write the settings atomically (the folder is created if needed)."""
    atomic_write_json(path if path is not None else settings_path(), settings.to_json())
