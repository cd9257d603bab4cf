"""Pompeji's start-page banner: a street of our city cards under the smoking volcano (Welcome's
start page has its street of houses instead)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from welcome_desktop.ui.painted_banner import PaintedBanner

from ..board.art import paint_card
from ..engine import COLOURS, MONUMENTS, card_id

CARD: Final = 46.0
GAP: Final = 6.0


def banner_card(i: int) -> int:
    """The ``i``th card of the street: neighbours differ in monument and colour, as in play."""
    n = len(MONUMENTS)
    return card_id(MONUMENTS[i % n], COLOURS[(3 * i) % n])


class PompejiBanner(PaintedBanner):
    """A row of monument cards along the bottom of the page, the volcano behind them."""

    OBJECT_NAME = "pompejiBanner"

    def draw_picture(self, p: QPainter, w: float, h: float) -> None:
        # the volcano, with its plume, right of centre
        peak = QPointF(w * 0.72, 34.0)
        mountain = QPainterPath(QPointF(peak.x() - 150, h))
        mountain.lineTo(peak.x() - 16, peak.y())
        mountain.lineTo(peak.x() + 16, peak.y())
        mountain.lineTo(peak.x() + 150, h)
        mountain.closeSubpath()
        p.setPen(QColor("#6b5a48"))
        p.setBrush(QColor("#a08b74"))
        p.drawPath(mountain)
        p.setPen(QColor("#b8402a"))
        p.setBrush(QColor("#e0663f"))
        p.drawEllipse(QPointF(peak.x(), peak.y() + 1), 14.0, 3.0)  # the glowing crater
        p.setPen(QColor(0, 0, 0, 0))
        p.setBrush(QColor(90, 80, 72, 120))
        for k, r in enumerate((7.0, 9.0, 11.0)):
            p.drawEllipse(QPointF(peak.x() + 10 * k, peak.y() - 7 - 5 * k), r, r * 0.6)
        p.fillRect(QRectF(0, h - 10, w, 10), QColor("#c9b48a"))
        x, i = 8.0, 0
        while x < w:
            paint_card(p, QRectF(x, h - CARD - 8, CARD, CARD), banner_card(i))
            x += CARD + GAP
            i += 1
