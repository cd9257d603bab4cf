"""Where a small panel over a board (a first-game guide) sits: in a corner of the board, the
first corner that covers none of what the panel talks about."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

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
