"""The Theme seam: the hooks a thematic sheet adds to the rules, and the base sheet's no-ops."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from welcome_desktop.games.welcome.engine.data import PlanDef
from welcome_desktop.games.welcome.engine.moves import Move
from welcome_desktop.games.welcome.engine.sheet import Estate, Sheet
from welcome_desktop.games.welcome.engine.sheet_spec import BASE_SHEET, SheetSpec


class Theme(Protocol):
    """What a sheet adds to the rules (thematic-sheets.md §1.2).

    ``stateful`` themes keep marks in ``Sheet.theme`` that depend on the order of play; only
    for them do the rules call ``after_number`` and ``resolve_round``. The others derive
    everything from the numbers, so the base rules run unchanged for them.
    """

    @property
    def spec(self) -> SheetSpec: ...

    @property
    def stateful(self) -> bool: ...

    @property
    def plans(self) -> tuple[PlanDef, ...]:
        """The theme's deck-n°3 plans (empty: the base deck n°3)."""
        ...

    def new_state(self) -> tuple[int, ...]:
        """``Sheet.theme`` of an empty sheet."""
        ...

    def after_number(self, sheet: Sheet, street: int, house: int, move: Move) -> Sheet:
        """The sheet after a number was written in (street, house) — the turn's number, then
        its bis copy (thematic-sheets.md C4)."""
        ...

    def resolve_round(self, before: Sequence[Sheet], after: Sequence[Sheet]) -> tuple[Sheet, ...]:
        """Every seat's sheet once the round is over (races between players)."""
        ...

    def street_scores(self, sheet: Sheet) -> tuple[int, ...]:
        """The theme column's points per street (for tooltips); the column is their sum."""
        ...

    def score(self, sheet: Sheet) -> int | None:
        """The theme's score column, or None on a sheet without one."""
        ...

    def estate_ok(self, sheet: Sheet, plan: PlanDef, estate: Estate) -> bool:
        """Whether ``estate`` may serve the theme's estate plan ``plan``."""
        ...

    @property
    def table_flags(self) -> int:
        """Score pad: how many "taken at the table" check boxes the round dialog shows."""
        ...

    def taken_at_table(self, sheet: Sheet, index: int) -> Sheet:
        """Score pad: the sheet once another player at the table took race prize ``index``."""
        ...

    def plan_marks(self, sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
        """For a whole-sheet theme plan: the houses it marks used if met, else None."""
        ...


class BaseTheme:
    """The base sheet: no theme, every hook does nothing."""

    spec = BASE_SHEET
    stateful = False
    plans: tuple[PlanDef, ...] = ()
    table_flags = 0

    def new_state(self) -> tuple[int, ...]:
        return ()

    def after_number(self, sheet: Sheet, street: int, house: int, move: Move) -> Sheet:
        return sheet

    def resolve_round(self, before: Sequence[Sheet], after: Sequence[Sheet]) -> tuple[Sheet, ...]:
        return tuple(after)

    def street_scores(self, sheet: Sheet) -> tuple[int, ...]:
        return ()

    def score(self, sheet: Sheet) -> int | None:
        return None

    def estate_ok(self, sheet: Sheet, plan: PlanDef, estate: Estate) -> bool:
        return True

    def plan_marks(self, sheet: Sheet, plan: PlanDef) -> tuple[int, int, int] | None:
        return None

    def taken_at_table(self, sheet: Sheet, index: int) -> Sheet:
        return sheet


class StatelessTheme(BaseTheme):
    """A theme derived from the numbers alone (lights, eggs): a score column and plans."""

    def score(self, sheet: Sheet) -> int | None:
        return sum(self.street_scores(sheet))


BASE_THEME = BaseTheme()
