"""The words of Balconia's replay: a change of points with its sign, a side's running total, a
new balcony, the turn's block, the result; names as typed, a side's colour for an empty one."""

from __future__ import annotations

import re

from welcome_desktop.games.balconia.engine import (
    Element,
    Face,
    Side,
    SideScore,
    TurnRecord,
)
from welcome_desktop.games.balconia.ui import texts

HOSTILE = "<b>Ana</b>"
NAMES = (HOSTILE, "")
POINTS = r"points?(?:\(s\))?"  # the English catalogue may or may not be loaded


def test_a_change_has_its_sign() -> None:
    assert [texts.signed(n) for n in (4, 0, -3)] == ["+4", "\u00b10", "\u22123"]


def test_running_totals_name_the_side() -> None:
    line = texts.running_total_text(NAMES, Side.TURQUOISE, 23, 4)
    assert re.fullmatch(rf"<b>Ana</b>: 23 {POINTS} \(\+4 this turn\)", line)
    dealt = texts.running_total_text(NAMES, Side.PINK, 0, None)
    assert re.fullmatch(rf"Pink: 0 {POINTS}", dealt)  # no name: the side's colour


def test_a_new_balcony_lists_its_icons_and_points() -> None:
    face = Face((Element.CAT, Element.CAT, Element.HEART), None)
    line = texts.new_balcony_text(NAMES, Side.TURQUOISE, face, 3)
    assert re.fullmatch(
        rf"<b>Ana</b>'s new balcony: 2 cats?(?:\(s\))?, heart \(3 {POINTS} now\)", line
    )


def test_the_block_and_the_result_name_both_players() -> None:
    record = TurnRecord(block=5, selector=Side.PINK, kept=(0, 1), face=2, cell=(0, 1))
    words = texts.turn_block_text(record, NAMES)
    assert words.startswith("Solid frames: the two faces Pink kept.")
    assert "offered to <b>Ana</b>." in words
    scores = (SideScore(Side.TURQUOISE, (), 7), SideScore(Side.PINK, (), 5))
    assert texts.result_text(NAMES, scores, (Side.TURQUOISE,)).startswith("<b>Ana</b> wins")
    shared = texts.result_text(("A", "B"), scores[:1] * 2, (Side.TURQUOISE, Side.PINK))
    assert shared.startswith("A and B share the win")
