"""The "paper sheet" JSON a player copies from a physical score sheet, to and from engine Sheets.

The format is documented field by field in docs/sheet-format.md.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ..engine import ALL_PLANS, EMPTY, ROUNDABOUT, Estate, Sheet, score_sheet
from ..engine.data import (
    BIS_BOXES,
    ESTATE_BOXES,
    MAX_NUMBER,
    MAX_REFUSALS,
    MAX_ROUNDABOUTS,
    MIN_NUMBER,
    PARK_BOXES,
    POOL_HOUSES,
    STREET_SIZES,
    TEMP_BOXES,
    TEMP_MAJORITY_POINTS,
)
from ..engine.sheet_spec import BASE_SHEET
from ..engine.themes import SHEETS, THEMES
from .theme_marks import ThemeMarkError, read_marks, sheet_id, write_marks

PAPER_FORMAT_VERSION: Final = 1
SCORE_KEYS: Final = BASE_SHEET.paper_keys
TEMP_POINT_VALUES: Final = (0, *sorted(TEMP_MAJORITY_POINTS))
PLAN_VALUES: Final = tuple(
    sorted({0} | {p.first for p in ALL_PLANS} | {p.later for p in ALL_PLANS})
)
_KNOWN_KEYS: Final = (
    "version",
    "player",
    "comment",
    "houses",
    "fences",
    "parks",
    "pools",
    "temps",
    "estate_columns",
    "refusals",
    "plans",
    "temp_points",
    "plan_estates",
    "plan_houses",
    "sheet",
    "ice_cream",
    "eggs",
)
_BIS_RE: Final = re.compile(r"([0-9]{1,2})[bB]")


class PaperSheetError(ValueError):
    """Bad paper-sheet input; ``field`` names the offending field (e.g. ``houses[1][4]``)."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


# -- small typed readers ---------------------------------------------------------------------------
def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: object, field: str, low: int, high: int) -> int:
    if not _is_int(value):
        raise PaperSheetError(field, f"expected a whole number, got {value!r}")
    assert isinstance(value, int)
    if not low <= value <= high:
        raise PaperSheetError(field, f"{value} is outside {low}..{high}")
    return value


def _list(value: object, field: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise PaperSheetError(field, f"expected a list, got {value!r}")
    if length is not None and len(value) != length:
        raise PaperSheetError(field, f"expected {length} entries, got {len(value)}")
    return value


def _street_house(value: object, field: str) -> tuple[int, int]:
    pair = _list(value, field, 2)
    street = _int(pair[0], f"{field}[0]", 0, 2)
    house = _int(pair[1], f"{field}[1]", 0, STREET_SIZES[street] - 1)
    return street, house


# -- houses ----------------------------------------------------------------------------------------
def _house(value: object, field: str) -> tuple[int, bool]:
    """(engine value, is a bis copy) for one house entry."""
    if value is None:
        return EMPTY, False
    if _is_int(value):
        return _int(value, field, MIN_NUMBER, MAX_NUMBER), False
    if isinstance(value, str):
        if value in ("R", "r"):
            return ROUNDABOUT, False
        match = _BIS_RE.fullmatch(value)
        if match:
            number = int(match.group(1))
            if not MIN_NUMBER <= number <= MAX_NUMBER:
                raise PaperSheetError(field, f"{value!r}: {number} is outside 0..17")
            return number, True
    raise PaperSheetError(
        field, f'{value!r} is not a house (a number 0..17, a bis like "7b", "R" or null)'
    )


def _check_street_order(s: int, row: list[int], bis: list[bool]) -> None:
    """Numbers strictly increase left to right between roundabouts, except bis copies."""
    prev: tuple[int, int] | None = None  # (value, house)
    for h, v in enumerate(row):
        if v == ROUNDABOUT:
            prev = None
            continue
        if v == EMPTY:
            continue
        if prev is not None:
            pv, ph = prev
            if v < pv:
                raise PaperSheetError(
                    f"houses[{s}][{h}]",
                    f"{v} comes after {pv} (house {ph}); numbers must increase left to right",
                )
            if v == pv and h != ph + 1:
                raise PaperSheetError(
                    f"houses[{s}][{h}]",
                    f"{v} repeats the {pv} of house {ph}; a repeated number must be a bis copy "
                    "right beside its original",
                )
        prev = (v, h)
    # Each run of equal adjacent numbers holds exactly one original; the others are bis copies.
    h = 0
    while h < len(row):
        v = row[h]
        end = h
        while v >= 0 and end + 1 < len(row) and row[end + 1] == v:
            end += 1
        if v >= 0:
            originals = sum(1 for i in range(h, end + 1) if not bis[i])
            if originals == 0:
                raise PaperSheetError(
                    f"houses[{s}][{h}]", f'bis copy "{v}b" has no original {v} beside it'
                )
            if originals > 1:
                raise PaperSheetError(
                    f"houses[{s}][{end}]",
                    f'{v} is written twice side by side; one of them must be a bis copy ("{v}b")',
                )
        h = end + 1


def _houses(data: object) -> tuple[list[list[int]], list[int]]:
    streets = _list(data, "houses", 3)
    rows: list[list[int]] = []
    bis_masks: list[int] = []
    for s, street in enumerate(streets):
        entries = _list(street, f"houses[{s}]", STREET_SIZES[s])
        row: list[int] = []
        flags: list[bool] = []
        for h, entry in enumerate(entries):
            v, is_bis = _house(entry, f"houses[{s}][{h}]")
            row.append(v)
            flags.append(is_bis)
        _check_street_order(s, row, flags)
        rows.append(row)
        bis_masks.append(sum(1 << h for h, f in enumerate(flags) if f))
    bis_total = sum(m.bit_count() for m in bis_masks)
    if bis_total > BIS_BOXES:
        raise PaperSheetError("houses", f"{bis_total} bis copies; the bis track has {BIS_BOXES}")
    roundabouts = sum(row.count(ROUNDABOUT) for row in rows)
    if roundabouts > MAX_ROUNDABOUTS:
        raise PaperSheetError(
            "houses", f"{roundabouts} roundabouts; a sheet has room for {MAX_ROUNDABOUTS}"
        )
    return rows, bis_masks


def _fences(data: object, rows: list[list[int]]) -> list[int]:
    streets = _list(data, "fences", 3)
    masks: list[int] = []
    for s, street in enumerate(streets):
        field = f"fences[{s}]"
        mask = 0
        for i, slot in enumerate(_list(street, field)):
            j = _int(slot, f"{field}[{i}]", 0, STREET_SIZES[s] - 2)
            if (mask >> j) & 1:
                raise PaperSheetError(f"{field}[{i}]", f"slot {j} is listed twice")
            left, right = rows[s][j], rows[s][j + 1]
            if left >= 0 and left == right:
                raise PaperSheetError(
                    f"{field}[{i}]",
                    f"slot {j} separates a bis copy from its original ({left} and {right})",
                )
            mask |= 1 << j
        # Roundabouts come with a fence on each side; listing those fences is optional.
        for h, v in enumerate(rows[s]):
            if v == ROUNDABOUT:
                if h > 0:
                    mask |= 1 << (h - 1)
                if h < STREET_SIZES[s] - 1:
                    mask |= 1 << h
        masks.append(mask)
    return masks


def _pools(data: object, rows: list[list[int]], bis: list[int]) -> list[int]:
    masks = [0, 0, 0]
    for i, entry in enumerate(_list(data, "pools")):
        field = f"pools[{i}]"
        s, h = _street_house(entry, field)
        if h not in POOL_HOUSES[s]:
            raise PaperSheetError(
                field,
                f"street {s} house {h} has no pool; pools are at houses "
                + ", ".join(str(x) for x in POOL_HOUSES[s]),
            )
        if rows[s][h] < 0 or (bis[s] >> h) & 1:
            raise PaperSheetError(
                field, f"a pool needs a number written in street {s} house {h} (not a bis copy)"
            )
        if (masks[s] >> h) & 1:
            raise PaperSheetError(field, f"the pool at street {s} house {h} is listed twice")
        masks[s] |= 1 << h
    return masks


def _house_list(data: object, field: str, rows: list[list[int]]) -> list[int]:
    masks = [0, 0, 0]
    for i, entry in enumerate(_list(data, field)):
        s, h = _street_house(entry, f"{field}[{i}]")
        if rows[s][h] < 0:
            raise PaperSheetError(f"{field}[{i}]", f"street {s} house {h} is not built")
        masks[s] |= 1 << h
    return masks


def _estates(data: object, sheet: Sheet) -> list[Estate]:
    found: list[Estate] = []
    complete = set(sheet.estates())
    for i, entry in enumerate(_list(data, "plan_estates")):
        field = f"plan_estates[{i}]"
        triple = _list(entry, field, 3)
        s = _int(triple[0], f"{field}[0]", 0, 2)
        first = _int(triple[1], f"{field}[1]", 0, STREET_SIZES[s] - 1)
        size = _int(triple[2], f"{field}[2]", 1, 6)
        estate = (s, first, size)
        if estate not in complete:
            raise PaperSheetError(
                field,
                f"street {s} houses {first}..{first + size - 1} are not a completed estate "
                "(built houses between two fences)",
            )
        if estate in found:
            raise PaperSheetError(field, "this estate is listed twice")
        found.append(estate)
    return found


# -- the public conversions ------------------------------------------------------------------------
def sheet_from_paper(data: object) -> tuple[Sheet, int]:
    """The engine Sheet and the temp points written on a paper sheet; PaperSheetError if bad."""
    if not isinstance(data, dict):
        raise PaperSheetError("sheet", "expected a JSON object")
    unknown = sorted(str(k) for k in data if k not in _KNOWN_KEYS)
    if unknown:
        raise PaperSheetError(unknown[0], "unknown field (see docs/sheet-format.md)")
    if "version" in data:
        _int(data["version"], "version", PAPER_FORMAT_VERSION, PAPER_FORMAT_VERSION)
    try:
        ident = sheet_id(data)
    except ThemeMarkError as exc:
        raise PaperSheetError(exc.field, exc.problem) from None
    plan_values = sorted(
        {
            *PLAN_VALUES,
            *(p.first for p in THEMES[ident].plans),
            *(p.later for p in THEMES[ident].plans),
        }
    )
    for key in ("player", "comment"):
        if key in data and not isinstance(data[key], str):
            raise PaperSheetError(key, "expected text")
    if "houses" not in data:
        raise PaperSheetError("houses", "missing (three lists of 10, 11 and 12 houses)")
    rows, bis = _houses(data["houses"])
    fences = _fences(data.get("fences", [[], [], []]), rows)
    parks_in = _list(data.get("parks", [0, 0, 0]), "parks", 3)
    parks = [_int(parks_in[s], f"parks[{s}]", 0, PARK_BOXES[s]) for s in range(3)]
    pools = _pools(data.get("pools", []), rows, bis)
    temps = _int(data.get("temps", 0), "temps", 0, TEMP_BOXES)
    columns_in = _list(data.get("estate_columns", [0] * 6), "estate_columns", 6)
    columns = [_int(columns_in[i], f"estate_columns[{i}]", 0, ESTATE_BOXES[i]) for i in range(6)]
    refusals = _int(data.get("refusals", 0), "refusals", 0, MAX_REFUSALS)
    plans_in = _list(data.get("plans", [0, 0, 0]), "plans", 3)
    plans = []
    for i in range(3):
        value = _int(plans_in[i], f"plans[{i}]", 0, max(plan_values))
        if value not in plan_values:
            raise PaperSheetError(f"plans[{i}]", f"no city plan is worth {value}")
        plans.append(value)
    temp_pts = _int(data.get("temp_points", 0), "temp_points", 0, max(TEMP_POINT_VALUES))
    if temp_pts not in TEMP_POINT_VALUES:
        allowed = ", ".join(str(v) for v in TEMP_POINT_VALUES)
        raise PaperSheetError("temp_points", f"{temp_pts} is not one of {allowed}")
    if temp_pts and not temps:
        raise PaperSheetError("temp_points", "temp points need at least one temp hired")
    base = Sheet(
        houses=(tuple(rows[0]), tuple(rows[1]), tuple(rows[2])),
        bis=(bis[0], bis[1], bis[2]),
        fences=(fences[0], fences[1], fences[2]),
        pools=(pools[0], pools[1], pools[2]),
        parks=(parks[0], parks[1], parks[2]),
        columns=(columns[0], columns[1], columns[2], columns[3], columns[4], columns[5]),
        temps=temps,
        refusals=refusals,
        plans=(plans[0], plans[1], plans[2]),
    )
    estates = _estates(data.get("plan_estates", []), base)
    used = _house_list(data.get("plan_houses", []), "plan_houses", rows)
    for s, first, size in estates:
        used[s] |= ((1 << size) - 1) << first
    sheet = Sheet(
        houses=base.houses,
        bis=base.bis,
        fences=base.fences,
        pools=base.pools,
        parks=base.parks,
        columns=base.columns,
        temps=temps,
        refusals=refusals,
        plans=base.plans,
        used=(used[0], used[1], used[2]),
        used_estates=frozenset(estates),
    )
    try:
        sheet = read_marks(ident, data, sheet)
    except ThemeMarkError as exc:
        raise PaperSheetError(exc.field, exc.problem) from None
    return sheet, temp_pts


def _paper_house(sheet: Sheet, s: int, h: int) -> int | str | None:
    v = sheet.houses[s][h]
    if v == EMPTY:
        return None
    if v == ROUNDABOUT:
        return "R"
    return f"{v}b" if (sheet.bis[s] >> h) & 1 else v


def paper_from_sheet(sheet: Sheet, temp_points: int = 0, ident: str = "base") -> dict[str, Any]:
    """The paper-sheet JSON of ``sheet`` (plain lists, ints and strings; every field present).
    ``ident`` names a thematic sheet, whose marks are added (nothing is added for the base)."""
    estate_bits = [0, 0, 0]
    for s, first, size in sheet.used_estates:
        estate_bits[s] |= ((1 << size) - 1) << first
    return {
        "version": PAPER_FORMAT_VERSION,
        "houses": [[_paper_house(sheet, s, h) for h in range(STREET_SIZES[s])] for s in range(3)],
        "fences": [
            [j for j in range(STREET_SIZES[s] - 1) if (sheet.fences[s] >> j) & 1] for s in range(3)
        ],
        "parks": list(sheet.parks),
        "pools": [
            [s, h] for s in range(3) for h in range(STREET_SIZES[s]) if (sheet.pools[s] >> h) & 1
        ],
        "temps": sheet.temps,
        "estate_columns": list(sheet.columns),
        "refusals": sheet.refusals,
        "plans": list(sheet.plans),
        "temp_points": temp_points,
        "plan_estates": [list(e) for e in sorted(sheet.used_estates)],
        "plan_houses": [
            [s, h]
            for s in range(3)
            for h in range(STREET_SIZES[s])
            if (sheet.used[s] & ~estate_bits[s]) >> h & 1
        ],
    } | write_marks(ident, sheet)


def score_paper(data: object) -> dict[str, int]:
    """The score breakdown of a paper sheet (keys in SCORE_KEYS order, with ``theme`` after
    ``plans`` on a thematic sheet); PaperSheetError if bad."""
    sheet, temp_pts = sheet_from_paper(data)
    assert isinstance(data, dict)  # checked by sheet_from_paper
    ident = sheet_id(data)
    theme = THEMES[ident] if ident != "base" else None
    breakdown = score_sheet(sheet, temp_pts, theme).to_json()
    return {key: breakdown[key] for key in SHEETS[ident].paper_keys}
