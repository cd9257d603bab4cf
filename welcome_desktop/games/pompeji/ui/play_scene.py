"""The city scene in play: the city (with the card placed this turn), the hand tray below it,
highlighted legal cells while a card is held, a street-by-street score preview over the hovered
cell, and the drop decisions (a legal cell plays, anything else slides back with the reason)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import display_name

from ..app.view import TurnView
from ..board.art import CARD_H, CARD_W
from ..board.scene import PITCH_X, PITCH_Y, CityScene, cell_at, cell_rect
from ..engine import MONUMENT_CARDS, PlacementScore, Pos, Reason, score_placement
from .hand import STATUE, DiscardPile, HandCard
from .texts import Pompeji, card_text, hand_text, street_name, tile_text

TRAY_GAP: Final = 18.0


def best_statue_score(view: TurnView, cell: Pos) -> tuple[int, int]:
    """The best identity for a statue at ``cell`` and its points (ties: the lowest card id)."""
    scored = [(score_placement(view.city, cell, c, True).total, -c) for c in range(MONUMENT_CARDS)]
    points, card = max(scored)
    return -card, points


class ScorePreview(QGraphicsObject):
    """What the held card would score on the hovered cell: one line per street and the total."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.bold = -1  # the total's line
        self.setZValue(200)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.font = QFont()
        self.font.setPixelSize(12)
        self.hide()

    def show_score(
        self,
        cell: Pos,
        score: PlacementScore,
        statue: bool,
        heading: str = "",
        others: tuple[str, ...] = (),
    ) -> None:
        """``heading``: a first line naming the card; ``others``: lines after the total."""
        lines = [heading] if heading else []
        for street in score.streets:
            parts = []
            if street.monument:
                parts.append(arg(Pompeji.tr("monument %1"), street.monument))
            if street.colour:
                parts.append(arg(Pompeji.tr("colour %1"), street.colour))
            if street.seventh:
                parts.append(arg(Pompeji.tr("7th card +%1"), street.seventh))
            detail = ", ".join(parts) if parts else "0"
            lines.append(arg(Pompeji.tr("%1: %2"), street_name(street.street), detail))
        total = arg(Pompeji.tr("Total: %1 points"), score.total)
        if statue:
            total = arg(Pompeji.tr("Statue, best: %1 points"), score.total)
        self.prepareGeometryChange()
        self.bold = len(lines)
        self.lines = [*lines, total, *others]
        self.setPos(self.place_beside(cell_rect(cell)))
        self.show()
        self.update()

    def place_beside(self, cell: QRectF) -> QPointF:
        """Right of the cell, or left of it where the right side would leave the scene (a cell
        at the city's right edge), and moved up rather than below the scene's bottom."""
        size = self.boundingRect()
        x, y = cell.right() + 4, cell.top()
        scene = self.scene()
        if scene is None:
            return QPointF(x, y)
        bounds = scene.sceneRect()
        if x + size.width() > bounds.right():
            x = max(bounds.left(), cell.left() - 4 - size.width())
        y = max(bounds.top(), min(y, bounds.bottom() - size.height()))
        return QPointF(x, y)

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self.font)
        bold = QFont(self.font)
        bold.setBold(True)
        wide = QFontMetricsF(bold)  # the total line is drawn bold: measure it so
        width = max(
            (
                (wide if i == self.bold else metrics).horizontalAdvance(t)
                for i, t in enumerate(self.lines)
            ),
            default=0,
        )
        return QRectF(0, 0, width + 14, metrics.height() * len(self.lines) + 10)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        painter.setPen(QPen(QColor("#2b2118"), 1.0))
        painter.setBrush(QColor(255, 250, 235, 235))
        painter.drawRoundedRect(rect, 5, 5)
        painter.setFont(self.font)
        line_h = QFontMetricsF(self.font).height()
        bold = QFont(self.font)
        bold.setBold(True)
        for i, text in enumerate(self.lines):
            painter.setFont(bold if i == self.bold else self.font)
            painter.drawText(QPointF(7, 5 + line_h * (i + 0.8)), text)


class PlayScene(CityScene):
    """Draws a ``TurnView`` and turns drags and clicks into requests for the board page."""

    card_dropped = Signal(int, int, int)  # card, column, row
    statue_dropped = Signal(int, int)  # column, row: the page asks which monument and colour
    discard_dropped = Signal(int)
    refused = Signal(str)  # a Reason value

    def __init__(self) -> None:
        super().__init__(tile_text)
        self.view_value: TurnView | None = None
        self.hand_items: list[HandCard] = []
        self.discard_pile: DiscardPile | None = None
        self.selected: int | None = None  # a card chosen by a click (then click a cell)
        self.cursor: Pos | None = None  # the keyboard's cell
        self.tray = QRectF()
        self.preview = ScorePreview()
        self.addItem(self.preview)
        self.draft_mark = QGraphicsRectItem(-4, -4, CARD_W + 8, CARD_H + 8)
        self.draft_mark.setPen(QPen(QColor("#1f5fbf"), 4.0, Qt.PenStyle.DashLine))
        self.draft_mark.setZValue(50)
        self.draft_mark.hide()
        self.addItem(self.draft_mark)
        self.discard_label = ""
        self.recent_marks: list[QGraphicsEllipseItem] = []
        self.cursor_mark = QGraphicsRectItem(-3, -3, CARD_W + 6, CARD_H + 6)
        self.cursor_mark.setPen(QPen(QColor("#1f5fbf"), 4.0))
        self.cursor_mark.setZValue(60)
        self.cursor_mark.hide()
        self.addItem(self.cursor_mark)
        self.tray_back = QGraphicsRectItem()
        self.tray_back.setPen(QPen(QColor("#b9a67e"), 1.0))
        self.tray_back.setBrush(QColor("#d9cba6"))
        self.tray_back.setZValue(-5)
        self.tray_back.hide()
        self.addItem(self.tray_back)
        self.tray_label = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        self.tray_label.setFont(font)
        self.tray_label.setBrush(QColor("#2b2118"))
        self.tray_label.setZValue(-4)
        self.addItem(self.tray_label)

    # -- drawing ------------------------------------------------------------------------------
    def show_view(self, view: TurnView) -> None:
        self.view_value = view
        self.selected = self.cursor = None
        self.cursor_mark.hide()
        self.preview.hide()
        self.set_city(view.city)
        draft = view.draft
        if draft is not None and draft.cell is not None:
            self.draft_mark.setPos(cell_rect(draft.cell).topLeft())
            self.draft_mark.show()
        else:
            self.draft_mark.hide()
        self._mark_recent(view)
        self._build_tray(view)
        self._fit()

    def _mark_recent(self, view: TurnView) -> None:
        """A small ring on the cards the other players built since this player's last turn."""
        for mark in self.recent_marks:
            self.removeItem(mark)
        self.recent_marks = []
        for cell in view.recent if not view.over else ():
            rect = cell_rect(cell)
            mark = QGraphicsEllipseItem(rect.right() - 16, rect.top() + 4, 12, 12)
            mark.setPen(QPen(QColor("#2b2118"), 1.5))
            mark.setBrush(QColor("#ff8c1a"))
            mark.setZValue(40)
            mark.setToolTip(Pompeji.tr("Built since your last turn"))
            self.addItem(mark)
            self.recent_marks.append(mark)

    def _build_tray(self, view: TurnView) -> None:
        for item in self.hand_items:
            self.removeItem(item)
        self.hand_items = []
        if self.discard_pile is not None:
            self.removeItem(self.discard_pile)
            self.discard_pile = None
        city = view.city
        if not city.tiles:
            self.tray = QRectF()
            self.tray_back.hide()
            self.tray_label.setText("")
            return
        top = (city.bottom + 2) * PITCH_Y + TRAY_GAP
        cards = [*view.hand, *([STATUE] if view.statue_held else [])]
        enabled = view.my_turn and view.draft is None
        # the tray sits centred under the city (a lone start card is not pushed to a corner)
        width = len(cards) * PITCH_X + (PITCH_X * 1.5 if view.must_discard and enabled else 0)
        left = self._city_centre() - max(width, PITCH_X) / 2
        x = left
        for card in cards:
            item = HandCard(card, QPointF(x, top))
            item.setToolTip(hand_text(card, card == STATUE))
            item.set_state(enabled, False)
            item.pressed.connect(self._on_pressed)
            item.drag_moved.connect(self._on_moved)
            item.dropped.connect(self._on_dropped)
            item.drag_cancelled.connect(self._on_cancelled)
            item.clicked.connect(self._on_clicked)
            self.addItem(item)
            self.hand_items.append(item)
            x += PITCH_X
        if view.must_discard and enabled:
            self.discard_pile = DiscardPile(QPointF(x + PITCH_X / 2, top))
            self.discard_pile.label = self.discard_label
            self.addItem(self.discard_pile)
            x += PITCH_X * 1.5
        self.tray = QRectF(left, top, max(x - left, PITCH_X), CARD_H)
        self.tray_back.setRect(self.tray.adjusted(-8, -TRAY_GAP, 2, 8))
        self.tray_back.setVisible(bool(cards) or self.discard_pile is not None)
        name = display_name(view.names[view.seat]) if view.seat >= 0 else ""
        self.tray_label.setText(arg(Pompeji.tr("Hand of %1"), name) if name else "")
        self.tray_label.setPos(left - 4, top - TRAY_GAP - 1)

    def _fit(self) -> None:
        c = self.city
        if not c.tiles:
            return
        rect = QRectF(
            cell_rect((c.left - 1, c.top - 1)).topLeft(),
            cell_rect((c.right + 1, c.bottom + 1)).bottomRight(),
        )
        if not self.tray.isNull():
            rect = rect.united(self.tray.adjusted(-10, -TRAY_GAP - 4, 6, 10))
        rect = rect.adjusted(0, 0, PITCH_X * 1.6, 0)  # room for the preview
        # as wide on both sides of the city's middle, so the view keeps the city centred
        centre = self._city_centre()
        half = max(centre - rect.left(), rect.right() - centre)
        self.setSceneRect(QRectF(centre - half, rect.top(), 2 * half, rect.height()))

    def _city_centre(self) -> float:
        """The scene x of the middle of the city's cards."""
        c = self.city
        return (cell_rect((c.left, 0)).left() + cell_rect((c.right, 0)).right()) / 2

    def item_for(self, card: int) -> HandCard | None:
        return next((i for i in self.hand_items if i.card == card), None)

    # -- holding a card -----------------------------------------------------------------------
    def targets_for(self, card: int) -> tuple[Pos, ...]:
        if card == STATUE:
            return self.city.frontier()
        return self.city.cells_for(card)

    def _on_pressed(self, card: int) -> None:
        view = self.view_value
        if view is None or (view.must_discard and card != STATUE):
            self.highlight(())
            return
        self.highlight(self.targets_for(card))

    def _on_clicked(self, card: int) -> None:
        self.selected = card
        self.cursor = None
        for item in self.hand_items:
            item.set_state(item.enabled, item.card == card)

    # -- keyboard -----------------------------------------------------------------------------
    def select_index(self, index: int) -> bool:
        """Pick up the hand card at ``index`` (the statue is last): its legal cells light up."""
        if not 0 <= index < len(self.hand_items) or not self.hand_items[index].enabled:
            return False
        card = self.hand_items[index].card
        self._on_pressed(card)
        self._on_clicked(card)
        return True

    def move_cursor(self, step: int) -> Pos | None:
        """Move the keyboard cursor to the next (or previous) legal cell of the picked card,
        in reading order, and preview its points there."""
        if self.selected is None or not self.targets:
            return None
        cells = sorted(self.targets, key=lambda p: (p[1], p[0]))
        if self.cursor not in cells:
            self.cursor = cells[0] if step > 0 else cells[-1]
        else:
            assert self.cursor is not None
            self.cursor = cells[(cells.index(self.cursor) + step) % len(cells)]
        self.show_preview(self.selected, self.cursor)
        self.cursor_mark.setPos(cell_rect(self.cursor).topLeft())
        self.cursor_mark.show()
        return self.cursor

    def point_at(self, card: int, cell: Pos) -> bool:
        """Pick up ``card`` (``STATUE`` for the statue) and put the keyboard cursor on ``cell``
        with its points shown, as a suggestion does (Enter then plays it); False if the card is
        not in the hand or may not go there."""
        index = next((i for i, item in enumerate(self.hand_items) if item.card == card), -1)
        if not self.select_index(index) or cell not in self.targets:
            return False
        self.cursor = cell
        self.show_preview(card, cell)
        self.cursor_mark.setPos(cell_rect(cell).topLeft())
        self.cursor_mark.show()
        return True

    def play_cursor(self) -> bool:
        """Play the picked card on the cursor's cell (as a click on it does)."""
        card, cell = self.selected, self.cursor
        if card is None or cell is None or cell not in self.targets:
            return False
        self.selected = self.cursor = None
        self.highlight(())
        self.preview.hide()
        self.cursor_mark.hide()
        if card == STATUE:
            self.statue_dropped.emit(cell[0], cell[1])
        else:
            self.card_dropped.emit(card, cell[0], cell[1])
        return True

    def _on_moved(self, card: int, point: QPointF) -> None:
        self.show_preview(card, cell_at(point))

    def show_preview(self, card: int, cell: Pos) -> None:
        """The points of ``card`` on ``cell`` street by street (hidden if it may not go there)."""
        view = self.view_value
        if view is None or cell not in self.targets:
            self.preview.hide()
            return
        if card == STATUE:
            best, _points = best_statue_score(view, cell)
            self.preview.show_score(cell, score_placement(self.city, cell, best, True), True)
        else:
            self.preview.show_score(cell, score_placement(self.city, cell, card), False)

    def _on_dropped(self, card: int, point: QPointF) -> None:
        cell = cell_at(point)
        item = self.item_for(card)
        legal = cell in self.targets
        self.highlight(())
        self.preview.hide()
        pile = self.discard_pile
        if pile is not None and pile.sceneBoundingRect().contains(point) and card != STATUE:
            self.discard_dropped.emit(card)
            return
        if legal:
            if item is not None:
                item.setPos(cell_rect(cell).topLeft())
            if card == STATUE:
                self.statue_dropped.emit(cell[0], cell[1])
            else:
                self.card_dropped.emit(card, cell[0], cell[1])
            return
        if item is not None:
            item.slide_home()
        if self.tray.adjusted(-PITCH_X / 2, -PITCH_Y / 2, PITCH_X / 2, 0).contains(point):
            return  # put back into the hand: nothing to explain
        self.refused.emit(self.refusal(card, cell))

    def _on_cancelled(self, _card: int) -> None:
        """Escape during a drag: the card is on its way back to the hand, as if put back."""
        self.highlight(())
        self.preview.hide()

    def refusal(self, card: int, cell: Pos) -> str:
        """Why ``card`` may not go on ``cell``."""
        view = self.view_value
        if view is not None and view.must_discard:
            return Reason.DISCARD_NOT_ALLOWED if card == STATUE else Reason.NOT_TOUCHING
        if card == STATUE:
            problem = self.city.problem(cell, 0, True)
        else:
            problem = self.city.problem(cell, card)
        return str(problem or Reason.NOT_TOUCHING)

    # -- clicks and hover ---------------------------------------------------------------------
    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        cell = cell_at(event.scenePos())
        card = self.selected
        left = event.button() == Qt.MouseButton.LeftButton
        if card is not None and left and cell in self.targets:
            self.selected = None
            self.highlight(())
            if card == STATUE:
                self.statue_dropped.emit(cell[0], cell[1])
            else:
                self.card_dropped.emit(card, cell[0], cell[1])
            event.accept()
            return
        super().mousePressEvent(event)

    @guarded
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if event.buttons() != Qt.MouseButton.NoButton:
            return
        if self.selected is not None:
            self.show_preview(self.selected, cell_at(event.scenePos()))
        else:
            self.show_hover(cell_at(event.scenePos()))

    def hover_scores(self, cell: Pos) -> list[tuple[int, int]]:
        """(points, card) of every hand card that may go on ``cell``, best first."""
        view = self.view_value
        if view is None or not view.my_turn or view.draft is not None or view.must_discard:
            return []
        city = self.city
        fits = [c for c in view.hand if city.problem(cell, c) is None]
        return sorted(((score_placement(city, cell, c).total, c) for c in fits), reverse=True)

    def show_hover(self, cell: Pos) -> None:
        """No card picked: the hovered cell previews the best hand card there street by
        street, then the total of each other card that fits it."""
        scored = self.hover_scores(cell)
        if not scored:
            self.preview.hide()
            return
        _points, best = scored[0]
        others = tuple(arg(Pompeji.tr("%1: %2 points"), card_text(c), p) for p, c in scored[1:])
        heading = arg(Pompeji.tr("Best here: %1"), card_text(best))
        score = score_placement(self.city, cell, best)
        self.preview.show_score(cell, score, False, heading, others)
