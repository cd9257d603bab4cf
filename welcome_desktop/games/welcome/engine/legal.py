"""Legal moves: placements, the options of each effect, full enumeration and fast random picks."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from .data import (
    BIS_BOXES,
    ESTATE_BOXES,
    MAX_ROUNDABOUTS,
    PARK_BOXES,
    POOL_MASKS,
    TEMP_BOXES,
    Effect,
)
from .moves import Combination, Move
from .rules import Placement, can_write, draw_roundabout, placement_counts, placements
from .sheet import EMPTY, Sheet


def fence_options(sheet: Sheet) -> list[tuple[int, int]]:
    out = []
    for s in range(3):
        free = sheet.free_fence_slots(s)
        j = 0
        while free:
            if free & 1:
                out.append((s, j))
            free >>= 1
            j += 1
    return out


def bis_options(sheet: Sheet) -> list[tuple[int, int, int]]:
    """(street, house, source) for every empty house beside a numbered one, no fence between."""
    if sheet.bis_count >= BIS_BOXES:
        return []
    out = []
    for s in range(3):
        row = sheet.houses[s]
        fences = sheet.fences[s]
        n = len(row)
        for h in range(n):
            if row[h] != EMPTY:
                continue
            if h > 0 and row[h - 1] >= 0 and not (fences >> (h - 1)) & 1:
                out.append((s, h, h - 1))
            if h < n - 1 and row[h + 1] >= 0 and not (fences >> h) & 1:
                out.append((s, h, h + 1))
    return out


EffectTarget = tuple[int, int] | int | tuple[int, int, int] | None


def effect_targets(
    sheet_after: Sheet, street: int, house: int, effect: Effect
) -> list[EffectTarget]:
    """Where ``effect`` can be used once the turn's number is written at (street, house):
    fence slots (street, slot), columns, bis (street, house, source), or [None] for the
    effects that need no target (landscaper, pool, temp). Empty when it cannot be used."""
    if effect is Effect.SURVEYOR:
        return list(fence_options(sheet_after))
    if effect is Effect.REAL_ESTATE:
        return [c for c in range(6) if sheet_after.columns[c] < ESTATE_BOXES[c]]
    if effect is Effect.LANDSCAPER:
        return [None] if sheet_after.parks[street] < PARK_BOXES[street] else []
    if effect is Effect.POOL:
        return [None] if (POOL_MASKS[street] >> house) & 1 else []
    if effect is Effect.TEMP:
        return [None] if sheet_after.temps < TEMP_BOXES else []
    return list(bis_options(sheet_after))


def with_target(base: Move, effect: Effect, target: EffectTarget) -> Move:
    """``base`` (a placement, possibly shifted) with its effect used on ``target``."""
    fence = target if effect is Effect.SURVEYOR else None
    column = target if effect is Effect.REAL_ESTATE else -1
    bis = target if effect is Effect.BIS else None
    return Move(
        base.combo,
        base.street,
        base.house,
        True,
        base.shift,
        fence,  # type: ignore[arg-type]
        column,  # type: ignore[arg-type]
        bis,  # type: ignore[arg-type]
        base.roundabout,
    )


def effect_moves(sheet_after: Sheet, base: Move, effect: Effect) -> list[Move]:
    """The ways to use ``effect`` after ``base``'s number is written on ``sheet_after``
    (not including skipping the effect)."""
    return [
        with_target(base, effect, t)
        for t in effect_targets(sheet_after, base.street, base.house, effect)
    ]


def roundabout_options(sheet: Sheet, advanced: bool) -> list[tuple[int, int]]:
    if not advanced or sheet.roundabout_count >= MAX_ROUNDABOUTS:
        return []
    return [(s, h) for s in range(3) for h, v in enumerate(sheet.houses[s]) if v == EMPTY]


def _written(sheet: Sheet, combos: Sequence[Combination], p: Placement) -> Sheet:
    """The sheet with only the number of placement ``p`` written (no effect yet)."""
    ci, s, h, shift = p
    row = list(sheet.houses[s])
    row[h] = combos[ci].number + shift
    houses = list(sheet.houses)
    houses[s] = tuple(row)
    return Sheet(
        (houses[0], houses[1], houses[2]),
        sheet.bis,
        sheet.fences,
        sheet.pools,
        sheet.parks,
        sheet.columns,
        sheet.temps,
        sheet.refusals,
        sheet.plans,
        sheet.used,
        sheet.used_estates,
        sheet.theme,
    )


def moves_for_sheet(
    sheet: Sheet,
    combos: Sequence[Combination],
    *,
    advanced: bool,
    roundabouts: bool = True,
) -> Iterator[Move]:
    """Every legal move (without plan claims or reshuffle requests), lazily.

    With ``roundabouts`` false the advanced variant's optional roundabout is left out, which
    keeps the enumeration small for players that do not need it. When no number fits the
    sheet as it stands, the refusals come first, then any placement a new roundabout opens.
    """
    rb_choices: list[tuple[int, int] | None] = [None]
    if not can_write(sheet, combos):
        # One refusal per distinct card left over (it matters only in expert play).
        seen_third: set[int] = set()
        for ci, c in enumerate(combos):
            third = -1 if c.number_card == c.effect_card else 3 - c.number_card - c.effect_card
            if third not in seen_third:
                seen_third.add(third)
                yield Move(combo=ci)
        rb_choices = []
    if roundabouts:
        rb_choices += roundabout_options(sheet, advanced)
    for rb in rb_choices:
        base_sheet = sheet if rb is None else draw_roundabout(sheet, *rb)
        for p in placements(base_sheet, combos):
            ci, s, h, shift = p
            if rb is not None and (s, h) == rb:
                continue
            combo = combos[ci]
            after = _written(base_sheet, combos, p)
            if shift == 0:
                yield Move(ci, s, h, roundabout=rb)
            base = Move(ci, s, h, True, shift, roundabout=rb)
            yield from effect_moves(after, base, combo.effect)


def random_move(
    sheet: Sheet,
    combos: Sequence[Combination],
    rng: random.Random,
    *,
    advanced: bool,
    roundabout_chance: float = 0.05,
) -> Move:
    """A random legal move: a uniform placement, then a uniform choice among its effect uses
    and skipping the effect. Cheap: no full enumeration."""
    rb: tuple[int, int] | None = None
    base_sheet = sheet
    if advanced and roundabout_chance and rng.random() < roundabout_chance:
        opts = roundabout_options(sheet, advanced)
        if opts:
            rb = rng.choice(opts)
            base_sheet = draw_roundabout(sheet, *rb)
    p = _pick_placement(base_sheet, combos, rng, rb)
    if p is None and rb is not None:
        rb, base_sheet = None, sheet
        p = _pick_placement(sheet, combos, rng, None)
    if p is None:
        return Move(combo=rng.randrange(len(combos)))
    ci, s, h, shift = p
    effect = combos[ci].effect
    after = _written(base_sheet, combos, p) if effect in _NEEDS_WRITTEN else base_sheet
    targets = effect_targets(after, s, h, effect)
    if shift == 0 and rng.randrange(len(targets) + 1) == 0:
        return Move(ci, s, h, roundabout=rb)
    return with_target(Move(ci, s, h, True, shift, roundabout=rb), effect, rng.choice(targets))


# Effects whose targets depend on the number just written (bis neighbours, fences beside a bis).
_NEEDS_WRITTEN = frozenset({Effect.SURVEYOR, Effect.BIS})


def _pick_placement(
    sheet: Sheet,
    combos: Sequence[Combination],
    rng: random.Random,
    forbidden: tuple[int, int] | None,
) -> Placement | None:
    """A uniformly random placement, avoiding the ``forbidden`` house (a new roundabout)."""
    counts = placement_counts(sheet, combos)
    total = sum(c[2] for c in counts)
    if not total:
        return None
    k = rng.randrange(total)
    for ci, shift, count in counts:
        if k < count:
            s, h = sheet.nth_house(combos[ci].number + shift, k)
            if (s, h) == forbidden:
                return None
            return (ci, s, h, shift)
        k -= count
    raise AssertionError("unreachable")
