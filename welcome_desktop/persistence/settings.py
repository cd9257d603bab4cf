"""User preferences as a frozen value, read leniently and written atomically as JSON.

What the user had is kept: keys this version does not know are written back as they were, a
file of a newer schema is read as far as it is understood and never rewritten with an older
version number, and the file is not rewritten when nothing changed. At start-up
(:func:`open_settings`) a damaged file is renamed aside before defaults are written.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from .atomic import atomic_write_json
from .paths import settings_path
from .problem_log import log_problem
from .safe_io import SETTINGS_LIMIT, FileReadError, read_json_file

SETTINGS_SCHEMA_VERSION: Final = 1


class AnimationSpeed(StrEnum):
    """How fast cards fly (each a duration in ``ui.cards.ANIMATION_MS``)."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


ANIMATION_SPEEDS: Final = tuple(AnimationSpeed)
LANGUAGE_CODE: Final = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")  # whole string (fullmatch)
"""A language setting is a catalog code ("fr", "pt_BR", "en_XA"), never a path."""
MAX_NAME_LENGTH: Final = 24
"""The longest player name the New Game dialog accepts (app.setup uses the same limit)."""
MAX_SEAT_NAMES: Final = 6
MAX_GAMES: Final = 32  # game ids remembered in a setting (guides offered)
MAX_GEOMETRY_LENGTH: Final = 4096

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
    sounds: bool = False  # quiet by default
    show_round_log: bool = False
    show_sheet_overview: bool = False
    tutorial_offered: bool = False  # the first-game guide was offered once
    guides_offered: tuple[str, ...] = field(default=())  # other games whose guide was offered
    last_seat_names: tuple[str, ...] = field(default=())
    window_geometry: str = ""
    #: Keys of the file this version does not use (and, from a newer file, values it does not
    #: understand), written back unchanged.
    preserved: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(
                f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}, "
                f"not {self.animation_speed!r}"
            )

    def to_json(self) -> dict[str, Any]:
        """The JSON object to write: the preserved keys, then every setting. A setting still
        at its default whose file value was not understood keeps that value."""
        out: dict[str, Any] = dict(self.preserved)
        for f in dataclasses.fields(self):
            name = f.name
            if name == "preserved":
                continue
            value = getattr(self, name)
            if name in self.preserved and value == getattr(_DEFAULTS, name):
                continue
            out[name] = list(value) if isinstance(value, tuple) else value
        out["schema_version"] = max(self.schema_version, SETTINGS_SCHEMA_VERSION)
        return out


_DEFAULTS: Final = Settings()


@dataclass(frozen=True, slots=True)
class SettingsLoad:
    """The settings read, and what was wrong with the file (None if nothing).

    ``damaged``: the file exists but could not be used at all (``error``: its safe_io code, or
    "not_object"/"version"); ``invalid``: settings whose value was refused (reset to default);
    ``newer``: written by a newer version (never rewritten unless the user changes something).
    """

    settings: Settings
    problem: str | None = None
    damaged: bool = False
    error: str = ""
    invalid: tuple[str, ...] = ()
    newer: bool = False
    raw_language: str = ""


def _check_bool(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _check_language(value: object) -> str | None:
    if isinstance(value, str) and (value == "" or LANGUAGE_CODE.fullmatch(value)):
        return value
    return None


def _check_geometry(value: object) -> str | None:
    if isinstance(value, str) and len(value) <= MAX_GEOMETRY_LENGTH:
        return value
    return None


def _check_speed(value: object) -> str | None:
    return value if isinstance(value, str) and value in ANIMATION_SPEEDS else None


def is_plain_name(value: object) -> bool:
    """Whether ``value`` could come from the New Game dialog: text of at most MAX_NAME_LENGTH
    characters without control characters or line breaks (emoji and joiners are fine)."""
    return (
        isinstance(value, str)
        and len(value) <= MAX_NAME_LENGTH
        and not any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in value)
    )


GAME_ID: Final = re.compile(r"[a-z][a-z0-9_]{0,23}")


def _check_game_ids(value: object) -> tuple[str, ...] | None:
    if not isinstance(value, list) or len(value) > MAX_GAMES:
        return None
    if all(isinstance(v, str) and GAME_ID.fullmatch(v) for v in value):
        return tuple(value)
    return None


def _check_names(value: object) -> tuple[str, ...] | None:
    if not isinstance(value, list) or len(value) > MAX_SEAT_NAMES:
        return None
    if all(is_plain_name(v) for v in value):
        return tuple(value)
    return None


_FIELDS: Final[dict[str, Callable[[object], object | None]]] = {
    "highlight_legal_moves": _check_bool,
    "confirm_turn": _check_bool,
    "animation_speed": _check_speed,
    "language": _check_language,
    "show_hints": _check_bool,
    "sounds": _check_bool,
    "show_round_log": _check_bool,
    "show_sheet_overview": _check_bool,
    "tutorial_offered": _check_bool,
    "guides_offered": _check_game_ids,
    "last_seat_names": _check_names,
    "window_geometry": _check_geometry,
}


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def settings_from_json(data: object) -> SettingsLoad:
    """Settings from parsed JSON: a bad field falls back to its default and is reported."""
    if not isinstance(data, dict):
        return SettingsLoad(
            Settings(), "the settings file does not hold a JSON object", True, "not_object"
        )
    version = data.get("schema_version", SETTINGS_SCHEMA_VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        return SettingsLoad(
            Settings(), f"schema_version {_shown(version)} is not a version", True, "version"
        )
    newer = version > SETTINGS_SCHEMA_VERSION
    while version < SETTINGS_SCHEMA_VERSION:
        migrate = MIGRATIONS.get(version)
        if migrate is None:
            return SettingsLoad(
                Settings(), f"no migration from settings version {version}", True, "version"
            )
        try:
            data = migrate(dict(data))
        except Exception as exc:
            return SettingsLoad(
                Settings(),
                f"settings migration from version {version} failed: {exc}",
                True,
                "version",
            )
        if not isinstance(data, dict):
            return SettingsLoad(
                Settings(), f"settings migration from version {version} failed", True, "version"
            )
        version += 1
    values: dict[str, Any] = {"schema_version": version}
    preserved = {k: v for k, v in data.items() if k not in _FIELDS and k != "schema_version"}
    problems: list[str] = []
    invalid: list[str] = []
    for name, check in _FIELDS.items():
        if name not in data:
            continue
        value = check(data[name])
        if value is None:
            problems.append(f"{name} has an invalid value {_shown(data[name])}")
            invalid.append(name)
            if newer:  # perhaps valid there: kept as it is unless the user changes it
                preserved[name] = data[name]
        else:
            values[name] = value
    raw_language = data.get("language") if "language" in invalid else ""
    return SettingsLoad(
        Settings(**values, preserved=preserved),
        "; ".join(problems) or None,
        invalid=tuple(invalid),
        newer=newer,
        raw_language=raw_language if isinstance(raw_language, str) else _shown(raw_language),
    )


def read_settings(path: str | os.PathLike[str] | None = None) -> SettingsLoad:
    """Read the settings file; never raises for a missing or broken file and never changes it.

    Only a regular file of at most SETTINGS_LIMIT bytes is read (a pipe or a link to a device
    is refused without blocking), and its JSON is parsed strictly (persistence.safe_io).
    """
    target = Path(path) if path is not None else settings_path()
    try:
        data = read_json_file(target, limit=SETTINGS_LIMIT)
    except FileReadError as exc:
        if exc.code == "missing":
            return SettingsLoad(Settings())
        return SettingsLoad(Settings(), exc.detail, True, exc.code)
    return settings_from_json(data)


def load_settings(path: str | os.PathLike[str] | None = None) -> Settings:
    """The saved settings, or defaults (a problem with the file is logged as a warning)."""
    loaded = read_settings(path)
    if loaded.problem:
        log.warning("settings: %s; using defaults where needed", loaded.problem)
    return loaded.settings


def save_settings(settings: Settings, path: str | os.PathLike[str] | None = None) -> bool:
    """Write the settings atomically (the folder is created if needed) unless the file already
    holds exactly them. Whether it was written; a write failure is logged, never raised."""
    target = Path(path) if path is not None else settings_path()
    if _already_holds(target, settings):
        return False
    data = settings.to_json()
    try:
        atomic_write_json(target, data)
    except OSError as exc:
        log.warning("settings: cannot write %s: %s", target, exc)
        log_problem("settings-not-written", target, str(exc))
        return False
    return True


def _already_holds(target: Path, settings: Settings) -> bool:
    """Whether the file at ``target`` reads back as exactly ``settings`` (whatever its layout)."""
    try:
        on_disk = settings_from_json(read_json_file(target, limit=SETTINGS_LIMIT))
    except FileReadError:
        return False
    if on_disk.damaged or (on_disk.invalid and not on_disk.newer):
        return False
    current = on_disk.settings
    return current == settings and dict(current.preserved) == dict(settings.preserved)


@dataclass(frozen=True, slots=True)
class SettingsStart:
    """The settings to start with and what to tell the user once about the file.

    ``notes`` are (kind, value) pairs: ("damaged", name kept aside), ("fixed", name kept
    aside), ("language", the refused language value).
    """

    settings: Settings
    notes: tuple[tuple[str, str], ...] = ()
    kept_aside: Path | None = None


def keep_aside(target: Path) -> Path | None:
    """Rename ``target`` to a free ``<name>.damaged[-N]`` beside it; the new path, or None."""
    for n in range(1, 100):
        suffix = ".damaged" if n == 1 else f".damaged-{n}"
        aside = target.with_name(target.name + suffix)
        if os.path.lexists(aside):
            continue
        try:
            os.rename(target, aside)
        except OSError:
            return None
        return aside
    return None


def open_settings(path: str | os.PathLike[str] | None = None) -> SettingsStart:
    """Read the settings at start-up and repair the file once, keeping what the user had.

    A damaged file (unreadable, a pipe or device, not JSON, not an object) is renamed aside
    and defaults are written; a file with invalid values is renamed aside and rewritten with
    those values reset (every other value and unknown key kept). A file of a newer version is
    never rewritten here. The details go to the problem log; the notes say it to the user.
    """
    target = Path(path) if path is not None else settings_path()
    loaded = read_settings(target)
    if loaded.problem:
        log.warning("settings: %s; using defaults where needed", loaded.problem)
        log_problem("settings", target, loaded.problem)
    notes: list[tuple[str, str]] = []
    if loaded.raw_language:
        notes.append(("language", loaded.raw_language))
    repair = loaded.damaged or (loaded.invalid and not loaded.newer)
    if not repair:
        return SettingsStart(loaded.settings, tuple(notes))
    aside = keep_aside(target)
    if aside is None:  # cannot move it: leave the file alone and use the values read
        return SettingsStart(loaded.settings, tuple(notes))
    save_settings(loaded.settings, target)
    kind = "damaged" if loaded.damaged else "fixed"
    return SettingsStart(loaded.settings, ((kind, aside.name), *notes), aside)
