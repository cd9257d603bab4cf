"""A card going back to its place: one animated move of a graphics object at a time, or a jump
when animations are off. Used by ui.drag_item.DragItem, the cards of every game's board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsObject


class Slide:
    """Moves ``item`` to a point; a new move (or ``stop``) ends the one under way."""

    def __init__(self, item: QGraphicsObject) -> None:
        self.item = item
        self._anim: QVariantAnimation | None = None

    @property
    def running(self) -> bool:
        return self._anim is not None

    def stop(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None

    def to(self, end: QPointF, ms: int) -> None:
        """Move to ``end`` over ``ms`` milliseconds (at once when ``ms`` <= 0)."""
        self.stop()
        if ms <= 0 or self.item.pos() == end:
            self.item.setPos(end)
            return
        anim = QVariantAnimation(self.item)
        anim.setStartValue(self.item.pos())
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.valueChanged.connect(self.item.setPos)
        anim.finished.connect(self.stop)
        self._anim = anim
        anim.start()
