"""The app's "Suggest a move": the Hard bot's move for a seat, with reasons the UI can translate.

``suggest(view)`` returns ``(move, reasons)``; each reason is ``(id, args)`` with string
arguments. Street arguments are ``"top"``, ``"middle"``, ``"bottom"``. The ids:

- ``refusal`` ``()`` — no offered number fits anywhere: a permit refusal is forced.
- ``completes_plan`` ``(n,)`` — the move meets city plan n (``"1"``..``"3"``).
- ``builds_estate`` ``(size,)`` — completes an estate of that size (``"1"``..``"6"``).
- ``takes_pool`` ``()`` — builds the pool of the house just numbered.
- ``park`` ``(street,)`` — builds a park in that street.
- ``fence`` ``(street,)`` — draws a fence (surveyor) in that street.
- ``raises_value`` ``(size,)`` — raises the value of estates of that size (real estate agent).
- ``hires_temp`` ``(shift,)`` — hires a temp, the number written shifted by shift (``"-2"``..).
- ``bis`` ``(street,)`` — writes a bis copy in that street.
- ``roundabout`` ``(street,)`` — draws a roundabout in that street.
- ``keeps_room_high`` ``(street,)`` — a low number for its place: room stays for high numbers.
- ``keeps_room_low`` ``(street,)`` — a high number for its place: room stays for low numbers.
- ``fits_order`` ``(street,)`` — the number sits where its value belongs in the street.

On a thematic sheet (``view.sheet_id``), before the placement reasons:

- ``sells_cone`` ``(street,)`` — circles an ice-cream cone.
- ``truck_left`` / ``truck_right`` ``()`` — chooses the bottom street's truck at that end.
- ``lights`` ``(street,)`` — makes that street's longest string of lights longer.
- ``collects_eggs`` ``(street,)`` — collects eggs.
"""

from __future__ import annotations

from ..engine import Move, SeatView, Sheet, apply_move, plan_met
from ..engine.data import STREET_SIZES
from ..engine.themes import eggs, ice_cream, lights
from .hard import HardBot
from .search import stateful_theme

Reason = tuple[str, tuple[str, ...]]
STREET_NAMES = ("top", "middle", "bottom")
REASON_IDS = (
    "refusal",
    "completes_plan",
    "builds_estate",
    "takes_pool",
    "park",
    "fence",
    "raises_value",
    "hires_temp",
    "bis",
    "roundabout",
    "keeps_room_high",
    "keeps_room_low",
    "fits_order",
    "sells_cone",
    "truck_left",
    "truck_right",
    "lights",
    "collects_eggs",
)


def suggest(view: SeatView, seed: int = 0) -> tuple[Move, list[Reason]]:
    """The Hard bot's move for ``view`` and why it is good."""
    move = HardBot(seed).choose(view)
    return move, explain(view, move)


def explain(view: SeatView, move: Move) -> list[Reason]:
    """Reason ids for ``move`` played on the view's sheet (see the module docstring)."""
    sheet = view.sheet
    if move.is_refusal:
        return [("refusal", ())]
    after = apply_move(
        sheet, move, view.combos, advanced=view.advanced, theme=stateful_theme(view.sheet_id)
    )
    reasons: list[Reason] = []
    for i, plan in enumerate(view.plans):
        if sheet.plans[i] == 0 and not plan_met(sheet, plan) and plan_met(after, plan):
            reasons.append(("completes_plan", (str(i + 1),)))
    before = set(sheet.estates())
    for estate in after.estates():
        if estate not in before:
            reasons.append(("builds_estate", (str(estate[2]),)))
    street = STREET_NAMES[move.street]
    if after.pool_count > sheet.pool_count:
        reasons.append(("takes_pool", ()))
    if after.parks[move.street] > sheet.parks[move.street]:
        reasons.append(("park", (street,)))
    if move.fence is not None:
        reasons.append(("fence", (STREET_NAMES[move.fence[0]],)))
    if move.column >= 0:
        reasons.append(("raises_value", (str(move.column + 1),)))
    if after.temps > sheet.temps:
        reasons.append(("hires_temp", (str(move.shift),)))
    if move.bis is not None:
        reasons.append(("bis", (STREET_NAMES[move.bis[0]],)))
    if move.roundabout is not None:
        reasons.append(("roundabout", (STREET_NAMES[move.roundabout[0]],)))
    reasons += _theme_reasons(view.sheet_id, sheet, after, move)
    value = after.houses[move.street][move.house]
    ideal = move.house / (STREET_SIZES[move.street] - 1) * 17
    if value <= ideal - 1.5:
        reasons.append(("keeps_room_high", (street,)))
    elif value >= ideal + 1.5:
        reasons.append(("keeps_room_low", (street,)))
    else:
        reasons.append(("fits_order", (street,)))
    return reasons


def _theme_reasons(sheet_id: str, before: Sheet, after: Sheet, move: Move) -> list[Reason]:
    """What the move does for the thematic sheet's score column."""
    out: list[Reason] = []
    for s in range(3):
        street = (STREET_NAMES[s],)
        if sheet_id == "ice_cream":
            if ice_cream.circled_mask(after, s) != ice_cream.circled_mask(before, s):
                out.append(("sells_cone", street))
        elif sheet_id == "lights":
            if lights.longest_string(after.houses[s]) > lights.longest_string(before.houses[s]):
                out.append(("lights", street))
        elif sheet_id == "eggs" and eggs.street_eggs(after, s) > eggs.street_eggs(before, s):
            out.append(("collects_eggs", street))
    if move.truck == ice_cream.TRUCK_LEFT:
        out.append(("truck_left", ()))
    elif move.truck == ice_cream.TRUCK_RIGHT:
        out.append(("truck_right", ()))
    return out
