"""Balconia's game codes in the window: the New Game page takes a friend's code (the deal and
the variants come from it and are locked, the table stays the player's) or today's challenge, a
mistyped code or a code of another game is refused with the reason (and "Open it in …"), the
Game menu copies the code of the game in play and joins with one, a Balconia code typed in
another game's field opens Balconia's page, the end page shows the code, and the games played
list the codes, group a deal and play it again."""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia import history as hist
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.engine import GameConfig, apply, new_game, random_action
from welcome_desktop.games.balconia.engine.game_code import (
    SEED_LIMIT,
    BalconiaCode,
    code_for,
    daily_code,
    decode,
    encode,
)
from welcome_desktop.games.balconia.ui.new_game import NewGameDialog
from welcome_desktop.games.balconia.ui.window import BalconiaFront
from welcome_desktop.games.pompeji.engine import game_code as pompeji_codes
from welcome_desktop.games.pompeji.ui.new_game import NewGameDialog as PompejiNewGame
from welcome_desktop.games.pompeji.ui.window import PompejiFront, pompeji_window
from welcome_desktop.games.welcome.engine import Mode
from welcome_desktop.games.welcome.engine import game_code as welcome_codes
from welcome_desktop.shell.registry import find_game
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window

FRIEND = BalconiaCode(777_001, anywhere=True, entrance_anywhere=True, entrance_column=3)
WELCOME_CODE = welcome_codes.encode(welcome_codes.GameCode("welcome", Mode.SOLO, False, 42))
POMPEJI_CODE = pompeji_codes.encode(pompeji_codes.PompejiCode(3, 4242))


def _dialog(qtbot: QtBot) -> NewGameDialog:
    dialog = NewGameDialog(None, ["Zoé"])
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _other_button(dialog: QDialog) -> QPushButton:
    button = dialog.findChild(QPushButton, "otherGameButton")
    assert isinstance(button, QPushButton)
    return button


def test_a_friends_code_sets_the_deal_and_the_variants_and_the_table_stays_mine(
    qtbot: QtBot,
) -> None:
    dialog = _dialog(qtbot)
    assert dialog.anywhere.isEnabled() and dialog.code_note.text()  # says what it is for
    qtbot.keyClicks(dialog.code, encode(FRIEND).lower())
    for box in (dialog.anywhere, dialog.entrance_anywhere, dialog.long_game, dialog.seed):
        assert not box.isEnabled()
    assert dialog.anywhere.isChecked() and dialog.entrance_anywhere.isChecked()
    assert not dialog.long_game.isChecked() and dialog.seed.value() == FRIEND.seed
    dialog.set_seats([("Zoé", SeatKind.HUMAN), ("Bo", SeatKind.HARD)])
    setup = dialog.result_setup()
    assert setup.config == FRIEND.config() and setup.config.entrance_column == 3
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Zoé", SeatKind.HUMAN),
        ("Bo", SeatKind.HARD),
    ]
    assert new_game(setup.config) == new_game(FRIEND.config())
    dialog.code.clear()  # back to a new deal: the variants are the player's again
    assert dialog.anywhere.isEnabled() and dialog.seed.isEnabled()
    dialog.seed.setValue(-1)
    assert dialog.result_setup().config.seed < SEED_LIMIT  # every new deal has a code


def test_todays_challenge_is_the_days_deal_against_hard(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.today = date(2026, 12, 2)
    dialog.kinds[0].setCurrentIndex(list(SeatKind).index(SeatKind.EASY))
    qtbot.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    assert dialog.code.text() == daily_code(date(2026, 12, 2))
    setup = dialog.result_setup()
    assert [s.kind for s in setup.seats] == [SeatKind.HUMAN, SeatKind.HARD]
    assert setup.config == decode(daily_code(date(2026, 12, 2))).config()
    assert not dialog.long_game.isEnabled()
    assert dialog.code_note.text() == "Nobody has finished today's challenge here yet."
    assert "Hard" in dialog.daily.toolTip()


def test_todays_challenge_says_the_best_score_made_on_it_with_its_table(qtbot: QtBot) -> None:
    day = date(2026, 12, 2)
    config = decode(daily_code(day)).config()
    finished = []
    for bot_seed in (1, 2, 3):
        state, rng = new_game(config), random.Random(bot_seed)
        while not state.over:
            state = apply(state, random_action(state, rng))
        finished.append(state)
    db = hist.open_history()
    assert db is not None
    with db:  # two games with the challenge's table, one against Easy (not the challenge)
        db.record(finished[0], [("<b>Zoé</b>", "human"), ("Bo", "hard")])
        db.record(finished[1], [("Max", "human"), ("Bo", "hard")])
        db.record(finished[2], [("Eve", "human"), ("Bo", "easy")])
    challenge = [finished[0].scores()[0].total, finished[1].scores()[0].total]
    best = max(zip(challenge, ("<b>Zoé</b>", "Max"), strict=True))
    dialog = _dialog(qtbot)
    dialog.today = day
    qtbot.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    assert dialog.code_note.text() == f"Best so far today: {best[1]}, {best[0]} points"
    assert dialog.code_note.textFormat() == Qt.TextFormat.PlainText  # a name is plain text


def test_a_mistyped_code_is_refused_with_the_reason_and_nothing_starts(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    text = encode(FRIEND)
    typo = text[:3] + ("A" if text[3] != "A" else "C") + text[4:]
    qtbot.keyClicks(dialog.code, typo)
    assert "typo" in dialog.code_note.text()  # said as soon as all ten are typed
    assert dialog.anywhere.isEnabled()
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


def test_a_code_of_another_game_says_where_it_belongs(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    button = _other_button(dialog)
    dialog.code.setText(WELCOME_CODE)
    assert "Welcome To" in dialog.code_note.text() and "start page" in dialog.code_note.text()
    assert button.isVisible() and "Welcome" in button.text()
    dialog.code.setText(POMPEJI_CODE)
    assert "Pompeji" in dialog.code_note.text() and "Pompeji" in button.text()
    dialog.code.setText(encode(FRIEND))
    assert not button.isVisible()
    pompeji = PompejiNewGame(None, ["Zoé"])  # and Pompeji's page, given a Balconia code
    qtbot.addWidget(pompeji)
    pompeji.show()
    pompeji.code.setText(encode(FRIEND))
    assert "Balconia" in pompeji.code_note.text() and "Balconia" in _other_button(pompeji).text()


def _in_the_modal_dialog(qtbot: QtBot, act: Callable[[QDialog], None]) -> list[str]:
    """Run ``act`` on the modal dialog the next call opens (once it is up); what went wrong."""
    problems: list[str] = []

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(20, attempt)
            return
        try:
            act(dialog)
        except Exception as err:  # reported by the test, never left blocking exec()
            problems.append(repr(err))
            dialog.reject()

    QTimer.singleShot(0, attempt)
    return problems


def _shown(qtbot: QtBot, window: ShellWindow) -> ShellWindow:
    window.front.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_balconia_code_typed_on_pompejis_page_opens_balconias_page_filled_in(
    qtbot: QtBot,
) -> None:
    window = _shown(qtbot, pompeji_window(persist_settings=False))
    pompeji = window.front
    assert isinstance(pompeji, PompejiFront)
    balconia = window.front_for(find_game("balconia"))
    assert isinstance(balconia, BalconiaFront)
    pages: list[NewGameDialog] = []

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        pages.append(dialog)
        assert dialog.code.hasFocus() or dialog.code.text()
        assert decode(dialog.code.text()) == FRIEND and not dialog.anywhere.isEnabled()
        dialog.reject()

    def type_it(dialog: QDialog) -> None:
        assert isinstance(dialog, PompejiNewGame)
        dialog.code.setText(encode(FRIEND))
        _other_button(dialog).click()
        problems.extend(_in_the_modal_dialog(qtbot, look))

    problems = _in_the_modal_dialog(qtbot, type_it)
    pompeji.menus["new"].trigger()
    qtbot.waitUntil(lambda: len(pages) == 1, timeout=5000)
    assert problems == []
    qtbot.waitUntil(lambda: window.front is pompeji, timeout=3000)  # cancelled: back


def _config(seed: int) -> GameConfig:
    return make_setup(Seat("Ana"), Seat("Bo"), seed, long_game=True).config


def _finished(front: BalconiaFront, seed: int, bot_seed: int = 0) -> None:
    """A finished game of the deal ``seed`` (random moves from ``bot_seed``) as the window ends
    one: the end page shows and the history records it."""
    setup = make_setup(Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), seed, long_game=True)
    state = new_game(setup.config)
    rng = random.Random(bot_seed or seed)
    while not state.over:
        state = apply(state, random_action(state, rng))
    front.controller.start(setup, state)
    front.after_start()


def test_the_game_menu_copies_the_code_and_the_end_page_shows_it(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    assert isinstance(front, BalconiaFront)
    _finished(front, 31)
    setup = front.controller.setup
    assert setup is not None
    code = code_for(setup.config)
    assert code is not None and decode(code).config() == setup.config
    qtbot.waitUntil(lambda: window.pages.currentWidget() is front.end_page, timeout=5000)
    page = front.end_page
    assert page.code_note.isVisible() and code in page.code_note.text()
    action = front.actions_by_name["copy_code"]
    assert action.isEnabled()
    QApplication.clipboard().clear()
    action.trigger()
    assert QApplication.clipboard().text() == code
    assert code in window.statusBar().currentMessage()
    old = make_setup(Seat("Ana"), Seat("Bo"), SEED_LIMIT + 5)  # a deal from before codes
    front.controller.new_game(old)
    front.after_start()
    assert not front.actions_by_name["copy_code"].isEnabled()
    assert front.current_code() == ""
    front.controller.shutdown()


def test_join_with_a_code_opens_the_page_with_the_field_ready(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    assert isinstance(front, BalconiaFront)
    asked: list[str] = []
    front.session.ask_new_deal = lambda code: asked.append(code)  # cancelled there
    front.actions_by_name["join"].trigger()
    assert asked == [""]
    front.join_code(encode(FRIEND))  # the shell's JoinsCodes
    assert asked == ["", encode(FRIEND)]
    started: list[object] = []
    front.session.ask_new_deal = lambda code: FRIEND_SETUP
    front.start_game = started.append  # type: ignore[method-assign]
    front.join_code(encode(FRIEND))
    assert started == [FRIEND_SETUP]


FRIEND_SETUP = make_setup(Seat("Ana"), Seat("Bo", SeatKind.HARD), 1)


def test_the_real_page_opened_by_join_has_the_code_field_focused(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    assert isinstance(front, BalconiaFront)
    seen: list[bool] = []

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.focusWidget() is dialog.code and dialog.code.text() == "")
        dialog.reject()

    problems = _in_the_modal_dialog(qtbot, look)
    front.actions_by_name["join"].trigger()
    assert problems == [] and seen == [True]


def test_the_history_lists_codes_groups_a_deal_and_plays_it_again(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    assert isinstance(front, BalconiaFront)
    _finished(front, 11)
    _finished(front, 12)
    _finished(front, 11, bot_seed=3)  # the first deal again, played otherwise
    front.show_history()
    page = front.history_page
    table = page.games
    assert table.rowCount() == 3 and not table.isColumnHidden(3)
    assert table.horizontalHeaderItem(3).text() == "Game code"
    code_11 = code_for(_config(11))
    codes = [table.item(row, 3).text() for row in range(3)]
    assert sorted(codes) == sorted([code_11, code_11, code_for(_config(12))])
    table.selectRow(codes.index(code_11))
    assert page.deal_button.isEnabled() and page.same_deal.isEnabled()
    qtbot.mouseClick(page.same_deal, Qt.MouseButton.LeftButton)  # only this deal
    assert table.rowCount() == 2
    assert {table.item(r, 3).text() for r in range(2)} == {code_11}
    qtbot.mouseClick(page.same_deal, Qt.MouseButton.LeftButton)  # every game again
    assert table.rowCount() == 3
    asked: list[str] = []
    front.session.ask_new_deal = lambda code: asked.append(code)  # cancelled there
    table.selectRow([table.item(r, 3).text() for r in range(3)].index(code_11))
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    assert asked == [code_11]
    assert window.pages.currentWidget() is page  # cancelled: still on the history page
    dialog = NewGameDialog(window, ["Ana"])
    dialog.code.setText(asked[0])
    front.session.ask_new_deal = lambda code: dialog.result_setup()
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    c = front.controller
    assert c.setup is not None and c.setup.config == _config(11)
    assert c.state is not None and not c.state.turns
    assert window.pages.currentWidget() is not page
    c.shutdown()
