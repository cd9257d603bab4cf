"""A first-game guide that follows the game, for every game that has one: a panel over the
board that first asks (nothing modal), then explains one step at a time as the game is played,
each step chosen from the published view so that it moves on with real play only; its last
words stay until the player's next turn or a new game, then it closes. Escape or Close ends it
(but for an Escape that cancels a drag on the board). The game names its steps (an enum with
an offer, a first and a last step), the words of each step, and where the panel goes over its
board (``place``, usually with ``GuidePanel.fit``)."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsView

from .drag_item import DragItem
from .guard import guarded
from .panel_spot import GuidePanel, is_escape


class SteppedGuide(GuidePanel):
    """The guide's panel over ``host`` (the board view). ``accepted`` when the offer is taken;
    ``finished`` when it is declined, closed or done. ``step`` is the step shown (None: none)
    and ``steps_seen`` every step shown so far, in order."""

    accepted = Signal()
    finished = Signal()

    def __init__(
        self,
        host: QGraphicsView,
        name: str,
        colours: tuple[str, str],
        steps: tuple[StrEnum, StrEnum, StrEnum],
    ) -> None:
        """``colours``: the panel's title colour and edge; ``steps``: the offer, the first
        step and the last words."""
        super().__init__(host, name, *colours)
        self.host = host
        self._offer, self._first, self._done = steps
        self.step: StrEnum | None = None
        self.steps_seen: list[StrEnum] = []
        self._done_at: object = None  # the game's progress when the last words were shown
        self._placed_for: tuple[object, ...] = ()  # what the panel's corner was found for
        self.close_button = self.no_button
        self.yes_button.clicked.connect(self.accepted.emit)
        self.close_button.clicked.connect(self.stop)
        host.installEventFilter(self)
        self.hide()

    # -- what the game tells -------------------------------------------------------------------
    def step_words(self, step: StrEnum) -> tuple[str, str]:
        """(title, explanation) of a step, translated."""
        raise NotImplementedError

    def place(self) -> None:
        """The panel in the corner of the board view that hides least of what it explains."""
        raise NotImplementedError

    # -- following the game ----------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.step is not None

    def offer(self) -> None:
        self._show(self._offer)

    def begin(self, step: StrEnum | None) -> None:
        """Begin explaining (from Help, or the offer taken) at ``step`` (None: the first)."""
        self._show(step or self._first)

    def advance(self, step: StrEnum | None, progress: object) -> None:
        """The game moved on: ``step`` is the step of its new view (None: keep the one shown),
        ``progress`` how far the player has played (the last words close once it changes).
        Nothing happens while the offer waits for an answer."""
        if self.step is None or self.step is self._offer:
            return
        if self.step is self._done:
            if progress != self._done_at:
                self.stop()
            return
        if step is self._done:
            self._done_at = progress
        if step is not None and step is not self.step:
            self._show(step)
        else:
            self.place()

    def stop(self) -> None:
        was = self.step is not None
        self.step = None
        self.hide()
        if was:
            self.finished.emit()

    def _show(self, step: StrEnum) -> None:
        self.step = step
        self.steps_seen.append(step)
        self.retranslateUi()
        self.show()
        self.raise_()
        self.place()

    def on_view(self, rect: QRectF) -> QRect:
        """A scene rectangle in the board view's pixels."""
        return self.host.mapFromScene(rect).boundingRect()

    def retranslateUi(self) -> None:
        if self.step is None:
            return
        title, text = self.step_words(self.step)
        self.title.setText(title)
        self.text.setText(text)
        offer = self.step is self._offer
        self.yes_button.setVisible(offer)
        self.yes_button.setText(QCoreApplication.translate("Guide", "Show me"))
        self.close_button.setText(
            QCoreApplication.translate("Guide", "No, thanks")
            if offer
            else QCoreApplication.translate("Guide", "Close")
        )
        self.place()  # the words in another language may want another corner

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and self.step is not None:
            if event.type() == QEvent.Type.Resize:
                # once the view has fitted its board to the new size
                QTimer.singleShot(0, self, self.place)
            elif is_escape(event) and not self._dragging():
                self.stop()
                return True
        return False

    def _dragging(self) -> bool:
        """A card is being carried on the board: its Escape cancels the drag, not the guide."""
        scene = self.host.scene() if isinstance(self.host, QGraphicsView) else None
        grabber = scene.mouseGrabberItem() if scene is not None else None
        return isinstance(grabber, DragItem) and grabber.dragging
