"""The paper sheet format: the documented example, field-naming errors and round trips."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.games.welcome.engine import EMPTY, ROUNDABOUT, Sheet
from welcome_desktop.games.welcome.persistence.sheet_format import (
    SCORE_KEYS,
    PaperSheetError,
    paper_from_sheet,
    score_paper,
    sheet_from_paper,
)

from .persistence_helpers import CONFIGS, play_states

DOC = Path(__file__).resolve().parents[2] / "docs" / "sheet-format.md"


def doc_example() -> dict[str, Any]:
    match = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert match, "docs/sheet-format.md lost its JSON example"
    data: dict[str, Any] = json.loads(match.group(1))
    return data


def empty_paper() -> dict[str, Any]:
    return {"houses": [[None] * 10, [None] * 11, [None] * 12]}


def test_documented_example_scores_as_worked_out_by_hand() -> None:
    # See docs/sheet-format.md: estates 3 + 3*4 + 3*4 + 6, pools 6 built, parks 4 + 2 + 6.
    expected = {
        "pools": 21,
        "parks": 12,
        "estates": 33,
        "temps": 4,
        "plans": 15,
        "bis": 3,
        "refusals": 0,
        "roundabouts": 3,
        "total": 79,
    }
    result = score_paper(doc_example())
    assert list(result) == list(SCORE_KEYS)
    assert result == expected
    # The doc's printed CLI output says the same.
    assert json.dumps(expected) in DOC.read_text(encoding="utf-8")


def test_documented_example_builds_the_expected_sheet() -> None:
    sheet, temp_points = sheet_from_paper(doc_example())
    assert temp_points == 4
    assert sheet.houses[1][5] == ROUNDABOUT and sheet.houses[2][0] == EMPTY
    assert sheet.houses[0][4] == 5 and sheet.bis == (1 << 4, 0, 1 << 6)
    # The roundabout's fences are in the listed slots 4 and 5.
    assert sheet.fences[1] == (1 << 0) | (1 << 4) | (1 << 5) | (1 << 7)
    assert sorted(size for _, _, size in sheet.estates()) == [1, 2, 2, 2, 3, 3, 3, 5]
    assert sheet.used_estates == {(0, 0, 2), (0, 2, 3), (0, 5, 3), (2, 4, 3), (2, 7, 5)}
    assert sheet.pool_count == 6 and sheet.roundabout_count == 1
    assert paper_from_sheet(sheet, temp_points) | {"player": "Alex"} == doc_example()


def test_empty_sheet_scores_zero_and_defaults_apply() -> None:
    sheet, temp_points = sheet_from_paper(empty_paper())
    assert sheet == Sheet() and temp_points == 0
    assert score_paper(empty_paper())["total"] == 0


def test_roundabout_fences_are_implied() -> None:
    paper = empty_paper()
    paper["houses"][0][3] = "R"
    sheet, _ = sheet_from_paper(paper)
    assert sheet.fences[0] == (1 << 2) | (1 << 3)
    paper["houses"][0][0] = "r"
    sheet, _ = sheet_from_paper(paper)
    assert sheet.fences[0] == 1 | (1 << 2) | (1 << 3)


def _bad(edit: Any) -> dict[str, Any]:
    data = copy.deepcopy(doc_example())
    edit(data)
    return data


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


BAD_INPUTS = [
    ("number out of order", _set(("houses", 0, 5), 4), "houses[0][5]", "increase"),
    ("number repeated apart", _set(("houses", 0, 5), 5), "houses[0][5]", "bis copy"),
    ("twin originals", _set(("houses", 0, 4), 5), "houses[0][4]", "written twice"),
    ("bis without original", _set(("houses", 0, 1), "2b"), "houses[0][1]", "no original"),
    ("number too big", _set(("houses", 2, 11), 18), "houses[2][11]", "0..17"),
    ("bis too big", _set(("houses", 2, 11), "18b"), "houses[2][11]", "0..17"),
    ("house not a number", _set(("houses", 1, 2), "x"), "houses[1][2]", "not a house"),
    ("float house", _set(("houses", 1, 2), 5.0), "houses[1][2]", "not a house"),
    ("bool house", _set(("houses", 1, 2), True), "houses[1][2]", "not a house"),
    ("short street", _set(("houses", 1), [None] * 10), "houses[1]", "11 entries"),
    ("two streets", _set(("houses",), [[None] * 10, [None] * 11]), "houses", "3 entries"),
    ("fence slot out of range", _set(("fences", 0), [1, 9]), "fences[0][1]", "0..8"),
    ("fence listed twice", _set(("fences", 2), [3, 3]), "fences[2][1]", "twice"),
    ("fence splits bis", _set(("fences", 0), [1, 3]), "fences[0][1]", "bis"),
    ("pool without pool", _set(("pools", 0), [0, 3]), "pools[0]", "no pool"),
    ("pool on bis copy", _set(("pools", 0), [2, 6]), "pools[0]", "bis"),
    ("pool on empty house", _set(("houses", 1, 7), None), "pools[3]", "needs a number"),
    ("pool bad street", _set(("pools", 0), [3, 0]), "pools[0][0]", "0..2"),
    ("pool twice", _set(("pools", 1), [0, 2]), "pools[1]", "twice"),
    ("too many parks", _set(("parks", 0), 4), "parks[0]", "0..3"),
    ("too many crossings", _set(("estate_columns", 0), 2), "estate_columns[0]", "0..1"),
    ("six columns", _set(("estate_columns",), [0, 0]), "estate_columns", "6 entries"),
    ("too many temps", _set(("temps",), 12), "temps", "0..11"),
    ("too many refusals", _set(("refusals",), 4), "refusals", "0..3"),
    ("impossible plan value", _set(("plans", 1), 2), "plans[1]", "worth 2"),
    ("bad temp points", _set(("temp_points",), 5), "temp_points", "0, 1, 4, 7"),
    (
        "plan estate not an estate",
        _set(("plan_estates", 0), [0, 0, 3]),
        "plan_estates[0]",
        "estate",
    ),
    ("plan house empty", _set(("plan_houses",), [[1, 2]]), "plan_houses[0]", "not built"),
    ("unknown field", _set(("fence",), [[], [], []]), "fence", "unknown"),
    ("wrong version", _set(("version",), 2), "version", "1..1"),
    ("player not text", _set(("player",), 3), "player", "text"),
]


@pytest.mark.parametrize(
    ("edit", "field", "words"), [b[1:] for b in BAD_INPUTS], ids=[b[0] for b in BAD_INPUTS]
)
def test_bad_input_names_the_field(edit: Any, field: str, words: str) -> None:
    with pytest.raises(PaperSheetError) as info:
        sheet_from_paper(_bad(edit))
    assert info.value.field == field
    assert str(info.value).startswith(f"{field}: ")
    assert words in str(info.value)
    assert isinstance(info.value, ValueError)


def test_other_structural_errors() -> None:
    with pytest.raises(PaperSheetError, match=r"^sheet: "):
        sheet_from_paper([1, 2])
    with pytest.raises(PaperSheetError, match=r"^houses: missing"):
        sheet_from_paper({})
    data = empty_paper()
    data["houses"][0] = ["1b", "1b"] + [None] * 8
    with pytest.raises(PaperSheetError, match=r"houses\[0\]\[0\]: bis copy"):
        sheet_from_paper(data)
    data = empty_paper()
    data["houses"][2] = ["R", None, "R", None, "R"] + [None] * 7
    with pytest.raises(PaperSheetError, match=r"^houses: 3 roundabouts"):
        sheet_from_paper(data)
    data = empty_paper()
    data["houses"][2] = [0, "0b", "0b", "0b", "0b", "0b", "0b", "0b", "0b", "0b", "0b", None]
    with pytest.raises(PaperSheetError, match=r"^houses: 10 bis copies"):
        sheet_from_paper(data)
    data = empty_paper() | {"temp_points": 7}
    with pytest.raises(PaperSheetError, match=r"^temp_points: .*temp hired"):
        sheet_from_paper(data)


def test_numbers_restart_after_a_roundabout_and_bis_chains_are_fine() -> None:
    data = empty_paper()
    data["houses"][1] = [5, "5b", "5b", 9, "R", 0, 1, "2b", 2, None, 17]
    sheet, _ = sheet_from_paper(data)
    assert sheet.bis[1] == (1 << 1) | (1 << 2) | (1 << 7)
    assert score_paper(data)["bis"] == 6  # 3 bis copies


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.mode}-{c.seats}-{c.advanced}")
def test_round_trip_of_reachable_sheets(config: Any) -> None:
    seen_extras = 0
    for seed in range(4):
        for state in play_states(replace(config, seed=seed), seed):
            scores = state.scores()
            for seat in range(state.seats):
                sheet = state.current_sheet(seat)
                paper = paper_from_sheet(sheet, scores[seat].temps)
                back = json.loads(json.dumps(paper))
                assert back == paper
                again, temp_points = sheet_from_paper(back)
                assert again == sheet
                assert temp_points == scores[seat].temps
                if state.pending[seat] is None:
                    assert score_paper(back) == {k: scores[seat].to_json()[k] for k in SCORE_KEYS}
                seen_extras += bool(sheet.bis_count or sheet.roundabout_count)
    assert seen_extras  # the games did exercise bis copies or roundabouts
