"""Paper sheets of the thematic sheets: the ``sheet`` field, the ice-cream and egg marks, and the
impossible marks refused with the field named."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    Mode,
    new_game,
    random_move,
    submit,
    temp_points,
)
from welcome_desktop.games.welcome.persistence.sheet_format import (
    PaperSheetError,
    paper_from_sheet,
    score_paper,
    sheet_from_paper,
)

EMPTY_HOUSES = [[None] * 10, [None] * 11, [None] * 12]


def played(sheet_id: str, seed: int) -> list[tuple[dict[str, Any], Any, Any]]:
    """(paper, sheet, score) of every seat at the end of a random 2-seat game."""
    rng = random.Random(seed)
    state = new_game(GameConfig(Mode.STANDARD, 2, True, seed, sheet=sheet_id))
    while not state.over:
        for seat in range(2):
            move = random_move(state.sheets[seat], state.offers[seat], rng, advanced=True)
            state = submit(state, seat, move)
    tps = temp_points([s.temps for s in state.sheets], solo=False)
    return [
        (paper_from_sheet(sheet, tp, sheet_id), sheet, score)
        for sheet, tp, score in zip(state.sheets, tps, state.scores(), strict=True)
    ]


@pytest.mark.parametrize("sheet_id", ["ice_cream", "lights", "eggs"])
def test_themed_paper_sheets_round_trip_and_score_like_the_game(sheet_id: str) -> None:
    for seed in range(8):
        for paper, sheet, score in played(sheet_id, seed):
            assert paper["sheet"] == sheet_id
            back, _ = sheet_from_paper(copy.deepcopy(paper))
            assert back == sheet and back.theme == sheet.theme
            result = score_paper(paper)
            assert result == score.to_json()
            assert list(result)[5] == "theme"  # pools parks estates temps plans theme ...


def test_base_paper_sheet_has_no_theme_fields() -> None:
    paper = paper_from_sheet(new_game(GameConfig()).sheets[0])
    assert "sheet" not in paper and "ice_cream" not in paper
    assert "theme" not in score_paper(paper)


def ice(**marks: Any) -> dict[str, Any]:
    houses = copy.deepcopy(EMPTY_HOUSES)
    houses[0][5] = 10
    houses[0][4] = 8
    houses[2][7] = 9
    return {"sheet": "ice_cream", "houses": houses, "ice_cream": marks}


def test_an_ice_cream_paper_sheet_scores_its_cones_and_bonus() -> None:
    paper = ice(trucks=[4, None, 7], bottom_truck="right", circled=[[0, 5], [0, 4], [2, 7]])
    assert score_paper(paper)["theme"] == 1 + 3 + 3
    paper["houses"][0][0] = 1
    paper["ice_cream"] = {
        "trucks": [0, None, 7],
        "bottom_truck": "right",
        "circled": [[0, 0], [0, 5], [0, 4], [2, 7]],
        "bonus": ["earned", "open", "open"],
    }
    assert score_paper(paper)["theme"] == 1 + 1 + 3 + 3 + 3


@pytest.mark.parametrize(
    ("marks", "field", "words"),
    [
        ({"trucks": [4, None, None], "circled": [[0, 3]]}, "ice_cream.circled[0]", "no cone"),
        (
            {"trucks": [5, None, None], "circled": [[0, 5], [0, 4]]},
            "ice_cream.circled[1]",
            "beyond the truck",
        ),
        ({"trucks": [3, None, None]}, "ice_cream.trucks[0]", "numbered house"),
        ({"trucks": [5, None, None]}, "ice_cream.trucks[0]", "is circled"),
        ({"trucks": [None, None, 7]}, "ice_cream.trucks[2]", "bottom_truck"),
        ({"bottom_truck": "left"}, "ice_cream.trucks[2]", "never moved"),
        ({"bottom_truck": "up", "trucks": [None, None, 7]}, "ice_cream.bottom_truck", "left"),
        (
            {"trucks": [5, None, None], "circled": [[0, 5]], "bonus": ["earned", "open", "open"]},
            "ice_cream.bonus[0]",
            "last cone",
        ),
        ({"bonus": ["open", "won", "open"]}, "ice_cream.bonus[1]", "expected"),
        ({"speed": 3}, "ice_cream.speed", "unknown"),
    ],
)
def test_impossible_ice_cream_marks_are_refused(
    marks: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(PaperSheetError) as err:
        score_paper(ice(**marks))
    assert err.value.field == field
    assert words in err.value.problem


def test_an_open_bonus_after_the_last_cone_is_refused() -> None:
    paper = ice(trucks=[0, None, None], circled=[[0, 0]])
    paper["houses"][0][0] = 1
    with pytest.raises(PaperSheetError) as err:
        score_paper(paper)
    assert err.value.field == "ice_cream.bonus[0]"


def test_eggs_listed_must_be_collected() -> None:
    houses = copy.deepcopy(EMPTY_HOUSES)
    houses[0][3] = 8  # the two-egg house: both collected
    houses[0][4] = 9
    houses[0][6] = 10
    ok = {"sheet": "eggs", "houses": houses, "eggs": [[0, 3], [0, 4]]}
    assert score_paper(ok)["theme"] == 0  # 4 eggs: below the first threshold
    houses7 = copy.deepcopy(EMPTY_HOUSES)
    houses7[0][4] = 7  # an egg house, but a 7 collects nothing
    with pytest.raises(PaperSheetError) as err:
        score_paper({"sheet": "eggs", "houses": houses7, "eggs": [[0, 4]]})
    assert err.value.field == "eggs[0]" and "no egg with its 7" in err.value.problem
    with pytest.raises(PaperSheetError) as err:
        score_paper({"sheet": "eggs", "houses": houses, "eggs": [[0, 5]]})
    assert err.value.field == "eggs[0]" and "has no egg" in err.value.problem


@pytest.mark.parametrize(
    ("paper", "field"),
    [
        ({"sheet": "summer", "houses": EMPTY_HOUSES}, "sheet"),
        ({"sheet": 3, "houses": EMPTY_HOUSES}, "sheet"),
        ({"houses": EMPTY_HOUSES, "eggs": []}, "eggs"),
        ({"sheet": "lights", "houses": EMPTY_HOUSES, "ice_cream": {}}, "ice_cream"),
    ],
)
def test_bad_sheet_fields_are_refused(paper: dict[str, Any], field: str) -> None:
    with pytest.raises(PaperSheetError) as err:
        score_paper(paper)
    assert err.value.field == field


def test_theme_plan_values_are_accepted_on_their_sheet_only() -> None:
    paper = {"sheet": "lights", "houses": EMPTY_HOUSES, "plans": [0, 0, 14]}
    assert score_paper(paper)["plans"] == 14
    paper["sheet"] = "eggs"
    # 14 is not a value of the egg sheet's plans nor of the base decks
    with pytest.raises(PaperSheetError):
        score_paper(paper)
