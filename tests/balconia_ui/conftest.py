"""Balconia window tests run on the offscreen Qt platform, each with its own user home."""

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
