"""`score` CLI breakdowns pinned for paper sheets of finished games (written before issue #11's
refactoring of the sheet, so the breakdowns show it changed nothing for the base sheet)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from welcome_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
PINNED = json.loads((ROOT / "tests" / "data" / "pinned_paper_sheets.json").read_text("utf-8"))


@pytest.mark.parametrize("index", range(len(PINNED)))
def test_score_cli_gives_the_pinned_breakdown(
    index: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps(PINNED[index]["paper"]), encoding="utf-8")
    assert main(["score", str(sheet)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == PINNED[index]["score"]
    assert list(out) == list(PINNED[index]["score"])  # same keys in the same order


def test_score_cli_as_a_process_gives_the_pinned_breakdown() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "welcome_desktop", "score", "-"],
        cwd=ROOT,
        input=json.dumps(PINNED[0]["paper"]),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == PINNED[0]["score"]
