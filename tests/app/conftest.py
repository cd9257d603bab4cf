"""Fixtures for the app layer: a private user home, an offscreen Qt and controllers that stop."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.user_home import user_home  # every test gets its own WELCOME_DESKTOP_HOME
from welcome_desktop.games.welcome.app.controller import GameController

__all__ = ["user_home"]  # with the fixtures below


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
