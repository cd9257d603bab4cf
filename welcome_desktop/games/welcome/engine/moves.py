"""The action a seat takes in one turn, and its JSON form for saves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .data import Effect
from .sheet import Estate

# A plan claim: which plan (0..2) and, for estate plans, the estates it uses.
PlanClaim = tuple[int, tuple[Estate, ...]]


class Combination(NamedTuple):
    """One number/effect pair a seat may use this turn.

    ``number_card`` / ``effect_card`` are positions in the offer (standard: both equal to the
    stack index) or in the seat's hand (solo and expert: two different cards).
    """

    number: int
    effect: Effect
    number_card: int
    effect_card: int


@dataclass(frozen=True, slots=True)
class Move:
    """Everything one seat does in one turn.

    ``street == -1`` is a permit refusal. ``effect`` says whether the combination's effect is
    used; its target is ``fence`` (street, slot) for the surveyor, ``column`` (estate size - 1)
    for the real estate agent, ``bis`` (street, house, source house) for the bis, and ``shift``
    (-2..2) for the temp agency. ``roundabout`` (street, house) is built before the number
    (advanced variant). ``claims`` optionally chooses the estates for plans met this turn;
    ``reshuffle`` asks for the reshuffle after the game's first plan achievement. ``truck``
    chooses the bottom street's ice-cream truck with the first bottom number (0: the left truck,
    driving right; 1: the right truck, driving left; -1: no choice, which takes the left one).
    """

    combo: int = 0
    street: int = -1
    house: int = -1
    effect: bool = False
    shift: int = 0
    fence: tuple[int, int] | None = None
    column: int = -1
    bis: tuple[int, int, int] | None = None
    roundabout: tuple[int, int] | None = None
    claims: tuple[PlanClaim, ...] = ()
    reshuffle: bool = False
    truck: int = -1

    @property
    def is_refusal(self) -> bool:
        return self.street < 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"combo": self.combo}
        if self.street >= 0:
            out["street"] = self.street
            out["house"] = self.house
        if self.effect:
            out["effect"] = True
        if self.shift:
            out["shift"] = self.shift
        if self.fence is not None:
            out["fence"] = list(self.fence)
        if self.column >= 0:
            out["column"] = self.column
        if self.bis is not None:
            out["bis"] = list(self.bis)
        if self.roundabout is not None:
            out["roundabout"] = list(self.roundabout)
        if self.claims:
            out["claims"] = [[p, [list(e) for e in es]] for p, es in self.claims]
        if self.reshuffle:
            out["reshuffle"] = True
        if self.truck != -1:
            out["truck"] = self.truck
        return out

    @staticmethod
    def from_json(data: dict[str, Any]) -> Move:
        def pair(key: str) -> tuple[int, int] | None:
            v = data.get(key)
            return None if v is None else (int(v[0]), int(v[1]))

        bis = data.get("bis")
        claims = tuple(
            (int(p), tuple((int(e[0]), int(e[1]), int(e[2])) for e in es))
            for p, es in data.get("claims", ())
        )
        return Move(
            combo=int(data.get("combo", 0)),
            street=int(data.get("street", -1)),
            house=int(data.get("house", -1)),
            effect=bool(data.get("effect", False)),
            shift=int(data.get("shift", 0)),
            fence=pair("fence"),
            column=int(data.get("column", -1)),
            bis=None if bis is None else (int(bis[0]), int(bis[1]), int(bis[2])),
            roundabout=pair("roundabout"),
            claims=claims,
            reshuffle=bool(data.get("reshuffle", False)),
            truck=int(data.get("truck", -1)),
        )


REFUSAL = Move()
