"""An independent, deliberately plain model of the three thematic sheets, written from
thematic-sheets.md. It never calls engine/themes/: the ice-cream trucks are replayed from the
moves and the written houses, lights and eggs are counted from the numbers, and the theme plans
are checked with reference_scoring's estates. The themed random playthrough compares the two.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from welcome_desktop.games.welcome.engine import Move, Sheet

from . import reference_scoring as ref

# -- ice cream -------------------------------------------------------------------------------------
SCOOPS = (
    {0: 1, 2: 2, 4: 3, 5: 1, 7: 2, 9: 1},
    {0: 3, 1: 1, 3: 1, 4: 2, 6: 2, 8: 3, 9: 2},
    {0: 2, 1: 3, 3: 1, 4: 1, 5: 2, 7: 3, 9: 1, 10: 3},
)


@dataclass
class Truck:
    """One street's truck on one sheet. ``way`` is +1 (driving right), -1 or 0 (not chosen)."""

    way: int
    at: int
    sold: set[int] = field(default_factory=set)
    bonus: str = "open"  # open / reached / earned / crossed

    def passed(self, house: int) -> bool:
        return self.way != 0 and (house <= self.at if self.way > 0 else house >= self.at)


def new_trucks() -> list[Truck]:
    return [Truck(-1, 10), Truck(1, -1), Truck(0, 0)]


def drive(trucks: list[Truck], sheet_after: Sheet, move: Move) -> None:
    """Replay the houses a move wrote (the number, then its bis copy) on one sheet's trucks."""
    if move.street < 0:
        return
    writes = [(move.street, move.house)]
    if move.effect and move.bis is not None:
        writes.append((move.bis[0], move.bis[1]))
    for s, h in writes:
        truck = trucks[s]
        if truck.way == 0:
            truck.way = -1 if move.truck == 1 else 1
            truck.at = 12 if truck.way < 0 else -1
        if truck.passed(h):
            continue
        truck.at = h
        if h in SCOOPS[s] and sheet_after.houses[s][h] >= 0:
            truck.sold.add(h)
        cones = sorted(SCOOPS[s])
        last = cones[-1] if truck.way > 0 else cones[0]
        if truck.passed(last) and truck.bonus == "open":
            truck.bonus = "reached"


def settle(all_trucks: list[list[Truck]]) -> None:
    """Round end: the street bonus race."""
    for s in range(3):
        if any(trucks[s].bonus == "reached" for trucks in all_trucks):
            for trucks in all_trucks:
                if trucks[s].bonus == "reached":
                    trucks[s].bonus = "earned"
                elif trucks[s].bonus == "open":
                    trucks[s].bonus = "crossed"


def ice_points(trucks: list[Truck]) -> int:
    total = 0
    for s, truck in enumerate(trucks):
        total += sum(SCOOPS[s][h] for h in truck.sold)
        if truck.bonus == "earned":
            total += len(truck.sold)
    return total


# -- lights ----------------------------------------------------------------------------------------
def light_points(sheet: Sheet) -> int:
    total = 0
    for row in sheet.houses:
        best = 0
        run = 1
        for h in range(1, len(row)):
            a, b = row[h - 1], row[h]
            if a >= 0 and b >= 0 and b - a in (0, 1):
                run += 1
                best = max(best, run)
            else:
                run = 1
        total += best
    return total


def lit_inside(sheet: Sheet, s: int, first: int, size: int) -> int:
    row = sheet.houses[s]
    return sum(
        1
        for h in range(first, first + size - 1)
        if row[h] >= 0 and row[h + 1] >= 0 and row[h + 1] - row[h] in (0, 1)
    )


# -- eggs ------------------------------------------------------------------------------------------
EGGS = (
    {2: 1, 3: 2, 4: 1, 6: 1, 9: 1},
    {0: 2, 3: 1, 5: 1, 6: 2, 8: 1},
    {2: 1, 4: 2, 5: 1, 7: 2, 9: 1},
)


def eggs_in(sheet: Sheet, s: int, h: int) -> int:
    here = EGGS[s].get(h, 0)
    v = sheet.houses[s][h]
    if v in (0, 8, 10):
        return min(here, 2)
    if v in (6, 9, 16):
        return min(here, 1)
    return 0


def egg_count(sheet: Sheet) -> int:
    return sum(eggs_in(sheet, s, h) for s in range(3) for h in range(len(sheet.houses[s])))


def egg_points(sheet: Sheet) -> int:
    n = egg_count(sheet)
    if n >= 18:
        return 25
    if n >= 14:
        return 20
    if n >= 10:
        return 10
    if n >= 6:
        return 5
    return 0


# -- scores and plans ------------------------------------------------------------------------------
def theme_points(theme: str, sheet: Sheet, trucks: list[Truck] | None) -> int:
    if theme == "ice_cream":
        assert trucks is not None
        return ice_points(trucks)
    if theme == "lights":
        return light_points(sheet)
    return egg_points(sheet)


ESTATE_PLANS = {
    "n3_ice_no_cones_345": (3, 4, 5),
    "n3_ice_cones_444": (4, 4, 4),
    "n3_xmas_dark_33": (3, 3),
    "n3_xmas_lit_66": (6, 6),
    "n3_egg_none_234": (2, 3, 4),
    "n3_egg_three_333": (3, 3, 3),
}


def estate_passes(
    plan_id: str, sheet: Sheet, trucks: list[Truck] | None, estate: tuple[int, int, int]
) -> bool:
    """Whether one completed estate may serve a theme's estate plan."""
    s, first, size = estate
    houses = range(first, first + size)
    sold = trucks[s].sold if trucks is not None else set()
    if plan_id == "n3_ice_no_cones_345":
        return not any(h in sold for h in houses)
    if plan_id == "n3_ice_cones_444":
        return sum(1 for h in houses if h in sold) >= 3
    if plan_id == "n3_xmas_dark_33":
        return lit_inside(sheet, s, first, size) == 0
    if plan_id == "n3_xmas_lit_66":
        return lit_inside(sheet, s, first, size) == size - 1
    eggs = sum(eggs_in(sheet, s, h) for h in houses)
    if plan_id == "n3_egg_none_234":
        return eggs == 0
    assert plan_id == "n3_egg_three_333", plan_id
    return eggs >= 3


def theme_plan_met(plan_id: str, sheet: Sheet, trucks: list[Truck] | None) -> bool:
    if plan_id in ESTATE_PLANS:
        sizes = ESTATE_PLANS[plan_id]
        good = [e for e in ref.free_estates(sheet) if estate_passes(plan_id, sheet, trucks, e)]
        return all(sum(1 for e in good if e[2] == k) >= sizes.count(k) for k in set(sizes))
    if plan_id == "n3_ice_street_cones":
        assert trucks is not None
        return any(trucks[s].sold == set(SCOOPS[s]) for s in range(3))
    if plan_id == "n3_xmas_street":
        return any(
            lit_inside(sheet, s, 0, len(row)) == len(row) - 1 and sheet.used[s] == 0
            for s, row in enumerate(sheet.houses)
        )
    if plan_id == "n3_egg_bottom":
        return sum(eggs_in(sheet, 2, h) for h in range(12)) == 7
    raise AssertionError(plan_id)
