"""The game-by-game comparison of two strength runs (``benchmarks/pompeji_paired.py``), which
docs/bot-strength.md cites for every paired figure."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "pompeji_paired.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pompeji_paired", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


paired = load()


def dump(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_difference_is_taken_game_by_game_on_the_common_games(tmp_path: Path) -> None:
    a = dump(tmp_path, "a", "0 0 1.0 10.0\n0 1 0.0 -4.0\n0 2 0.5 2.0\n")
    # B lost game (0, 0), won (0, 1), and has a game A did not play
    b = dump(tmp_path, "b", "0 0 0.0 -6.0\n0 1 1.0 8.0\n0 2 0.5 2.0\n1 0 1.0 30.0\n")
    p = paired.compare(paired.read_dump(a), paired.read_dump(b))
    assert p.games == 3
    assert p.outright_a == pytest.approx(50.0)
    assert p.outright_b == pytest.approx(50.0)
    assert p.outright_delta == pytest.approx(0.0)
    # per game: -1, +1, 0 -> standard deviation 1, over sqrt(3) games
    assert p.outright_se == pytest.approx(100 / 3**0.5)
    assert p.diff_a == pytest.approx(8 / 3)
    assert p.diff_delta == pytest.approx((-16 + 12 + 0) / 3)


def test_lines_that_are_not_a_game_are_skipped(tmp_path: Path) -> None:
    path = dump(tmp_path, "a", "# header\n0 0 1.0 3.0\n0 1 x 2.0\n\n0 2 0.0 -1.0 extra\n")
    assert paired.read_dump(path) == {(0, 0): (1.0, 3.0)}


def test_runs_without_a_common_game_are_refused(tmp_path: Path) -> None:
    a = paired.read_dump(dump(tmp_path, "a", "0 0 1.0 3.0\n"))
    b = paired.read_dump(dump(tmp_path, "b", "5 0 1.0 3.0\n"))
    with pytest.raises(ValueError, match="share no game"):
        paired.compare(a, b)


def test_an_oversized_file_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "big"
    with path.open("wb") as f:
        f.truncate(paired.MAX_BYTES + 1)
    with pytest.raises(ValueError, match="not a strength dump"):
        paired.read_dump(path)


def test_the_report_prints_both_shares_and_the_paired_change(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = dump(tmp_path, "a.dump", "0 0 0.0 -2.0\n0 1 0.0 -4.0\n")
    b = dump(tmp_path, "b.dump", "0 0 1.0 6.0\n0 1 0.0 0.0\n")
    assert paired.main([str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "b.dump against a.dump, 2 common games" in out
    assert "0.0 % ->  50.0 %; paired +50.0" in out
    assert "-3.0 ->   +3.0 a game; paired  +6.0" in out
    assert paired.main([]) == 2
