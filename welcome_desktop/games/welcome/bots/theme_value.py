"""The bots' view of a thematic sheet: expected theme points and the theme plans' chances.

Each theme adds one term to the evaluation (``theme_points``), estimated like the base ones:
points already made plus what the empty houses may still bring.

- Ice cream: every cone still ahead of its truck may be circled if its house is built before
  any house beyond it; the chance is the house's fill chance, lower for cones further down the
  truck's way. The street bonus counts the cones expected circled, times the chance of taking
  it (certain once reached, nil once crossed, a race against the rivals otherwise). The bottom
  street's unchosen truck is valued in its better direction.
- Lights: each slot between two houses gets a chance of being lit (1 or 0 between two numbers;
  a number next to an empty house needs exactly its neighbour ± 1; two empty houses need a
  consecutive pair); a street scores the expected longest string of lit slots (exact for
  independent slots).
- Eggs: every empty egg house gets the chance its number is an egg number (the egg numbers'
  share of the cards that fit there, favoured since the player chooses); the egg count's
  distribution gives the expected points of the step table.

``theme_plan_chance`` and ``estate_fit`` give the theme plans' chances for ``plan_value``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from ..engine import ROUNDABOUT, PlanDef, Sheet
from ..engine.data import CARD_NUMBERS, STREET_SIZES
from ..engine.themes import eggs as egg_theme
from ..engine.themes import ice_cream as ice
from ..engine.themes import lights as light_theme
from .streets import StreetInfo

Infos = tuple[StreetInfo, StreetInfo, StreetInfo]
EstateFit = Callable[[int, int, int, int], float]
"""(street, start, length, size) -> chance a run can hold an estate of ``size`` fit for a plan."""

# -- tuned constants ---------------------------------------------------------------------------
CONE_BASE: Final = 0.85  # chance the next cone ahead is sold, given its house gets built
CONE_DECAY: Final = 0.85  # per cone further down the truck's way
BONUS_SOLO: Final = 0.8  # chance of taking an open street bonus alone
BONUS_RACE: Final = 0.45  # ... against rivals
LIGHT_GAMMA: Final = 0.7  # share of the exact numbers a player manages to use for lights
LIGHT_PAIR: Final = 1.0  # weight of a slot between two empty houses (a consecutive pair)
LIGHT_WEIGHT: Final = 1.0  # weight of the light points in the evaluation (play for strings)
EGG_FAVOUR: Final = 1.6  # the player picks egg numbers for egg houses when offered

_COUNTS: Final = tuple(CARD_NUMBERS.count(n) for n in range(18))


def _exact_mass(n: int) -> float:
    """Chance one card lets exactly ``n`` be written (its own number, or a temp shift)."""
    if not 0 <= n <= 17:
        return 0.0
    near = sum(_COUNTS[u] for u in (n - 2, n - 1, n + 1, n + 2) if 0 <= u < 18)
    return (_COUNTS[n] + 0.15 * near) / len(CARD_NUMBERS)


_EXACT: Final = tuple(_exact_mass(n) for n in range(18))
_EGG_ONE: Final = frozenset(egg_theme.ONE_EGG_NUMBERS)
_EGG_TWO: Final = frozenset(egg_theme.TWO_EGG_NUMBERS)


def theme_points(
    sheet: Sheet, sheet_id: str, infos: Infos, scale: float, turns: float, rivals: bool
) -> float:
    """Expected final points of the theme column (0 on the base sheet)."""
    if sheet_id == "ice_cream":
        return sum(_ice_street(sheet, s, infos[s], scale, rivals)[0] for s in range(3))
    if sheet_id == "lights":
        return LIGHT_WEIGHT * sum(
            _expected_longest(_light_slots(sheet.houses[s], infos[s], scale, turns))
            for s in range(3)
        )
    if sheet_id == "eggs":
        return _egg_points(sheet, infos, scale)
    return 0.0


# -- ice cream ---------------------------------------------------------------------------------
def cone_chances(
    sheet: Sheet, s: int, info: StreetInfo, scale: float, direction: int = 0
) -> dict[int, float]:
    """Chance each cone of street ``s`` ends circled (1 circled, 0 crossed or lost)."""
    d = ice.direction(sheet, s) or direction
    pos = ice.position(sheet, s) if ice.direction(sheet, s) else ice.start_position(s, d)
    circled = ice.circled_mask(sheet, s)
    row = sheet.houses[s]
    out: dict[int, float] = {}
    ahead = [h for h, _ in ice.CONES[s] if (h > pos if d > 0 else h < pos)]
    ahead.sort(reverse=d < 0)
    for h, _ in ice.CONES[s]:
        if (circled >> h) & 1:
            out[h] = 1.0
        elif h not in ahead or row[h] != -1:
            out[h] = 0.0
    for rank, h in enumerate(ahead):
        if h in out:
            continue
        out[h] = info.probs[h] * scale * CONE_BASE * CONE_DECAY**rank
    return out


_ICE_MEMO: dict[tuple[object, ...], tuple[float, dict[int, float]]] = {}


def _ice_street(
    sheet: Sheet, s: int, info: StreetInfo, scale: float, rivals: bool
) -> tuple[float, dict[int, float]]:
    """Expected points of street ``s`` (scoops and bonus) and the cones' chances (memoised)."""
    state = sheet.theme or ice.new_state()
    key = (s, info.serial, *state[s::3], round(scale, 3), rivals)
    got = _ICE_MEMO.get(key)
    if got is None:
        if len(_ICE_MEMO) > 100_000:
            _ICE_MEMO.clear()
        got = _ICE_MEMO[key] = _ice_street_raw(sheet, s, info, scale, rivals)
    return got


def _ice_street_raw(
    sheet: Sheet, s: int, info: StreetInfo, scale: float, rivals: bool
) -> tuple[float, dict[int, float]]:
    directions = (1, -1) if ice.direction(sheet, s) == 0 else (0,)
    best: tuple[float, dict[int, float]] | None = None
    for d in directions:
        chances = cone_chances(sheet, s, info, scale, d)
        scoops = sum(n * chances[h] for h, n in ice.CONES[s])
        state = ice.bonus_state(sheet, s)
        if state in (ice.REACHED, ice.EARNED):
            take = 1.0
        elif state == ice.CROSSED:
            take = 0.0
        else:
            take = BONUS_RACE if rivals else BONUS_SOLO
        value = scoops + take * sum(chances.values())
        if best is None or value > best[0]:
            best = (value, chances)
    assert best is not None
    return best


# -- lights ------------------------------------------------------------------------------------
def _exact_chance(n: int, tries: float) -> float:
    if not 0 <= n <= 17:
        return 0.0
    return LIGHT_GAMMA * (1.0 - math.exp(-3.0 * tries * _EXACT[n]))


_LIGHT_MEMO: dict[tuple[object, ...], tuple[float, ...]] = {}


def _light_slots(
    row: tuple[int, ...], info: StreetInfo, scale: float, turns: float
) -> tuple[float, ...]:
    """Chance each slot of a street ends lit (memoised)."""
    key = (info.serial, round(scale, 3), round(turns))
    got = _LIGHT_MEMO.get(key)
    if got is None:
        if len(_LIGHT_MEMO) > 100_000:
            _LIGHT_MEMO.clear()
        got = _LIGHT_MEMO[key] = _light_slots_raw(row, info, scale, turns)
    return got


def _light_slots_raw(
    row: tuple[int, ...], info: StreetInfo, scale: float, turns: float
) -> tuple[float, ...]:
    n = len(row)
    tries = max(0.0, turns) * 0.5
    lo_of = [-1] * n  # the nearest number to the left (or -1)
    hi_of = [18] * n  # ... to the right (or 18)
    last = -1
    for h in range(n):
        lo_of[h] = last
        if row[h] == ROUNDABOUT:
            last = -1
        elif row[h] >= 0:
            last = row[h]
    last = 18
    for h in range(n - 1, -1, -1):
        hi_of[h] = last
        if row[h] == ROUNDABOUT:
            last = 18
        elif row[h] >= 0:
            last = row[h]
    out = []
    for j in range(n - 1):
        a, b = row[j], row[j + 1]
        if a == ROUNDABOUT or b == ROUNDABOUT:
            out.append(0.0)
        elif a >= 0 and b >= 0:
            out.append(1.0 if 0 <= b - a <= 1 else 0.0)
        elif a >= 0:
            need = a + 1
            ok = need < hi_of[j + 1]
            out.append(_exact_chance(need, tries) * info.probs[j + 1] * scale if ok else 0.0)
        elif b >= 0:
            need = b - 1
            ok = need > lo_of[j]
            out.append(_exact_chance(need, tries) * info.probs[j] * scale if ok else 0.0)
        else:
            room = hi_of[j] - lo_of[j] - 1
            if room < 2:
                out.append(0.0)
            else:
                both = min(info.probs[j], info.probs[j + 1]) * scale
                out.append(both * LIGHT_PAIR * LIGHT_GAMMA * (1.0 - math.exp(-3.0 * tries * 0.08)))
    return tuple(out)


_LONGEST_MEMO: dict[tuple[int, ...], float] = {}


def _expected_longest(slots: tuple[float, ...]) -> float:
    """Expected points of a street: houses joined by its longest string (0 without one)."""
    key = tuple(round(q * 50) for q in slots)
    got = _LONGEST_MEMO.get(key)
    if got is not None:
        return got
    # state (current run, best run) -> probability
    dist: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for q50 in key:
        q = q50 / 50.0
        nxt: dict[tuple[int, int], float] = {}
        for (run, best), pr in dist.items():
            if q > 0.0:
                k = (run + 1, max(best, run + 1))
                nxt[k] = nxt.get(k, 0.0) + pr * q
            if q < 1.0:
                k = (0, best)
                nxt[k] = nxt.get(k, 0.0) + pr * (1.0 - q)
        dist = nxt
    got = sum(pr * (best + 1 if best else 0) for (_, best), pr in dist.items())
    if len(_LONGEST_MEMO) > 100_000:
        _LONGEST_MEMO.clear()
    _LONGEST_MEMO[key] = got
    return got


def light_chances(
    sheet: Sheet, infos: Infos, scale: float, turns: float
) -> tuple[tuple[float, ...], ...]:
    return tuple(_light_slots(sheet.houses[s], infos[s], scale, turns) for s in range(3))


# -- eggs --------------------------------------------------------------------------------------
def _egg_share(lo: int, hi: int) -> tuple[float, float]:
    """Chance a number written between ``lo`` and ``hi`` collects one / two eggs."""
    total = one = two = 0.0
    for n in range(lo + 1, hi):
        m = _EXACT[n]
        total += m
        if n in _EGG_ONE:
            one += m
        elif n in _EGG_TWO:
            two += m
    if total <= 0.0:
        return 0.0, 0.0
    one, two = one / total * EGG_FAVOUR, two / total * EGG_FAVOUR
    if one + two > 1.0:
        one, two = one / (one + two), two / (one + two)
    return one, two


_EGG_MEMO: dict[tuple[int, float], list[tuple[int, int, float, float]]] = {}


def egg_chances(sheet: Sheet, infos: Infos, scale: float) -> list[tuple[int, int, float, float]]:
    """Per egg house: (street, house, chance of one egg, chance of two eggs)."""
    out: list[tuple[int, int, float, float]] = []
    for s in range(3):
        key = (infos[s].serial, round(scale, 3))
        got = _EGG_MEMO.get(key)
        if got is None:
            if len(_EGG_MEMO) > 100_000:
                _EGG_MEMO.clear()
            got = _EGG_MEMO[key] = _egg_street(sheet.houses[s], s, infos[s], scale)
        out += got
    return out


def _egg_street(
    row: tuple[int, ...], s: int, info: StreetInfo, scale: float
) -> list[tuple[int, int, float, float]]:
    out = []
    for h, eggs in egg_theme.EGG_HOUSES[s]:
        v = row[h]
        if v != -1:
            got = egg_theme.collected(v, eggs) if v >= 0 else 0
            out.append((s, h, 1.0 if got == 1 else 0.0, 1.0 if got == 2 else 0.0))
            continue
        lo = next((row[k] for k in range(h - 1, -1, -1) if row[k] >= 0), -1)
        hi = next((row[k] for k in range(h + 1, len(row)) if row[k] >= 0), 18)
        one, two = _egg_share(lo, hi)
        p = info.probs[h] * scale
        if eggs == 1:
            out.append((s, h, p * (one + two), 0.0))
        else:
            out.append((s, h, p * one, p * two))
    return out


def _egg_points(sheet: Sheet, infos: Infos, scale: float) -> float:
    dist = [1.0]
    for _, _, one, two in egg_chances(sheet, infos, scale):
        nxt = [0.0] * (len(dist) + 2)
        zero = 1.0 - one - two
        for k, pr in enumerate(dist):
            nxt[k] += pr * zero
            nxt[k + 1] += pr * one
            nxt[k + 2] += pr * two
        dist = nxt
    return sum(pr * egg_theme.egg_points(k) for k, pr in enumerate(dist))


# -- theme plans -------------------------------------------------------------------------------
def theme_plan_chance(
    plan: PlanDef, sheet: Sheet, infos: Infos, scale: float, turns: float
) -> tuple[float, float]:
    """Chance and progress of a whole-sheet theme plan (ice street, lit street, bottom eggs)."""
    if plan.id == "n3_ice_street_cones":
        best = (0.0, 0.0)
        for s in range(3):
            chances = _ice_street(sheet, s, infos[s], scale, False)[1]
            prob = math.prod(chances.values())
            progress = sum(chances.values()) / len(chances)
            if min(chances.values()) > 0.0:
                best = max(best, (prob, progress))
        return best
    if plan.id == "n3_xmas_street":
        best = (0.0, 0.0)
        for s, slots in enumerate(light_chances(sheet, infos, scale, turns)):
            if sheet.used[s] or min(slots) <= 0.0:
                continue
            best = max(best, (math.prod(slots), sum(slots) / len(slots)))
        return best
    if plan.id == "n3_egg_bottom":
        prob = 1.0
        progress = 0.0
        houses = [c for c in egg_chances(sheet, infos, scale) if c[0] == 2]
        for _, h, one, two in houses:
            full = two if dict(egg_theme.EGG_HOUSES[2])[h] == 2 else one
            prob *= full
            progress += full
        return (prob, progress / len(houses)) if prob > 0.0 else (0.0, 0.0)
    return 0.0, 0.0


def estate_fit(plan: PlanDef, sheet: Sheet, infos: Infos, scale: float, turns: float) -> EstateFit:
    """How well a fenced run can serve one estate of a theme estate plan."""
    if plan.id in ("n3_ice_no_cones_345", "n3_egg_none_234", "n3_xmas_dark_33"):
        if plan.id == "n3_ice_no_cones_345":
            marks = [ice.circled_mask(sheet, s) for s in range(3)]
        elif plan.id == "n3_egg_none_234":
            marks = [
                sum(1 << h for h, _ in egg_theme.EGG_HOUSES[s] if egg_theme.house_eggs(sheet, s, h))
                for s in range(3)
            ]
        else:  # a lit slot j marks house j + 1 (the slot inside the run)
            marks = [light_theme.lit_slots(sheet.houses[s]) << 1 for s in range(3)]
        return lambda s, start, length, size: _avoid_fit(marks[s], start, length, size, plan.id)
    if plan.id == "n3_xmas_lit_66":
        slots = light_chances(sheet, infos, scale, turns)

        def lit_fit(s: int, start: int, length: int, size: int) -> float:
            return max(
                (
                    math.prod(slots[s][a : a + size - 1])
                    for a in range(start, start + length - size + 1)
                ),
                default=0.0,
            )

        return lit_fit
    if plan.id == "n3_ice_cones_444":
        cones = [cone_chances(sheet, s, infos[s], scale) for s in range(3)]
        return lambda s, start, length, size: _enough_fit(
            [cones[s].get(h, 0.0) for h in range(STREET_SIZES[s])], start, length, size, 3.0
        )
    if plan.id == "n3_egg_three_333":
        per_house = [[0.0] * STREET_SIZES[s] for s in range(3)]
        for s, h, one, two in egg_chances(sheet, infos, scale):
            per_house[s][h] = one + 2.0 * two
        return lambda s, start, length, size: _enough_fit(per_house[s], start, length, size, 3.0)
    return lambda s, start, length, size: 1.0


def _avoid_fit(marks: int, start: int, length: int, size: int, plan_id: str) -> float:
    """A run holding an estate with no mark inside: certain to fail if every window has one."""
    inner = 1 if plan_id == "n3_xmas_dark_33" else 0  # slots: the first house has none inside
    for a in range(start, start + length - size + 1):
        window = ((1 << (size - inner)) - 1) << (a + inner)
        if not marks & window:
            return 0.85
    return 0.0


def _enough_fit(expect: list[float], start: int, length: int, size: int, need: float) -> float:
    """A run holding an estate whose houses are expected to reach ``need`` marks."""
    best = 0.0
    for a in range(start, start + length - size + 1):
        got = sum(expect[a : a + size])
        best = max(best, min(1.0, got / need) ** 3)
    return best
