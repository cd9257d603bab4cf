"""Finished games land in the history database; personal bests are announced on the end screen."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox

from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.games.welcome.engine import GameConfig, Mode, new_game
from welcome_desktop.games.welcome.engine.game_code import (
    GameCode,
    code_for,
    daily_code,
    decode,
    encode,
)
from welcome_desktop.games.welcome.persistence.history import History, history_path
from welcome_desktop.games.welcome.ui.code_dialog import JoinCodeDialog
from welcome_desktop.games.welcome.ui.dialogs import NewGameDialog
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import play_turn


def finish_by_hand(window: MainWindow, qtbot, level: str = "easy") -> None:
    """Every human turn played through the window until the end screen shows."""
    c = window.front.controller
    turns = 0
    while not c.state.over:
        qtbot.waitUntil(lambda: c.active_seat >= 0 or c.state.over, timeout=20000)
        if c.state.over:
            break
        if window.pages.currentWidget() is window.front.pass_page:
            window.front.reveal_board()
        play_turn(window, level)
        turns += 1
        assert turns < 400
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)


def test_a_finished_solo_and_a_three_seat_game_are_in_the_history(
    window: MainWindow, qtbot
) -> None:
    window.front.start_game(solo_setup("Sam", seed=5))
    finish_by_hand(window, qtbot)
    solo_total = window.front.controller.state.scores()[0].total
    setup = hotseat_setup([SeatSetup("Sam"), SeatSetup("Robo", "medium"), SeatSetup("Ann")], seed=8)
    window.front.start_game(setup)
    finish_by_hand(window, qtbot)
    c = window.front.controller
    with History(history_path()) as db:
        three, solo = db.games()  # newest first
    assert solo.mode == "solo" and [(s.name, s.kind, s.total) for s in solo.seats] == [
        ("Sam", "human", solo_total)
    ]
    assert three.config == setup.config and three.config.seats == 3
    assert [(s.name, s.kind) for s in three.seats] == [
        ("Sam", "human"),
        ("Robo", "medium"),
        ("Ann", "human"),
    ]
    assert [s.total for s in three.seats] == [s.total for s in c.state.scores()]
    assert [s.rank for s in three.seats] == list(c.ranking())
    assert [list(s.totals) for s in three.seats] == [
        [row[i] for row in c.score_history()] for i in range(3)
    ]
    # ...and on the History and statistics page
    window.front.history.act_history.trigger()
    page = window.front.history.history_page
    assert page.games.rowCount() == 2
    assert page.games.item(1, 2).text() == f"Sam {solo_total}"
    page.player.setCurrentText("Sam")
    assert page.summary.text().startswith("Sam: 2 game(s)")
    assert [y for _x, y in page.trend.series()[0].points] == [
        solo_total,
        c.state.scores()[0].total,
    ]
    # opening the same finished game again does not store it twice
    window.front.controller.play_from(setup, c.state, tuple(c.score_history()))
    with History(history_path()) as db:
        assert db.count() == 2


def test_beating_ones_best_is_announced_on_the_end_screen(window: MainWindow, qtbot) -> None:
    # a first, poor game of Sam's: the computer's easy level plays it
    window.front.start_game(solo_setup("Sam", seed=21))
    finish_by_hand(window, qtbot, level="easy")
    first = window.front.controller.state.scores()[0].total
    assert not window.front.end_screen.best.isVisible()  # a first game sets no record to beat
    window.front.start_game(solo_setup("Sam", seed=22))
    finish_by_hand(window, qtbot, level="hard")
    second = window.front.controller.state.scores()[0].total
    assert second > first  # the seeds are chosen so: the hard level's play is better
    best = window.front.end_screen.best
    assert best.isVisible()
    assert best.text() == f"New personal best for Sam: {second} points (before: {first})"
    assert best.textFormat() == Qt.TextFormat.PlainText  # a name is shown as typed


def test_copy_game_code_puts_the_deal_on_the_clipboard(window: MainWindow, qtbot) -> None:
    features = window.front.history
    assert not features.act_copy_code.isEnabled()  # no game yet
    window.front.start_game(solo_setup("Sam", seed=123))
    assert features.act_copy_code.isEnabled()
    assert features.act_copy_code in window.front.menus.menus["game"].actions()
    features.act_copy_code.trigger()
    code = QGuiApplication.clipboard().text()
    assert code == code_for(window.front.controller.state.config)
    assert decode(code).seed == 123
    assert code in window.statusBar().currentMessage()


def test_joining_with_a_code_starts_the_same_deal_and_a_typo_is_explained(
    window: MainWindow, qtbot
) -> None:
    code = encode(GameCode("welcome", Mode.STANDARD, True, 4242))
    dialog = JoinCodeDialog(window, "Zoé")
    qtbot.addWidget(dialog)
    dialog.show()
    typo = code[:2] + ("A" if code[2] != "A" else "C") + code[3:]
    dialog.code.setText(typo)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.isVisible() and dialog.result_setup is None
    assert dialog.error.text() == "This code has a typo: check it character by character."
    dialog.code.setText(code[:4] + "O" + code[5:])
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.error.text().startswith("“O” (character 5) is never used in game codes")
    dialog.code.setText(code.lower().replace("-", " "))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert not dialog.isVisible()
    setup = dialog.result_setup
    assert setup is not None and setup.seats[0].name == "Zoé"
    assert setup.config == GameConfig(Mode.STANDARD, 1, True, 4242)
    window.front.history.ask_join = lambda code="": setup
    window.front.history.act_join.trigger()
    c = window.front.controller
    assert c.state.config.seed == 4242
    # the same cards as a friend's game of that code
    assert c.state.offers == new_game(decode(code).config()).offers


def test_the_new_game_dialog_joins_with_a_code_and_takes_todays_challenge(qtbot) -> None:
    dialog = NewGameDialog(None, ("Ann",))
    qtbot.addWidget(dialog)
    answered: list[JoinCodeDialog] = []

    def answer(join: JoinCodeDialog) -> bool:
        answered.append(join)
        join.today = date(2026, 12, 1)
        join.take_daily()
        join._accept()
        return join.result_setup is not None

    dialog.open_join = answer
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert answered and answered[0].name.text() == "Ann"
    setup = dialog.result_setup
    assert setup is not None
    assert setup.config == decode(daily_code(date(2026, 12, 1))).config()
    assert setup.config.mode is Mode.SOLO


def test_the_end_screen_shows_the_game_code(window: MainWindow, qtbot) -> None:
    window.front.start_game(solo_setup("Sam", seed=5))
    finish_by_hand(window, qtbot)
    label = window.front.end_screen.code
    assert label.isVisible()
    assert code_for(window.front.controller.state.config) in label.text()
    with History(history_path()) as db:
        (game,) = db.games()
    assert game.code == code_for(window.front.controller.state.config)


def test_a_new_game_while_one_is_in_progress_leaves_both_in_continue(
    window: MainWindow, qtbot
) -> None:
    window.front.start_game(solo_setup("Sam", seed=31))
    play_turn(window)
    qtbot.waitUntil(lambda: window.front.controller.state.round == 2, timeout=5000)
    first_slot = window.front.controller.save_path
    window.front.start_game(hotseat_setup([SeatSetup("Ann"), SeatSetup("Bob", "easy")], seed=32))
    play_turn(window)
    qtbot.waitUntil(lambda: window.front.controller.state.round == 2, timeout=10000)
    window.show_start()
    listing = window.front.history.continue_list
    qtbot.waitUntil(listing.isVisible, timeout=2000)
    games = listing.games
    rows = [games.item(i).text() for i in range(games.count())]
    assert len(rows) == 2
    assert rows[0].endswith("· Standard · Ann, Bob · round 2")
    assert rows[1].endswith("· Solo · Sam · round 2")
    # Enter on the solo game's row goes on with it, from its own slot
    games.setCurrentRow(1)
    games.setFocus()
    qtbot.keyClick(games, Qt.Key.Key_Return)
    c = window.front.controller
    assert window.pages.currentWidget() is window.front.board_page
    assert c.setup.seats[0].name == "Sam" and c.state.round == 2
    assert c.save_path == first_slot


def test_todays_challenge_shows_the_best_score_kept_on_it(window: MainWindow, qtbot) -> None:
    day = date(2026, 12, 1)
    dialog = JoinCodeDialog(window, "Sam")
    qtbot.addWidget(dialog)
    dialog.today = day
    qtbot.mouseClick(dialog.daily, Qt.MouseButton.LeftButton)
    assert dialog.daily_best.text() == "Nobody has finished today's challenge here yet."
    # play the day's deal to the end: it is kept in the history under its code
    dialog._accept()
    window.front.start_game(dialog.result_setup)
    finish_by_hand(window, qtbot)
    total = window.front.controller.state.scores()[0].total
    again = JoinCodeDialog(window, "Sam")
    qtbot.addWidget(again)
    again.today = day
    qtbot.mouseClick(again.daily, Qt.MouseButton.LeftButton)
    assert again.daily_best.text() == f"Best so far today: Sam, {total} points"
