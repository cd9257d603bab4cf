"""The deal: when a new round's cards appear, each one slides in from the deck and flips over,
one after the other. A picture of each card flies while the card itself is only made
transparent (its place and state stay the model's), so it stays clickable and draggable during
the deal; nothing runs when animations are off."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .guard import guarded

STAGGER = 0.35  # each card starts this share of a flip after the previous one
HIDDEN = 0.01  # the opacity of a card while its picture is dealt


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


class DealGhost(QGraphicsObject):
    """A picture of a card that flies and flips over it while the card itself is transparent:
    the card keeps its place, so clicks and drags during the deal reach it as usual."""

    def __init__(self, source: QGraphicsItem) -> None:
        super().__init__()
        self.source = source
        self.setPos(source.pos())
        self.setZValue(source.zValue() + 50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.source.boundingRect()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.source.paint(painter, option, widget)


class Dealer:
    """Runs the deal animation over a scene's cards."""

    def __init__(self) -> None:
        self.duration_ms = 0  # per card; 0: animations off
        self.group: QParallelAnimationGroup | None = None
        self.deals = 0  # how many deals were animated (tests)
        self.ghosts: list[DealGhost] = []

    def running(self) -> bool:
        group = self.group
        return group is not None and group.state() is QParallelAnimationGroup.State.Running

    def stop(self) -> None:
        """End the deal now: the cards show, the pictures go."""
        group, self.group = self.group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        for ghost in self.ghosts:
            try:
                ghost.source.setOpacity(1.0)
                scene = ghost.scene()
                if scene is not None:
                    scene.removeItem(ghost)
            except RuntimeError:  # the scene went with its window during the deal
                pass
        self.ghosts = []

    def deal(self, items: Sequence[QGraphicsItem], deck: QPointF) -> bool:
        """Deal ``items`` from the scene point ``deck``; False (nothing runs) when off."""
        self.stop()
        if self.duration_ms <= 0 or not items:
            return False
        group = QParallelAnimationGroup()
        for i, item in enumerate(items):
            scene = item.scene()
            if scene is None:
                continue
            ghost = DealGhost(item)
            start = deck - item.pos()
            ghost.setTransform(flip_transform(item, 0.0, start))
            scene.addItem(ghost)
            item.setOpacity(HIDDEN)  # not 0: a fully transparent item takes no clicks
            self.ghosts.append(ghost)
            seq = QSequentialAnimationGroup(group)
            seq.addPause(int(i * self.duration_ms * STAGGER))
            anim = QVariantAnimation(seq)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(self.duration_ms)
            anim.valueChanged.connect(
                lambda t, g=ghost, s=start: g.setTransform(flip_transform(g, float(t), s))
            )
            seq.addAnimation(anim)
            group.addAnimation(seq)
        group.finished.connect(self.stop)
        self.group = group
        self.deals += 1
        group.start()
        return True
