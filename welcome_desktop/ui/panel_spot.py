"""A first-game guide's panel over a board (``GuidePanel``) and where it sits: in a corner of
the board, the first corner that covers none of what the panel talks about."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from .safe_text import plain_label

EDGE = 10  # the panel's distance from the board's edges


def spots(area: QRect, width: int, height: int) -> list[QPoint]:
    """Where the panel may sit in ``area``, best first: the bottom-left corner (where it was
    always offered), then the other corners."""
    left, top = area.left() + EDGE, area.top() + EDGE
    right = max(left, area.right() + 1 - width - EDGE)
    bottom = max(top, area.bottom() + 1 - height - EDGE)
    return [QPoint(left, bottom), QPoint(right, bottom), QPoint(left, top), QPoint(right, top)]


def covered(rect: QRect, avoid: list[QRect]) -> int:
    """How much of ``avoid`` the rectangle ``rect`` covers (in pixels)."""
    total = 0
    for other in avoid:
        part = rect.intersected(other)
        if not part.isEmpty():
            total += part.width() * part.height()
    return total


def best_spot(area: QRect, width: int, height: int, avoid: list[QRect]) -> QPoint:
    """The first spot that covers none of ``avoid`` (else the one covering least)."""
    candidates = spots(area, width, height)
    return min(
        candidates,
        key=lambda p: (covered(QRect(p.x(), p.y(), width, height), avoid), candidates.index(p)),
    )


def is_escape(event: QEvent) -> bool:
    """Escape pressed (the key that ends a guide)."""
    return (
        event.type() == QEvent.Type.KeyPress
        and isinstance(event, QKeyEvent)
        and event.key() == Qt.Key.Key_Escape
    )


class GuidePanel(QFrame):
    """A guide's panel over a board: a bold title, a wrapped plain-text explanation, and a row
    with ``yes_button`` (the offer's "show me") and ``no_button`` (decline, skip or close).
    Neither button takes the keyboard: the board keeps it."""

    def __init__(self, host: QWidget, name: str, border: str, title_colour: str) -> None:
        super().__init__(host)
        self.setObjectName(name)
        self.setStyleSheet(
            f"QFrame#{name} {{ background: rgba(255, 248, 232, 240);"
            f" border: 2px solid {border}; border-radius: 8px; }}"
        )
        self.title = plain_label()
        self.title.setStyleSheet(f"font-weight: bold; color: {title_colour};")
        self.text = plain_label()
        self.text.setWordWrap(True)
        self.yes_button = QPushButton()
        self.no_button = QPushButton()
        for button in (self.yes_button, self.no_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.buttons = row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.yes_button)
        row.addWidget(self.no_button)
        self.column = column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addLayout(row)
        self._base_font = QFont(self.font())
        self._scale = 1.0

    def set_scale(self, scale: float) -> None:
        """Its words ``scale`` times their usual size (over a board drawn big)."""
        if abs(scale - self._scale) < 0.01:
            return
        self._scale = scale
        font = QFont(self._base_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        else:
            font.setPixelSize(round(font.pixelSize() * scale))
        for widget in (self.title, self.text, self.yes_button, self.no_button):
            widget.setFont(font)  # each: a style sheet stops a panel's font reaching them
        for layout in (self.buttons, self.column):  # measured anew, the buttons' row first
            layout.invalidate()

    def fit(self, area: QRect, avoid: list[QRect], widest: int, narrowest: int) -> int:
        """Size the panel and put it in the corner of ``area`` that covers none of ``avoid``:
        ``widest`` wide if a corner is free then, else narrower (and taller, the text wrapped
        anew) in steps down to ``narrowest`` when that frees one, else where it covers least.
        Returns how much of ``avoid`` it covers there (in pixels)."""
        choice: tuple[int, int, int, QPoint] | None = None
        for width in range(widest, min(widest, narrowest) - 1, -30):
            height = self.heightForWidth(width)  # the wrapped text's height at this width
            height = height if height > 0 else self.sizeHint().height()
            spot = best_spot(area, width, height, avoid)
            cover = covered(QRect(spot.x(), spot.y(), width, height), avoid)
            if choice is None or cover < choice[0]:
                choice = (cover, width, height, spot)
            if cover == 0:
                break
        assert choice is not None
        cover, width, height, spot = choice
        self.setFixedWidth(width)
        self.resize(width, height)
        self.move(spot)
        return cover
