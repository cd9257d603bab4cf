"""One player's score sheet as an immutable value, with cached derived data (bounds, estates)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .data import (
    ESTATE_BOXES,
    MAX_ESTATE_SIZE,
    MAX_NUMBER,
    MIN_NUMBER,
    STREET_SIZES,
)

EMPTY = -1
ROUNDABOUT = -2

Street = tuple[int, ...]
# An estate: (street, first house, number of houses)
Estate = tuple[int, int, int]


def _empty_streets() -> tuple[Street, Street, Street]:
    return ((EMPTY,) * STREET_SIZES[0], (EMPTY,) * STREET_SIZES[1], (EMPTY,) * STREET_SIZES[2])


@dataclass(frozen=True, slots=True)
class Sheet:
    """Everything written on one score sheet.

    ``houses[s][h]`` is -1 (empty), -2 (roundabout) or the number 0..17. Bit masks per street:
    ``bis`` (house is a bis copy), ``fences`` (bit j: fence between houses j and j+1),
    ``pools`` (pool built at that house), ``used`` (house used for a city plan). ``theme``
    holds a thematic sheet's history-dependent state (see engine/themes/).
    """

    houses: tuple[Street, Street, Street] = field(default_factory=_empty_streets)
    bis: tuple[int, int, int] = (0, 0, 0)
    fences: tuple[int, int, int] = (0, 0, 0)
    pools: tuple[int, int, int] = (0, 0, 0)
    parks: tuple[int, int, int] = (0, 0, 0)
    columns: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)
    temps: int = 0
    refusals: int = 0
    plans: tuple[int, int, int] = (0, 0, 0)
    used: tuple[int, int, int] = (0, 0, 0)
    used_estates: frozenset[Estate] = frozenset()
    # A thematic sheet's own marks, when they depend on the order of play (the ice-cream
    # trucks); () on every other sheet. Its layout belongs to the theme module.
    theme: tuple[int, ...] = ()
    _cache: dict[Any, Any] = field(
        default_factory=dict, init=False, compare=False, repr=False, hash=False
    )

    # -- simple counts --------------------------------------------------------------------------
    @property
    def bis_count(self) -> int:
        return self.bis[0].bit_count() + self.bis[1].bit_count() + self.bis[2].bit_count()

    @property
    def pool_count(self) -> int:
        return self.pools[0].bit_count() + self.pools[1].bit_count() + self.pools[2].bit_count()

    @property
    def roundabout_count(self) -> int:
        cached = self._cache.get("rb")
        if cached is None:
            cached = sum(street.count(ROUNDABOUT) for street in self.houses)
            self._cache["rb"] = cached
        return int(cached)

    @property
    def plans_achieved(self) -> int:
        return sum(1 for p in self.plans if p > 0)

    def is_full(self) -> bool:
        """Every house slot of the three streets holds a number or a roundabout."""
        return all(EMPTY not in street for street in self.houses)

    def column_full(self, column: int) -> bool:
        return self.columns[column] >= ESTATE_BOXES[column]

    # -- derived data ---------------------------------------------------------------------------
    def bounds(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """For each empty house: the exclusive (low, high) bounds a number written there needs.

        Filled houses and roundabouts get (0, 0), which no number satisfies.
        """
        cached = self._cache.get("bounds")
        if cached is None:
            cached = tuple(_street_bounds(street) for street in self.houses)
            self._cache["bounds"] = cached
        return cached

    def gaps(self) -> tuple[tuple[int, int, int, int, int], ...]:
        """Runs of empty houses: (street, first, last, low, high); v fits if low < v < high."""
        cached = self._cache.get("gaps")
        if cached is None:
            h = self.houses
            cached = _gaps_of(0, h[0]) + _gaps_of(1, h[1]) + _gaps_of(2, h[2])
            self._cache["gaps"] = cached
        return cached

    def fit_counts(self) -> tuple[int, ...]:
        """For each value -2..19 (index value + 2): how many houses it fits in now.

        The two extra values at each end let temp-agency shifts index it without checks."""
        cached = self._cache.get("fit_counts")
        if cached is None:
            # Difference array: each gap adds its size to the values strictly inside (lo, hi).
            diff = [0] * (MAX_NUMBER + 6)
            for gap in self.gaps():
                size = gap[2] - gap[1] + 1
                diff[gap[3] + 3] += size
                diff[gap[4] + 2] -= size
            counts = []
            running = 0
            for d in diff[:-1]:
                running += d
                counts.append(running)
            cached = tuple(counts)
            self._cache["fit_counts"] = cached
        return cached

    def fit_count(self, value: int) -> int:
        """How many houses ``value`` fits in now."""
        if not MIN_NUMBER <= value <= MAX_NUMBER:
            return 0
        return self.fit_counts()[value + 2]

    def nth_house(self, value: int, k: int) -> tuple[int, int]:
        """The k-th (street, house) of ``houses_for(value)`` without building the tuple."""
        for s, first, last, lo, hi in self.gaps():
            if lo < value < hi:
                size = last - first + 1
                if k < size:
                    return (s, first + k)
                k -= size
        raise IndexError(k)

    def houses_for(self, value: int) -> tuple[tuple[int, int], ...]:
        """Every (street, house) where ``value`` can be written now (0..17 only)."""
        key = ("fit", value)
        cached = self._cache.get(key)
        if cached is None:
            cached = tuple(
                (s, h)
                for s, first, last, lo, hi in self.gaps()
                if lo < value < hi
                for h in range(first, last + 1)
            )
            self._cache[key] = cached
        return cached

    def estates(self) -> tuple[Estate, ...]:
        """All completed estates: 1..6 built houses in a row between two fences."""
        cached = self._cache.get("estates")
        if cached is None:
            h, f = self.houses, self.fences
            cached = (
                _estates_of(0, h[0], f[0]) + _estates_of(1, h[1], f[1]) + _estates_of(2, h[2], f[2])
            )
            self._cache["estates"] = cached
        return cached

    def free_estates(self) -> tuple[Estate, ...]:
        """Completed estates none of whose houses has served a city plan."""
        cached = self._cache.get("free_estates")
        if cached is None:
            used = self.used
            cached = tuple(
                e for e in self.estates() if not (used[e[0]] >> e[1]) & ((1 << e[2]) - 1)
            )
            self._cache["free_estates"] = cached
        return cached

    def free_size_counts(self) -> tuple[int, ...]:
        """Number of free completed estates by size (index = size, 0..6)."""
        cached = self._cache.get("free_counts")
        if cached is None:
            counts = [0] * (MAX_ESTATE_SIZE + 1)
            for e in self.free_estates():
                counts[e[2]] += 1
            cached = tuple(counts)
            self._cache["free_counts"] = cached
        return cached

    def estate_size_counts(self) -> tuple[int, ...]:
        """Number of completed estates of each size 1..6 (index 0 = size 1)."""
        counts = [0] * MAX_ESTATE_SIZE
        for _, _, size in self.estates():
            counts[size - 1] += 1
        return tuple(counts)

    def free_fence_slots(self, street: int) -> int:
        """Bit mask of the slots of ``street`` where a fence may be drawn now."""
        houses = self.houses[street]
        n = len(houses)
        blocked = self.fences[street]
        for j in range(n - 1):
            if houses[j] >= 0 and houses[j] == houses[j + 1]:
                blocked |= 1 << j
        for s, start, size in self.used_estates:
            if s == street and size > 1:
                blocked |= ((1 << (size - 1)) - 1) << start
        return ((1 << (n - 1)) - 1) & ~blocked

    def fence_allowed(self, street: int, slot: int) -> bool:
        return _fence_blocker(self, street, slot) is None


def _street_bounds(street: Street) -> tuple[tuple[int, int], ...]:
    n = len(street)
    lows = [MIN_NUMBER - 1] * n
    low = MIN_NUMBER - 1
    for h in range(n):
        v = street[h]
        if v == ROUNDABOUT:
            low = MIN_NUMBER - 1
        elif v >= 0:
            low = v
        else:
            lows[h] = low
    out: list[tuple[int, int]] = [(0, 0)] * n
    high = MAX_NUMBER + 1
    for h in range(n - 1, -1, -1):
        v = street[h]
        if v == ROUNDABOUT:
            high = MAX_NUMBER + 1
        elif v >= 0:
            high = v
        else:
            out[h] = (lows[h], high)
    return tuple(out)


# Derived data of one street depends only on that street's cells (and fences), and a move
# changes one street at most: memoise per street so unchanged streets cost a dict lookup.
_MEMO_LIMIT = 200_000
_GAPS_MEMO: dict[tuple[int, Street], tuple[tuple[int, int, int, int, int], ...]] = {}
_ESTATES_MEMO: dict[tuple[int, Street, int], tuple[Estate, ...]] = {}


def _gaps_of(s: int, street: Street) -> tuple[tuple[int, int, int, int, int], ...]:
    key = (s, street)
    found = _GAPS_MEMO.get(key)
    if found is None:
        if len(_GAPS_MEMO) > _MEMO_LIMIT:
            _GAPS_MEMO.clear()
        out: list[tuple[int, int, int, int, int]] = []
        _street_gaps(s, street, out)
        found = _GAPS_MEMO[key] = tuple(out)
    return found


def _estates_of(s: int, street: Street, fences: int) -> tuple[Estate, ...]:
    key = (s, street, fences)
    found = _ESTATES_MEMO.get(key)
    if found is None:
        if len(_ESTATES_MEMO) > _MEMO_LIMIT:
            _ESTATES_MEMO.clear()
        found = _ESTATES_MEMO[key] = tuple(_street_estates(s, street, fences))
    return found


def _street_gaps(s: int, street: Street, out: list[tuple[int, int, int, int, int]]) -> None:
    low = MIN_NUMBER - 1
    first = -1
    for h, v in enumerate(street):
        if v == EMPTY:
            if first < 0:
                first = h
            continue
        high = MAX_NUMBER + 1 if v == ROUNDABOUT else v
        if first >= 0:
            out.append((s, first, h - 1, low, high))
            first = -1
        low = MIN_NUMBER - 1 if v == ROUNDABOUT else v
    if first >= 0:
        out.append((s, first, len(street) - 1, low, MAX_NUMBER + 1))


def _street_estates(s: int, street: Street, fences: int) -> list[Estate]:
    found: list[Estate] = []
    n = len(street)
    start = 0
    for h in range(n):
        last = h == n - 1 or (fences >> h) & 1
        if last:
            size = h - start + 1
            if size <= MAX_ESTATE_SIZE and all(street[i] >= 0 for i in range(start, h + 1)):
                found.append((s, start, size))
            start = h + 1
    return found


def _fence_blocker(sheet: Sheet, street: int, slot: int) -> str | None:
    """Why a fence cannot go in this slot, or None if it can (reason codes from rules)."""
    if not 0 <= street < 3 or not 0 <= slot < STREET_SIZES[street] - 1:
        return "no_such_fence_slot"
    if (sheet.fences[street] >> slot) & 1:
        return "fence_already_there"
    houses = sheet.houses[street]
    left, right = houses[slot], houses[slot + 1]
    if left >= 0 and left == right:
        return "fence_splits_bis"
    for s, start, size in sheet.used_estates:
        if s == street and start <= slot < start + size - 1:
            return "fence_in_used_estate"
    return None


def fence_blocker(sheet: Sheet, street: int, slot: int) -> str | None:
    return _fence_blocker(sheet, street, slot)
