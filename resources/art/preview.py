#!/usr/bin/env python3
"""Render every SVG in this folder into a labelled contact sheet PNG.

Usage:
    python resources/art/preview.py OUT.png [--size PX] [--columns N] [--dark]

--size    the box (in pixels) each image is fitted into (default 160); use
          24 or 32 to check that icons stay recognisable at small sizes.
--columns number of cells per row (default 6).
--dark    draw the cells on a dark background instead of a light checkerboard.

Every file is loaded with QSvgRenderer; the script exits with status 1 if
any file fails to parse (isValid() is False), if QtSvg prints a warning
while loading it, or if it uses a construct our style guide forbids
(filters, masks, CSS, <text>, external references).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ART_DIR = Path(__file__).resolve().parent

FORBIDDEN = [
    (re.compile(r"<\s*filter\b"), "filter"),
    (re.compile(r"<\s*mask\b"), "mask"),
    (re.compile(r"<\s*style\b"), "CSS <style>"),
    (re.compile(r"\sstyle\s*="), "style= attribute"),
    (re.compile(r"\sclass\s*="), "class= attribute"),
    (re.compile(r"<\s*text\b"), "<text>"),
    (re.compile(r"<\s*image\b"), "<image>"),
    (re.compile(r"<\s*clipPath\b"), "clipPath"),
    (re.compile(r"href\s*=\s*\"(?!#)"), "external reference"),
    (re.compile(r"url\(\s*(?!#)"), "external url()"),
]

_qt_warnings: list[str] = []


def _handler(mode, _context, message):  # pragma: no cover - Qt callback
    if mode != QtMsgType.QtDebugMsg:
        _qt_warnings.append(message)


def lint(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [f"uses {what}" for rx, what in FORBIDDEN if rx.search(text)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="output PNG file")
    ap.add_argument("--size", type=int, default=160)
    ap.add_argument("--columns", type=int, default=6)
    ap.add_argument("--dark", action="store_true")
    args = ap.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    qInstallMessageHandler(_handler)

    files = sorted(ART_DIR.glob("*.svg"))
    if not files:
        print("no SVG files found in", ART_DIR, file=sys.stderr)
        return 1

    problems: list[str] = []
    renderers: list[tuple[str, QSvgRenderer]] = []
    for path in files:
        _qt_warnings.clear()
        r = QSvgRenderer(str(path))
        if not r.isValid():
            problems.append(f"{path.name}: QSvgRenderer.isValid() is False")
        for w in _qt_warnings:
            problems.append(f"{path.name}: Qt warning: {w}")
        for p in lint(path):
            problems.append(f"{path.name}: {p}")
        renderers.append((path.name, r))

    box = args.size
    label_h = 14
    pad = 8
    cell_w = max(box, 120) + pad * 2
    cell_h = box + label_h + pad * 2
    cols = max(1, args.columns)
    rows = (len(renderers) + cols - 1) // cols

    img = QImage(cell_w * cols, cell_h * rows, QImage.Format_ARGB32)
    img.fill(QColor("#3a3a3a") if args.dark else QColor("#ffffff"))
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    font = QFont()
    font.setPixelSize(10)
    p.setFont(font)

    for i, (name, r) in enumerate(renderers):
        cx = (i % cols) * cell_w
        cy = (i // cols) * cell_h
        area = QRectF(cx + (cell_w - box) / 2, cy + pad, box, box)
        if not args.dark:  # light checkerboard shows transparency
            sq = max(4, box // 8)
            for yy in range(0, box, sq):
                for xx in range(0, box, sq):
                    if (xx // sq + yy // sq) % 2:
                        p.fillRect(
                            QRectF(
                                area.x() + xx, area.y() + yy, min(sq, box - xx), min(sq, box - yy)
                            ),
                            QColor("#ececec"),
                        )
        vb = r.viewBoxF()
        if vb.isEmpty():
            vb = QRectF(0, 0, 1, 1)
        scale = min(box / vb.width(), box / vb.height())
        w, h = vb.width() * scale, vb.height() * scale
        target = QRectF(area.x() + (box - w) / 2, area.y() + (box - h) / 2, w, h)
        if r.isValid():
            r.render(p, target)
        p.setPen(QColor("#dddddd") if args.dark else QColor("#222222"))
        p.drawText(
            QRectF(cx + 2, cy + pad + box + 2, cell_w - 4, label_h),
            Qt.AlignHCenter | Qt.AlignTop,
            name[:-4],
        )
    p.end()

    if not img.save(args.out):
        print("could not write", args.out, file=sys.stderr)
        return 1
    print(f"{len(renderers)} SVG files -> {args.out}")
    for msg in problems:
        print("PROBLEM:", msg, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
