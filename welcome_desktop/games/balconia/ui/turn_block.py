"""The block of a replayed turn, its four faces in a row (top, right, bottom, left as the disc
shows them): framed as on the disc, the two the selector kept solid in the selector's colour
and the two offered to the placer dashed in the placer's; the two that became balconies drawn
whole, the two that look sideways faded. It only draws."""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from welcome_desktop.ui.guard import guarded

from ..board.faces import DOOR_COLOURS, paint_face
from ..engine import TurnRecord, faces_of, offered, opposite
from ..engine.data import FACES_PER_BLOCK

FACE_MAX: Final = 56.0  # a face's side at most (logical pixels)
GAP: Final = 10.0
SIDEWAYS: Final = 0.35  # the opacity of a face that looks sideways


class Role(StrEnum):
    """A face's part in a turn."""

    PLACER = "placer"  # the placer's balcony
    SELECTOR = "selector"  # the selector's balcony, opposite it
    SIDEWAYS = "sideways"  # looks sideways: never a balcony


class TurnBlock(QWidget):
    """``set_turn(record)``: the faces of its block and who got which; None shows nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn: TurnRecord | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_turn(self, turn: TurnRecord | None) -> None:
        self.turn = turn
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(int(4 * FACE_MAX + 3 * GAP + 8), int(FACE_MAX + 8))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, int(FACE_MAX + 8))

    def face_rects(self) -> list[QRectF]:
        """Where faces 0..3 are drawn, left to right, centred in the widget."""
        side = min(FACE_MAX, (self.width() - 8 - 3 * GAP) / FACES_PER_BLOCK)
        left = (self.width() - FACES_PER_BLOCK * side - 3 * GAP) / 2
        top = (self.height() - side) / 2
        return [QRectF(left + i * (side + GAP), top, side, side) for i in range(FACES_PER_BLOCK)]

    def roles(self) -> list[Role]:
        """Each face's part in the turn; empty without a turn."""
        turn = self.turn
        if turn is None:
            return []
        out = [Role.SIDEWAYS] * FACES_PER_BLOCK
        out[turn.face] = Role.PLACER
        out[opposite(turn.face)] = Role.SELECTOR
        return out

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        turn = self.turn
        if turn is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        selector, placer = turn.selector, turn.selector.other
        given = offered(turn.kept)
        for index, (rect, face, role) in enumerate(
            zip(self.face_rects(), faces_of(turn.block), self.roles(), strict=True)
        ):
            painter.setOpacity(SIDEWAYS if role is Role.SIDEWAYS else 1.0)
            paint_face(painter, rect, face)
            painter.setOpacity(1.0)
            if index in turn.kept:
                pen = QPen(QColor(DOOR_COLOURS[selector]).darker(120), 3.0)
            elif index in given:
                pen = QPen(QColor(DOOR_COLOURS[placer]), 3.0, Qt.PenStyle.DashLine)
            else:
                continue
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 5, 5)
        painter.end()
