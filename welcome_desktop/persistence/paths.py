"""Where the app keeps its files: per-user data and config directories, or one test home."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "WelcomeDesktop"
HOME_ENV = "WELCOME_DESKTOP_HOME"
"""When set, data lives in ``$WELCOME_DESKTOP_HOME/data``, config in ``.../config`` and the
problem log in ``.../state``."""

AUTOSAVE_NAME = "autosave.json"
SETTINGS_NAME = "settings.json"
PROBLEM_LOG_NAME = "problems.log"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "")
    return Path(value).expanduser() if value else None


def use_scratch_home(prefix: str = "welcome-demo-") -> str:
    """Point the app's files at a new temporary folder (for this process only): demo screens
    write there, never into the player's own data."""
    home = tempfile.mkdtemp(prefix=prefix)
    os.environ[HOME_ENV] = home
    return home


def _maybe_create(path: Path, create: bool) -> Path:
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir(*, create: bool = False) -> Path:
    """Per-user data directory (saves, autosave). Not created unless ``create``."""
    home = _home()
    base = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return _maybe_create(base, create)


def config_dir(*, create: bool = False) -> Path:
    """Per-user configuration directory (settings). Not created unless ``create``."""
    home = _home()
    if home:
        base = home / "config"
    else:
        base = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return _maybe_create(base, create)


def state_dir(*, create: bool = False) -> Path:
    """Per-user state directory (the log of files refused). Not created unless ``create``."""
    home = _home()
    base = home / "state" if home else Path(platformdirs.user_state_dir(APP_NAME, appauthor=False))
    return _maybe_create(base, create)


def problem_log_path() -> Path:
    """The log where the details of refused files go (its folder is made on write)."""
    return state_dir() / PROBLEM_LOG_NAME


def saves_dir(*, create: bool = False) -> Path:
    """Default folder offered for saved games."""
    return _maybe_create(data_dir() / "saves", create)


def autosave_path() -> Path:
    """The file the app writes after every confirmed turn (its folder is made on write)."""
    return data_dir() / AUTOSAVE_NAME


def settings_path() -> Path:
    """The settings file (its folder is made on write)."""
    return config_dir() / SETTINGS_NAME
