"""Bot strength benchmark: seeded games per level and setting, with scores, plans and timings.

Usage: python benchmarks/bot_strength.py [--games 200] [--levels random,easy,medium,hard]
       [--settings solo,adv2] [--theme base] [--jobs 2] [--chart docs/bot-strength.png]

``--theme`` plays on a thematic sheet (ice_cream, lights, eggs; several comma-separated) and
adds the columns "theme" (mean points of the theme's score column per seat) and "th.plan"
(the theme's plan n°3 met, per seat).

Every seat of a game is played by the same level (each seat its own seeded bot). Games are
played through the engine's public API (new_game / view_for / submit), exactly as the app does.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    THEME_IDS,
    EndReason,
    GameConfig,
    Mode,
    new_game,
    submit,
    view_for,
)

SETTINGS = {
    "solo": ("solo", GameConfig(mode=Mode.SOLO, seats=1, advanced=False)),
    "adv2": ("2 seats, advanced", GameConfig(mode=Mode.STANDARD, seats=2, advanced=True)),
}


@dataclass
class Result:
    scores: list[int] = field(default_factory=list)
    refusals: list[int] = field(default_factory=list)
    plans: list[int] = field(default_factory=list)
    theme: list[int] = field(default_factory=list)
    theme_plan: list[int] = field(default_factory=list)
    plan_met: dict[str, list[int]] = field(default_factory=dict)  # plan n°3 id -> [seats, met]
    three_plans: int = 0
    games: int = 0
    errors: int = 0
    times: list[float] = field(default_factory=list)


def play_one(level: str, setting: str, seed: int, theme: str = "base") -> Result:
    """One seeded game; every seat played by ``level``."""
    seats = SETTINGS[setting][1].seats
    return play_seats((level,) * seats, setting, seed, theme)[0]


def play_seats(
    levels: tuple[str, ...], setting: str, seed: int, theme: str = "base"
) -> tuple[Result, list[int]]:
    """One seeded game with the given level in each seat; the result and the seats' ranks."""
    base = SETTINGS[setting][1]
    config = GameConfig(
        mode=base.mode, seats=base.seats, advanced=base.advanced, seed=seed, sheet=theme
    )
    state = new_game(config)
    bots = [make_bot(levels[seat], seed * 100 + seat) for seat in range(config.seats)]
    out = Result(games=1)
    try:
        while not state.over:
            for seat in range(config.seats):
                view = view_for(state, seat)
                start = time.perf_counter()
                move = bots[seat].choose(view)
                out.times.append(time.perf_counter() - start)
                state = submit(state, seat, move)
    except (IndexError, KeyError) as exc:  # an engine or bot fault, reported rather than hidden
        print(f"error (engine or bot) in {setting} seed {seed}: {exc!r}", file=sys.stderr)
        return Result(errors=1, times=out.times), []
    for sheet, score in zip(state.sheets, state.scores(), strict=True):
        out.scores.append(score.total)
        out.refusals.append(sheet.refusals)
        out.plans.append(sheet.plans_achieved)
        out.theme.append(score.theme or 0)
        out.theme_plan.append(int(sheet.plans[2] > 0))  # a theme's plan is always plan n°3
        tally = out.plan_met.setdefault(state.plans[2].id, [0, 0])
        tally[0] += 1
        tally[1] += int(sheet.plans[2] > 0)
    out.three_plans = int(EndReason.PLANS in state.end_reasons)
    return out, list(state.ranking())


def _duel(args: tuple[str, str, int]) -> list[tuple[int, int, float]]:
    """Both seatings of one seed: (score of the first level, score of the second, its win)."""
    first, second, seed = args
    rows = []
    for levels in ((first, second), (second, first)):
        result, ranks = play_seats(levels, "adv2", seed)
        if not ranks:
            continue
        a = levels.index(first)
        b = 1 - a
        win = 1.0 if ranks[a] < ranks[b] else 0.5 if ranks[a] == ranks[b] else 0.0
        rows.append((result.scores[a], result.scores[b], win))
    return rows


def versus(first: str, second: str, games: int, jobs: int) -> str:
    """Head-to-head in 2-seat advanced games, each seed played with both seatings."""
    tasks = [(first, second, seed) for seed in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_duel, tasks, chunksize=2))
    else:
        parts = [_duel(t) for t in tasks]
    rows = [row for part in parts for row in part]
    n = len(rows)
    mean_a = statistics.fmean(r[0] for r in rows)
    mean_b = statistics.fmean(r[1] for r in rows)
    wins = statistics.fmean(r[2] for r in rows)
    return (
        f"{first} vs {second}, 2 seats advanced, {n} games (each seed both seatings): "
        f"{first} {mean_a:.1f}, {second} {mean_b:.1f}; {first} wins {wins:.0%}"
    )


def merge(parts: list[Result]) -> Result:
    total = Result()
    for r in parts:
        total.scores += r.scores
        total.refusals += r.refusals
        total.plans += r.plans
        total.theme += r.theme
        total.theme_plan += r.theme_plan
        for plan, (seats, met) in r.plan_met.items():
            tally = total.plan_met.setdefault(plan, [0, 0])
            tally[0] += seats
            tally[1] += met
        total.three_plans += r.three_plans
        total.games += r.games
        total.errors += r.errors
        total.times += r.times
    return total


def _job(args: tuple[str, str, int, str]) -> Result:
    return play_one(*args)


def run(level: str, setting: str, games: int, jobs: int, theme: str = "base") -> Result:
    tasks = [(level, setting, seed, theme) for seed in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return merge(list(pool.map(_job, tasks, chunksize=4)))
    return merge([_job(t) for t in tasks])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return math.nan
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _mean_se(values: list[int]) -> tuple[float, float]:
    n = len(values)
    mean = statistics.fmean(values) if n else math.nan
    se = statistics.stdev(values) / math.sqrt(n) if n > 1 else math.nan
    return mean, se


def report_line(level: str, setting: str, r: Result, theme: str = "base") -> str:
    mean, se = _mean_se(r.scores)
    themed = ""
    if theme != "base":
        t_mean, t_se = _mean_se(r.theme)
        plan = statistics.fmean(r.theme_plan) if r.theme_plan else math.nan
        themed = f"| {theme:9} | {t_mean:5.1f} ± {t_se:3.1f} | {plan:5.0%} "
    return (
        f"| {level:6} | {SETTINGS[setting][0]:17} {themed}| {r.games:5} | {mean:6.1f} ± {se:4.1f} "
        f"| {statistics.fmean(r.refusals):5.2f} | {statistics.fmean(r.plans):5.2f} "
        f"| {r.three_plans / max(1, r.games):5.0%} "
        f"| {percentile(r.times, 0.5) * 1000:8.1f} | {percentile(r.times, 0.95) * 1000:8.1f} |"
        + (f" {r.errors} game(s) lost to engine or bot errors" if r.errors else "")
    )


THEMED_HEADER = (
    "| level  | setting           | sheet     | theme       | th.plan | games | mean ± s.e.   "
    "| refus | plans | 3 plans | median ms | p95 ms |\n"
    "|--------|-------------------|-----------|-------------|---------|-------|---------------"
    "|-------|-------|---------|-----------|--------|"
)
HEADER = (
    "| level  | setting           | games | mean ± s.e.   | refus | plans | 3 plans "
    "| median ms | p95 ms |\n"
    "|--------|-------------------|-------|---------------|-------|-------|---------"
    "|-----------|--------|"
)


def draw_chart(path: Path, levels: list[str], means: dict[str, list[float]]) -> None:
    """Mean score per level, one line per setting, with the app's own chart (ui/charts.py)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.ui.charts import MARKERS, PALETTE, Chart, Series

    app = QApplication.instance() or QApplication([])
    chart = Chart()
    chart.set_axis_titles("level", "mean final score")
    chart.set_x_labels([(float(i), level) for i, level in enumerate(levels)])
    chart.set_series(
        [
            Series(
                SETTINGS[setting][0],
                tuple((float(i), m) for i, m in enumerate(values)),
                PALETTE[n % len(PALETTE)],
                MARKERS[n % len(MARKERS)],
            )
            for n, (setting, values) in enumerate(means.items())
        ]
    )
    chart.resize(640, 360)
    chart.show()
    app.processEvents()
    path.parent.mkdir(parents=True, exist_ok=True)
    chart.grab().save(str(path), "PNG")
    chart.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="seeded games per level/setting")
    parser.add_argument("--levels", default="random,easy,medium,hard")
    parser.add_argument("--settings", default="solo,adv2")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--theme",
        default="base",
        help=f"sheet(s) played on, comma-separated: {', '.join(THEME_IDS)} (default base)",
    )
    parser.add_argument(
        "--versus", default="", help="also a head-to-head, e.g. hard,medium (2 seats advanced)"
    )
    parser.add_argument("--versus-games", type=int, default=50, help="seeds for the head-to-head")
    parser.add_argument("--chart", type=Path, help="also draw the mean scores into this PNG")
    args = parser.parse_args(argv)
    themes = args.theme.split(",")
    unknown = [t for t in themes if t not in THEME_IDS]
    if unknown:
        parser.error(f"unknown sheet {unknown[0]!r}; known: {', '.join(THEME_IDS)}")
    themed = themes != ["base"]
    print(THEMED_HEADER if themed else HEADER, flush=True)
    levels = args.levels.split(",")
    means: dict[str, list[float]] = {}
    for theme in themes:
        for level in levels:
            for setting in args.settings.split(","):
                result = run(level, setting, args.games, args.jobs, theme)
                line = report_line(level, setting, result, theme if themed else "base")
                if themed and theme == "base":  # the base sheet in a themed table
                    line = line.replace(
                        f"{SETTINGS[setting][0]:17} ",
                        f"{SETTINGS[setting][0]:17} | base      |      –      |    –    ",
                        1,
                    )
                print(line, flush=True)
                if themed and theme != "base":
                    met = ", ".join(
                        f"{plan} {m}/{n}" for plan, (n, m) in sorted(result.plan_met.items())
                    )
                    print(f"|        |   plan n°3 met (seats): {met}", flush=True)
                if result.scores and theme == themes[0]:
                    means.setdefault(setting, []).append(statistics.fmean(result.scores))
    if args.chart:
        draw_chart(args.chart, levels, means)
        print(f"chart: {args.chart}", flush=True)
    if args.versus:
        first, second = args.versus.split(",")
        print()
        print(versus(first, second, args.versus_games, args.jobs), flush=True)


if __name__ == "__main__":
    main()
