"""The 5 x 5 building seen from one side, as a QGraphicsScene: floors bottom-up, the viewer's
columns left to right (pink sees them mirrored), the entrance, each block's face turned to the
viewer, empty cells as open wall; legal cells highlighted, the last turn's cells marked, a
points bubble over a hovered cell. It only draws; the rules stay in the engine."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.ui.guard import guarded

from ..engine import SIZE, Building, Cell, Face, Side, door_rule, from_view, to_view
from .faces import paint_entrance, paint_face
from .icons import INK

CELL: Final = 100.0
GAP: Final = 6.0
PITCH: Final = CELL + GAP
MARGIN: Final = 14.0  # the facade's edge around the cells
ROOF: Final = 26.0
GROUND: Final = 18.0
WIDTH: Final = SIZE * PITCH - GAP + 2 * MARGIN
HEIGHT: Final = ROOF + SIZE * PITCH - GAP + 2 * MARGIN + GROUND
FACADE: Final = QColor("#d9a38a")  # brick
OPEN_WALL: Final = QColor("#b97f68")
TARGET: Final = QColor("#2e7d32")
LAST: Final = QColor("#ff8c1a")
DRAFT: Final = QColor("#1f5fbf")


def view_rect(view_cell: Cell) -> QRectF:
    """The scene rect of a cell in the viewer's frame (floor 0 at the bottom)."""
    floor, column = view_cell
    x = MARGIN + column * PITCH
    y = ROOF + MARGIN + (SIZE - 1 - floor) * PITCH
    return QRectF(x, y, CELL, CELL)


def cell_rect(cell: Cell, side: Side) -> QRectF:
    """The scene rect of a building cell (building frame) as ``side`` sees it."""
    return view_rect(to_view(cell, side))


def view_cell_at(point: QPointF) -> Cell | None:
    """The viewer's cell under a scene point (cells own half of the gaps around them)."""
    column = int((point.x() - MARGIN + GAP / 2) // PITCH)
    floor = SIZE - 1 - int((point.y() - ROOF - MARGIN + GAP / 2) // PITCH)
    inside = point.x() >= MARGIN - GAP / 2 and point.y() >= ROOF + MARGIN - GAP / 2
    if inside and 0 <= column < SIZE and 0 <= floor < SIZE:
        return (floor, column)
    return None


class FacadeItem(QGraphicsItem):
    """The building's wall, roof and ground, and the open wall of every cell."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(INK), 2.0))
        # the roof: a cornice over the whole width
        painter.setBrush(QColor("#8d5a45"))
        painter.drawRoundedRect(QRectF(-6, 4, WIDTH + 12, ROOF - 2), 4, 4)
        painter.setBrush(FACADE)
        painter.drawRect(QRectF(0, ROOF, WIDTH, HEIGHT - ROOF - GROUND))
        painter.setBrush(QColor("#a7c48e"))
        painter.drawRect(QRectF(-10, HEIGHT - GROUND, WIDTH + 20, GROUND))
        painter.setPen(QPen(QColor(INK).lighter(130), 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(OPEN_WALL)
        for floor in range(SIZE):
            for column in range(SIZE):
                painter.drawRoundedRect(view_rect((floor, column)).adjusted(3, 3, -3, -3), 4, 4)


class FaceItem(QGraphicsItem):
    """A placed block's face turned to the viewer, with that face's points in a corner chip."""

    def __init__(self, view_cell: Cell, face: Face, points: int | None = None) -> None:
        super().__init__()
        self.view_cell = view_cell
        self.face = face
        self.points = points
        self.setPos(view_rect(view_cell).topLeft())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_face(painter, self.boundingRect(), self.face)
        if self.points:
            chip(painter, QPointF(CELL - 12, CELL - 12), str(self.points), QColor("#2e7d32"))


class EntranceItem(QGraphicsItem):
    def __init__(self, view_cell: Cell, side: Side, entrance: int) -> None:
        super().__init__()
        self.view_cell = view_cell
        self.side = side
        self.rule = door_rule(entrance, side)
        self.door = 0
        self.setPos(view_rect(view_cell).topLeft())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_entrance(painter, self.boundingRect(), self.side, self.rule)
        if self.door:
            chip(painter, QPointF(CELL - 12, CELL - 12), str(self.door), QColor("#2e7d32"))


def chip(painter: QPainter, centre: QPointF, text: str, colour: QColor) -> None:
    """A small round badge with a number (a balcony's points)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(13)
    radius = max(10.0, QFontMetricsF(font).horizontalAdvance(text) / 2 + 4)
    painter.setPen(QPen(QColor("#ffffff"), 1.5))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, 10.0)
    painter.setFont(font)
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - 10, 2 * radius, 20),
        Qt.AlignmentFlag.AlignCenter,
        text,
    )
    painter.restore()


class MarkItem(QGraphicsItem):
    """A frame over a cell: a legal target (green, dashed), the last turn (orange), the
    drafted placement (blue) or the keyboard cursor (thick blue)."""

    def __init__(self, view_cell: Cell, colour: QColor, style: Qt.PenStyle, width: float) -> None:
        super().__init__()
        self.view_cell = view_cell
        self.colour, self.style, self.width = colour, style, width
        self.fill = QColor(colour.red(), colour.green(), colour.blue(), 45)
        self.filled = style is Qt.PenStyle.DashLine
        self.setPos(view_rect(view_cell).topLeft())
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CELL + 12, CELL + 12)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour, self.width, self.style))
        painter.setBrush(self.fill if self.filled else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(0, 0, CELL, CELL).adjusted(-2, -2, 2, 2), 7, 7)


class Bubble(QGraphicsObject):
    """A few lines of text over the building (the points a held face would score here)."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.font = QFont()
        self.font.setPixelSize(15)
        self.font.setBold(True)
        self.setZValue(300)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_lines(self, anchor: QRectF, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        rect = self.boundingRect()
        # above the cell, kept on the facade
        x = min(max(anchor.center().x() - rect.width() / 2, 0.0), WIDTH - rect.width())
        y = anchor.top() - rect.height() - 4
        if y < 0:
            y = anchor.bottom() + 4
        self.setPos(x, y)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self.font)
        width = max((metrics.horizontalAdvance(t) for t in self.lines), default=0.0)
        return QRectF(0, 0, width + 16, metrics.height() * len(self.lines) + 10)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(INK), 1.2))
        painter.setBrush(QColor(255, 250, 235, 240))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setFont(self.font)
        line_h = QFontMetricsF(self.font).height()
        for i, text in enumerate(self.lines):
            painter.drawText(QPointF(8, 5 + line_h * (i + 0.8)), text)


class BuildingScene(QGraphicsScene):
    """The building from ``side``. ``set_building`` draws it; ``highlight`` marks legal cells;
    ``show_bubble`` the points over a cell. Cells passed in and out are in the building's
    frame (turquoise's), as the engine and the controller use them."""

    def __init__(self, side: Side = Side.TURQUOISE, describe: Callable[[Face], str] | None = None):
        super().__init__()
        self.side = side
        self.describe = describe  # a face's words for its tooltip
        self.building: Building | None = None
        self.facade_item = FacadeItem()
        self.facade_item.setZValue(-10)
        self.addItem(self.facade_item)
        self.faces: dict[Cell, FaceItem] = {}  # by view cell
        self.entrance_item: EntranceItem | None = None
        self.targets: dict[Cell, MarkItem] = {}  # by building cell
        self.marks: list[MarkItem] = []
        self.bubble = Bubble()
        self.addItem(self.bubble)
        self.show_targets = True
        self.setSceneRect(QRectF(-12, 0, WIDTH + 24, HEIGHT))

    # -- drawing ------------------------------------------------------------------------------
    def set_building(
        self,
        building: Building,
        side: Side | None = None,
        points: Iterable[tuple[Cell, int]] = (),
        door: int = 0,
    ) -> None:
        """Draw ``building`` from ``side`` (the current one if None). ``points``: the viewer's
        points per balcony (cells in the viewer's frame, as ``SideScore.faces``); ``door``:
        the door's."""
        if side is not None and side is not self.side:
            self.side = side
            self.clear_faces()
        self.building = building
        scored = dict(points)
        wanted: dict[Cell, Face] = {}
        for cell, block in building.placed():
            wanted[to_view(cell, self.side)] = block.face(self.side)
        for view_cell in [c for c, item in self.faces.items() if wanted.get(c) != item.face]:
            self.removeItem(self.faces.pop(view_cell))
        for view_cell, face in wanted.items():
            item = self.faces.get(view_cell)
            if item is not None and item.points == scored.get(view_cell):
                continue
            if item is not None:
                self.removeItem(item)
            item = FaceItem(view_cell, face, scored.get(view_cell))
            if self.describe is not None:
                item.setToolTip(self.describe(face))
            self.faces[view_cell] = item
            self.addItem(item)
        entrance = to_view(building.entrance_cell, self.side)
        old = self.entrance_item
        if old is None or (old.view_cell, old.side) != (entrance, self.side) or old.door != door:
            if old is not None:
                self.removeItem(old)
            self.entrance_item = EntranceItem(entrance, self.side, building.entrance)
            self.entrance_item.door = door
            self.addItem(self.entrance_item)
        self.highlight(())

    def clear_faces(self) -> None:
        for item in self.faces.values():
            self.removeItem(item)
        self.faces = {}

    def redescribe(self) -> None:
        """Every face's tooltip again (the language changed)."""
        if self.describe is not None:
            for item in self.faces.values():
                item.setToolTip(self.describe(item.face))

    def highlight(self, cells: Iterable[Cell]) -> None:
        """Make exactly these building cells the targets (drawn if ``show_targets``)."""
        cells = tuple(cells)
        for cell in [c for c in self.targets if c not in cells]:
            self.removeItem(self.targets.pop(cell))
        for cell in cells:
            if cell not in self.targets:
                item = MarkItem(to_view(cell, self.side), TARGET, Qt.PenStyle.DashLine, 2.5)
                item.setZValue(5)
                item.setVisible(self.show_targets)
                self.targets[cell] = item
                self.addItem(item)

    def mark(self, last: Iterable[Cell] = (), draft: Cell | None = None) -> None:
        """Frame the cells of the last turn (orange) and the drafted placement (blue)."""
        for item in self.marks:
            self.removeItem(item)
        self.marks = []
        for cell in last:
            self._add_mark(cell, LAST, Qt.PenStyle.SolidLine, 4.0)
        if draft is not None:
            self._add_mark(draft, DRAFT, Qt.PenStyle.SolidLine, 4.0)

    def _add_mark(self, cell: Cell, colour: QColor, style: Qt.PenStyle, width: float) -> None:
        item = MarkItem(to_view(cell, self.side), colour, style, width)
        item.setZValue(6)
        self.marks.append(item)
        self.addItem(item)

    def show_bubble(self, cell: Cell, lines: list[str]) -> None:
        self.bubble.show_lines(cell_rect(cell, self.side), lines)

    def hide_bubble(self) -> None:
        self.bubble.hide()

    # -- geometry -----------------------------------------------------------------------------
    def cell_at(self, point: QPointF) -> Cell | None:
        """The building cell under a scene point, None off the grid."""
        view_cell = view_cell_at(point)
        return None if view_cell is None else from_view(view_cell, self.side)

    def rect_of(self, cell: Cell) -> QRectF:
        return cell_rect(cell, self.side)
