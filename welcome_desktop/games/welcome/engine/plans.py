"""City plans: whether a sheet meets a plan, which estates may serve it, and marking a claim."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, permutations

from .data import ALL_PLANS, PARK_BOXES, POOL_MASKS, STREET_SIZES, PlanDef, PlanKind
from .errors import IllegalMove, Reason
from .moves import PlanClaim
from .sheet import EMPTY, ROUNDABOUT, Estate, Sheet
from .themes import theme_for

_ESTATE_KINDS = (PlanKind.ESTATES, PlanKind.THEME_ESTATES)

_ALL_BITS = tuple((1 << n) - 1 for n in STREET_SIZES)


def _house_bits(sheet: Sheet, street: int) -> int:
    """Bits of the real houses (not roundabouts) of a street."""
    row = sheet.houses[street]
    return sum(1 << h for h, v in enumerate(row) if v != ROUNDABOUT)


def _marked_houses(sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
    """Houses a non-estate plan marks as used, or None if the plan is not met (house plans)."""
    if plan.kind is PlanKind.STREET_FULL:
        s = plan.street
        if -1 in sheet.houses[s]:
            return None
        bits = _house_bits(sheet, s)
        if sheet.used[s] & bits:
            return None
        marks = [0, 0, 0]
        marks[s] = bits
        return (marks[0], marks[1], marks[2])
    if plan.kind is PlanKind.THEME:
        return theme_for(plan.theme).plan_marks(sheet, plan)
    if plan.kind is PlanKind.ENDS_BUILT:
        marks = [0, 0, 0]
        for s in range(3):
            row = sheet.houses[s]
            last = len(row) - 1
            # A roundabout on an end house counts as built (Board Game Arena's reading).
            if row[0] == EMPTY or row[last] == EMPTY:
                return None
            # A roundabout is no house: it is never marked used.
            bits = (1 if row[0] >= 0 else 0) | ((1 << last) if row[last] >= 0 else 0)
            if sheet.used[s] & bits:
                return None
            marks[s] = bits
        return (marks[0], marks[1], marks[2])
    return (0, 0, 0)


def _parks_full(sheet: Sheet, s: int) -> bool:
    return sheet.parks[s] >= PARK_BOXES[s]


def _pools_full(sheet: Sheet, s: int) -> bool:
    return sheet.pools[s] == POOL_MASKS[s]


def _other_plan_met(sheet: Sheet, plan: PlanDef) -> bool:
    kind = plan.kind
    if kind in (PlanKind.STREET_FULL, PlanKind.ENDS_BUILT, PlanKind.THEME):
        return _marked_houses(sheet, plan) is not None
    if kind is PlanKind.TEMPS:
        return sheet.temps >= plan.count
    if kind is PlanKind.BIS_STREET:
        return any(m.bit_count() >= plan.count for m in sheet.bis)
    if kind is PlanKind.PARKS_TWO_STREETS:
        return sum(_parks_full(sheet, s) for s in range(3)) >= 2
    if kind is PlanKind.POOLS_TWO_STREETS:
        return sum(_pools_full(sheet, s) for s in range(3)) >= 2
    if kind is PlanKind.PARKS_POOLS_STREET:
        return _parks_full(sheet, plan.street) and _pools_full(sheet, plan.street)
    if kind is PlanKind.PARKS_POOLS_ROUNDABOUT:
        return any(
            _parks_full(sheet, s) and _pools_full(sheet, s) and ROUNDABOUT in sheet.houses[s]
            for s in range(3)
        )
    raise AssertionError(kind)


def estate_options(sheet: Sheet, plan: PlanDef, limit: int = 64) -> list[tuple[Estate, ...]]:
    """Distinct sets of free estates that satisfy an estate plan (at most ``limit``)."""
    by_size: dict[int, list[Estate]] = {}
    for e in _plan_estates(sheet, plan):
        by_size.setdefault(e[2], []).append(e)
    need: dict[int, int] = {}
    for size in plan.sizes:
        need[size] = need.get(size, 0) + 1
    per_size: list[list[tuple[Estate, ...]]] = []
    for size, count in sorted(need.items()):
        pool = by_size.get(size, [])
        if len(pool) < count:
            return []
        per_size.append(list(combinations(pool, count)))
    out: list[tuple[Estate, ...]] = [()]
    for choices in per_size:
        out = [prev + c for prev in out for c in choices][:limit]
    return out


def _plan_estates(sheet: Sheet, plan: PlanDef) -> tuple[Estate, ...]:
    """The free estates that may serve an estate plan (a theme's plans filter them)."""
    free = sheet.free_estates()
    if plan.kind is PlanKind.THEME_ESTATES:
        theme = theme_for(plan.theme)
        return tuple(e for e in free if theme.estate_ok(sheet, plan, e))
    return free


def _needs(plan: PlanDef) -> tuple[tuple[int, int], ...]:
    """(size, how many) pairs an estate plan requires."""
    return tuple((size, plan.sizes.count(size)) for size in sorted(set(plan.sizes)))


_NEEDS = {p.id: _needs(p) for p in ALL_PLANS if p.kind is PlanKind.ESTATES}


def plan_met(sheet: Sheet, plan: PlanDef) -> bool:
    if plan.kind is PlanKind.ESTATES:
        counts = sheet.free_size_counts()
        return all(counts[size] >= count for size, count in _NEEDS[plan.id])
    if plan.kind is PlanKind.THEME_ESTATES:
        return bool(estate_options(sheet, plan, limit=1))
    return _other_plan_met(sheet, plan)


def claim_plan(
    sheet: Sheet, index: int, plan: PlanDef, points: int, estates: tuple[Estate, ...]
) -> Sheet:
    """Write ``points`` in plan box ``index`` and mark the estates / houses used."""
    used = list(sheet.used)
    used_estates = sheet.used_estates
    if plan.kind in _ESTATE_KINDS:
        for s, start, size in estates:
            used[s] |= ((1 << size) - 1) << start
        used_estates = used_estates | frozenset(estates)
    else:
        marks = _marked_houses(sheet, plan)
        assert marks is not None
        for s in range(3):
            used[s] |= marks[s]
    plans = list(sheet.plans)
    plans[index] = points
    return Sheet(
        sheet.houses,
        sheet.bis,
        sheet.fences,
        sheet.pools,
        sheet.parks,
        sheet.columns,
        sheet.temps,
        sheet.refusals,
        (plans[0], plans[1], plans[2]),
        (used[0], used[1], used[2]),
        used_estates,
        sheet.theme,
    )


def check_claim(sheet: Sheet, plan: PlanDef, estates: tuple[Estate, ...]) -> None:
    """Raise IllegalMove unless ``estates`` is a valid way to meet ``plan`` on ``sheet``."""
    if plan.kind not in _ESTATE_KINDS:
        if estates:
            raise IllegalMove(Reason.PLAN_CLAIM_INVALID, "this plan uses no estates")
        if not _other_plan_met(sheet, plan):
            raise IllegalMove(Reason.PLAN_NOT_MET, plan.id)
        return
    free = set(_plan_estates(sheet, plan))
    if len(set(estates)) != len(estates) or not all(e in free for e in estates):
        raise IllegalMove(Reason.PLAN_CLAIM_INVALID, "estates not free and complete")
    if sorted(e[2] for e in estates) != sorted(plan.sizes):
        raise IllegalMove(Reason.PLAN_CLAIM_INVALID, "estate sizes do not match")


def still_possible(sheet: Sheet, plan: PlanDef) -> bool:
    """Whether ``plan`` can still be achieved on ``sheet`` one day, as far as used houses go:
    "every house of a street" needs no used house in it, "street ends" no used end house."""
    if plan.kind is PlanKind.STREET_FULL:
        return not sheet.used[plan.street] & _house_bits(sheet, plan.street)
    if plan.kind is PlanKind.ENDS_BUILT:
        return not any(
            sheet.used[s] & (1 | 1 << (len(sheet.houses[s]) - 1)) for s in range(len(STREET_SIZES))
        )
    return True


def preferred_estates(
    sheet: Sheet, plans: Sequence[PlanDef], index: int, limit: int = 64
) -> list[tuple[Estate, ...]]:
    """The estate sets that can serve plan ``index``, best first: those that leave the most
    other open plans (not scored yet) still possible, then the most of them met now; ties in
    street order. The first is what the engine, the bots and the hints use by default, and
    what the claim dialog proposes."""
    plan = plans[index]
    options = estate_options(sheet, plan, limit)
    others = [plans[j] for j in range(len(plans)) if j != index and sheet.plans[j] == 0]
    if len(options) < 2 or not others:
        return options

    def keeps(option: tuple[Estate, ...]) -> tuple[int, int]:
        after = claim_plan(sheet, index, plan, 0, option)
        return (
            sum(still_possible(after, p) for p in others),
            sum(plan_met(after, p) for p in others),
        )

    ranked = sorted(enumerate(options), key=lambda io: (*(-k for k in keeps(io[1])), io[0]))
    return [option for _, option in ranked]


def _default_estates(
    sheet: Sheet, plans: Sequence[PlanDef], index: int
) -> tuple[Estate, ...] | None:
    plan = plans[index]
    if plan.kind not in _ESTATE_KINDS:
        return () if _other_plan_met(sheet, plan) else None
    opts = preferred_estates(sheet, plans, index)
    return opts[0] if opts else None


def resolve_claims(
    sheet: Sheet,
    plans: Sequence[PlanDef],
    points: Sequence[int],
    requested: Sequence[PlanClaim],
) -> tuple[Sheet, tuple[bool, ...]]:
    """Claim every plan the sheet meets and has not scored yet.

    Requested claims (checked when the move was submitted) are applied first; then the other
    met plans are claimed with default estates (``preferred_estates``), in the order that
    claims the most points.
    Returns the new sheet and which plans were claimed now.
    """
    if not requested and not (
        (sheet.plans[0] == 0 and plan_met(sheet, plans[0]))
        or (sheet.plans[1] == 0 and plan_met(sheet, plans[1]))
        or (sheet.plans[2] == 0 and plan_met(sheet, plans[2]))
    ):
        return sheet, _NONE_CLAIMED
    claimed = [False] * len(plans)
    for index, estates in requested:
        if sheet.plans[index] == 0:
            check_claim(sheet, plans[index], estates)
            sheet = claim_plan(sheet, index, plans[index], points[index], estates)
            claimed[index] = True
    open_plans = [i for i in range(len(plans)) if sheet.plans[i] == 0 and plan_met(sheet, plans[i])]
    if not open_plans:
        return sheet, tuple(claimed)
    best: tuple[int, Sheet, list[int]] | None = None
    for order in _orders(open_plans):
        trial = sheet
        got: list[int] = []
        for i in order:
            chosen = _default_estates(trial, plans, i)
            if chosen is not None:
                trial = claim_plan(trial, i, plans[i], points[i], chosen)
                got.append(i)
        total = sum(points[i] for i in got)
        if best is None or total > best[0]:
            best = (total, trial, got)
    assert best is not None
    for i in best[2]:
        claimed[i] = True
    return best[1], tuple(claimed)


_NONE_CLAIMED = (False, False, False)


def _orders(items: list[int]) -> Iterator[tuple[int, ...]]:
    if len(items) == 1:
        yield (items[0],)
        return
    yield from permutations(items)
