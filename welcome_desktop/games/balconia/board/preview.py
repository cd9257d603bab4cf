"""What a placement would score, before it is made: the placed face's own points for the viewer
and how both sides' totals change. Pure (no Qt), computed by the engine on a hypothetical
building."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import (
    SIZE,
    Building,
    Cell,
    Placed,
    Side,
    face_points,
    opposite,
    score_side,
    to_view,
)


@dataclass(frozen=True, slots=True)
class Preview:
    """``face``: the points the face turned to the viewer scores on its cell; ``mine`` and
    ``theirs``: the change of the viewer's and of the other side's totals (doors included, so
    a placement that spoils or completes other balconies shows it)."""

    face: int
    mine: int
    theirs: int


def without(building: Building, cell: Cell | None) -> Building:
    """``building`` with ``cell`` emptied (a drafted block taken back), unchanged for None."""
    if cell is None or building.at(cell) is None:
        return building
    i = cell[0] * SIZE + cell[1]
    cells = (*building.cells[:i], None, *building.cells[i + 1 :])
    return Building(building.entrance, building.entrance_cell, cells)


def placed(building: Building, block: int, face: int, cell: Cell, placer: Side) -> Building:
    """``building`` with ``block`` on ``cell`` (building frame), ``face`` turned to ``placer``."""
    turquoise_face = face if placer is Side.TURQUOISE else opposite(face)
    return building.place(cell, Placed(block, turquoise_face))


def preview(
    building: Building,
    block: int,
    face: int,
    cell: Cell,
    placer: Side,
    viewer: Side | None = None,
) -> Preview:
    """The points of putting ``block`` on the free ``cell`` with ``face`` turned to ``placer``,
    for ``viewer`` (the placer by default); raises ValueError for a taken cell."""
    viewer = placer if viewer is None else viewer
    after = placed(building, block, face, cell, placer)
    own = face_points(after.facade(viewer), to_view(cell, viewer))
    mine = score_side(after, viewer).total - score_side(building, viewer).total
    theirs = score_side(after, viewer.other).total - score_side(building, viewer.other).total
    return Preview(own, mine, theirs)
