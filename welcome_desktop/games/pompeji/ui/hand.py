"""Cards the player drags from the hand tray onto the city: a monument card, the statue token.

A card follows the mouse while dragged and reports where it was dropped; the scene decides, and
a refused card slides back to its place in the tray."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.ui.drag_item import DragItem
from welcome_desktop.ui.guard import guarded

from ..board.art import CARD_H, CARD_W, INK, STONE, paint_card

SLIDE_MS: Final = 220
STATUE: Final = -1  # the ``card`` of the statue token


class HandCard(DragItem):
    """One card of the tray (``card`` = STATUE for the statue token). Moves and drops report
    the card's centre, the point the scene looks for a cell under."""

    drag_threshold = 5

    def __init__(self, card: int, home: QPointF) -> None:
        super().__init__(card, home, SLIDE_MS)
        self.selected = False

    @property
    def card(self) -> int:
        return self.key

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def centre(self) -> QPointF:
        return self.pos() + QPointF(CARD_W / 2, CARD_H / 2)

    def drag_point(self, event: QGraphicsSceneMouseEvent) -> QPointF:
        return self.centre()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.card == STATUE:
            paint_card(painter, rect, 0, statue=True)
            painter.setPen(QPen(INK, 1.0))
            font = QFont()
            font.setPixelSize(11)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect.adjusted(0, 0, 0, -2), Qt.AlignmentFlag.AlignBottom
                             | Qt.AlignmentFlag.AlignHCenter, "?")  # fmt: skip
        else:
            paint_card(painter, rect, self.card)
        if self.selected:
            painter.setPen(QPen(QColor("#1f5fbf"), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)

    def set_state(self, enabled: bool, selected: bool) -> None:
        self.enabled, self.selected = enabled, selected
        self.setOpacity(1.0 if enabled else 0.6)
        self.update()


class DiscardPile(QGraphicsObject):
    """Where a card goes when nothing fits (shown only then)."""

    def __init__(self, home: QPointF) -> None:
        super().__init__()
        self.setPos(home)
        self.label = ""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor("#8a2c1f"), 2.0, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(STONE))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(INK))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.label)
