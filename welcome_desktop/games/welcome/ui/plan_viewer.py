"""A city plan seen large: a click on a plan card opens it drawn big with its requirement, its
values and its state in words (translated), in a small window that leaves the sheet usable."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n import arg
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain

from .plans import PlanItem

SCALE = 2.2  # how much larger than on the board


def plan_pixmap(item: PlanItem, scale: float = SCALE, ratio: float = 1.0) -> QPixmap:
    """The plan card as drawn on the board, ``scale`` times larger."""
    # The card (and the points tag under it once this sheet scored the plan).
    bounds = item.boundingRect() if item.scored else item.rect.adjusted(-4, -4, 4, 4)
    pixmap = QPixmap(int(bounds.width() * scale * ratio), int(bounds.height() * scale * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return pixmap


class PlanViewer(QDialog):
    """One plan at a time; ``show_plan`` fills it from the board's plan item."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlanViewer")
        self.setModal(False)
        self.item: PlanItem | None = None
        col = QVBoxLayout(self)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setObjectName("planRequirement")
        plain(self.text)
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(320)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.text.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        col.addWidget(self.picture)
        col.addWidget(self.text)
        col.addWidget(buttons)

    def show_plan(self, item: PlanItem) -> None:
        self.item = item
        self.refresh()
        self.show()
        self.raise_()
        self.activateWindow()

    def refresh(self) -> None:
        item = self.item
        if item is None or item.plan is None:
            return
        self.setWindowTitle(
            arg(QCoreApplication.translate("PlanViewer", "City plan no. %1"), item.index + 1)
        )
        self.picture.setPixmap(plan_pixmap(item, SCALE, self.devicePixelRatioF()))
        self.text.setText("\n".join(item.description()))
        self.adjustSize()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
