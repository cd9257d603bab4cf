"""The block on the disc. In the selection the selector sees all four faces laid out as a cross
around the block and clicks between two neighbouring faces to keep them (numbered 1–4); in the
placement the placer sees the two offered faces, each above the faded face the selector would
get for it, and drags one onto the building."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.ui.drag_item import DragItem
from welcome_desktop.ui.guard import guarded

from ..engine import PAIRS, Face, Side, faces_of, opposite
from .building import CELL
from .faces import DOOR_COLOURS, paint_face
from .icons import INK

FACE: Final = 86.0  # a face in the selection's cross
SPOT: Final = 30.0  # the diameter of a pair's button
CROSS: Final = 3 * FACE + 24  # the cross's width and height
SLIDE_MS: Final = 220
HINT: Final = 0.72  # the size of the faded face the selector would get, relative to CELL
DISC_W: Final = max(CROSS, 2 * CELL + 24)
DISC_H: Final = max(CROSS, CELL + 24 + CELL * HINT + 22)


def face_origin(index: int) -> QPointF:
    """Where face ``index`` (0 N, 1 E, 2 S, 3 W) sits in the cross (top-left, disc frame)."""
    step = FACE + 12
    column, row = ((1, 0), (2, 1), (1, 2), (0, 1))[index]
    return QPointF(column * step, row * step)


def spot_centre(first: int) -> QPointF:
    """The middle of the button between faces ``first`` and ``first + 1`` (the cross's
    corners: N|E top right, E|S bottom right, S|W bottom left, W|N top left)."""
    step = FACE + 12
    x, y = ((2, 0), (2, 2), (0, 2), (0, 0))[first]
    return QPointF(
        x * step + FACE / 2 + (-1 if x else 1) * 8, y * step + FACE / 2 + (-1 if y else 1) * 8
    )


class DiscBack(QGraphicsItem):
    """The disc under the cross: the half towards the viewer in the selector's colour."""

    def __init__(self, selector: Side) -> None:
        super().__init__()
        self.selector = selector
        self.setZValue(-2)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CROSS, CROSS)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(FACE * 0.45, FACE * 0.45, -FACE * 0.45, -FACE * 0.45)
        painter.setPen(QPen(QColor(INK), 2.0))
        painter.setBrush(QColor(DOOR_COLOURS[self.selector.other]).lighter(140))
        painter.drawChord(rect, 0, 180 * 16)
        painter.setBrush(QColor(DOOR_COLOURS[self.selector]).lighter(140))
        painter.drawChord(rect, 180 * 16, 180 * 16)
        block = QRectF(0, 0, FACE * 0.7, FACE * 0.7)
        block.moveCenter(rect.center())
        painter.setBrush(QColor("#f6e4bd"))
        painter.drawRect(block)


class CrossFace(QGraphicsItem):
    """One face in the selection's cross; ``role`` frames it: kept by the selector, offered to
    the placer, or neither yet."""

    def __init__(self, index: int, face: Face) -> None:
        super().__init__()
        self.index = index
        self.face = face
        self.frame: QColor | None = None
        self.dashed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, FACE + 10, FACE + 10)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_face(painter, QRectF(0, 0, FACE, FACE), self.face)
        if self.frame is not None:
            style = Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine
            painter.setPen(QPen(self.frame, 4.0, style))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-3, -3, FACE + 6, FACE + 6), 6, 6)


class PairSpot(QGraphicsObject):
    """The round button between two neighbouring faces: click it to keep them."""

    chosen = Signal(int)  # the first face of the pair (PAIRS[first])
    hovered = Signal(int)  # -1 when the mouse leaves

    def __init__(self, first: int) -> None:
        super().__init__()
        self.first = first
        self.active = False  # the pair under the cursor or drafted
        self.enabled = True
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return QRectF(-SPOT / 2 - 2, -SPOT / 2 - 2, SPOT + 4, SPOT + 4)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(INK), 2.0))
        painter.setBrush(QColor("#1f5fbf") if self.active else QColor("#fffaf0"))
        painter.drawEllipse(QPointF(0, 0), SPOT / 2, SPOT / 2)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(16)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff") if self.active else QColor(INK))
        painter.drawText(
            QRectF(-SPOT / 2, -SPOT / 2, SPOT, SPOT),
            Qt.AlignmentFlag.AlignCenter,
            str(self.first + 1),
        )

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled:
            event.accept()
        else:
            event.ignore()

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled and self.boundingRect().contains(event.pos()):
            self.chosen.emit(self.first)

    @guarded
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.enabled:
            self.hovered.emit(self.first)

    @guarded
    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered.emit(-1)


class OfferedFace(DragItem):
    """One of the two faces offered to the placer (``key``: its face index), dragged onto the
    building; drops report the face's centre."""

    drag_threshold = 5

    def __init__(self, index: int, face: Face, home: QPointF) -> None:
        super().__init__(index, home, SLIDE_MS)
        self.face = face
        self.selected = False

    @property
    def index(self) -> int:
        return self.key

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, CELL + 10, CELL + 10)

    def centre(self) -> QPointF:
        return self.pos() + QPointF(CELL / 2, CELL / 2)

    def drag_point(self, event: QGraphicsSceneMouseEvent) -> QPointF:
        return self.centre()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_face(painter, QRectF(0, 0, CELL, CELL), self.face)
        if self.selected:
            painter.setPen(QPen(QColor("#1f5fbf"), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-3, -3, CELL + 6, CELL + 6), 7, 7)

    def set_state(self, enabled: bool, selected: bool) -> None:
        self.enabled, self.selected = enabled, selected
        self.setOpacity(1.0 if enabled else 0.7)
        self.setCursor(Qt.CursorShape.OpenHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()


class HintFace(QGraphicsItem):
    """The face the selector gets if the placer takes the face above it: small and faded, with
    a short caption (e.g. "Ann gets")."""

    def __init__(self, face: Face, caption: str) -> None:
        super().__init__()
        self.face = face
        self.caption = caption
        self.setOpacity(0.6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL * HINT + 20)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        text = "↓ " + self.caption
        font = QFont()
        font.setBold(True)
        for pixels in range(13, 8, -1):  # the largest size that fits (a long name, Russian)
            font.setPixelSize(pixels)
            if QFontMetricsF(font).horizontalAdvance(text) <= CELL:
                break
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, CELL)
        painter.setFont(font)
        painter.setPen(QColor(INK))
        painter.drawText(QRectF(0, 0, CELL, 18), Qt.AlignmentFlag.AlignCenter, text)
        size = CELL * HINT
        paint_face(painter, QRectF((CELL - size) / 2, 20, size, size), self.face)


class Disc(QObject):
    """The items of the disc in a scene, at ``origin``: ``show_select`` or ``show_place``
    rebuild them; the signals report the player's choices."""

    pair_chosen = Signal(int)  # the first face of the adjacent pair to keep
    pair_hovered = Signal(int)  # -1: none
    face_pressed = Signal(int)  # a face index
    face_clicked = Signal(int)
    face_moved = Signal(int, QPointF)  # face index, the face's centre (scene)
    face_dropped = Signal(int, QPointF)
    face_cancelled = Signal(int)  # Escape during a drag: the face is going back to the disc

    def __init__(
        self,
        scene: QGraphicsScene,
        origin: QPointF,
        describe: Callable[[Face], str] | None = None,
    ) -> None:
        super().__init__()
        self.scene = scene
        self.origin = origin
        self.describe = describe  # a face's words for its tooltip
        self.items: list[QGraphicsItem] = []
        self.cross: dict[int, CrossFace] = {}
        self.spots: dict[int, PairSpot] = {}
        self.offered: dict[int, OfferedFace] = {}
        self.block: int | None = None
        self.selector = Side.TURQUOISE

    def clear(self) -> None:
        for item in self.items:
            self.scene.removeItem(item)
        self.items, self.cross, self.spots, self.offered = [], {}, {}, {}
        self.block = None

    def _tip(self, item: QGraphicsItem, face: Face) -> None:
        if self.describe is not None:
            item.setToolTip(self.describe(face))

    def _add(self, item: QGraphicsItem, at: QPointF) -> None:
        item.setPos(self.origin + at)
        self.scene.addItem(item)
        self.items.append(item)

    # -- the selection ------------------------------------------------------------------------
    def show_select(
        self, block: int, selector: Side, kept: tuple[int, int] | None, enabled: bool
    ) -> None:
        """The four faces of ``block`` as a cross, the buttons between them (live when
        ``enabled``), the kept pair framed if any."""
        self.clear()
        self.block, self.selector = block, selector
        top = QPointF((DISC_W - CROSS) / 2, 0)
        self._add(DiscBack(selector), top)
        for index, face in enumerate(faces_of(block)):
            item = CrossFace(index, face)
            self._tip(item, face)
            self.cross[index] = item
            self._add(item, top + face_origin(index))
        for first in range(len(PAIRS)):
            spot = PairSpot(first)
            spot.enabled = enabled
            if not enabled:
                spot.setCursor(Qt.CursorShape.ArrowCursor)
            spot.chosen.connect(self.pair_chosen)
            spot.hovered.connect(self.pair_hovered)
            self.spots[first] = spot
            self._add(spot, top + spot_centre(first))
        self.frame_pair(PAIRS.index(kept) if kept in PAIRS else -1)

    def frame_pair(self, first: int) -> None:
        """Frame the pair ``PAIRS[first]`` as kept (the selector's colour) and the two other
        faces as offered (the placer's, dashed); -1 clears the frames."""
        kept = PAIRS[first] if 0 <= first < len(PAIRS) else ()
        for index, item in self.cross.items():
            if not kept:
                item.frame = None
            elif index in kept:
                item.frame, item.dashed = QColor(DOOR_COLOURS[self.selector]).darker(120), False
            else:
                item.frame, item.dashed = QColor(DOOR_COLOURS[self.selector.other]), True
            item.update()
        for spot_first, spot in self.spots.items():
            spot.active = spot_first == first
            spot.update()

    # -- the placement ------------------------------------------------------------------------
    def show_place(
        self,
        block: int,
        offered: tuple[int, int],
        enabled: bool,
        caption: str,
        chosen: int | None = None,
    ) -> None:
        """The two ``offered`` faces of ``block`` side by side, draggable when ``enabled``,
        each above the face the selector would get (``caption`` over it); ``chosen``: the
        face of a drafted placement, shown selected."""
        self.clear()
        self.block = block
        faces = faces_of(block)
        left = (DISC_W - (2 * CELL + 24)) / 2
        for i, index in enumerate(offered):
            x = left + i * (CELL + 24)
            item = OfferedFace(index, faces[index], self.origin + QPointF(x, 0))
            item.set_state(enabled, index == chosen)
            self._tip(item, faces[index])
            item.pressed.connect(self.face_pressed)
            item.clicked.connect(self.face_clicked)
            item.drag_moved.connect(self.face_moved)
            item.dropped.connect(self.face_dropped)
            item.drag_cancelled.connect(self.face_cancelled)
            self.offered[index] = item
            self.scene.addItem(item)
            self.items.append(item)
            hint = HintFace(faces[opposite(index)], caption)
            self._tip(hint, hint.face)
            self._add(hint, QPointF(x, CELL + 14))

    def select_face(self, index: int | None) -> None:
        for face, item in self.offered.items():
            item.set_state(item.enabled, face == index)

    def item_for(self, index: int) -> OfferedFace | None:
        return self.offered.get(index)
