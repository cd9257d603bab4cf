"""Pompeji in the shell: its registry entry, its place on the start page, its saves opened from
Welcome's window, refused files left untouched, computer players in worker threads."""

from __future__ import annotations

import dataclasses
import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app import storage
from welcome_desktop.games.pompeji.app.controller import PompejiController
from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.engine import new_game
from welcome_desktop.games.pompeji.save_codec import FORMAT_ID
from welcome_desktop.games.pompeji.ui.board_page import PompejiBoard
from welcome_desktop.games.pompeji.ui.window import PompejiWindow
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import all_games, find_game
from welcome_desktop.shell.save_dispatch import game_for_save, latest_autosave


def test_pompeji_is_registered_with_everything_declared(qtbot: QtBot) -> None:
    games = all_games()
    assert [g.id for g in games] == ["welcome", "pompeji"]
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
    controller = pompeji.make_controller(None)
    assert isinstance(controller, PompejiController)
    board = pompeji.make_board(controller, None)
    qtbot.addWidget(board)
    assert isinstance(board, PompejiBoard)


def _welcome_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(settings=Settings(animation_speed="fast"), persist_settings=False)
    window.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_start_page_lists_pompeji_second_with_its_picture(qtbot: QtBot) -> None:
    window = _welcome_window(qtbot)
    cards = window.start_page.game_cards
    assert [c.game.id for c in cards] == ["welcome", "pompeji"]
    assert cards[0].isChecked() and not cards[1].isChecked()
    assert not cards[1].picture.pixmap().isNull()
    assert cards[1].name.text() == "Pompeji"
    cards[1].click()  # Pompeji opens in a window of its own
    other = window.other_windows[0]
    qtbot.addWidget(other)
    assert isinstance(other, PompejiWindow) and other.isVisible()
    assert other.pages.currentWidget() is other.start_page
    assert [c.isChecked() for c in other.start_page.game_cards] == [False, True]
    assert window.start_page.game_cards[0].isChecked()


def _saved(tmp_path: Path) -> tuple[Path, storage.Session]:
    setup = make_setup([Seat("Ana"), Seat("Bot", SeatKind.EASY)], seed=3)
    session = storage.Session(new_game(setup.config), setup)
    path = storage.write(tmp_path / "pompeji.json", session)
    return path, session


def test_a_pompeji_save_opened_from_welcome_plays_in_a_pompeji_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path, session = _saved(tmp_path)
    assert game_for_save(path).id == "pompeji"
    window = _welcome_window(qtbot)
    window.session.ask_open_path = lambda: str(path)
    window.session.open_game()
    other = window.other_windows[0]
    qtbot.addWidget(other)
    assert isinstance(other, PompejiWindow)
    assert other.controller.setup == session.setup
    assert other.controller.state is not None
    assert other.controller.state.config == session.state.config
    other.controller.shutdown()


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
    window = PompejiWindow(persist_settings=False)
    qtbot.addWidget(window)
    window.session.ask_open_path = lambda: str(path)
    window.session.open_game()
    box = window.session.message_box
    assert box is not None and box.isVisible() and str(path) in box.text()
    assert window.controller.state is None
    assert path.read_bytes() == before
    box.accept()


def test_the_resume_prompt_names_pompeji_and_resumes_it(qtbot: QtBot) -> None:
    setup = make_setup([Seat("Ana"), Seat("Ben")], seed=4)
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    found = latest_autosave()
    assert found is not None and found[0].id == "pompeji"
    window = _welcome_window(qtbot)
    asked: list[str] = []
    window.session.ask_yes_no = lambda title, text: asked.append(text) is None
    window.offer_resume()
    assert asked == ["A game of Pompeji was left unfinished. Resume it?"]
    other = window.other_windows[0]
    qtbot.addWidget(other)
    assert isinstance(other, PompejiWindow)
    assert other.controller.setup == setup


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


def test_the_continue_list_names_pompeji_and_opens_it_in_its_window(qtbot: QtBot) -> None:
    setup = make_setup([Seat("Ana"), Seat("Ben")], seed=6)
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    window = _welcome_window(qtbot)
    window.show_start()
    listing = window.history.continue_list
    qtbot.waitUntil(listing.isVisible, timeout=2000)
    assert listing.games.count() == 1
    row = listing.games.item(0)
    assert row.text().startswith("Pompeji · ") and row.text().endswith(" · Ana, Ben")
    listing.games.setCurrentRow(0)
    listing.games.setFocus()
    qtbot.keyClick(listing.games, Qt.Key.Key_Return)
    other = window.other_windows[0]
    qtbot.addWidget(other)
    assert isinstance(other, PompejiWindow) and other.controller.setup == setup
    assert window.controller.state is None  # Welcome's window keeps no game


def test_settings_changed_in_the_pompeji_window_are_kept_by_its_opener(qtbot: QtBot) -> None:
    window = _welcome_window(qtbot)
    window.start_page.game_cards[1].click()
    other = window.other_windows[0]
    qtbot.addWidget(other)
    assert other.opener is window
    changed = dataclasses.replace(window.settings, highlight_legal_moves=False)
    other.session.ask_settings = lambda: changed
    other.actions_by_name["settings"].trigger()
    assert window.settings == changed  # the opener applied it (and would save it)
    assert other.settings == changed and other.app_settings() == changed
