"""Any screen from 1024 x 600 up: the turn bar's controls lie inside the window and the board
fits, at 1024 x 600, 1366 x 768, 1920 x 1080 and with a device-pixel ratio of 2; a saved
geometry larger than the screen is clamped; the score panel collapses; F11 toggles full screen;
on large windows the turn bar and the score panel grow."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.i18n import install
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.window_geometry import clamp_to, first_geometry, ui_scale

from .size_check import layout_problems, show_every_button
from .ui_helpers import start_mid_game

REPO = Path(__file__).resolve().parents[2]
SIZES = ((1024, 600), (1366, 768), (1920, 1080))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_turn_bar_and_the_board_fit_the_window(
    window: MainWindow, qapp, size: tuple[int, int], language: str
) -> None:
    install.install(qapp, language)
    try:
        start_mid_game(window)
        show_every_button(window)
        window.resize(*size)
        assert layout_problems(window) == []
        assert window.size().toTuple() == size  # not grown past the size asked for
        window.front.set_panel_shown(False)
        assert layout_problems(window) == []
        window.front.set_panel_shown(True)  # and the table's docks open beside the score panel
        window.front.table.toggle_log()
        window.front.table.toggle_overview()
        assert layout_problems(window) == []
        assert window.size().toTuple() == size
    finally:
        install.install(qapp, "en")


def test_a_geometry_saved_on_a_larger_screen_is_clamped_to_this_one(qtbot) -> None:
    screen = QApplication.primaryScreen().availableGeometry()
    big = MainWindow(settings=Settings(), persist_settings=False)
    qtbot.addWidget(big)
    big.setGeometry(QRect(40, 30, screen.width() + 900, screen.height() + 700))
    saved = bytes(big.saveGeometry().toBase64().data()).decode("ascii")
    window = MainWindow(settings=Settings(window_geometry=saved), persist_settings=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert screen.contains(window.frameGeometry())
    assert window.width() >= screen.width() - 40  # as large as the screen allows


def test_the_first_window_fits_the_screen(qtbot) -> None:
    window = MainWindow(settings=Settings(), persist_settings=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert QApplication.primaryScreen().availableGeometry().contains(window.frameGeometry())


def test_clamping_and_first_size_on_a_1024_by_600_screen() -> None:
    screen = QRect(0, 0, 1024, 570)  # a 1024 x 600 screen with a panel
    clamped = clamp_to(QRect(200, 100, 1920, 1200), screen)
    assert screen.contains(clamped.adjusted(-8, -32, 8, 8))
    assert clamped.width() >= 1000
    first = first_geometry(screen)
    assert screen.contains(first) and first.height() <= 530
    assert first_geometry(QRect(0, 0, 2560, 1440)).size().toTuple() == (1280, 720)
    inside = QRect(100, 40, 800, 500)
    assert clamp_to(inside, screen) == inside  # a window that fits stays where it was


@pytest.mark.parametrize("dpr", [2, 1])
def test_a_1024_by_600_screen_in_a_child_process(tmp_path: Path, dpr: int) -> None:
    """A real 1024 x 600 screen (of device-pixel ratio 2: a 2048 x 1200 panel): the saved
    geometry of a larger screen is clamped and every control fits."""
    config = tmp_path / "screen.json"
    screen = {"name": "small", "x": 0, "y": 0, "width": 1024, "height": 600}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": dpr}
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    env["WELCOME_DESKTOP_HOME"] = str(tmp_path / "home")
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.size_check", "1024", "560"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert f"dpr {dpr}" in done.stdout
    assert "fits" in done.stdout.splitlines()[-1], done.stdout + done.stderr[-2000:]
    assert done.returncode == 0


def test_large_windows_grow_the_turn_bar_and_the_score_panel(window: MainWindow) -> None:
    start_mid_game(window)
    window.resize(1366, 768)
    QApplication.processEvents()
    small_button = window.front.turn_bar.confirm_button.height()
    small_total = window.front.score_panel.values["total"].sizeHint().height()
    small_panel = window.front.score_dock.width()
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert ui_scale(window.size()) > 1.3
    assert window.front.turn_bar.confirm_button.height() > small_button * 1.2
    assert window.front.score_panel.values["total"].sizeHint().height() > small_total * 1.2
    assert window.front.score_dock.width() > small_panel * 1.2
    assert layout_problems(window) == []


def test_the_score_panel_collapses_and_the_board_takes_its_room(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    QApplication.processEvents()
    assert window.front.score_dock.isVisible()
    width = window.front.board_view.width()
    qtbot.mouseClick(window.front.turn_bar.panel_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not window.front.score_dock.isVisible()
    assert window.front.board_view.width() > width + 150
    assert not window.front.menus["score_panel"].isChecked()
    window.show_start()
    window.front.show_board()  # stays collapsed when the board comes back
    assert not window.front.score_dock.isVisible()
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F9)
    assert window.front.score_dock.isVisible() and window.front.turn_bar.panel_button.isChecked()


def test_f11_toggles_full_screen(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.front.menus["full_screen"].isChecked()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.front.menus["full_screen"].isChecked()


def test_a_prompt_that_wraps_does_not_move_the_board(window: MainWindow) -> None:
    start_mid_game(window)
    window.resize(1024, 600)
    bar = window.front.turn_bar
    bar.set_prompt("Short.")
    for _ in range(4):  # the resize's new arrangement settles first
        QApplication.processEvents()
    height, board = bar.height(), window.front.board_view.height()
    bar.set_prompt("A much longer hint that needs two lines here " * 2)
    QApplication.processEvents()
    assert (bar.height(), window.front.board_view.height()) == (height, board)
    bar.set_prompt("A hint far too long for two lines of the bar at this size " * 6)
    QApplication.processEvents()
    assert (bar.height(), window.front.board_view.height()) == (height, board)
    assert bar.prompt.text().endswith("…")
    assert bar.prompt.toolTip().startswith("A hint far too long")
