"""Street items: houses with their numbers, fence slots, park tracks and estate markings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.games.welcome.engine.sheet import EMPTY, ROUNDABOUT
from welcome_desktop.ui.art import draw, hand_font
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import (
    DRAFT,
    INK,
    MUTED,
    OUTLINE,
    TARGET,
    cursor_mark,
    hover_mark,
    legal_mark,
)

from . import layout as L
from .sheet_art import SPEC


def set_click_cursor(item: QGraphicsItem, clickable: bool) -> None:
    """A pointing hand over what a click would use (house, fence slot, column), else the arrow.

    Never ``unsetCursor()``: when the view lies under a pointer it has had no mouse event from
    (a window that appeared under a still pointer), Qt 6's unsetCursor reads the view's empty
    last mouse event and crashes the process (seen in the suite, in PySide6 6.11). Setting the
    arrow takes another path in Qt that reads no event."""
    shape = Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
    if not item.hasCursor() or item.cursor().shape() != shape:
        item.setCursor(shape)


class HouseItem(QGraphicsItem):
    """One house slot: house art (with its planned pool), the number, bis "b", roundabout."""

    def __init__(self, street: int, house: int) -> None:
        super().__init__()
        self.street = street
        self.house = house
        self.rect = L.house_rect(street, house)
        self.has_pool = house in SPEC.streets[street].pool_houses
        self.value = EMPTY
        self.is_bis = False
        self.pool_built = False
        self.fresh = False  # written this turn (not yet confirmed)
        self.legal = False
        self.target = False  # effect target (bis)
        self.hover = False
        self.has_cursor = False
        self.setAcceptHoverEvents(False)
        self._update_tooltip()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def set_state(self, value: int, is_bis: bool, pool_built: bool, fresh: bool) -> bool:
        new = (value, is_bis, pool_built, fresh)
        if new == (self.value, self.is_bis, self.pool_built, self.fresh):
            return False
        self.value, self.is_bis, self.pool_built, self.fresh = new
        self._update_tooltip()
        self.update()
        return True

    def set_marks(self, legal: bool, target: bool, hover: bool, cursor: bool) -> None:
        new = (legal, target, hover, cursor)
        if new != (self.legal, self.target, self.hover, self.has_cursor):
            self.legal, self.target, self.hover, self.has_cursor = new
            set_click_cursor(self, legal or target)
            self.update()

    def retranslate_tooltip(self) -> None:
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        where = QCoreApplication.translate("Board", "Street %1, house %2").replace(
            "%1", str(self.street + 1)
        )
        where = where.replace("%2", str(self.house + 1))
        lines = [where]
        if self.value == ROUNDABOUT:
            lines.append(QCoreApplication.translate("Board", "Roundabout"))
        elif self.value >= 0:
            text = QCoreApplication.translate("Board", "Number %1").replace("%1", str(self.value))
            lines.append(
                text + (" " + QCoreApplication.translate("Board", "(bis)") if self.is_bis else "")
            )
        if self.has_pool:
            lines.append(
                QCoreApplication.translate("Board", "Pool built")
                if self.pool_built
                else QCoreApplication.translate("Board", "Pool planned here")
            )
        self.setToolTip("\n".join(lines))

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.rect
        if self.value == ROUNDABOUT:
            draw(painter, "roundabout", r)
        else:
            draw(painter, "house_pool" if self.has_pool else "house", r)
            if self.pool_built:
                k = r.width() / 100.0
                draw(painter, "pool_built", QRectF(r.x(), r.y() + 87 * k, 25 * k, 25 * k))
        if self.value >= 0:
            plate = L.plate_rect(self.street, self.house)
            painter.setPen(DRAFT if self.fresh else INK)
            painter.setFont(hand_font(plate.height() * 0.86))
            text = str(self.value)
            if self.is_bis:
                num_rect = plate.adjusted(0, 0, -plate.width() * 0.28, 0)
                painter.drawText(num_rect, Qt.AlignmentFlag.AlignCenter, text)
                painter.setFont(hand_font(plate.height() * 0.55))
                bis_rect = QRectF(
                    plate.right() - plate.width() * 0.36, plate.y(), 18, plate.height()
                )
                painter.drawText(bis_rect, Qt.AlignmentFlag.AlignCenter, "b")
            else:
                painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, text)
            if self.fresh:
                painter.setPen(QPen(DRAFT, 1.4, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(plate.adjusted(-2, -2, 2, 2), 4, 4)
        if self.legal:
            legal_mark(painter, r)
        if self.target:
            legal_mark(painter, r, TARGET, badge=".")
        if self.hover:
            hover_mark(painter, r)
        if self.has_cursor:
            cursor_mark(painter, r)


class FenceItem(QGraphicsItem):
    """A fence slot between two houses: empty (dotted), fenced, or a surveyor target."""

    def __init__(self, street: int, slot: int) -> None:
        super().__init__()
        self.street = street
        self.slot = slot
        self.rect = L.fence_rect(street, slot)
        self.built = False
        self.fresh = False
        self.target = False
        self.has_cursor = False
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-7, -8, 7, 4)

    def set_state(self, built: bool, fresh: bool, target: bool, cursor: bool) -> None:
        new = (built, fresh, target, cursor)
        if new != (self.built, self.fresh, self.target, self.has_cursor):
            self.built, self.fresh, self.target, self.has_cursor = new
            set_click_cursor(self, target)
            self.retranslate_tooltip()
            self.update()

    def retranslate_tooltip(self) -> None:
        tip = (
            QCoreApplication.translate("Board", "Fence")
            if self.built
            else QCoreApplication.translate("Board", "Fence slot")
        )
        if self.target:
            tip += "\n" + QCoreApplication.translate("Board", "Click to build a fence here")
        self.setToolTip(tip)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.target:
            legal_mark(painter, self.rect.adjusted(-6, -6, 6, 2), TARGET, badge=".")
        draw(painter, "fence" if self.built else "fence_slot", self.rect)
        if self.fresh:
            painter.setPen(QPen(DRAFT, 1.4, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.rect.adjusted(-2, -2, 2, 2))
        if self.has_cursor:
            cursor_mark(painter, self.rect)


class StreetEndItem(QGraphicsItem):
    """The permanent fences at both ends of a street, and the street's number."""

    def __init__(self, street: int) -> None:
        super().__init__()
        self.street = street
        self.left = L.street_end_fence(street, False)
        self.right = L.street_end_fence(street, True)
        self.retranslate_tooltip()

    def retranslate_tooltip(self) -> None:
        text = QCoreApplication.translate("Board", "Street %1")
        self.setToolTip(text.replace("%1", str(self.street + 1)))

    def boundingRect(self) -> QRectF:
        return self.left.united(self.right).adjusted(-30, -4, 4, 4)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw(painter, "fence", self.left)
        draw(painter, "fence", self.right)
        painter.setPen(MUTED)
        painter.setFont(hand_font(20))
        label = QRectF(self.left.x() - 26, self.left.y(), 24, self.left.height())
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(self.street + 1))


class EstateBandItem(QGraphicsItem):
    """Completed estates of one street (a bracket with the size) and estates used for a plan
    (a heavy pencil line over their houses and fences)."""

    def __init__(self, street: int) -> None:
        super().__init__()
        self.street = street
        first = L.house_rect(street, 0)
        last = L.house_rect(street, SPEC.streets[street].size - 1)
        self.rect = QRectF(first.left(), first.top() - 8, last.right() - first.left(), 0)
        self.rect.setBottom(first.bottom() + 18)
        self.estates: tuple[tuple[int, int, int], ...] = ()
        self.used: frozenset[tuple[int, int, int]] = frozenset()
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_state(
        self, estates: tuple[tuple[int, int, int], ...], used: frozenset[tuple[int, int, int]]
    ) -> None:
        mine = tuple(e for e in estates if e[0] == self.street)
        used_here = frozenset(e for e in used if e[0] == self.street)
        if (mine, used_here) != (self.estates, self.used):
            self.estates, self.used = mine, used_here
            self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for e in self.estates:
            band = L.estate_bracket(*e)
            painter.setPen(QPen(OUTLINE, 1.6))
            painter.setBrush(QColor(169, 216, 155, 150))
            painter.drawRoundedRect(band, 5, 5)
            painter.setFont(hand_font(11))
            painter.setPen(OUTLINE)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, str(e[2]))
        for _s, first, size in self.used:
            a = L.house_rect(self.street, first)
            b = L.house_rect(self.street, first + size - 1)
            y = a.top() + a.height() * 0.30
            pen = QPen(QColor(61, 61, 64, 215), 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(a.left() - 6, y + 2), QPointF(b.right() + 6, y - 2))


class ParkTrackItem(QGraphicsItem):
    """The park track at a street's end: a tree per box, crossed when built, with values."""

    def __init__(self, street: int) -> None:
        super().__init__()
        self.street = street
        self.count = 0
        self.boxes = SPEC.streets[street].park_boxes
        self.rect = L.park_box(street, 0).united(L.park_box(street, self.boxes - 1))
        self.rect.setBottom(self.rect.bottom() + 30)
        self.target = False
        self.fresh = False
        self._tooltip()

    def retranslate_tooltip(self) -> None:
        self._tooltip()

    def _tooltip(self) -> None:
        values = ", ".join(str(v) for v in SPEC.streets[self.street].park_values[1:])
        tip = QCoreApplication.translate(
            "Board", "Parks of street %1: %2 built (points for 1, 2, …: %3)"
        )
        tip = tip.replace("%1", str(self.street + 1)).replace("%2", str(self.count))
        self.setToolTip(tip.replace("%3", values))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_state(self, count: int, fresh: bool) -> None:
        if (count, fresh) != (self.count, self.fresh):
            self.count, self.fresh = count, fresh
            self._tooltip()
            self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        values = SPEC.streets[self.street].park_values
        for k in range(self.boxes):
            box = L.park_box(self.street, k)
            painter.setPen(QPen(OUTLINE, 1))
            painter.setBrush(QColor(255, 255, 255, 120))
            painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), 5, 5)
            draw(painter, "tree", box)
            if k < self.count:
                fresh = self.fresh and k == self.count - 1
                draw(painter, "check_mark", box.adjusted(2, 6, -2, -2))
                if fresh:
                    painter.setPen(QPen(DRAFT, 1.4, Qt.PenStyle.DotLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 5, 5)
            value_rect = QRectF(box.x(), box.bottom() + 1, box.width(), 16)
            painter.setPen(INK if k == self.count - 1 else MUTED)
            painter.setFont(hand_font(13, bold=k == self.count - 1))
            painter.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, str(values[k + 1]))
