"""Render the app icon SVG into Windows .ico / macOS .icns / PNG files (Qt only, no Pillow).

Usage: python packaging/make_icons.py [--ico OUT.ico] [--icns OUT.icns] [--png SIZE:OUT.png ...]
Both container formats hold PNG-compressed images, which Windows Vista+ and macOS 10.7+ read.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

#: Sizes Windows asks for (Explorer, taskbar, Start menu, high-DPI).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

#: (ICNS element type, pixel size) for the PNG-based element types.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512x512@2x
    (b"ic11", 32),  # 16x16@2x
    (b"ic12", 64),  # 32x32@2x
    (b"ic13", 256),  # 128x128@2x
    (b"ic14", 512),  # 256x256@2x
)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _ensure_gui_app() -> object:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([sys.argv[0] if sys.argv else "make_icons"])
    return app


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent size x size canvas, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _ensure_gui_app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read SVG {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico file holding one PNG per size (sizes up to 256)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        png = images[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(payload))
        payload += png
    return header + entries + payload


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """An .icns file with every ICNS_TYPES element, taken from the PNG of matching size."""
    body = b""
    for kind, size in ICNS_TYPES:
        png = images[size]
        body += kind + struct.pack(">I", len(png) + 8) + png
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_ico(svg: Path, out: Path) -> Path:
    out.write_bytes(ico_bytes({size: render_png(svg, size) for size in ICO_SIZES}))
    return out


def write_icns(svg: Path, out: Path) -> Path:
    sizes = {size for _, size in ICNS_TYPES}
    out.write_bytes(icns_bytes({size: render_png(svg, size) for size in sizes}))
    return out


def write_png(svg: Path, size: int, out: Path) -> Path:
    out.write_bytes(render_png(svg, size))
    return out


def main(argv: list[str] | None = None) -> int:
    repo = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=repo / "resources" / "art" / "app_icon.svg")
    parser.add_argument("--ico", type=Path)
    parser.add_argument("--icns", type=Path)
    parser.add_argument("--png", action="append", default=[], metavar="SIZE:OUT")
    args = parser.parse_args(argv)
    if args.ico:
        print(write_ico(args.svg, args.ico))
    if args.icns:
        print(write_icns(args.svg, args.icns))
    for spec in args.png:
        size, _, out = spec.partition(":")
        print(write_png(args.svg, int(size), Path(out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
