"""The shared drag item (ui.drag_item.DragItem) under real mouse events in a graphics view: a
press that stays within the threshold is a click, one that goes past it a drag that reports its
moves and its drop, and a card picked up while it slides home is carried from where it was; a
card the board drops while it slides is freed at once."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.ui.drag_item import DRAG_Z, HOME_Z, DragItem

HOME = QPointF(40, 40)


class Square(DragItem):
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 40, 40)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.drawRect(self.boundingRect())


class CentreSquare(Square):
    def drag_point(self, event: QGraphicsSceneMouseEvent) -> QPointF:
        return self.pos() + QPointF(20, 20)


@pytest.fixture
def board(qtbot):
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    view.resize(440, 340)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def add(scene: QGraphicsScene, item: DragItem) -> dict[str, list[object]]:
    scene.addItem(item)
    seen: dict[str, list[object]] = {k: [] for k in ("pressed", "clicked", "started", "moved")}
    seen["dropped"] = []
    item.pressed.connect(seen["pressed"].append)
    item.clicked.connect(seen["clicked"].append)
    item.drag_started.connect(seen["started"].append)
    item.drag_moved.connect(lambda key, p: seen["moved"].append((key, QPointF(p))))
    item.dropped.connect(lambda key, p: seen["dropped"].append((key, QPointF(p))))
    return seen


def at(view: QGraphicsView, point: QPointF) -> QPoint:
    return view.mapFromScene(point)


def press_move_release(view: QGraphicsView, start: QPoint, end: QPoint) -> None:
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 5):
        QTest.mouseMove(viewport, start + (end - start) * (i / 4))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_press_within_the_threshold_is_a_click(board) -> None:
    scene, view = board
    item = Square(7, HOME, 0)
    seen = add(scene, item)
    start = at(view, HOME + QPointF(20, 20))
    press_move_release(view, start, start + QPoint(2, 2))
    assert seen["pressed"] == [7]
    assert seen["clicked"] == [7]
    assert seen["started"] == [] and seen["dropped"] == []
    assert item.pos() == HOME


def test_a_drag_reports_its_moves_and_the_drop_at_the_mouse(board) -> None:
    scene, view = board
    item = Square(3, HOME, 0)
    seen = add(scene, item)
    start = at(view, HOME + QPointF(20, 20))
    end = start + QPoint(120, 60)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, end)
    assert item.zValue() == DRAG_Z  # carried above everything
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert seen["started"] == [3]
    assert seen["clicked"] == []
    drop = view.mapToScene(end)
    assert seen["dropped"] == [(3, drop)]
    assert seen["moved"][-1] == (3, drop)
    assert item.pos() == HOME + QPointF(120, 60)  # left where dropped until the scene decides
    item.slide_home()  # refused: back home at once with animations off
    assert item.pos() == HOME and item.zValue() == HOME_Z


def test_a_game_may_report_the_item_centre_instead_of_the_mouse(board) -> None:
    scene, view = board
    item = CentreSquare(5, HOME, 0)
    seen = add(scene, item)
    start = at(view, HOME + QPointF(5, 5))  # picked up near its corner
    press_move_release(view, start, start + QPoint(100, 0))
    assert seen["dropped"] == [(5, HOME + QPointF(100, 0) + QPointF(20, 20))]


def test_a_disabled_item_ignores_the_mouse(board) -> None:
    scene, view = board
    item = Square(1, HOME, 0)
    item.enabled = False
    seen = add(scene, item)
    start = at(view, HOME + QPointF(20, 20))
    press_move_release(view, start, start + QPoint(90, 0))
    assert all(not v for v in seen.values())
    assert item.pos() == HOME


def test_picked_up_while_sliding_home_it_is_carried_from_where_it_was(board, qtbot) -> None:
    scene, view = board
    item = Square(2, HOME, 2000)
    seen = add(scene, item)
    item.setPos(QPointF(300, 200))
    item.slide_home()
    qtbot.waitUntil(lambda: item.pos() != QPointF(300, 200), timeout=2000)
    assert item.is_animating()
    grabbed = item.pos()
    start = at(view, grabbed + QPointF(20, 20))
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert not item.is_animating()  # the slide stops when it is picked up
    QTest.mouseMove(viewport, start + QPoint(0, -30))
    # Follows the mouse from the pick-up point (not from its home in the tray).
    assert abs(item.pos().x() - grabbed.x()) <= 1
    assert abs(item.pos().y() - (grabbed.y() - 30)) <= 1
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, -30)
    )
    assert seen["started"] == [2] and len(seen["dropped"]) == 1


def test_dropped_by_the_board_while_sliding_home_it_is_freed_at_once(board) -> None:
    """A card taken off the board as it slides home (a hand drawn again) is freed at once, on
    the GUI thread, with its running animation: it makes no reference cycle with its slide.
    Left to the garbage collector it could be freed in a computer player's thread, where its
    animation leaves the wrong thread's animation timer, and the GUI thread's next animation
    tick crashed the app (found by the table games' monkey, tests/ui/table_monkey.py)."""
    scene, _view = board
    item = Square(4, HOME, 2000)
    scene.addItem(item)
    item.setPos(QPointF(300, 200))
    item.slide_home()
    assert item.is_animating()
    scene.removeItem(item)
    freed = weakref.ref(item)
    gc.disable()  # freed by its last reference going, not by a collection
    try:
        del item
        assert freed() is None
    finally:
        gc.enable()
