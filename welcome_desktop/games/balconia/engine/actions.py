"""The two actions of a Balconia turn and their JSON form.

The selector keeps two adjacent faces of the revealed block (``select``); the placer turns one
of the two other faces towards themself and puts the block on a cell (``place``). Cells are in
the building's frame (turquoise's view)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .building import Cell, Side, opposite
from .data import FACES_PER_BLOCK


class Kind(StrEnum):
    SELECT = "select"
    PLACE = "place"


@dataclass(frozen=True, slots=True)
class Action:
    """``faces``: the two faces the selector keeps; ``face`` and ``cell``: the placer's face
    (turned to the placer) and the cell."""

    kind: Kind
    side: Side
    faces: tuple[int, int] = (-1, -1)
    face: int = -1
    cell: Cell | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value, "side": self.side.value}
        if self.kind is Kind.SELECT:
            out["faces"] = list(self.faces)
        else:
            out["face"] = self.face
            out["cell"] = None if self.cell is None else list(self.cell)
        return out

    @staticmethod
    def from_json(data: dict[str, Any]) -> Action:
        faces = data.get("faces", (-1, -1))
        cell = data.get("cell")
        return Action(
            kind=Kind(data["kind"]),
            side=Side(data["side"]),
            faces=(int(faces[0]), int(faces[1])),
            face=int(data.get("face", -1)),
            cell=None if cell is None else (int(cell[0]), int(cell[1])),
        )


def pair(first: int) -> tuple[int, int]:
    """The adjacent pair starting at face ``first``, clockwise: (0, 1), (1, 2), (2, 3), (3, 0)."""
    return (first % FACES_PER_BLOCK, (first + 1) % FACES_PER_BLOCK)


PAIRS: Final = tuple(pair(i) for i in range(FACES_PER_BLOCK))


def offered(kept: tuple[int, int]) -> tuple[int, int]:
    """The two faces left to the placer when the selector keeps the adjacent pair ``kept``: the
    faces opposite the kept ones (whichever the placer takes, the selector gets its opposite)."""
    a, b = opposite(kept[0]), opposite(kept[1])
    return (min(a, b), max(a, b))


def select(side: Side, first: int, second: int) -> Action:
    return Action(Kind.SELECT, side, faces=(first, second))


def place(side: Side, face: int, cell: Cell) -> Action:
    return Action(Kind.PLACE, side, face=face, cell=cell)
