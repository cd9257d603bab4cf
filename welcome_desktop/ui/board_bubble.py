"""A short message shown on the board where the eye is (a refused drop, the reason a house
refuses the card): a plain-text bubble over the board view, kept at a readable size whatever
the zoom, that fades after a while or stays while the pointer hovers."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QPropertyAnimation, Qt, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QGraphicsView, QLabel

from .safe_text import plain

BUBBLE_STYLE = (
    "QLabel#BoardBubble { background: rgba(40, 33, 28, 235); color: #FFF8E8;"
    " border: 1px solid #F2B705; border-radius: 8px; padding: 6px 9px; font-size: 13px; }"
)


class BoardBubble(QLabel):
    """One bubble in the board view's viewport. ``show_at`` places it above a scene point;
    with ``ms`` > 0 it fades out and hides after that time."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.setObjectName("BoardBubble")
        self.setStyleSheet(BUBBLE_STYLE)
        plain(self)  # reasons may quote user data
        self.setWordWrap(True)
        self.setMaximumWidth(300)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._opacity = QGraphicsOpacityEffect(self)
        self._opacity.setOpacity(1.0)
        self.setGraphicsEffect(self._opacity)
        self._fade = QPropertyAnimation(self._opacity, b"opacity", self)
        self._fade.finished.connect(self._faded)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_fade)
        self.scene_point = QPointF()
        self.hide()

    def show_at(self, scene_point: QPointF, text: str, ms: int = 0) -> None:
        """Show ``text`` just above ``scene_point``; fade out after ``ms`` (0: stay)."""
        self._fade.stop()
        self._timer.stop()
        self._opacity.setOpacity(1.0)
        self.scene_point = QPointF(scene_point)
        self.setText(text)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()
        if ms > 0:
            self._timer.start(ms)

    def place(self) -> None:
        """Above the point (below it when there is no room), inside the viewport."""
        port = self.view.viewport().rect()
        at = self.view.mapFromScene(self.scene_point)
        x = at.x() - self.width() // 2
        y = at.y() - self.height() - 14
        if y < 2:
            y = at.y() + 18
        x = max(2, min(x, port.width() - self.width() - 2))
        y = max(2, min(y, port.height() - self.height() - 2))
        self.move(QPoint(x, y))

    def dismiss(self) -> None:
        self._timer.stop()
        self._fade.stop()
        self.hide()

    def _start_fade(self) -> None:
        self._fade.setDuration(400)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _faded(self) -> None:
        self.hide()
        self._opacity.setOpacity(1.0)
