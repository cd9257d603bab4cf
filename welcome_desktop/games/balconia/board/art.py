"""Balconia's art, the public entry points: a balcony face, the entrance with its door, and
any element's icon as a pixmap. Everything is our own: SVG written in code (``icons``,
``glyphs``), rendered by ``render`` and composed with QPainter (``faces``)."""

from __future__ import annotations

from PySide6.QtGui import QPixmap

from ..engine import Counted, Element
from .faces import DOOR_COLOURS, paint_entrance, paint_face
from .icons import FLOWER_STYLE
from .render import icon_pixmap

ICON_KEYS: tuple[str, ...] = (*(e.value for e in Element), *(c.value for c in Counted))


def element_pixmap(element: str, size: int, dpr: float = 1.0) -> QPixmap:
    """The icon of ``element`` (an ``Element`` or ``Counted`` id) as a ``size`` x ``size``
    logical-pixel pixmap for a device pixel ratio ``dpr``; rendered once, then cached."""
    if element not in ICON_KEYS:
        raise KeyError(f"no icon for {element!r}")
    return icon_pixmap(element, size, dpr)


__all__ = [
    "DOOR_COLOURS",
    "FLOWER_STYLE",
    "ICON_KEYS",
    "element_pixmap",
    "paint_entrance",
    "paint_face",
]
