"""Colours, pens and the marks shared by the board items (legal-target outline, pencil ink)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from .art import hand_font

OUTLINE = QColor("#5A4636")
PENCIL = QColor("#3D3D40")
INK = QColor("#1F3F73")  # the "pen" the numbers are written with
PAPER = QColor("#FFF8E8")
PAPER_EDGE = QColor("#D9C9A3")
BLUEPRINT = QColor("#2F6CA3")
LEGAL = QColor("#3E9B4F")
TARGET = QColor("#C9387A")
CURSOR = QColor("#E07B00")
DRAFT = QColor("#7A4FB5")
MUTED = QColor("#8C7B6B")


def tag_label(painter: QPainter, rect: QRectF, text: str, pixel_size: float = 11) -> None:
    """A small white label with a rounded outline ("effect", "passed on", "✓ 7 points")."""
    painter.setPen(QPen(OUTLINE, 1))
    painter.setBrush(QColor(255, 255, 255, 230))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setFont(hand_font(pixel_size))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def legal_mark(painter: QPainter, rect: QRectF, color: QColor = LEGAL, badge: str = "+") -> None:
    """A legal target: tinted fill, dashed outline and a round badge with a symbol.

    The outline pattern and the badge carry the meaning, the colour only helps.
    """
    fill = QColor(color)
    fill.setAlpha(48)
    painter.setBrush(fill)
    pen = QPen(color, 2.4, Qt.PenStyle.DashLine)
    pen.setDashPattern([3.0, 2.0])
    painter.setPen(pen)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
    r = min(9.0, rect.width() / 3)
    c = QPointF(rect.right() - r - 1, rect.top() + r + 1)
    painter.setBrush(QBrush(color))
    painter.setPen(QPen(Qt.GlobalColor.white, 1.5))
    painter.drawEllipse(c, r, r)
    painter.setPen(QPen(Qt.GlobalColor.white, 2.2))
    if badge == "+":
        painter.drawLine(QPointF(c.x() - r / 2, c.y()), QPointF(c.x() + r / 2, c.y()))
        painter.drawLine(QPointF(c.x(), c.y() - r / 2), QPointF(c.x(), c.y() + r / 2))
    else:  # a dot: "click here"
        painter.setBrush(QBrush(Qt.GlobalColor.white))
        painter.drawEllipse(c, r / 3, r / 3)


def hover_mark(painter: QPainter, rect: QRectF) -> None:
    """The house under a dragged card: a thick solid outline with corner ticks."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(LEGAL.darker(130), 4))
    painter.drawRoundedRect(rect.adjusted(0, 0, 0, 0), 7, 7)


def cursor_mark(painter: QPainter, rect: QRectF) -> None:
    """The keyboard cursor: corner brackets (shape, not just colour)."""
    painter.setPen(QPen(CURSOR, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = rect.adjusted(-3, -3, 3, 3)
    k = min(r.width(), r.height()) / 4
    path = QPainterPath()
    for cx, cy, dx, dy in (
        (r.left(), r.top(), 1, 1),
        (r.right(), r.top(), -1, 1),
        (r.left(), r.bottom(), 1, -1),
        (r.right(), r.bottom(), -1, -1),
    ):
        path.moveTo(cx + dx * k, cy)
        path.lineTo(cx, cy)
        path.lineTo(cx, cy + dy * k)
    painter.drawPath(path)


def pencil_cross(painter: QPainter, rect: QRectF) -> None:
    """A hand-drawn cross through a track box."""
    from .art import draw

    s = min(rect.width(), rect.height())
    draw(painter, "check_mark", QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s))
