"""Offer items: combination cards (draggable onto a house), hand cards, temp shift chips, stacks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.games.welcome.i18n.catalog import effect_help, effect_name
from welcome_desktop.i18n import TrContext, arg
from welcome_desktop.persistence.settings import AnimationSpeed
from welcome_desktop.ui.art import EFFECT_ART, draw, hand_font
from welcome_desktop.ui.drag_item import DragItem
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import CURSOR, INK, LEGAL, MUTED, OUTLINE, tag_label

from . import layout as L

ANIMATION_MS: dict[str, int] = {
    AnimationSpeed.OFF: 0,
    AnimationSpeed.FAST: 120,
    AnimationSpeed.NORMAL: 260,
    AnimationSpeed.SLOW: 520,
}
CORNER_ICON = 38.0  # the corner effect icon of a number card, in card-art units (card: 120 wide)
# Plural messages go through .tr(): lupdate misreads a variable count in translate().
Cards = TrContext("Cards")


def draw_number_card(painter: QPainter, rect: QRectF, number: int, corner: str = "") -> None:
    draw(painter, "card_number", rect)
    k = rect.width() / 120.0
    area = QRectF(rect.x() + 18 * k, rect.y() + 28 * k, 84 * k, 114 * k)
    painter.setPen(INK)
    painter.setFont(hand_font(area.height() * (0.52 if number < 10 else 0.46)))
    painter.drawText(area, Qt.AlignmentFlag.AlignCenter, str(number))
    if corner:
        # The effect of the card's back, big enough to tell the six apart at a glance.
        s = CORNER_ICON * k
        icon = QRectF(rect.right() - s - 7 * k, rect.bottom() - s - 12 * k, s, s)
        painter.setPen(QPen(OUTLINE, 1))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawEllipse(icon.adjusted(-2, -2, 2, 2))
        draw(painter, EFFECT_ART[corner], icon)


def draw_shift_label(painter: QPainter, rect: QRectF, number: int, shift: int) -> None:
    """The temp agency's sum ("7+2") in the number card's corner."""
    painter.setPen(QPen(LEGAL.darker(140)))
    painter.setFont(hand_font(13))
    sign = "+" if shift > 0 else "−"
    painter.drawText(
        rect.adjusted(0, 4, -8, 0),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
        f"{number}{sign}{abs(shift)}",
    )


def draw_effect_card(painter: QPainter, rect: QRectF, effect: str) -> None:
    draw(painter, "card_effect_bg", rect)
    k = rect.width() / 120.0
    draw(painter, EFFECT_ART[effect], QRectF(rect.x() + 32 * k, rect.y() + 57 * k, 56 * k, 56 * k))


class DraggableCard(DragItem):
    """A card the player drags onto a house; a click selects it. The scene listens to the
    signals (``DragItem``'s, keyed by the card's index in the offer), finds the house under the
    drop and slides the card back when it is refused."""

    def __init__(self, index: int, rect: QRectF) -> None:
        super().__init__(index, rect.topLeft(), ANIMATION_MS[AnimationSpeed.NORMAL])
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.selected = False

    @property
    def index(self) -> int:
        """The card's place in the offer (the key its signals carry)."""
        return self.key

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -14, 8, 24)  # selection badge above, key label below

    def set_selected(self, selected: bool, enabled: bool = True) -> None:
        if (selected, enabled) != (self.selected, self.enabled):
            self.selected, self.enabled = selected, enabled
            self.setOpacity(1.0 if enabled else 0.45)
            self.update()

    def _selection_frame(self, painter: QPainter, rect: QRectF) -> None:
        if self.selected:
            painter.setPen(QPen(CURSOR, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 10, 10)
            c = QPointF(rect.left() + 4, rect.top() + 4)
            painter.setBrush(CURSOR)
            painter.setPen(QPen(Qt.GlobalColor.white, 1.5))
            painter.drawEllipse(c, 9, 9)
            painter.setPen(QPen(Qt.GlobalColor.white, 2.4))
            painter.drawLine(QPointF(c.x() - 4, c.y()), QPointF(c.x() - 1, c.y() + 3))
            painter.drawLine(QPointF(c.x() - 1, c.y() + 3), QPointF(c.x() + 4, c.y() - 3))

    def _key_label(self, painter: QPainter, rect: QRectF, text: str) -> None:
        box = QRectF(rect.center().x() - 9, rect.bottom() + 3, 18, 16)
        painter.setPen(QPen(MUTED, 1))
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRoundedRect(box, 3, 3)
        painter.setFont(hand_font(11))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class ComboCardItem(DraggableCard):
    """Standard game: one number/effect combination (effect card behind, number card on top)."""

    def __init__(self, index: int) -> None:
        super().__init__(index, L.combo_rect(index))
        self.number = 0
        self.effect = "surveyor"
        self.corner = ""
        self.shift = 0

    def set_combo(self, number: int, effect: str, corner: str, shift: int) -> None:
        if (number, effect, corner, shift) != (self.number, self.effect, self.corner, self.shift):
            self.number, self.effect, self.corner, self.shift = number, effect, corner, shift
            self.update()
        self.retranslate()

    def retranslate(self) -> None:
        #: %1 is the number, %2 the effect name, %3 a sentence explaining the effect.
        tip = arg(
            QCoreApplication.translate(
                "Cards", "Number %1 with %2\n%3\nDrag it onto a house, or press its key."
            ),
            self.number,
            effect_name(self.effect),
            effect_help(self.effect),
        )
        self.setToolTip(tip)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        eff = QRectF(0, 6, L.CARD_W, L.CARD_H - 6)
        eff.setWidth((L.CARD_H - 6) * L.CARD_W / L.CARD_H)
        draw_effect_card(painter, eff, self.effect)
        num = QRectF(L.CARD_W - L.CARD_OVERLAP, 0, L.CARD_W, L.CARD_H)
        draw_number_card(painter, num, self.number + self.shift, self.corner)
        if self.shift:
            draw_shift_label(painter, num, self.number, self.shift)
        self._selection_frame(painter, self.rect)
        if not self._dragging:
            self._key_label(painter, self.rect, str(self.index + 1))


class HandCardItem(DraggableCard):
    """Solo / expert: one card of the hand. Dragged, it gives the number; the card marked
    "effect" gives the effect."""

    def __init__(self, index: int) -> None:
        super().__init__(index, L.hand_card_rect(index))
        self.number = 0
        self.effect = "surveyor"
        self.is_effect = False
        self.passed = False  # expert rules: the card left over goes to the neighbour
        self.shift = 0  # temp agency: the number written is shifted (shown live)

    def set_card(
        self, number: int, effect: str, is_effect: bool, passed: bool = False, shift: int = 0
    ) -> None:
        new = (number, effect, is_effect, passed, shift)
        if new != (self.number, self.effect, self.is_effect, self.passed, self.shift):
            self.number, self.effect, self.is_effect, self.passed, self.shift = new
            self.update()
        self.retranslate()

    def retranslate(self) -> None:
        if not self.number:
            return
        tip = arg(
            QCoreApplication.translate(
                "Cards",
                "Card %1 / %2\nDrag it onto a house to use its number; click it to use its effect.",
            ),
            self.number,
            effect_name(self.effect),
        )
        if self.is_effect:
            tip += "\n" + arg(
                QCoreApplication.translate("Cards", "Effect in use: %1"), effect_help(self.effect)
            )
        if self.passed:
            tip += "\n" + QCoreApplication.translate(
                "Cards", "Expert rules: this card goes to the next player."
            )
        self.setToolTip(tip)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.is_effect:
            draw_effect_card(painter, self.rect, self.effect)
            painter.setPen(OUTLINE)
            painter.setFont(hand_font(22))
            painter.drawText(
                self.rect.adjusted(8, 4, 0, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                str(self.number),
            )
            tag = QRectF(self.rect.x() + 6, self.rect.bottom() - 24, self.rect.width() - 12, 18)
            tag_label(painter, tag, QCoreApplication.translate("Cards", "effect"))
        else:
            draw_number_card(painter, self.rect, self.number + self.shift, self.effect)
            if self.shift:
                draw_shift_label(painter, self.rect, self.number, self.shift)
        if self.passed:
            tag = QRectF(self.rect.x() + 6, self.rect.y() + 4, self.rect.width() - 12, 18)
            tag_label(painter, tag, QCoreApplication.translate("Cards", "passed on ➜"))
        self._selection_frame(painter, self.rect)
        if not self._dragging:
            self._key_label(painter, self.rect, str(self.index + 1))


class ShiftChipItem(QGraphicsObject):
    """Temp agency: one of the −2..+2 chips under the selected temp card."""

    clicked = Signal(int)

    def __init__(self, shift: int) -> None:
        super().__init__()
        self.shift = shift
        self.rect = QRectF(0, 0, 28, 20)
        self.active = False
        self.setZValue(30)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate_tooltip()

    def retranslate_tooltip(self) -> None:
        """Set the tooltip in the current language (BoardScene.retranslate calls it)."""
        self.setToolTip(
            arg(
                QCoreApplication.translate("Cards", "Temp Agency: write the number %1"),
                f"{self.shift:+d}" if self.shift else "±0",
            )
        )

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit(self.shift)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(OUTLINE, 2.5 if self.active else 1))
        painter.setBrush(QColor("#F39C4A") if self.active else QColor(255, 255, 255, 220))
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setPen(OUTLINE)
        painter.setFont(hand_font(13))
        text = f"{self.shift:+d}".replace("-", "−") if self.shift else "0"
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, text)


class StackItem(QGraphicsItem):
    """The draw pile: a card back with the number of cards left."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = L.stack_rect()
        self.left = 0
        self.top_effect = ""  # solo: the pile lies effect side up (French solo rules)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 8, 30)

    def set_left(self, left: int) -> None:
        if left != self.left:
            self.left = left
            self.update()
        self._tooltip()

    def retranslate_tooltip(self) -> None:
        """The tooltip, and the caption painted under the pile, in the current language."""
        self._tooltip()
        self.update()

    def set_top_effect(self, effect: str) -> None:
        if effect != self.top_effect:
            self.top_effect = effect
            self.update()
        self._tooltip()

    def _tooltip(self) -> None:
        tip = Cards.tr("%n card(s) left in the stacks", "", self.left)
        if self.top_effect:
            tip += "\n" + arg(
                Cards.tr("The pile lies effect side up: the next card’s effect is %1."),
                effect_name(self.top_effect),
            )
        self.setToolTip(tip)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw(painter, "card_back", self.rect.translated(5, 4))
        c = self.rect.center()
        badge = QRectF(c.x() - 20, c.y() - 14, 40, 28)
        if self.top_effect in EFFECT_ART:
            draw(painter, "card_effect_bg", self.rect)
            side = self.rect.width() * 0.62
            icon = QRectF(c.x() - side / 2, self.rect.y() + 8, side, side)
            draw(painter, EFFECT_ART[self.top_effect], icon)
            badge.moveTop(icon.bottom() + 4)
        else:
            draw(painter, "card_back", self.rect)
        painter.setPen(QPen(OUTLINE, 1.2))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(badge, 8, 8)
        painter.setPen(INK)
        painter.setFont(hand_font(18))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.left))
        painter.setPen(QColor("#FFF8E8"))
        painter.setFont(hand_font(12, bold=False))
        painter.drawText(
            QRectF(self.rect.x() - 10, self.rect.bottom() + 6, self.rect.width() + 20, 16),
            Qt.AlignmentFlag.AlignCenter,
            QCoreApplication.translate("Cards", "cards left"),
        )
