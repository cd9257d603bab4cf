"""Pompeji in the shell: its registry entry, its place on the start page, its saves and
autosaves opened in the one window (which switches to Pompeji), refused files left untouched,
computer players in worker threads."""

from __future__ import annotations

import dataclasses
import json
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from tests.window_driving import check_factories, welcome_window
from welcome_desktop.games.pompeji.app import storage
from welcome_desktop.games.pompeji.app.controller import PompejiController
from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.engine import new_game
from welcome_desktop.games.pompeji.save_codec import FORMAT_ID
from welcome_desktop.games.pompeji.ui.board_page import PompejiBoard
from welcome_desktop.games.pompeji.ui.window import PompejiFront, pompeji_window
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.shell.registry import all_games, find_game
from welcome_desktop.shell.save_dispatch import game_for_save, latest_autosave


def test_pompeji_is_registered_with_everything_declared(qtbot: QtBot) -> None:
    games = all_games()
    assert [g.id for g in games] == ["welcome", "pompeji", "balconia"]
    pompeji = find_game("pompeji")
    assert pompeji.display_name() == "Pompeji"
    assert (pompeji.min_seats, pompeji.max_seats) == (2, 4)
    assert pompeji.bot_levels == ("easy", "medium", "hard")
    assert pompeji.save_codec.format_id == FORMAT_ID
    sections = set()
    for language, volcano in (("en", "Vesuvius"), ("fr", "Vésuve"), ("ru", "Везувий")):
        text = (pompeji.rules_dir() / f"{language}.html").read_text(encoding="utf-8")
        assert volcano in text
        sections.add(text.count("<h2>"))
    assert sections == {7}  # each language has every section
    assert pompeji.icon().is_file()
    check_factories(qtbot, pompeji, PompejiController, PompejiBoard)


def _bar_menus(window: MainWindow) -> list[object]:
    return [a.menu() for a in window.menuBar().actions()]


def _main_windows() -> list[QMainWindow]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()
    ]


def test_the_start_page_lists_pompeji_second_and_switches_the_same_window(
    qtbot: QtBot,
) -> None:
    window = welcome_window(qtbot)
    welcome = window.front
    cards = window.start_page.game_cards
    assert [c.game.id for c in cards] == ["welcome", "pompeji", "balconia"]
    assert cards[0].isChecked() and not cards[1].isChecked()
    assert not cards[1].picture.pixmap().isNull()
    assert cards[1].name.text() == "Pompeji"
    assert _bar_menus(window) == list(welcome.menus.menus.values())
    cards[1].click()  # the same window shows Pompeji
    front = window.front
    assert isinstance(front, PompejiFront) and front.game.id == "pompeji"
    assert _main_windows() == [window]
    assert window.pages.currentWidget() is window.start_page  # no Pompeji game yet
    assert [c.isChecked() for c in cards] == [False, True, False]
    assert window.start_page.banner is front.start_banner and front.start_banner.isVisible()
    assert window.start_page.solo_button.text() == "Play against the computer"
    assert window.windowTitle() == "Pompeji — Welcome Desktop"
    # the menu bar is Pompeji's now, with the shared frame (start page, settings, quit...)
    assert _bar_menus(window) == list(front.menus.menus.values())
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&Turn", "&View", "&Help"]
    game_menu = [a.text() for a in front.menus.menus["game"].actions() if a.text()]
    assert "Score &chart…" in game_menu and "All &games…" in game_menu
    assert welcome.menus["undo"] not in window.actions()  # Welcome's shortcuts are off
    assert front.menus["undo"] in window.actions()
    # Pompeji's new game from the start page plays on Pompeji's board in this window
    front.session.ask_new_game = lambda: make_setup([Seat("Ana"), Seat("Bot", SeatKind.EASY)], 3)
    window.start_page.new_button.click()
    assert window.pages.currentWidget() is front.board_page and front.board_page.isVisible()
    assert window.front.controller is front.controller and front.controller.state is not None
    pompeji_state = front.controller.state
    # back to the start page, Welcome again: its own menus, its game (none yet), then a game
    window.front.menus["start"].trigger()
    assert window.pages.currentWidget() is window.start_page
    cards[0].click()
    assert window.front is welcome and window.pages.currentWidget() is window.start_page
    assert _bar_menus(window) == list(welcome.menus.menus.values())
    assert window.start_page.solo_button.text() == "Play solo"
    window.start_page.solo_button.click()
    assert window.pages.currentWidget() is welcome.board_page
    welcome_state = welcome.controller.state
    # Pompeji again: its unfinished game is where it was left, and Welcome's is kept
    window.front.menus["start"].trigger()
    cards[1].click()
    assert window.front is front and window.pages.currentWidget() is front.board_page
    assert front.controller.state is pompeji_state
    window.front.menus["start"].trigger()
    cards[0].click()
    assert window.front is welcome and window.pages.currentWidget() is welcome.board_page
    assert welcome.controller.state is welcome_state
    assert _main_windows() == [window]
    front.controller.shutdown()


def _saved(tmp_path: Path) -> tuple[Path, storage.Session]:
    setup = make_setup([Seat("Ana"), Seat("Bot", SeatKind.EASY)], seed=3)
    session = storage.Session(new_game(setup.config), setup)
    path = storage.write(tmp_path / "pompeji.json", session)
    return path, session


def test_a_pompeji_save_opened_from_welcome_switches_the_same_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path, session = _saved(tmp_path)
    assert game_for_save(path).id == "pompeji"
    window = welcome_window(qtbot)
    welcome = window.front
    window.front.start_game(solo_setup("Zoe", seed=8))  # a Welcome game is going on
    welcome_state = welcome.controller.state
    window.front.session.ask_open_path = lambda: str(path)
    window.front.menus["open"].trigger()
    front = window.front
    assert isinstance(front, PompejiFront) and _main_windows() == [window]
    assert front.controller.setup == session.setup
    assert front.controller.state is not None
    assert front.controller.state.config == session.state.config
    assert window.pages.currentWidget() in (front.board_page, front.pass_page)
    assert welcome.controller.state is welcome_state  # nothing lost
    # and a Welcome save opened from Pompeji switches back
    welcome_path = tmp_path / "welcome.json"
    assert welcome.controller.save(welcome_path)
    front.session.ask_open_path = lambda: str(welcome_path)
    front.menus["open"].trigger()
    assert window.front is welcome and window.pages.currentWidget() is welcome.board_page
    assert welcome.controller.state == welcome_state
    front.controller.shutdown()


@pytest.mark.parametrize("damage", ["corrupt", "newer", "snapshot"])
def test_refused_pompeji_saves_are_reported_and_left_untouched(
    qtbot: QtBot, tmp_path: Path, damage: str
) -> None:
    path, _session = _saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    if damage == "corrupt":
        path.write_text('{"format": "welcome-desktop-pompeji-save", "game": "pompeji", ', "utf-8")
    elif damage == "newer":
        data["schema_version"] = 99
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        data["snapshot"]["points"][0] = 40
        path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    window.front.session.ask_open_path = lambda: str(path)
    window.front.session.open_game()
    box = window.front.session.message_box
    assert box is not None and box.isVisible() and str(path) in box.text()
    assert window.front.controller.state is None
    assert path.read_bytes() == before
    box.accept()


def test_the_resume_prompt_names_pompeji_and_resumes_it_in_the_same_window(
    qtbot: QtBot,
) -> None:
    setup = make_setup([Seat("Ana"), Seat("Ben")], seed=4)
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    found = latest_autosave()
    assert found is not None and found[0].id == "pompeji"
    window = welcome_window(qtbot)
    asked: list[str] = []
    window.front.session.ask_yes_no = lambda title, text: asked.append(text) is None
    window.offer_resume()
    assert asked == ["A game of Pompeji was left unfinished. Resume it?"]
    assert isinstance(window.front, PompejiFront) and _main_windows() == [window]
    assert window.front.controller.setup == setup
    assert window.pages.currentWidget() is window.front.pass_page  # two humans: hands hidden


def test_the_start_pages_resume_button_resumes_the_newest_game_of_either_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = welcome_window(qtbot)
    welcome = window.front
    window.front.start_game(solo_setup("Zoe", seed=9))  # Welcome autosaves its game
    welcome_state = welcome.controller.state
    welcome.controller.shutdown()
    setup = make_setup([Seat("Ana"), Seat("Bot", SeatKind.EASY)], seed=5)
    time.sleep(0.02)  # a newer file time than Welcome's autosave
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    assert latest_autosave() is not None and latest_autosave()[0].id == "pompeji"
    fresh = welcome_window(qtbot)
    fresh.show_start()
    assert fresh.start_page.resume_button.isVisibleTo(fresh.start_page) or (
        fresh.front.history.continue_list.isVisibleTo(fresh.start_page)
    )
    fresh.resume_latest()
    assert isinstance(fresh.front, PompejiFront) and fresh.front.controller.setup == setup
    assert fresh.pages.currentWidget() is fresh.front.board_page
    # now Welcome's autosave is the newest: the shell resumes it, switching back
    storage.autosave_path().unlink()
    fresh.front.menus["start"].trigger()
    fresh.resume_latest()
    assert fresh.front.game.id == "welcome"
    assert fresh.front.controller.state is not None
    assert fresh.front.controller.state.config.seed == welcome_state.config.seed
    assert fresh.pages.currentWidget() is fresh.front.board_page
    fresh.fronts["pompeji"].controller.shutdown()


def test_computer_players_think_in_worker_threads(qtbot: QtBot) -> None:
    controller = PompejiController()
    controller.autosave_enabled = False
    seats = [Seat("Easy", SeatKind.EASY), Seat("Medium", SeatKind.MEDIUM)]
    setup = make_setup(seats, seed=2)
    controller.new_game(setup)
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.over, timeout=60000)
    assert controller.threads.thread_idents
    assert threading.get_ident() not in controller.threads.thread_idents
    assert controller.state is not None
    assert len(controller.history()) == len(controller.state.turns)
    controller.shutdown()


def test_the_continue_list_names_pompeji_and_opens_it_in_the_same_window(
    qtbot: QtBot,
) -> None:
    setup = make_setup([Seat("Ana"), Seat("Ben")], seed=6)
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    window = welcome_window(qtbot)
    welcome = window.front
    window.show_start()
    listing = window.front.history.continue_list
    qtbot.waitUntil(listing.isVisible, timeout=2000)
    assert listing.games.count() == 1
    row = listing.games.item(0)
    assert row.text().startswith("Pompeji · ") and row.text().endswith(" · Ana, Ben")
    listing.games.setCurrentRow(0)
    listing.games.setFocus()
    qtbot.keyClick(listing.games, Qt.Key.Key_Return)
    assert isinstance(window.front, PompejiFront) and window.front.controller.setup == setup
    assert _main_windows() == [window]
    assert welcome.controller.state is None  # Welcome keeps no game


def test_settings_changed_while_pompeji_is_shown_are_the_apps(qtbot: QtBot) -> None:
    window = welcome_window(qtbot)
    welcome = window.front
    window.start_page.game_cards[1].click()
    front = window.front
    assert isinstance(front, PompejiFront)
    changed = dataclasses.replace(window.settings, highlight_legal_moves=False)
    front.session.ask_settings = lambda: changed
    front.actions_by_name["settings"].trigger()
    assert window.settings == changed and front.settings == changed
    assert welcome.controller.viewer.highlight_legal is False  # Welcome uses them too
