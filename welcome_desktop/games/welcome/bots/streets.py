"""Street analysis: the chance each empty house gets built, and the runs between fences."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from ..engine import ROUNDABOUT, Sheet
from ..engine.data import CARD_NUMBERS, POOL_HOUSES

_AVAIL_DIV = 6.0  # card count that makes a number "always available"
_FILL_K = 1.4


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


_PREFIX = _prefix(_availability(_AVAIL_DIV))


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
    free_segments: tuple[tuple[float, int, int, int], ...]  # (prob, empty, length, start), unused


_SERIALS = itertools.count(1)  # next() is atomic: safe from the app's worker threads
_STREET_MEMO: dict[tuple[object, ...], StreetInfo] = {}


def street_info(
    sheet: Sheet, s: int, turns: int, k: float = _FILL_K, hit: float = 0.5
) -> StreetInfo:
    """The analysis of street ``s`` with ``turns`` turns left (memoised)."""
    row = sheet.houses[s]
    key = (s, row, sheet.fences[s], sheet.used[s], sheet.pools[s], turns, k, hit)
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
    free = tuple((g.prob, g.empty, g.length, g.start) for g in segments if not g.used)
    return StreetInfo(
        tuple(probs), expected, empty, tuple(segments), pool_probs, next(_SERIALS), free
    )


# -- small probability helpers ------------------------------------------------------------------
_BINOM_MEMO: dict[tuple[int, int, int], tuple[float, ...]] = {}


def binom_at_least(trials: float, q: float, need: int) -> tuple[float, ...]:
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
