"""Our own card art, drawn with QPainter: seven colours each with its own pattern (so cards stay
apart in grey or for colour-blind players) and seven bold monument silhouettes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen

from ..engine import Colour, Monument, colour_of, monument_of, value_of

CARD_W: Final = 72.0
CARD_H: Final = 72.0

# Colour -> (fill, pattern). Fills differ in lightness too, patterns differ in kind.
COLOUR_STYLE: Final[dict[Colour, tuple[str, Qt.BrushStyle]]] = {
    Colour.RED: ("#c8463c", Qt.BrushStyle.HorPattern),
    Colour.ORANGE: ("#e8913a", Qt.BrushStyle.VerPattern),
    Colour.YELLOW: ("#f2d54b", Qt.BrushStyle.Dense7Pattern),
    Colour.GREEN: ("#5f9e4f", Qt.BrushStyle.BDiagPattern),
    Colour.BLUE: ("#3f6fb5", Qt.BrushStyle.FDiagPattern),
    Colour.PURPLE: ("#8a4f9e", Qt.BrushStyle.CrossPattern),
    Colour.GREY: ("#8c8c8c", Qt.BrushStyle.DiagCrossPattern),
}
INK: Final = QColor("#2b2118")
STONE: Final = QColor("#f4ecd8")


def _temple(r: QRectF) -> QPainterPath:
    """A pediment on four columns."""
    p = QPainterPath()
    p.moveTo(r.left(), r.top() + r.height() * 0.3)
    p.lineTo(r.center().x(), r.top())
    p.lineTo(r.right(), r.top() + r.height() * 0.3)
    p.closeSubpath()
    w = r.width() / 9
    for i in range(4):
        p.addRect(
            QRectF(r.left() + w * (0.5 + 2.2 * i), r.top() + r.height() * 0.35, w, r.height() * 0.5)
        )
    p.addRect(QRectF(r.left(), r.bottom() - r.height() * 0.12, r.width(), r.height() * 0.12))
    return p


def _basilica(r: QRectF) -> QPainterPath:
    """A long hall with a high nave and a round apse."""
    p = QPainterPath()
    p.addRect(QRectF(r.left(), r.top() + r.height() * 0.45, r.width(), r.height() * 0.55))
    p.addRect(
        QRectF(
            r.left() + r.width() * 0.25,
            r.top() + r.height() * 0.15,
            r.width() * 0.5,
            r.height() * 0.35,
        )
    )
    p.addEllipse(
        QRectF(
            r.right() - r.width() * 0.3,
            r.top() + r.height() * 0.3,
            r.width() * 0.3,
            r.height() * 0.3,
        )
    )
    return p


def _amphitheatre(r: QRectF) -> QPainterPath:
    """An oval ring of tiers."""
    p = QPainterPath()
    p.addEllipse(r.adjusted(0, r.height() * 0.15, 0, -r.height() * 0.15))
    p.addEllipse(
        r.adjusted(r.width() * 0.25, r.height() * 0.35, -r.width() * 0.25, -r.height() * 0.35)
    )
    p.setFillRule(Qt.FillRule.OddEvenFill)
    return p


def _thermae(r: QRectF) -> QPainterPath:
    """A dome over a pool with rising steam."""
    p = QPainterPath()
    p.moveTo(r.left(), r.top() + r.height() * 0.6)
    p.arcTo(QRectF(r.left(), r.top() + r.height() * 0.2, r.width(), r.height() * 0.8), 180, -180)
    p.closeSubpath()
    p.addRect(QRectF(r.left(), r.top() + r.height() * 0.6, r.width(), r.height() * 0.4))
    for i in range(3):
        x = r.left() + r.width() * (0.25 + 0.25 * i)
        p.addEllipse(QPointF(x, r.top() + r.height() * 0.1), r.width() * 0.06, r.height() * 0.1)
    return p


def _villa(r: QRectF) -> QPainterPath:
    """A house with a pitched roof and a courtyard opening."""
    p = QPainterPath()
    p.moveTo(r.left(), r.top() + r.height() * 0.4)
    p.lineTo(r.center().x(), r.top() + r.height() * 0.05)
    p.lineTo(r.right(), r.top() + r.height() * 0.4)
    p.lineTo(r.right(), r.bottom())
    p.lineTo(r.left(), r.bottom())
    p.closeSubpath()
    p.addRect(
        QRectF(
            r.center().x() - r.width() * 0.12,
            r.top() + r.height() * 0.6,
            r.width() * 0.24,
            r.height() * 0.4,
        )
    )
    p.setFillRule(Qt.FillRule.OddEvenFill)
    return p


def _fountain(r: QRectF) -> QPainterPath:
    """A basin on a foot with a jet."""
    p = QPainterPath()
    p.addEllipse(QRectF(r.left(), r.top() + r.height() * 0.45, r.width(), r.height() * 0.25))
    p.addRect(
        QRectF(
            r.center().x() - r.width() * 0.1,
            r.top() + r.height() * 0.6,
            r.width() * 0.2,
            r.height() * 0.3,
        )
    )
    p.addRect(
        QRectF(
            r.left() + r.width() * 0.2,
            r.bottom() - r.height() * 0.1,
            r.width() * 0.6,
            r.height() * 0.1,
        )
    )
    p.addEllipse(
        QRectF(r.center().x() - r.width() * 0.08, r.top(), r.width() * 0.16, r.height() * 0.45)
    )
    return p


def _granary(r: QRectF) -> QPainterPath:
    """A tall store with a round top and a door."""
    p = QPainterPath()
    body = r.adjusted(r.width() * 0.15, r.height() * 0.2, -r.width() * 0.15, 0)
    p.addRoundedRect(body, body.width() * 0.5, body.width() * 0.4)
    p.addRect(
        QRectF(
            r.center().x() - r.width() * 0.1,
            r.bottom() - r.height() * 0.3,
            r.width() * 0.2,
            r.height() * 0.3,
        )
    )
    p.setFillRule(Qt.FillRule.OddEvenFill)
    return p


SILHOUETTES: Final[dict[Monument, Callable[[QRectF], QPainterPath]]] = {
    Monument.TEMPLE: _temple,
    Monument.BASILICA: _basilica,
    Monument.AMPHITHEATRE: _amphitheatre,
    Monument.THERMAE: _thermae,
    Monument.VILLA: _villa,
    Monument.FOUNTAIN: _fountain,
    Monument.GRANARY: _granary,
}


def paint_card(painter: QPainter, rect: QRectF, card: int, statue: bool = False) -> None:
    """Draw one city card (or a placed statue, a neutral stone tile) into ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(INK, 1.5))
    if statue:
        painter.setBrush(STONE)
        painter.drawRoundedRect(rect, 6, 6)
        figure = QPainterPath()
        c = rect.center()
        h = rect.height()
        figure.addEllipse(QPointF(c.x(), rect.top() + h * 0.25), h * 0.09, h * 0.09)
        figure.addRect(QRectF(c.x() - h * 0.08, rect.top() + h * 0.34, h * 0.16, h * 0.36))
        figure.addRect(QRectF(c.x() - h * 0.2, rect.top() + h * 0.7, h * 0.4, h * 0.12))
        painter.setBrush(INK)
        painter.drawPath(figure)
        painter.restore()
        return
    fill, pattern = COLOUR_STYLE[colour_of(card)]
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setBrush(QBrush(QColor(0, 0, 0, 90), pattern))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(rect, 6, 6)
    inner = rect.adjusted(
        rect.width() * 0.2, rect.height() * 0.22, -rect.width() * 0.2, -rect.height() * 0.12
    )
    painter.setPen(QPen(STONE, 2.0))
    painter.setBrush(INK)
    painter.drawPath(SILHOUETTES[monument_of(card)](inner))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(rect.height() * 0.2)))
    painter.setFont(font)
    badge = QRectF(rect.left() + 3, rect.top() + 3, rect.width() * 0.28, rect.height() * 0.24)
    painter.setPen(QPen(INK, 1.0))
    painter.setBrush(STONE)
    painter.drawEllipse(badge)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(value_of(card)))
    painter.restore()
