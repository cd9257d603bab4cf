"""The board view: fits the sheet to the window, zooms (Ctrl+wheel, Ctrl +/-), reports paints."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView

from welcome_desktop.ui.guard import guarded

from .scene import BoardScene

MIN_ZOOM, MAX_ZOOM = 1.0, 4.0
FIT_MARGIN = 2  # pixels left around the sheet at zoom 1.0 (as QGraphicsView.fitInView does)


class BoardView(QGraphicsView):
    """Shows the BoardScene. Zoom 1.0 = the whole sheet fits; more zooms in (scrollable).

    The scale is computed from ``maximumViewportSize()`` (the area the sheet has when no scroll
    bar is shown), never from the viewport itself: showing or hiding a scroll bar resizes the
    viewport, and a scale that followed it would show or hide the scroll bars again, forever.
    A refit happens only when that area, the sheet or the zoom changed, so no refit can cause
    another one. ``fit_count`` counts the refits (tests check they stop)."""

    painted = Signal()
    key_pressed = Signal(QKeyEvent)
    left = Signal()  # hidden with its page or its window (not by the window system)

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.board = scene
        self.zoom = 1.0
        self.fit_count = 0
        self._fitted: tuple[int, int, QRectF, float] | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(scene.backgroundBrush())

    def fit_scale(self) -> float:
        """The scale at zoom 1.0: the whole sheet inside the area without scroll bars."""
        area = self.maximumViewportSize()
        rect = self.board.sceneRect()
        if rect.width() <= 0 or rect.height() <= 0:
            return 1.0
        width = max(1, area.width() - 2 * FIT_MARGIN)
        height = max(1, area.height() - 2 * FIT_MARGIN)
        return min(width / rect.width(), height / rect.height())

    def fit(self, *, force: bool = False) -> None:
        area = self.maximumViewportSize()
        rect = self.board.sceneRect()
        key = (area.width(), area.height(), rect, self.zoom)
        if key == self._fitted and not force:
            return  # a viewport resize by a scroll bar: nothing the scale depends on changed
        self._fitted = key
        self.fit_count += 1
        base = self.fit_scale()
        self.setTransform(QTransform.fromScale(base, base))
        self.centerOn(rect.center())
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)  # around the mouse when it is over the view

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self.fit(force=True)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * 1.2)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / 1.2)

    def zoom_reset(self) -> None:
        self.set_zoom(1.0)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    @guarded
    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self.fit()

    @guarded
    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not event.spontaneous():  # its page left or its window closed, not minimised
            self.left.emit()

    @guarded
    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            elif event.angleDelta().y() < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.painted.emit()
