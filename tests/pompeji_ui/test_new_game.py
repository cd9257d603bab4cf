"""Pompeji's New Game page: 2 to 4 seats, each a human or a computer level, names, options."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import SeatKind
from welcome_desktop.games.pompeji.engine import SkipRule, Special
from welcome_desktop.games.pompeji.ui.new_game import NewGameDialog
from welcome_desktop.games.pompeji.ui.window import pompeji_window


def test_the_page_offers_two_to_four_seats_of_any_kind(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, ["Zoé"], seed=4)
    qtbot.addWidget(dialog)
    dialog.show()
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 4)
    assert dialog.names[0].text() == "Zoé"  # the last names are offered again
    assert [dialog.kinds[0].itemData(i) for i in range(dialog.kinds[0].count())] == [
        "human",
        "easy",
        "medium",
        "hard",
    ]
    dialog.count.setValue(2)
    assert not dialog.names[2].isVisible() and dialog.names[1].isVisible()
    dialog.set_seats([("  Ana  ", SeatKind.HUMAN), ("", SeatKind.HARD), ("Cy", SeatKind.EASY)])
    dialog.lenient.setChecked(True)
    setup = dialog.result_setup()
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Ana", SeatKind.HUMAN),
        ("Brutus", SeatKind.HARD),  # an empty name gets the seat's default
        ("Cy", SeatKind.EASY),
    ]
    assert setup.config.seats == 3 and setup.config.seed == 4
    assert setup.config.skip_rule is SkipRule.LENIENT and setup.config.first_seat == 0
    assert setup.config.special is Special.PERMIT
    dialog.double.setChecked(True)
    assert dialog.result_setup().config.special is Special.DOUBLE  # the x2 variant
    assert not dialog.result_setup().config.open_hands
    dialog.open_hands.setChecked(True)
    assert dialog.result_setup().config.open_hands  # teaching: every hand shown
    firsts = set()
    for seed in range(12):
        page = NewGameDialog(None, (), seed=seed)
        assert not page.random_first.isChecked()  # off on a fresh page
        page.random_first.setChecked(True)
        firsts.add(page.result_setup().config.first_seat)
        page.deleteLater()
    assert firsts == {0, 1, 2}  # three seats by default: any may start


def test_new_game_from_the_window_starts_it_and_remembers_the_names(qtbot: QtBot) -> None:
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    window.show()
    dialog = NewGameDialog(window, (), seed=8)
    dialog.set_seats([("Ana", SeatKind.HUMAN), ("Bot", SeatKind.MEDIUM)])
    window.front.session.ask_new_game = dialog.result_setup
    window.start_page.new_button.click()
    c = window.front.controller
    assert c.setup is not None and [s.name for s in c.setup.seats] == ["Ana", "Bot"]
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    assert window.pages.currentWidget() is window.front.board_page  # one human: no pass screen
    c.shutdown()


def test_play_against_the_computer_starts_one_human_and_two_computers(qtbot: QtBot) -> None:
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    window.show()
    assert window.start_page.solo_button.text() == "Play against the computer"
    window.start_page.solo_button.click()
    c = window.front.controller
    assert c.setup is not None
    assert [s.kind for s in c.setup.seats] == [SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.MEDIUM]
    c.shutdown()
