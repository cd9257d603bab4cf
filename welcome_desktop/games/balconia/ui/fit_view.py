"""A graphics view that always shows its whole scene (the building, the other side)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from welcome_desktop.ui.guard import guarded


class FitView(QGraphicsView):
    """A view that always shows its whole scene, never scrolling, refitted only when the
    viewport's size or the scene's rect changed (so a refit cannot cause another)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._fitted: tuple[int, int, QRectF] | None = None
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(Qt.GlobalColor.transparent)
        # scoped, so that widgets over the view (a guide's panel) keep their own look
        self.setStyleSheet("QGraphicsView { background: #efe6d2; border: none; }")
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scene.sceneRectChanged.connect(lambda _rect: self.refit())

    def refit(self) -> None:
        size, rect = self.viewport().size(), self.sceneRect()
        key = (size.width(), size.height(), rect)
        if key != self._fitted:
            self._fitted = key
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()
