"""Balconia's words: every id the engine and the view use has a text, every face and door reads
as a sentence naming its payout, and player names stay plain text."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from welcome_desktop.games.balconia.app.view import Prompt, TableView
from welcome_desktop.games.balconia.engine import (
    BLOCKS,
    ENTRANCES,
    NOT,
    PAIRED,
    SIDES,
    Building,
    Condition,
    Counted,
    DoorKind,
    DoorRule,
    Element,
    Reason,
    Side,
    SideScore,
    TurnRecord,
    Zone,
)
from welcome_desktop.games.balconia.engine.data import MAJORITY_FIRST, MAJORITY_SECOND
from welcome_desktop.games.balconia.ui import texts

HOSTILE = ("<b>Bo</b>", '<img src="x.png">')
IDS = [*Element, *Counted]


def view(prompt: Prompt, **changes: object) -> TableView:
    """A table view with hostile names: turquoise to act, unless ``changes`` say otherwise."""
    fields: dict[str, object] = {
        "names": HOSTILE,
        "humans": (True, False),
        "viewer": Side.TURQUOISE,
        "selector": Side.TURQUOISE,
        "to_act": Side.TURQUOISE,
        "building": Building(1, (0, 2)),
        "block": 7,
        "kept": None,
        "offered": None,
        "legal_cells": (),
        "draft": None,
        "scores": (SideScore(Side.TURQUOISE, (), 0), SideScore(Side.PINK, (), 0)),
        "blocks_left": 3,
        "turn": 4,
        "my_turn": True,
        "can_undo": False,
        "can_confirm": False,
        "busy": False,
        "hidden": False,
        "over": False,
        "prompt": prompt,
    }
    fields.update(changes)
    return TableView(**fields)  # type: ignore[arg-type]


def scores(turquoise: int, pink: int, doors: tuple[int, int] = (0, 0)) -> tuple[SideScore, ...]:
    return (
        SideScore(Side.TURQUOISE, (((1, 0), turquoise - doors[0]),), doors[0]),
        SideScore(Side.PINK, (((1, 0), pink - doors[1]),), doors[1]),
    )


def test_every_side_icon_zone_and_door_kind_has_a_name() -> None:
    assert [texts.side_name(s) for s in SIDES] == ["Turquoise", "Pink"]
    assert set(texts.NAMES) == set(IDS)
    for element in IDS:
        assert texts.element_name(element) and "_" not in texts.element_name(element)
        for n in (1, 2, 5):
            assert str(n) in texts.element_count(element, n)
    for table in (texts.PER, texts.PLURAL):
        assert set(table) == set(IDS)
    for table in (texts.WITHOUT, texts.WITH, texts.ONE):
        assert set(table) >= set(Element)
    for zone in Zone:
        assert texts.zone_name(zone)
    assert set(texts.ZONE_PLACES) == set(Zone) - {
        Zone.GROUP,
        Zone.LOVEBIRD_RIGHT,
        Zone.LOVEBIRD_LEFT,
    }
    for kind in DoorKind:
        assert texts.door_kind_name(kind)


def test_every_form_of_an_icon_is_its_own_english_source() -> None:
    """One source per message: a translator declines each form without touching another."""
    tables = (texts.NAMES, texts.PER, texts.PLURAL, texts.WITHOUT, texts.WITH, texts.ONE)
    sources = Counter(text for table in tables for text in table.values())
    sources.update(texts.ZONE_NAMES.values())
    sources.update(texts.ZONE_PLACES.values())
    assert [s for s, n in sources.items() if n > 1] == []


def test_every_refusal_has_a_sentence() -> None:
    for reason in [*Reason, "save_failed", "load_failed"]:
        text = texts.reason_text(reason)
        assert text.endswith(".") and "_" not in text, reason
    assert texts.reason_text("not_a_reason") == "That move is not allowed."
    assert len({texts.reason_text(r) for r in Reason}) == len(Reason)


@pytest.mark.parametrize("block", range(1, len(BLOCKS) + 1))
def test_every_face_names_its_icons_and_its_payout(block: int) -> None:
    for face in BLOCKS[block - 1]:
        text = texts.face_text(face)
        icons = texts.elements_text(face.elements)
        assert text.startswith(icons + ":")
        for element in set(face.elements):  # each icon named once, a repeated one counted
            n = face.elements.count(element)
            name = texts.element_name(element) if n == 1 else texts.element_count(element, n)
            assert name in icons
        if face.condition is None:
            assert text.endswith("no condition")
        else:
            assert texts.condition_text(face.condition) in text
            assert re.search(rf"\b{face.condition.payout} point", text), text
        assert "%" not in text and "_" not in text, text


def test_conditions_read_as_the_rulebook_examples() -> None:
    row = texts.condition_text(Condition(Zone.ROW, (Element.BIRD,), 1, True))
    assert re.fullmatch(r"1 point(\(s\))? per bird in this row \(this balcony included\)", row)
    above = texts.condition_text(Condition(Zone.COLUMN_ABOVE, (NOT, Element.AWNING), PAIRED))
    assert above.endswith("if no awnings in the column above")
    both = texts.condition_text(Condition(Zone.AROUND, (Element.PERSON, Element.CAT), PAIRED))
    assert both.endswith("if a person and a cat are around")
    colours = texts.condition_text(Condition(Zone.AROUND, (Counted.FLOWER_COLOURS,), 3))
    assert colours.endswith("per flower colour around")
    love = texts.condition_text(Condition(Zone.LOVEBIRD_RIGHT, (Element.LOVEBIRD_LEFT,), PAIRED))
    assert love.endswith("if paired with a lovebird facing it in the column to the right")
    lacking = texts.condition_text(Condition(Zone.ROW_ABOVE, (NOT, Element.PERSON), 1))
    assert lacking.endswith("per balcony without people in the row just above")
    group = texts.condition_text(Condition(Zone.GROUP, (Element.CAT,), 1, True))
    assert "per cat in its group of connected balconies with cats" in group
    own = texts.condition_text(Condition(Zone.ROW, (Counted.FLOWER_COLOURS,), 2, False))
    assert own.endswith("(this balcony excluded)")
    assert "balcony" not in texts.condition_text(Condition(Zone.LEFT, (Element.LAUNDRY,), 2))


def test_both_doors_of_every_entrance_name_their_payout() -> None:
    for number, doors in enumerate(ENTRANCES, 1):
        for rule in doors:
            text = texts.door_text(rule)
            assert "%" not in text and "_" not in text, (number, text)
            if rule.kind is DoorKind.MAJORITY:
                assert f"{MAJORITY_FIRST} point" in text and f"{MAJORITY_SECOND} point" in text
            elif rule.kind is DoorKind.FEWER:
                assert text.startswith("1 point per ") and "fewer" in text
            else:
                assert "difference" in text
    fewer = texts.door_text(DoorRule(DoorKind.FEWER, Element.NOTE, Element.BIRD))
    assert fewer == "1 point per music note if your side shows fewer music notes than birds"


@pytest.mark.parametrize("prompt", list(Prompt))
def test_every_prompt_has_a_text_naming_the_player_as_typed(prompt: Prompt) -> None:
    over = prompt is Prompt.OVER
    text = texts.prompt_text(
        view(prompt, over=over, winners=(Side.PINK,) if over else (), scores=scores(30, 31))
    )
    if prompt is Prompt.NONE:
        assert text == ""
        return
    assert text and "%" not in text
    name = HOSTILE[1] if over else HOSTILE[0]
    assert name in text  # shown literally: the label showing it is plain text
    assert "<" not in text.replace(HOSTILE[0], "").replace(HOSTILE[1], "")


def test_the_selector_and_placer_prompts_name_both_players() -> None:
    select = texts.prompt_text(view(Prompt.SELECT))
    assert select.index(HOSTILE[0]) < select.index(HOSTILE[1])
    assert "neighbouring faces" in select
    place = texts.prompt_text(view(Prompt.PLACE, to_act=Side.PINK))
    assert place.startswith(HOSTILE[1]) and HOSTILE[0] in place and "free cell" in place
    wait = texts.prompt_text(view(Prompt.WAIT, to_act=Side.PINK, my_turn=False))
    assert wait == f"{HOSTILE[1]} is thinking…"
    nameless = texts.prompt_text(view(Prompt.CONFIRM, names=("", "")))
    assert nameless.startswith("Turquoise: ")


def test_the_end_names_the_winner_the_door_tie_break_or_a_shared_win() -> None:
    def over(
        winners: tuple[Side, ...], totals: tuple[int, int], doors: tuple[int, int] = (0, 0)
    ) -> str:
        end = scores(*totals, doors)
        return texts.prompt_text(
            view(Prompt.OVER, over=True, to_act=None, winners=winners, scores=end)
        )

    assert over((Side.TURQUOISE,), (40, 31)).startswith(f"{HOSTILE[0]} wins with 40 point")
    door = over((Side.PINK,), (35, 35), (2, 5))
    assert door.startswith(f"{HOSTILE[1]} wins the tie") and "door" in door
    shared = over(tuple(SIDES), (35, 35), (3, 3))
    assert shared.startswith(f"{HOSTILE[0]} and {HOSTILE[1]} share the win with 35 point")


def test_a_turn_line_names_both_players_and_the_cell_as_the_viewer_sees_it() -> None:
    record = TurnRecord(block=7, selector=Side.PINK, kept=(0, 1), face=2, cell=(1, 0))
    line = texts.turn_text(record, HOSTILE)
    assert (
        line == f"Block 7: {HOSTILE[1]} kept two faces, {HOSTILE[0]} placed it at row 2, column 1."
    )
    assert texts.turn_text(record, HOSTILE, Side.PINK).endswith("row 2, column 5.")
    assert "Pink kept" in texts.turn_text(record, ("Ann", "\n "))


def test_the_tokens_left_are_counted() -> None:
    assert texts.blocks_left_text(3).startswith("3 token")


def test_a_score_reads_as_its_balconies_and_its_door() -> None:
    text = texts.score_text(SideScore(Side.PINK, (((1, 0), 20), ((2, 3), 7)), 4))
    assert text.startswith("31 point") and "27" in text and "4 from the door" in text


def test_each_door_of_an_entrance_is_named_by_its_colour() -> None:
    turquoise = texts.entrance_door_text(2, Side.TURQUOISE)
    assert turquoise.startswith("Turquoise door: 1 point per music note")
    assert texts.entrance_door_text(2, Side.PINK).startswith("Pink door: 1 point per bird")
