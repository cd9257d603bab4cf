"""The board page on the real controller: a human against the computer keeps a pair by a click,
drags a face onto the building, ends the turn and sees the computer's answer drawn."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.app.controller import BalconiaController
from welcome_desktop.games.balconia.app.setup import BalconiaSetup, Seat, SeatKind
from welcome_desktop.games.balconia.engine import GameConfig, Side
from welcome_desktop.games.balconia.ui.board_page import BalconiaBoard


def _wait_mine(qtbot: QtBot, c: BalconiaController) -> None:
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)


def test_a_human_turn_through_the_real_controller(qtbot: QtBot) -> None:
    controller = BalconiaController()
    controller.autosave_enabled = False
    said: list[str] = []
    page = BalconiaBoard(controller, said.append)
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.show()
    qtbot.waitExposed(page)
    seats = (Seat("Ann"), Seat("Robo", SeatKind.EASY))
    controller.new_game(BalconiaSetup(GameConfig(seed=11), seats))
    _wait_mine(qtbot, controller)
    viewport = page.board_view.viewport()
    # turquoise (the human) selects first: click the button between E and S
    spot = page.scene.disc.spots[1]
    QTest.mouseClick(
        viewport, Qt.MouseButton.LeftButton, pos=page.board_view.mapFromScene(spot.scenePos())
    )
    assert controller.draft is not None and controller.draft.kept == (1, 2)
    page.confirm_button.click()
    # the computer places, then selects; the human places
    _wait_mine(qtbot, controller)
    view = controller.turn_view
    assert view is not None and view.to_act is Side.TURQUOISE and view.offered is not None
    face, cell = view.offered[0], view.legal_cells[0]
    item = page.scene.disc.item_for(face)
    assert item is not None
    start = page.board_view.mapFromScene(item.centre())
    end = page.board_view.mapFromScene(page.scene.rect_of(cell).center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * (i / 6))
    assert set(page.scene.targets) == set(view.legal_cells)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert controller.draft is not None and controller.draft.cell == cell
    QTest.keyClick(page.board_view, Qt.Key.Key_Return)  # Enter ends the turn
    assert controller.state is not None and len(controller.state.turns) == 2
    placed = controller.state.building.at(cell)
    assert placed is not None and placed.face(Side.TURQUOISE) == page.scene.faces[cell].face
    assert said == []
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))  # nothing happens
    controller.shutdown()
