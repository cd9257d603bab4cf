"""Charts drawn with pyqtgraph in the sheet's paper colours: lines with markers and bars.

One module for every chart of the app (end screen, statistics, replays). Every value is checked
before pyqtgraph sees it: non-finite or absurd numbers are dropped here, because an exception
raised inside Qt's paint code aborts the whole process under PySide6.

A ``Chart`` shows:
- line series (``set_series``), each with a colour and a marker shape told apart without colour;
- bars (``set_bars``), e.g. a histogram;
- a legend: clicking an entry's sample shows or hides that line (pyqtgraph's own behaviour);
- a hover read-out: moving the mouse near a point shows a label naming it (the caller words it);
- an optional vertical cursor (``set_cursor``) that a replay moves round by round.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pyqtgraph as pg
from pyqtgraph.graphicsItems.LegendItem import ItemSample
from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .guard import guarded

#: Marker shapes (pyqtgraph symbol names): circle, square, triangle, diamond, plus, cross.
MARKERS = ("o", "s", "t", "d", "+", "x")
#: Distinct hues for lines; the marker shape tells them apart for colour-blind players.
PALETTE = (
    "#2F6CA3",
    "#D0674F",
    "#3E9B4F",
    "#A98BD6",
    "#F39C4A",
    "#C9387A",
    "#1F9E9A",
    "#8C6D3F",
    "#6B6B6B",
    "#B5B529",
)
PAPER = "#FFF8E8"
INK = "#5A4636"
GRID_ALPHA = 0.25
#: Anything beyond this (in either direction) is not a score: it is dropped, never drawn.
LIMIT = 1_000_000.0
HOVER_RADIUS = 12.0  # pixels


@dataclass(frozen=True)
class Series:
    """One line: a legend name, its points in x order, a colour and a marker shape."""

    name: str
    points: tuple[tuple[float, float], ...]
    colour: str
    marker: str = "o"


def finite(value: object) -> float | None:
    """``value`` as a float if it is a number within ±LIMIT, else None."""
    if isinstance(value, bool):
        return None
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return None
    return number if math.isfinite(number) and abs(number) <= LIMIT else None


def clean_points(points: Iterable[object]) -> tuple[tuple[float, float], ...]:
    """The drawable (x, y) pairs of ``points`` in x order; anything else is dropped."""
    out: dict[float, float] = {}
    for point in points:
        if not isinstance(point, tuple | list) or len(point) != 2:
            continue
        x, y = finite(point[0]), finite(point[1])
        if x is not None and y is not None:
            out[x] = y
    return tuple(sorted(out.items()))


def clean_series(series: Series) -> Series:
    colour = series.colour if QColor(series.colour).isValid() else INK
    marker = series.marker if series.marker in MARKERS else "o"
    return Series(str(series.name), clean_points(series.points), colour, marker)


def tick_label(value: float) -> str:
    return str(round(value)) if abs(value - round(value)) < 1e-9 else f"{value:g}"


class WholeAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis whose ticks fall on whole numbers only (rounds, points)."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:
        spacing: list[tuple[float, float]] = super().tickSpacing(minVal, maxVal, size)
        whole = [(max(1.0, float(round(major))), 0.0) for major, _minor in spacing if major >= 0.5]
        return whole[:1] or [(1.0, 0)]

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        return [tick_label(v * scale).replace("-", "−") for v in values]


class Chart(QWidget):
    """A themed pyqtgraph plot with a legend, hover read-outs and an optional cursor."""

    hovered = Signal(str)  # the read-out text, "" when the mouse leaves every point

    def __init__(self, parent: QWidget | None = None, *, whole_x: bool = True) -> None:
        super().__init__(parent)
        axes = {"bottom": WholeAxis("bottom")} if whole_x else {}
        axes["left"] = WholeAxis("left")
        self.plot = pg.PlotWidget(background=PAPER, axisItems=axes)
        self.plot.setObjectName("chartView")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setMinimumHeight(200)
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=GRID_ALPHA)
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(INK))
            axis.setTextPen(pg.mkPen(INK))
        self.legend = item.addLegend(
            offset=(10, 10),
            brush=pg.mkBrush(255, 248, 232, 225),
            pen=pg.mkPen(QColor(90, 70, 54, 90)),
            labelTextColor=INK,
        )
        self._items: list[tuple[Series, Any]] = []
        self._bars: Any = None
        self._bar_points: tuple[tuple[float, float], ...] = ()
        self._titles = ("", "")
        self._x_labelled = False
        self._min_y = (0.0, 10.0)
        self._point_text: Callable[[Series, float, float], str] = lambda s, _x, y: (
            f"{s.name}: {tick_label(y)}"
        )
        self.readout = pg.TextItem(
            "", color=INK, fill=pg.mkBrush(PAPER), border=pg.mkPen(INK), anchor=(0, 1)
        )
        self.readout.setZValue(100)
        self.readout.hide()
        item.addItem(self.readout, ignoreBounds=True)
        self.round_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(INK, width=1.5))
        self.round_line.setPen(pg.mkPen(QColor(INK), width=1.5, style=Qt.PenStyle.DashLine))
        self.round_line.hide()
        item.addItem(self.round_line, ignoreBounds=True)
        # Every move of the mouse over the plot, and its leaving (pyqtgraph's own sigMouseMoved
        # drops moves closer than 10 ms apart, which could leave a stale read-out).
        self.plot.viewport().installEventFilter(self)
        self.plot.scene().sigMouseClicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    # --- data ------------------------------------------------------------------------------------
    def set_series(self, series: Sequence[Series]) -> None:
        """Replace the lines; values that cannot be drawn are dropped here, never in paint."""
        item = self.plot.getPlotItem()
        for _old, curve in self._items:
            item.removeItem(curve)
        self.legend.clear()
        self._items = []
        for raw in series:
            s = clean_series(raw)
            colour = QColor(s.colour)
            curve = pg.PlotDataItem(
                [x for x, _ in s.points],
                [y for _, y in s.points],
                name=html.escape(s.name, quote=False),  # a legend label is rich text
                pen=pg.mkPen(colour, width=2.5),
                symbol=s.marker,
                symbolSize=8,
                symbolBrush=pg.mkBrush(colour),
                symbolPen=pg.mkPen(colour.darker(130)),
            )
            item.addItem(curve)
            self._items.append((s, curve))
        self.readout.hide()
        self._rescale()
        self._update_accessible_text()

    def set_bars(
        self, bars: Sequence[tuple[object, object]], colour: str = PALETTE[0], width: float = 0.8
    ) -> None:
        """Bars of ``(x, height)``; undrawable ones are dropped. An empty list removes them."""
        item = self.plot.getPlotItem()
        if self._bars is not None:
            item.removeItem(self._bars)
            self._bars = None
        points = clean_points(bars)
        good_width = finite(width)
        if points and good_width is not None and good_width > 0:
            self._bars = pg.BarGraphItem(
                x=[x for x, _ in points],
                height=[h for _, h in points],
                width=good_width,
                brush=pg.mkBrush(colour if QColor(colour).isValid() else INK),
                pen=pg.mkPen(INK),
            )
            item.addItem(self._bars)
        self._bar_points = points
        self._rescale()

    def bar_points(self) -> tuple[tuple[float, float], ...]:
        return self._bar_points

    def series(self) -> tuple[Series, ...]:
        return tuple(s for s, _ in self._items)

    def curve(self, name: str) -> Any:
        """The pyqtgraph item drawing the series called ``name`` (KeyError if none)."""
        for s, curve in self._items:
            if s.name == name:
                return curve
        raise KeyError(name)

    def is_shown(self, name: str) -> bool:
        return bool(self.curve(name).isVisible())

    def set_shown(self, name: str, shown: bool) -> None:
        self.curve(name).setVisible(shown)

    def set_axis_titles(self, x_title: str, y_title: str) -> None:
        item = self.plot.getPlotItem()
        item.setLabel("bottom", x_title, color=INK)
        item.setLabel("left", y_title, color=INK)
        self._titles = (x_title, y_title)
        self._update_accessible_text()

    def axis_titles(self) -> tuple[str, str]:
        return self._titles

    def set_minimum_y_span(self, low: float, high: float) -> None:
        """The y axis shows at least ``low``..``high`` (a flat or one-point line stays readable)."""
        lo, hi = finite(low), finite(high)
        if lo is not None and hi is not None and lo < hi:
            self._min_y = (lo, hi)
            self._rescale()

    def set_point_text(self, text: Callable[[Series, float, float], str]) -> None:
        """How a hovered point is described (the caller translates it)."""
        self._point_text = text

    def set_cursor(self, x: float | None) -> None:
        """A dashed vertical line at ``x`` (a replay's current round), or none."""
        value = finite(x) if x is not None else None
        if value is None:
            self.round_line.hide()
        else:
            self.round_line.setValue(value)
            self.round_line.show()

    def cursor_x(self) -> float | None:
        return float(self.round_line.value()) if self.round_line.isVisible() else None

    def set_x_labels(self, labels: Sequence[tuple[float, str]]) -> None:
        """Name the x positions (e.g. computer levels) instead of numbering them."""
        ticks = [(x, str(text)) for x, text in labels if finite(x) is not None]
        self.plot.getPlotItem().getAxis("bottom").setTicks([ticks] if ticks else None)
        self._x_labelled = bool(ticks)  # room for the first and last names
        self._rescale()

    def x_ticks(self) -> list[float]:
        """The values the bottom axis labels for the current view."""
        axis = self.plot.getPlotItem().getAxis("bottom")
        (low, high), _ = self.plot.getPlotItem().getViewBox().viewRange()
        levels = axis.tickValues(low, high, max(1.0, float(axis.width())))
        return sorted({float(v) for _spacing, values in levels for v in values})

    def _rescale(self) -> None:
        xs = [x for s, _ in self._items for x, _y in s.points]
        ys = [y for s, _ in self._items for _x, y in s.points]
        xs += [x for x, _ in self.bar_points()]
        ys += [h for _, h in self.bar_points()]
        x_low, x_high = (min(xs), max(xs)) if xs else (0.0, 1.0)
        if x_high - x_low < 1:
            x_high = x_low + 1
        pad = 0.5 if self.bar_points() or self._x_labelled else 0.0
        y_low = min([self._min_y[0], *ys])
        y_high = max([self._min_y[1], *ys])
        view = self.plot.getPlotItem().getViewBox()
        view.setXRange(x_low - pad, x_high + pad, padding=0.03)
        view.setYRange(y_low, y_high, padding=0.05)

    # --- hover -----------------------------------------------------------------------------------
    def point_near(self, scene_pos: QPointF) -> tuple[Series, float, float] | None:
        """The shown point nearest to ``scene_pos`` (scene coordinates), if within reach."""
        view = self.plot.getPlotItem().getViewBox()
        best: tuple[float, tuple[Series, float, float]] | None = None
        for s, curve in self._items:
            if not curve.isVisible():
                continue
            for x, y in s.points:
                at = view.mapViewToScene(QPointF(x, y))
                d = math.hypot(at.x() - scene_pos.x(), at.y() - scene_pos.y())
                if d <= HOVER_RADIUS and (best is None or d < best[0]):
                    best = (d, (s, x, y))
        return best[1] if best else None

    def scene_position(self, x: float, y: float) -> QPointF:
        """Where the data point (x, y) is in the plot's scene."""
        view = self.plot.getPlotItem().getViewBox()
        return QPointF(view.mapViewToScene(QPointF(x, y)))

    def _clicked(self, event: Any) -> None:
        """A click on a legend entry (its sample or its name) shows or hides that line.

        pyqtgraph toggles on its sample only, and only when its own hover bookkeeping picked
        the sample; this catches every other click on the entry."""
        if event.button() != Qt.MouseButton.LeftButton or event.double():
            return
        if event.isAccepted() and isinstance(event.currentItem, ItemSample):
            return  # pyqtgraph has toggled it already
        pos = event.scenePos()
        for sample, label in self.legend.items:
            if sample.sceneBoundingRect().contains(pos) or label.sceneBoundingRect().contains(pos):
                sample.item.setVisible(not sample.item.isVisible())
                sample.update()
                event.accept()
                if self.readout.isVisible():
                    self._mouse_moved(None)
                return

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.plot.viewport():
            if event.type() == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
                self._mouse_moved(self.plot.mapToScene(event.position().toPoint()))
            elif event.type() == QEvent.Type.Leave:
                self._mouse_moved(None)
        return super().eventFilter(watched, event)

    def _mouse_moved(self, scene_pos: QPointF | None) -> None:
        hit = None if scene_pos is None else self.point_near(scene_pos)
        if hit is None:
            if self.readout.isVisible():
                self.readout.hide()
                self.hovered.emit("")
            return
        series, x, y = hit
        text = self._point_text(series, x, y)
        self.readout.setText(text, color=INK)
        view = self.plot.getPlotItem().getViewBox()
        (x_low, x_high), _ = view.viewRange()
        # keep the label inside the plot: to the left of points in the right half
        self.readout.setAnchor((1, 1) if x > (x_low + x_high) / 2 else (0, 1))
        self.readout.setPos(x, y)
        self.readout.show()
        self.hovered.emit(text)

    def readout_text(self) -> str:
        return str(self.readout.toPlainText()) if self.readout.isVisible() else ""

    def _update_accessible_text(self) -> None:
        last = [f"{s.name} {tick_label(s.points[-1][1])}" for s, _ in self._items if s.points]
        self.setAccessibleName(self.axis_titles()[1])
        self.setAccessibleDescription(", ".join(last))

    def setFont(self, font: QFont | str | Sequence[str]) -> None:  # axes follow the widget font
        super().setFont(font)
        for name in ("left", "bottom"):
            self.plot.getPlotItem().getAxis(name).setStyle(tickFont=self.font())


# Every mouse move reaches the scene (its 100 Hz default drops the last move of a quick hand,
# leaving hover state and clicks on legend entries out of step with the pointer).
pg.setConfigOptions(antialias=True, foreground=INK, background=PAPER, mouseRateLimit=0)


def chart_missing_lines(chart: Chart) -> list[str]:
    """Names of the chart's series whose colour appears nowhere in its rendered image."""
    from PySide6.QtGui import QColor

    image = chart.grab().toImage()
    width, height = image.width(), image.height()
    seen = {image.pixel(x, y) & 0xFFFFFF for y in range(height) for x in range(width)}
    return [s.name for s in chart.series() if QColor(s.colour).rgb() & 0xFFFFFF not in seen]
