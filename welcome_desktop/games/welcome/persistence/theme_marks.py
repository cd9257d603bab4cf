"""The paper-sheet fields of the thematic sheets (docs/sheet-format.md): which sheet a paper
sheet is, the ice-cream trucks and cones, the circled eggs. Marks that no game can produce (a
cone circled beyond its truck's line, an egg "collected" by a 7) are refused with the field
named; everything the rules derive from the numbers (lights, eggs) is scored from them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from ..engine import EMPTY, ROUNDABOUT, THEMES, Sheet
from ..engine.themes import eggs as egg_rules
from ..engine.themes import ice_cream as ice

BONUS_NAMES: Final = ("open", "reached", "earned", "crossed")  # "reached" never on paper
TRUCK_NAMES: Final = {"left": ice.TRUCK_LEFT, "right": ice.TRUCK_RIGHT}


class ThemeMarkError(ValueError):
    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


def sheet_id(data: dict[str, Any]) -> str:
    """The paper sheet's ``sheet`` field (default ``base``), checked."""
    value = data.get("sheet", "base")
    if not isinstance(value, str) or value not in THEMES:
        known = ", ".join(THEMES)
        raise ThemeMarkError("sheet", f"{value!r} is not a sheet (one of {known})")
    for key in ("ice_cream", "eggs"):
        if key in data and value != key:
            raise ThemeMarkError(key, f'only on the "{key}" sheet')
    return value


def _pair(value: object, field: str, sheet: Sheet) -> tuple[int, int]:
    if not (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise ThemeMarkError(field, f"expected [street, house], got {value!r}")
    s, h = value
    if not 0 <= s < 3 or not 0 <= h < len(sheet.houses[s]):
        raise ThemeMarkError(field, f"no house {s}/{h}")
    return s, h


def read_marks(ident: str, data: dict[str, Any], sheet: Sheet) -> Sheet:
    """``sheet`` with the theme's marks of the paper sheet ``data``; ThemeMarkError if bad."""
    if ident == "eggs":
        _check_eggs(data.get("eggs", []), sheet)
    if ident != "ice_cream":
        return sheet
    raw = data.get("ice_cream", {})
    if not isinstance(raw, dict):
        raise ThemeMarkError("ice_cream", "expected an object")
    unknown = sorted(str(k) for k in raw if k not in ("trucks", "bottom_truck", "circled", "bonus"))
    if unknown:
        raise ThemeMarkError(f"ice_cream.{unknown[0]}", "unknown field")
    state = list(ice.new_state())
    bottom = raw.get("bottom_truck")
    if bottom is not None:
        if bottom not in TRUCK_NAMES:
            raise ThemeMarkError("ice_cream.bottom_truck", 'expected "left", "right" or null')
        direction = 1 if TRUCK_NAMES[bottom] == ice.TRUCK_LEFT else -1
        state[ice.DIR + 2] = direction
        state[ice.POS + 2] = ice.start_position(2, direction)
    trucks = raw.get("trucks", [None, None, None])
    if not isinstance(trucks, list) or len(trucks) != 3:
        raise ThemeMarkError("ice_cream.trucks", "expected three entries (a house or null)")
    for s, at in enumerate(trucks):
        field = f"ice_cream.trucks[{s}]"
        if at is None:
            continue
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(sheet.houses[s]):
            raise ThemeMarkError(field, f"expected a house of street {s} or null, got {at!r}")
        if state[ice.DIR + s] == 0:
            raise ThemeMarkError(field, "the bottom truck has moved: name it in bottom_truck")
        if sheet.houses[s][at] < 0:
            raise ThemeMarkError(field, f"a truck stops only at a numbered house, not {s}/{at}")
        state[ice.POS + s] = at
    if bottom is not None and trucks[2] is None:
        raise ThemeMarkError("ice_cream.trucks[2]", "the bottom truck was chosen but never moved")
    moved = replace(sheet, theme=tuple(state))
    circled_in = raw.get("circled", [])
    if not isinstance(circled_in, list):
        raise ThemeMarkError("ice_cream.circled", "expected a list of [street, house]")
    for i, value in enumerate(circled_in):
        field = f"ice_cream.circled[{i}]"
        s, h = _pair(value, field, sheet)
        if h not in dict(ice.CONES[s]):
            raise ThemeMarkError(field, f"house {s}/{h} has no cone")
        if sheet.houses[s][h] in (EMPTY, ROUNDABOUT):
            raise ThemeMarkError(field, f"a cone is sold only to a numbered house, not {s}/{h}")
        if not ice.passed(moved, s, h):
            raise ThemeMarkError(field, f"the cone of {s}/{h} is beyond the truck's line")
        if (state[ice.CIRCLED + s] >> h) & 1:
            raise ThemeMarkError(field, "this cone is listed twice")
        state[ice.CIRCLED + s] |= 1 << h
    for s in range(3):
        at = state[ice.POS + s]
        if (
            trucks[s] is not None
            and at in dict(ice.CONES[s])
            and not (state[ice.CIRCLED + s] >> at) & 1
        ):
            raise ThemeMarkError(
                f"ice_cream.trucks[{s}]", f"the cone where the truck stopped ({s}/{at}) is circled"
            )
    bonus = raw.get("bonus", ["open"] * 3)
    if not isinstance(bonus, list) or len(bonus) != 3:
        raise ThemeMarkError("ice_cream.bonus", 'expected three of "open", "earned", "crossed"')
    moved = replace(sheet, theme=tuple(state))
    for s, name in enumerate(bonus):
        field = f"ice_cream.bonus[{s}]"
        if name not in ("open", "earned", "crossed"):
            raise ThemeMarkError(field, f'expected "open", "earned" or "crossed", got {name!r}')
        direction = state[ice.DIR + s]
        reached = direction != 0 and ice.passed(moved, s, ice.last_cone(s, direction))
        if name == "earned" and not reached:
            raise ThemeMarkError(field, "a bonus is earned only once the last cone is reached")
        if name == "open" and reached:
            raise ThemeMarkError(field, "the last cone is reached: the bonus is earned or crossed")
        state[ice.BONUS + s] = BONUS_NAMES.index(name)
    return replace(sheet, theme=tuple(state))


def _check_eggs(value: object, sheet: Sheet) -> None:
    """The circled eggs listed must be eggs a number collects (the score counts them all)."""
    if not isinstance(value, list):
        raise ThemeMarkError("eggs", "expected a list of [street, house]")
    for i, item in enumerate(value):
        field = f"eggs[{i}]"
        s, h = _pair(item, field, sheet)
        if h not in dict(egg_rules.EGG_HOUSES[s]):
            raise ThemeMarkError(field, f"house {s}/{h} has no egg")
        if not egg_rules.house_eggs(sheet, s, h):
            v = sheet.houses[s][h]
            written = f"its {v}" if v >= 0 else "no number"
            raise ThemeMarkError(field, f"house {s}/{h} collects no egg with {written}")


def write_marks(ident: str, sheet: Sheet) -> dict[str, Any]:
    """The paper fields of the theme's marks (with ``sheet``); {} on the base sheet."""
    if ident == "base":
        return {}
    out: dict[str, Any] = {"sheet": ident}
    if ident == "eggs":
        out["eggs"] = [
            [s, h]
            for s in range(3)
            for h, _ in egg_rules.EGG_HOUSES[s]
            if egg_rules.house_eggs(sheet, s, h)
        ]
    if ident == "ice_cream":
        trucks: list[int | None] = []
        for s in range(3):
            moved = ice.direction(sheet, s) != 0 and 0 <= ice.position(sheet, s) < len(
                sheet.houses[s]
            )
            trucks.append(ice.position(sheet, s) if moved else None)
        way = ice.direction(sheet, 2)
        out["ice_cream"] = {
            "trucks": trucks,
            "bottom_truck": None if way == 0 else ("left" if way > 0 else "right"),
            "circled": [
                [s, h]
                for s in range(3)
                for h, _ in ice.CONES[s]
                if (ice.circled_mask(sheet, s) >> h) & 1
            ],
            "bonus": [BONUS_NAMES[ice.bonus_state(sheet, s)] for s in range(3)],
        }
    return out
