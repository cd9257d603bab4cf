"""Balconia's SVG icons and glyphs rendered through QSvgRenderer, once per pixel size (a cache
like the shared art's), and drawn sharp at the painter's scale and pixel ratio."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine import Zone
from .glyphs import door_svg, zone_svg
from .icons import ELEMENT_SVG

MAX_CACHED: Final = 600
_sources: dict[str, str] = {}
_renderers: dict[str, QSvgRenderer] = {}
_pixmaps: dict[tuple[str, int], QPixmap] = {}


def svg_source(key: str) -> str:
    """The SVG text of an icon: an element or counted-target id, a ``zone_key`` or
    ``door:<colour>``."""
    text = _sources.get(key)
    if text is None:
        if key in ELEMENT_SVG:
            text = ELEMENT_SVG[key]()
        elif key.startswith("zone:"):
            _, zone, own = key.split(":")
            text = zone_svg(Zone(zone), own)
        elif key.startswith("door:"):
            text = door_svg(key[5:])
        else:
            raise KeyError(f"no icon {key!r}")
        _sources[key] = text
    return text


def renderer(key: str) -> QSvgRenderer:
    r = _renderers.get(key)
    if r is None:
        r = QSvgRenderer(QByteArray(svg_source(key).encode("utf-8")))
        _renderers[key] = r
    return r


def icon_pixmap(key: str, size: int, dpr: float = 1.0) -> QPixmap:
    """Icon ``key`` as a square pixmap of ``size`` logical pixels at ``dpr``, cached."""
    px = max(1, round(size * dpr))
    pm = _pixmaps.get((key, px))
    if pm is None:
        if len(_pixmaps) >= MAX_CACHED:  # many zoom levels seen: start over
            _pixmaps.clear()
        pm = QPixmap(QSize(px, px))
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer(key).render(painter, QRectF(0, 0, px, px))
        painter.end()
        _pixmaps[(key, px)] = pm
    out = QPixmap(pm)
    out.setDevicePixelRatio(dpr)
    return out


def draw_icon(painter: QPainter, key: str, rect: QRectF) -> None:
    """Icon ``key`` into ``rect`` (a square), sharp at the painter's scale and pixel ratio."""
    t = painter.worldTransform()
    scale = max(abs(t.m11()), abs(t.m12()), 0.05)
    device = painter.device()
    ratio = scale * (device.devicePixelRatioF() if device is not None else 1.0)
    ratio = max(0.25, round(ratio * 8) / 8)  # quantised: zooming does not flood the cache
    side = min(rect.width(), rect.height())
    pm = icon_pixmap(key, max(1, round(side)), ratio)
    target = QRectF(0, 0, side, side)
    target.moveCenter(rect.center())
    painter.drawPixmap(target, pm, QRectF(0, 0, pm.width(), pm.height()))
