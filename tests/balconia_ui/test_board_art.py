"""Balconia's art: every icon, every face of every block and every door renders, and the six
flower colours stay apart without colour (each has its own petal shape)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.board import element_pixmap, paint_entrance, paint_face
from welcome_desktop.games.balconia.board.art import ICON_KEYS
from welcome_desktop.games.balconia.board.faces import condition_items, door_rows, payout_text
from welcome_desktop.games.balconia.engine import (
    BLOCK_IDS,
    ENTRANCE_IDS,
    FLOWERS,
    NOT,
    PAIRED,
    Condition,
    Element,
    Face,
    Side,
    Zone,
    door_rule,
    faces_of,
)


def _opaque(image: QImage) -> int:
    """How many pixels are not transparent."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).alpha() > 40
    )


def _render(paint: Callable[[QPainter, QRectF], None], size: int = 96) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


@pytest.mark.parametrize("element", ICON_KEYS)
def test_every_icon_renders(qtbot: QtBot, element: str) -> None:
    pm = element_pixmap(element, 32)
    assert pm.width() == 32 and pm.height() == 32
    assert _opaque(pm.toImage()) > 20, element


def test_an_icon_is_sharp_at_a_pixel_ratio_of_two(qtbot: QtBot) -> None:
    pm = element_pixmap(Element.CAT, 24, 2.0)
    assert (pm.width(), pm.height()) == (48, 48)
    assert pm.devicePixelRatio() == 2.0
    with pytest.raises(KeyError):
        element_pixmap("dragon", 24)


def test_flower_colours_differ_in_shape_not_only_in_colour(qtbot: QtBot) -> None:
    """The outlines (the alpha masks) of any two flower colours differ clearly."""
    masks = {}
    for flower in FLOWERS:
        image = element_pixmap(flower, 48).toImage()
        masks[flower] = {
            (x, y) for y in range(48) for x in range(48) if image.pixelColor(x, y).alpha() > 128
        }
    for a in FLOWERS:
        for b in FLOWERS:
            if a < b:
                apart = len(masks[a] ^ masks[b])
                assert apart > 0.12 * len(masks[a] | masks[b]), (a, b)


def test_every_face_of_every_block_renders_and_shows_its_condition(qtbot: QtBot) -> None:
    plain = _opaque(_render(lambda p, r: paint_face(p, r, Face((), None))))
    for block in BLOCK_IDS:
        for face in faces_of(block):
            image = _render(lambda p, r, f=face: paint_face(p, r, f))
            assert _opaque(image) >= plain, (block, face)
            assert image != _render(lambda p, r: paint_face(p, r, Face((), None))), block


def test_faces_with_different_conditions_look_different(qtbot: QtBot) -> None:
    images = {}
    for block in BLOCK_IDS:
        for face in faces_of(block):
            images.setdefault(face, _render(lambda p, r, f=face: paint_face(p, r, f), 64))
    pictures = list(images.values())
    distinct = {bytes(i.constBits()) for i in pictures}
    assert len(distinct) == len(pictures)


def test_every_door_renders_on_both_sides(qtbot: QtBot) -> None:
    seen = set()
    for number in ENTRANCE_IDS:
        for side in Side:
            rule = door_rule(number, side)
            image = _render(lambda p, r, s=side, d=rule: paint_entrance(p, r, s, d))
            assert _opaque(image) > 500
            seen.add(bytes(image.constBits()))
    assert len(seen) == 2 * len(ENTRANCE_IDS)


def test_a_condition_reads_payout_zone_then_target() -> None:
    assert payout_text(2) == "2×" and payout_text(PAIRED) == "5"
    cond = Condition(Zone.ROW, (Element.BIRD,), 1, True)
    assert condition_items(cond) == [
        ("text", "1×"),
        ("icon", "zone:row:in"),
        ("icon", Element.BIRD),
    ]
    absent = Condition(Zone.AROUND, (NOT, Element.CAT), PAIRED)
    assert condition_items(absent)[1:] == [("icon", "zone:around:ref"), ("not", Element.CAT)]
    excluded = Condition(Zone.ROW, (Element.PERSON,), 1, False)
    assert condition_items(excluded)[1] == ("icon", "zone:row:out")
    both = Condition(Zone.AROUND, (Element.PERSON, Element.CAT), PAIRED)
    assert [i[1] for i in condition_items(both)[2:]] == [Element.PERSON, Element.CAT]


def test_a_majority_door_has_two_rows_and_names_the_other_door() -> None:
    rows = door_rows(Side.TURQUOISE, door_rule(1, Side.TURQUOISE))
    assert len(rows) == 2
    assert rows[0][0] == ("text", "5") and rows[1][0] == ("text", "3")
    assert rows[0][-1][1].startswith("door:")
