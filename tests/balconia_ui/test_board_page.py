"""Balconia's board page driven as a player does: pair buttons clicked and keys, a real mouse
drag of an offered face onto a highlighted cell with the points previewed, a refused drop that
slides back with its reason, the keyboard placement, Enter ending the step, the pass screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.balconia_ui.board_fake import FakeController
from welcome_desktop.games.balconia.board.disc import spot_centre
from welcome_desktop.games.balconia.board.preview import preview
from welcome_desktop.games.balconia.engine import PAIRS, Cell, Side
from welcome_desktop.games.balconia.ui.board_page import BalconiaBoard
from welcome_desktop.games.balconia.ui.texts import reason_text


def shown_page(
    qtbot: QtBot, turns: int = 0, size: tuple[int, int] = (1024, 600)
) -> tuple[FakeController, BalconiaBoard, list[str]]:
    controller = FakeController(seed=7)
    controller.play(turns)
    said: list[str] = []
    page = BalconiaBoard(controller, said.append)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    controller.publish()
    return controller, page, said


def _viewport_point(page: BalconiaBoard, scene_point: QPointF) -> QPoint:
    return page.board_view.mapFromScene(scene_point)


def _drag(page: BalconiaBoard, start: QPoint, end: QPoint, release: bool = True) -> None:
    viewport = page.board_view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * (i / 6))
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def _to_place(controller: FakeController) -> None:
    assert controller.select(0, 1) is None
    assert controller.confirm() is None


def _face_centre(page: BalconiaBoard, face: int) -> QPoint:
    item = page.scene.disc.item_for(face)
    assert item is not None
    return _viewport_point(page, item.centre())


def _cell_centre(page: BalconiaBoard, cell: Cell) -> QPoint:
    return _viewport_point(page, page.scene.rect_of(cell).center())


def test_a_click_between_two_faces_keeps_that_pair(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    spot = page.scene.disc.spots[1]
    point = _viewport_point(page, spot.scenePos())
    QTest.mouseClick(page.board_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert controller.calls[-1] == ("select", 1, 2)
    view = controller.turn_view
    assert view is not None and view.kept == (1, 2) and view.can_confirm
    # the kept pair is framed and its button lit after the redraw
    assert page.scene.disc.spots[1].active
    assert page.confirm_button.isEnabled()


def test_keys_choose_a_pair_and_enter_ends_the_step(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    page.board_view.setFocus()
    QTest.keyClick(page.board_view, Qt.Key.Key_3)
    assert controller.calls[-1] == ("select", *PAIRS[2])
    QTest.keyClick(page.board_view, Qt.Key.Key_Right)  # the cursor moves to pair 4...
    QTest.keyClick(page.board_view, Qt.Key.Key_Return)  # ...and Enter keeps it
    assert controller.calls[-1] == ("select", *PAIRS[3])
    QTest.keyClick(page.board_view, Qt.Key.Key_Return)  # nothing pending: end the step
    assert controller.calls[-1] == ("confirm",)
    view = controller.turn_view
    assert view is not None and view.draft is None and view.offered is not None
    assert set(view.offered) == {2, 1}  # opposite of the kept pair (3, 0)


def test_a_real_drag_onto_a_highlighted_cell_places_the_face(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    _to_place(controller)
    view = controller.turn_view
    assert view is not None and view.offered is not None and view.block is not None
    face, cell = view.offered[1], view.legal_cells[0]
    start, end = _face_centre(page, face), _cell_centre(page, cell)
    _drag(page, start, end, release=False)
    # while carried: exactly the legal cells are lit, and the bubble gives the engine's points
    assert set(page.scene.targets) == set(view.legal_cells)
    assert page.scene.bubble.isVisible()
    placer = view.to_act
    assert placer is not None
    expected = preview(view.building, view.block, face, cell, placer)
    assert page.scene.preview_at(face, cell) == expected
    assert any(str(expected.face) in line for line in page.scene.bubble.lines)
    QTest.mouseRelease(
        page.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
    )
    assert controller.calls[-1] == ("place", face, cell)
    after = controller.turn_view
    assert after is not None and after.draft is not None and after.draft.cell == cell
    assert not page.scene.targets and not page.scene.bubble.isVisible()
    assert page.confirm_button.isEnabled()


def test_a_refused_drop_slides_back_and_says_why(qtbot: QtBot) -> None:
    controller, page, said = shown_page(qtbot)
    _to_place(controller)
    view = controller.turn_view
    assert view is not None and view.offered is not None
    face = view.offered[0]
    far = (4, 0)  # the top-left corner touches nothing yet
    assert far not in view.legal_cells
    item = page.scene.disc.item_for(face)
    assert item is not None
    home = item.home
    end = _cell_centre(page, far)
    _drag(page, _face_centre(page, face), end, release=False)
    assert not page.scene.bubble.isVisible()  # no points where it may not go
    QTest.mouseRelease(
        page.board_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
    )
    assert controller.calls[-1] == ("place", face, far)
    assert said[-1] == reason_text("not_touching")
    assert page.last_refusal == reason_text("not_touching")
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)
    assert controller.turn_view is not None and controller.turn_view.draft is None


def test_a_drop_off_the_building_goes_back_without_a_word(qtbot: QtBot) -> None:
    controller, page, said = shown_page(qtbot)
    _to_place(controller)
    view = controller.turn_view
    assert view is not None and view.offered is not None
    face = view.offered[0]
    start = _face_centre(page, face)
    _drag(page, start, start + QPoint(0, 40))
    assert not any(call[0] == "place" for call in controller.calls)
    assert said == []


def test_the_keyboard_places_a_face_with_the_points_shown(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    _to_place(controller)
    view = controller.turn_view
    assert view is not None and view.offered is not None
    page.board_view.setFocus()
    QTest.keyClick(page.board_view, Qt.Key.Key_2)
    assert page.scene.held == view.offered[1]
    QTest.keyClick(page.board_view, Qt.Key.Key_Up)
    cell = page.scene.cursor
    assert cell is not None and cell in view.legal_cells
    assert page.scene.bubble.isVisible()
    QTest.keyClick(page.board_view, Qt.Key.Key_Return)
    assert controller.calls[-1] == ("place", view.offered[1], cell)


def test_pink_sees_the_building_mirrored(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    _to_place(controller)  # turquoise kept two faces: pink places
    view = controller.turn_view
    assert view is not None and view.viewer is Side.PINK and view.offered is not None
    assert page.scene.side is Side.PINK
    # the entrance stands in the middle; the building's column 1 is pink's column 3
    controller.place(view.offered[0], (0, 1))
    view = controller.turn_view
    assert view is not None
    block = view.building.at((0, 1))
    assert block is not None
    assert set(page.scene.faces) == {(0, 3)}
    assert page.scene.faces[(0, 3)].face == block.face(Side.PINK)
    assert block.face(Side.PINK) != block.face(Side.TURQUOISE)
    # the scene's geometry mirrors too: a click on pink's column 3 is the building's column 1
    rect = page.scene.rect_of((0, 1))
    assert page.scene.cell_at(rect.center()) == (0, 1)
    assert rect.left() > page.scene.rect_of((0, 3)).left()
    # pink's keyboard: Left goes to pink's left, i.e. towards the building's column 4
    page.scene.show_view(view)
    page.scene.pick_index(0)
    first = page.scene.move_cursor(1, 0)
    assert first is not None
    left = page.scene.move_cursor(0, -1)
    assert left is not None and left[1] >= first[1]


def test_the_last_turn_is_marked_and_the_other_side_shown_when_open(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot, turns=2)
    view = controller.turn_view
    assert view is not None and view.last_turns
    assert len(page.scene.marks) == 1
    assert not page.side.other_view.isVisible()
    controller.open_building = True
    controller.publish()
    assert page.side.other_view.isVisible()
    assert page.side.other_scene.side is view.viewer.other  # type: ignore[union-attr]
    assert len(page.side.other_scene.faces) == len(view.building.placed())


def test_the_pass_screen_hides_the_building_until_revealed(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot, turns=1)
    controller.hidden = True
    controller.publish()
    assert page.reveal_button.isVisible()
    assert not page.scene.faces and not page.scene.disc.items
    page.reveal_button.click()
    assert controller.calls[-1] == ("reveal",)
    assert page.scene.faces and not page.reveal_button.isVisible()


def test_take_back_and_end_turn_buttons(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    assert not page.undo_button.isEnabled() and not page.confirm_button.isEnabled()
    controller.select(2, 3)
    assert page.undo_button.isEnabled()
    page.undo_button.click()
    assert controller.calls[-1] == ("undo",)
    controller.select(2, 3)
    page.confirm_button.click()
    assert controller.calls[-1] == ("confirm",)


def test_the_pair_buttons_sit_between_their_faces() -> None:
    # pair (0, 1) = N|E top right, (1, 2) = E|S bottom right, ...
    assert spot_centre(0).x() > spot_centre(3).x() and spot_centre(0).y() < spot_centre(1).y()
    assert spot_centre(2).x() < spot_centre(1).x() and spot_centre(2).y() > spot_centre(3).y()


def test_the_page_fits_a_1024x600_screen_with_the_building_whole(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot, turns=3, size=(1024, 540))
    controller.open_building = True
    controller.publish()
    hint = page.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 540, hint
    viewport = page.board_view.viewport().rect()
    shown = page.board_view.mapFromScene(page.scene.sceneRect()).boundingRect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown), (viewport, shown)
    # a cell is drawn at least 70 pixels wide: faces stay readable
    cell = page.board_view.mapFromScene(page.scene.rect_of((0, 0))).boundingRect()
    assert cell.width() >= 70, cell


def test_hovering_a_free_cell_tells_both_faces_points(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot, turns=4)
    _to_place(controller)
    view = controller.turn_view
    assert view is not None and view.offered is not None and view.block is not None
    assert view.to_act is not None
    points = {}
    for cell in view.legal_cells:
        pair = [preview(view.building, view.block, f, cell, view.to_act).face for f in view.offered]
        points[cell] = pair
    cell = max(points, key=lambda c: sum(points[c]))  # a cell where a face scores, if any
    QTest.mouseMove(page.board_view.viewport(), _cell_centre(page, cell))
    assert page.scene.bubble.isVisible()
    lines = page.scene.bubble.lines
    assert len(lines) == 2
    for line, value in zip(lines, points[cell], strict=True):
        assert str(value) in line
    far = page.scene.rect_of((4, 0)).center()
    QTest.mouseMove(page.board_view.viewport(), _viewport_point(page, far))
    assert not page.scene.bubble.isVisible()


def test_escape_during_a_drag_puts_the_face_back_on_the_disc(qtbot: QtBot) -> None:
    controller, page, _ = shown_page(qtbot)
    _to_place(controller)
    view = controller.turn_view
    assert view is not None and view.offered is not None
    face, cell = view.offered[1], view.legal_cells[0]
    start, end = _face_centre(page, face), _cell_centre(page, cell)
    _drag(page, start, end, release=False)
    assert page.scene.targets and page.scene.bubble.isVisible()
    viewport = page.board_view.viewport()
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    assert not page.scene.targets and not page.scene.bubble.isVisible()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert not any(call[0] == "place" for call in controller.calls)
    item = page.scene.disc.item_for(face)
    assert item is not None
    qtbot.waitUntil(lambda: item.pos() == item.home, timeout=3000)
