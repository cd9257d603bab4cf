"""A balcony face and the entrance drawn with QPainter from our SVG icons: the wall, a French
window, the residents and objects in front of it, the railing, and the scoring condition (or the
door's rule) written compactly in a badge above them."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from ..engine import NOT, PAIRED, Condition, DoorKind, DoorRule, Face, Side, Zone
from .glyphs import OWN_IN, OWN_NONE, OWN_OUT, zone_key
from .icons import INK
from .render import draw_icon

WALL: Final = QColor("#f6e4bd")  # the balcony blocks are yellow inside
ENTRANCE_WALL: Final = QColor("#f4cdd6")  # the entrance blocks are pink inside
WINDOW: Final = QColor("#bfe3ee")
RAIL: Final = QColor("#7a5a40")
BADGE: Final = QColor("#fffaf0")
STRIKE: Final = QColor("#c62828")
DOOR_COLOURS: Final = {Side.TURQUOISE: "#1fa6a6", Side.PINK: "#e0609a"}
#: Zones whose cells may hold this balcony itself: they show whether its own icons count.
SELF_ZONES: Final = frozenset({Zone.ROW, Zone.GROUP})

Item = tuple[str, str]  # ("text", words) | ("icon", key) | ("not", key)


def own_mark(cond: Condition) -> str:
    if cond.include_self:
        return OWN_IN
    return OWN_OUT if cond.zone in SELF_ZONES else OWN_NONE


def payout_text(payout: int) -> str:
    """ "1×", "2×", "3×" per item counted; "5" for the all-or-nothing payout."""
    return str(payout) if payout == PAIRED else f"{payout}×"


def condition_items(cond: Condition) -> list[Item]:
    """The condition in reading order: payout, zone glyph, counted icon(s)."""
    items: list[Item] = [("text", payout_text(cond.payout))]
    items.append(("icon", zone_key(cond.zone, own_mark(cond))))
    if cond.target[0] == NOT:
        items.append(("not", cond.target[1]))
    else:
        items.extend(("icon", t) for t in cond.target)
    return items


def door_rows(side: Side, rule: DoorRule) -> list[list[Item]]:
    """A door's rule in one or two rows of items."""
    other = f"door:{DOOR_COLOURS[side.other]}"
    if rule.kind is DoorKind.MAJORITY:
        return [
            [("text", "5"), ("icon", rule.a), ("text", ">"), ("icon", other)],
            [("text", "3"), ("icon", rule.b), ("text", ">"), ("icon", other)],
        ]
    if rule.kind is DoorKind.FEWER:
        return [
            [("text", "1×"), ("icon", rule.a)],
            [("icon", rule.a), ("text", "<"), ("icon", rule.b)],
        ]
    return [[("text", "|"), ("icon", rule.a), ("text", "−"), ("icon", rule.b), ("text", "|")]]


def _font(size: float) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(size)))
    return font


def _width(item: Item, icon: float, metrics: QFontMetricsF) -> float:
    return metrics.horizontalAdvance(item[1]) + icon * 0.08 if item[0] == "text" else icon


def draw_items(painter: QPainter, rect: QRectF, items: list[Item]) -> None:
    """Items side by side, centred in ``rect``, shrunk to fit its width."""
    icon = rect.height()
    gap = icon * 0.06
    for _ in range(4):  # shrink until the row fits
        metrics = QFontMetricsF(_font(icon * 0.78))
        total = sum(_width(i, icon, metrics) for i in items) + gap * (len(items) - 1)
        if total <= rect.width() or icon < 6:
            break
        icon *= rect.width() / total
    font = _font(icon * 0.78)
    metrics = QFontMetricsF(font)
    total = sum(_width(i, icon, metrics) for i in items) + gap * (len(items) - 1)
    x = rect.center().x() - total / 2
    top = rect.center().y() - icon / 2
    painter.setFont(font)
    for kind, value in items:
        w = _width((kind, value), icon, metrics)
        box = QRectF(x, top, w, icon)
        if kind == "text":
            painter.setPen(QPen(QColor(INK)))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, value)
        else:
            draw_icon(painter, value, box)
            if kind == "not":  # crossed out: none of this element
                pen = QPen(STRIKE, max(1.2, icon * 0.12))
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                inset = icon * 0.1
                painter.drawLine(
                    QPointF(box.left() + inset, box.bottom() - inset),
                    QPointF(box.right() - inset, box.top() + inset),
                )
        x += w + gap


def _badge(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor(INK), max(0.6, rect.height() * 0.04)))
    painter.setBrush(BADGE)
    radius = rect.height() * 0.22
    painter.drawRoundedRect(rect, radius, radius)


def _block(painter: QPainter, rect: QRectF, wall: QColor) -> None:
    painter.setPen(QPen(QColor(INK), max(0.8, rect.height() * 0.02)))
    painter.setBrush(wall)
    radius = rect.height() * 0.05
    painter.drawRoundedRect(rect, radius, radius)


def paint_face(painter: QPainter, rect: QRectF, face: Face) -> None:
    """One balcony face filling ``rect``: its condition in a badge on top (none: an empty
    lintel), the French window with the icons in front, the railing at the bottom."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    w, h = rect.width(), rect.height()
    _block(painter, rect, WALL)
    pad = w * 0.05
    band = QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, h * 0.3)
    if face.condition is not None:
        _badge(painter, band)
        inner = band.adjusted(
            band.height() * 0.15, band.height() * 0.1, -band.height() * 0.15, -band.height() * 0.1
        )
        draw_items(painter, inner, condition_items(face.condition))
    rail_top = rect.bottom() - h * 0.24
    room_top = band.bottom() + h * 0.03
    # the French window behind the residents
    window = QRectF(rect.left() + w * 0.2, room_top, w * 0.6, rail_top - room_top + h * 0.12)
    painter.setPen(QPen(QColor(INK), max(0.6, h * 0.012)))
    painter.setBrush(WINDOW)
    painter.drawRect(window)
    painter.drawLine(
        QPointF(window.center().x(), window.top()), QPointF(window.center().x(), window.bottom())
    )
    # the icons, side by side, standing on the railing
    n = max(1, len(face.elements))
    size = min(rail_top - room_top, (w - 2 * pad) / n)
    x = rect.center().x() - size * n / 2
    for element in face.elements:
        draw_icon(painter, element, QRectF(x, rail_top - size, size, size))
        x += size
    _railing(
        painter,
        QRectF(
            rect.left() + pad * 0.4, rail_top, w - pad * 0.8, rect.bottom() - rail_top - pad * 0.4
        ),
    )
    painter.restore()


def _railing(painter: QPainter, rect: QRectF) -> None:
    """A handrail, balusters and the slab."""
    h = rect.height()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(RAIL)
    painter.drawRoundedRect(QRectF(rect.left(), rect.top(), rect.width(), h * 0.2), 2, 2)
    painter.drawRect(QRectF(rect.left(), rect.bottom() - h * 0.22, rect.width(), h * 0.22))
    bars = 9
    bar_w = rect.width() * 0.025
    for i in range(bars):
        x = rect.left() + rect.width() * (i + 0.5) / bars - bar_w / 2
        painter.drawRect(QRectF(x, rect.top(), bar_w, h))


def paint_entrance(painter: QPainter, rect: QRectF, side: Side, rule: DoorRule) -> None:
    """The entrance block as ``side`` sees it: its door in that side's colour, and the door's
    scoring rule (``rule``, which scores for ``side`` only) in a badge above."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    w, h = rect.width(), rect.height()
    _block(painter, rect, ENTRANCE_WALL)
    pad = w * 0.05
    rows = door_rows(side, rule)
    band = QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, h * (0.1 + 0.21 * len(rows)))
    _badge(painter, band)
    row_h = (band.height() - h * 0.04) / len(rows)
    for i, row in enumerate(rows):
        line = QRectF(
            band.left() + pad * 0.5, band.top() + h * 0.02 + i * row_h, band.width() - pad, row_h
        )
        draw_items(painter, line.adjusted(0, row_h * 0.06, 0, -row_h * 0.06), row)
    door_h = rect.bottom() - band.bottom() - h * 0.02
    door = QRectF(0, 0, door_h, door_h)
    door.moveCenter(QPointF(rect.center().x(), band.bottom() + h * 0.02 + door_h / 2))
    draw_icon(painter, f"door:{DOOR_COLOURS[side]}", door)
    painter.restore()
