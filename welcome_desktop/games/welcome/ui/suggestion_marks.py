"""The marks of a suggested move on the board: a gold frame round the cards it uses and round
every place it writes (house with the number ghosted in, fence slot, bis copy with an arrow from
its source, park, pool, temp, column, roundabout, the estates of a claimed plan)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from welcome_desktop.games.welcome.engine import Effect, Mode, Move, SeatView
from welcome_desktop.games.welcome.engine.game import HAND_PAIRS
from welcome_desktop.ui.art import hand_font
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import OUTLINE

from . import layout as L
from .scene import BoardScene

MARK = QColor("#F2B705")  # the suggestion's own colour (gold), with a star badge for shape


@dataclass
class SuggestionMarks:
    """Where the suggested move acts, in scene coordinates, each with a short label."""

    cards: list[QRectF] = field(default_factory=list)
    places: list[tuple[QRectF, str]] = field(default_factory=list)  # (rect, text written there)
    arrows: list[tuple[QPointF, QPointF]] = field(default_factory=list)  # bis: source -> copy

    def union(self) -> QRectF:
        rect = QRectF()
        for r in (*self.cards, *(p for p, _ in self.places)):
            rect = rect.united(r)
        return rect


def card_slots(view: SeatView, move: Move) -> list[int]:
    """The offer slots the move uses: its combination (standard), or the number card and the
    effect card of the hand."""
    if view.mode is Mode.STANDARD:
        return [move.combo]
    number_card, effect_card = HAND_PAIRS[move.combo]
    return [number_card, effect_card]


def marks_for(view: SeatView, move: Move, scene: BoardScene) -> SuggestionMarks:
    """The marks of ``move`` on ``scene`` (the sheet before the move is ``view.sheet``)."""
    marks = SuggestionMarks()
    cards = scene.hand_cards if view.mode is not Mode.STANDARD else scene.combo_cards
    for slot in card_slots(view, move):
        if 0 <= slot < len(cards):
            card = cards[slot]
            marks.cards.append(QRectF(card.home, card.rect.size()))
    if move.is_refusal:
        box = min(view.sheet.refusals, L.TRACK_BOXES.get("refusals", 1) - 1)
        if "refusals" in L.TRACK_BOXES:
            marks.places.append((L.track_box("refusals", box), "✗"))
        return marks
    combo = view.combos[move.combo]
    sheet = view.sheet
    if move.roundabout is not None:
        marks.places.append((L.house_rect(*move.roundabout), "◎"))
    number = combo.number + move.shift
    marks.places.append((L.house_rect(move.street, move.house), str(number)))
    if move.fence is not None:
        marks.places.append((L.fence_rect(*move.fence).adjusted(-5, -5, 5, 5), ""))
    if move.bis is not None:
        s, h, source = move.bis
        copy = L.house_rect(s, h)
        value = number if (s, source) == (move.street, move.house) else sheet.houses[s][source]
        marks.places.append((copy, f"{value}b"))
        marks.arrows.append((L.house_rect(s, source).center(), copy.center()))
    if move.column >= 0:
        marks.places.append((L.estate_column(move.column), ""))
    if move.effect and combo.effect is Effect.LANDSCAPER:
        boxes = L.PARK_BOXES[move.street]
        marks.places.append((L.park_box(move.street, min(sheet.parks[move.street], boxes - 1)), ""))
    if move.effect and combo.effect is Effect.POOL:
        r = L.house_rect(move.street, move.house)
        k = r.width() / 100.0
        marks.places.append((QRectF(r.x() - 2, r.y() + 85 * k, 29 * k, 29 * k), ""))
    for _plan, estates in move.claims:  # the estates a plan is claimed with
        for s, first, size in estates:
            span = L.house_rect(s, first).united(L.house_rect(s, first + size - 1))
            marks.places.append((span.adjusted(-4, -4, 4, 4), ""))
    if move.effect and combo.effect is Effect.TEMP and "temps" in L.TRACK_BOXES:
        marks.places.append(
            (L.track_box("temps", min(sheet.temps, L.TRACK_BOXES["temps"] - 1)), "")
        )
    return marks


class SuggestionItem(QGraphicsItem):
    """Draws the marks: a gold frame round each card and place, the number to write ghosted
    in, an arrow from a bis copy's source. Clicks pass through it."""

    def __init__(self) -> None:
        super().__init__()
        self.marks = SuggestionMarks()
        self.setZValue(150)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._bounds = L.scene_rect()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_marks(self, marks: SuggestionMarks) -> None:
        self.marks = marks
        self.update()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen = QPen(MARK, 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        for rect in self.marks.cards:
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-7, -7, 7, 7), 12, 12)
            _star(painter, QPointF(rect.right() + 2, rect.top() - 2))
        for rect, text in self.marks.places:
            fill = QColor(MARK)
            fill.setAlpha(60)
            painter.setBrush(fill)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
            if text:
                painter.setPen(QColor(122, 79, 181, 200))
                painter.setFont(hand_font(min(rect.height() * 0.42, 34)))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            _star(painter, QPointF(rect.right(), rect.top()))
        for start, end in self.marks.arrows:
            painter.setPen(QPen(MARK.darker(130), 3.5, Qt.PenStyle.DashLine))
            painter.drawLine(start, end)
            painter.setBrush(MARK.darker(130))
            painter.drawEllipse(end, 5, 5)


def _star(painter: QPainter, centre: QPointF) -> None:
    painter.setPen(QPen(OUTLINE, 1.2))
    painter.setBrush(MARK)
    painter.drawEllipse(centre, 10, 10)
    painter.setPen(OUTLINE)
    painter.setFont(hand_font(13))
    painter.drawText(
        QRectF(centre.x() - 10, centre.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, "★"
    )
