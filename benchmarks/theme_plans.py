"""Thematic sheets in play: how often each theme plan would be met, and the theme column's points.

Usage: python benchmarks/theme_plans.py [--games 20] [--levels random,medium]

For each theme and level, seeded games (solo and 2 seats advanced) are played through the public
engine API. At the end of each game every sheet is checked against all three of the theme's
plans (not only the one drawn), so a plan that theme-blind play meets by accident, or that no
play ever approaches, shows up. The computer players do not know the themes yet: these figures
say how the plans and columns fall out of ordinary play, not how strong a themed player is.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    THEMES,
    GameConfig,
    Mode,
    new_game,
    plan_met,
    random_move,
    submit,
    view_for,
)

SETTINGS = (GameConfig(Mode.SOLO, 1), GameConfig(Mode.STANDARD, 2, advanced=True))


def play(config: GameConfig, level: str) -> list[tuple[object, object]]:
    state = new_game(config)
    rng = random.Random(config.seed)
    bots = [make_bot(level, config.seed * 10 + s) for s in range(config.seats)]
    while not state.over:
        for seat in range(config.seats):
            if level == "random":
                move = random_move(
                    state.sheets[seat], state.offers[seat], rng, advanced=config.advanced
                )
            else:
                move = bots[seat].choose(view_for(state, seat))
            state = submit(state, seat, move)
    return list(zip(state.sheets, state.scores(), strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per theme, level, setting")
    parser.add_argument("--levels", default="random,medium")
    args = parser.parse_args()
    print(f"theme plans — {args.games} games per theme, level and setting (solo, 2 seats adv.)")
    for level in args.levels.split(","):
        for ident, theme in THEMES.items():
            if ident == "base":
                continue
            sheets = []
            for config in SETTINGS:
                for g in range(args.games):
                    cfg = GameConfig(config.mode, config.seats, config.advanced, g, sheet=ident)
                    sheets += play(cfg, level)
            points = statistics.fmean(score.theme or 0 for _, score in sheets)  # type: ignore[attr-defined]
            met = "  ".join(
                f"{p.id} {sum(plan_met(sh, p) for sh, _ in sheets) / len(sheets):5.1%}"  # type: ignore[arg-type]
                for p in theme.plans
            )
            print(f"{level:7s} {ident:9s} theme points {points:5.1f}   met at the end: {met}")


if __name__ == "__main__":
    main()
