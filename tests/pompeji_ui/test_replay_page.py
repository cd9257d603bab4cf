"""Replaying a Pompeji game from the history: Replay (button, double click or Enter) opens the
game as it ended; Home, the arrows, the slider and End step through it turn by turn with the
city, the framed card, the move, the running totals and the chart's cursor as they were; Back
or Escape return to the list; a damaged record is reported and leaves the list as it was; the
page in French and Russian; the screenshot demo."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji import history as hist
from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, GameState, Kind, new_game
from welcome_desktop.games.pompeji.engine.replay import turn_steps
from welcome_desktop.games.pompeji.save_codec import game_to_json
from welcome_desktop.games.pompeji.ui.texts import tile_text
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.i18n import install
from welcome_desktop.ui.shell_window import ShellWindow

from ..history_cells import HOSTILE_CELLS
from .helpers import shown_window

HOSTILE = "<b>Ana</b><img src='x'>"


def _window(qtbot: QtBot) -> tuple[ShellWindow, PompejiFront]:
    window = shown_window(qtbot, 1024, 600)
    front = window.front
    assert isinstance(front, PompejiFront)
    return window, front


def _end(front: PompejiFront, seed: int) -> GameState:
    """A game finished by computer players, opened in the window (so it is recorded)."""
    state = new_game(GameConfig(seats=3, seed=seed))
    bots = [make_bot("easy", seed * 10 + s) for s in range(3)]
    while not state.over:
        state = bot_step(state, bots)
    seats = [Seat(HOSTILE), Seat("Bo", SeatKind.MEDIUM), Seat("Cy")]
    front.controller.start(make_setup(seats, seed), state)
    front.after_start()
    return state


def test_step_through_a_recorded_game(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    state = _end(front, 4)
    steps = turn_steps(state)
    front.show_history()
    history, page = front.history_page, front.replay_page
    assert history.games.currentRow() == 0  # the newest game is ready to replay
    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    # the game as it ended
    last = len(steps) - 1
    assert page.step == last == len(state.turns)
    assert set(page.scene.tiles) == set(state.city.tiles)
    assert all(i.toolTip() == tile_text(i.tile) for i in page.scene.tiles.values())
    assert page.step_label.text() == f"Turn {last} of {last}"
    assert f"{state.final_scores()[0]}" in page.scores.text()
    assert page.chart.cursor_x() == float(last)
    assert not page.controls.next_button.isEnabled() and page.controls.prev_button.isEnabled()
    # Home: as dealt, the start card alone
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Home)
    assert page.step == 0
    assert set(page.scene.tiles) == set(steps[0].state.city.tiles) and len(page.scene.tiles) == 1
    assert page.step_label.text() == f"As dealt ({last} turns in all)"
    assert page.move_label.isHidden() and not page.mark.isVisible()
    assert not page.controls.first_button.isEnabled()
    # Right arrow, the buttons and the slider: one turn at a time
    for k in (1, 2):
        qtbot.keyClick(page.controls.slider, Qt.Key.Key_Right)
        assert page.step == k
        shown = steps[k]
        assert set(page.scene.tiles) == set(shown.state.city.tiles)
        assert page.controls.slider.value() == k and page.chart.cursor_x() == float(k)
        action, turn = shown.action, shown.turn
        assert action is not None and turn is not None
        mover = ["<b>Ana</b><img src='x'>", "Bo", "Cy"][action.seat]
        assert page.move_label.text().startswith(mover)  # a name shown as typed
        assert page.move_label.textFormat() == Qt.TextFormat.PlainText
        if action.kind is Kind.BUILD:
            assert f"for {turn.points} point" in page.move_label.text()
        if action.cell is not None:
            assert page.mark.isVisible()
            assert page.mark.rect().contains(cell_rect(action.cell))
        totals = [str(p) for p in shown.state.points]
        assert [line.split("\t")[1] for line in page.scores.text().splitlines()] == totals
    qtbot.mouseClick(page.controls.prev_button, Qt.MouseButton.LeftButton)
    assert page.step == 1
    page.controls.slider.setValue(10)
    assert page.step == 10 and set(page.scene.tiles) == set(steps[10].state.city.tiles)
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_End)
    assert page.step == last
    # the volcano draws are told on their turns
    erupting = [k for k, s in enumerate(steps) if s.erupted_now]
    page.go(erupting[0])
    assert "Vesuvius erupts" in page.move_label.text()
    page.go(last)
    assert "the game ends" in page.move_label.text()
    # Back, then Escape, return to the list; double click and Enter open the game again
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is history
    rect = history.games.visualItemRect(history.games.item(0, 1))
    viewport = history.games.viewport()
    # as a real double click: a press and release first (the view opens the row pressed)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.pages.currentWidget() is page
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is history
    history.games.setFocus()
    qtbot.keyClick(history.games, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is page


def test_a_bonus_turn_is_told(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    for seed in range(4, 12):
        state = _end(front, seed)
        steps = turn_steps(state)
        bonus = [k for k, s in enumerate(steps) if s.turn is not None and s.turn.bonus]
        if bonus:
            break
    else:
        pytest.fail("no permit in eight games of easy players")
    front.show_history()
    front.history_page.replay_selected()
    front.replay_page.go(bonus[0])
    assert "with the building permit" in front.replay_page.move_label.text()


def test_a_damaged_record_is_reported_and_nothing_changes(qtbot: QtBot, user_home: Path) -> None:
    window, front = _window(qtbot)
    _end(front, 4)
    path = user_home / "data" / hist.HISTORY_NAME
    db = sqlite3.connect(path)
    with db:
        db.execute('UPDATE games SET save = \'{"format": "nonsense"}\'')
    db.close()
    before = path.read_bytes()
    front.show_history()
    front.history_page.replay_button.click()
    assert window.pages.currentWidget() is front.history_page
    assert window.statusBar().currentMessage() == (
        "This game's record is damaged: it cannot be replayed."
    )
    assert path.read_bytes() == before
    assert front.history_page.games.rowCount() == 1  # the game's figures are still listed


def _other_game_save() -> str:
    """The whole save of another finished game, of two seats (the row says three)."""
    state = new_game(GameConfig(seats=2, seed=9))
    bots = [make_bot("easy", s) for s in range(2)]
    while not state.over:
        state = bot_step(state, bots)
    return json.dumps(game_to_json(state))


@pytest.mark.parametrize(
    "save",
    [
        *(c for c in HOSTILE_CELLS if c is not None and c == c),  # NOT NULL: no None, no NaN
        '{"format": "welcome-desktop"}',
        "[]",
        "x" * (2 * 1024 * 1024),
        "other",
    ],
)
def test_a_hostile_stored_save_is_refused_with_a_message(
    qtbot: QtBot, user_home: Path, save: object
) -> None:
    window, front = _window(qtbot)
    _end(front, 4)
    path = user_home / "data" / hist.HISTORY_NAME
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE games SET save = ?", (_other_game_save() if save == "other" else save,))
    db.close()
    front.show_history()
    assert front.history_page.games.rowCount() == 1
    front.history_page.replay_button.click()
    assert window.pages.currentWidget() is front.history_page
    assert window.statusBar().currentMessage() == (
        "This game's record is damaged: it cannot be replayed."
    )


@pytest.mark.parametrize(
    ("language", "title", "turn"),
    [
        ("fr", "Pompéi\u00a0: revoir la partie", "Tour 3 sur"),
        ("ru", "Помпеи: повтор партии", "Ход 3 из"),
    ],
)
def test_the_page_translated(
    qtbot: QtBot, qapp: QApplication, language: str, title: str, turn: str
) -> None:
    _, front = _window(qtbot)
    _end(front, 4)
    try:
        assert install.install(qapp, language) == language
        qapp.processEvents()
        front.show_history()
        assert front.history_page.replay_button.text() in ("&Revoir…", "&Повтор…")
        front.history_page.replay_selected()
        page = front.replay_page
        page.go(3)
        assert page.title.text() == title
        assert page.step_label.text().startswith(turn)
    finally:
        install.install(qapp, "en")
        qapp.processEvents()
    assert page.title.text() == "Pompeji: replay"


def test_the_screenshot_demo(qtbot: QtBot, user_home: Path) -> None:
    window, front = _window(qtbot)
    front.prepare_demo("replay", seed=3)
    assert window.pages.currentWidget() is front.replay_page
    assert front.replay_page.step == 20
    assert not (user_home / "data" / hist.HISTORY_NAME).exists()


def test_replay_the_game_just_finished_from_the_end_page(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    state = _end(front, 4)
    assert window.pages.currentWidget() is front.end_page
    qtbot.mouseClick(front.end_page.replay_button, Qt.MouseButton.LeftButton)
    page = front.replay_page
    assert window.pages.currentWidget() is page
    assert page.step == len(state.turns) and set(page.scene.tiles) == set(state.city.tiles)
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Home)
    assert page.step == 0
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is front.end_page  # back where it was opened
