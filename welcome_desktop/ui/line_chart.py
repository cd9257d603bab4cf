"""A small line chart drawn with QPainter: series of (x, y) points on whole-number x ticks.

Used for the end screen's running totals; statistics can reuse it. Drawing it ourselves keeps
numpy/pyqtgraph (about 54 MB of the installed bundle) out of the game for a chart of a few
dozen points.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QToolTip, QWidget

from .guard import guarded

#: Marker shapes, told apart without colour: circle, square, triangle, diamond, plus, cross.
MARKERS = ("o", "s", "t", "d", "+", "x")


@dataclass(frozen=True)
class Series:
    """One line: a legend name, its points in x order, a colour and a marker shape."""

    name: str
    points: tuple[tuple[float, float], ...]
    colour: str
    marker: str = "o"


def nice_step(span: float, max_ticks: int, whole: bool = False) -> float:
    """The smallest 1, 2 or 5 × 10^k step that cuts ``span`` into at most ``max_ticks`` parts."""
    max_ticks = max(1, max_ticks)
    if span <= 0:
        return 1.0
    raw = span / max_ticks
    exponent = math.floor(math.log10(raw))
    for base in (1.0, 2.0, 5.0, 10.0):
        step = base * 10.0**exponent
        if step >= raw - 1e-9:
            break
    return max(step, 1.0) if whole else step


def ticks(low: float, high: float, step: float) -> list[float]:
    """Multiples of ``step`` from the one at or below ``low`` to the one at or above ``high``."""
    first = math.floor(low / step + 1e-9)
    last = math.ceil(high / step - 1e-9)
    return [k * step for k in range(first, max(last, first + 1) + 1)]


def tick_label(value: float) -> str:
    return str(round(value)) if abs(value - round(value)) < 1e-9 else f"{value:g}"


class LineChart(QWidget):
    """Lines with markers, a grid, axis titles and a legend; hovering a point names it."""

    BACKGROUND = QColor("#FFF8E8")
    INK = QColor("#5A4636")
    GRID = QColor(90, 70, 54, 50)
    MARKER_SIZE = 7.0
    HOVER_RADIUS = 9.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[Series, ...] = ()
        self._x_title = ""
        self._y_title = ""
        self._min_y_span = (0.0, 1.0)
        self._point_text: Callable[[Series, float, float], str] = lambda s, _x, y: (
            f"{s.name}: {tick_label(y)}"
        )
        self.setMouseTracking(True)
        self.setMinimumHeight(220)

    # --- data ------------------------------------------------------------------------------------
    def set_series(self, series: Sequence[Series]) -> None:
        self._series = tuple(series)
        self._update_accessible_text()
        self.update()

    def series(self) -> tuple[Series, ...]:
        return self._series

    def set_axis_titles(self, x_title: str, y_title: str) -> None:
        self._x_title, self._y_title = x_title, y_title
        self._update_accessible_text()
        self.update()

    def axis_titles(self) -> tuple[str, str]:
        return self._x_title, self._y_title

    def set_minimum_y_span(self, low: float, high: float) -> None:
        """The y axis shows at least ``low``..``high`` (a flat or one-point line stays readable)."""
        self._min_y_span = (low, high)
        self.update()

    def set_point_text(self, text: Callable[[Series, float, float], str]) -> None:
        """How a hovered point is described (the caller translates it)."""
        self._point_text = text

    # --- scales ----------------------------------------------------------------------------------
    def x_bounds(self) -> tuple[float, float]:
        xs = [x for s in self._series for x, _ in s.points]
        low, high = (min(xs), max(xs)) if xs else (0.0, 1.0)
        return low, max(high, low + 1)

    def y_ticks(self) -> list[float]:
        ys = [y for s in self._series for _, y in s.points]
        low = min([self._min_y_span[0], *ys])
        high = max([self._min_y_span[1], *ys])
        rows = max(2, int(self._plot_rect().height() // (self.fontMetrics().height() * 2.2)))
        return ticks(low, high, nice_step(high - low, min(rows, 8)))

    def x_ticks(self) -> list[float]:
        low, high = self.x_bounds()
        widest = self.fontMetrics().horizontalAdvance(tick_label(high)) + 12
        columns = max(1, int(self._plot_rect().width() // (widest * 1.6)))
        step = nice_step(high - low, min(columns, 12), whole=True)
        return [x for x in ticks(low, high, step) if low - 1e-9 <= x <= high + 1e-9]

    def _plot_rect(self) -> QRectF:
        """The area inside the axes (margins sized from the font, not fixed pixels)."""
        fm = self.fontMetrics()
        line = fm.height()
        left = line * 1.6 + fm.horizontalAdvance("−0000") + 8
        top, bottom = line * 0.8, line * 2.8
        width = max(10.0, self.width() - left - line)
        return QRectF(left, top, width, max(10.0, self.height() - top - bottom))

    def _mapper(self, y_ticks: list[float] | None = None) -> Callable[[float, float], QPointF]:
        """Data to widget coordinates; the y axis spans ``y_ticks`` (computed if not given)."""
        rect = self._plot_rect()
        x_low, x_high = self.x_bounds()
        pad = (x_high - x_low) * 0.03
        x_low, x_high = x_low - pad, x_high + pad
        y = y_ticks or self.y_ticks()
        y_low, y_high = y[0], y[-1]

        def to_screen(x: float, value: float) -> QPointF:
            return QPointF(
                rect.left() + (x - x_low) / (x_high - x_low) * rect.width(),
                rect.bottom() - (value - y_low) / (y_high - y_low) * rect.height(),
            )

        return to_screen

    # --- painting --------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(520, 260)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.BACKGROUND)
        rect = self._plot_rect()
        y_ticks = self.y_ticks()
        to_screen = self._mapper(y_ticks)
        self._paint_axes(painter, rect, y_ticks, to_screen)
        painter.setClipRect(rect.adjusted(-self.MARKER_SIZE, -self.MARKER_SIZE, 8, 8))
        for series in self._series:
            self._paint_series(painter, series, to_screen)
        painter.setClipping(False)
        self._paint_legend(painter, rect)
        painter.end()

    def _paint_axes(
        self,
        painter: QPainter,
        rect: QRectF,
        y_ticks: list[float],
        to_screen: Callable[[float, float], QPointF],
    ) -> None:
        fm = self.fontMetrics()
        grid = QPen(self.GRID, 1)
        ink = QPen(self.INK, 1.2)
        for value in y_ticks:
            y = to_screen(0, value).y()
            painter.setPen(grid)
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(ink)
            label = tick_label(value).replace("-", "−")
            painter.drawText(
                QRectF(0, y - fm.height() / 2, rect.left() - 6, fm.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        for value in self.x_ticks():
            x = to_screen(value, 0).x()
            painter.setPen(grid)
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            painter.setPen(ink)
            painter.drawText(
                QRectF(x - 40, rect.bottom() + 4, 80, fm.height()),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                tick_label(value),
            )
        painter.setPen(ink)
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        painter.drawLine(rect.bottomLeft(), rect.topLeft())
        painter.drawText(
            QRectF(rect.left(), rect.bottom() + fm.height() + 6, rect.width(), fm.height()),
            Qt.AlignmentFlag.AlignHCenter,
            self._x_title,
        )
        painter.save()
        painter.translate(fm.height() * 0.2, rect.center().y())
        painter.rotate(-90)
        painter.drawText(
            QRectF(-rect.height() / 2, 0, rect.height(), fm.height()),
            Qt.AlignmentFlag.AlignHCenter,
            self._y_title,
        )
        painter.restore()

    def _paint_series(
        self, painter: QPainter, series: Series, to_screen: Callable[[float, float], QPointF]
    ) -> None:
        colour = QColor(series.colour)
        points = [to_screen(x, y) for x, y in series.points]
        if len(points) > 1:
            path = QPainterPath(points[0])
            for point in points[1:]:
                path.lineTo(point)
            pen = QPen(colour, 2.5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        for point in points:
            draw_marker(painter, point, series.marker, colour, self.MARKER_SIZE)

    def _paint_legend(self, painter: QPainter, rect: QRectF) -> None:
        if not self._series:
            return
        fm = self.fontMetrics()
        row = fm.height() + 4
        width = 40 + max(fm.horizontalAdvance(s.name) for s in self._series) + 10
        box = QRectF(rect.left() + 10, rect.top() + 8, width, row * len(self._series) + 8)
        painter.setPen(QPen(QColor(90, 70, 54, 90), 1))
        painter.setBrush(QColor(255, 248, 232, 225))
        painter.drawRoundedRect(box, 5, 5)
        for i, series in enumerate(self._series):
            y = box.top() + 4 + row * i + row / 2
            colour = QColor(series.colour)
            painter.setPen(QPen(colour, 2.5))
            painter.drawLine(QPointF(box.left() + 8, y), QPointF(box.left() + 32, y))
            draw_marker(painter, QPointF(box.left() + 20, y), series.marker, colour, 7)
            painter.setPen(QPen(self.INK))
            painter.drawText(
                QRectF(box.left() + 40, y - row / 2, width - 40, row),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                series.name,
            )

    # --- hover -----------------------------------------------------------------------------------
    def point_near(self, pos: QPointF) -> tuple[Series, float, float] | None:
        """The plotted point closest to ``pos`` (widget coordinates), if within reach."""
        to_screen = self._mapper()
        best: tuple[float, tuple[Series, float, float]] | None = None
        for series in self._series:
            for x, y in series.points:
                d = math.dist((pos.x(), pos.y()), _xy(to_screen(x, y)))
                if d <= self.HOVER_RADIUS and (best is None or d < best[0]):
                    best = (d, (series, x, y))
        return best[1] if best else None

    @guarded
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            hit = self.point_near(QPointF(event.pos()))
            if hit is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self._point_text(*hit), self)
            return True
        return super().event(event)

    def _update_accessible_text(self) -> None:
        last = [f"{s.name} {tick_label(s.points[-1][1])}" for s in self._series if s.points]
        self.setAccessibleName(self._y_title)
        self.setAccessibleDescription(", ".join(last))


def _xy(point: QPointF) -> tuple[float, float]:
    return point.x(), point.y()


def draw_marker(painter: QPainter, at: QPointF, shape: str, colour: QColor, size: float) -> None:
    """One marker of ``shape`` (see MARKERS) centred on ``at``."""
    r = size / 2
    painter.setPen(QPen(colour.darker(130), 1.2))
    painter.setBrush(colour)
    if shape == "s":
        painter.drawRect(QRectF(at.x() - r, at.y() - r, size, size))
    elif shape == "t":
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(at.x(), at.y() - r * 1.2),
                    QPointF(at.x() + r * 1.1, at.y() + r * 0.8),
                    QPointF(at.x() - r * 1.1, at.y() + r * 0.8),
                ]
            )
        )
    elif shape == "d":
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(at.x(), at.y() - r * 1.3),
                    QPointF(at.x() + r * 1.3, at.y()),
                    QPointF(at.x(), at.y() + r * 1.3),
                    QPointF(at.x() - r * 1.3, at.y()),
                ]
            )
        )
    elif shape in ("+", "x"):
        painter.setPen(QPen(colour, 2.2))
        d = r * 1.2
        if shape == "+":
            painter.drawLine(QPointF(at.x() - d, at.y()), QPointF(at.x() + d, at.y()))
            painter.drawLine(QPointF(at.x(), at.y() - d), QPointF(at.x(), at.y() + d))
        else:
            painter.drawLine(QPointF(at.x() - d, at.y() - d), QPointF(at.x() + d, at.y() + d))
            painter.drawLine(QPointF(at.x() - d, at.y() + d), QPointF(at.x() + d, at.y() - d))
    else:
        painter.drawEllipse(at, r, r)
