"""The main window's size on any screen from 1024 x 600 up: its minimum, its first size, the
restored geometry clamped to the available screen, and the scale of the turn bar and the score
panel, which grow with the window on large screens.

Geometry in, geometry out (the window applies it); ``scrolled`` wraps a tall side panel.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

# Smaller than the usable area of a 1024 x 600 screen once a panel and a title bar are taken.
MIN_SIZE = QSize(640, 420)
FIRST_SIZE = QSize(1280, 720)
# The size at which the turn bar and the score panel are drawn at scale 1.
BASE_SIZE = QSize(1366, 768)
MAX_SCALE = 2.0
# Room for a window frame the geometry does not include (title bar and borders).
FRAME = QSize(16, 40)


def inner_area(available: QRect, frame: QSize = FRAME) -> QRect:
    """Where a window's inner geometry may lie on a screen's ``available`` area: a border on
    every side and the title bar above."""
    side = frame.width() // 2
    return available.adjusted(side, frame.height() - side, -side, -side)


def clamp_to(rect: QRect, available: QRect, frame: QSize = FRAME) -> QRect:
    """``rect`` (a window's inner geometry) moved and shrunk so that it and its frame lie inside
    ``available``."""
    room = inner_area(available, frame)
    w = max(1, min(rect.width(), room.width()))
    h = max(1, min(rect.height(), room.height()))
    x = min(max(rect.x(), room.left()), room.left() + room.width() - w)
    y = min(max(rect.y(), room.top()), room.top() + room.height() - h)
    return QRect(x, y, w, h)


def first_geometry(available: QRect) -> QRect:
    """The first window (no saved geometry): ``FIRST_SIZE``, or smaller to fit the screen,
    centred on it."""
    w = min(FIRST_SIZE.width(), available.width() - FRAME.width())
    h = min(FIRST_SIZE.height(), available.height() - FRAME.height())
    rect = QRect(0, 0, max(w, 1), max(h, 1))
    rect.moveCenter(available.center())
    return clamp_to(rect, available)


def ui_scale(window: QSize) -> float:
    """How much the turn bar and the score panel grow: 1 up to ``BASE_SIZE``, then with the
    window (1.4 at 1920 x 1080, as the board), in steps of 0.05 so small resizes change nothing."""
    k = min(window.width() / BASE_SIZE.width(), window.height() / BASE_SIZE.height())
    k = max(1.0, min(MAX_SCALE, k))
    return round(k * 20) / 20


def scrolled(panel: QWidget) -> QScrollArea:
    """``panel`` in a frameless scroll area that scrolls only vertically: a tall panel never
    makes the window taller than a small screen."""
    area = QScrollArea()
    area.setObjectName(panel.objectName() + "Scroll")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab stays the board's key
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(panel)
    fit_width(area)
    return area


def fit_width(area: QScrollArea) -> None:
    """The scroll area as wide as its panel's minimum plus a vertical scroll bar."""
    panel = area.widget()
    if panel is not None:
        bar = area.verticalScrollBar().sizeHint().width()
        area.setMinimumWidth(max(panel.minimumWidth(), panel.minimumSizeHint().width()) + bar)
