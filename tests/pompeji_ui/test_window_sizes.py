"""The Pompeji window at 1024 x 600, 1920 x 1080 and at a device-pixel ratio of 2 (in Russian,
the longest words, at 1024 x 600): on every page each control is inside the window, none
overlaps another or is squeezed below its minimum, and the whole city and the hand are in view
(a 4-seat game with the longest names, three permit buttons and the turn's ticks shown)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from .sizes import size_report

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_control_and_the_city_fit_the_window(qtbot: QtBot, size: tuple[int, int]) -> None:
    assert size_report(*size) == []


DPR_RUN = textwrap.dedent(
    """
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from welcome_desktop.i18n.install import install
    print("language", install(app, "ru"))
    from tests.pompeji_ui.sizes import crowded_window, size_report
    assert app.devicePixelRatio() == 2.0, app.devicePixelRatio()
    problems = size_report(1024, 600)
    window = crowded_window(1024, 600)
    image = window.grab()
    print("grab", image.width(), image.height(), image.devicePixelRatio())
    window.front.controller.shutdown()
    print("problems", problems)
    """
)


def test_at_a_device_pixel_ratio_of_two_in_russian(tmp_path: Path) -> None:
    """In a fresh process (the ratio is fixed when Qt starts), in the language with the
    longest words."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": "2",
        "WELCOME_DESKTOP_HOME": str(tmp_path),
        "PYTHONPATH": str(REPO),
    }
    done = subprocess.run(
        [sys.executable, "-c", DPR_RUN],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "language ru" in lines
    assert "problems []" in lines
    # the window is drawn at twice its size in pixels: crisp, not scaled up
    assert "grab 2048 1200 2.0" in lines
