"""The number as it would be written, ghosted in the house under the pointer while a card is
selected or dragged: with the temp agency's shift, the shifted number shows live on the house
(the card shows it too), so the player sees the result before dropping."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.ui.art import hand_font
from welcome_desktop.ui.guard import guarded

from . import layout as L
from .scene import BoardScene

GHOST = QColor(122, 79, 181, 150)  # the draft ink, faded


class GhostNumberItem(QGraphicsItem):
    """A faded number on one house's plate; invisible when there is none."""

    def __init__(self) -> None:
        super().__init__()
        self.house: tuple[int, int] | None = None
        self.text = ""
        self.setZValue(130)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return L.plate_rect(*self.house) if self.house is not None else QRectF()

    def set_number(self, house: tuple[int, int] | None, text: str = "") -> None:
        if (house, text) == (self.house, self.text):
            return
        self.prepareGeometryChange()
        self.house, self.text = house, text
        self.setVisible(house is not None)
        self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.house is None:
            return
        plate = L.plate_rect(*self.house)
        painter.setPen(GHOST)
        painter.setFont(hand_font(plate.height() * 0.86))
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.text)


class NumberPreview:
    """Shows the number of the selected combination (shift included) on the legal house under
    the pointer."""

    def __init__(self, controller: GameController, scene: BoardScene) -> None:
        self.c = controller
        self.scene = scene
        self.item = GhostNumberItem()
        scene.addItem(self.item)
        self.pointer: tuple[int, int] | None = None
        scene.house_hovered.connect(self.on_hover)
        controller.state_changed.connect(lambda _view: self.refresh())

    def on_hover(self, street: int, house: int, x: float) -> None:
        self.pointer = (street, house) if street >= 0 else None
        self.refresh()

    def refresh(self) -> None:
        model = self.scene.model
        draft = self.c.draft
        key = self.pointer
        if (
            key is None
            or model is None
            or not model.interactive
            or draft.needs is not Needs.HOUSE
            or draft.combo < 0
            or key not in model.legal
        ):
            self.item.set_number(None)
            return
        number = self.c.view().combos[draft.combo].number + draft.shift
        self.item.set_number(key, str(number))
