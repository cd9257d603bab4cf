"""How the bots value city plans that compete for the same houses."""

from __future__ import annotations

from welcome_desktop.games.welcome.bots.plan_value import _estate_plan_prob
from welcome_desktop.games.welcome.bots.streets import street_info
from welcome_desktop.games.welcome.engine import Sheet
from welcome_desktop.games.welcome.persistence.sheet_format import sheet_from_paper

EMPTY = [[None] * 10, [None] * 11, [None] * 12]


def sheet_with_bottom(row: list[int | None], fences: list[int]) -> Sheet:
    houses = [list(EMPTY[0]), list(EMPTY[1]), row]
    sheet, _ = sheet_from_paper({"houses": houses, "fences": [[], [], fences]})
    return sheet


def infos(sheet: Sheet) -> tuple:  # type: ignore[type-arg]
    return tuple(street_info(sheet, s, 20) for s in range(3))


# A finished 3-house estate at the left end of the bottom street (houses 0-2).
AT_THE_END = sheet_with_bottom([1, 2, 3, *[None] * 9], [2])
ENDS = (0b1, 0b1 | 1 << 10, 0b1 | 1 << 11)  # the first and last house of every street


def test_an_estate_on_a_street_end_is_not_counted_twice() -> None:
    free = _estate_plan_prob((3,), infos(AT_THE_END), 1.0, set(), 0.45)
    kept_out = _estate_plan_prob((3,), infos(AT_THE_END), 1.0, set(), 0.45, ENDS)
    assert free[0] == 1.0  # the finished estate meets the plan...
    assert kept_out[0] < 0.5  # ...but not while a street-ends plan needs its house 0


def test_a_run_touching_an_end_still_offers_what_a_fence_leaves() -> None:
    # Houses 0-4 built, no fence yet: a 3-estate can still be cut out of houses 1-4.
    run = sheet_with_bottom([1, 2, 3, 4, 5, *[None] * 7], [4])
    prob, _ = _estate_plan_prob((3,), infos(run), 1.0, set(), 0.45, ENDS)
    assert 0.0 < prob < 1.0
