"""Balconia's "Suggest a move" through the window: H (or the Suggest button, or Turn ▸ Suggest
a move) asks the Hard level in a worker thread, from the player's own view; a suggested pair is
framed on the disc, a suggested placement has its face picked and the cursor on its cell with
the points previewed, the status bar says it in words, and Enter takes it. No suggestion when
none fits (a step drafted, a computer player thinking, the device passed, the game over) or
when the player turned suggestions off; an answer for a position that has moved on is dropped;
the hidden order of the tokens never changes the answer."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.app.view import Draft
from welcome_desktop.games.balconia.bots import make_bot
from welcome_desktop.games.balconia.bots.hints import HINT_SEED, suggest
from welcome_desktop.games.balconia.engine import (
    PAIRS,
    Action,
    GameConfig,
    GameState,
    Kind,
    Side,
    apply,
    new_game,
    random_action,
    view_for,
)
from welcome_desktop.games.balconia.ui.texts import cell_text, suggestion_text
from welcome_desktop.games.balconia.ui.window import BalconiaFront
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window, wait_for_human


def _window(
    qtbot: QtBot, seed: int = 6, *, human: Side = Side.TURQUOISE
) -> tuple[ShellWindow, BalconiaFront]:
    """A game of one human (on ``human``'s side) against the Medium level, waiting for them."""
    window = shown_window(qtbot)
    front = window.front
    assert isinstance(front, BalconiaFront)
    me, bot = Seat("Ana"), Seat("Bot", SeatKind.MEDIUM)
    seats = (me, bot) if human is Side.TURQUOISE else (bot, me)
    front.start_game(make_setup(*seats, seed=seed))
    c = front.controller
    wait_for_human(qtbot, c)
    assert c.turn_view is not None and c.turn_view.my_turn
    return window, front


def _ask(qtbot: QtBot, front: BalconiaFront) -> Action:
    """Press H on the board and wait for the suggestion."""
    got: list[Action] = []
    front.controller.suggestion_ready.connect(got.append)
    front.board_page.board_view.setFocus()
    qtbot.keyClick(front.board_page.board_view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    return got[0]


def _hards_choice(state: GameState) -> Action:
    """What the Hard level chooses for the side to act, from that side's view."""
    side = state.to_act
    assert side is not None
    return make_bot("hard", HINT_SEED).choose(view_for(state, side))


def _kept(action: Action) -> tuple[int, int]:
    first, second = action.faces
    return (first, second) if (second - first) % 4 == 1 else (second, first)


def _no_hint_fits(front: BalconiaFront) -> None:
    page = front.board_page
    assert not page.suggest_button.isEnabled() or not page.suggest_button.isVisible()
    assert not front.menus["suggest"].isEnabled()
    assert front.controller.request_suggestion() is False


def test_h_suggests_hards_pair_and_enter_keeps_it(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    c, page, scene = front.controller, front.board_page, front.board_page.scene
    assert page.suggest_button.isVisible() and page.suggest_button.isEnabled()
    assert front.menus["suggest"].isVisible() and front.menus["suggest"].isEnabled()
    state = c.state
    assert state is not None and state.to_act is Side.TURQUOISE and state.kept is None
    action = _ask(qtbot, front)
    assert action.kind is Kind.SELECT and action.side is Side.TURQUOISE
    assert action == _hards_choice(state) == suggest(state, Side.TURQUOISE)
    assert c.state is state and c.draft is None  # nothing is kept by itself
    kept = _kept(action)
    index = PAIRS.index(kept)
    assert scene.pair_cursor == index  # framed as the keys frame it
    assert scene.disc.spots[index].active
    message = window.statusBar().currentMessage()
    assert message == page.last_hint == suggestion_text(action, None, Side.TURQUOISE)
    assert message.startswith("Suggestion: keep the ") and message.endswith("Enter keeps them.")
    assert page.board_view.hasFocus()
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    assert c.draft == Draft(kept=kept)
    # a pair kept: no more suggestion for this step
    _no_hint_fits(front)
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)  # ends the step
    assert c.state is not state and c.state.kept == kept


def test_h_suggests_hards_placement_and_enter_places_it(qtbot: QtBot) -> None:
    """Pink places first (turquoise selects): the cell is said as pink sees it."""
    window, front = _window(qtbot, seed=12, human=Side.PINK)
    c, page, scene = front.controller, front.board_page, front.board_page.scene
    state = c.state
    assert state is not None and state.to_act is Side.PINK and state.offered is not None
    action = _ask(qtbot, front)
    assert action.kind is Kind.PLACE and action.side is Side.PINK and action.cell is not None
    assert action == _hards_choice(state)
    assert c.state is state and c.draft is None
    assert scene.held == action.face and scene.cursor == action.cell
    assert scene.cursor_mark is not None and scene.cursor_mark.isVisible()
    assert scene.bubble.isVisible()  # the points previewed on the cell
    message = window.statusBar().currentMessage()
    assert message == page.last_hint
    side = "left" if action.face == state.offered[0] else "right"
    where = cell_text(action.cell, Side.PINK)  # the texts' own words, from pink's side
    assert message == f"Suggestion: put the {side} face at {where}. Enter places it."
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    assert c.draft == Draft(face=action.face, cell=action.cell)
    _no_hint_fits(front)
    qtbot.keyClick(page.board_view, Qt.Key.Key_Return)
    assert c.state is not state and c.state.turns[-1].cell == action.cell
    # the turn is over: its suggestion leaves the status bar (other messages would stay)
    assert window.statusBar().currentMessage() != message


def test_both_steps_of_a_game_with_hints_only(qtbot: QtBot) -> None:
    """A few turns played by asking for a hint and pressing Enter: each time the Hard level's
    step for the position of the moment."""
    _, front = _window(qtbot, seed=21)
    c, view_widget = front.controller, front.board_page.board_view
    kinds = set()
    for _ in range(4):
        wait_for_human(qtbot, c)
        state = c.state
        assert state is not None and not state.over
        action = _ask(qtbot, front)
        assert action == _hards_choice(state)
        kinds.add(action.kind)
        qtbot.keyClick(view_widget, Qt.Key.Key_Return)
        qtbot.keyClick(view_widget, Qt.Key.Key_Return)
        assert c.state is not None and c.state.log[-1] == action
    assert kinds == {Kind.SELECT, Kind.PLACE}


def test_the_button_and_the_menu_ask_too(qtbot: QtBot) -> None:
    _, front = _window(qtbot, seed=8)
    got: list[Action] = []
    front.controller.suggestion_ready.connect(got.append)
    qtbot.mouseClick(front.board_page.suggest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(got) == 1, timeout=20000)
    assert front.board_page.board_view.hasFocus()  # Enter now reaches the board
    front.menus["suggest"].trigger()
    qtbot.waitUntil(lambda: len(got) == 2, timeout=20000)
    assert got[0] == got[1]


def test_an_answer_for_a_position_that_moved_on_is_dropped(qtbot: QtBot) -> None:
    _, front = _window(qtbot, seed=9)
    c, scene = front.controller, front.board_page.scene
    got: list[Action] = []
    c.suggestion_ready.connect(got.append)
    assert c.request_suggestion()
    assert c.select(*PAIRS[2]) is None  # a pair kept meanwhile
    c.threads.wait()
    QApplication.processEvents()
    QApplication.processEvents()
    assert got == [] and scene.pair_cursor == -1
    # taken back before the answer: the position is the same, the answer is shown
    c.undo()
    assert c.request_suggestion()
    assert c.select(*PAIRS[1]) is None
    c.undo()
    qtbot.waitUntil(lambda: len(got) == 1, timeout=20000)
    # the step ended meanwhile: a new position, the answer is dropped
    assert c.request_suggestion()
    assert c.select(*PAIRS[0]) is None and c.confirm() is None
    c.threads.wait()
    QApplication.processEvents()
    QApplication.processEvents()
    assert len(got) == 1


def test_no_suggestion_while_a_computer_thinks_the_device_is_passed_or_the_game_is_over(
    qtbot: QtBot,
) -> None:
    window, front = _window(qtbot, seed=5)
    c, page = front.controller, front.board_page
    assert c.select(*PAIRS[0]) is None and c.confirm() is None
    assert c.busy()  # the computer player places now
    assert not page.suggest_button.isVisible()
    _no_hint_fits(front)
    wait_for_human(qtbot, c)
    # two humans: the device is passed between the selector and the placer
    front.start_game(make_setup(Seat("Ana"), Seat("Ben"), seed=5))
    assert c.hidden
    _no_hint_fits(front)
    c.reveal()
    assert page.suggest_button.isEnabled() and front.menus["suggest"].isEnabled()
    # the game over
    state = new_game(GameConfig(seed=5))
    rng = random.Random(5)
    while not state.over:
        state = apply(state, random_action(state, rng))
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.MEDIUM), seed=5))
    assert c.setup is not None
    c.start(c.setup, state)
    assert c.state is not None and c.state.over
    _no_hint_fits(front)
    assert not page.suggest_button.isVisible()
    assert window.statusBar() is not None


def test_no_suggestion_with_suggestions_turned_off(qtbot: QtBot) -> None:
    window, front = _window(qtbot, seed=10)
    page = front.board_page
    window.apply_settings(replace(window.settings, show_hints=False))
    assert not page.suggest_button.isVisible()
    assert not front.menus["suggest"].isVisible() and not front.menus["suggest"].isEnabled()
    got: list[Action] = []
    front.controller.suggestion_ready.connect(got.append)
    page.board_view.setFocus()
    qtbot.keyClick(page.board_view, Qt.Key.Key_H)
    front.menus["suggest"].trigger()
    front.controller.threads.wait()
    QApplication.processEvents()
    assert got == [] and not front.controller.threads.is_busy()
    assert page.last_hint == ""
    window.apply_settings(replace(window.settings, show_hints=True))
    assert page.suggest_button.isVisible() and page.suggest_button.isEnabled()
    assert front.menus["suggest"].isVisible() and front.menus["suggest"].isEnabled()


def _reshuffled(state: GameState, seed: int) -> GameState:
    """``state`` with the tokens still to come (and those put back) in another order: what
    neither side may know."""
    revealed = len(state.turns) + 1
    hidden = list(state.order[revealed:] + state.removed)
    random.Random(seed).shuffle(hidden)
    cut = len(state.order) - revealed
    return replace(
        state, order=state.order[:revealed] + tuple(hidden[:cut]), removed=tuple(hidden[cut:])
    )


def test_the_hidden_order_of_the_tokens_never_changes_the_hint() -> None:
    state = new_game(GameConfig(seed=31))
    rng = random.Random(31)
    checked = 0
    while not state.over and checked < 12:
        side = state.to_act
        assert side is not None
        hint = suggest(state, side)
        for seed in range(3):
            other = _reshuffled(state, seed)
            assert other.order != state.order or state.blocks_left() == 0
            assert view_for(other, side) == view_for(state, side)
            assert suggest(other, side) == hint
        checked += 1
        state = apply(state, random_action(state, rng))
    assert checked == 12


def test_the_window_answers_the_same_whatever_the_hidden_order(qtbot: QtBot) -> None:
    _, front = _window(qtbot, seed=14)
    c = front.controller
    state, setup = c.state, c.setup
    assert state is not None and setup is not None
    first = _ask(qtbot, front)
    other = _reshuffled(state, 1)
    assert other.order != state.order
    c.start(setup, other)
    wait_for_human(qtbot, c)
    assert _ask(qtbot, front) == first
