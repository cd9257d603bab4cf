"""The expected value of open city plans: chance of meeting each, blended with progress."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine import ROUNDABOUT, PlanKind, Sheet
from ..engine.data import PARK_BOXES, STREET_SIZES
from .context import Context
from .streets import StreetInfo, binom_at_least
from .theme_value import EstateFit, estate_fit, theme_plan_chance

Infos = tuple[StreetInfo, StreetInfo, StreetInfo]
_NO_HOUSES = (0, 0, 0)
_FILL_PLANS = (PlanKind.STREET_FULL, PlanKind.ENDS_BUILT)


def plans_value(
    sheet: Sheet,
    ctx: Context,
    infos: Infos,
    scale: float,
    park_full: list[float],
    pool_cells: list[list[float]],
) -> float:
    """Expected plan points: chance of each open plan blended with its partial progress.

    A house used for one plan cannot serve another, so while a "street full" or "street ends"
    plan is open the estate plans are valued twice: keeping its houses out of their estates,
    and giving that plan up; the better of the two counts.
    """

    def total(reserved: tuple[int, int, int], drop_fill: bool) -> float:
        return _plans_total(sheet, ctx, infos, scale, park_full, pool_cells, reserved, drop_fill)

    reserved = _reserved_houses(sheet, ctx)
    if reserved == _NO_HOUSES:
        return total(_NO_HOUSES, False)
    return max(total(reserved, False), total(_NO_HOUSES, True))


def _reserved_houses(sheet: Sheet, ctx: Context) -> tuple[int, int, int]:
    """Per street, the houses the open street-full / street-ends plans need (bit masks)."""
    masks = [0, 0, 0]
    for i, plan in enumerate(ctx.plans):
        if sheet.plans[i]:
            continue
        if plan.kind is PlanKind.STREET_FULL:
            masks[plan.street] |= (1 << STREET_SIZES[plan.street]) - 1
        elif plan.kind is PlanKind.ENDS_BUILT:
            for s in range(3):
                masks[s] |= 1 | (1 << (STREET_SIZES[s] - 1))
    return masks[0], masks[1], masks[2]


def _plans_total(
    sheet: Sheet,
    ctx: Context,
    infos: Infos,
    scale: float,
    park_full: list[float],
    pool_cells: list[list[float]],
    reserved: tuple[int, int, int],
    drop_fill: bool,
) -> float:
    w = ctx.weights
    taken: set[tuple[int, int]] = set()
    total = 0.0
    order = sorted(range(3), key=lambda i: -ctx.points[i])
    park_frac = [max(park_full[s], sheet.parks[s] / PARK_BOXES[s]) for s in range(3)]
    pool_full = [_product(cells) for cells in pool_cells]
    for i in order:
        if sheet.plans[i]:
            continue
        plan = ctx.plans[i]
        kind = plan.kind
        if drop_fill and kind in _FILL_PLANS:
            continue
        if kind is PlanKind.ESTATES:
            prob, progress = _estate_plan_prob(
                plan.sizes, infos, scale, taken, w.split_rho, reserved
            )
        elif kind is PlanKind.THEME_ESTATES:
            fit = estate_fit(plan, sheet, infos, scale, ctx.turns_left)
            prob, progress = _estate_plan_prob(
                plan.sizes, infos, scale, taken, w.split_rho, reserved, fit
            )
        elif kind is PlanKind.THEME:
            prob, progress = theme_plan_chance(plan, sheet, infos, scale, ctx.turns_left)
        elif kind is PlanKind.STREET_FULL:
            s = plan.street
            prob, progress = _all_built(infos[s], range(STREET_SIZES[s]), scale, sheet, s)
        elif kind is PlanKind.ENDS_BUILT:
            prob, progress = 1.0, 0.0
            for s in range(3):
                pr, pg = _all_built(infos[s], (0, STREET_SIZES[s] - 1), scale, sheet, s)
                prob *= pr
                progress += pg / 3.0
        elif kind is PlanKind.TEMPS:
            prob = _progress(sheet.temps, plan.count, ctx.turns_left, w.temp_q)
            progress = min(1.0, sheet.temps / plan.count)
        elif kind is PlanKind.BIS_STREET:
            best = max(m.bit_count() for m in sheet.bis)
            prob = _progress(best, plan.count, ctx.turns_left, w.bis_street_q)
            progress = min(1.0, best / plan.count)
        elif kind is PlanKind.PARKS_TWO_STREETS:
            a = sorted(range(3), key=lambda s: -park_full[s])[:2]
            prob = park_full[a[0]] * park_full[a[1]]
            progress = (park_frac[a[0]] + park_frac[a[1]]) / 2.0 if prob > 0.0 else 0.0
        elif kind is PlanKind.POOLS_TWO_STREETS:
            a = sorted(range(3), key=lambda s: -pool_full[s])[:2]
            prob = pool_full[a[0]] * pool_full[a[1]]
            progress = sum(sum(pool_cells[s]) for s in a) / 6.0 if prob > 0.0 else 0.0
        elif kind is PlanKind.PARKS_POOLS_STREET:
            s = plan.street
            prob = park_full[s] * pool_full[s]
            progress = (park_frac[s] + sum(pool_cells[s])) / 4.0 if prob > 0.0 else 0.0
        else:
            prob, progress = 0.0, 0.0
            for s in range(3):
                rb = 1.0 if ROUNDABOUT in sheet.houses[s] else 0.5
                street_prob = park_full[s] * pool_full[s] * rb
                prob = max(prob, street_prob)
                if street_prob > 0.0:
                    progress = max(progress, (park_frac[s] + sum(pool_cells[s]) + rb) / 5.0)
        prob += w.plan_progress * (progress**w.progress_power - prob) if progress > prob else 0
        total += ctx.points[i] * (1.0 + w.plan_haste) * prob
    return total


def _product(values: list[float]) -> float:
    out = 1.0
    for v in values:
        out *= v
    return out


def _second_best(values: list[float]) -> float:
    a = sorted(values, reverse=True)
    return a[0] * a[1]


def _progress(have: int, need: int, turns: float, q: float) -> float:
    """Chance of ``need - have`` more crossings in ``turns`` turns, each turn a chance ``q``."""
    if have >= need:
        return 1.0
    return binom_at_least(turns, q, need - have)[need - have]


def _all_built(
    info: StreetInfo, houses: Iterable[int], scale: float, sheet: Sheet, s: int
) -> tuple[float, float]:
    prob = 1.0
    progress = 0.0
    count = 0
    used = sheet.used[s]
    row = sheet.houses[s]
    for h in houses:
        count += 1
        if (used >> h) & 1:
            return 0.0, 0.0
        if row[h] == -1:
            p = info.probs[h] * scale
            if p <= 0.0:  # no number fits there any more: the plan is lost
                return 0.0, 0.0
            prob *= p
            progress += p
        else:
            progress += 1.0
    return prob, progress / max(1, count)


def _estate_plan_prob(
    sizes: tuple[int, ...],
    infos: Infos,
    scale: float,
    taken: set[tuple[int, int]],
    rho: float,
    reserved: tuple[int, int, int] = _NO_HOUSES,
    fit: EstateFit | None = None,
) -> tuple[float, float]:
    """Chance of meeting an estate plan and mean chance per estate; marks the estates used.

    Houses in ``reserved`` stay out of the estates: a run that touches them at an end only
    offers what is left once a fence cuts them off.
    """
    cands: list[list[Any]] = []  # [prob, usable length, street, start, needs a cut]
    for s in range(3):
        keep_out = reserved[s]
        for prob, empty, length, start in infos[s].free_segments:
            if taken and (s, start) in taken:
                continue
            cut = False
            if keep_out:
                first = start
                if (keep_out >> first) & 1:
                    first, length, cut = first + 1, length - 1, True
                if length > 0 and (keep_out >> (first + length - 1)) & 1:
                    length, cut = length - 1, True
                if length <= 0 or keep_out & (((1 << length) - 1) << first):
                    continue
            if empty and scale < 1.0:
                prob *= scale**empty
            cands.append([prob, length, s, start, cut])
    chosen: list[tuple[int, int]] = []
    total = 1.0
    progress = 0.0
    for size in sorted(sizes, reverse=True):
        best = -1.0
        pick: list[Any] | None = None
        for cand in cands:
            prob, length = cand[0], cand[1]
            if length == size:
                val = rho * prob if cand[4] else prob  # cut off a reserved end: one fence
            elif length > size:
                val = rho * prob ** (size / length) * (0.8 if length <= 6 else 1.0)
            else:
                continue
            if fit is not None and val > best:
                val *= fit(cand[2], cand[3], length, size)
            if val > best:
                best, pick = val, cand
        if pick is None:
            return 0.0, progress / len(sizes)
        chosen.append((pick[2], pick[3]))
        # what is left of the run after carving this estate (and a fence) out of it
        pick[1] -= size
        total *= best
        progress += best
    for c in chosen:
        taken.add(c)
    return total, progress / len(sizes)
