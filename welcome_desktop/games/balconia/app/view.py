"""The one value the Balconia controller publishes per change: everything the board draws.

``build`` (added with the controller) makes it from the state, the turn in progress (``Draft``)
and the seats; pure (no Qt). Cells are in the building's frame (turquoise's view); the board turns
them to the viewer's frame with ``engine.to_view``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine import Building, Cell, Side, SideScore, TurnRecord


class Prompt(StrEnum):
    """What the turn bar asks for (the ui words it)."""

    NONE = "none"  # no game
    SELECT = "select"  # the selector keeps two adjacent faces of the block on the disc
    PLACE = "place"  # the placer drags one of the two offered faces onto a free cell
    CONFIRM = "confirm"  # the draft is complete: end the turn (Enter) or take it back (Ctrl+Z)
    WAIT = "wait"  # a computer player is thinking
    HIDDEN = "hidden"  # the device is being passed to the other human
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Draft:
    """The human's turn in progress, taken back freely until it is confirmed: the kept pair of
    a selection, or the face and cell of a placement."""

    kept: tuple[int, int] | None = None
    face: int | None = None
    cell: Cell | None = None


@dataclass(frozen=True, slots=True)
class TableView:
    names: tuple[str, str]  # turquoise's, pink's (``Side.number`` order)
    humans: tuple[bool, bool]
    viewer: Side | None  # whose side the board shows (the human to act, else the last human)
    selector: Side | None  # of the current turn
    to_act: Side | None
    building: Building  # with the drafted placement applied
    block: int | None  # the block on the disc (None: game over or no game)
    kept: tuple[int, int] | None  # the selector's pair (chosen or drafted)
    offered: tuple[int, int] | None  # the two faces open to the placer
    legal_cells: tuple[Cell, ...]  # where the block may go now (building frame)
    draft: Draft | None
    scores: tuple[SideScore, SideScore]  # as the building stands, draft included
    blocks_left: int  # tokens still to reveal after the current one
    turn: int  # turns played
    my_turn: bool  # a human acts now and sees the board
    can_undo: bool
    can_confirm: bool
    busy: bool
    hidden: bool
    over: bool
    prompt: Prompt
    last_turns: tuple[TurnRecord, ...] = ()  # the last few turns, oldest first (public)
    open_building: bool = False  # the house option: both sides shown
    winners: tuple[Side, ...] = ()  # once over
