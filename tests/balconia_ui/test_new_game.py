"""Balconia's New Game page: two sides, each a human or a computer level, the three variants,
a seed; you against Medium by default; access keys that do not clash in any language; and the
page started from the window's start page."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.test_access_keys import clash, in_each_language, page_texts
from welcome_desktop.games.balconia.app.setup import SeatKind
from welcome_desktop.games.balconia.engine import STANDARD_TOKENS, Side
from welcome_desktop.games.balconia.engine.game_code import SEED_LIMIT, code_for
from welcome_desktop.games.balconia.ui.new_game import NewGameDialog

from .helpers import shown_window


def test_the_page_offers_two_sides_of_any_kind_and_the_variants(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, ["Zoé"], seed=4)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.names[0].text() == "Zoé" and dialog.names[1].text() == "Marco"
    kinds = [dialog.kinds[0].itemData(i) for i in range(dialog.kinds[0].count())]
    assert kinds == ["human", "easy", "medium", "hard"]
    setup = dialog.result_setup()  # the defaults: you (turquoise, first) against Medium
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Zoé", SeatKind.HUMAN),
        ("Marco", SeatKind.MEDIUM),
    ]
    assert setup.seat(Side.TURQUOISE).name == "Zoé"
    config = setup.config
    assert config.seed == 4 and config.tokens == STANDARD_TOKENS
    assert not (config.anywhere or config.entrance_anywhere or config.long_game)
    dialog.set_seats([("  Ana   Lee ", SeatKind.HARD), ("", SeatKind.HUMAN)])
    dialog.anywhere.setChecked(True)
    dialog.entrance_anywhere.setChecked(True)
    dialog.long_game.setChecked(True)
    setup = dialog.result_setup()
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Ana Lee", SeatKind.HARD),
        ("Marco", SeatKind.HUMAN),  # an empty name gets the side's default
    ]
    assert setup.config.anywhere and setup.config.entrance_anywhere and setup.config.long_game
    assert setup.config.tokens == 22
    random_page = NewGameDialog(None)
    qtbot.addWidget(random_page)
    assert random_page.seed.text() == "Random"
    seeds = {random_page.result_setup().config.seed for _ in range(4)}
    assert len(seeds) > 1  # a new deal each time
    assert all(0 <= seed < SEED_LIMIT for seed in seeds)  # so every new deal has a code
    assert random_page.seed.maximum() == SEED_LIMIT - 1  # a typed seed too
    assert code_for(random_page.result_setup().config) is not None


def test_the_page_has_distinct_access_keys_in_every_language(qtbot: QtBot) -> None:
    def find() -> list[str]:
        dialog = NewGameDialog(None)  # made in the language, as when opened
        qtbot.addWidget(dialog)
        texts = page_texts(dialog)
        assert len([t for t in texts if "&" in t]) >= 6
        return clash("NewGameDialog", texts)

    problems = in_each_language(find)
    assert problems == [], "\n".join(problems)


def test_new_game_from_the_start_page_and_the_quick_game(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    dialog = NewGameDialog(window, (), seed=8)
    dialog.set_seats([("Ana", SeatKind.HUMAN), ("Bot", SeatKind.EASY)])
    front.session.ask_new_game = dialog.result_setup
    window.start_page.new_button.click()
    c = front.controller
    assert c.setup is not None and c.setup.names == ("Ana", "Bot")
    assert window.pages.currentWidget() is front.board_page  # one human: no pass screen
    assert window.windowTitle() == "Balconia — Welcome Desktop"
    window.show_start()
    assert window.start_page.solo_button.text() == "Play against the computer"
    window.start_page.solo_button.click()
    assert c.setup is not None
    assert [s.kind for s in c.setup.seats] == [SeatKind.HUMAN, SeatKind.MEDIUM]
    assert c.turn_view is not None and c.turn_view.my_turn  # turquoise selects first
    c.shutdown()
