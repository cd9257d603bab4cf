"""Sheet items under the streets: the score tracks, real-estate columns, total and paper."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.games.welcome.engine.data import ESTATE_VALUES, SOLO_TEMP_THRESHOLD
from welcome_desktop.games.welcome.i18n.catalog import plan_deck_short
from welcome_desktop.ui.art import draw, hand_font, pixmap
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import (
    DRAFT,
    INK,
    MUTED,
    OUTLINE,
    PAPER,
    PAPER_EDGE,
    TARGET,
    cursor_mark,
    legal_mark,
)

from . import layout as L
from .houses import set_click_cursor
from .sheet_art import SPEC, TRACK_ART


def track_title(name: str) -> str:
    titles = {
        "plans": QCoreApplication.translate("Board", "City plans"),
        "pools": QCoreApplication.translate("Board", "Pools"),
        "bis": QCoreApplication.translate("Board", "Bis (points lost)"),
        "temps": QCoreApplication.translate("Board", "Temp Agency"),
        "refusals": QCoreApplication.translate("Board", "Permit refusals (points lost)"),
        "roundabouts": QCoreApplication.translate("Board", "Roundabouts (points lost)"),
    }
    return titles[name]


class PaperItem(QGraphicsItem):
    """The score sheet's paper, header (whose sheet, which round) and street labels."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = L.sheet_rect()
        self.title = ""
        self.subtitle = ""
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 6)

    def set_title(self, title: str, subtitle: str) -> None:
        if (title, subtitle) != (self.title, self.subtitle):
            self.title, self.subtitle = title, subtitle
            self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(r.translated(3, 4), 12, 12)
        brush = QBrush(pixmap("background_paper", 200, 200))
        brush.setColor(PAPER)
        painter.setBrush(brush)
        painter.setPen(QPen(PAPER_EDGE, 2))
        painter.drawRoundedRect(r, 12, 12)
        head = QRectF(r.x() + L.SHEET_PAD, r.y() + 6, r.width() - 2 * L.SHEET_PAD, L.HEADER_H - 6)
        painter.setPen(OUTLINE)
        painter.setFont(hand_font(22))
        painter.drawText(
            head, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.title
        )
        painter.setFont(hand_font(16, bold=False))
        painter.drawText(
            head, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.subtitle
        )
        painter.setPen(QPen(PAPER_EDGE, 1.2))
        y = r.y() + L.HEADER_H + 2
        painter.drawLine(int(head.left()), int(y), int(head.right()), int(y))
        y2 = L.TRACKS_TOP - 8
        painter.drawLine(int(head.left()), int(y2), int(head.right()), int(y2))


class TrackItem(QGraphicsItem):
    """One row of boxes: plans, pools, bis, temps, refusals or roundabouts."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.rect = L.track_rect(name)
        self.count = 0
        self.fresh = 0  # boxes crossed this turn (drawn as a draft)
        self.plan_points: tuple[int, int, int] = (0, 0, 0)
        self.solo = False
        self.retranslate_tooltip()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_state(
        self,
        count: int,
        fresh: int,
        plan_points: tuple[int, int, int] = (0, 0, 0),
        solo: bool = False,
    ) -> None:
        new = (count, fresh, plan_points, solo)
        if new != (self.count, self.fresh, self.plan_points, self.solo):
            self.count, self.fresh, self.plan_points, self.solo = new
            self.setToolTip(self._tooltip())
            self.update()

    def retranslate_tooltip(self) -> None:
        self.setToolTip(self._tooltip())

    def _tooltip(self) -> str:
        title = track_title(self.name)
        if self.name == "plans":
            pts = ", ".join(str(p) if p else "–" for p in self.plan_points)
            return (
                title
                + "\n"
                + QCoreApplication.translate("Board", "Points scored per plan: %1").replace(
                    "%1", pts
                )
            )
        text = (
            title
            + "\n"
            + QCoreApplication.translate("Board", "Boxes crossed: %1").replace(
                "%1", str(self.count)
            )
        )
        if self.name == "temps":
            text += "\n" + (
                QCoreApplication.translate("Board", "Solo: 7 points from 6 temps hired")
                if self.solo
                else QCoreApplication.translate(
                    "Board", "Most temps: 7 points, second: 4, third: 1"
                )
            )
        return text

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        track = SPEC.track(self.name)
        draw(painter, TRACK_ART[self.name], L.track_icon(self.name))
        n = track.boxes
        values = track.values or None
        for k in range(n):
            box = L.track_box(self.name, k)
            painter.setPen(QPen(OUTLINE, 1.1))
            painter.setBrush(QColor(255, 255, 255, 150))
            painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 4, 4)
            if self.name == "plans":
                painter.setPen(MUTED)
                painter.setFont(hand_font(10, bold=False))
                corner = box.adjusted(3, 1, 0, 0)
                painter.drawText(corner, Qt.AlignmentFlag.AlignLeft, plan_deck_short(k + 1))
                if self.plan_points[k]:
                    painter.setPen(INK)
                    painter.setFont(hand_font(22))
                    painter.drawText(
                        box.adjusted(0, 6, 0, 0),
                        Qt.AlignmentFlag.AlignCenter,
                        str(self.plan_points[k]),
                    )
                continue
            if self.name == "temps" and self.solo and k == SOLO_TEMP_THRESHOLD - 1:
                painter.setPen(QPen(OUTLINE, 2.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 4, 4)
            if k < self.count:
                draw(painter, "check_mark", box.adjusted(3, 3, -3, -7))
                if k >= self.count - self.fresh:
                    painter.setPen(QPen(DRAFT, 1.4, Qt.PenStyle.DotLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(box.adjusted(-1, -1, 1, 1), 4, 4)
            if values is not None:
                label = QRectF(box.x(), box.bottom() + 1, box.width(), 13)
                painter.setPen(INK if k == self.count - 1 else MUTED)
                painter.setFont(hand_font(12, bold=k == self.count - 1))
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(values[k + 1]))


class EstateColumnItem(QGraphicsItem):
    """One real-estate column: the estate size on top, its values below; crossed values are
    struck through and the value in force is circled."""

    def __init__(self, column: int) -> None:
        super().__init__()
        self.column = column
        self.rect = L.estate_column(column)
        self.count = 0
        self.fresh = False
        self.target = False
        self.has_cursor = False
        self._tooltip()

    def retranslate_tooltip(self) -> None:
        self._tooltip()

    def _tooltip(self) -> None:
        tip = QCoreApplication.translate(
            "Board", "Real estate: estates of %1 houses are worth %2 each"
        )
        value = ESTATE_VALUES[self.column][self.count]
        tip = tip.replace("%1", str(self.column + 1)).replace("%2", str(value))
        if self.target:
            tip += "\n" + QCoreApplication.translate("Board", "Click to raise this column")
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_state(self, count: int, fresh: bool, target: bool, cursor: bool = False) -> None:
        new = (count, fresh, target, cursor)
        if new != (self.count, self.fresh, self.target, self.has_cursor):
            self.count, self.fresh, self.target, self.has_cursor = new
            set_click_cursor(self, target)
            self._tooltip()
            self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.rect
        painter.setPen(QPen(OUTLINE, 1.1))
        painter.setBrush(QColor(169, 139, 214, 40))
        painter.drawRoundedRect(r, 6, 6)
        head = QRectF(r.x(), r.y() + 2, r.width(), L.EST_HEAD_H - 4)
        icon = QRectF(r.x() + 2, head.y() + 2, 18, 18)
        draw(painter, "track_estate", icon)
        painter.setPen(OUTLINE)
        painter.setFont(hand_font(18))
        painter.drawText(
            head.adjusted(18, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self.column + 1)
        )
        values = ESTATE_VALUES[self.column]
        for k, v in enumerate(values):
            vr = L.estate_value_rect(self.column, k)
            painter.setFont(hand_font(14, bold=k == self.count))
            painter.setPen(INK if k == self.count else MUTED)
            painter.drawText(vr, Qt.AlignmentFlag.AlignCenter, str(v))
            if k < self.count:
                pen = QPen(DRAFT if self.fresh and k == self.count - 1 else INK, 2)
                painter.setPen(pen)
                painter.drawLine(
                    QPointF(vr.left() + 6, vr.bottom() - 3), QPointF(vr.right() - 6, vr.top() + 3)
                )
            elif k == self.count:
                draw(
                    painter,
                    "circle_mark",
                    QRectF(vr.center().x() - 12, vr.center().y() - 12, 24, 24),
                )
        if self.target:
            legal_mark(painter, r, TARGET, badge=".")
        if self.has_cursor:
            cursor_mark(painter, r)


class TotalItem(QGraphicsItem):
    """The running total of the sheet shown, in a big box at the bottom right."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = L.total_rect()
        self.total = 0
        self.retranslate_tooltip()

    def retranslate_tooltip(self) -> None:
        self.setToolTip(QCoreApplication.translate("Board", "Total score so far"))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_total(self, total: int) -> None:
        if total != self.total:
            self.total = total
            self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.rect
        painter.setPen(QPen(OUTLINE, 2))
        painter.setBrush(QColor(255, 255, 255, 170))
        painter.drawRoundedRect(r, 8, 8)
        painter.setPen(MUTED)
        painter.setFont(hand_font(13, bold=False))
        painter.drawText(
            r.adjusted(0, 4, 0, 0),
            Qt.AlignmentFlag.AlignHCenter,
            QCoreApplication.translate("Board", "Total"),
        )
        painter.setPen(INK if self.total >= 0 else TARGET)
        painter.setFont(hand_font(38))
        painter.drawText(r.adjusted(0, 14, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self.total))
