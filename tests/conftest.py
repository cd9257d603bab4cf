"""Every test leaves no window on screen: the Qt tests of a process share one application,
and a window left open (a dialog of a window that was closed but not deleted, say) lies over
the windows of later tests and takes their mouse moves, so a hover test would fail or pass by
the order the tests ran in, which pytest-xdist's workers change from run to run."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _no_window_left_open() -> Iterator[None]:
    yield  # set up before the test's own fixtures, so this runs after pytest-qt's clean-up
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None:
        return  # not a Qt test (no QApplication to look at)
    app = widgets.QApplication.instance()
    if isinstance(app, widgets.QApplication):
        for window in app.topLevelWidgets():
            if window.isVisible():
                window.close()
