"""Sheet evaluation shared by the bot levels: an estimate of the final score a sheet leads to.

The value of a sheet is its points so far plus the expected points still to come: every empty
house gets a chance of being built (from the spread of numbers still allowed around it and the
turns left), and parks, pools, estates and city plans are valued by the chance of completing
them. Street analyses are memoised, so scoring many candidate moves stays cheap.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..engine import ROUNDABOUT, Mode, PlanDef, PlanKind, SeatView, Sheet
from ..engine.data import (
    BIS_VALUES,
    CARD_NUMBERS,
    ESTATE_BOXES,
    ESTATE_VALUES,
    PARK_BOXES,
    PARK_VALUES,
    POOL_HOUSES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    STREET_SIZES,
)


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable constants of the evaluation (the defaults are the tuned ones)."""

    fill_k: float = 1.4  # steepness of the fill chance in (value room / houses)
    avail_div: float = 6.0  # card count that makes a number "always available"
    q_park: float = 0.42  # chance a built house also gets a park
    q_pool: float = 0.35  # chance a pool house gets its pool when built
    region_eta: float = 0.8  # value share of an unfenced run longer than an estate
    hit_rate: float = 0.5  # share of the fitting cards a player manages to use in a run
    fence_cost: float = 2.5  # points a fence still to draw costs when carving a long run
    split_rho: float = 0.45  # chance a fence arrives to carve a needed estate out of a run
    house_value: float = 0.6  # value of one more expected built house (refusal safety, end)
    plan_haste: float = 0.0  # extra weight on plans (racing opponents)
    plan_progress: float = 0.4  # share of a plan's value paid for partial progress
    progress_power: float = 2.0  # convexity of the partial-progress credit
    temp_soft: float = 0.6  # value of one temp beyond the majority points
    bis_street_q: float = 0.05  # chance per turn of a usable bis (five-bis plan)
    solo_temp_q: float = 0.3  # chance per solo turn of a temp worth taking
    roundabout_plan_only: bool = False  # build roundabouts only for the plan that needs one
    roundabout_tries: int = 4  # roundabout spots a search tries per turn (0: never builds one)
    temp_q: float = 0.08  # chance per turn of taking a temp (seven-temps plan)


DEFAULT_WEIGHTS = Weights()
RACE_WEIGHTS = Weights(plan_haste=1.0, plan_progress=0.6, progress_power=1.0, house_value=1.2)
"""Weights for games with rivals: plans are worth more when others may claim them first."""


def weights_for(view: SeatView) -> Weights:
    """The tuned weights for the view's kind of game (solo, or racing other seats)."""
    return DEFAULT_WEIGHTS if view.seats == 1 else RACE_WEIGHTS


@dataclass(frozen=True, slots=True)
class Context:
    """What the evaluation needs beyond the sheet: plans, their values, time and rivals."""

    plans: tuple[PlanDef, PlanDef, PlanDef]
    points: tuple[int, int, int]
    turns_left: float
    solo: bool
    other_temps: tuple[int, ...]
    weights: Weights = DEFAULT_WEIGHTS
    memo: dict[tuple[object, ...], float] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )


def estimate_turns_left(view: SeatView) -> float:
    """Turns this seat can still expect to play (a rough model of when games end)."""
    if view.mode is Mode.SOLO:
        return max(1.0, (view.cards_left + len(view.hand)) / 3.0)
    sheet = view.current if view.pending is None else view.sheet
    lead = max(s.plans_achieved for s in view.sheets)
    base = 30.0 - view.round - 2.5 * lead
    empty = sum(street.count(-1) for street in sheet.houses)
    return max(1.0, min(base, float(empty + 2)))


def context_for(view: SeatView, weights: Weights = DEFAULT_WEIGHTS) -> Context:
    others = tuple(s.temps for i, s in enumerate(view.sheets) if i != view.seat)
    return Context(
        plans=view.plans,
        points=view.plan_points,
        turns_left=estimate_turns_left(view),
        solo=view.mode is Mode.SOLO,
        other_temps=others,
        weights=weights,
    )


# -- number availability ------------------------------------------------------------------------
def _availability(div: float) -> tuple[float, ...]:
    counts = [0] * 18
    for n in CARD_NUMBERS:
        counts[n] += 1
    out = []
    for v in range(18):
        near = sum(counts[u] for u in (v - 2, v - 1, v + 1, v + 2) if 0 <= u < 18)
        out.append(min(1.0, (counts[v] + 0.25 * near) / div))
    return tuple(out)


def _prefix(values: tuple[float, ...]) -> tuple[float, ...]:
    acc = [0.0]
    for a in values:
        acc.append(acc[-1] + a)
    return tuple(acc)


_PREFIX = _prefix(_availability(DEFAULT_WEIGHTS.avail_div))


def _mass() -> tuple[float, ...]:
    """Chance that one card lets a number be written as v (its own number or a temp shift)."""
    counts = [0] * 18
    for n in CARD_NUMBERS:
        counts[n] += 1
    total = float(len(CARD_NUMBERS))
    out = []
    for v in range(18):
        near = sum(counts[u] for u in (v - 2, v - 1, v + 1, v + 2) if 0 <= u < 18)
        out.append((counts[v] + 0.1 * near) / total)
    return tuple(out)


_MASS = _prefix(_mass())


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of house slots between fences: estate candidate or, if longer than 6, a region."""

    start: int
    length: int
    prob: float  # chance every empty house of it gets built (before time scaling)
    empty: int
    used: bool


@dataclass(frozen=True, slots=True)
class StreetInfo:
    probs: tuple[float, ...]  # fill chance per house (1 built, 0 roundabout)
    expected: float  # expected future builds
    empty: int
    segments: tuple[Segment, ...]
    pool_probs: tuple[float, ...]  # per pool house: 1 built with pool, 0 lost, else fill chance
    serial: int  # unique per analysis (a cheap cache key)


_SERIAL = 0
_STREET_MEMO: dict[tuple[int, tuple[int, ...], int, int, int, int], StreetInfo] = {}


def street_info(
    sheet: Sheet, s: int, turns: int, k: float = DEFAULT_WEIGHTS.fill_k, hit: float = 0.5
) -> StreetInfo:
    row = sheet.houses[s]
    key = (s, row, sheet.fences[s], sheet.used[s], sheet.pools[s], turns)
    info = _STREET_MEMO.get(key)
    if info is None:
        if len(_STREET_MEMO) > 200_000:
            _STREET_MEMO.clear()
        info = _analyse(s, row, sheet.fences[s], sheet.used[s], sheet.pools[s], k, turns * hit)
        _STREET_MEMO[key] = info
    return info


def _analyse(
    s: int, row: tuple[int, ...], fences: int, used: int, pools: int, k: float, tries: float
) -> StreetInfo:
    n = len(row)
    probs = [0.0] * n
    expected = 0.0
    empty = 0
    h = 0
    lo = -1
    while h < n:
        v = row[h]
        if v == ROUNDABOUT:
            lo = -1
            h += 1
            continue
        if v >= 0:
            probs[h] = 1.0
            lo = v
            h += 1
            continue
        start = h
        while h < n and row[h] == -1:
            h += 1
        m = h - start
        hi = 18 if h >= n or row[h] == ROUNDABOUT else row[h]
        room = _PREFIX[hi] - _PREFIX[lo + 1] if hi > lo + 1 else 0.0
        mass = _MASS[hi] - _MASS[lo + 1] if hi > lo + 1 else 0.0
        p = (1.0 - math.exp(-k * room / m)) * (1.0 - math.exp(-3.0 * tries * mass / m))
        for i in range(start, h):
            probs[i] = p
        expected += p * m
        empty += m
    segments: list[Segment] = []
    start = 0
    for h in range(n):
        if h == n - 1 or (fences >> h) & 1:
            if row[start] == ROUNDABOUT and h == start:
                start = h + 1
                continue
            length = h - start + 1
            prob = 1.0
            e = 0
            for i in range(start, h + 1):
                if row[i] == -1:
                    prob *= probs[i]
                    e += 1
            mask = ((1 << length) - 1) << start
            segments.append(Segment(start, length, prob, e, bool(used & mask)))
            start = h + 1
    pool_probs = tuple(
        1.0 if (pools >> ph) & 1 else (probs[ph] if row[ph] == -1 else 0.0) for ph in POOL_HOUSES[s]
    )
    global _SERIAL
    _SERIAL += 1
    return StreetInfo(tuple(probs), expected, empty, tuple(segments), pool_probs, _SERIAL)


# -- small probability helpers ------------------------------------------------------------------
_BINOM_MEMO: dict[tuple[int, int, int], tuple[float, ...]] = {}


def _binom_at_least(trials: float, q: float, need: int) -> tuple[float, ...]:
    """P(X >= j) for j = 0..need, X ~ Binomial(round(trials), q) (trials rounded to halves)."""
    t2 = round(trials * 2)
    key = (t2, round(q * 100), need)
    got = _BINOM_MEMO.get(key)
    if got is None:
        t = t2 // 2
        frac = (t2 % 2) * 0.5
        pmf = [1.0]
        for _ in range(t):
            nxt = [0.0] * (len(pmf) + 1)
            for i, pr in enumerate(pmf):
                nxt[i] += pr * (1 - q)
                nxt[i + 1] += pr * q
            pmf = nxt
        if frac:
            qq = q * frac
            nxt = [0.0] * (len(pmf) + 1)
            for i, pr in enumerate(pmf):
                nxt[i] += pr * (1 - qq)
                nxt[i + 1] += pr * qq
            pmf = nxt
        tails = []
        for j in range(need + 1):
            tails.append(sum(pmf[j:]))
        got = tuple(tails)
        _BINOM_MEMO[key] = got
    return got


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
    tails = _binom_at_least(fills, q, need)
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
    out["plans_done"] = float(sum(sheet.plans))

    park_full = [0.0, 0.0, 0.0]
    parks = 0.0
    for s in range(3):
        ev, full = _park_value(s, sheet.parks[s], infos[s].expected * scale, w.q_park)
        parks += ev
        park_full[s] = full
    out["parks"] = parks

    pool_cells: list[list[float]] = [[], [], []]
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
    )
    plans = ctx.memo.get(key)
    if plans is None:
        if len(ctx.memo) > 50_000:
            ctx.memo.clear()
        plans = _plans_potential(sheet, ctx, infos, scale, park_full, pool_cells)
        ctx.memo[key] = plans
    out["plans"] = plans
    if ctx.solo:
        need = max(0, 6 - sheet.temps)
        reach = _binom_at_least(ctx.turns_left, w.solo_temp_q, need)[need] if need else 1.0
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


def _plans_potential(
    sheet: Sheet,
    ctx: Context,
    infos: tuple[StreetInfo, StreetInfo, StreetInfo],
    scale: float,
    park_full: list[float],
    pool_cells: list[list[float]],
) -> float:
    """Expected plan points: chance of each open plan blended with its partial progress."""
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
        if kind is PlanKind.ESTATES:
            prob, progress = _estate_plan_prob(plan.sizes, infos, scale, taken, w.split_rho)
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
            progress = (park_frac[a[0]] + park_frac[a[1]]) / 2.0
        elif kind is PlanKind.POOLS_TWO_STREETS:
            a = sorted(range(3), key=lambda s: -pool_full[s])[:2]
            prob = pool_full[a[0]] * pool_full[a[1]]
            progress = sum(sum(pool_cells[s]) for s in a) / 6.0
        elif kind is PlanKind.PARKS_POOLS_STREET:
            s = plan.street
            prob = park_full[s] * pool_full[s]
            progress = (park_frac[s] + sum(pool_cells[s])) / 4.0
        else:
            prob, progress = 0.0, 0.0
            for s in range(3):
                rb = 1.0 if ROUNDABOUT in sheet.houses[s] else 0.5
                prob = max(prob, park_full[s] * pool_full[s] * rb)
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
    return _binom_at_least(turns, q, need - have)[need - have]


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
            prob *= p
            progress += p
        else:
            progress += 1.0
    return prob, progress / max(1, count)


def _estate_plan_prob(
    sizes: tuple[int, ...],
    infos: tuple[StreetInfo, StreetInfo, StreetInfo],
    scale: float,
    taken: set[tuple[int, int]],
    rho: float,
) -> tuple[float, float]:
    """Chance of meeting an estate plan and mean chance per estate; marks the estates used."""
    cands: list[list[float]] = []  # [prob, length, street, start]
    for s in range(3):
        for seg in infos[s].segments:
            if seg.used or (s, seg.start) in taken:
                continue
            prob = seg.prob * (scale**seg.empty if seg.empty else 1.0)
            cands.append([prob, float(seg.length), float(s), float(seg.start)])
    chosen: list[tuple[int, int]] = []
    total = 1.0
    progress = 0.0
    for size in sorted(sizes, reverse=True):
        best = -1.0
        pick: list[float] | None = None
        for cand in cands:
            prob, length = cand[0], int(cand[1])
            if length == size:
                val = prob
            elif length > size:
                val = rho * prob ** (size / length) * (0.8 if length <= 6 else 1.0)
            else:
                continue
            if val > best:
                best, pick = val, cand
        if pick is None:
            return 0.0, progress / len(sizes)
        chosen.append((int(pick[2]), int(pick[3])))
        # what is left of the run after carving this estate (and a fence) out of it
        pick[1] -= size
        total *= best
        progress += best
    for c in chosen:
        taken.add(c)
    return total, progress / len(sizes)


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
