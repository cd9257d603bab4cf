"""A card going back to its place: one animated move of a graphics object at a time, or a jump
when animations are off. Used by ui.drag_item.DragItem, the cards of every game's board."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsObject


class Slide:
    """Moves ``item`` to a point; a new move (or ``stop``) ends the one under way. The item is
    held weakly (it holds its slide): without a reference cycle an item taken off the board
    is freed at once on the GUI thread, with its animation, never by the garbage collector in
    a computer player's thread (an animation freed there stays in the GUI thread's animation
    timer, which crashed at its next tick)."""

    def __init__(self, item: QGraphicsObject) -> None:
        self._item = weakref.ref(item)
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
        item = self._item()
        if item is None:
            return
        if ms <= 0 or item.pos() == end:
            item.setPos(end)
            return
        anim = QVariantAnimation(item)
        anim.setStartValue(item.pos())
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(self.stop)
        self._anim = anim
        anim.start()
