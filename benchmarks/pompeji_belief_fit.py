"""How well Hard's hand belief predicts the cards the other seats really hold (Pompeji).

Usage: python benchmarks/pompeji_belief_fit.py [--games 12] [--first 900] [--bot medium]

Plays ``--games`` self-play games of ``--bot`` (3 seats). At every regular turn of seat 0 it
looks at the other seats' "old" cards (held since their own last turn, the cards their past
turns say something about) and prints the mean log-likelihood gain, in nats per card, of those
true cards under the belief's weights over uniform sampling (0 = no information; knowing them
exactly would be about log(unseen / old) = 2.7). Printed for the shipped shape
(``belief.MARGIN``, ``SCALE``, ``FLOOR``, ``KEEP``) and the best shapes of a grid, which is how
those constants were chosen.
"""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.pompeji.bots import belief as B
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, Kind, new_game, view_for


@dataclass(frozen=True)
class Case:
    """One hidden seat at one decision: per past turn (latest first) its kind, the points
    played and each unseen card's best build then; the true old cards; the unseen cards."""

    turns: list[tuple[Kind, int, dict[int, int | None]]]
    old: tuple[int, ...]
    unseen: tuple[int, ...]


def collect(games: int, first: int, bot: str) -> list[Case]:
    cases: list[Case] = []
    for seed in range(first, first + games):
        state = new_game(GameConfig(seats=3, seed=seed))
        bots = [make_bot(bot, seed * 10 + s) for s in range(3)]
        last: dict[int, tuple[int, ...]] = {}
        best_cache: dict[int, dict[int, int | None]] = {}
        while not state.over:
            if state.current_seat == 0 and not state.declared:
                view = view_for(state, 0)
                turns = B.replay_turns(view)
                assert turns is not None
                for seat in (1, 2):
                    if seat not in last:
                        continue
                    mine = [(i, t) for i, t in enumerate(turns) if t.seat == seat][-B.DEPTH :]
                    evidence = []
                    for i, turn in reversed(mine):
                        if i not in best_cache:
                            best_cache[i] = B.best_builds(turn.city, range(49))
                        evidence.append((turn.kind, turn.points, best_cache[i]))
                    old = tuple(c for c in state.hands[seat] if c in last[seat])
                    cases.append(Case(evidence, old, view.unseen))
            after = bot_step(state, bots)
            if len(after.turns) > len(state.turns):
                seat = after.turns[-1].seat
                last[seat] = state.hands[seat]
            state = after
    return cases


def score(cases: list[Case], shape: B.Shape, keep: float) -> float:
    """Mean log(weight share × number of unseen cards) of the true old cards."""
    gains = []
    for case in cases:
        liks = [
            B.choice_likelihood(kind, played, {c: best[c] for c in case.unseen}, shape)
            for kind, played, best in case.turns
        ]
        weights = B.combine(case.unseen, liks, keep)
        total = sum(weights.values())
        n = len(case.unseen)
        gains += [math.log(weights[c] / total * n) for c in case.old]
    return statistics.fmean(gains)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first", type=int, default=900)
    parser.add_argument("--bot", default="medium")
    ns = parser.parse_args()
    cases = collect(ns.games, ns.first, ns.bot)
    count = sum(len(c.old) for c in cases)
    print(f"pompeji belief fit: {ns.bot} self-play, {ns.games} games, {count} true old cards")
    shipped = score(cases, B.Shape(), B.KEEP)
    print(
        f"  shipped shape margin={B.MARGIN} scale={B.SCALE} floor={B.FLOOR} keep={B.KEEP}:"
        f" {shipped:.3f} nats per card"
    )
    print(
        f"  uniform sampling: 0.000; previous shape (4, 3, 0.03, 0.67): "
        f"{score(cases, B.Shape(4.0, 3.0, 0.03), 2 / 3):.3f}"
    )
    grid = []
    for margin, scale, floor, keep in itertools.product(
        (-2.0, 0.0, 2.0, 4.0), (0.5, 1.0, 2.0, 3.0), (0.01, 0.03, 0.1), (0.5, 0.6, 0.8)
    ):
        grid.append((score(cases, B.Shape(margin, scale, floor), keep), margin, scale, floor, keep))
    grid.sort(reverse=True)
    print("  best of the grid (nats per card, margin, scale, floor, keep):")
    for row in grid[:5]:
        print("   ", "  ".join(f"{v:g}" if i else f"{v:.3f}" for i, v in enumerate(row)))


if __name__ == "__main__":
    main()
