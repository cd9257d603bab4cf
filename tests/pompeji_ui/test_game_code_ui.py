"""Pompeji's game codes in the window: the New Game page takes a friend's code (the deal, the
number of players and the options come from it, the table stays the player's), a mistyped code
or a code of the other game is refused with the reason, the Game menu copies the code of the
game in play, and the end page shows it with "Play this deal again"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, SkipRule, Special, new_game
from welcome_desktop.games.pompeji.engine.game_code import (
    SEED_LIMIT,
    PompejiCode,
    code_for,
    decode,
    encode,
)
from welcome_desktop.games.pompeji.ui.new_game import NewGameDialog
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.games.welcome.engine import Mode
from welcome_desktop.games.welcome.engine import game_code as welcome_codes
from welcome_desktop.games.welcome.ui.code_dialog import JoinCodeDialog
from welcome_desktop.i18n import install

from .helpers import shown_window

FRIEND = PompejiCode(4, 777_001, random_first=True, skip_rule=SkipRule.LENIENT)


def _dialog(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog(None, ["Zoé"])
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_a_friends_code_sets_the_deal_and_the_options_and_the_table_stays_mine(
    qtbot: QtBot,
) -> None:
    dialog = _dialog(qtbot)
    assert dialog.count.isEnabled() and dialog.code_note.text()  # the field says what it is for
    qtbot.keyClicks(dialog.code, encode(FRIEND).lower())
    assert dialog.count.value() == 4 and not dialog.count.isEnabled()
    assert dialog.random_first.isChecked() and dialog.lenient.isChecked()
    assert not dialog.double.isChecked() and not dialog.double.isEnabled()
    assert "4" in dialog.code_note.text()
    dialog.set_seats(
        [
            ("Zoé", SeatKind.HUMAN),
            ("Bo", SeatKind.HARD),
            ("Cy", SeatKind.MEDIUM),
            ("Di", SeatKind.HUMAN),
        ]
    )
    setup = dialog.result_setup()
    assert setup.config == FRIEND.config()
    assert [s.kind for s in setup.seats][:2] == [SeatKind.HUMAN, SeatKind.HARD]
    friend = new_game(FRIEND.config())
    mine = new_game(setup.config)
    assert (mine.pile, mine.hands, mine.next_seat) == (friend.pile, friend.hands, friend.next_seat)
    dialog.code.clear()  # back to a new deal: the options are the player's again
    assert dialog.count.isEnabled() and dialog.double.isEnabled()
    assert dialog.result_setup().config.seed < SEED_LIMIT  # every new deal has a code


def test_a_mistyped_code_is_refused_with_the_reason_and_nothing_starts(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    text = encode(FRIEND)
    typo = text[:3] + ("A" if text[3] != "A" else "C") + text[4:]
    qtbot.keyClicks(dialog.code, typo)
    assert "typo" in dialog.code_note.text()  # said as soon as all ten are typed
    assert dialog.count.isEnabled()
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)  # OK
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.code.text() == typo  # nothing typed is lost
    dialog.code.setText(text[:6])
    assert dialog.code_note.text() == ""  # still typing: no complaint yet
    dialog.accept()
    assert dialog.isVisible() and "10 characters" in dialog.code_note.text()
    dialog.code.setText("K0")
    assert "“0”" in dialog.code_note.text()  # a character no code uses: at once
    dialog.code.setText(text)
    dialog.accept()
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted


def test_a_code_of_the_other_game_says_where_it_belongs(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    welcome = welcome_codes.encode(welcome_codes.GameCode("welcome", Mode.SOLO, False, 42))
    dialog.code.setText(welcome)
    assert "Welcome To" in dialog.code_note.text() and "start page" in dialog.code_note.text()
    join = JoinCodeDialog(None, "Zoé")  # and Welcome's join dialog, given a Pompeji code
    qtbot.addWidget(join)
    join.code.setText(encode(FRIEND))
    join._accept()
    assert "Pompeji" in join.error.text() and join.result_setup is None


def test_the_code_note_is_translated(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert install.install(app, "fr") == "fr"
    try:
        dialog = _dialog(qtbot)
        dialog.code.setText(encode(FRIEND))
        assert "4" in dialog.code_note.text() and "players" not in dialog.code_note.text()
    finally:
        install.install(app, "en")


def _ended(front: PompejiFront, seed: int, bot_seed: int, double: bool = False) -> GameConfig:
    """A finished game of the deal ``seed`` (played by easy bots seeded from ``bot_seed``) as
    the window ends one: the end page shows and the history records it."""
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.EASY)]
    setup = make_setup(seats, seed, double=double)
    state = new_game(setup.config)
    bots = [make_bot("easy", bot_seed * 10 + s) for s in range(3)]
    while not state.over:
        state = bot_step(state, bots)
    front.controller.start(setup, state)
    front.after_start()
    return setup.config


def _finished_window(qtbot: QtBot, seed: int) -> tuple[PompejiFront, GameConfig]:
    window = shown_window(qtbot, 1024, 600)
    front = window.front
    assert isinstance(front, PompejiFront)
    return front, _ended(front, seed, seed, double=True)


def test_the_end_page_shows_the_code_and_plays_the_deal_again(qtbot: QtBot) -> None:
    front, config = _finished_window(qtbot, 4242)
    code = code_for(config)
    assert code is not None and decode(code).config() == config
    page = front.end_page
    assert front.shell.pages.currentWidget() is page
    assert page.code_note.isVisible() and code in page.code_note.text()
    qtbot.mouseClick(page.again_button, Qt.MouseButton.LeftButton)
    c = front.controller
    assert c.state is not None and not c.state.over and not c.state.turns
    assert c.setup is not None and c.setup.config == config
    assert [s.name for s in c.setup.seats] == ["Ana", "Bo", "Cy"]
    assert (c.state.pile, c.state.hands) == (new_game(config).pile, new_game(config).hands)
    c.shutdown()


def test_the_game_menu_copies_the_code_of_the_game_in_play(qtbot: QtBot) -> None:
    front, config = _finished_window(qtbot, 31)
    action = front.actions_by_name["copy_code"]
    assert action.isEnabled()
    QApplication.clipboard().clear()
    action.trigger()
    assert QApplication.clipboard().text() == code_for(config)
    assert code_for(config) in front.shell.statusBar().currentMessage()
    old = make_setup([Seat("Ana"), Seat("Bo")], SEED_LIMIT + 5)  # a deal from before codes
    front.controller.new_game(old)
    front.after_start()
    assert not front.actions_by_name["copy_code"].isEnabled()
    front.end_page.show_result(["A", "B"], (1, 2), (0, 0), (2, 1), ((1, 0), (1, 2)), "")
    assert not front.end_page.code_note.isVisibleTo(front.end_page)
    front.controller.shutdown()
    assert Special.DOUBLE is config.special


def test_the_history_lists_codes_groups_a_deal_and_plays_it_again(
    qtbot: QtBot,
) -> None:
    window = shown_window(qtbot, 1024, 600)
    front = window.front
    assert isinstance(front, PompejiFront)
    _ended(front, 11, 1)
    _ended(front, 12, 2)
    _ended(front, 11, 3)  # the first deal again, played otherwise
    front.show_history()
    page = front.history_page
    table = page.games
    assert table.rowCount() == 3 and table.isVisible()
    assert table.horizontalHeaderItem(3).text() == "Game code"
    code_11 = code_for(GameConfig(seats=3, seed=11))
    codes = [table.item(row, 3).text() for row in range(3)]
    assert sorted(codes) == sorted([code_11, code_11, code_for(GameConfig(seats=3, seed=12))])
    row = codes.index(code_11)
    table.selectRow(row)
    assert page.deal_button.isEnabled() and page.same_deal.isEnabled()
    qtbot.mouseClick(page.same_deal, Qt.MouseButton.LeftButton)  # only this deal
    assert table.rowCount() == 2
    assert {table.item(r, 3).text() for r in range(2)} == {code_11}
    assert page.selected_record() is not None
    qtbot.mouseClick(page.same_deal, Qt.MouseButton.LeftButton)  # every game again
    assert table.rowCount() == 3
    asked: list[str] = []

    def answer(code: str) -> None:
        asked.append(code)
        return None  # the player cancels the page: nothing starts

    front.session.ask_new_deal = answer
    row = [table.item(r, 3).text() for r in range(3)].index(code_11)
    table.selectRow(row)
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    assert asked == [code_11]
    assert window.pages.currentWidget() is page  # cancelled: still on the history page
    dialog = NewGameDialog(window, ["Ana"])
    dialog.code.setText(asked[0])
    front.session.ask_new_deal = lambda code: dialog.result_setup()
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    c = front.controller
    assert c.setup is not None and c.setup.config == GameConfig(seats=3, seed=11)
    assert c.state is not None and not c.state.turns
    assert window.pages.currentWidget() is not page
    c.shutdown()


def test_todays_challenge_sets_the_deal_and_the_table_and_says_the_best_so_far(
    qtbot: QtBot,
) -> None:
    from datetime import date

    from welcome_desktop.games.pompeji import history as hist
    from welcome_desktop.games.pompeji.engine.game_code import daily_code

    day = date(2026, 12, 2)
    dialog = _dialog(qtbot)
    dialog.today = day
    qtbot.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    assert dialog.code.text() == daily_code(day)
    assert dialog.count.value() == 3 and not dialog.count.isEnabled()
    assert [dialog.kinds[s].currentData() for s in range(3)] == ["human", "hard", "hard"]
    assert "Nobody" in dialog.code_note.text()
    setup = dialog.result_setup()
    assert setup.config == decode(daily_code(day)).config()
    # two finished games of today's deal: one with the challenge's table, one without
    state = new_game(setup.config)
    bots = [make_bot("easy", s) for s in range(3)]
    while not state.over:
        state = bot_step(state, bots)
    db = hist.open_history()
    assert db is not None
    with db:
        db.record(state, [("<b>Zoé</b>", "human"), ("Bo", "hard"), ("Cy", "hard")])
        other = new_game(GameConfig(seats=3, seed=setup.config.seed, first_seat=0))
        bots = [make_bot("easy", 10 + s) for s in range(3)]
        while not other.over:
            other = bot_step(other, bots)
        db.record(other, [("Max", "human"), ("Bo", "easy"), ("Cy", "easy")])
    assert other.final_scores()[0] > state.final_scores()[0]  # better, but not the same table
    qtbot.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    note = dialog.code_note.text()
    assert note == f"Best so far today: <b>Zoé</b>, {state.final_scores()[0]} points"
    assert dialog.code_note.textFormat() == Qt.TextFormat.PlainText


def test_enter_after_todays_challenge_starts_the_game(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    qtbot.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    qtbot.keyClick(dialog.daily, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_game_join_with_a_code_opens_the_new_game_page_for_a_code(qtbot: QtBot) -> None:
    front, _config = _finished_window(qtbot, 5)
    asked: list[str] = []
    front.session.ask_new_deal = lambda code: asked.append(code)  # cancelled
    front.actions_by_name["join"].trigger()
    assert asked == [""]
    assert front.actions_by_name["join"].text() == "&Join with a code…"
