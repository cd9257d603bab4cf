"""Validating one seat's move against its sheet and writing it: placement, effects, refusals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .data import (
    BIS_BOXES,
    ESTATE_BOXES,
    MAX_NUMBER,
    MAX_ROUNDABOUTS,
    MAX_SHIFT,
    MIN_NUMBER,
    PARK_BOXES,
    POOL_MASKS,
    STREET_SIZES,
    TEMP_BOXES,
    Effect,
)
from .errors import IllegalMove, Reason
from .moves import Combination, Move
from .sheet import EMPTY, ROUNDABOUT, Sheet, fence_blocker

if TYPE_CHECKING:
    from .themes import Theme

# (combination index, street, house, shift)
Placement = tuple[int, int, int, int]

_SHIFTS_TEMP = (0, -1, 1, -2, 2)
_SHIFTS_PLAIN = (0,)


def shifts_for(combo: Combination, sheet: Sheet) -> tuple[int, ...]:
    """The number shifts this combination allows (temp agency: -2..2 while its track has room)."""
    if combo.effect is Effect.TEMP and sheet.temps < TEMP_BOXES:
        return _SHIFTS_TEMP
    return _SHIFTS_PLAIN


def placements(sheet: Sheet, combos: Sequence[Combination]) -> list[Placement]:
    """Every (combination, street, house, shift) where a number can be written now."""
    out: list[Placement] = []
    for ci, combo in enumerate(combos):
        base = combo.number
        for shift in shifts_for(combo, sheet):
            v = base + shift
            if MIN_NUMBER <= v <= MAX_NUMBER:
                out.extend((ci, s, h, shift) for s, h in sheet.houses_for(v))
    return out


def placement_counts(sheet: Sheet, combos: Sequence[Combination]) -> list[tuple[int, int, int]]:
    """(combination, shift, number of houses that fit) for every non-empty choice."""
    out = []
    counts = sheet.fit_counts()
    temp_ok = sheet.temps < TEMP_BOXES
    for ci, combo in enumerate(combos):
        index = combo.number + 2
        if combo.effect is Effect.TEMP and temp_ok:
            for shift in _SHIFTS_TEMP:
                count = counts[index + shift]
                if count:
                    out.append((ci, shift, count))
        else:
            count = counts[index]
            if count:
                out.append((ci, 0, count))
    return out


def can_write(sheet: Sheet, combos: Sequence[Combination]) -> bool:
    """True when at least one combination can be written somewhere (so a refusal is illegal)."""
    counts = sheet.fit_counts()
    temp_ok = sheet.temps < TEMP_BOXES
    for combo in combos:
        index = combo.number + 2
        if counts[index]:
            return True
        if (
            combo.effect is Effect.TEMP
            and temp_ok
            and any(counts[index + shift] for shift in _SHIFTS_TEMP)
        ):
            return True
    return False


def _check_house(street: int, house: int) -> None:
    if not 0 <= street < 3 or not 0 <= house < STREET_SIZES[street]:
        raise IllegalMove(Reason.NO_SUCH_HOUSE, f"street {street} house {house}")


def _check_no_targets(move: Move) -> None:
    if move.fence is not None or move.column != -1 or move.bis is not None or move.shift:
        raise IllegalMove(Reason.EFFECT_TARGET_UNEXPECTED)


def apply_move(
    sheet: Sheet,
    move: Move,
    combos: Sequence[Combination],
    *,
    advanced: bool,
    theme: Theme | None = None,
) -> Sheet:
    """Return the sheet with ``move`` written, or raise IllegalMove (the sheet is untouched).

    ``theme`` is given for a stateful thematic sheet: its hook runs after the number, then
    after the bis copy (thematic-sheets.md C4)."""
    if not 0 <= move.combo < len(combos):
        raise IllegalMove(Reason.NO_SUCH_COMBINATION, str(move.combo))
    combo = combos[move.combo]
    if move.truck != -1 and (theme is None or move.truck not in (0, 1) or move.is_refusal):
        raise IllegalMove(Reason.TRUCK_CHOICE_UNEXPECTED, str(move.truck))
    if move.is_refusal:
        if move.street != -1 or move.house != -1:
            raise IllegalMove(Reason.NO_SUCH_HOUSE, "a refusal names no house")
        if move.effect:
            raise IllegalMove(Reason.NO_EFFECT_WITH_REFUSAL)
        _check_no_targets(move)
        if move.roundabout is not None:
            raise IllegalMove(Reason.NO_EFFECT_WITH_REFUSAL, "roundabout")
        if can_write(sheet, combos):
            raise IllegalMove(Reason.MUST_WRITE_NUMBER)
        return _replace(sheet, refusals=sheet.refusals + 1)

    street, house = move.street, move.house
    _check_house(street, house)
    fences = sheet.fences
    if move.roundabout is not None:
        sheet = _build_roundabout(sheet, move, advanced)
        fences = sheet.fences

    # The number, with the temp agency's shift.
    shift = move.shift
    if shift:
        if not move.effect or combo.effect is not Effect.TEMP:
            raise IllegalMove(Reason.SHIFT_NEEDS_TEMP)
        if abs(shift) > MAX_SHIFT:
            raise IllegalMove(Reason.SHIFT_TOO_LARGE, str(shift))
    value = combo.number + shift
    if not MIN_NUMBER <= value <= MAX_NUMBER:
        raise IllegalMove(Reason.NUMBER_OUT_OF_RANGE, str(value))
    row = list(sheet.houses[street])
    if row[house] != EMPTY:
        raise IllegalMove(Reason.HOUSE_NOT_EMPTY)
    if not _fits(row, house, value):
        raise IllegalMove(Reason.NUMBER_OUT_OF_ORDER, f"{value} at {street}/{house}")
    row[house] = value
    houses = list(sheet.houses)
    houses[street] = tuple(row)

    bis = sheet.bis
    pools = sheet.pools
    parks = sheet.parks
    columns = sheet.columns
    temps = sheet.temps
    if not move.effect:
        _check_no_targets(move)
    else:
        effect = combo.effect
        if effect is not Effect.SURVEYOR and move.fence is not None:
            raise IllegalMove(Reason.EFFECT_TARGET_UNEXPECTED, "fence")
        if effect is not Effect.REAL_ESTATE and move.column != -1:
            raise IllegalMove(Reason.EFFECT_TARGET_UNEXPECTED, "column")
        if effect is not Effect.BIS and move.bis is not None:
            raise IllegalMove(Reason.EFFECT_TARGET_UNEXPECTED, "bis")
        if effect is Effect.SURVEYOR:
            if move.fence is None:
                raise IllegalMove(Reason.EFFECT_TARGET_MISSING, "fence")
            fs, slot = move.fence
            probe = _replace(sheet, houses=_freeze(houses))
            blocker = fence_blocker(probe, fs, slot)
            if blocker is not None:
                raise IllegalMove(Reason(blocker))
            fl = list(fences)
            fl[fs] |= 1 << slot
            fences = _tuple3(fl)
        elif effect is Effect.REAL_ESTATE:
            if move.column == -1:
                raise IllegalMove(Reason.EFFECT_TARGET_MISSING, "column")
            if not 0 <= move.column < len(ESTATE_BOXES):
                raise IllegalMove(Reason.NO_SUCH_COLUMN, str(move.column))
            if columns[move.column] >= ESTATE_BOXES[move.column]:
                raise IllegalMove(Reason.COLUMN_FULL)
            cols = list(columns)
            cols[move.column] += 1
            columns = (cols[0], cols[1], cols[2], cols[3], cols[4], cols[5])
        elif effect is Effect.LANDSCAPER:
            if parks[street] >= PARK_BOXES[street]:
                raise IllegalMove(Reason.PARKS_FULL)
            pk = list(parks)
            pk[street] += 1
            parks = _tuple3(pk)
        elif effect is Effect.POOL:
            if not (POOL_MASKS[street] >> house) & 1:
                raise IllegalMove(Reason.NO_POOL_HERE)
            pl = list(pools)
            pl[street] |= 1 << house
            pools = _tuple3(pl)
        elif effect is Effect.TEMP:
            if temps >= TEMP_BOXES:
                raise IllegalMove(Reason.TEMPS_FULL)
            temps += 1
        elif effect is Effect.BIS:
            bis = _apply_bis(sheet, move, houses, fences)
    out = Sheet(
        _freeze(houses),
        bis,
        fences,
        pools,
        parks,
        columns,
        temps,
        sheet.refusals,
        sheet.plans,
        sheet.used,
        sheet.used_estates,
        sheet.theme,
    )
    if theme is not None:
        out = theme.after_number(out, street, house, move)
        if move.effect and move.bis is not None:
            out = theme.after_number(out, move.bis[0], move.bis[1], move)
    return out


def _build_roundabout(sheet: Sheet, move: Move, advanced: bool) -> Sheet:
    """The sheet with the move's roundabout drawn, with its two fences."""
    assert move.roundabout is not None
    rs, rh = move.roundabout
    if not advanced:
        raise IllegalMove(Reason.ROUNDABOUTS_NOT_IN_GAME)
    _check_house(rs, rh)
    if sheet.roundabout_count >= MAX_ROUNDABOUTS:
        raise IllegalMove(Reason.ROUNDABOUTS_FULL)
    if sheet.houses[rs][rh] != EMPTY:
        raise IllegalMove(Reason.ROUNDABOUT_NOT_EMPTY)
    if (rs, rh) == (move.street, move.house):
        raise IllegalMove(Reason.ROUNDABOUT_ON_NUMBER)
    return draw_roundabout(sheet, rs, rh)


def draw_roundabout(sheet: Sheet, street: int, house: int) -> Sheet:
    """The sheet with a roundabout in (street, house) and its two fences; no rule checks."""
    houses = list(sheet.houses)
    row = list(houses[street])
    row[house] = ROUNDABOUT
    houses[street] = tuple(row)
    fences = list(sheet.fences)
    if house > 0:
        fences[street] |= 1 << (house - 1)
    if house < STREET_SIZES[street] - 1:
        fences[street] |= 1 << house
    return _replace(sheet, houses=_freeze(houses), fences=_tuple3(fences))


def _apply_bis(
    sheet: Sheet, move: Move, houses: list[tuple[int, ...]], fences: tuple[int, int, int]
) -> tuple[int, int, int]:
    if move.bis is None:
        raise IllegalMove(Reason.EFFECT_TARGET_MISSING, "bis")
    if sheet.bis_count >= BIS_BOXES:
        raise IllegalMove(Reason.BIS_FULL)
    bs, bh, src = move.bis
    _check_house(bs, bh)
    if abs(src - bh) != 1 or not 0 <= src < STREET_SIZES[bs]:
        raise IllegalMove(Reason.BIS_NOT_BESIDE)
    if houses[bs][bh] != EMPTY:
        raise IllegalMove(Reason.HOUSE_NOT_EMPTY, "bis")
    value = houses[bs][src]
    if value < 0:
        raise IllegalMove(Reason.BIS_SOURCE_EMPTY)
    if (fences[bs] >> min(src, bh)) & 1:
        raise IllegalMove(Reason.BIS_ACROSS_FENCE)
    row = list(houses[bs])
    row[bh] = value
    houses[bs] = tuple(row)
    masks = list(sheet.bis)
    masks[bs] |= 1 << bh
    return _tuple3(masks)


def _fits(row: list[int], house: int, value: int) -> bool:
    for h in range(house - 1, -1, -1):
        v = row[h]
        if v == ROUNDABOUT:
            break
        if v >= 0:
            if v >= value:
                return False
            break
    for h in range(house + 1, len(row)):
        v = row[h]
        if v == ROUNDABOUT:
            break
        if v >= 0:
            return v > value
    return True


def _freeze(
    houses: list[tuple[int, ...]],
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    return (houses[0], houses[1], houses[2])


def _tuple3(values: list[int]) -> tuple[int, int, int]:
    return (values[0], values[1], values[2])


def _replace(sheet: Sheet, **changes: object) -> Sheet:
    from dataclasses import replace

    return replace(sheet, **changes)  # type: ignore[arg-type]
