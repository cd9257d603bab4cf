"""Refusals where the eye is: the reason a dropped card was refused, in a bubble at the drop
point that fades; and, while a card is selected or dragged, the reason the house under the
pointer (or under the keyboard cursor, when the arrows moved it) cannot take it, in a bubble
over that house."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.games.welcome.app.messages import refusal_text
from welcome_desktop.ui.board_bubble import BoardBubble
from welcome_desktop.ui.guard import guarded

from . import layout as L
from .scene import BoardScene
from .view import BoardView

DROP_BUBBLE_MS = 3500


class RefusalHints(QObject):
    """Owns the two bubbles: ``drop`` (fades) and ``hover`` (stays while pointed at)."""

    def __init__(self, controller: GameController, scene: BoardScene, view: BoardView) -> None:
        super().__init__(view)
        self.c = controller
        self.scene = scene
        self.drop = BoardBubble(view)
        self.hover = BoardBubble(view)
        self.hover_house: tuple[int, int] | None = None
        self.key_house: tuple[int, int] | None = None  # the keyboard cursor, once moved
        self._cursor: tuple[int, int] | None = None
        self.drop_ms = DROP_BUBBLE_MS
        scene.house_hovered.connect(self.on_hover)
        controller.state_changed.connect(lambda _view: self._on_state())
        view.viewport().installEventFilter(self)

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:  # the pointer left the board: no house under it
            self.scene.report_pointer(QPointF(-1e6, -1e6))
        return False

    def refused_drop(self, point: QPointF, reason: str | None) -> None:
        """A card dropped at ``point`` was refused (``reason`` id; None: not on a house)."""
        if reason is None:
            text = QCoreApplication.translate("TurnInput", "Drop the card on a house.")
        else:
            text = refusal_text(reason)
        self.hover.dismiss()
        self.drop.show_at(point, text, self.drop_ms)

    def on_hover(self, street: int, house: int, x: float) -> None:
        self.hover_house = (street, house) if street >= 0 else None
        self.key_house = None  # the mouse leads now
        self._recheck()

    def _on_state(self) -> None:
        cursor = self.c.viewer.cursor
        if cursor != self._cursor:
            self._cursor = cursor
            self.key_house = cursor
        self._recheck()

    @property
    def house(self) -> tuple[int, int] | None:
        """The house looked at: under the pointer, else under the keyboard cursor."""
        return self.hover_house or self.key_house

    def reason_here(self) -> str | None:
        """Why the selected (or dragged) card cannot go in the house looked at, or None."""
        key = self.house
        model = self.scene.model
        c = self.c
        if key is None or model is None or not model.interactive or c.viewer.roundabout_mode:
            return None
        draft = c.draft
        if draft.needs is not Needs.HOUSE or draft.combo < 0 or key in model.legal:
            return None
        return c.placement_reason(draft.combo, draft.shift, *key)

    def _recheck(self) -> None:
        reason = self.reason_here()
        house = self.house
        if reason is None or house is None:
            self.hover.dismiss()
            return
        top = L.house_rect(*house)
        self.hover.show_at(QPointF(top.center().x(), top.top()), refusal_text(reason))
