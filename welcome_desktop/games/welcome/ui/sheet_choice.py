"""New Game's sheet choice: the base sheet or a thematic one, with a small preview of it.

The preview is drawn here from the sheet's data (the streets of the spec, the theme's cones,
eggs or lights) with our own art, so it follows the engine's layout tables.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QVBoxLayout, QWidget

from welcome_desktop.games.welcome.engine import ALL_PLANS, PlanDef
from welcome_desktop.games.welcome.engine.themes import SHEETS, THEMES, ice_cream
from welcome_desktop.ui.art import draw
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label
from welcome_desktop.ui.style import OUTLINE, PAPER, PAPER_EDGE

from .theme_text import SHEET_IDS, sheet_name, sheet_summary

PREVIEW_SIZE = QSize(220, 112)


def deck_plans(deck: int, advanced: bool, sheet: str) -> list[PlanDef]:
    """The plans a score pad may name for ``deck``: a thematic sheet's own n°3 plans."""
    theme_plans = THEMES[sheet].plans if sheet in THEMES else ()
    if deck == 3 and theme_plans:
        return list(theme_plans)
    return [p for p in ALL_PLANS if p.deck == deck and (advanced or not p.advanced)]


def sheet_preview(sheet: str, size: QSize = PREVIEW_SIZE, ratio: float = 1.0) -> QPixmap:
    """A miniature of the sheet: three streets of houses and the theme's marks."""
    pm = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = float(size.width()), float(size.height())
    p.setPen(QPen(PAPER_EDGE, 1.2))
    p.setBrush(PAPER)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 6, 6)
    spec = SHEETS.get(sheet, SHEETS["base"])
    sizes = spec.street_sizes
    pitch = (w - 12) / max(sizes)
    row = (h - 8) / 3
    house_w, house_h = pitch * 0.8, row * 0.5
    for s, n in enumerate(sizes):
        y = 4 + s * row + row * 0.4
        x0 = w - 6 - n * pitch
        for hs in range(n):
            x = x0 + hs * pitch + (pitch - house_w) / 2
            _house(p, QRectF(x, y, house_w, house_h))
            count = spec.streets[s].mark(hs)
            if count and sheet == "ice_cream":
                _cone(p, QPointF(x + house_w * 0.3, y - 1), count)
            elif count and sheet == "eggs":
                for e in range(count):
                    _egg(p, QRectF(x + e * 6.5 - 1, y - 7.5, 6, 8))
        if sheet == "lights":
            _lights(p, s, x0, y, pitch, house_w)
        way = ice_cream.FIXED_DIRECTIONS[s]
        if sheet == "ice_cream" and way:  # the bottom truck's end is chosen in play
            tx = x0 - 9 if way > 0 else x0 + n * pitch - 3
            draw(p, "ice_truck", QRectF(tx - 2, y + house_h - 8, 16, 11))
    p.end()
    return pm


SCOOPS = ("#F29BB5", "#FFF3C4", "#A8DDBD")


def _cone(p: QPainter, tip_top: QPointF, scoops: int) -> None:
    """A small cone whose rim is at ``tip_top`` (tip pointing down), 1–3 scoops above."""
    x, y = tip_top.x(), tip_top.y()
    p.setPen(QPen(OUTLINE, 0.6))
    for i in reversed(range(scoops)):
        p.setBrush(QColor(SCOOPS[i]))
        p.drawEllipse(QPointF(x, y - 5 - i * 3.8), 3.2, 3.0)
    cone = QPainterPath(QPointF(x - 3.4, y - 2.5))
    cone.lineTo(x + 3.4, y - 2.5)
    cone.lineTo(x, y + 4.5)
    cone.closeSubpath()
    p.setBrush(QColor("#E8B86A"))
    p.drawPath(cone)


def _egg(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(OUTLINE, 0.6))
    p.setBrush(QColor("#FFD36E"))
    p.drawEllipse(r)
    p.setPen(QPen(QColor("#D9608A"), 1.0))
    p.drawLine(QPointF(r.left() + 1, r.center().y()), QPointF(r.right() - 1, r.center().y()))


def _house(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(OUTLINE, 0.7))
    p.setBrush(QColor("#F7E9C6"))
    body = QRectF(r.x(), r.y() + r.height() * 0.4, r.width(), r.height() * 0.6)
    p.drawRect(body)
    roof = QPainterPath(QPointF(r.x() - 0.8, body.y()))
    roof.lineTo(r.center().x(), r.y())
    roof.lineTo(r.right() + 0.8, body.y())
    roof.closeSubpath()
    p.setBrush(QColor("#D0674F"))
    p.drawPath(roof)


def _lights(p: QPainter, street: int, x0: float, y: float, pitch: float, house_w: float) -> None:
    """A sample string over the first houses (the example's run of five)."""
    colours = ("#E0463C", "#F5CD5B", "#4FA86A", "#3F7FD0")
    first = 2 + street
    for j in range(first, first + 4):
        a = QPointF(x0 + j * pitch + pitch / 2, y + 1)
        b = QPointF(a.x() + pitch, a.y())
        path = QPainterPath(a)
        path.quadTo(QPointF((a.x() + b.x()) / 2, a.y() + 6), b)
        p.setPen(QPen(QColor("#2E5E3A"), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        for i, t in enumerate((0.3, 0.7)):
            p.setBrush(QColor(colours[(i + j) % len(colours)]))
            bx = a.x() + (b.x() - a.x()) * t
            p.drawEllipse(QPointF(bx, a.y() + 4 * 3 * t * (1 - t) + 2), 2.0, 2.5)


class SheetChooser(QGroupBox):
    """A box "Score sheet": the list of the sheets, the chosen one's preview and summary."""

    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SheetChooser")
        row = QHBoxLayout(self)
        col = QVBoxLayout()
        self.combo = QComboBox()
        self.combo.setObjectName("themeChoice")
        for ident in SHEET_IDS:
            self.combo.addItem("", ident)
        self.summary = plain_label()
        self.summary.setObjectName("themeSummary")
        self.summary.setWordWrap(True)
        col.addWidget(self.combo)
        col.addWidget(self.summary, 1)
        row.addLayout(col, 1)
        self.preview = plain_label()
        self.preview.setObjectName("themePreview")
        self.preview.setFixedSize(PREVIEW_SIZE)
        row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        self.combo.currentIndexChanged.connect(self._changed)
        self.retranslateUi()
        self._show()

    def sheet_id(self) -> str:
        return str(self.combo.currentData())

    def set_sheet(self, sheet: str) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(sheet)))

    def _changed(self) -> None:
        self._show()
        self.changed.emit(self.sheet_id())

    def _show(self) -> None:
        sheet = self.sheet_id()
        self.preview.setPixmap(sheet_preview(sheet, ratio=self.devicePixelRatioF()))
        self.preview.setToolTip(sheet_name(sheet))
        self.preview.setAccessibleName(sheet_name(sheet))
        self.summary.setText(sheet_summary(sheet))

    def retranslateUi(self) -> None:
        self.setTitle(self.tr("Score sheet"))
        for i, ident in enumerate(SHEET_IDS):
            self.combo.setItemText(i, sheet_name(ident))
        self._show()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
