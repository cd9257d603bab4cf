"""Pompeji's "Suggest a move" through the window: H (or the Suggest button, or the Turn menu)
asks the Hard level in a worker thread; its card is picked up and its cell marked with the
points shown, the status bar says it in words, and Enter plays it. No suggestion once a card
is placed or when the player turned hints off; an answer for a position that has moved on is
dropped; the words in French."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.bots.hints import second_turn_advised, suggest
from welcome_desktop.games.pompeji.engine import (
    Action,
    GameConfig,
    Kind,
    build,
    new_game,
    score_placement,
)
from welcome_desktop.games.pompeji.ui.hand import STATUE
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.i18n import install
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window


def _window(qtbot: QtBot, seed: int = 6) -> tuple[ShellWindow, PompejiFront]:
    window = shown_window(qtbot)
    front = window.front
    assert isinstance(front, PompejiFront)
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.MEDIUM)]
    front.start_game(make_setup(seats, seed=seed))
    c = front.controller
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    return window, front


def _ask(qtbot: QtBot, front: PompejiFront) -> Action:
    """Press H on the city and wait for the suggestion."""
    got: list[Action] = []
    front.controller.suggestion_ready.connect(got.append)
    front.board_page.board_view.setFocus()
    qtbot.keyClick(front.board_page.board_view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    return got[0]


def test_h_suggests_hards_move_and_enter_plays_it(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    c, page, scene = front.controller, front.board_page, front.board_page.scene
    assert page.suggest_button.isVisible() and page.suggest_button.isEnabled()
    assert front.menus["suggest"].isEnabled()
    state = c.state
    assert state is not None
    action = _ask(qtbot, front)
    assert action == suggest(state, state.current_seat)
    assert c.state is state and c.draft is None  # nothing is played by itself
    assert action.cell is not None
    card = STATUE if action.kind is Kind.STATUE else action.card
    assert scene.selected == card and scene.cursor == action.cell
    assert scene.cursor_mark.isVisible() and scene.preview.isVisible()
    statue = action.kind is Kind.STATUE
    points = score_placement(state.city, action.cell, action.card, statue).total
    message = window.statusBar().currentMessage()
    assert message == page.last_hint and message.startswith("Suggestion: ")
    assert f"for {points} point" in message and message.endswith("Enter plays it.")
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    if statue:
        assert page.picker.isVisible()  # the statue's name is chosen on the board
    else:
        assert c.draft is not None
        assert (c.draft.card, c.draft.cell) == (action.card, action.cell)
        # a card placed: no more suggestion this turn
        assert not page.suggest_button.isEnabled() and not front.menus["suggest"].isEnabled()
        assert c.request_suggestion() is False
        assert window.statusBar().currentMessage() == message  # still to read until End turn
        qtbot.keyClick(page.board_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        assert c.state is not state
        assert window.statusBar().currentMessage() != message  # the turn is over: it leaves


def test_the_button_and_the_menu_ask_too(qtbot: QtBot) -> None:
    _, front = _window(qtbot, seed=8)
    got: list[Action] = []
    front.controller.suggestion_ready.connect(got.append)
    qtbot.mouseClick(front.board_page.suggest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(got) == 1, timeout=20000)
    front.menus["suggest"].trigger()
    qtbot.waitUntil(lambda: len(got) == 2, timeout=20000)
    assert got[0] == got[1]


def test_an_answer_for_a_position_that_moved_on_is_dropped(qtbot: QtBot) -> None:
    _, front = _window(qtbot, seed=9)
    c = front.controller
    got: list[Action] = []
    c.suggestion_ready.connect(got.append)
    state = c.state
    assert state is not None
    assert c.request_suggestion()
    seat = state.current_seat
    card = next(k for k in state.hands[seat] if state.city.cells_for(k))
    assert c.place(card, state.city.cells_for(card)[0]) is None  # a card placed meanwhile
    c.threads.wait()
    QApplication.processEvents()
    QApplication.processEvents()
    assert got == []
    assert front.board_page.scene.cursor is None


def test_asking_again_while_hard_thinks_starts_no_second_search(qtbot: QtBot) -> None:
    _, front = _window(qtbot, seed=11)
    c = front.controller
    got: list[Action] = []
    c.suggestion_ready.connect(got.append)
    threads_before = len(c.threads.thread_idents)
    for _ in range(4):  # H pressed four times in a row
        assert c.request_suggestion()
    c.threads.wait()
    qtbot.waitUntil(lambda: len(got) == 1, timeout=20000)
    QApplication.processEvents()
    assert len(got) == 1
    assert len(c.threads.thread_idents) == threads_before + 1  # one search, one answer
    assert c.request_suggestion()  # answered: asking again asks again
    qtbot.waitUntil(lambda: len(got) == 2, timeout=20000)
    assert got[0] == got[1]


def test_no_suggestion_with_hints_turned_off(qtbot: QtBot) -> None:
    window, front = _window(qtbot, seed=10)
    page = front.board_page
    window.apply_settings(replace(window.settings, show_hints=False))
    assert not page.suggest_button.isVisible()
    assert not front.menus["suggest"].isEnabled()
    got: list[Action] = []
    front.controller.suggestion_ready.connect(got.append)
    page.board_view.setFocus()
    qtbot.keyClick(page.board_view, Qt.Key.Key_H)
    front.controller.threads.wait()
    QApplication.processEvents()
    assert got == [] and not front.controller.threads.is_busy()
    window.apply_settings(replace(window.settings, show_hints=True))
    assert page.suggest_button.isVisible()


def test_the_suggestion_in_french(qtbot: QtBot, qapp: QApplication) -> None:
    window, front = _window(qtbot, seed=6)
    try:
        assert install.install(qapp, "fr") == "fr"
        qapp.processEvents()
        assert front.board_page.suggest_button.text() == "Suggérer"
        _ask(qtbot, front)
        message = window.statusBar().currentMessage()
        assert message.startswith("Suggestion\u00a0: ") and message.endswith("Entrée la joue.")
    finally:
        install.install(qapp, "en")
        qapp.processEvents()


def test_enter_plays_a_suggestion_with_its_skipped_draw(qtbot: QtBot) -> None:
    """After the eruption a suggestion may say "Skip the draw": Enter plays the card with the
    draw skipped (the box ticked, still free to untick), not just the card."""
    _, front = _window(qtbot, seed=2)
    c, page = front.controller, front.board_page
    state = new_game(GameConfig(seats=3, seed=2))
    bots = [make_bot("medium", 6 + i) for i in range(3)]
    while not (state.volcanoes == 1 and state.current_seat == 0 and state.may_skip_draw(0)):
        state = bot_step(state, bots)
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.MEDIUM)]
    c.start(make_setup(seats, 2), state)
    front.after_start()
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    now = c.state
    assert now is not None
    hard = suggest(now, 0)
    card, cell = next((k, cs[0]) for k in now.hands[0] if (cs := now.city.cells_for(k)))
    if hard.kind is Kind.BUILD and hard.skip_draw:
        card, cell = hard.card, hard.cell
    hint = build(0, card, cell, skip_draw=True)
    c.suggestion_ready.emit(hint)  # as the worker thread answers
    assert page.last_hint.endswith("Skip the draw. Enter plays it.")
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    assert c.draft is not None and (c.draft.card, c.draft.cell) == (card, cell)
    assert c.draft.skip_draw and page.skip_box.isVisible() and page.skip_box.isChecked()
    page.skip_box.click()  # the player may still draw
    assert not c.draft.skip_draw
    c.undo()
    assert c.draft is None
    c.suggestion_ready.emit(hint)
    other = next(p for p in now.city.cells_for(card) if p != cell)
    page.scene.card_dropped.emit(card, other[0], other[1])  # dropped elsewhere: the draw stays
    assert c.draft is not None and c.draft.cell == other and not c.draft.skip_draw


def test_a_suggestion_says_when_to_play_again_with_the_permit_and_enter_ticks_it(
    qtbot: QtBot,
) -> None:
    """With the permit in hand, a suggested build that Hard would follow with a second turn
    says so, and Enter plays it with "play again" ticked; another build says nothing of it."""
    _, front = _window(qtbot, seed=2)
    c, page = front.controller, front.board_page
    state = new_game(GameConfig(seats=3, seed=2))
    bots = [make_bot("medium", 6 + i) for i in range(3)]
    while not (len(state.turns) >= 30 and state.current_seat == 0 and not state.declared):
        state = bot_step(state, bots)
    state = replace(state, specials=(True, *state.specials[1:]))  # seat 0 kept its permit
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.MEDIUM)]
    c.start(make_setup(seats, 2), state)
    front.after_start()
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    now = c.state
    assert now is not None and c.turn_view is not None and c.turn_view.can_second_turn
    builds = [build(0, k, p) for k in now.hands[0] for p in now.city.cells_for(k)]
    yes = next(a for a in builds if second_turn_advised(now, 0, a))
    no = next(a for a in builds if not second_turn_advised(now, 0, a))
    again = "Then use your building permit to play again."
    c.suggestion_ready.emit(no)
    assert again not in page.last_hint
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    assert c.draft is not None and not c.draft.second_turn
    c.undo()
    c.suggestion_ready.emit(yes)
    assert page.last_hint.endswith(f"{again} Enter plays it.")
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    assert c.draft is not None and (c.draft.card, c.draft.cell) == (yes.card, yes.cell)
    assert c.draft.second_turn and page.second_box.isChecked()
