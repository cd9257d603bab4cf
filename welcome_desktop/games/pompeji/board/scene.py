"""The city scene: one item per card, placed on a grid that grows from the first card, and
highlighted target cells; it only draws a City and reports clicks, the rules stay in the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ....ui.guard import guarded
from ..engine import City, Pos, Tile
from .art import CARD_H, CARD_W, paint_card

GAP: Final = 6.0
PITCH_X: Final = CARD_W + GAP
PITCH_Y: Final = CARD_H + GAP


def cell_rect(pos: Pos) -> QRectF:
    """The scene rect of a city cell; the start card's cell (0, 0) is at the origin."""
    return QRectF(pos[0] * PITCH_X, pos[1] * PITCH_Y, CARD_W, CARD_H)


def cell_at(point: QPointF) -> Pos:
    """The cell under a scene point (cells own their right and bottom gap)."""
    return (int(point.x() // PITCH_X), int(point.y() // PITCH_Y))


class TileItem(QGraphicsItem):
    """A card (or statue) in the city."""

    def __init__(self, pos: Pos, tile: Tile) -> None:
        super().__init__()
        self.cell = pos
        self.tile = tile
        self.setPos(cell_rect(pos).topLeft())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_card(painter, self.boundingRect(), self.tile.card, self.tile.statue)


class TargetItem(QGraphicsItem):
    """A highlighted empty cell where the selected card may go."""

    def __init__(self, pos: Pos) -> None:
        super().__init__()
        self.cell = pos
        self.setPos(cell_rect(pos).topLeft())
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(QPen(QColor("#2e7d32"), 2.0, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(46, 125, 50, 40))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 6, 6)


class CityScene(QGraphicsScene):
    """Draws a City; ``cell_chosen`` fires when a highlighted cell is clicked."""

    cell_chosen = Signal(int, int)

    def __init__(self, describe: Callable[[Tile], str] | None = None) -> None:
        super().__init__()
        self.describe = describe  # a card's words for its tooltip (none without)
        self.city = City({})
        self.tiles: dict[Pos, TileItem] = {}
        self.targets: dict[Pos, TargetItem] = {}
        # the targets are drawn (the player's setting); hidden, they still accept the card
        self.show_targets = True

    def set_city(self, city: City) -> None:
        """Add, replace or remove tile items so that they match ``city`` (compare and update)."""
        self.city = city
        for pos in [p for p in self.tiles if p not in city.tiles]:
            self.removeItem(self.tiles.pop(pos))
        for pos, tile in city.tiles.items():
            item = self.tiles.get(pos)
            if item is not None and item.tile == tile:
                continue
            if item is not None:
                self.removeItem(item)
            item = TileItem(pos, tile)
            if self.describe is not None:
                item.setToolTip(self.describe(tile))
            self.tiles[pos] = item
            self.addItem(item)
        self.highlight(())
        self._fit()

    def redescribe(self) -> None:
        """Every card's tooltip again (the language changed)."""
        if self.describe is not None:
            for item in self.tiles.values():
                item.setToolTip(self.describe(item.tile))

    def highlight(self, cells: tuple[Pos, ...]) -> None:
        """Make exactly these cells the targets (e.g. ``city.cells_for(card)``), drawn if
        ``show_targets``."""
        for pos in [p for p in self.targets if p not in cells]:
            self.removeItem(self.targets.pop(pos))
        for pos in cells:
            if pos not in self.targets:
                item = TargetItem(pos)
                item.setVisible(self.show_targets)
                self.targets[pos] = item
                self.addItem(item)

    def _fit(self) -> None:
        """The scene rect: the city's cells plus one ring of cells around them."""
        c = self.city
        if not c.tiles:
            return
        top_left = cell_rect((c.left - 1, c.top - 1)).topLeft()
        bottom_right = cell_rect((c.right + 1, c.bottom + 1)).bottomRight()
        self.setSceneRect(QRectF(top_left, bottom_right))

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = cell_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and pos in self.targets:
            self.cell_chosen.emit(pos[0], pos[1])
            event.accept()
            return
        super().mousePressEvent(event)


class CityView(QGraphicsView):
    """A view that keeps the whole city in sight.

    The whole city always fits, so the view never scrolls: its scroll bars are off, and a refit
    (``_refit``, which subclasses may adjust) happens only when the viewport's size or the
    city's rect changed. So no refit can cause another one (a scroll bar that appeared after a
    refit would shrink the viewport and refit again, forever). ``fit_count`` counts the refits
    (tests check they stop)."""

    def __init__(self, scene: CityScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.fit_count = 0
        self._fitted: tuple[int, int, QRectF] | None = None
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(QColor("#e9dfc7"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scene.sceneRectChanged.connect(self._scene_rect_changed)

    def refit(self) -> None:
        """Fit the city to the viewport, unless neither changed since the last fit."""
        size, rect = self.viewport().size(), self.sceneRect()
        key = (size.width(), size.height(), rect)
        if key == self._fitted:
            return
        self._fitted = key
        self.fit_count += 1
        self._refit(rect)

    def _refit(self, rect: QRectF) -> None:
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    @guarded
    def _scene_rect_changed(self, rect: QRectF) -> None:
        self.refit()

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()
