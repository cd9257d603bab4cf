"""Pompeji's history through the window: a finished game goes into it by itself (once), the
Game menu's "Games played" page lists it with the names as plain text, a player's figures and
chart, deleting a game, Back to where the page was opened, and the page in French."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji import history as hist
from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, GameState, new_game
from welcome_desktop.games.pompeji.ui import history_page
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.i18n import install
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window

HOSTILE = "<b>Ana</b><img src='x'>"


def _window(qtbot: QtBot) -> ShellWindow:
    return shown_window(qtbot, 1024, 600)


def _finished(seed: int) -> GameState:
    state = new_game(GameConfig(seats=3, seed=seed))
    bots = [make_bot("easy", seed * 10 + s) for s in range(3)]
    while not state.over:
        state = bot_step(state, bots)
    return state


def _end(front: PompejiFront, seed: int, first: str = HOSTILE) -> GameState:
    """A finished game opened in the window, as when the last turn is played or a finished
    save is opened: the end page shows and the game is recorded."""
    state = _finished(seed)
    seats = [Seat(first), Seat("Bo", SeatKind.MEDIUM), Seat("Cy")]
    front.controller.start(make_setup(seats, seed), state)
    front.after_start()
    return state


def _stored(home: Path) -> list[hist.GameRecord]:
    with hist.PompejiHistory(home / "data" / hist.HISTORY_NAME) as db:
        return db.games()


def test_a_finished_game_is_recorded_once(qtbot: QtBot, user_home: Path) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    state = _end(front, 4)
    assert window.pages.currentWidget() is front.end_page
    assert front.recorder.last_id is not None
    (game,) = _stored(user_home)
    assert [s.name for s in game.seats] == [HOSTILE, "Bo", "Cy"]
    assert tuple(s.total for s in game.seats) == state.final_scores()
    _end(front, 4)  # the same finished game opened again
    assert len(_stored(user_home)) == 1


def test_the_games_played_page(qtbot: QtBot) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    states = [_end(front, 4), _end(front, 5, "Dee")]
    page = front.history_page
    front.menus["history"].trigger()
    assert window.pages.currentWidget() is page
    assert page.games.rowCount() == 2
    assert page.empty.isHidden()
    # newest first; every seat with its score, best first; names as typed (plain text)
    row = page.games.item(0, 1).text()
    assert "Dee" in row and "Bo" in row and "Cy" in row
    # a computer player is marked with its level, a human is not
    assert "Bo (Computer: medium) " in row and "Cy (" not in row and "Dee (" not in row
    hostile_row = page.games.item(1, 1).text()
    assert HOSTILE in hostile_row
    scores = sorted(states[0].final_scores(), reverse=True)
    assert hostile_row.index(str(scores[0])) < hostile_row.rindex(str(scores[-1]))
    # everyone: a count, and a line per human player over the games in the order played
    assert page.chosen_player() == ""
    assert page.summary.text() == "Games: 2"
    assert not page.versus.isVisibleTo(page)  # everyone: no one's results
    assert page.trend.isVisibleTo(page)
    lines = {line.name: line.points for line in page.trend.series()}
    first, second = states[0].final_scores(), states[1].final_scores()
    assert lines == {
        "Cy": ((1.0, float(first[2])), (2.0, float(second[2]))),
        "Dee": ((2.0, float(second[0])),),
        HOSTILE: ((1.0, float(first[0])),),
    }
    # one player: the games they played, their figures and their chart
    page.player.setCurrentIndex(page.player.findData(HOSTILE))
    assert page.player.currentText() == HOSTILE
    assert page.games.rowCount() == 1
    score = states[0].final_scores()[0]
    won = 1 if states[0].ranks()[0] == 1 else 0
    assert page.summary.text() == (f"Games: 1 · won: {won} · best: {score} · average: {score}.0")
    assert page.summary.textFormat() == Qt.TextFormat.PlainText
    (line,) = page.trend.series()
    assert line.points == ((1.0, float(score)),)
    # against the computer: Bo (medium) sat in that game
    assert page.versus.isVisibleTo(page) and page.versus.rowCount() == 1
    row = [page.versus.item(0, c).text() for c in range(5)]
    medium_rank = states[0].ranks()[1]
    mine = states[0].ranks()[0]
    expected = (1, 0, 0) if mine < medium_rank else (0, 1, 0) if mine == medium_rank else (0, 0, 1)
    assert row == ["Computer: medium", "1", *map(str, expected)]
    # Cy played both games
    page.player.setCurrentIndex(page.player.findData("Cy"))
    assert page.games.rowCount() == 2
    (line,) = page.trend.series()
    assert [y for _x, y in line.points] == [
        float(states[0].final_scores()[2]),
        float(states[1].final_scores()[2]),
    ]


def test_deleting_a_game_asks_first(qtbot: QtBot) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    _end(front, 4)
    _end(front, 5)
    page = front.history_page
    front.show_history()
    asked: list[str] = []
    page.ask_yes_no = lambda title, text: asked.append(text) is not None and False
    page.games.selectRow(0)
    page.delete_selected()
    assert asked and page.games.rowCount() == 2
    page.ask_yes_no = lambda title, text: True
    page.games.selectRow(0)
    page.delete_selected()
    assert page.games.rowCount() == 1
    page.games.selectRow(0)
    page.delete_selected()
    assert page.games.isHidden() and not page.empty.isHidden()
    assert not page.delete_button.isEnabled()


def test_a_delete_the_history_refuses_is_told(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    _end(front, 4)
    page = front.history_page
    front.show_history()
    page.ask_yes_no = lambda title, text: True
    notices: list[str] = []
    page.notice.connect(notices.append)
    opener = history_page.open_history
    monkeypatch.setattr(history_page, "open_history", lambda: None)  # the folder is gone
    page.delete_selected()
    assert notices[-1] == "The history could not be opened; nothing was deleted."
    monkeypatch.setattr(history_page, "open_history", opener)

    def locked(self: hist.PompejiHistory, game_id: int) -> bool:
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(hist.PompejiHistory, "delete", locked)
    page.delete_selected()
    assert notices[-1] == "The game could not be deleted from the history."
    assert page.games.rowCount() == 1  # still listed, nothing lost


def test_back_returns_where_the_page_was_opened(qtbot: QtBot) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    front.show_history()  # no game yet: from the start page
    assert front.history_page.empty.isVisibleTo(front.history_page)
    assert not front.history_page.trend.isVisibleTo(front.history_page)
    front.history_page.back_button.click()
    assert window.pages.currentWidget() is window.start_page
    _end(front, 4)
    front.show_history()
    qtbot.keyClick(front.history_page.games, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is front.end_page


def test_the_page_in_french(qtbot: QtBot, qapp: QApplication) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    _end(front, 4)
    try:
        assert install.install(qapp, "fr") == "fr"
        qapp.processEvents()
        front.show_history()
        page = front.history_page
        assert page.title.text() == "Pompéi\u00a0: parties jouées"
        assert page.summary.text() == "Parties\u00a0: 1"
        assert page.player.itemText(0) == "Tout le monde"
        assert front.menus["history"].text() == "&Parties jouées…"
    finally:
        install.install(qapp, "en")
        qapp.processEvents()
    assert page.title.text() == "Pompeji: games played"


def test_the_screenshot_demo_uses_a_throw_away_history(qtbot: QtBot, user_home: Path) -> None:
    window = _window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    front.prepare_demo("history", seed=3)
    page = front.history_page
    assert window.pages.currentWidget() is page
    assert page.games.rowCount() == 8
    assert page.chosen_player() == "Aurelia"
    (line,) = page.trend.series()
    assert len(line.points) == 8
    # the player's own data folder got nothing
    assert not (user_home / "data" / hist.HISTORY_NAME).exists()
