"""An independent, plain re-implementation of one turn's rules, written from welcome-data.md §4.

``apply(sheet, combos, move, advanced)`` returns the sheet after the move, or None when the rules
forbid it. It uses only the Sheet's raw fields and never calls the engine's rule code, so tests
can compare it with ``check_move`` (legality and the resulting sheet). Plan claims and reshuffle
requests are not handled here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from welcome_desktop.games.welcome.engine import Move, Sheet

from .reference_scoring import EMPTY, POOL_HOUSES, ROUNDABOUT, STREET_SIZES, bit, can_write_any

ESTATE_BOXES = (1, 2, 3, 4, 4, 4)
PARK_BOXES = (3, 4, 5)


def _set(row: tuple[int, ...], house: int, value: int) -> tuple[int, ...]:
    out = list(row)
    out[house] = value
    return tuple(out)


def _fits(row: Sequence[int], house: int, value: int) -> bool:
    """Only smaller numbers on the left and larger on the right, up to a roundabout."""
    for h in range(house - 1, -1, -1):
        if row[h] == ROUNDABOUT:
            break
        if row[h] >= 0:
            if row[h] >= value:
                return False
            break
    for h in range(house + 1, len(row)):
        if row[h] == ROUNDABOUT:
            break
        if row[h] >= 0:
            return row[h] > value
    return True


def _on_sheet(street: int, house: int) -> bool:
    return 0 <= street < 3 and 0 <= house < STREET_SIZES[street]


def apply(sheet: Sheet, combos: Sequence[object], move: Move, advanced: bool) -> Sheet | None:
    if not 0 <= move.combo < len(combos):
        return None
    combo = combos[move.combo]
    number: int = combo.number  # type: ignore[attr-defined]
    effect = str(combo.effect)  # type: ignore[attr-defined]
    no_targets = move.fence is None and move.column == -1 and move.bis is None and move.shift == 0
    if move.street == -1 and move.house == -1:  # permit refusal
        if move.effect or not no_targets or move.roundabout is not None:
            return None
        if can_write_any(sheet, combos):
            return None
        return replace(sheet, refusals=sheet.refusals + 1)
    if not _on_sheet(move.street, move.house):
        return None
    houses = list(sheet.houses)
    fences = list(sheet.fences)

    if move.roundabout is not None:
        rs, rh = move.roundabout
        if not advanced or not _on_sheet(rs, rh):
            return None
        if sum(row.count(ROUNDABOUT) for row in houses) >= 2:
            return None
        if houses[rs][rh] != EMPTY or (rs, rh) == (move.street, move.house):
            return None
        houses[rs] = _set(houses[rs], rh, ROUNDABOUT)
        if rh > 0:
            fences[rs] |= 1 << (rh - 1)
        if rh < STREET_SIZES[rs] - 1:
            fences[rs] |= 1 << rh

    if move.shift and not (move.effect and effect == "temp" and abs(move.shift) <= 2):
        return None
    value = number + move.shift
    row = houses[move.street]
    if not 0 <= value <= 17 or row[move.house] != EMPTY or not _fits(row, move.house, value):
        return None
    houses[move.street] = _set(row, move.house, value)

    out = {"houses": tuple(houses), "fences": tuple(fences)}
    if not move.effect:
        return replace(sheet, **out) if no_targets else None  # type: ignore[arg-type]
    # Only the combination's own effect may have a target.
    if move.fence is not None and effect != "surveyor":
        return None
    if move.column != -1 and effect != "real_estate":
        return None
    if move.bis is not None and effect != "bis":
        return None
    if effect == "surveyor":
        if move.fence is None:
            return None
        fs, slot = move.fence
        if not (0 <= fs < 3 and 0 <= slot < STREET_SIZES[fs] - 1) or bit(fences[fs], slot):
            return None
        left, right = houses[fs][slot], houses[fs][slot + 1]
        if left >= 0 and left == right:  # a bis and its original
            return None
        for s, start, size in sheet.used_estates:
            if s == fs and start <= slot < start + size - 1:
                return None
        fences[fs] |= 1 << slot
        out["fences"] = tuple(fences)
    elif effect == "real_estate":
        c = move.column
        if not 0 <= c < 6 or sheet.columns[c] >= ESTATE_BOXES[c]:
            return None
        columns = list(sheet.columns)
        columns[c] += 1
        out["columns"] = tuple(columns)
    elif effect == "landscaper":
        if sheet.parks[move.street] >= PARK_BOXES[move.street]:
            return None
        parks = list(sheet.parks)
        parks[move.street] += 1
        out["parks"] = tuple(parks)
    elif effect == "pool":
        if move.house not in POOL_HOUSES[move.street]:
            return None
        pools = list(sheet.pools)
        pools[move.street] |= 1 << move.house
        out["pools"] = tuple(pools)
    elif effect == "temp":
        if sheet.temps >= 11:
            return None
        out["temps"] = sheet.temps + 1
    elif effect == "bis":
        if move.bis is None or sum(bin(m).count("1") for m in sheet.bis) >= 9:
            return None
        bs, bh, src = move.bis
        if not (_on_sheet(bs, bh) and _on_sheet(bs, src)) or abs(src - bh) != 1:
            return None
        if houses[bs][bh] != EMPTY or houses[bs][src] < 0:
            return None
        if bit(fences[bs], min(src, bh)):  # a fence (or a roundabout's fence) between them
            return None
        houses[bs] = _set(houses[bs], bh, houses[bs][src])
        out["houses"] = tuple(houses)
        masks = list(sheet.bis)
        masks[bs] |= 1 << bh
        out["bis"] = tuple(masks)
    return replace(sheet, **out)  # type: ignore[arg-type]
