"""Score pad: the temp agency's majority is decided at the table, not on this one sheet.

The score pad holds one sheet, so the app cannot know how many temps the other players hired.
The player enters the table's result — their place for temps (1st, 2nd, 3rd or lower), or the
other players' counts — and that decides the points. Until the result is entered after the end
of the game, the temp points are provisional (0 when nothing is entered yet).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .data import TEMP_BOXES, TEMP_MAJORITY_POINTS
from .errors import IllegalMove, Reason
from .scoring import temp_points

LOWER = len(TEMP_MAJORITY_POINTS) + 1  # "below the third place": no points
MAX_OTHER_PLAYERS = 99


@dataclass(frozen=True, slots=True)
class TableTemps:
    """The table's temp result: ``rank`` (1..3, or LOWER) or the ``others``' temp counts;
    exactly one of them is given. ``final``: entered after the end of the game."""

    rank: int = 0
    others: tuple[int, ...] = ()
    final: bool = False

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"final": self.final}
        if self.others:
            out["others"] = list(self.others)
        else:
            out["rank"] = self.rank
        return out


def check_table_temps(table: TableTemps) -> None:
    """Raise IllegalMove unless ``table`` is a possible result."""
    if not isinstance(table.rank, int) or isinstance(table.rank, bool):
        raise IllegalMove(Reason.TABLE_TEMPS_INVALID, "rank")
    if bool(table.rank) == bool(table.others):
        raise IllegalMove(Reason.TABLE_TEMPS_INVALID, "give a rank or the other counts")
    if table.rank and not 1 <= table.rank <= LOWER:
        raise IllegalMove(Reason.TABLE_TEMPS_INVALID, f"rank {table.rank}")
    if len(table.others) > MAX_OTHER_PLAYERS or not all(
        isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= TEMP_BOXES
        for c in table.others
    ):
        raise IllegalMove(Reason.TABLE_TEMPS_INVALID, "other counts")


def table_temp_points(own: int, table: TableTemps | None) -> int:
    """This sheet's temp points for the table's result (0 while nothing is entered)."""
    if own <= 0 or table is None:
        return 0
    if table.others:
        return temp_points((own, *table.others), solo=False)[0]
    if 1 <= table.rank <= len(TEMP_MAJORITY_POINTS):
        return TEMP_MAJORITY_POINTS[table.rank - 1]
    return 0


def temp_rank(own: int, others: Sequence[int]) -> int:
    """This sheet's place for temps among the table's counts (dense ranks; LOWER if none)."""
    if own <= 0:
        return LOWER
    higher = {c for c in others if c > own}
    return min(len(higher) + 1, LOWER)
