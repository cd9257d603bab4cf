"""Our SVG art: one QSvgRenderer per file and a pixmap cache keyed by size and pixel ratio."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontDatabase, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from welcome_desktop.resources import app_icon_path, resources_dir

EFFECT_ART = {
    "surveyor": "effect_surveyor",
    "real_estate": "effect_real_estate",
    "landscaper": "effect_landscaper",
    "pool": "effect_pool",
    "temp": "effect_temp",
    "bis": "effect_bis",
}

MAX_CACHED = 800
_renderers: dict[str, QSvgRenderer] = {}
_pixmaps: dict[tuple[str, int, int], QPixmap] = {}
_hand_family: list[str] = []


def resource_dir() -> Path:
    """The resources/ folder, from source or from the frozen bundle."""
    return resources_dir()


def renderer(name: str) -> QSvgRenderer:
    """The renderer of resources/art/NAME.svg, loaded once."""
    r = _renderers.get(name)
    if r is None:
        r = QSvgRenderer(str(resource_dir() / "art" / f"{name}.svg"))
        _renderers[name] = r
    return r


def pixmap(name: str, width: float, height: float, ratio: float = 1.0) -> QPixmap:
    """NAME rendered at width x height logical pixels for a device pixel ratio, cached."""
    w = max(1, round(width * ratio))
    h = max(1, round(height * ratio))
    key = (name, w, h)
    pm = _pixmaps.get(key)
    if pm is None:
        if len(_pixmaps) >= MAX_CACHED:  # many zoom levels seen: start over
            _pixmaps.clear()
        pm = QPixmap(QSize(w, h))
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer(name).render(p, QRectF(0, 0, w, h))
        p.end()
        _pixmaps[key] = pm
    out = QPixmap(pm)
    out.setDevicePixelRatio(ratio)
    return out


def draw(painter: QPainter, name: str, rect: QRectF) -> None:
    """Draw NAME into rect, through the pixmap cache at the painter's current scale."""
    t = painter.worldTransform()
    scale = max(abs(t.m11()), abs(t.m12()), 0.05)
    device = painter.device()
    ratio = scale * (device.devicePixelRatioF() if device is not None else 1.0)
    # Quantise so zooming does not fill the cache with near-identical sizes.
    ratio = max(0.25, round(ratio * 8) / 8)
    pm = pixmap(name, rect.width(), rect.height(), ratio)
    painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))


#: The handwriting fonts, bundled (OFL): Comic Neue Bold for the Latin alphabet and the digits,
#: then Pangolin, whose Cyrillic letters Qt uses for Russian (Comic Neue has none).
HAND_FONT_FILES = ("ComicNeue-Bold.otf", "Pangolin-Regular.ttf")


def hand_families() -> list[str]:
    """The families of the bundled handwriting fonts, loaded once (missing files skipped)."""
    if not _hand_family:
        for name in HAND_FONT_FILES:
            path = resource_dir() / "fonts" / name
            fid = QFontDatabase.addApplicationFont(str(path)) if path.exists() else -1
            families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
            _hand_family.extend(families[:1])
    return list(_hand_family)


def hand_font(pixel_size: float, bold: bool = True) -> QFont:
    """The handwriting-like font for numbers and headings written on the sheet: Comic Neue,
    falling back to Pangolin for the letters Comic Neue lacks (Cyrillic)."""
    families = hand_families()
    font = QFont()
    if families:
        font.setFamilies(families)
    font.setPixelSize(max(1, round(pixel_size)))
    # Comic Neue is bundled in its bold face only, so it is drawn bold either way; Pangolin has
    # one weight, of the same stroke, and a synthetic bold would smudge it. ``bold`` is kept for
    # the callers' intent should a second Latin face be bundled.
    font.setBold(bold and "Pangolin" not in families)
    return font


def clear_cache() -> None:
    _pixmaps.clear()


def app_icon() -> QIcon:
    """The application's icon (windows, About)."""
    return QIcon(str(app_icon_path()))
