"""Fixtures for the app layer: a private user home, an offscreen Qt and controllers that stop."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from welcome_desktop.games.welcome.app.controller import GameController


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own WELCOME_DESKTOP_HOME: autosaves never touch the real user dir."""
    home = tmp_path / "home"
    monkeypatch.setenv("WELCOME_DESKTOP_HOME", str(home))
    return home


@pytest.fixture
def make_controller(qtbot: object) -> Iterator[Callable[..., GameController]]:
    """Build controllers that are shut down (bot threads joined) at the end of the test."""
    made: list[GameController] = []

    def make(**kwargs: object) -> GameController:
        controller = GameController(**kwargs)  # type: ignore[arg-type]
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.shutdown()
