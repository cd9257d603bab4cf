"""Final scores: the breakdown per category, temp majority and the ranking with tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .data import (
    BIS_VALUES,
    ESTATE_VALUES,
    PARK_VALUES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    SOLO_TEMP_POINTS,
    SOLO_TEMP_THRESHOLD,
    TEMP_MAJORITY_POINTS,
)
from .sheet import Sheet
from .sheet_spec import BASE_SHEET
from .themes import Theme

# The base sheet's score columns; a thematic sheet adds "theme" (its spec's categories).
CATEGORIES = BASE_SHEET.categories
NEGATIVE = BASE_SHEET.negative


@dataclass(frozen=True, slots=True)
class Score:
    """A score breakdown; ``bis``, ``refusals`` and ``roundabouts`` are the points subtracted.
    ``theme`` is a thematic sheet's column (None on the base sheet, which has none)."""

    plans: int
    parks: int
    pools: int
    temps: int
    estates: int
    bis: int
    refusals: int
    roundabouts: int
    theme: int | None = None
    sheet: str = "base"  # the sheet scored (labels the theme column)

    @property
    def categories(self) -> tuple[str, ...]:
        """This breakdown's categories in score-column order (``theme`` only on a themed sheet)."""
        return CATEGORIES if self.theme is None else THEMED_CATEGORIES

    @property
    def total(self) -> int:
        return (
            self.plans
            + self.parks
            + self.pools
            + self.temps
            + self.estates
            + (self.theme or 0)
            - self.bis
            - self.refusals
            - self.roundabouts
        )

    def to_json(self) -> dict[str, int]:
        out = {name: int(getattr(self, name)) for name in self.categories}
        out["total"] = self.total
        return out


# Every thematic sheet's columns (sheet_spec.themed_sheet): the theme before the points lost.
THEMED_CATEGORIES = (*CATEGORIES[: CATEGORIES.index(NEGATIVE[0])], "theme", *NEGATIVE)


def temp_points(temps: Sequence[int], *, solo: bool) -> tuple[int, ...]:
    """Temp agency points per seat: majority with dense ranks, or the solo threshold."""
    if solo:
        return tuple(SOLO_TEMP_POINTS if t >= SOLO_TEMP_THRESHOLD else 0 for t in temps)
    ranks = sorted({t for t in temps if t > 0}, reverse=True)
    out = []
    for t in temps:
        if t > 0 and ranks.index(t) < len(TEMP_MAJORITY_POINTS):
            out.append(TEMP_MAJORITY_POINTS[ranks.index(t)])
        else:
            out.append(0)
    return tuple(out)


def estate_points(sheet: Sheet) -> int:
    columns = sheet.columns
    return sum(ESTATE_VALUES[size - 1][columns[size - 1]] for _, _, size in sheet.estates())


def score_sheet(sheet: Sheet, temps_points: int, theme: Theme | None = None) -> Score:
    return Score(
        plans=sum(sheet.plans),
        parks=sum(PARK_VALUES[s][sheet.parks[s]] for s in range(3)),
        pools=POOL_VALUES[sheet.pool_count],
        temps=temps_points,
        estates=estate_points(sheet),
        bis=BIS_VALUES[sheet.bis_count],
        refusals=REFUSAL_VALUES[sheet.refusals],
        roundabouts=ROUNDABOUT_VALUES[sheet.roundabout_count],
        theme=None if theme is None else theme.score(sheet),
        sheet="base" if theme is None else theme.spec.id,
    )


def score_all(
    sheets: Sequence[Sheet], *, solo: bool, theme: Theme | None = None
) -> tuple[Score, ...]:
    temps = temp_points([s.temps for s in sheets], solo=solo)
    return tuple(score_sheet(sheet, t, theme) for sheet, t in zip(sheets, temps, strict=True))


def tie_break_key(sheet: Sheet, score: Score) -> tuple[int, ...]:
    """Higher is better: total, then completed estates, then estates of size 1, 2, ..."""
    counts = sheet.estate_size_counts()
    return (score.total, sum(counts), *counts)


def ranking(sheets: Sequence[Sheet], scores: Sequence[Score]) -> tuple[int, ...]:
    """Rank (1 = winner) per seat; seats tied on every tie-break share a rank."""
    keys = [tie_break_key(sh, sc) for sh, sc in zip(sheets, scores, strict=True)]
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)
