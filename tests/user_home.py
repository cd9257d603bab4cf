"""The fixture every window test directory uses: offscreen Qt and a private user home per test
(its conftest imports ``user_home``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves and the autosave never touch the real user folders."""
    home = tmp_path / "home"
    monkeypatch.setenv("WELCOME_DESKTOP_HOME", str(home))
    return home
