"""An independent, deliberately plain scorer and sheet checker written from welcome-data.md.

It reads a Sheet's raw fields only (houses, masks, track counters) and never calls the engine's
scoring or sheet helpers, so the random playthrough can compare the two.
"""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.games.welcome.engine import Sheet

STREET_SIZES = (10, 11, 12)
POOL_HOUSES = ((2, 6, 7), (0, 3, 7), (1, 6, 10))
PARKS = ((0, 2, 4, 10), (0, 2, 4, 6, 14), (0, 2, 4, 6, 8, 18))
POOLS = (0, 3, 6, 9, 13, 17, 21, 26, 31, 36)
BIS = (0, 1, 3, 6, 9, 12, 16, 20, 24, 28)
REFUSALS = (0, 0, 3, 5)
ROUNDABOUTS = (0, 3, 8)
ESTATE_COLUMNS = (
    (1, 3),
    (2, 3, 4),
    (3, 4, 5, 6),
    (4, 5, 6, 7, 8),
    (5, 6, 7, 8, 10),
    (6, 7, 8, 10, 12),
)
EMPTY, ROUNDABOUT = -1, -2


def bit(value: int, index: int) -> bool:
    return (value >> index) & 1 == 1


def count_bits(value: int) -> int:
    return bin(value).count("1")


def fence_after(sheet: Sheet, street: int, house: int) -> bool:
    """Is there a fence right of ``house``? Street ends always count as fences."""
    if house == STREET_SIZES[street] - 1:
        return True
    return bit(sheet.fences[street], house)


def estates(sheet: Sheet) -> list[tuple[int, int, int]]:
    """(street, first house, size) of every completed estate: 1..6 numbered houses between
    two fences; a roundabout is not a house."""
    found = []
    for s in range(3):
        start = 0
        for h in range(STREET_SIZES[s]):
            if fence_after(sheet, s, h):
                segment = sheet.houses[s][start : h + 1]
                if 1 <= len(segment) <= 6 and all(v >= 0 for v in segment):
                    found.append((s, start, len(segment)))
                start = h + 1
    return found


def temp_majority(temps: Sequence[int], solo: bool) -> list[int]:
    if solo:
        return [7 if t >= 6 else 0 for t in temps]
    distinct = sorted({t for t in temps if t > 0}, reverse=True)
    points = {}
    for rank, value in enumerate(distinct[:3]):
        points[value] = (7, 4, 1)[rank]
    return [points.get(t, 0) for t in temps]


def score(sheet: Sheet, temp_points: int) -> dict[str, int]:
    plans = sheet.plans[0] + sheet.plans[1] + sheet.plans[2]
    parks = PARKS[0][sheet.parks[0]] + PARKS[1][sheet.parks[1]] + PARKS[2][sheet.parks[2]]
    pool_count = sum(count_bits(m) for m in sheet.pools)
    bis_count = sum(count_bits(m) for m in sheet.bis)
    roundabouts = sum(1 for street in sheet.houses for v in street if v == ROUNDABOUT)
    estate_points = 0
    for _, _, size in estates(sheet):
        estate_points += ESTATE_COLUMNS[size - 1][sheet.columns[size - 1]]
    out = {
        "plans": plans,
        "parks": parks,
        "pools": POOLS[pool_count],
        "temps": temp_points,
        "estates": estate_points,
        "bis": BIS[bis_count],
        "refusals": REFUSALS[sheet.refusals],
        "roundabouts": ROUNDABOUTS[roundabouts],
    }
    out["total"] = (
        plans
        + out["parks"]
        + out["pools"]
        + temp_points
        + estate_points
        - out["bis"]
        - out["refusals"]
        - out["roundabouts"]
    )
    return out


def score_all(sheets: Sequence[Sheet], solo: bool) -> list[dict[str, int]]:
    temps = temp_majority([s.temps for s in sheets], solo)
    return [score(sheet, t) for sheet, t in zip(sheets, temps, strict=True)]


def table_temp(own: int, rank: int, others: Sequence[int]) -> int:
    """Score pad: one sheet's temp points from the table's result, entered as this sheet's
    place (1..3; 4 = lower) or as the other players' counts; nothing entered (rank 0, no
    counts) scores 0. A sheet without temps scores 0 whatever the table says."""
    if own <= 0:
        return 0
    if others:
        return temp_majority([own, *others], solo=False)[0]
    return {1: 7, 2: 4, 3: 1}.get(rank, 0)


def score_table(sheets: Sequence[Sheet], rank: int, others: Sequence[int]) -> list[dict[str, int]]:
    """Score pad: every sheet is scored on its own, its temps by the table's result; the other
    sheets of this game never take part in the majority (the pad holds one sheet)."""
    return [score(sheet, table_temp(sheet.temps, rank, others)) for sheet in sheets]


def ranking(sheets: Sequence[Sheet], solo: bool) -> list[int]:
    """1 = best. Ties: most completed estates, then most 1-house estates, 2-house, ..."""
    keys = []
    for sheet, sc in zip(sheets, score_all(sheets, solo), strict=True):
        sizes = [size for _, _, size in estates(sheet)]
        keys.append((sc["total"], len(sizes), *(sizes.count(k) for k in range(1, 7))))
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def sheet_problems(sheet: Sheet) -> list[str]:
    """Everything that breaks the rules of a written sheet (empty list when it is fine)."""
    problems = []
    for s in range(3):
        row = sheet.houses[s]
        if len(row) != STREET_SIZES[s]:
            problems.append(f"street {s} has {len(row)} houses")
            continue
        previous: tuple[int, int] | None = None  # (house, number) of the last number in the run
        for h, v in enumerate(row):
            if v == ROUNDABOUT:
                previous = None
                if h > 0 and not bit(sheet.fences[s], h - 1):
                    problems.append(f"roundabout {s}/{h} without a left fence")
                if h < len(row) - 1 and not bit(sheet.fences[s], h):
                    problems.append(f"roundabout {s}/{h} without a right fence")
                continue
            if v == EMPTY:
                continue
            if not 0 <= v <= 17:
                problems.append(f"number {v} at {s}/{h}")
            if previous is not None:
                ph, pv = previous
                if v < pv:
                    problems.append(f"{v} at {s}/{h} after {pv}")
                elif v == pv:
                    is_bis = bit(sheet.bis[s], h) or bit(sheet.bis[s], ph)
                    if ph != h - 1 or not is_bis:
                        problems.append(f"{v} twice in street {s} without a bis pair")
                    elif bit(sheet.fences[s], ph):
                        problems.append(f"fence between bis pair {s}/{ph}-{h}")
            previous = (h, v)
        for h in range(len(row)):
            if bit(sheet.bis[s], h):
                beside = [row[x] for x in (h - 1, h + 1) if 0 <= x < len(row)]
                if row[h] < 0 or row[h] not in beside:
                    problems.append(f"bis {s}/{h} is not beside its number")
            if bit(sheet.pools[s], h) and (h not in POOL_HOUSES[s] or row[h] < 0):
                problems.append(f"pool at {s}/{h}")
            if bit(sheet.used[s], h) and row[h] < 0:
                problems.append(f"used mark on an unbuilt house {s}/{h}")
        if sheet.bis[s] >> len(row) or sheet.pools[s] >> len(row):
            problems.append(f"mask bits beyond street {s}")
        if sheet.fences[s] >> (len(row) - 1):
            problems.append(f"fence bits beyond street {s}")
        if not 0 <= sheet.parks[s] < len(PARKS[s]):
            problems.append(f"parks {sheet.parks[s]} in street {s}")
    for c, crossed in enumerate(sheet.columns):
        if not 0 <= crossed < len(ESTATE_COLUMNS[c]):
            problems.append(f"column {c} crossed {crossed} times")
    if sum(1 for st in sheet.houses for v in st if v == ROUNDABOUT) > 2:
        problems.append("more than two roundabouts")
    if sum(count_bits(m) for m in sheet.bis) > 9:
        problems.append("more than nine bis")
    if not 0 <= sheet.temps <= 11:
        problems.append(f"{sheet.temps} temps")
    if not 0 <= sheet.refusals <= 3:
        problems.append(f"{sheet.refusals} refusals")
    for s, start, size in sheet.used_estates:
        if (s, start, size) not in estates(sheet):
            problems.append(f"used estate {(s, start, size)} is no longer a completed estate")
    return problems


def growth_problems(before: Sheet, after: Sheet) -> list[str]:
    """A sheet only ever gains writing: nothing written is erased or changed."""
    problems = []
    for s in range(3):
        for h, v in enumerate(before.houses[s]):
            if v != EMPTY and after.houses[s][h] != v:
                problems.append(f"house {s}/{h} changed from {v} to {after.houses[s][h]}")
        for name in ("bis", "fences", "pools", "used"):
            old, new = getattr(before, name)[s], getattr(after, name)[s]
            if old & ~new:
                problems.append(f"{name} of street {s} lost bits")
        if after.parks[s] < before.parks[s]:
            problems.append(f"parks of street {s} went down")
    for c in range(6):
        if after.columns[c] < before.columns[c]:
            problems.append(f"column {c} went down")
    for i in range(3):
        if before.plans[i] and after.plans[i] != before.plans[i]:
            problems.append(f"plan {i} changed")
    if after.temps < before.temps or after.refusals < before.refusals:
        problems.append("a track went down")
    if not before.used_estates <= after.used_estates:
        problems.append("used estates lost")
    return problems


def can_write_any(sheet: Sheet, combos: Sequence[object]) -> bool:
    """Could any offered number (with a temp shift while the temp track has room) go in an
    empty house with only smaller numbers left of it and larger ones right of it (within its
    run between roundabouts)?"""
    for combo in combos:
        number: int = combo.number  # type: ignore[attr-defined]
        effect = str(combo.effect)  # type: ignore[attr-defined]
        shifts = (-2, -1, 0, 1, 2) if effect == "temp" and sheet.temps < 11 else (0,)
        for value in (number + d for d in shifts):
            if not 0 <= value <= 17:
                continue
            for row in sheet.houses:
                for h, v in enumerate(row):
                    if v == EMPTY and _fits(row, h, value):
                        return True
    return False


def _fits(row: Sequence[int], house: int, value: int) -> bool:
    for v in reversed(row[:house]):
        if v == ROUNDABOUT:
            break
        if v >= 0:
            if v >= value:
                return False
            break
    for v in row[house + 1 :]:
        if v == ROUNDABOUT:
            break
        if v >= 0:
            return v > value
    return True


def placements(sheet: Sheet, combos: Sequence[object]) -> set[tuple[int, int, int, int]]:
    """Every (combination, street, house, shift) where a number may be written."""
    out = set()
    for ci, combo in enumerate(combos):
        number: int = combo.number  # type: ignore[attr-defined]
        temp = str(combo.effect) == "temp" and sheet.temps < 11  # type: ignore[attr-defined]
        for shift in (-2, -1, 0, 1, 2) if temp else (0,):
            value = number + shift
            if not 0 <= value <= 17:
                continue
            for s, row in enumerate(sheet.houses):
                for h, v in enumerate(row):
                    if v == EMPTY and _fits(row, h, value):
                        out.add((ci, s, h, shift))
    return out


def free_estates(sheet: Sheet) -> list[tuple[int, int, int]]:
    """Completed estates none of whose houses served a plan."""
    return [
        (s, start, size)
        for s, start, size in estates(sheet)
        if not any(bit(sheet.used[s], h) for h in range(start, start + size))
    ]


PARK_BOXES = (3, 4, 5)


def plan_met(sheet: Sheet, plan: object) -> bool:
    """Does the sheet meet a city plan now, with houses and estates not yet used?"""
    kind = str(plan.kind)  # type: ignore[attr-defined]
    street: int = plan.street  # type: ignore[attr-defined]

    def parks_full(s: int) -> bool:
        return sheet.parks[s] == PARK_BOXES[s]

    def pools_full(s: int) -> bool:
        return all(bit(sheet.pools[s], h) for h in POOL_HOUSES[s])

    if kind == "estates":
        sizes = [size for _, _, size in free_estates(sheet)]
        needed: list[int] = list(plan.sizes)  # type: ignore[attr-defined]
        return all(sizes.count(k) >= needed.count(k) for k in set(needed))
    if kind == "street_full":
        row = sheet.houses[street]
        return EMPTY not in row and not any(
            bit(sheet.used[street], h) for h, v in enumerate(row) if v != ROUNDABOUT
        )
    if kind == "ends_built":
        for s, row in enumerate(sheet.houses):
            for h in (0, len(row) - 1):
                # A roundabout on an end house counts as built (Board Game Arena's reading).
                if row[h] == EMPTY or bit(sheet.used[s], h):
                    return False
        return True
    if kind == "temps":
        return sheet.temps >= 7
    if kind == "bis_street":
        return any(count_bits(m) >= 5 for m in sheet.bis)
    if kind == "parks_two_streets":
        return sum(parks_full(s) for s in range(3)) >= 2
    if kind == "pools_two_streets":
        return sum(pools_full(s) for s in range(3)) >= 2
    if kind == "parks_pools_street":
        return parks_full(street) and pools_full(street)
    if kind == "parks_pools_roundabout":
        return any(
            parks_full(s) and pools_full(s) and ROUNDABOUT in sheet.houses[s] for s in range(3)
        )
    raise AssertionError(kind)
