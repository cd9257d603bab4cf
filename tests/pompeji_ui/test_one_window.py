"""One window for every game: closing asks the game that has a half-done turn (the active one
or one left in the background, which is then shown), shortcuts belong to the game shown, and a
computer player of a game in the background never takes the window back."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(settings=Settings(animation_speed="off"), persist_settings=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def _pompeji(window: MainWindow) -> PompejiFront:
    window.start_page.game_cards[1].click()
    front = window.front
    assert isinstance(front, PompejiFront)
    front.controller.autosave_enabled = False
    return front


def _place_a_card(front: PompejiFront) -> None:
    """The human plays a card onto the city without ending the turn."""
    c = front.controller
    view = c.turn_view
    assert view is not None and view.my_turn
    for card in view.hand:
        for cell in view.city.frontier():
            if c.place(card, cell) is None:
                assert c.draft is not None
                return
    raise AssertionError("no card fits the city")


def _answers(window: MainWindow, answer: bool, asked: list[str]) -> None:
    for front in window.fronts.values():
        front.session.ask_yes_no = lambda title, text: asked.append(title) is None and answer


def test_closing_with_a_half_done_pompeji_turn_asks_first(qtbot: QtBot) -> None:
    window = _window(qtbot)
    front = _pompeji(window)
    front.start_game(make_setup([Seat("Ana"), Seat("Bot", SeatKind.EASY)], seed=3))
    qtbot.waitUntil(lambda: front.controller.turn_view.my_turn, timeout=20000)
    asked: list[str] = []
    _answers(window, False, asked)
    _place_a_card(front)
    front.menus["quit"].trigger()
    assert asked == ["Unfinished turn"] and window.isVisible()
    assert front.controller.draft is not None  # the card stays where it was put
    _answers(window, True, asked)
    window.close()
    assert asked == ["Unfinished turn", "Unfinished turn"] and not window.isVisible()


def test_a_half_done_turn_in_the_game_left_behind_is_shown_and_asked(qtbot: QtBot) -> None:
    window = _window(qtbot)
    welcome = window.front
    welcome.start_game(solo_setup("Ann", seed=11))
    c = welcome.controller
    street, house = sorted(c.legal_houses(0))[0]
    c.select_combo(0)
    c.place_number(street, house)  # Welcome's turn is half done
    window.front.menus["start"].trigger()
    front = _pompeji(window)  # Pompeji shown, with no game
    assert window.pages.currentWidget() is window.start_page
    asked: list[str] = []
    _answers(window, False, asked)
    front.menus["quit"].trigger()
    # the game that would lose something is shown, and asks; "no" keeps everything
    assert asked == ["Unfinished turn"] and window.isVisible()
    assert window.front is welcome and window.pages.currentWidget() is welcome.board_page
    assert c.draft.street == street
    _answers(window, True, asked)
    window.close()
    assert not window.isVisible()


def test_shortcuts_belong_to_the_game_shown(qtbot: QtBot) -> None:
    window = _window(qtbot)
    welcome = window.front
    front = _pompeji(window)
    front.start_game(make_setup([Seat("Ana"), Seat("Bot", SeatKind.EASY)], seed=3))
    qtbot.waitUntil(lambda: front.controller.turn_view.my_turn, timeout=20000)
    _place_a_card(front)
    shown = set(window.actions())
    assert set(front.menus.actions.values()) <= shown
    assert not set(welcome.menus.actions.values()) & shown
    front.menus["undo"].trigger()  # Pompeji's Take back: the card comes back to the hand
    assert front.controller.draft is None
    window.front.menus["start"].trigger()
    window.start_page.game_cards[0].click()
    assert window.front is welcome
    assert not set(front.menus.actions.values()) & set(window.actions())
    front.controller.shutdown()


def test_a_game_in_the_background_does_not_take_the_window_back(qtbot: QtBot) -> None:
    window = _window(qtbot)
    welcome = window.front
    # two humans on Welcome: each new round shows the pass-the-device page, when it is shown
    welcome.start_game(hotseat_setup([SeatSetup("Ann", "human"), SeatSetup("Bob", "human")], 5))
    assert window.pages.currentWidget() is welcome.pass_page
    window.front.menus["start"].trigger()
    front = _pompeji(window)
    welcome.controller.seat_changed.emit(1)  # as when Welcome's round moves on meanwhile
    assert window.front is front and window.pages.currentWidget() is window.start_page
    assert welcome.pass_page.name == "Bob"  # told, for when Welcome is shown again
    window.start_page.game_cards[0].click()  # back to Welcome: its game where it stands
    assert window.front is welcome and window.pages.currentWidget() is welcome.pass_page


def test_a_refused_save_of_the_other_game_leaves_the_game_shown(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _window(qtbot)
    welcome = window.front
    welcome.start_game(solo_setup("Ann", seed=11))
    state = welcome.controller.state
    broken = tmp_path / "broken.json"
    broken.write_text(
        json.dumps({"format": "welcome-desktop-pompeji-save", "config": {"game": "pompeji"}}),
        "utf-8",
    )
    welcome.session.ask_open_path = lambda: str(broken)
    window.front.menus["open"].trigger()
    pompeji = window.fronts["pompeji"]
    box = pompeji.session.message_box
    assert box is not None and box.isVisible() and str(broken) in box.text()
    assert window.front is welcome and window.pages.currentWidget() is welcome.board_page
    assert welcome.controller.state is state
    box.accept()


def test_all_games_shows_the_continue_list_instead_of_resume_every_time(qtbot: QtBot) -> None:
    window = _window(qtbot)
    welcome = window.front
    welcome.start_game(solo_setup("Ann", seed=11))  # autosaved: an unfinished game to go on
    listing = welcome.history.continue_list
    for _ in range(2):  # from the board, then from the start page itself
        window.front.menus["start"].trigger()
        assert window.pages.currentWidget() is window.start_page
        assert listing.isVisible() and listing.games.count() == 1
        assert not window.start_page.resume_button.isVisible()  # the list replaces it
    window.start_page.game_cards[1].click()  # Pompeji chosen: the list names every game
    window.front.menus["start"].trigger()
    assert listing.isVisible() and not window.start_page.resume_button.isVisible()
