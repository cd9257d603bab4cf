"""Compare two Pompeji strength runs game by game.

Usage: python benchmarks/pompeji_paired.py A.dump B.dump [C.dump ...]

Each file is a ``pompeji_strength.py --dump`` (one line per game: seed, seat of the tested
level, outright share 0 / 0.5 / 1, score difference to the opponents' mean). Two runs on the
same seeds play the same deals with the tested seat in the same place, so the per-game
difference B − A removes most of the deal's luck: its standard error is what tells a real
change from noise (about ±3.5 points outright on 300 games, where each run alone is ±2.9).
Every later file is compared with the first, on the games both hold.
"""

from __future__ import annotations

import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

MAX_BYTES = 16 * 1024 * 1024  # a dump of 100,000 games is about 2 MB

Game = tuple[int, int]  # seed, seat


@dataclass(frozen=True, slots=True)
class Paired:
    games: int
    outright_a: float  # percent
    outright_b: float
    outright_delta: float  # percentage points, B - A
    outright_se: float
    diff_a: float  # points a game
    diff_b: float
    diff_delta: float
    diff_se: float


def read_dump(path: Path) -> dict[Game, tuple[float, float]]:
    """(seed, seat) -> (outright, difference); lines that are not four numbers are skipped."""
    if path.stat().st_size > MAX_BYTES:
        raise ValueError(f"{path}: more than {MAX_BYTES} bytes, not a strength dump")
    out: dict[Game, tuple[float, float]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) != 4:
            continue
        try:
            seed, seat, won, diff = int(parts[0]), int(parts[1]), float(parts[2]), float(parts[3])
        except ValueError:
            continue
        out[(seed, seat)] = (won, diff)
    return out


def standard_error(values: list[float]) -> float:
    return statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0


def compare(a: dict[Game, tuple[float, float]], b: dict[Game, tuple[float, float]]) -> Paired:
    """B against A on the games both played."""
    keys = sorted(set(a) & set(b))
    if not keys:
        raise ValueError("the two runs share no game (different seeds?)")
    won = [b[k][0] - a[k][0] for k in keys]
    diff = [b[k][1] - a[k][1] for k in keys]
    return Paired(
        len(keys),
        100 * statistics.fmean(a[k][0] for k in keys),
        100 * statistics.fmean(b[k][0] for k in keys),
        100 * statistics.fmean(won),
        100 * standard_error(won),
        statistics.fmean(a[k][1] for k in keys),
        statistics.fmean(b[k][1] for k in keys),
        statistics.fmean(diff),
        standard_error(diff),
    )


def report(name_a: str, name_b: str, p: Paired) -> str:
    return (
        f"{name_b} against {name_a}, {p.games} common games:\n"
        f"  outright   {p.outright_a:5.1f} % -> {p.outright_b:5.1f} %;"
        f" paired {p.outright_delta:+5.1f} +/- {p.outright_se:.1f} points\n"
        f"  difference {p.diff_a:+6.1f} -> {p.diff_b:+6.1f} a game;"
        f" paired {p.diff_delta:+5.1f} +/- {p.diff_se:.1f}"
    )


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    base = Path(argv[0])
    first = read_dump(base)
    for other in argv[1:]:
        print(report(base.name, Path(other).name, compare(first, read_dump(Path(other)))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
