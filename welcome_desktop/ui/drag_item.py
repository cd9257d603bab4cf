"""A scene item the player picks up and drops, shared by every game's board: a press, a move
past a small threshold that turns it into a drag, a drop or a click, and a slide back home.

The item only reports; the scene decides what a drop means and calls ``slide_home`` when it
refuses it. Escape while carrying it cancels the drag, as in any desktop drag and drop: the
item slides home and reports ``drag_cancelled`` (the scene clears what the drag lit up).
Signals carry the item's ``key`` (a card index, a card id: whatever the game's scene looks
items up by)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

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
    drag_cancelled = Signal(int)  # Escape during the drag: the item is on its way home

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
            # the keyboard comes to the carried item for the time of the drag (Escape)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
            self.setFocus(Qt.FocusReason.MouseFocusReason)
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
            self._end_drag()
            self.dropped.emit(self.key, self.drag_point(event))
        else:
            self.clicked.emit(self.key)

    # -- the keyboard during a drag -----------------------------------------------------------
    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._dragging and event.key() == Qt.Key.Key_Escape:
            self.cancel_drag()
            event.accept()
        else:
            event.ignore()

    def cancel_drag(self) -> None:
        """Drop nothing: the carried item goes home and ``drag_cancelled`` says so."""
        if not self._dragging:
            return
        self._press = None
        self._end_drag()
        self.ungrabMouse()
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.slide_home()
        self.drag_cancelled.emit(self.key)

    def _end_drag(self) -> None:
        self._dragging = False
        self.clearFocus()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    @property
    def dragging(self) -> bool:
        return self._dragging

    # -- going home -------------------------------------------------------------------------
    def slide_home(self) -> None:
        """Back to its place, animated unless ``animation_ms`` is 0."""
        self.setZValue(HOME_Z)
        self._slide.to(self.home, self.animation_ms)

    def is_animating(self) -> bool:
        return self._slide.running
