"""Where Hard gains or loses points against Medium in Pompeji: per level, the points a game of
ordinary builds (by phase), statue plays, permit turns, discards, the hand penalty at the end,
and the points the next seat scores on the turn right after this seat's turn.

Usage: python benchmarks/pompeji_diagnose.py [--seeds 20] [--first 0] [--jobs 1] [--level hard]
       [--opt NAME=VALUE ...]   (HardBot keyword arguments of the tested Hard seat)
"""

from __future__ import annotations

import argparse
import ast
import statistics
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.pompeji.bots import Bot, HardBot, bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, Kind, new_game
from welcome_desktop.games.pompeji.engine.deck import ZONE

Row = dict[str, float]


def phase(volcanoes: int, cards_left: int) -> str:
    if volcanoes == 0:
        return "build:early"
    return "build:upper" if cards_left > ZONE else "build:last"


Options = tuple[tuple[str, Any], ...]


def play(level: str, seed: int, seat: int, opts: Options = ()) -> tuple[Row, Row]:
    """(tested seat's tallies, the opponents' mean tallies) of one game."""
    state = new_game(GameConfig(seats=3, seed=seed))
    bots: list[Bot] = [make_bot(level if s == seat else "medium", seed * 10 + s) for s in range(3)]
    if opts:
        bots[seat] = HardBot(seed * 10 + seat, **dict(opts))
    tallies: list[Row] = [defaultdict(float) for _ in range(3)]
    last_mover = -1
    while not state.over:
        before = state
        state = bot_step(state, bots)
        if len(state.turns) == len(before.turns):
            continue
        rec = state.turns[-1]
        t = tallies[rec.seat]
        if rec.bonus:
            key = "permit"
        elif rec.kind is Kind.STATUE:
            key = "statue"
        elif rec.kind is Kind.DISCARD:
            key = "discard"
        else:
            key = phase(before.volcanoes, before.cards_left())
        t[key] += rec.points
        t["n:" + key] += 1
        t["turns"] += 1
        if state.log[-1].skip_draw:
            t["skips"] += 1
        if last_mover >= 0 and last_mover != rec.seat:
            tallies[last_mover]["handed"] += rec.points
        last_mover = rec.seat
    for s in range(3):
        tallies[s]["penalty"] = -state.hand_penalty(s)
        tallies[s]["final"] = state.final_scores()[s]
    others = [tallies[s] for s in range(3) if s != seat]
    keys = set(tallies[seat]) | {k for o in others for k in o}
    opp = {k: statistics.fmean(o.get(k, 0.0) for o in others) for k in keys}
    return dict(tallies[seat]), opp


def play_seed(args: tuple[str, int, Options]) -> list[tuple[Row, Row]]:
    level, seed, opts = args
    return [play(level, seed, seat, opts) for seat in range(3)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--opt", action="append", default=[], metavar="NAME=VALUE")
    ns = parser.parse_args()
    opts = tuple(
        (name, ast.literal_eval(value)) for name, value in (o.split("=", 1) for o in ns.opt)
    )
    tasks = [(ns.level, s, opts) for s in range(ns.first, ns.first + ns.seeds)]
    if ns.jobs > 1:
        with ProcessPoolExecutor(ns.jobs) as pool:
            games = [g for r in pool.map(play_seed, tasks) for g in r]
    else:
        games = [g for t in tasks for g in play_seed(t)]
    keys = sorted({k for m, o in games for k in (*m, *o)})
    print(f"pompeji points per game: {ns.level} seat vs medium seats' mean, {len(games)} games")
    for k in keys:
        mine = [m.get(k, 0.0) for m, _o in games]
        opp = [o.get(k, 0.0) for _m, o in games]
        diff = [a - b for a, b in zip(mine, opp, strict=True)]
        se = statistics.stdev(diff) / len(diff) ** 0.5
        print(
            f"  {k:12s} {statistics.fmean(mine):7.1f} vs {statistics.fmean(opp):7.1f}"
            f"  diff {statistics.fmean(diff):+6.1f} +/- {se:.1f}"
        )


if __name__ == "__main__":
    main()
