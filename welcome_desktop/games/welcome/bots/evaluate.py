"""Sheet evaluation shared by the bot levels: an estimate of the final score a sheet leads to.

The value of a sheet is its points so far plus the expected points still to come: every empty
house gets a chance of being built (from the spread of numbers still allowed around it and the
turns left), and parks, pools, estates and city plans are valued by the chance of completing
them. Street analyses are memoised, so scoring many candidate moves stays cheap.
"""

from __future__ import annotations

from ..engine import Sheet
from ..engine.data import (
    BIS_VALUES,
    ESTATE_BOXES,
    ESTATE_VALUES,
    PARK_BOXES,
    PARK_VALUES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
)
from .context import (
    DEFAULT_WEIGHTS,
    RACE_WEIGHTS,
    Context,
    Weights,
    context_for,
    estimate_turns_left,
    weights_for,
)
from .plan_value import plans_value
from .streets import binom_at_least, street_info
from .theme_value import theme_points

__all__ = [
    "DEFAULT_WEIGHTS",
    "RACE_WEIGHTS",
    "Context",
    "Weights",
    "breakdown",
    "column_gains",
    "context_for",
    "estimate_turns_left",
    "evaluate",
    "weights_for",
]


_PARK_MEMO: dict[tuple[int, int, int, float], tuple[float, float]] = {}


def _park_value(s: int, parks: int, fills: float, q: float) -> tuple[float, float]:
    """Expected park points of street ``s`` and the chance its track gets full."""
    key = (s, parks, round(fills * 2), q)
    got = _PARK_MEMO.get(key)
    if got is None:
        got = _PARK_MEMO[key] = _park_value_raw(s, parks, fills, q)
    return got


def _park_value_raw(s: int, parks: int, fills: float, q: float) -> tuple[float, float]:
    values = PARK_VALUES[s]
    need = PARK_BOXES[s] - parks
    if need <= 0:
        return float(values[-1]), 1.0
    tails = binom_at_least(fills, q, need)
    ev = 0.0
    for j in range(need + 1):
        exact = tails[j] - (tails[j + 1] if j < need else 0.0)
        ev += exact * values[parks + j]
    return ev, tails[need]


def _interp(values: tuple[int, ...], x: float) -> float:
    if x >= len(values) - 1:
        return float(values[-1])
    i = int(x)
    return values[i] + (values[i + 1] - values[i]) * (x - i)


_REGION_MEMO: dict[tuple[int, tuple[int, ...], float], float] = {}


def _region_value(length: int, columns: tuple[int, ...], fence_cost: float) -> float:
    """Best estate points from cutting a run into estates, each fence drawn costing something."""
    key = (length, columns, fence_cost)
    got = _REGION_MEMO.get(key)
    if got is None:
        best = [0.0] * (length + 1)
        for n in range(1, length + 1):
            options = [
                best[n - k] + ESTATE_VALUES[k - 1][columns[k - 1]] - (fence_cost if n > k else 0.0)
                for k in range(1, min(6, n) + 1)
            ]
            best[n] = max(max(options), best[n - 1])
        got = best[length]
        _REGION_MEMO[key] = got
    return got


# -- the evaluation -----------------------------------------------------------------------------
def evaluate(sheet: Sheet, ctx: Context) -> float:
    """Expected final score of ``sheet`` (own points only; rivals enter through plan values)."""
    return sum(breakdown(sheet, ctx).values())


def breakdown(sheet: Sheet, ctx: Context) -> dict[str, float]:
    w = ctx.weights
    turns_i = min(30, round(ctx.turns_left))
    infos = (
        street_info(sheet, 0, turns_i, w.fill_k, w.hit_rate),
        street_info(sheet, 1, turns_i, w.fill_k, w.hit_rate),
        street_info(sheet, 2, turns_i, w.fill_k, w.hit_rate),
    )
    total_fill = infos[0].expected + infos[1].expected + infos[2].expected
    turns = ctx.turns_left
    scale = 1.0 if total_fill <= turns else turns / total_fill
    out: dict[str, float] = {}
    # Scored plans weigh like open ones (haste included), so meeting a plan never looks worse
    # than being one step from it.
    out["plans_done"] = float(sum(sheet.plans)) * (1.0 + w.plan_haste)

    park_full = [0.0, 0.0, 0.0]
    parks = 0.0
    for s in range(3):
        ev, full = _park_value(s, sheet.parks[s], infos[s].expected * scale, w.q_park)
        parks += ev
        park_full[s] = full
    out["parks"] = parks

    pool_cells: list[list[float]] = [[], [], []]  # chance each pool is built, for the plans
    future_pools = 0.0
    for s in range(3):
        for p in infos[s].pool_probs:
            if p < 1.0:
                p = p * scale * w.q_pool
                future_pools += p
            pool_cells[s].append(p)
    out["pools"] = _interp(POOL_VALUES, sheet.pool_count + future_pools)

    columns = sheet.columns
    est = 0.0
    for s in range(3):
        for seg in infos[s].segments:
            prob = seg.prob * (scale**seg.empty if seg.empty else 1.0)
            if seg.length <= 6:
                est += prob * ESTATE_VALUES[seg.length - 1][columns[seg.length - 1]]
            else:
                carve = _region_value(seg.length, columns, w.fence_cost)
                est += w.region_eta * carve * prob ** (3.0 / seg.length)
    out["estates"] = est

    key = (
        infos[0].serial,
        infos[1].serial,
        infos[2].serial,
        round(scale, 3),
        sheet.plans,
        sheet.parks,
        sheet.pools,
        sheet.temps,
        sheet.bis,
        sheet.theme,
    )
    plans = ctx.memo.get(key)
    if plans is None:
        if len(ctx.memo) > 50_000:
            ctx.memo.clear()
        plans = plans_value(sheet, ctx, infos, scale, park_full, pool_cells)
        ctx.memo[key] = plans
    out["plans"] = plans
    if ctx.sheet_id != "base":
        out["theme"] = theme_points(sheet, ctx.sheet_id, infos, scale, ctx.turns_left, ctx.rivals)
    if ctx.solo:
        need = max(0, 6 - sheet.temps)
        reach = binom_at_least(ctx.turns_left, w.solo_temp_q, need)[need] if need else 1.0
        temps = 7.0 * (reach + w.plan_progress * max(0.0, (1 - need / 6) ** 2 - reach))
    else:
        rival = max(ctx.other_temps) if ctx.other_temps else 0
        if sheet.temps == 0:
            temps = 0.0
        elif sheet.temps >= rival:
            temps = 7.0
        else:
            temps = 4.0
        temps += w.temp_soft * min(sheet.temps, rival + 2) / 3.0
    out["temps"] = temps
    out["bis"] = -float(BIS_VALUES[sheet.bis_count])
    out["refusals"] = -float(REFUSAL_VALUES[sheet.refusals]) - 2.0 * sheet.refusals
    out["roundabouts"] = -float(ROUNDABOUT_VALUES[sheet.roundabout_count])
    built = 33 - infos[0].empty - infos[1].empty - infos[2].empty - sheet.roundabout_count
    out["houses"] = w.house_value * (built + total_fill * scale)
    return out


def column_gains(sheet: Sheet, ctx: Context) -> list[tuple[float, int]]:
    """Estimated gain of crossing each open real-estate column, best first (for pruning)."""
    w = ctx.weights
    turns_i = min(30, round(ctx.turns_left))
    weight = [0.0] * 6
    for s in range(3):
        for seg in street_info(sheet, s, turns_i, w.fill_k, w.hit_rate).segments:
            if seg.length <= 6:
                weight[seg.length - 1] += 0.3 + seg.prob
            else:
                for size in range(1, 7):
                    weight[size - 1] += 0.1 * seg.length / 12
    out = []
    columns = sheet.columns
    for c in range(6):
        if columns[c] < ESTATE_BOXES[c]:
            gain = ESTATE_VALUES[c][columns[c] + 1] - ESTATE_VALUES[c][columns[c]]
            out.append((gain * weight[c], c))
    out.sort(reverse=True)
    return out
