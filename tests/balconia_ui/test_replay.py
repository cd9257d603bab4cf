"""Replaying a Balconia game: from the games-played page (Replay, a double click or Enter) or
from the end page (Replay the game) it opens as it ended; Home, the arrows, the buttons and the
slider step through it turn by turn with both facades as they stood (each balcony's points),
the turn's block framed on both, the block's four faces, what happened and the running totals
in words, and the chart's cursor on the turn; Back or Escape return where it was opened; a
damaged record is reported and nothing changes; names are plain text; the page keeps its
layout at 1024 x 600; the screenshot demo."""

from __future__ import annotations

import functools
import re
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia import history as hist
from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.bots import bot_step, make_bot
from welcome_desktop.games.balconia.engine import (
    SIDES,
    GameConfig,
    GameState,
    Side,
    new_game,
    opposite,
    to_view,
)
from welcome_desktop.games.balconia.engine.replay import ReplayStep, turn_steps
from welcome_desktop.games.balconia.ui.demo import REPLAY_TURN
from welcome_desktop.games.balconia.ui.replay_page import BalconiaReplayPage
from welcome_desktop.games.balconia.ui.window import BalconiaFront
from welcome_desktop.i18n import install
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window

HOSTILE = "<b>Ana</b><img src='x'>"
#: "point(s)" until the English catalogue has the message's plural forms, "point"/"points" then
POINTS = r"points?(?:\(s\))?"
NAMES = (HOSTILE, "Bo")
DAMAGED = "This game's record is damaged: it cannot be replayed."


@functools.cache
def _finished(seed: int) -> GameState:
    state = new_game(GameConfig(seed=seed))
    bots = [make_bot("easy", seed * 10), make_bot("easy", seed * 10 + 1)]
    while not state.over:
        state = bot_step(state, bots)
    return state


def _window(qtbot: QtBot, active: bool = False) -> tuple[ShellWindow, BalconiaFront]:
    """A Balconia window at 1024 x 600; ``active``: the focus and the keys go to it."""
    window = shown_window(qtbot, 1024, 600)
    if active:
        window.activateWindow()
        assert QTest.qWaitForWindowActive(window, 5000)
    front = window.front
    assert isinstance(front, BalconiaFront)
    return window, front


def _end(front: BalconiaFront, seed: int = 4) -> GameState:
    """A game finished by computer players, opened in the window: the end page shows it and
    the game goes into the (test's own) history."""
    state = _finished(seed)
    setup = make_setup(Seat(HOSTILE), Seat("Bo", SeatKind.MEDIUM), seed)
    front.controller.start(setup, state)
    front.after_start()
    return state


def _shows(page: BalconiaReplayPage, step: ReplayStep, k: int) -> None:
    """The page shows ``step`` (the ``k``-th) as it should."""
    assert page.step == k
    assert page.controls.slider.value() == k and page.chart.cursor_x() == float(k)
    building, turn = step.state.building, step.turn
    for side, score in zip(SIDES, step.scores, strict=True):
        facade = page.facades[side]
        # every balcony of that moment, the face turned to this side, with its points
        placed = {to_view(cell, side): block.face(side) for cell, block in building.placed()}
        assert {c: i.face for c, i in facade.scene.faces.items()} == placed
        assert facade.points_shown() == dict(score.faces)
        assert facade.door_shown() == score.door
        assert f"= {score.total} points" in facade.sums.text()
        assert HOSTILE in page.facades[Side.TURQUOISE].title.text()
        # the turn's block framed on both facades, where each side sees it
        expected = [to_view(turn.cell, side)] if turn is not None else []
        assert page.framed_cells(side) == expected
    totals = page.scores_label.text().splitlines()
    assert totals[0].startswith(f"{HOSTILE}: {step.totals[0]} point")
    assert totals[1].startswith(f"Bo: {step.totals[1]} point")
    if turn is None:
        assert page.move_label.isHidden() and page.block.isHidden()
        assert page.balconies_label.isHidden()
        return
    assert page.step_label.text() == f"Turn {k} of {page.last_step}"
    selector, placer = NAMES[turn.selector.number], NAMES[turn.selector.other.number]
    move = page.move_label.text()
    assert move.startswith(f"Block {turn.block}: {selector} kept two faces, {placer} placed it")
    assert page.block.isVisible() and page.block.turn == turn
    roles = page.block.roles()
    assert roles[turn.face] == "placer" and roles[opposite(turn.face)] == "selector"
    assert roles.count("sideways") == 2
    gains = step.gains
    for side, line in zip(SIDES, totals[:2], strict=True):
        gain = gains[side.number]
        sign = "+" if gain > 0 else ("\u2212" if gain < 0 else "\u00b1")
        assert f"({sign}{abs(gain)} this turn)" in line
    balconies = page.balconies_label.text().splitlines()
    assert balconies[0].startswith(f"{placer}'s new balcony: ")
    assert balconies[1].startswith(f"{selector}'s new balcony: ")
    own = step.new_balcony_points(turn.selector.other)
    assert re.search(rf"\({own} {POINTS} now\)$", balconies[0]), balconies[0]


def test_step_through_a_recorded_game(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    state = _end(front)
    steps = turn_steps(state)
    last = len(steps) - 1
    front.show_history()
    history, page = front.history_page, front.replay_page
    assert history.replay_button.isVisible() and history.games.currentRow() == 0
    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page
    # the game as it ended, the winner told
    assert page.step == last == len(state.turns) == 14
    _shows(page, steps[last], last)
    result = page.scores_label.text().splitlines()[-1]
    assert re.search(rf" (wins|share).* {POINTS}( each)?\.$", result), result
    assert not page.controls.next_button.isEnabled() and page.controls.prev_button.isEnabled()
    # Home: as dealt, the entrance alone, nothing framed
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Home)
    _shows(page, steps[0], 0)
    dealt = page.step_label.text()
    assert re.fullmatch(r"As dealt: the entrance alone \(14 turns?(?:\(s\))? in all\)", dealt)
    assert all(not f.scene.faces for f in page.facades.values())
    assert not page.controls.first_button.isEnabled() and not page.controls.prev_button.isEnabled()
    # Right arrow, then the buttons and the slider: one turn at a time
    for k in (1, 2, 3):
        qtbot.keyClick(page.controls.slider, Qt.Key.Key_Right)
        _shows(page, steps[k], k)
    qtbot.mouseClick(page.controls.prev_button, Qt.MouseButton.LeftButton)
    _shows(page, steps[2], 2)
    qtbot.mouseClick(page.controls.next_button, Qt.MouseButton.LeftButton)
    _shows(page, steps[3], 3)
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Left)
    _shows(page, steps[2], 2)
    page.controls.slider.setValue(10)
    _shows(page, steps[10], 10)
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_End)
    _shows(page, steps[last], last)
    qtbot.mouseClick(page.controls.first_button, Qt.MouseButton.LeftButton)
    _shows(page, steps[0], 0)
    qtbot.mouseClick(page.controls.last_button, Qt.MouseButton.LeftButton)
    _shows(page, steps[last], last)
    # the chart: one line per side, the names as typed, ending on the final scores
    lines = page.chart.series()
    assert [s.name for s in lines] == list(NAMES)
    assert [s.points[-1][1] for s in lines] == list(map(float, state.final_scores()))
    assert [len(s.points) for s in lines] == [last + 1, last + 1]
    # Back, then Escape, return to the list; a double click and Enter open the game again
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is history
    rect = history.games.visualItemRect(history.games.item(0, 1))
    viewport = history.games.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.pages.currentWidget() is page and page.step == last
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is history
    history.games.setFocus()
    qtbot.keyClick(history.games, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is page


def test_the_keys_move_from_anywhere_on_the_page(qtbot: QtBot) -> None:
    """Left, Right, Home and End are the page's: they work with the focus on a facade too."""
    _, front = _window(qtbot, active=True)
    state = _end(front)
    assert front.replay_finished()
    page = front.replay_page
    facade = page.facades[Side.PINK].view
    facade.setFocus()
    assert facade.hasFocus()
    for key, expected in (
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_Right, 1),
        (Qt.Key.Key_Right, 2),
        (Qt.Key.Key_Left, 1),
        (Qt.Key.Key_End, len(state.turns)),
        (Qt.Key.Key_Right, len(state.turns)),  # no step after the last
    ):
        qtbot.keyClick(facade, key)
        assert page.step == expected, key


def test_replay_the_game_just_finished_from_the_end_page(qtbot: QtBot, user_home: Path) -> None:
    window, front = _window(qtbot, active=True)
    state = _end(front)
    path = user_home / "data" / hist.HISTORY_NAME
    recorded = path.read_bytes()
    end = front.end_page
    assert window.pages.currentWidget() is end
    assert end.replay_button.isVisible() and end.replay_button.text() == "Replay the game"
    qtbot.mouseClick(end.replay_button, Qt.MouseButton.LeftButton)
    page = front.replay_page
    assert window.pages.currentWidget() is page
    assert page.step == len(state.turns)
    assert page.controls.slider.hasFocus()
    qtbot.keyClick(page.controls.slider, Qt.Key.Key_Home)
    assert page.step == 0
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is end  # back where it was opened
    # nothing was played or written: the same finished game, the same history, no autosave
    assert front.controller.state is state
    assert path.read_bytes() == recorded
    assert not storage.autosave_path().exists()


def _set_save(path: Path, save: object) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE games SET save = ?", (save,))
    db.close()


@pytest.mark.parametrize(
    "save",
    ['{"format": "nonsense"}', '{"format": "welcome-desktop"}', "[]", "{", "x" * (2 * 1024 * 1024)],
)
def test_a_damaged_record_is_reported_and_nothing_changes(
    qtbot: QtBot, user_home: Path, save: str
) -> None:
    window, front = _window(qtbot)
    _end(front)
    path = user_home / "data" / hist.HISTORY_NAME
    _set_save(path, save)
    before = path.read_bytes()
    front.show_history()
    assert front.history_page.games.rowCount() == 1  # the game's figures are still listed
    front.history_page.replay_button.click()
    assert window.pages.currentWidget() is front.history_page
    assert window.statusBar().currentMessage() == DAMAGED
    assert path.read_bytes() == before
    assert front.history_page.games.rowCount() == 1


def test_a_save_of_moves_the_rules_refuse_is_damaged(qtbot: QtBot, user_home: Path) -> None:
    """A stored save whose moves belong to another deal (its seed changed): refused."""
    window, front = _window(qtbot)
    _end(front, 4)
    path = user_home / "data" / hist.HISTORY_NAME
    db = sqlite3.connect(path)
    with db:
        (save,) = db.execute("SELECT save FROM games").fetchone()
        assert '"seed":4' in save
        db.execute("UPDATE games SET save = ?", (save.replace('"seed":4', '"seed":5'),))
    db.close()
    front.show_history()
    front.history_page.replay_button.click()
    assert window.pages.currentWidget() is front.history_page
    assert window.statusBar().currentMessage() == DAMAGED


def test_a_game_row_without_its_sides_is_damaged(qtbot: QtBot, user_home: Path) -> None:
    """A row the app did not write (a side missing) is not listed, nor replayed by its id; a
    game that is not there at all neither."""
    window, front = _window(qtbot)
    _end(front)
    path = user_home / "data" / hist.HISTORY_NAME
    db = sqlite3.connect(path)
    with db:
        (game_id,) = db.execute("SELECT id FROM games").fetchone()
        db.execute("DELETE FROM seats WHERE seat = 1")
    db.close()
    front.show_history()
    for wanted in (game_id, game_id + 100):
        window.statusBar().clearMessage()
        assert not front.show_replay(wanted)
        assert window.pages.currentWidget() is front.history_page
        assert window.statusBar().currentMessage() == DAMAGED


def test_a_replay_opened_before_stays_as_it_was_when_another_fails(
    qtbot: QtBot, user_home: Path
) -> None:
    _, front = _window(qtbot)
    state = _end(front)
    front.show_history()
    assert front.show_replay(front.history_page.selected_id() or 0)
    page = front.replay_page
    page.go(5)
    shown = dict(page.facades[Side.TURQUOISE].points_shown())
    assert not front.show_replay(999)
    assert page.step == 5 and page.last_step == len(state.turns)
    assert page.facades[Side.TURQUOISE].points_shown() == shown


def test_names_are_plain_text(qtbot: QtBot) -> None:
    _, front = _window(qtbot)
    _end(front)
    assert front.replay_finished()
    page = front.replay_page
    page.go(1)
    for label in (
        page.move_label,
        page.balconies_label,
        page.scores_label,
        page.facades[Side.TURQUOISE].title,
    ):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert HOSTILE in page.scores_label.text()
    assert HOSTILE in page.block.accessibleDescription()
    assert "&lt;b&gt;" in page.block.toolTip()  # a tooltip is escaped, never read as markup


def test_the_page_fits_1024_by_600_and_keeps_its_layout(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    state = _end(front)
    assert front.replay_finished()
    page = front.replay_page
    QApplication.processEvents()
    inside = window.rect()
    widths = set()
    for step in range(len(state.turns) + 1):
        page.go(step)
        QApplication.processEvents()
        widths.add((page.facades[Side.TURQUOISE].width(), page.chart.width()))
        for widget in (page.controls.last_button, page.chart, page.scores_label, page.back_button):
            corner = widget.mapTo(window, QPoint(widget.width() - 1, widget.height() - 1))
            assert inside.contains(corner), (step, widget.objectName())
    assert len(widths) == 1, widths  # the building does not jump while stepping
    for facade in page.facades.values():
        assert facade.view.height() >= 250 and facade.view.width() >= 250
    assert page.chart.height() >= 140


def test_the_page_follows_the_language(qtbot: QtBot, qapp: QApplication) -> None:
    _, front = _window(qtbot)
    _end(front)
    assert front.replay_finished()
    page = front.replay_page
    page.go(2)
    try:
        assert install.install(qapp, "fr") == "fr"
        qapp.processEvents()
        assert page.move_label.text().startswith("Bloc ")
        assert "(rangée" in page.move_label.text()
    finally:
        install.install(qapp, "en")
        qapp.processEvents()
    assert page.move_label.text().startswith("Block ")
    assert page.title.text() == "Balconia: replay"


def test_the_screenshot_demo(qtbot: QtBot, user_home: Path) -> None:
    window, front = _window(qtbot)
    front.prepare_demo("replay", seed=3)
    assert window.pages.currentWidget() is front.replay_page
    assert front.replay_page.step == REPLAY_TURN
    assert front.replay_page.framed_cells(Side.PINK)
    assert not (user_home / "data" / hist.HISTORY_NAME).exists()  # the demo's own history
