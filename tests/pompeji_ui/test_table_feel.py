"""A Pompeji table you can follow, by the app's settings (the ones every game shares): sounds
(a new game, a card built, a notice, the end), the notices on the city (Vesuvius erupts, a
building permit used) held back while a pass-the-device screen hides the city, another player's
card fading in (at once with animations off), the legal cells drawn or not, and a turn that ends
with the drop when no confirmation is asked."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import (
    VOLCANO_FIRST,
    GameConfig,
    GameState,
    Kind,
    new_game,
)
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.persistence.settings import AnimationSpeed
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import shown_window

ERUPTS = "Vesuvius erupts! You may now skip the draw; the next volcano ends the game."


def _window(qtbot: QtBot, **settings: object) -> tuple[ShellWindow, PompejiFront]:
    window = shown_window(qtbot)
    window.apply_settings(replace(window.settings, **settings))  # type: ignore[arg-type]
    front = window.front
    assert isinstance(front, PompejiFront)
    return window, front


def _before_the_eruption() -> GameState:
    """Seed 2, Medium players: seat 0 to build, the first volcano the next card drawn."""
    state = new_game(GameConfig(seats=3, seed=2))
    bots = [make_bot("medium", 6 + i) for i in range(3)]
    while not (state.current_seat == 0 and state.pile[state.drawn] == VOLCANO_FIRST):
        state = bot_step(state, bots)
        assert state.volcanoes == 0
    return state


def _my_turn(qtbot: QtBot, front: PompejiFront) -> None:
    c = front.controller
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)


def _build(front: PompejiFront, second_turn: bool = False) -> None:
    """The player to play builds their best-scoring card through the controller."""
    c = front.controller
    state = c.state
    assert state is not None
    hand = state.hands[state.current_seat]
    card, cell = next((k, cell) for k in hand for cell in state.city.cells_for(k))
    assert c.place(card, cell) is None
    if second_turn:
        c.set_second_turn(True)
    assert c.confirm() is None


def test_sounds_notices_and_fading_cards(qtbot: QtBot) -> None:
    _, front = _window(qtbot, sounds=True, animation_speed=AnimationSpeed.SLOW)
    c, feel = front.controller, front.feel
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.MEDIUM)]
    c.start(make_setup(seats, 2), _before_the_eruption())
    front.after_start()
    assert feel.sounds.played == ["deal"]
    _my_turn(qtbot, front)
    built_before = len(c.state.turns) if c.state else 0
    _build(front)  # Ana draws the first volcano (unless a computer player's permit came first)
    qtbot.waitUntil(lambda: c.state is not None and c.state.volcanoes == 1, timeout=20000)
    qtbot.waitUntil(lambda: ERUPTS in feel.announcer.shown_texts, timeout=20000)
    assert "notice" in feel.sounds.played and "write" in feel.sounds.played
    # a computer player's card fades in (slowly), never the player's own
    qtbot.waitUntil(lambda: c.state is not None and len(c.state.turns) > built_before + 1)
    bots_cells = [
        a.cell
        for a in c.state.log
        if a.kind in (Kind.BUILD, Kind.STATUE) and a.seat != 0 and a.cell is not None
    ]
    assert bots_cells[-1] in feel.faded_in  # a computer player's card faded in
    assert 0 not in [a.seat for a in c.state.log if a.cell in feel.faded_in]  # never Ana's own
    qtbot.waitUntil(lambda: not feel.fades, timeout=5000)
    assert all(t.opacity() == 1.0 for t in front.board_page.scene.tiles.values())
    # the end of the game
    c.game_over.emit()
    assert feel.sounds.played[-1] == "game_over"


def test_with_animations_off_cards_appear_at_once(qtbot: QtBot) -> None:
    _, front = _window(qtbot, animation_speed=AnimationSpeed.OFF)
    c, feel = front.controller, front.feel
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.MEDIUM)]
    front.start_game(make_setup(seats, seed=4))
    _my_turn(qtbot, front)
    _build(front)
    _my_turn(qtbot, front)
    assert c.state is not None and len(c.state.turns) >= 3  # the computer players built
    assert not feel.fades and feel.faded_in == []
    assert all(t.opacity() == 1.0 for t in front.board_page.scene.tiles.values())
    assert feel.sounds.played == []  # sounds are off by default


def test_a_permit_is_told_and_notices_wait_for_the_city(qtbot: QtBot) -> None:
    window, front = _window(qtbot)
    feel = front.feel
    front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=5))
    front.reveal_board()
    assert window.pages.currentWidget() is front.board_page
    _build(front, second_turn=True)  # Ana plays again with her permit: told on the city
    assert feel.announcer.shown_texts[-1] == "Ana uses the building permit and plays now."
    _build(front)  # Ana's bonus turn; then the device goes to Ben
    assert window.pages.currentWidget() is front.pass_page
    feel.notify(["A notice for everyone"])
    assert "A notice for everyone" not in feel.announcer.shown_texts  # the city is hidden
    front.reveal_board()
    QApplication.processEvents()
    assert feel.announcer.shown_texts[-1] == "A notice for everyone"


def test_the_legal_cells_drawn_or_not(qtbot: QtBot) -> None:
    window, front = _window(qtbot, highlight_legal_moves=False)
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM)]
    front.start_game(make_setup(seats, seed=7))
    _my_turn(qtbot, front)
    scene = front.board_page.scene
    city = scene.city
    index = next(i for i, item in enumerate(scene.hand_items) if city.cells_for(item.card))
    assert scene.select_index(index)
    assert scene.targets and not any(t.isVisible() for t in scene.targets.values())
    assert "light up" not in front.board_page.prompt.text()  # nothing does
    cell = next(iter(scene.targets))
    assert scene.move_cursor(1) is not None  # the keyboard still walks the legal cells
    window.apply_settings(replace(window.settings, highlight_legal_moves=True))
    assert scene.select_index(index)
    assert all(t.isVisible() for t in scene.targets.values()) and cell in scene.targets
    assert "light up" in front.board_page.prompt.text()


def test_without_confirmation_the_drop_ends_the_turn(qtbot: QtBot) -> None:
    _, front = _window(qtbot, confirm_turn=False)
    c = front.controller
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM)]
    front.start_game(make_setup(seats, seed=7))
    _my_turn(qtbot, front)
    state = c.state
    assert state is not None
    scene = front.board_page.scene
    card = next(k for k in state.hands[0] if state.city.cells_for(k))
    cell = state.city.cells_for(card)[0]
    scene.card_dropped.emit(card, cell[0], cell[1])  # as a drop on a legal cell does
    assert c.draft is None and c.state is not state and len(c.state.turns) == 1


def test_without_confirmation_a_turn_with_a_choice_waits(qtbot: QtBot) -> None:
    """After the eruption the draw may be skipped: that choice needs End turn."""
    _, front = _window(qtbot, confirm_turn=False)
    c = front.controller
    state = _before_the_eruption()
    bots = [make_bot("medium", 6 + i) for i in range(3)]
    while not (state.volcanoes == 1 and state.current_seat == 0 and state.may_skip_draw(0)):
        state = bot_step(state, bots)
    seats = [Seat("Ana"), Seat("Bo", SeatKind.MEDIUM), Seat("Cy", SeatKind.MEDIUM)]
    c.start(make_setup(seats, 2), state)
    front.after_start()
    _my_turn(qtbot, front)
    now = c.state
    assert now is not None and now.current_seat == 0
    card = next(k for k in now.hands[0] if now.city.cells_for(k))
    cell = now.city.cells_for(card)[0]
    front.board_page.scene.card_dropped.emit(card, cell[0], cell[1])
    assert c.draft is not None and c.state is now  # waiting for Skip the draw or End turn
    assert front.board_page.skip_box.isVisible() and front.board_page.confirm_button.isEnabled()
