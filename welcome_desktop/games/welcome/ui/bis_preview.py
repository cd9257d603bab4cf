"""The bis copy previewed before the click: over a house that may take a bis copy, the side
under the pointer says which neighbour is copied; the copy ("7b") is drawn ghosted there with an
arrow from its source. ``bis_pick`` is also what a click chooses, so preview and click agree."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.games.welcome.app.effects import TargetKind
from welcome_desktop.ui.art import hand_font
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import TARGET

from . import layout as L
from .scene import BoardScene

BisTarget = tuple[int, int, int]


def bis_pick(targets: Sequence[object], street: int, house: int, x: float) -> BisTarget:
    """The bis target a click at ``x`` (0..1 across the house) means: the left neighbour is
    copied from the left half, the right one from the right half (else the only one)."""
    options = [
        (int(t[0]), int(t[1]), int(t[2]))
        for t in targets
        if isinstance(t, tuple) and (t[0], t[1]) == (street, house)
    ]
    if not options:
        return (street, house, house - 1 if x < 0.5 else house + 1)
    left = [t for t in options if t[2] < house]
    right = [t for t in options if t[2] > house]
    pick = (left or right) if x < 0.5 else (right or left)
    return pick[0]


class BisPreviewItem(QGraphicsItem):
    """The ghost copy and its arrow; invisible when there is nothing to preview."""

    def __init__(self) -> None:
        super().__init__()
        self.target: BisTarget | None = None
        self.text = ""
        self.setZValue(140)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        if self.target is None:
            return QRectF()
        s, h, source = self.target
        return L.house_rect(s, h).united(L.house_rect(s, source)).adjusted(-8, -8, 8, 8)

    def set_target(self, target: BisTarget | None, text: str = "") -> None:
        if (target, text) == (self.target, self.text):
            return
        self.prepareGeometryChange()
        self.target, self.text = target, text
        self.setVisible(target is not None)
        self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.target is None:
            return
        s, h, source = self.target
        copy, src = L.house_rect(s, h), L.house_rect(s, source)
        plate = L.plate_rect(s, h)
        painter.setPen(QColor(201, 56, 122, 170))
        painter.setFont(hand_font(plate.height() * 0.8))
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.text)
        pen = QPen(TARGET, 3, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        y = copy.top() + copy.height() * 0.18
        start, end = QPointF(src.center().x(), y), QPointF(copy.center().x(), y)
        painter.drawLine(start, end)
        d = 7.0 if end.x() > start.x() else -7.0
        painter.drawLine(end, QPointF(end.x() - d, y - 6))
        painter.drawLine(end, QPointF(end.x() - d, y + 6))


class BisPreview:
    """Follows the pointer over bis targets while the bis effect waits for its target."""

    def __init__(self, controller: GameController, scene: BoardScene) -> None:
        self.c = controller
        self.scene = scene
        self.item = BisPreviewItem()
        scene.addItem(self.item)
        self.pointer = (-1, -1, 0.0)
        scene.house_hovered.connect(self.on_hover)
        controller.state_changed.connect(lambda _view: self.on_hover(*self.pointer))

    def on_hover(self, street: int, house: int, x: float) -> None:
        self.pointer = (street, house, x)
        model = self.scene.model
        c = self.c
        draft = c.draft
        if (
            street < 0
            or model is None
            or not model.interactive
            or draft.needs is not Needs.EFFECT
            or draft.effect_kind is not TargetKind.BIS
            or (street, house) not in model.bis_targets
        ):
            self.item.set_target(None)
            return
        target = bis_pick(c.effect_targets(), street, house, x)
        value = model.sheet.houses[street][target[2]]
        self.item.set_target(target, f"{value}b" if value >= 0 else "b")
