"""Whole Balconia games through the window, played as people do (a click on the disc to keep a
pair, a real drag of a face onto the building): two humans passing the device between the
selector and the placer, the menus' Undo and Confirm, a refused drop, the end page with the
winner, each side's points per balcony and door; and a game against a computer player, with the
keyboard's Enter, without any pass screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.controller import BalconiaController
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.app.view import Draft
from welcome_desktop.games.balconia.engine import ALL_CELLS, PAIRS, Cell, Side, offered, to_view
from welcome_desktop.games.balconia.ui.pages import EndPage
from welcome_desktop.games.balconia.ui.texts import reason_text

from .helpers import click_pair, drag_face, shown_window, wait_for_human


def _end_checks(end: EndPage, names: tuple[str, str]) -> None:
    state_scores = end.scores
    assert state_scores is not None
    for side in (Side.TURQUOISE, Side.PINK):
        facade, score = end.facades[side], state_scores[side.number]
        assert names[side.number] in facade.title.text()
        assert f"= {score.total} points" in facade.sums.text()
        # each balcony's points on its picture where that side sees it, the door's on the door
        assert facade.points_shown() == dict(score.faces)
        assert facade.entrance is not None and facade.door_shown() == score.door


def _not_touching(c: BalconiaController) -> Cell | None:
    """A free cell the block may not go to (it touches nothing), if any."""
    state = c.state
    free = [cell for cell in ALL_CELLS if state.building.is_free(cell)]
    return next((cell for cell in free if cell not in state.legal_cells()), None)


def test_a_whole_hot_seat_game_by_clicks_and_drags(qtbot: QtBot) -> None:
    """Two humans: the selector clicks a pair on the disc, the placer drags a face onto the
    building; the device is passed between them at every turn; a drop where the block may not
    go is refused with its reason and the face goes back to the disc."""
    window = shown_window(qtbot)
    front = window.front
    c = front.controller
    page, scene = front.board_page, front.board_page.scene
    front.start_game(make_setup(Seat("Ana"), Seat("Ben"), seed=11))
    passes: list[str] = []
    steps = 0
    refused_seen = undone = False
    undo, confirm = front.menus["undo"], front.menus["confirm"]
    while not c.state.over:
        steps += 1
        assert steps < 60
        if window.pages.currentWidget() is front.pass_page:
            view = c.turn_view
            assert view.hidden and view.viewer is None  # nobody's side while passing
            assert scene.disc.items == [] or not page.isVisible()
            passes.append(front.pass_page.name)
            assert front.pass_page.button.text() == f"I am {front.pass_page.name}: show my side"
            front.pass_page.button.click()
        assert window.pages.currentWidget() is page
        view = c.turn_view
        side = c.state.to_act
        assert view.my_turn and view.viewer is side  # the board shows the side of who acts
        assert scene.side is side
        assert not confirm.isEnabled() and not undo.isEnabled()
        if view.kept is None:
            first = len(c.state.turns) % 4
            click_pair(window, first)
            assert c.draft is not None and c.draft.kept == PAIRS[first]
            if not undone:
                undo.trigger()  # taken back: nothing is final before Confirm
                assert c.draft is None and c.turn_view.kept is None
                click_pair(window, (first + 1) % 4)
                assert c.draft.kept == PAIRS[(first + 1) % 4]
                undone = True
            assert confirm.isEnabled()
            page.confirm_button.click()
            assert c.state.kept is not None
            continue
        face = view.offered[len(c.state.turns) % 2]
        bad = _not_touching(c)
        if not refused_seen and bad is not None:
            drag_face(window, face, bad)
            assert c.draft is None
            assert window.statusBar().currentMessage() == reason_text("not_touching")
            item = scene.disc.item_for(face)
            qtbot.waitUntil(lambda item=item: not item.is_animating(), timeout=3000)
            assert item.pos() == item.home  # back on the disc
            refused_seen = True
        cell = view.legal_cells[-1]
        drag_face(window, face, cell)
        assert c.draft == Draft(face=face, cell=cell)
        assert front.turn_in_progress() and confirm.isEnabled()
        confirm.trigger()
        placed = c.state.building.at(cell)
        assert placed is not None and placed.face_index(side) == face
    assert refused_seen and undone
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
    assert window.pages.currentWidget() is page


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
        before = len(c.state.log)
        if view.kept is None:
            click_pair(window, 3)  # keeps faces 3 and 0
            assert c.draft == Draft(kept=(3, 0))
        else:
            drag_face(window, offered(view.kept)[0], view.legal_cells[0])
            assert c.draft is not None and c.draft.cell == view.legal_cells[0]
        qtbot.keyClick(front.board_page.board_view, Qt.Key.Key_Return)  # Enter ends the step
        assert len(c.state.log) == before + 1
    qtbot.waitUntil(lambda: window.pages.currentWidget() is front.end_page, timeout=5000)
    _end_checks(front.end_page, ("Ana", "Bot"))
    entrance = c.state.building.entrance_cell
    pink_entrance = to_view(entrance, Side.PINK)
    assert front.end_page.facades[Side.PINK].entrance == pink_entrance


def test_the_building_keeps_its_size_while_the_prompt_changes(qtbot: QtBot) -> None:
    """A two-line prompt (keep two faces) and a one-line one (end the step) leave the board
    view the same size at 1024 x 600: the building does not jump under the player's mouse."""
    window = shown_window(qtbot, 1024, 600)
    front = window.front
    names = ("Anastasia Konstantinovna", "Bartholomew Fitzgerald")  # a two-line prompt
    front.start_game(make_setup(Seat(names[0]), Seat(names[1], SeatKind.EASY), seed=4))
    c = front.controller
    wait_for_human(qtbot, c)
    view = front.board_page.board_view
    sizes = [view.size()]
    click_pair(window, 0)  # drafted: the prompt asks to end the step
    QApplication.processEvents()
    assert c.turn_view is not None and c.turn_view.prompt.value == "confirm"
    sizes.append(view.size())
    c.undo()
    QApplication.processEvents()
    sizes.append(view.size())
    assert sizes[0] == sizes[1] == sizes[2], sizes


def test_a_whole_turn_by_keys_alone(qtbot: QtBot) -> None:
    """1 then Enter keeps a pair and Enter ends the step; as the placer, 1 picks up a face with
    the cursor already on a legal cell, Enter places it there and Enter ends the step."""
    window = shown_window(qtbot, 1024, 600)
    front = window.front
    front.start_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=9))
    c = front.controller
    board = front.board_page.board_view
    wait_for_human(qtbot, c)
    for key in (Qt.Key.Key_1, Qt.Key.Key_Return, Qt.Key.Key_Return):
        qtbot.keyClick(board, key)
    assert c.state is not None and len(c.state.log) == 1  # the pair is kept
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    view = c.turn_view
    assert view is not None and view.kept is not None  # now Ana places
    qtbot.keyClick(board, Qt.Key.Key_1)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.draft is not None and c.draft.cell in view.legal_cells
    assert c.draft.face == offered(view.kept)[0]
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert c.state.turns and c.state.turns[-1].face == offered(view.kept)[0]
