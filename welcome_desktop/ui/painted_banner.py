"""A game's picture along the start page's foot (``Front.banner``) when the game paints its
own: a strip ``HEIGHT`` high when there is room, antialiased, drawn by the game's
``draw_picture``; on a short window it gives way first, its picture drawn smaller."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from .guard import guarded


class PaintedBanner(QWidget):
    """The strip; a game's banner names itself (``OBJECT_NAME``) and paints ``draw_picture``."""

    OBJECT_NAME: ClassVar[str] = "gameBanner"
    HEIGHT: ClassVar[int] = 96
    LEAST: ClassVar[int] = 36  # how short it may get before the page's own widgets do

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.OBJECT_NAME)
        self.setMinimumHeight(self.LEAST)
        self.setMaximumHeight(self.HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def sizeHint(self) -> QSize:
        return QSize(400, self.HEIGHT)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = min(1.0, self.height() / self.HEIGHT)  # shorter: the same picture, smaller
        p.scale(scale, scale)
        self.draw_picture(p, self.width() / scale, float(self.HEIGHT))
        p.end()

    def draw_picture(self, p: QPainter, w: float, h: float) -> None:
        """Draw the banner on ``p`` over ``w`` x ``h``."""
        raise NotImplementedError
