"""Balconia in the shell: its registry entry, its card on the start page switching the one
window, its saves and autosave opened from another game's window (which switches to Balconia),
the Continue list and the resume prompt naming it, the screenshot option on its screens."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from tests.window_driving import check_factories, welcome_window
from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.controller import BalconiaController
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.engine import new_game
from welcome_desktop.games.balconia.save_codec import FORMAT_ID
from welcome_desktop.games.balconia.ui.board_page import BalconiaBoard
from welcome_desktop.games.balconia.ui.window import BalconiaFront
from welcome_desktop.shell.registry import all_games, find_game
from welcome_desktop.shell.save_dispatch import game_for_save, latest_autosave
from welcome_desktop.ui import launch


def test_balconia_is_registered_third_with_everything_declared(qtbot: QtBot) -> None:
    assert [g.id for g in all_games()] == ["welcome", "pompeji", "balconia"]
    game = find_game("balconia")
    assert game.display_name() == "Balconia"
    assert game.display_tagline() == "A building of balconies, seen from both sides."
    assert (game.min_seats, game.max_seats) == (2, 2)
    assert game.bot_levels == ("easy", "medium", "hard")
    assert game.save_codec.format_id == FORMAT_ID
    assert game.icon().is_file() and game.icon().name == "balconia_icon.svg"
    assert game.rules_dir() == game.icon().parents[1] / "rules" / "balconia"
    check_factories(qtbot, game, BalconiaController, BalconiaBoard)


def _main_windows() -> list[QMainWindow]:
    return [
        w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()
    ]


def test_the_start_page_card_switches_the_same_window(qtbot: QtBot) -> None:
    window = welcome_window(qtbot)
    welcome = window.front
    cards = window.start_page.game_cards
    assert [c.game.id for c in cards] == ["welcome", "pompeji", "balconia"]
    assert not cards[2].picture.pixmap().isNull() and cards[2].name.text() == "Balconia"
    cards[2].click()
    front = window.front
    assert isinstance(front, BalconiaFront) and _main_windows() == [window]
    assert window.pages.currentWidget() is window.start_page  # no Balconia game yet
    assert window.start_page.banner is front.start_banner and front.start_banner.isVisible()
    assert window.windowTitle() == "Balconia — Welcome Desktop"
    assert welcome.menus["undo"] not in window.actions()  # Welcome's shortcuts are off
    assert front.menus["undo"] in window.actions()
    front.session.ask_new_game = lambda: make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), 3)
    window.start_page.new_button.click()
    assert window.pages.currentWidget() is front.board_page and front.board_page.isVisible()
    state = front.controller.state
    window.front.menus["start"].trigger()
    cards[0].click()
    assert window.front is welcome
    window.front.menus["start"].trigger()
    cards[2].click()  # back to Balconia: its game where it was left
    assert window.front is front and window.pages.currentWidget() is front.board_page
    assert front.controller.state is state
    front.controller.shutdown()


def _saved(tmp_path: Path) -> tuple[Path, storage.Session]:
    setup = make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=3)
    session = storage.Session(new_game(setup.config), setup)
    return storage.write(tmp_path / "balconia.json", session), session


def test_a_balconia_save_opened_from_welcome_switches_the_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path, session = _saved(tmp_path)
    assert game_for_save(path).id == "balconia"
    window = welcome_window(qtbot)
    window.front.session.ask_open_path = lambda: str(path)
    window.front.menus["open"].trigger()
    front = window.front
    assert isinstance(front, BalconiaFront) and _main_windows() == [window]
    assert front.controller.setup == session.setup
    assert front.controller.state == session.state
    assert window.pages.currentWidget() is front.board_page
    assert front.session.path == str(path)  # Save writes back there
    front.controller.shutdown()


def test_the_resume_prompt_and_the_continue_list_name_balconia(qtbot: QtBot) -> None:
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=4)
    storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    found = latest_autosave()
    assert found is not None and found[0].id == "balconia"
    window = welcome_window(qtbot)
    window.show_start()
    listing = window.front.history.continue_list
    qtbot.waitUntil(listing.isVisible, timeout=2000)
    assert listing.games.count() == 1
    row = listing.games.item(0).text()
    assert row.startswith("Balconia · ") and row.endswith(" · Ana, Ben")
    asked: list[str] = []
    window.front.session.ask_yes_no = lambda title, text: asked.append(text) is None
    window.offer_resume()
    assert asked == ["A game of Balconia was left unfinished. Resume it?"]
    front = window.front
    assert isinstance(front, BalconiaFront) and front.controller.setup == setup
    assert window.pages.currentWidget() is front.pass_page  # two humans: sides are secret
    qtbot.keyClick(front.pass_page.button, Qt.Key.Key_Space)
    assert window.pages.currentWidget() is front.board_page


def test_the_screenshot_option_shows_balconias_screens(qapp: object, tmp_path: Path) -> None:
    for screen in ("board", "end", "replay"):
        out = tmp_path / f"{screen}.png"
        args = ["--screenshot", str(out), "--screen", screen, "--game", "balconia"]
        assert launch.main([*args, "--size", "1024x600"]) == 0
        image = QImage(str(out))
        ratio = image.devicePixelRatio() or 1
        assert (image.width() / ratio, image.height() / ratio) == (1024, 600)
    bad = ["--screenshot", str(tmp_path / "x.png"), "--screen", "tutorial", "--game", "balconia"]
    assert launch.main(bad) == 2  # a screen Balconia does not have


def test_three_cards_go_on_two_rows_in_a_narrow_window(qtbot: QtBot) -> None:
    window = welcome_window(qtbot)
    page = window.start_page

    def rows() -> set[int]:
        return {c.geometry().top() for c in page.game_cards}

    window.resize(1280, 720)
    qtbot.waitUntil(lambda: len(rows()) == 1)  # side by side
    window.resize(700, 600)
    qtbot.waitUntil(lambda: len(rows()) == 2)  # too narrow for three: a second row
    cards = [c.geometry() for c in page.game_cards]
    for i, a in enumerate(cards):
        assert a.left() >= 16 and a.right() <= page.width() - 16  # inside the page
        assert not any(a.intersects(b) for b in cards[i + 1 :])  # none over another
    assert window.minimumSizeHint().width() < 700  # the page no longer asks for one row
