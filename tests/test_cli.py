"""The command line: `score` on paper sheets and `simulate` statistics, run as real processes."""

from __future__ import annotations

import json
import math
import re
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.cli import bot_seed, main
from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    EndReason,
    GameConfig,
    Mode,
    new_game,
    submit,
    view_for,
)

ROOT = Path(__file__).resolve().parents[1]
SCORE_KEYS = [
    "pools",
    "parks",
    "estates",
    "temps",
    "plans",
    "bis",
    "refusals",
    "roundabouts",
    "total",
]
SIM_KEYS = {
    "games",
    "mean_score",
    "stderr",
    "mean_refusals",
    "plans_per_game",
    "end_reasons",
    "games_per_second",
    "turns_per_second",
}
TIMING_KEYS = {"games_per_second", "turns_per_second"}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "welcome_desktop", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def doc_example_text() -> str:
    doc = (ROOT / "docs" / "sheet-format.md").read_text(encoding="utf-8")
    match = re.search(r"```json\n(.*?)```", doc, re.S)
    assert match
    return match.group(1)


# -- score -----------------------------------------------------------------------------------------
def test_score_prints_the_breakdown_of_the_documented_example(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text(doc_example_text(), encoding="utf-8")
    done = run("score", str(sheet))
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    result = json.loads(done.stdout)
    assert list(result) == SCORE_KEYS
    assert result == {
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


def test_score_reads_standard_input() -> None:
    empty = {"houses": [[None] * 10, [None] * 11, [None] * 12], "temps": 2, "temp_points": 1}
    done = run("score", "-", stdin=json.dumps(empty))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == dict.fromkeys(SCORE_KEYS, 0) | {"temps": 1, "total": 1}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read"),
        ("{not json", "not valid JSON"),
        (
            '{"houses": [[1, 0, null, null, null, null, null, null, null, null], [], []]}',
            "houses[0][1]",
        ),
        ('{"houses": [], "colour": 1}', "colour: unknown field"),
        ("[]", "sheet: expected a JSON object"),
    ],
)
def test_score_bad_file_exits_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, message: str
) -> None:
    sheet = tmp_path / "sheet.json"
    if content is not None:
        sheet.write_text(content, encoding="utf-8")
    assert main(["score", str(sheet)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert message in err
    assert err.count("\n") == 1  # one line, no traceback


def test_score_bad_file_as_a_process(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text('{"houses": "none"}', encoding="utf-8")
    done = run("score", str(sheet))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip().endswith("houses: expected a list, got 'none'")


def test_score_without_a_file_is_a_usage_error() -> None:
    done = run("score")
    assert done.returncode == 2
    assert "usage" in done.stderr


# -- simulate --------------------------------------------------------------------------------------
def simulate(*args: str) -> dict[str, Any]:
    done = run("simulate", *args)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1  # exactly one JSON object
    result: dict[str, Any] = json.loads(done.stdout)
    assert set(result) == SIM_KEYS
    return result


def test_simulate_values_match_games_replayed_here() -> None:
    args = ("--games", "3", "--seats", "2", "--mode", "standard", "--bot", "random", "--seed", "40")
    result = simulate(*args)
    scores, refusals, plans = [], [], []
    reasons = dict.fromkeys((r.value for r in EndReason), 0)
    for g in range(3):
        state = new_game(GameConfig(Mode.STANDARD, 2, False, 40 + g))
        bots = [make_bot("random", bot_seed(40, g, s)) for s in range(2)]
        while not state.over:
            for s, bot in enumerate(bots):
                state = submit(state, s, bot.choose(view_for(state, s)))
        for sheet, score in zip(state.sheets, state.scores(), strict=True):
            scores.append(score.total)
            refusals.append(sheet.refusals)
            plans.append(sheet.plans_achieved)
        for reason in state.end_reasons:
            reasons[reason.value] += 1
    assert result["games"] == 3
    assert result["mean_score"] == pytest.approx(statistics.fmean(scores))
    assert result["stderr"] == pytest.approx(statistics.stdev(scores) / math.sqrt(6))
    assert result["mean_refusals"] == pytest.approx(statistics.fmean(refusals))
    assert result["plans_per_game"] == pytest.approx(statistics.fmean(plans))
    assert result["end_reasons"] == reasons
    assert sum(reasons.values()) >= 3
    assert result["games_per_second"] > 0 and result["turns_per_second"] > 0


def test_same_seed_same_games_other_seed_other_games() -> None:
    args = ["--games", "4", "--seats", "3", "--mode", "expert", "--advanced", "--bot", "random"]
    first = simulate(*args, "--seed", "7")
    second = simulate(*args, "--seed", "7")
    other = simulate(*args, "--seed", "8")

    def strip(d: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in d.items() if k not in TIMING_KEYS}

    assert strip(first) == strip(second)
    assert strip(first) != strip(other)


def test_simulate_solo_defaults_to_one_seat() -> None:
    result = simulate("--games", "2", "--mode", "solo", "--bot", "random", "--seed", "1")
    assert result["games"] == 2
    assert sum(result["end_reasons"].values()) >= 2
    assert result["stderr"] >= 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "solo", "--seats", "2"], "exactly one seat"),
        (["--bot", "grandmaster"], "unknown bot"),
        (["--games", "0"], "at least 1"),
        (["--seats", "13"], "seats"),
        (["--mode", "coop"], "invalid choice"),
    ],
)
def test_simulate_bad_arguments_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["simulate", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert message in err


def test_simulate_bad_arguments_as_a_process() -> None:
    done = run("simulate", "--mode", "solo", "--seats", "3")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "exactly one seat" in done.stderr


def test_main_returns_the_exit_status(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["score", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--seed", "3"]) == 0
    assert set(json.loads(capsys.readouterr().out)) == SIM_KEYS
