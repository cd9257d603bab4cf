"""All sheets at a glance: a small live drawing of every seat's sheet (its three streets, fences,
pools, refusals and score) with the seat's last move ringed; a click shows that sheet large.

Each miniature repaints only when its sheet, score or mark changed. Other seats' sheets are as
the seat at the screen may see them (as at the start of the round in a hot-seat game).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from welcome_desktop.games.welcome.engine import Sheet
from welcome_desktop.games.welcome.engine.data import STREET_SIZES
from welcome_desktop.i18n import TrContext, arg
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import display_name, tooltip
from welcome_desktop.ui.style import CURSOR, INK, OUTLINE, PAPER, TARGET

Overview = TrContext("Overview")
House = tuple[int, int]
CELL = 16.0  # a house's width at the miniature's natural size
HEIGHT = 84  # a miniature's height: a name line and three streets
POOL = QColor("#4AA3DF")
FRESH = QColor(255, 230, 150)


class MiniSheet(QWidget):
    """One seat's sheet, small. Clicking it emits ``picked(seat)``."""

    picked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"MiniSheet{seat}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.sheet: Sheet | None = None
        self.name = ""
        self.total = 0
        self.mark: House | None = None
        self.shown = False  # the sheet shown large on the board
        self.paints = 0  # how many times it was drawn (tests: no repaint without a change)

    def sizeHint(self) -> QSize:
        return QSize(int(CELL * (max(STREET_SIZES) + 1)), HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, HEIGHT)

    def set_state(
        self, sheet: Sheet, name: str, total: int, mark: House | None, shown: bool
    ) -> None:
        state = (sheet, name, total, mark, shown)
        if state == (self.sheet, self.name, self.total, self.mark, self.shown):
            return
        self.sheet, self.name, self.total, self.mark, self.shown = state
        tip = arg(
            Overview.tr("%1 — %2 points. Click to see this sheet."), display_name(name), total
        )
        self.setToolTip(tooltip(tip))  # a name that looks like HTML is shown as typed
        self.update()

    @guarded
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(self.seat)
            event.accept()
            return
        super().mousePressEvent(event)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        self.paints += 1
        sheet = self.sheet
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(CURSOR if self.shown else OUTLINE, 2 if self.shown else 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(frame, 4, 4)
        font = QFont(self.font())
        font.setPixelSize(11)
        painter.setFont(font)
        painter.setPen(INK)
        head = QRectF(frame.x() + 4, frame.y() + 1, frame.width() - 8, 16)
        # Plain text: drawText never interprets markup.
        elided = painter.fontMetrics().elidedText(
            display_name(self.name), Qt.TextElideMode.ElideRight, int(head.width() * 0.7)
        )
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elided)
        painter.drawText(
            head,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            arg(Overview.tr("%1 pts"), self.total),
        )
        if sheet is None:
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)  # rings and roundabouts show what is inside
        # The houses fit both ways: the width of the longest street, the height of three rows.
        rows_h = frame.bottom() - head.bottom() - 4
        cell = min((frame.width() - 8) / (max(STREET_SIZES) + 1), rows_h / len(STREET_SIZES) / 1.2)
        row_h = cell * 1.2
        font.setPixelSize(max(7, int(cell * 0.62)))
        painter.setFont(font)
        top = head.bottom() + 2
        for s, size in enumerate(STREET_SIZES):
            y = top + s * row_h
            x0 = frame.right() - 4 - (size + 1) * cell
            for h in range(size):
                box = QRectF(x0 + h * cell, y, cell - 1, row_h - 2)
                if (sheet.pools[s] >> h) & 1:
                    painter.fillRect(box, POOL.lighter(150))
                if self.mark == (s, h):
                    painter.fillRect(box, FRESH)
                painter.setPen(QPen(OUTLINE, 0.5))
                painter.drawRect(box)
                value = sheet.houses[s][h]
                if value >= 0:
                    painter.setPen(INK)
                    label = str(value) + ("b" if (sheet.bis[s] >> h) & 1 else "")
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
                elif value == -2:
                    painter.setPen(QPen(INK, 1))
                    painter.drawEllipse(box.adjusted(2, 2, -2, -2))
                if self.mark == (s, h):
                    painter.setPen(QPen(TARGET, 2))
                    painter.drawEllipse(box.adjusted(-1, -1, 1, 1))
            painter.setPen(QPen(INK, 2))
            for j in range(size - 1):
                if (sheet.fences[s] >> j) & 1:
                    x = x0 + (j + 1) * cell - 0.5
                    painter.drawLine(int(x), int(y), int(x), int(y + row_h - 2))
        painter.setPen(QPen(TARGET, 1))
        for r in range(sheet.refusals):
            x = frame.x() + 4 + r * cell
            y = top + 1
            painter.drawText(QRectF(x, y, cell, row_h), Qt.AlignmentFlag.AlignCenter, "✗")
        painter.end()


class SheetOverview(QScrollArea):
    """The miniatures of every seat, one under another; ``seat_picked(seat)`` on a click."""

    seat_picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SheetOverview")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.inner = QWidget()
        self.column = QVBoxLayout(self.inner)
        self.column.setContentsMargins(2, 2, 2, 2)
        self.column.setSpacing(4)
        self.column.addStretch(1)
        self.setWidget(self.inner)
        self.minis: list[MiniSheet] = []

    def set_sheets(
        self,
        sheets: Sequence[Sheet],
        names: Sequence[str],
        totals: Sequence[int],
        marks: Sequence[House | None],
        shown: int,
    ) -> None:
        while len(self.minis) < len(sheets):
            mini = MiniSheet(len(self.minis))
            mini.picked.connect(self.seat_picked)
            self.column.insertWidget(len(self.minis), mini)
            self.minis.append(mini)
        while len(self.minis) > len(sheets):
            mini = self.minis.pop()
            self.column.removeWidget(mini)
            mini.deleteLater()
        for seat, mini in enumerate(self.minis):
            mark = marks[seat] if seat < len(marks) else None
            name = names[seat] if seat < len(names) else ""
            total = totals[seat] if seat < len(totals) else 0
            mini.set_state(sheets[seat], name, total, mark, seat == shown)
