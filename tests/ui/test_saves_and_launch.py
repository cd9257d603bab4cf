"""Autosave and resume, a corrupt save reported in the window, and the launch options."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from welcome_desktop.persistence import paths
from welcome_desktop.ui import launch

from .ui_helpers import play_turn, two_seat_setup


def test_a_game_closed_mid_way_is_resumed_from_the_autosave(make_window, qtbot) -> None:
    first = make_window()
    first.front.start_game(two_seat_setup(seed=21))
    c = first.front.controller
    play_turn(first)
    qtbot.waitUntil(lambda: c.state.round == 2, timeout=10000)
    sheet = c.state.sheets[0]
    assert c.save_path is not None and c.save_path.is_file()  # the game's own slot
    assert c.save_path.parent == paths.data_dir() / "games"
    first.close()

    second = make_window()
    # the start page's Continue list (it replaces "Resume the last game") names the game
    listing = second.front.history.continue_list
    assert listing.isVisible() and listing.games.count() == 1
    assert not second.start_page.resume_button.isVisible()
    asked: list[str] = []
    second.front.session.ask_yes_no = lambda title, text: asked.append(text) or True
    second.offer_resume()
    assert asked
    state = second.front.controller.state
    assert state is not None and state.round == 2
    assert state.sheets[0] == sheet
    assert second.pages.currentWidget() is second.front.board_page
    written = [(s, h) for s, row in enumerate(sheet.houses) for h, v in enumerate(row) if v >= 0]
    assert written
    for key in written:
        assert second.front.scene.houses[key].value == sheet.houses[key[0]][key[1]]


def test_resume_can_be_declined(make_window) -> None:
    first = make_window()
    first.front.start_game(two_seat_setup(seed=22))
    first.close()
    second = make_window()
    second.front.session.ask_yes_no = lambda title, text: False
    second.offer_resume()
    assert second.front.controller.state is None
    assert second.pages.currentWidget() is second.start_page


def test_a_corrupt_save_is_reported_and_the_app_keeps_running(
    window, tmp_path: Path, qtbot
) -> None:
    window.front.start_game(two_seat_setup(seed=23))
    before = window.front.controller.state
    bad = tmp_path / "broken.json"
    bad.write_text('{"schema": 1, "setup": [1, 2', encoding="utf-8")
    window.front.session.ask_open_path = lambda: str(bad)
    window.front.session.open_game()
    assert (
        window.front.session.message_box is not None
        and window.front.session.message_box.isVisible()
    )
    assert window.front.session.message_box.text() == window.front.last_refusal != ""
    assert window.statusBar().currentMessage() == window.front.last_refusal
    assert window.front.controller.state is before
    assert window.pages.currentWidget() is window.front.board_page
    window.front.session.message_box.accept()
    play_turn(window)  # still playable


def test_a_saved_game_opens_again(window, tmp_path: Path, qtbot) -> None:
    window.front.start_game(two_seat_setup(seed=24))
    play_turn(window)
    qtbot.waitUntil(lambda: window.front.controller.state.round == 2, timeout=10000)
    target = tmp_path / "mine.json"
    window.front.session.ask_save_path = lambda: str(target)
    window.front.session.save_game()
    assert json.loads(target.read_text(encoding="utf-8"))
    saved = window.front.controller.state
    window.front.start_game(two_seat_setup(seed=99))
    window.front.session.ask_open_path = lambda: str(target)
    window.front.session.open_game()
    assert window.front.controller.state.sheets == saved.sheets
    assert "mine.json" in window.statusBar().currentMessage()


def test_screenshot_option_writes_a_png_of_the_window_size(qapp, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    code = launch.main(
        ["--screenshot", str(out), "--screen", "board", "--demo", "3", "--size", "1024x640"]
    )
    assert code == 0
    image = QImage(str(out))
    ratio = image.devicePixelRatio() or 1
    assert (image.width() / ratio, image.height() / ratio) == (1024, 640)
    assert not image.isNull()


def test_version_option_prints_the_version(capsys) -> None:
    from welcome_desktop import __version__

    assert launch.main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_smoke_test_plays_a_round_in_a_fresh_process(tmp_path: Path) -> None:
    env = {"WELCOME_DESKTOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    import os

    env = {**os.environ, **env}
    done = subprocess.run(
        [sys.executable, "-m", "welcome_desktop", "--smoke-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert "round: 1 played" in done.stdout
    assert "chart: ok" in done.stdout
    assert "first-paint-ms:" in done.stdout
    # then a round of Pompeji, found through the registry, and its score chart
    assert any(line.startswith("pompeji: round of ") for line in done.stdout.splitlines())
    assert "pompeji chart: ok" in done.stdout.splitlines()
    # and a turn of Balconia, between two of its computer players
    assert any(line.startswith("balconia: turn 1 of 14: ") for line in done.stdout.splitlines())


def test_seed_option_makes_the_quick_solo_game_reproducible(make_window) -> None:
    first = make_window()
    first.default_seed = 1234
    first.front.session.quick_solo()
    second = make_window()
    second.default_seed = 1234
    second.front.session.quick_solo()
    assert first.front.controller.state.config.seed == 1234
    assert first.front.controller.view().hand == second.front.controller.view().hand
