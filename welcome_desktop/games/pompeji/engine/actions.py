"""The actions of a Pompeji game (one turn, or a permit declaration) and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .city import Pos


class Kind(StrEnum):
    BUILD = "build"  # a monument from the hand
    STATUE = "statue"  # the statue, named as ``card``
    DISCARD = "discard"  # only when no hand card fits
    PERMIT = "permit"  # declare the building permit at a window between turns


@dataclass(frozen=True, slots=True)
class Action:
    """One action of ``seat``.

    ``card`` is the hand card (build, discard) or the identity named for a statue; ``cell`` the
    city cell (build, statue). ``skip_draw`` skips the draw (allowed after the first volcano with
    enough cards left). ``double`` plays the "x2" card with this placement (x2 variant)."""

    kind: Kind
    seat: int
    card: int = -1
    cell: Pos | None = None
    skip_draw: bool = False
    double: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value, "seat": self.seat}
        if self.card >= 0:
            out["card"] = self.card
        if self.cell is not None:
            out["cell"] = list(self.cell)
        if self.skip_draw:
            out["skip_draw"] = True
        if self.double:
            out["double"] = True
        return out

    @staticmethod
    def from_json(data: dict[str, Any]) -> Action:
        cell = data.get("cell")
        return Action(
            kind=Kind(data["kind"]),
            seat=int(data["seat"]),
            card=int(data.get("card", -1)),
            cell=None if cell is None else (int(cell[0]), int(cell[1])),
            skip_draw=bool(data.get("skip_draw", False)),
            double=bool(data.get("double", False)),
        )


def build(
    seat: int, card: int, cell: Pos, *, skip_draw: bool = False, double: bool = False
) -> Action:
    return Action(Kind.BUILD, seat, card, cell, skip_draw, double)


def statue(seat: int, card: int, cell: Pos, *, double: bool = False) -> Action:
    return Action(Kind.STATUE, seat, card, cell, False, double)


def discard(seat: int, card: int, *, skip_draw: bool = False) -> Action:
    return Action(Kind.DISCARD, seat, card, None, skip_draw)


def permit(seat: int) -> Action:
    return Action(Kind.PERMIT, seat)
