"""The building scene on its own: each side's frame, the entrance, the points chips, the marks
and the hit test."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.board.building import BuildingScene, view_rect
from welcome_desktop.games.balconia.board.preview import placed
from welcome_desktop.games.balconia.engine import Building, Side, score_side


def _building() -> Building:
    b = Building(3, (0, 0))  # the entrance in the turquoise player's left corner
    b = placed(b, 5, 0, (0, 1), Side.TURQUOISE)
    return placed(b, 9, 1, (1, 1), Side.PINK)


def test_each_side_sees_its_own_faces_in_its_own_columns(qtbot: QtBot) -> None:
    building = _building()
    for side, entrance_column, column in ((Side.TURQUOISE, 0, 1), (Side.PINK, 4, 3)):
        scene = BuildingScene(side)
        score = score_side(building, side)
        scene.set_building(building, None, score.faces, score.door)
        assert scene.entrance_item is not None
        assert scene.entrance_item.view_cell == (0, entrance_column)
        assert set(scene.faces) == {(0, column), (1, column)}
        for cell, block in building.placed():
            item = scene.faces[(cell[0], column)]
            assert item.face == block.face(side)
            assert item.points == dict(score.faces).get((cell[0], column))


def test_switching_sides_redraws_every_face(qtbot: QtBot) -> None:
    building = _building()
    scene = BuildingScene(Side.TURQUOISE)
    scene.set_building(building)
    scene.set_building(building, Side.PINK)
    assert set(scene.faces) == {(0, 3), (1, 3)}
    assert len([i for i in scene.items() if i in scene.faces.values()]) == 2


def test_hit_test_marks_and_targets_use_the_building_frame(qtbot: QtBot) -> None:
    scene = BuildingScene(Side.PINK)
    scene.set_building(_building())
    assert scene.cell_at(view_rect((2, 0)).center()) == (2, 4)
    assert scene.cell_at(QPointF(-50, -50)) is None
    assert scene.cell_at(view_rect((4, 4)).bottomRight() + QPointF(40, 40)) is None
    scene.highlight([(2, 4), (1, 0)])
    assert set(scene.targets) == {(2, 4), (1, 0)}
    assert scene.targets[(2, 4)].view_cell == (2, 0)
    scene.highlight([(1, 0)])
    assert set(scene.targets) == {(1, 0)}
    scene.mark(last=[(0, 1)], draft=(1, 1))
    assert [m.view_cell for m in scene.marks] == [(0, 3), (1, 3)]
