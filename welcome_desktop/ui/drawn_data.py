"""Checks on data before it is drawn: paint code must never meet a value it cannot draw.

A score history comes from a file (a save) and could hold anything; the chart gets only the
rounds whose totals are whole numbers in the range a sheet can score.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

MAX_ABS_TOTAL = 1000  # far beyond any sheet's total, far below what breaks axis arithmetic


def plausible_total(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, float) and (not math.isfinite(value) or not value.is_integer()):
        return False
    return abs(value) <= MAX_ABS_TOTAL


def plausible_history(history: Sequence[Sequence[object]], seats: int) -> list[tuple[int, ...]]:
    """The rounds of ``history`` up to the first one that is not ``seats`` plausible totals."""
    kept: list[tuple[int, ...]] = []
    for row in history:
        if len(row) != seats or not all(plausible_total(v) for v in row):
            break
        kept.append(tuple(int(v) for v in row))  # type: ignore[call-overload]
    return kept
