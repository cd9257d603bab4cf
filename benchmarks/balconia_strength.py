"""Balconia bot strength: one level against another, each seed played with both seatings.

Usage: python benchmarks/balconia_strength.py [--games 100] [--first 0] [--jobs 1]
       [--level hard] [--against medium] [--opt NAME=VALUE ...] [--variants]

Each seed is played twice, the tested level as turquoise (the first selector) and then as pink,
each side its own seeded bot, through the engine's public API only (``new_game`` /
``view_for`` / ``apply``). ``--games`` counts games (rounded up to an even number). Reported:

* the tested level's win share (a tie, after the door tie-break, counts half) with its standard
  error over games; 50 % means equal strength;
* the mean score difference (tested minus opponent) with its standard error, and the mean
  scores;
* the first selector's (turquoise's) win share and mean score difference over the same games
  (between equal levels this measures the advantage of selecting first);
* the median, 95th percentile and maximum wall time of one decision (``choose``) per level.

``--opt`` gives the tested level's bot a keyword argument (a variant to measure, e.g.
``--opt weight=1.5`` or ``--opt tokens=21``); ``--variants`` plays seed ``s`` with the variant
mix ``s % 8`` (anywhere, entrance anywhere, long game) instead of the standard game.
"""

from __future__ import annotations

import argparse
import ast
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.balconia.bots import EasyBot, HardBot, MediumBot, make_bot
from welcome_desktop.games.balconia.engine import GameConfig, Side, apply, new_game, view_for

CLASSES: dict[str, Any] = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
Options = tuple[tuple[str, Any], ...]


@dataclass
class Tally:
    wins: list[float] = field(default_factory=list)  # per game, the tested level: 1, 0.5, 0
    diffs: list[int] = field(default_factory=list)  # tested minus opponent
    scores: list[int] = field(default_factory=list)
    others: list[int] = field(default_factory=list)
    first_wins: list[float] = field(default_factory=list)  # turquoise (first selector)
    first_diffs: list[int] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)  # per level, seconds

    def add(self, other: Tally) -> None:
        self.wins += other.wins
        self.diffs += other.diffs
        self.scores += other.scores
        self.others += other.others
        self.first_wins += other.first_wins
        self.first_diffs += other.first_diffs
        for level, times in other.times.items():
            self.times.setdefault(level, []).extend(times)


def config(seed: int, variants: bool) -> GameConfig:
    if not variants:
        return GameConfig(seed=seed)
    mix = seed % 8
    return GameConfig(
        seed=seed, anywhere=bool(mix & 1), entrance_anywhere=bool(mix & 2), long_game=bool(mix & 4)
    )


def bot(level: str, seed: int, opts: Options) -> Any:
    return CLASSES[level](seed, **dict(opts)) if opts else make_bot(level, seed)


def play(task: tuple[str, str, int, Side, Options, bool]) -> Tally:
    """One game: ``level`` on ``side``, ``against`` on the other."""
    level, against, seed, side, opts, variants = task
    levels = {side: level, side.other: against}
    bots = {side: bot(level, 2 * seed, opts), side.other: make_bot(against, 2 * seed + 1)}
    state = new_game(config(seed, variants))
    out = Tally()
    while state.to_act is not None:
        acting = state.to_act
        start = time.perf_counter()
        action = bots[acting].choose(view_for(state, acting))
        name = levels[acting] if level != against or acting is side else f"{against} (opponent)"
        out.times.setdefault(name, []).append(time.perf_counter() - start)
        state = apply(state, action)
    scores = state.final_scores()
    winners = state.winners()

    def share(s: Side) -> float:
        return 1.0 if winners == (s,) else 0.5 if len(winners) == 2 else 0.0

    mine, theirs = scores[side.number], scores[side.other.number]
    out.wins.append(share(side))
    out.diffs.append(mine - theirs)
    out.scores.append(mine)
    out.others.append(theirs)
    out.first_wins.append(share(Side.TURQUOISE))
    out.first_diffs.append(scores[0] - scores[1])
    return out


def mean_se(values: list[float] | list[int], scale: float = 1.0) -> str:
    mean = statistics.fmean(values) * scale
    se = statistics.stdev(values) / len(values) ** 0.5 * scale if len(values) > 1 else float("nan")
    return f"{mean:+6.1f} +/- {se:.1f}" if scale == 1.0 else f"{mean:5.1f} % +/- {se:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games (two per seed)")
    parser.add_argument("--first", type=int, default=0, help="first seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--level", default="hard", choices=sorted(CLASSES))
    parser.add_argument("--against", default="medium", choices=[*sorted(CLASSES), "random"])
    parser.add_argument(
        "--opt", action="append", default=[], metavar="NAME=VALUE", help="tested bot option"
    )
    parser.add_argument("--variants", action="store_true", help="mix the variants by seed")
    ns = parser.parse_args()
    opts = tuple((n, ast.literal_eval(v)) for n, v in (o.split("=", 1) for o in ns.opt))
    seeds = range(ns.first, ns.first + (ns.games + 1) // 2)
    tasks = [
        (ns.level, ns.against, s, side, opts, ns.variants)
        for s in seeds
        for side in (Side.TURQUOISE, Side.PINK)
    ]
    total = Tally()
    wall = time.perf_counter()
    if ns.jobs > 1:
        with ProcessPoolExecutor(ns.jobs) as pool:
            for tally in pool.map(play, tasks):
                total.add(tally)
    else:
        for task in tasks:
            total.add(play(task))
    wall = time.perf_counter() - wall
    lvl, opp = ns.level, ns.against
    kind = "variant mix by seed" if ns.variants else "standard game"
    print(
        f"balconia strength: {lvl} vs {opp}, {len(tasks)} games ({kind}; seeds {seeds.start}.."
        f"{seeds.stop - 1}, each with {lvl} as turquoise and as pink)"
    )
    if opts:
        print(f"  tested {lvl} options: {dict(opts)}")
    print(f"  {lvl} win share    {mean_se(total.wins, 100)}  (ties half; 50 % = equal)")
    print(f"  score difference  {mean_se(total.diffs)}  ({lvl} minus {opp})")
    print(
        f"  mean scores       {statistics.fmean(total.scores):5.1f} vs"
        f" {statistics.fmean(total.others):5.1f}"
    )
    print(
        f"  first selector (turquoise) win share {mean_se(total.first_wins, 100)},"
        f" difference {mean_se(total.first_diffs)}"
    )
    for name, times in sorted(total.times.items()):
        t = sorted(times)
        p95 = t[int(0.95 * (len(t) - 1))]
        print(
            f"  {name:<18} decisions {len(t):5d}: median {statistics.median(t) * 1e3:7.1f} ms,"
            f" p95 {p95 * 1e3:7.1f} ms, max {t[-1] * 1e3:7.1f} ms"
        )
    print(f"  wall {wall:.0f} s, {ns.jobs} job(s)")


if __name__ == "__main__":
    main()
