"""Whole Balconia games through the window: two humans passing the device between the selector
and the placer, the menus' Undo and Confirm, the end page with the winner, each side's points
per balcony and door; and a game against a computer player without any pass screen."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.engine import Side, offered, to_view
from welcome_desktop.games.balconia.ui.pages import EndPage
from welcome_desktop.games.balconia.ui.texts import reason_text

from .helpers import shown_window, wait_for_human


def _end_checks(end: EndPage, names: tuple[str, str]) -> None:
    state_scores = end.scores
    assert state_scores is not None
    for side in (Side.TURQUOISE, Side.PINK):
        facade, score = end.facades[side], state_scores[side.number]
        assert names[side.number] in facade.title.text()
        assert f"= {score.total} points" in facade.sums.text()
        for cell, points in score.faces:  # each balcony's points where that side sees it
            assert facade.cells[cell].text() == str(points)
        assert facade.entrance is not None
        assert facade.cells[facade.entrance].text() == f"door {score.door}"


def test_a_whole_hot_seat_game_passes_the_device_at_every_turn(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    c = front.controller
    front.start_game(make_setup(Seat("Ana"), Seat("Ben"), seed=11))
    passes: list[str] = []
    steps = 0
    undo, confirm = front.menus["undo"], front.menus["confirm"]
    while not c.state.over:
        steps += 1
        assert steps < 60
        if window.pages.currentWidget() is front.pass_page:
            view = c.turn_view
            assert view.hidden and view.viewer is None  # nobody's side while passing
            passes.append(front.pass_page.name)
            assert front.pass_page.button.text() == f"I am {front.pass_page.name}: show my side"
            front.pass_page.button.click()
        assert window.pages.currentWidget() is front.board_page
        view = c.turn_view
        side = c.state.to_act
        assert view.my_turn and view.viewer is side  # the board shows the side of who acts
        assert not confirm.isEnabled() and not undo.isEnabled()
        if view.kept is None:
            assert c.select(0, 2) == "faces_not_adjacent"
            assert window.statusBar().currentMessage() == reason_text("faces_not_adjacent")
            assert c.select(1, 2) is None
        else:
            cell = view.legal_cells[-1]
            assert c.place(offered(view.kept)[1], cell) is None
            assert front.turn_in_progress()
        assert undo.isEnabled() and confirm.isEnabled()
        undo.trigger()
        assert c.draft is None and not confirm.isEnabled()
        if view.kept is None:
            c.select(2, 1)
        else:
            c.place(offered(view.kept)[0], view.legal_cells[0])
        confirm.trigger()
        assert c.draft is None
    turns = len(c.state.turns)
    assert turns == 14
    # one pass at the start, then one per turn: each selection goes to the other player
    assert passes[:3] == ["Ana", "Ben", "Ana"] and len(passes) == turns + 1
    assert window.pages.currentWidget() is front.end_page
    end = front.end_page
    assert end.heading.text() and ("wins" in end.heading.text() or "share" in end.heading.text())
    _end_checks(end, ("Ana", "Ben"))
    assert not storage.autosave_path().exists()
    end.board_button.click()
    assert window.pages.currentWidget() is front.board_page


def test_a_game_against_the_computer_never_hides_the_board(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    c = front.controller
    front.session.ask_new_game = lambda: make_setup(
        Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=12
    )
    window.start_page.new_button.click()
    steps = 0
    while not c.state.over:
        steps += 1
        assert steps < 40
        wait_for_human(qtbot, c)
        if c.state.over:
            break
        assert window.pages.currentWidget() is front.board_page
        view = c.turn_view
        assert view.viewer is Side.TURQUOISE and not view.hidden
        if view.kept is None:
            c.select(3, 0)
        else:
            c.place(offered(view.kept)[0], view.legal_cells[0])
        c.confirm()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is front.end_page, timeout=5000)
    _end_checks(front.end_page, ("Ana", "Bot"))
    entrance = c.state.building.entrance_cell
    pink_entrance = to_view(entrance, Side.PINK)
    assert front.end_page.facades[Side.PINK].entrance == pink_entrance
