"""A game's picture along the start page's foot (``Front.banner``) when the game paints its
own: a strip of fixed height, antialiased, drawn by the game's ``draw_picture``."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from .guard import guarded


class PaintedBanner(QWidget):
    """The strip; a game's banner names itself (``OBJECT_NAME``) and paints ``draw_picture``."""

    OBJECT_NAME: ClassVar[str] = "gameBanner"
    HEIGHT: ClassVar[int] = 96

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.OBJECT_NAME)
        self.setFixedHeight(self.HEIGHT)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw_picture(p, float(self.width()), float(self.height()))
        p.end()

    def draw_picture(self, p: QPainter, w: float, h: float) -> None:
        """Draw the banner on ``p`` over ``w`` x ``h``."""
        raise NotImplementedError
