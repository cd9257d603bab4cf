"""Fit the Balconia evaluation's estimate per kind of condition from self-play.

Usage: python benchmarks/balconia_fit.py [--games 1000] [--first 0] [--level medium]
       [--jobs 1] [--variants]

Plays ``--level`` against itself (seeded, through ``new_game`` / ``view_for`` / ``apply``) and
records, at every selection (the block revealed, not placed yet), for each kind of condition
(``model.KIND_NAMES``) the difference of both sides' estimates of what is still open (as the
bots' evaluation computes it, turquoise minus pink), and what the game then really added to the
score difference (the final difference minus the difference at that moment). A least-squares
fit of the second on the first (with one constant per stage of the game, for the first
selector's edge) gives each kind's weight: 1.0 means the estimate is right on average, below 1
that it promises more than the game delivers. Printed: each weight with its standard error,
and the fit's residual spread against the plain (all weights 1.0) estimate.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.balconia.bots import make_bot
from welcome_desktop.games.balconia.bots.model import (
    KIND_NAMES,
    MIRROR,
    Pool,
    Table,
    facade,
    fill_chance,
    position_of,
    scores,
    side_value,
)
from welcome_desktop.games.balconia.engine import (
    GameConfig,
    Phase,
    Side,
    apply,
    new_game,
    view_for,
)

Row = tuple[int, list[float], int]  # (blocks still to place, open difference per kind, gain)


def unit(kind: int) -> tuple[float, ...]:
    return tuple(1.0 if k == kind else 0.0 for k in range(len(KIND_NAMES)))


def open_by_kind(position: tuple[int, ...], table: Table, left: int, pool: Pool) -> list[float]:
    """Per kind of condition: turquoise's estimate minus pink's."""
    fill = fill_chance(position, table, left)
    turquoise, pink = facade(position, Side.TURQUOISE), facade(position, Side.PINK)
    out = []
    for kind in range(len(KIND_NAMES)):
        w = unit(kind)
        _, t_open = side_value(turquoise, table.entrance, fill, pool, w)
        _, p_open = side_value(pink, MIRROR[table.entrance], fill, pool, w)
        out.append(t_open - p_open)
    return out


def game(task: tuple[str, int, bool]) -> list[Row]:
    level, seed, variants = task
    mix = seed % 8 if variants else 0
    config = GameConfig(
        seed=seed, anywhere=bool(mix & 1), entrance_anywhere=bool(mix & 2), long_game=bool(mix & 4)
    )
    bots = [make_bot(level, 2 * seed), make_bot(level, 2 * seed + 1)]
    state = new_game(config)
    seen: list[tuple[int, list[float], int]] = []
    while state.to_act is not None:
        view = view_for(state, state.to_act)
        if view.phase is Phase.SELECT and view.current_block is not None:
            position, table = position_of(view.building), Table.of(view.building)
            left = view.blocks_left + 1
            pool = Pool.of((*view.unseen, view.current_block))
            (t, _), (p, _) = scores(position, table)
            seen.append((left, open_by_kind(position, table, left, pool), t - p))
        state = apply(state, bots[state.to_act.number].choose(view))
    final = state.final_scores()
    return [(left, x, final[0] - final[1] - now) for left, x, now in seen]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--variants", action="store_true")
    ns = parser.parse_args()
    tasks = [(ns.level, s, ns.variants) for s in range(ns.first, ns.first + ns.games)]
    rows: list[Row] = []
    with ProcessPoolExecutor(ns.jobs) as pool:
        for out in pool.map(game, tasks, chunksize=8):
            rows += out
    stages = sorted({left for left, _, _ in rows})
    x = np.array([r[1] for r in rows])
    y = np.array([r[2] for r in rows], dtype=float)
    dummies = np.array([[1.0 if r[0] == s else 0.0 for s in stages] for r in rows])
    design = np.hstack([x, dummies])
    keep = np.abs(x).sum(axis=0) > 0
    columns = np.concatenate([keep, np.ones(len(stages), dtype=bool)])
    coef, *_ = np.linalg.lstsq(design[:, columns], y, rcond=None)
    resid = y - design[:, columns] @ coef
    cov = np.linalg.inv(design[:, columns].T @ design[:, columns]) * resid.var()
    se = np.sqrt(np.diag(cov))
    base_coef, *_ = np.linalg.lstsq(dummies, y - x.sum(axis=1), rcond=None)
    base_resid = y - x.sum(axis=1) - dummies @ base_coef
    print(f"balconia estimate fit: {ns.level} self-play, {ns.games} games, {len(rows)} positions")
    k = 0
    fitted = []
    for name, used in zip(KIND_NAMES, keep, strict=True):
        if used:
            print(f"  {name:<16} weight {coef[k]:5.2f} +/- {se[k]:.2f}")
            fitted.append(round(float(coef[k]), 2))
            k += 1
        else:
            print(f"  {name:<16} (no data)")
            fitted.append(1.0)
    print(f"  residual spread: fitted {resid.std():.2f}, all weights 1.0 {base_resid.std():.2f}")
    print(f"  weights = {tuple(fitted)}")
    print("  one weight for the whole estimate, per stage (blocks still to place):")
    total = x.sum(axis=1)
    for stage in stages:
        rows_at = np.array([r[0] == stage for r in rows])
        t, g = total[rows_at], y[rows_at]
        slope = float(np.cov(t, g)[0, 1] / t.var(ddof=1)) if t.var() > 0 else float("nan")
        print(f"    {stage:2d} left: weight {slope:5.2f} ({rows_at.sum()} positions)")


if __name__ == "__main__":
    main()
