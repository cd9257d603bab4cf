"""Balconia's icons, our own art written as SVG in code: every element and the counted targets
(a balcony, any flower, flower colours). ``render`` turns them into pixmaps."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from ..engine import Counted, Element

INK: Final = "#5a4636"
CAT_PURPLE: Final = "#8a5cc7"
BIRD_TURQUOISE: Final = "#22a8a8"
LOVE_PINK: Final = "#e2557f"

#: Flower colour -> (fill, petal shape): each colour has its own shape, so flowers stay apart
#: for colour-blind players and in grey.
FLOWER_STYLE: Final[dict[Element, tuple[str, str]]] = {
    Element.ORANGE_FLOWER: ("#f28c28", "round"),  # five round petals
    Element.TURQUOISE_FLOWER: ("#1fb5b0", "diamond"),  # four pointed diamonds
    Element.PURPLE_FLOWER: ("#9b59c9", "tulip"),  # a tulip cup
    Element.RED_FLOWER: ("#d8343f", "rays"),  # eight thin rays (a daisy)
    Element.YELLOW_FLOWER: ("#f5c518", "star"),  # a twelve-pointed sun
    Element.WHITE_FLOWER: ("#fbfbf6", "drops"),  # three large drops (a lily)
}


def svg_document(body: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">'
        f"{body}</svg>"
    )


def _stem() -> str:
    return (
        f'<path d="M16 31 L16 17" stroke="#3f8f3a" stroke-width="2.2" fill="none"/>'
        f'<path d="M16 26 Q10 24 9 19 Q14 20 16 24 Z" fill="#6cbf5e" stroke="{INK}"'
        ' stroke-width="0.8"/>'
    )


def _petals(fill: str, shape: str, cx: float = 16, cy: float = 11, r: float = 1.0) -> str:
    """A flower head of the given shape, centred on (cx, cy), scaled by r."""
    s = f'fill="{fill}" stroke="{INK}" stroke-width="{1.0 * r:.2f}"'
    out = []
    if shape == "round":
        for i in range(5):
            out.append(
                f'<circle cx="{cx}" cy="{cy - 5.2 * r:.2f}" r="{3.8 * r:.2f}" {s}'
                f' transform="rotate({i * 72} {cx} {cy})"/>'
            )
    elif shape == "diamond":
        for i in range(4):
            out.append(
                f'<path d="M{cx} {cy} L{cx - 3.2 * r:.2f} {cy - 5 * r:.2f} L{cx} {cy - 10 * r:.2f}'
                f' L{cx + 3.2 * r:.2f} {cy - 5 * r:.2f} Z" {s}'
                f' transform="rotate({45 + i * 90} {cx} {cy})"/>'
            )
    elif shape == "tulip":
        out.append(
            f'<path d="M{cx - 7 * r:.2f} {cy - 7 * r:.2f} L{cx - 3.5 * r:.2f} {cy - 2 * r:.2f}'
            f" L{cx} {cy - 8 * r:.2f} L{cx + 3.5 * r:.2f} {cy - 2 * r:.2f}"
            f" L{cx + 7 * r:.2f} {cy - 7 * r:.2f} Q{cx + 7 * r:.2f} {cy + 6 * r:.2f}"
            f" {cx} {cy + 6 * r:.2f} Q{cx - 7 * r:.2f} {cy + 6 * r:.2f} {cx - 7 * r:.2f}"
            f' {cy - 7 * r:.2f} Z" {s}/>'
        )
        return "".join(out)
    elif shape == "rays":
        for i in range(8):
            out.append(
                f'<ellipse cx="{cx}" cy="{cy - 5.5 * r:.2f}" rx="{1.7 * r:.2f}"'
                f' ry="{4.6 * r:.2f}" {s} transform="rotate({i * 45} {cx} {cy})"/>'
            )
    elif shape == "star":
        pts = []
        for i in range(24):
            radius = (9.5 if i % 2 == 0 else 5.5) * r
            a = math.radians(i * 15)
            pts.append(f"{cx + radius * math.sin(a):.2f},{cy - radius * math.cos(a):.2f}")
        out.append(f'<polygon points="{" ".join(pts)}" {s}/>')
    elif shape == "drops":
        for i in range(3):
            out.append(
                f'<path d="M{cx} {cy} C{cx - 6 * r:.2f} {cy - 4 * r:.2f} {cx - 3 * r:.2f}'
                f" {cy - 10 * r:.2f} {cx} {cy - 10.5 * r:.2f} C{cx + 3 * r:.2f}"
                f' {cy - 10 * r:.2f} {cx + 6 * r:.2f} {cy - 4 * r:.2f} {cx} {cy} Z" {s}'
                f' transform="rotate({i * 120} {cx} {cy})"/>'
            )
    centre = "#7a4a1c" if shape != "drops" else "#f5c518"
    if shape != "tulip":
        out.append(f'<circle cx="{cx}" cy="{cy}" r="{2.4 * r:.2f}" fill="{centre}"/>')
    return "".join(out)


def _flower(element: Element) -> str:
    fill, shape = FLOWER_STYLE[element]
    return svg_document(_stem() + _petals(fill, shape))


def _person() -> str:
    return svg_document(
        f'<path d="M5 31 Q5 19 16 19 Q27 19 27 31 Z" fill="#e0775c" stroke="{INK}"'
        ' stroke-width="1.4"/>'
        f'<circle cx="16" cy="11" r="6.5" fill="#f4c9a0" stroke="{INK}" stroke-width="1.4"/>'
        f'<path d="M9.6 10 Q10 3.8 16 4.2 Q22 3.8 22.4 10 Q19 7 16 7.5 Q13 7 9.6 10 Z"'
        f' fill="#6b4a2e"/>'
        f'<circle cx="13.7" cy="11.5" r="0.9" fill="{INK}"/>'
        f'<circle cx="18.3" cy="11.5" r="0.9" fill="{INK}"/>'
    )


def _cat() -> str:
    return svg_document(
        f'<path d="M24 29 Q31 27 28 21" stroke="{CAT_PURPLE}" stroke-width="2.6" fill="none"'
        ' stroke-linecap="round"/>'
        f'<path d="M8 30 Q6 19 16 17 Q26 19 24 30 Z" fill="{CAT_PURPLE}" stroke="{INK}"'
        ' stroke-width="1.3"/>'
        f'<path d="M7 15 L7.5 3 L13 8 Q16 7.2 19 8 L24.5 3 L25 15 Q25 21 16 21 Q7 21 7 15 Z"'
        f' fill="{CAT_PURPLE}" stroke="{INK}" stroke-width="1.3"/>'
        '<ellipse cx="12.5" cy="13" rx="1.6" ry="2.1" fill="#fff6a8"/>'
        '<ellipse cx="19.5" cy="13" rx="1.6" ry="2.1" fill="#fff6a8"/>'
        f'<path d="M15 16.5 L17 16.5 L16 17.6 Z" fill="{INK}"/>'
    )


def _bird_body(fill: str, flip: bool = False, heart: bool = False) -> str:
    body = (
        f'<path d="M4 18 L10 14 Q12 8 19 8.5 Q24 9 25 14 L30 15 L25 17.5 Q24 25 15 25'
        f' Q8 25 4 18 Z" fill="{fill}" stroke="{INK}" stroke-width="1.3"/>'
        f'<path d="M11 18 Q15 14 19 18 Q15 21 11 18 Z" fill="#ffffff" fill-opacity="0.45"/>'
        f'<circle cx="21" cy="12.8" r="1.3" fill="{INK}"/>'
        f'<path d="M13 25 L12 29 M17 25 L17 29" stroke="{INK}" stroke-width="1.2"/>'
    )
    if heart:
        body += (
            f'<path d="M26 7 C24 4 20.5 6 23 9 L26 11.5 L29 9 C31.5 6 28 4 26 7 Z"'
            f' fill="{LOVE_PINK}" stroke="{INK}" stroke-width="0.9"/>'
        )
    if flip:
        return f'<g transform="translate(32 0) scale(-1 1)">{body}</g>'
    return body


def _laundry() -> str:
    return svg_document(
        f'<path d="M1 6 Q16 10 31 6" stroke="{INK}" stroke-width="1.2" fill="none"/>'
        f'<path d="M3 8 L7 7.5 L9 9 L11 8 L15 8.5 L14 12 L12.5 11.5 L12.5 22 L5 22 L5 11.5'
        f' L3.5 12 Z" fill="#8fc3e8" stroke="{INK}" stroke-width="1.2"/>'
        f'<path d="M19 8.8 L24 8.8 L24 20 L29 23 Q30 27 27 26.5 L19.5 22 Z" fill="#f5cf4b"'
        f' stroke="{INK}" stroke-width="1.2"/>'
        f'<rect x="8" y="6" width="1.6" height="4" fill="{INK}"/>'
        f'<rect x="21" y="6.8" width="1.6" height="4" fill="{INK}"/>'
    )


def _note() -> str:
    return svg_document(
        f'<path d="M11 24 L11 6 L26 3 L26 21" stroke="{INK}" stroke-width="2.2" fill="none"/>'
        f'<path d="M11 6 L26 3 L26 8 L11 11 Z" fill="{INK}"/>'
        f'<ellipse cx="7.5" cy="24.5" rx="4.5" ry="3.4" fill="#3a5fa8" stroke="{INK}"'
        ' stroke-width="1.2" transform="rotate(-20 7.5 24.5)"/>'
        f'<ellipse cx="22.5" cy="21.5" rx="4.5" ry="3.4" fill="#3a5fa8" stroke="{INK}"'
        ' stroke-width="1.2" transform="rotate(-20 22.5 21.5)"/>'
    )


def _awning() -> str:
    stripes = "".join(
        f'<path d="M{2 + i * 7} 8 L{9 + i * 7} 8 L{9 + i * 7} 20 Q{5.5 + i * 7} 24'
        f' {2 + i * 7} 20 Z" fill="{"#d9473c" if i % 2 == 0 else "#fbf4e4"}"'
        f' stroke="{INK}" stroke-width="1.1"/>'
        for i in range(4)
    )
    return svg_document(
        f'<rect x="1" y="4" width="30" height="4.5" rx="1" fill="#9a6b4b" stroke="{INK}"'
        ' stroke-width="1.1"/>' + stripes
    )


def _heart() -> str:
    return svg_document(
        f'<path d="M16 28 L5 17 C0 11 4 3.5 10.5 5 Q14 6 16 9.5 Q18 6 21.5 5'
        f' C28 3.5 32 11 27 17 Z" fill="{LOVE_PINK}" stroke="{INK}" stroke-width="1.4"/>'
        '<path d="M8 11 Q9 8 12 8" stroke="#ffffff" stroke-width="1.6" fill="none"'
        ' stroke-linecap="round" stroke-opacity="0.7"/>'
    )


def _balcony() -> str:
    bars = "".join(
        f'<rect x="{5.2 + i * 4.6:.1f}" y="17" width="1.6" height="9" fill="{INK}"/>'
        for i in range(5)
    )
    return svg_document(
        f'<rect x="6" y="2" width="20" height="24" rx="2" fill="#bfe3ee" stroke="{INK}"'
        ' stroke-width="1.2"/>'
        f'<rect x="2" y="14.5" width="28" height="3" rx="1" fill="#9a6b4b" stroke="{INK}"'
        ' stroke-width="1"/>' + bars + f'<rect x="1" y="26" width="30" height="4" rx="1"'
        f' fill="#d8c6a3" stroke="{INK}" stroke-width="1.2"/>'
    )


def _any_flower() -> str:
    colours = [fill for fill, _shape in FLOWER_STYLE.values()]
    petals = "".join(
        f'<circle cx="16" cy="5.8" r="4" fill="{c}" stroke="{INK}" stroke-width="1"'
        f' transform="rotate({i * 60} 16 11)"/>'
        for i, c in enumerate(colours)
    )
    return svg_document(_stem() + petals + '<circle cx="16" cy="11" r="2.6" fill="#7a4a1c"/>')


def _flower_colours() -> str:
    heads = (
        _petals(*FLOWER_STYLE[Element.ORANGE_FLOWER], cx=8, cy=9, r=0.62)
        + _petals(*FLOWER_STYLE[Element.TURQUOISE_FLOWER], cx=24, cy=9, r=0.62)
        + _petals(*FLOWER_STYLE[Element.PURPLE_FLOWER], cx=16, cy=23, r=0.62)
    )
    return svg_document(heads)


def _flower_of(element: Element) -> Callable[[], str]:
    return lambda: _flower(element)


ELEMENT_SVG: Final[dict[str, Callable[[], str]]] = {
    Element.PERSON: _person,
    Element.CAT: _cat,
    Element.BIRD: lambda: svg_document(_bird_body(BIRD_TURQUOISE)),
    Element.LAUNDRY: _laundry,
    Element.NOTE: _note,
    Element.AWNING: _awning,
    Element.HEART: _heart,
    Element.LOVEBIRD_RIGHT: lambda: svg_document(_bird_body(LOVE_PINK, heart=True)),
    Element.LOVEBIRD_LEFT: lambda: svg_document(_bird_body(LOVE_PINK, flip=True, heart=True)),
    **{f: _flower_of(f) for f in FLOWER_STYLE},
    Counted.BALCONY: _balcony,
    Counted.FLOWER: _any_flower,
    Counted.FLOWER_COLOURS: _flower_colours,
}
