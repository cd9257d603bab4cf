"""The zone glyphs of Balconia's conditions (a 3 x 3 grid around this balcony, the zone's cells
filled, the own-icons marker in the middle) and the entrance door, our own SVG in code."""

from __future__ import annotations

from typing import Final

from ..engine import Zone
from .icons import INK, LOVE_PINK, svg_document

OWN_IN: Final = "in"  # this balcony's own icons count (an orange X)
OWN_OUT: Final = "out"  # this balcony's own icons do not count (a black X)
OWN_NONE: Final = "ref"  # the zone never holds this balcony: it is only marked as the reference
ZONE_FILL: Final = "#3f7fb5"
LOVE_FILL: Final = "#f3a6bf"

_ZONE_CELLS: Final[dict[Zone, tuple[tuple[int, int], ...]]] = {
    Zone.ROW: ((1, 0), (1, 2)),
    Zone.COLUMN_ABOVE: ((0, 1),),
    Zone.ROW_ABOVE: ((0, 0), (0, 1), (0, 2)),
    Zone.COLUMN_BELOW: ((2, 1),),
    Zone.AROUND: ((0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)),
    Zone.RIGHT: ((1, 2),),
    Zone.LEFT: ((1, 0),),
    Zone.COLUMN_RIGHT: ((0, 2), (1, 2), (2, 2)),
    Zone.COLUMN_LEFT: ((0, 0), (1, 0), (2, 0)),
    Zone.GROUP: ((0, 2), (1, 2), (2, 1), (2, 0)),
    Zone.LOVEBIRD_RIGHT: ((0, 2), (1, 2), (2, 2)),
    Zone.LOVEBIRD_LEFT: ((0, 0), (1, 0), (2, 0)),
}


def _cell(row: int, col: int, fill: str, rx: float = 1.2) -> str:
    return (
        f'<rect x="{1 + col * 10}" y="{1 + row * 10}" width="10" height="10" rx="{rx}"'
        f' fill="{fill}" stroke="{INK}" stroke-width="1"/>'
    )


def zone_svg(zone: Zone, own: str) -> str:
    love = zone in (Zone.LOVEBIRD_RIGHT, Zone.LOVEBIRD_LEFT)
    filled = set(_ZONE_CELLS[zone])
    parts = []
    for row in range(3):
        for col in range(3):
            if (row, col) == (1, 1):
                continue
            if (row, col) in filled:
                parts.append(_cell(row, col, LOVE_FILL if love else ZONE_FILL))
            else:
                parts.append(_cell(row, col, "#f6eedc"))
    if zone is Zone.GROUP:  # the group's cells joined: one shape, any size
        parts.append(
            f'<path d="M26 8 L26 24 M6 26 L16 26 L16 20" stroke="{INK}"'
            ' stroke-width="1.4" fill="none" stroke-dasharray="2 1.5"/>'
        )
    if zone is Zone.COLUMN_ABOVE:  # the whole column upwards
        parts.append(
            '<path d="M12.5 8.5 L16 3.5 L19.5 8.5" stroke="#ffffff" stroke-width="1.8"'
            ' fill="none"/>'
        )
    if zone is Zone.COLUMN_BELOW:
        parts.append(
            '<path d="M12.5 23.5 L16 28.5 L19.5 23.5" stroke="#ffffff"'
            ' stroke-width="1.8" fill="none"/>'
        )
    if love:
        x = 26 if zone is Zone.LOVEBIRD_RIGHT else 6
        parts.append(
            f'<path d="M{x} 19.5 L{x - 3.6} 15.8 C{x - 5.4} 13.6 {x - 2.6} 11 {x} 13.6'
            f' C{x + 2.6} 11 {x + 5.4} 13.6 {x + 3.6} 15.8 Z" fill="{LOVE_PINK}"'
            f' stroke="{INK}" stroke-width="0.8"/>'
        )
    if own == OWN_IN:
        parts.append(_cell(1, 1, "#ffd9a8"))
        parts.append(
            '<path d="M13.5 13.5 L18.5 18.5 M18.5 13.5 L13.5 18.5" stroke="#e8730c"'
            ' stroke-width="2.6" stroke-linecap="round"/>'
        )
    elif own == OWN_OUT:
        parts.append(_cell(1, 1, "#ffffff"))
        parts.append(
            f'<path d="M13.5 13.5 L18.5 18.5 M18.5 13.5 L13.5 18.5" stroke="{INK}"'
            ' stroke-width="2.6" stroke-linecap="round"/>'
        )
    else:
        parts.append(_cell(1, 1, "#ffffff"))
        parts.append(f'<circle cx="16" cy="16" r="2.2" fill="{INK}"/>')
    return svg_document("".join(parts))


def zone_key(zone: Zone, own: str) -> str:
    return f"zone:{zone.value}:{own}"


def door_svg(side_colour: str) -> str:
    """An entrance door of the side's colour, arched, in its frame."""
    return svg_document(
        f'<path d="M3 32 L3 13 Q3 1 16 1 Q29 1 29 13 L29 32 Z" fill="#efe2c4" stroke="{INK}"'
        ' stroke-width="1.2"/>'
        f'<path d="M6.5 32 L6.5 14 Q6.5 4.5 16 4.5 Q25.5 4.5 25.5 14 L25.5 32 Z"'
        f' fill="{side_colour}" stroke="{INK}" stroke-width="1.4"/>'
        f'<path d="M10 13 Q10 8 16 8 Q22 8 22 13 Z" fill="#bfe3ee" stroke="{INK}"'
        ' stroke-width="0.8"/>'
        f'<path d="M16 8 L16 13" stroke="{INK}" stroke-width="0.8"/>'
        f'<circle cx="21.5" cy="22" r="1.3" fill="{INK}"/>'
    )
