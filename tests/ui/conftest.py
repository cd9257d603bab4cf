"""Fixtures for UI tests: a private user home, offscreen Qt, a main window with injected dialogs."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.user_home import user_home  # every test gets its own WELCOME_DESKTOP_HOME
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings

__all__ = ["user_home"]  # with the fixtures below


@pytest.fixture
def make_window(qtbot) -> Iterator[Callable[..., MainWindow]]:  # type: ignore[no-untyped-def]
    """Main windows shown at 1280 x 720 with every dialog answered by a plain function;
    their bot threads are joined at the end of the test."""
    made: list[MainWindow] = []

    def make(settings: Settings | None = None) -> MainWindow:
        settings = settings or Settings(animation_speed="fast")
        window = MainWindow(settings=settings, persist_settings=False)
        window.front.session.ask_yes_no = lambda title, text: False
        window.front.session.ask_claim = lambda plan, options: options[0]
        window.front.session.ask_table_temps = lambda own, final: None
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        # A test may end with a half-done turn: leave it without the "discard?" question, so
        # that no window of this test stays on screen under the next test's pointer.
        window.front.session.ask_yes_no = lambda title, text: True
        window.close()
        window.front.controller.shutdown()


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()
