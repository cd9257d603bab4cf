"""Geometry of the board scene: a few constants turned into the rects of every item."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from welcome_desktop.games.welcome.engine.data import ESTATE_BOXES

from .sheet_art import SPEC

STREET_SIZES = SPEC.street_sizes
PARK_BOXES = tuple(st.park_boxes for st in SPEC.streets)

MARGIN = 16.0

# Offer band (cards, plans, stacks) above the sheet.
CARD_W, CARD_H = 84.0, 119.0  # card art 120 x 170 at 0.7
CARD_OVERLAP = 22.0  # how much the number card covers the effect card
COMBO_W = 2 * CARD_W - CARD_OVERLAP
COMBO_GAP = 14.0
PLAN_W, PLAN_H = 150.0, 103.0  # plan art 160 x 110
PLAN_GAP = 10.0
OFFER_TOP = MARGIN + 22.0  # room for the band's caption
OFFER_H = CARD_H + 26.0

# The sheet.
SHEET_X = MARGIN
SHEET_TOP = OFFER_TOP + OFFER_H + 12.0
SHEET_PAD = 20.0
HEADER_H = 34.0
HOUSE_W, HOUSE_H = 64.0, 76.8  # house art 100 x 120
GAP = 14.0  # fence slot between two houses
PITCH = HOUSE_W + GAP
ROW_H = HOUSE_H + 32.0
MAX_HOUSES = max(STREET_SIZES)
LABEL_W = 26.0  # street numbers left of the longest street
STREET_RIGHT = SHEET_X + SHEET_PAD + LABEL_W + MAX_HOUSES * PITCH - GAP
PARK_X = STREET_RIGHT + 26.0
TREE_W, TREE_H = 34.0, 42.5
TREE_PITCH = TREE_W + 4.0
SHEET_W = PARK_X - SHEET_X + max(PARK_BOXES) * TREE_PITCH + SHEET_PAD
STREETS_TOP = SHEET_TOP + HEADER_H + 10.0

# Tracks under the streets.
TRACKS_TOP = STREETS_TOP + 3 * ROW_H + 8.0
ICON = 30.0
BOX_W, BOX_H = 28.0, 34.0
PLAN_BOX_W = 46.0
TRACK_ROW = BOX_H + 18.0
TRACK_GAP = 22.0
EST_COL_W, EST_HEAD_H, EST_ROW_H = 42.0, 30.0, 19.0
TOTAL_W = 86.0
SHEET_H = TRACKS_TOP + len(SPEC.track_rows()) * TRACK_ROW + 24.0 - SHEET_TOP

SCENE_W = SHEET_X + SHEET_W + MARGIN
SCENE_H = SHEET_TOP + SHEET_H + MARGIN


def scene_rect() -> QRectF:
    return QRectF(0.0, 0.0, SCENE_W, SCENE_H)


def sheet_rect() -> QRectF:
    return QRectF(SHEET_X, SHEET_TOP, SHEET_W, SHEET_H)


def street_x(street: int) -> float:
    """x of the first house: streets are right-aligned so their parks line up."""
    return STREET_RIGHT - STREET_SIZES[street] * PITCH + GAP


def street_y(street: int) -> float:
    return STREETS_TOP + street * ROW_H


def house_rect(street: int, house: int) -> QRectF:
    return QRectF(street_x(street) + house * PITCH, street_y(street), HOUSE_W, HOUSE_H)


def plate_rect(street: int, house: int) -> QRectF:
    """Where the number is written: the house art's plate (x=25 y=62 w=50 h=38 of 100 x 120)."""
    r = house_rect(street, house)
    k = HOUSE_W / 100.0
    return QRectF(r.x() + 25 * k, r.y() + 62 * k, 50 * k, 38 * k)


def fence_rect(street: int, slot: int) -> QRectF:
    """The fence between house ``slot`` and ``slot + 1`` (fence art 20 x 100)."""
    cx = street_x(street) + slot * PITCH + HOUSE_W + GAP / 2
    h = HOUSE_H * 0.92
    return QRectF(cx - GAP / 2, street_y(street) + HOUSE_H - h, GAP, h)


def street_end_fence(street: int, right: bool) -> QRectF:
    x0 = street_x(street)
    cx = x0 - GAP / 2 if not right else x0 + STREET_SIZES[street] * PITCH - GAP / 2
    h = HOUSE_H * 0.92
    return QRectF(cx - GAP / 2, street_y(street) + HOUSE_H - h, GAP, h)


def estate_bracket(street: int, first: int, size: int) -> QRectF:
    """The band under a completed estate."""
    a = house_rect(street, first)
    b = house_rect(street, first + size - 1)
    return QRectF(a.left() + 2, a.bottom() + 3, b.right() - a.left() - 4, 12)


def park_box(street: int, k: int) -> QRectF:
    """Park box k (0-based) of a street's park track, at the street's right end."""
    y = street_y(street) + 6
    return QRectF(PARK_X + k * TREE_PITCH, y, TREE_W, TREE_H)


def park_label(street: int) -> QPointF:
    return QPointF(PARK_X, street_y(street) + HOUSE_H + 12)


# -- tracks ------------------------------------------------------------------------------------
TRACK_ROWS = SPEC.track_rows()  # the spec's track rows, top to bottom, left to right
TRACK_NAMES = tuple(name for row in TRACK_ROWS for name in row)
TRACK_BOXES = {name: SPEC.track(name).boxes for name in TRACK_NAMES}


def _track_width(name: str) -> float:
    w = PLAN_BOX_W if name == "plans" else BOX_W
    return ICON + 6 + TRACK_BOXES[name] * w


def track_origin(name: str) -> QPointF:
    """Top-left of a track (its icon); boxes follow to the right."""
    x = SHEET_X + SHEET_PAD
    index = next(i for i, row in enumerate(TRACK_ROWS) if name in row)
    for other in TRACK_ROWS[index]:
        if other == name:
            break
        x += _track_width(other) + TRACK_GAP
    return QPointF(x, TRACKS_TOP + index * TRACK_ROW)


def track_box(name: str, k: int) -> QRectF:
    o = track_origin(name)
    w = PLAN_BOX_W if name == "plans" else BOX_W
    return QRectF(o.x() + ICON + 6 + k * w, o.y(), w, BOX_H)


def track_icon(name: str) -> QRectF:
    o = track_origin(name)
    return QRectF(o.x(), o.y() + (BOX_H - ICON) / 2, ICON, ICON)


def track_rect(name: str) -> QRectF:
    o = track_origin(name)
    return QRectF(o.x(), o.y(), _track_width(name), BOX_H + 14)


def estates_origin() -> QPointF:
    widest = max(
        sum(_track_width(n) for n in row) + (len(row) - 1) * TRACK_GAP for row in TRACK_ROWS
    )
    return QPointF(SHEET_X + SHEET_PAD + widest + 6, TRACKS_TOP - 4)


def estate_column(column: int) -> QRectF:
    """The whole column of the real-estate track for estates of size column + 1."""
    o = estates_origin()
    rows = max(ESTATE_BOXES) + 1
    return QRectF(o.x() + column * EST_COL_W, o.y(), EST_COL_W - 4, EST_HEAD_H + rows * EST_ROW_H)


def estate_value_rect(column: int, k: int) -> QRectF:
    c = estate_column(column)
    return QRectF(c.x() + 4, c.y() + EST_HEAD_H + k * EST_ROW_H, c.width() - 8, EST_ROW_H - 2)


def total_rect() -> QRectF:
    right = SHEET_X + SHEET_W - SHEET_PAD
    return QRectF(right - TOTAL_W, TRACKS_TOP + 6, TOTAL_W, len(TRACK_ROWS) * TRACK_ROW - 16)


# -- offer band --------------------------------------------------------------------------------
def combo_rect(i: int) -> QRectF:
    return QRectF(MARGIN + i * (COMBO_W + COMBO_GAP), OFFER_TOP, COMBO_W, CARD_H)


def hand_card_rect(i: int) -> QRectF:
    return QRectF(MARGIN + i * (CARD_W + 30.0), OFFER_TOP, CARD_W, CARD_H)


def plans_x() -> float:
    return MARGIN + 3 * COMBO_W + 2 * COMBO_GAP + 34.0


def plan_rect(i: int) -> QRectF:
    return QRectF(plans_x() + i * (PLAN_W + PLAN_GAP), OFFER_TOP + 6, PLAN_W, PLAN_H)


def stack_rect() -> QRectF:
    x = plans_x() + 3 * (PLAN_W + PLAN_GAP) + 24.0
    return QRectF(x, OFFER_TOP + 6, CARD_W * 0.8, CARD_H * 0.8)
