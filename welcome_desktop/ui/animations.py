"""The deal: when a new round's cards appear, each one slides in from the deck and flips over,
one after the other. Only the items' transforms change (their place and state stay the
model's), so a card stays clickable and draggable; nothing runs when animations are off."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QParallelAnimationGroup,
    QPointF,
    QSequentialAnimationGroup,
    QVariantAnimation,
)
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem

STAGGER = 0.35  # each card starts this share of a flip after the previous one


def flip_transform(item: QGraphicsItem, t: float, start: QPointF) -> QTransform:
    """The transform of ``item`` at ``t`` (0..1): from ``start`` (relative to its place) and
    edge-on, to its place face up."""
    rect = item.boundingRect()
    centre = rect.center()
    slide = min(1.0, t * 1.6)
    flip = abs(1.0 - 2.0 * t) if t < 0.5 else 2.0 * t - 1.0  # 1 -> 0 (edge on) -> 1
    dx = start.x() * (1.0 - slide)
    dy = start.y() * (1.0 - slide)
    transform = QTransform()
    transform.translate(centre.x() + dx, centre.y() + dy)
    transform.scale(max(0.02, flip), 1.0)
    transform.translate(-centre.x(), -centre.y())
    return transform


class Dealer:
    """Runs the deal animation over a scene's cards."""

    def __init__(self) -> None:
        self.duration_ms = 0  # per card; 0: animations off
        self.group: QParallelAnimationGroup | None = None
        self.deals = 0  # how many deals were animated (tests)
        self._items: list[QGraphicsItem] = []

    def running(self) -> bool:
        group = self.group
        return group is not None and group.state() is QParallelAnimationGroup.State.Running

    def stop(self) -> None:
        if self.group is not None:
            self.group.stop()
            self.group = None
        for item in self._items:
            item.setTransform(QTransform())
        self._items = []

    def deal(self, items: Sequence[QGraphicsItem], deck: QPointF) -> bool:
        """Deal ``items`` from the scene point ``deck``; False (nothing runs) when off."""
        self.stop()
        if self.duration_ms <= 0 or not items:
            return False
        group = QParallelAnimationGroup()
        for i, item in enumerate(items):
            start = deck - item.pos()
            item.setTransform(flip_transform(item, 0.0, start))
            seq = QSequentialAnimationGroup(group)
            seq.addPause(int(i * self.duration_ms * STAGGER))
            anim = QVariantAnimation(seq)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(self.duration_ms)
            anim.valueChanged.connect(
                lambda t, it=item, s=start: it.setTransform(flip_transform(it, float(t), s))
            )
            seq.addAnimation(anim)
            group.addAnimation(seq)
        group.finished.connect(self.stop)
        self.group = group
        self._items = list(items)
        self.deals += 1
        group.start()
        return True
