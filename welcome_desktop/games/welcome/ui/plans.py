"""City plan cards in the offer band: requirement drawn as estates/icons, values, approval stamp."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.games.welcome.engine.data import PlanDef, PlanKind
from welcome_desktop.games.welcome.i18n.catalog import (
    plan_deck_label,
    plan_deck_short,
    plan_name,
    plan_requirement,
)
from welcome_desktop.i18n import TrContext, arg
from welcome_desktop.ui.art import draw, hand_font
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import tag_label

from . import layout as L

WHITE = QColor("#FFFFFF")
# Plural messages go through .tr(): lupdate drops translate() calls whose count is self.x.
Plans = TrContext("Plans")

# Icons telling an advanced plan's requirement at a glance.
_KIND_ICONS = {
    PlanKind.STREET_FULL: ("track_estate",),
    PlanKind.ENDS_BUILT: ("track_estate",),
    PlanKind.TEMPS: ("track_temp",),
    PlanKind.BIS_STREET: ("track_bis",),
    PlanKind.PARKS_TWO_STREETS: ("track_park",),
    PlanKind.POOLS_TWO_STREETS: ("track_pool",),
    PlanKind.PARKS_POOLS_STREET: ("track_park", "track_pool"),
    PlanKind.PARKS_POOLS_ROUNDABOUT: ("track_park", "track_pool", "track_roundabout"),
}


class PlanItem(QGraphicsItem):
    """One city plan: estates as rows of little blocks (or icons for advanced plans), the
    first/later values, a stamp once approved and a tick when this sheet achieved it."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.rect = L.plan_rect(index)
        self.plan: PlanDef | None = None
        self.approved = False
        self.scored = 0
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 22)

    def set_state(self, plan: PlanDef, approved: bool, scored: int) -> None:
        if (plan, approved, scored) != (self.plan, self.approved, self.scored):
            self.plan, self.approved, self.scored = plan, approved, scored
            self.update()
        self.retranslate()

    def retranslate(self) -> None:
        if self.plan is not None:
            self.setToolTip("\n".join(self.description()))

    def description(self) -> list[str]:
        """The plan in words: name, requirement, values, approval, this sheet's points."""
        plan = self.plan
        if plan is None:
            return []
        lines = [
            plan_deck_label(plan.deck) + " — " + plan_name(plan),
            plan_requirement(plan),
            arg(
                QCoreApplication.translate(
                    "Plans", "Points: %1 for the first to achieve it, %2 later"
                ),
                plan.first,
                plan.later,
            ),
        ]
        lines.append(
            QCoreApplication.translate("Plans", "Approved: only the later value is left")
            if self.approved
            else QCoreApplication.translate("Plans", "Not achieved by anyone yet")
        )
        if self.scored:
            lines.append(Plans.tr("You scored %n point(s) with it", "", self.scored))
        return lines

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        plan = self.plan
        r = self.rect
        draw(painter, "plan_card", r)
        if plan is None:
            return
        k = r.width() / 160.0
        content = QRectF(r.x() + 16 * k, r.y() + 16 * k, 128 * k, 78 * k)
        painter.setPen(WHITE)
        painter.setFont(hand_font(12))
        painter.drawText(
            QRectF(r.x() + 8 * k, r.y() + 2, 60, 14 * k),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            plan_deck_short(plan.deck),
        )
        if plan.advanced:
            painter.drawText(
                QRectF(r.right() - 30, r.y() + 2, 22, 14 * k),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                "★",
            )
        if plan.kind is PlanKind.ESTATES:
            self._draw_estates(painter, content, plan.sizes)
        else:
            self._draw_advanced(painter, content, plan)
        # Values: first / later, the first struck once approved.
        vals = QRectF(content.x(), content.bottom() - 22 * k, content.width() * 0.62, 22 * k)
        painter.setPen(WHITE)
        painter.setFont(hand_font(19))
        first = str(plan.first)
        painter.drawText(
            vals,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            f"{first} / {plan.later}",
        )
        if self.approved:
            fm_w = painter.fontMetrics().horizontalAdvance(first)
            y = vals.center().y()
            painter.setPen(QPen(QColor("#F29BB5"), 3))
            painter.drawLine(QPointF(vals.x() - 2, y + 4), QPointF(vals.x() + fm_w + 2, y - 4))
            draw(painter, "plan_approved", r)
        if self.scored:
            tag = QRectF(r.x() + 6, r.bottom() + 2, r.width() - 12, 18)
            tag_label(painter, tag, "✓ " + Plans.tr("%n point(s)", "", self.scored), 12)

    def _draw_estates(self, painter: QPainter, area: QRectF, sizes: tuple[int, ...]) -> None:
        """Each required estate as a row of little house blocks, centred in the card."""
        top = area.adjusted(0, 2, 0, -24)
        n = len(sizes)
        cols = 2 if n > 3 else 1
        rows = (n + cols - 1) // cols
        cell_h = min(16.0, top.height() / rows)
        col_w = top.width() / cols
        block = min(cell_h - 3, (col_w - 8) / 6 - 2)
        painter.setPen(QPen(WHITE, 1.2))
        for i, size in enumerate(sizes):
            col, row = divmod(i, rows) if cols > 1 else (0, i)
            y = top.y() + row * cell_h + (top.height() - rows * cell_h) / 2
            width = size * (block + 2)
            x = top.x() + col * col_w + (col_w - width) / 2
            for b in range(size):
                painter.setBrush(QColor(255, 255, 255, 70))
                painter.drawRect(QRectF(x + b * (block + 2), y, block, block))
            painter.setBrush(Qt.BrushStyle.NoBrush)

    def _draw_advanced(self, painter: QPainter, area: QRectF, plan: PlanDef) -> None:
        icons = _KIND_ICONS.get(plan.kind, ("track_plan",))
        size = 24.0
        total = len(icons) * (size + 4)
        x = area.x() + (area.width() - total) / 2
        for i, name in enumerate(icons):
            draw(painter, name, QRectF(x + i * (size + 4), area.y() + 2, size, size))
        painter.setPen(WHITE)
        painter.setFont(hand_font(11, bold=False))
        text_rect = QRectF(area.x(), area.y() + size + 4, area.width(), area.height() - size - 28)
        painter.drawText(
            text_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, plan_name(plan)
        )
