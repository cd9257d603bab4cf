"""The command line on thematic sheets: `simulate --theme` and `score` of a themed paper sheet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from welcome_desktop.cli import bot_seed, main
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import GameConfig, Mode, new_game, submit, view_for


@pytest.mark.parametrize("theme", ["ice_cream", "lights", "eggs"])
def test_simulate_on_a_theme_matches_games_replayed_here(
    theme: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--theme", theme, "--games", "2", "--seed", "5", "--bot", "easy"]) == 0
    result = json.loads(capsys.readouterr().out)
    totals, themed = [], []
    for g in range(2):
        state = new_game(GameConfig(Mode.STANDARD, 2, False, 5 + g, sheet=theme))
        bots = [make_bot("easy", bot_seed(5, g, s)) for s in range(2)]
        while not state.over:
            for s in range(2):
                state = submit(state, s, bots[s].choose(view_for(state, s)))
        totals += [sc.total for sc in state.scores()]
        themed += [sc.theme for sc in state.scores()]
    assert result["theme"] == theme
    assert result["mean_score"] == pytest.approx(sum(totals) / 4)
    assert result["mean_theme_points"] == pytest.approx(sum(themed) / 4)  # type: ignore[arg-type]


def test_simulate_base_has_no_theme_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1"]) == 0
    assert "theme" not in json.loads(capsys.readouterr().out)


def test_simulate_unknown_theme_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--theme", "summer"]) == 2
    assert "summer" in capsys.readouterr().err


def test_score_a_lights_paper_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paper = {
        "sheet": "lights",
        "houses": [
            [None] * 10,
            [2, 4, None, 6, 7, 8, "8b", 9, 11, 12, 13],  # the seed's worked example: 5
            [None] * 12,
        ],
    }
    path = tmp_path / "lights.json"
    path.write_text(json.dumps(paper), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["theme"] == 5
    assert list(out) == [
        "pools",
        "parks",
        "estates",
        "temps",
        "plans",
        "theme",
        "bis",
        "refusals",
        "roundabouts",
        "total",
    ]
    assert out["total"] == 5 - 1  # one bis costs 1


def test_score_refuses_an_egg_collected_by_a_7(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    houses: list[list[object]] = [[None] * 10, [None] * 11, [None] * 12]
    houses[0][2] = 7
    path = tmp_path / "eggs.json"
    path.write_text(json.dumps({"sheet": "eggs", "houses": houses, "eggs": [[0, 2]]}), "utf-8")
    assert main(["score", str(path)]) == 2
    assert "eggs[0]" in capsys.readouterr().err
