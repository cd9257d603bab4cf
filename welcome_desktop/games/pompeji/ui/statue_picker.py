"""Naming the statue on the board: after the statue is dropped on a cell, a panel over the city
offers the seven monuments and the seven colours (each with its silhouette or pattern) and shows
what the chosen identity scores there; OK (or Enter) plays it, Cancel (or Escape) puts the statue
back. The panel takes the keyboard when it opens, so a statue played from the keyboard is named
from it too (Tab to a button, Space to choose it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label

from ..board.art import COLOUR_STYLE, INK, SILHOUETTES, STONE
from ..engine import COLOURS, MONUMENTS, City, Colour, Monument, Pos, card_id, score_placement
from .texts import COLOUR_NAMES, MONUMENT_NAMES, Pompeji

ICON = 44


def _icon(paint: Callable[[QPainter, QRectF], None]) -> QIcon:
    pixmap = QPixmap(ICON, ICON)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(1, 1, ICON - 2, ICON - 2))
    painter.end()
    return QIcon(pixmap)


def monument_icon(monument: Monument) -> QIcon:
    """The monument's silhouette on plain stone (no colour)."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(STONE)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setBrush(INK)
        painter.drawPath(SILHOUETTES[monument](rect.adjusted(7, 7, -7, -5)))

    return _icon(paint)


def colour_icon(colour: Colour) -> QIcon:
    """The colour with its pattern (no monument)."""
    fill, pattern = COLOUR_STYLE[colour]

    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 90), pattern))
        painter.drawRoundedRect(rect, 5, 5)

    return _icon(paint)


class StatuePicker(QFrame):
    """Emits ``chosen(card)``, the identity picked (monument x colour), or ``cancelled``."""

    chosen = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statuePicker")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        # the chosen monument and colour stand out by a thick frame, not by colour alone
        self.setStyleSheet(
            "QToolButton { border: 2px solid transparent; border-radius: 6px; padding: 2px; }"
            "QToolButton:checked { border: 3px solid #1f5fbf; background: #dfe9f7; }"
        )
        self.city = City({})
        self.cell: Pos = (0, 0)
        col = QVBoxLayout(self)
        self.title = plain_label()
        self.title.setWordWrap(True)
        col.addWidget(self.title)
        grid = QGridLayout()
        self.monument_label = plain_label()
        self.colour_label = plain_label()
        grid.addWidget(self.monument_label, 0, 0, 1, 7)
        grid.addWidget(self.colour_label, 2, 0, 1, 7)
        self.monuments = QButtonGroup(self)
        self.colours = QButtonGroup(self)
        for i, monument in enumerate(MONUMENTS):
            b = QToolButton()
            b.setCheckable(True)
            b.setIcon(monument_icon(monument))
            b.setIconSize(QSize(ICON, ICON))
            b.setObjectName(f"monument_{monument.value}")
            self.monuments.addButton(b, i)
            grid.addWidget(b, 1, i)
        for i, colour in enumerate(COLOURS):
            b = QToolButton()
            b.setCheckable(True)
            b.setIcon(colour_icon(colour))
            b.setIconSize(QSize(ICON, ICON))
            b.setObjectName(f"colour_{colour.value}")
            self.colours.addButton(b, i)
            grid.addWidget(b, 3, i)
        col.addLayout(grid)
        self.score = plain_label()
        col.addWidget(self.score)
        row = QHBoxLayout()
        self.ok_button = QPushButton()
        self.ok_button.setObjectName("statueOk")
        self.cancel_button = QPushButton()
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.ok_button)
        col.addLayout(row)
        self.monuments.idClicked.connect(lambda _i: self._update())
        self.colours.idClicked.connect(lambda _i: self._update())
        self.ok_button.clicked.connect(self._ok)
        self.cancel_button.clicked.connect(self._cancel)
        self.retranslateUi()
        self.hide()

    def open_at(self, city: City, cell: Pos, best: int) -> None:
        """Offer the statue's identity for ``cell``, starting from the best-scoring one."""
        self.city, self.cell = city, cell
        self.monuments.button(best // 7).setChecked(True)
        self.colours.button(best % 7).setChecked(True)
        self._update()
        self.adjustSize()
        self.show()
        self.raise_()
        self.ok_button.setFocus(Qt.FocusReason.OtherFocusReason)

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            (self.cancel_button if self.cancel_button.hasFocus() else self.ok_button).click()
        elif key == Qt.Key.Key_Escape:
            self.cancel_button.click()
        else:
            super().keyPressEvent(event)

    def card(self) -> int:
        return card_id(MONUMENTS[self.monuments.checkedId()], COLOURS[self.colours.checkedId()])

    def _update(self) -> None:
        card = self.card()
        points = score_placement(self.city, self.cell, card, True).total
        self.score.setText(
            arg(
                Pompeji.tr("As %1 and %2, value 1: %3 points"),
                Pompeji.tr(MONUMENT_NAMES[MONUMENTS[card // 7]]),
                Pompeji.tr(COLOUR_NAMES[COLOURS[card % 7]]),
                points,
            )
        )

    def pick(self, monument: int, colour: int) -> None:
        """Choose a monument and a colour as a click on their buttons does."""
        self.monuments.button(monument).click()
        self.colours.button(colour).click()

    def _ok(self) -> None:
        self.hide()
        self.chosen.emit(self.card())

    def _cancel(self) -> None:
        self.hide()
        self.cancelled.emit()

    def retranslateUi(self) -> None:
        self.title.setText(
            Pompeji.tr(
                "Name your statue: it scores as this monument and colour with value 1, "
                "then it is neutral."
            )
        )
        self.monument_label.setText(Pompeji.tr("Monument"))
        self.colour_label.setText(Pompeji.tr("Colour"))
        for i, monument in enumerate(MONUMENTS):
            b = self.monuments.button(i)
            b.setToolTip(Pompeji.tr(MONUMENT_NAMES[monument]))
            b.setAccessibleName(Pompeji.tr(MONUMENT_NAMES[monument]))
        for i, colour in enumerate(COLOURS):
            b = self.colours.button(i)
            b.setToolTip(Pompeji.tr(COLOUR_NAMES[colour]))
            b.setAccessibleName(Pompeji.tr(COLOUR_NAMES[colour]))
        self.ok_button.setText(Pompeji.tr("Place the statue"))
        self.cancel_button.setText(Pompeji.tr("Cancel"))
        if self.isVisible():
            self._update()
