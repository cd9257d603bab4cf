"""A card that flies from the offer to a house, replaying a computer player's move."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.ui.guard import guarded

from .cards import draw_number_card


class GhostCard(QGraphicsObject):
    """A number card with no interaction; ``fly`` moves it and removes it when it lands."""

    def __init__(self, number: int, size: QRectF) -> None:
        super().__init__()
        self.number = number
        self.rect = QRectF(0, 0, size.width(), size.height())
        self.setZValue(200)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().NoButton)
        self._anim: QVariantAnimation | None = None

    def boundingRect(self) -> QRectF:
        return self.rect

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw_number_card(painter, self.rect, self.number)

    def fly(self, start: QPointF, end: QPointF, ms: int) -> None:
        """Slide from ``start`` to ``end`` (top-left corners), shrinking onto the house."""
        self.setPos(start)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.valueChanged.connect(lambda t: self._step(start, end, float(t)))
        anim.finished.connect(self._land)
        self._anim = anim
        anim.start()

    def is_flying(self) -> bool:
        return self._anim is not None

    def _step(self, start: QPointF, end: QPointF, t: float) -> None:
        self.setScale(1.0 - 0.55 * t)
        centre = self.rect.center() * self.scale()
        target = end - centre
        self.setPos(start + (target - start) * t)
        self.setOpacity(1.0 if t < 0.8 else (1.0 - t) * 5)

    def _land(self) -> None:
        self._anim = None
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()
