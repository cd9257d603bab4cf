"""A scene item the player picks up and drops, shared by every game's board: a press, a move
past a small threshold that turns it into a drag, a drop or a click, and a slide back home.

The item only reports; the scene decides what a drop means and calls ``slide_home`` when it
refuses it. Signals carry the item's ``key`` (a card index, a card id: whatever the game's
scene looks items up by)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent

from .guard import guarded
from .slide import Slide

HOME_Z = 20.0  # resting in its tray or offer
DRAG_Z = 100.0  # above everything while carried


class DragItem(QGraphicsObject):
    """Press, drag past ``drag_threshold`` pixels, drop (or click): the signals below. While
    carried the item follows the mouse from where it was picked up, even mid-slide."""

    pressed = Signal(int)  # key
    clicked = Signal(int)
    drag_started = Signal(int)
    drag_moved = Signal(int, QPointF)  # key, ``drag_point`` in scene coordinates
    dropped = Signal(int, QPointF)

    drag_threshold = 6  # Manhattan pixels before a press becomes a drag

    def __init__(self, key: int, home: QPointF, animation_ms: int) -> None:
        super().__init__()
        self._key = key
        self.home = home
        self.animation_ms = animation_ms
        self.enabled = True
        self.setPos(home)
        self._press: QPointF | None = None
        self._grab = home
        self._dragging = False
        self._slide = Slide(self)
        self.setZValue(HOME_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    @property
    def key(self) -> int:
        """What the signals carry; fixed for the item's life (a game names it for its own use,
        e.g. ``index`` or ``card``)."""
        return self._key

    def drag_point(self, event: QGraphicsSceneMouseEvent) -> QPointF:
        """The scene point a move or a drop reports: the mouse (a game may prefer the item's
        centre)."""
        return event.scenePos()

    # -- mouse ------------------------------------------------------------------------------
    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.enabled:
            event.ignore()
            return
        self._slide.stop()
        self._press = event.scenePos()
        self._grab = self.pos()  # where it was picked up (it may still be sliding home)
        self._dragging = False
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.pressed.emit(self.key)
        event.accept()

    @guarded
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < self.drag_threshold:
            return
        if not self._dragging:
            self._dragging = True
            self.setZValue(DRAG_Z)
            self.drag_started.emit(self.key)
        self.setPos(self._grab + delta)
        self.drag_moved.emit(self.key, self.drag_point(event))

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self.key, self.drag_point(event))
        else:
            self.clicked.emit(self.key)

    # -- going home -------------------------------------------------------------------------
    def slide_home(self) -> None:
        """Back to its place, animated unless ``animation_ms`` is 0."""
        self.setZValue(HOME_Z)
        self._slide.to(self.home, self.animation_ms)

    def is_animating(self) -> bool:
        return self._slide.running
