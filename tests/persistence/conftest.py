"""Every persistence test gets its own WELCOME_DESKTOP_HOME: the problem log, settings and
saves written with default paths never touch the real user folders."""

from __future__ import annotations

from pathlib import Path

import pytest

from welcome_desktop.persistence import paths


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home
