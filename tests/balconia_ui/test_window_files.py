"""Balconia's window and its files: Save writes where the game came from, Save as asks; a
refused save is reported and left untouched; the unfinished game is offered at start-up and
resumed; the open-building option; the menus' access keys; the end page's tie rule."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.test_access_keys import clashes, in_each_language, page_clashes
from welcome_desktop.games.balconia import history as hist
from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.app.view import build
from welcome_desktop.games.balconia.engine import new_game

from .helpers import play_step, shown_window


def test_save_and_save_as(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot)
    front = window.front
    assert not front.menus["save"].isEnabled()  # no game yet
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=2))
    c = front.controller
    asked: list[bool] = []
    target = tmp_path / "mine.json"
    front.session.ask_save_path = lambda: asked.append(True) or str(target)
    front.menus["save"].trigger()  # never saved: asks where
    assert asked == [True] and storage.read(target).setup == c.setup
    assert window.statusBar().currentMessage() == f"Saved: {target}"
    play_step(c)
    front.menus["save"].trigger()  # saved once: writes there again without asking
    assert asked == [True] and len(storage.read(target).state.log) >= 1
    other = tmp_path / "other.json"
    front.session.ask_save_path = lambda: str(other)
    front.menus["save_as"].trigger()
    assert storage.read(other).state == c.state and front.session.path == str(other)
    c.shutdown()


@pytest.mark.parametrize("damage", ["corrupt", "newer"])
def test_a_refused_save_is_reported_and_left_untouched(
    qtbot: QtBot, tmp_path: Path, damage: str
) -> None:
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=3)
    path = storage.write(tmp_path / "game.json", storage.Session(new_game(setup.config), setup))
    data = json.loads(path.read_text(encoding="utf-8"))
    if damage == "corrupt":
        data["actions"] = [{"kind": "select", "side": "pink", "faces": [0, 1]}]
    else:
        data["schema_version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    window = shown_window(qtbot)
    window.front.session.ask_open_path = lambda: str(path)
    window.front.menus["open"].trigger()
    box = window.front.session.message_box
    assert box is not None and box.isVisible() and str(path) in box.text()
    assert window.front.controller.state is None
    assert path.read_bytes() == before
    box.accept()


def test_the_unfinished_game_is_offered_and_resumed(qtbot: QtBot, tmp_path: Path) -> None:
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=4)
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    window = shown_window(qtbot)
    asked: list[str] = []
    window.front.session.ask_yes_no = lambda title, text: asked.append(text) is None
    window.front.offer_resume()
    assert asked == ["A game of Balconia was left unfinished. Resume it?"]
    front = window.front
    assert front.controller.setup == setup
    assert window.pages.currentWidget() is front.pass_page  # two humans: the sides are secret
    assert front.pass_page.name == "Ana"
    front.pass_page.button.click()
    assert window.pages.currentWidget() is front.board_page


def test_the_open_building_option_and_the_menus(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=5))
    option = front.menus["open_building"]
    assert option.isCheckable() and not option.isChecked()
    option.trigger()
    assert front.controller.turn_view.open_building and option.isChecked()
    option.trigger()
    assert not front.controller.turn_view.open_building
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Turn", "&View", "&Help"]
    front.show_history()  # its page is made when first shown
    front.show_start()
    problems = in_each_language(lambda: clashes(window.menuBar()) + page_clashes(window))
    assert problems == [], "\n".join(problems)
    front.controller.shutdown()


def test_a_tie_on_points_and_doors_shares_the_building(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=1)
    state = replace(new_game(setup.config), order=())  # over before it began: 0 to 0
    front.controller.autosave_enabled = False
    front.controller.start(setup, state)
    front.after_start()
    end = front.end_page
    assert window.pages.currentWidget() is end
    view = build(state, setup, None, busy=False, hidden=False)
    assert len(view.winners) == 2
    assert "Ana" in end.heading.text() and "Ben" in end.heading.text()
    assert end.tie_note.text() == (
        "Tied on points and on the doors' points: the two players share the building."
    )
    end.again_button.click()  # the same table again, a new deal
    c = front.controller
    assert c.setup is not None and c.setup.seats == setup.seats
    assert c.state is not None and not c.state.over and c.state.turns == ()
    assert window.pages.currentWidget() is front.pass_page and front.pass_page.name == "Ana"


def test_a_finished_game_goes_into_the_games_played(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    c = front.controller
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=7)
    c.start(setup, replace(new_game(setup.config), order=new_game(setup.config).order[:2]))
    front.after_start()
    while not c.state.over:
        if c.hidden:
            front.pass_page.button.click()
        play_step(c)
    assert window.pages.currentWidget() is front.end_page
    assert front.recorder.last_id is not None  # recorded at the end
    front.menus["history"].trigger()
    page = front.history_page
    assert window.pages.currentWidget() is page
    assert page.games.rowCount() == 1 and "Ana" in page.games.item(0, 1).text()
    page.back.emit()
    assert window.pages.currentWidget() is front.end_page  # back where it was opened


def test_the_screenshot_demo_uses_a_throw_away_history(qtbot: QtBot, user_home: Path) -> None:
    window = shown_window(qtbot)
    front = window.front
    front.prepare_demo("history", seed=3)
    page = front.history_page
    assert window.pages.currentWidget() is page
    assert page.games.rowCount() == 8 and page.chosen_player() == "Lina"
    assert not page.games.isColumnHidden(3) and page.deal_button.isVisibleTo(page)  # codes
    assert all(page.games.item(row, 3).text() for row in range(8))  # every demo deal has one
    (line,) = page.trend.series()
    assert len(line.points) == 8
    # the player's own data folder got nothing
    assert not (user_home / "data" / hist.HISTORY_NAME).exists()


def test_a_failed_save_and_a_half_done_turn_are_told(qtbot: QtBot, tmp_path: Path) -> None:
    window = shown_window(qtbot)
    front = window.front
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=8))
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    front.session.ask_save_path = lambda: str(folder)
    front.menus["save_as"].trigger()
    box = front.session.message_box
    assert box is not None and box.isVisible()
    assert box.text() == "The game could not be saved." and front.session.path is None
    box.accept()
    asked: list[str] = []
    front.session.ask_yes_no = lambda title, text: asked.append(title) is not None
    assert front.may_close() and asked == []  # nothing drafted: nothing to lose
    assert front.controller.select(0, 1) is None
    assert front.turn_in_progress()
    assert not front.may_close() and len(asked) == 1  # the player keeps the drafted step
    front.session.ask_yes_no = lambda title, text: True  # the window may close after the test
    front.controller.shutdown()
    assert window.close()
