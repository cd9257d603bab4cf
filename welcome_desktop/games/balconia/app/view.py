"""The one value the Balconia controller publishes per change: everything the board draws.

``build`` makes it from the state, the turn in progress (``Draft``) and the seats; pure (no
Qt). Cells are in the building's frame (turquoise's view); the board turns
them to the viewer's frame with ``engine.to_view``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine import (
    SIDES,
    Building,
    Cell,
    GameState,
    Phase,
    Placed,
    Side,
    SideScore,
    TurnRecord,
    offered,
    opposite,
    score_both,
)
from .setup import BalconiaSetup

LAST_TURNS = 3  # the turns the board lists, so a table can follow the game


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


EMPTY_BUILDING = Building(1, (0, 2))

EMPTY = TableView(
    names=("", ""),
    humans=(False, False),
    viewer=None,
    selector=None,
    to_act=None,
    building=EMPTY_BUILDING,
    block=None,
    kept=None,
    offered=None,
    legal_cells=(),
    draft=None,
    scores=(SideScore(SIDES[0], (), 0), SideScore(SIDES[1], (), 0)),
    blocks_left=0,
    turn=0,
    my_turn=False,
    can_undo=False,
    can_confirm=False,
    busy=False,
    hidden=False,
    over=False,
    prompt=Prompt.NONE,
)  # no game


def drafted_building(state: GameState, draft: Draft | None) -> Building:
    """The building with the drafted placement in it (the placer's face turned to the placer)."""
    block, placer = state.current_block, state.placer
    if draft is None or draft.face is None or draft.cell is None or block is None:
        return state.building
    turquoise_face = draft.face if placer is Side.TURQUOISE else opposite(draft.face)
    return state.building.place(draft.cell, Placed(block, turquoise_face))


def draft_complete(state: GameState, draft: Draft | None) -> bool:
    """Whether ``draft`` holds a whole step of the current turn (a confirm applies it)."""
    if draft is None or state.over:
        return False
    if state.phase is Phase.SELECT:
        return draft.kept is not None
    return draft.face is not None and draft.cell is not None


def viewer_of(state: GameState, setup: BalconiaSetup, hidden: bool) -> Side | None:
    """Whose side the board shows: the human to act; else the only human (against a computer
    their side stays in view); else the last human to act (hot-seat, game over); turquoise when
    computers play each other. None while the device is passed (nobody's side is shown)."""
    if hidden:
        return None
    humans = setup.human_sides
    to_act = state.to_act
    if to_act is not None and to_act in humans:
        return to_act
    if len(humans) == 1:
        return humans[0]
    if humans and state.turns:
        return state.turns[-1].selector.other  # the placer acted last
    return humans[0] if humans else SIDES[0]


def build(
    state: GameState | None,
    setup: BalconiaSetup | None,
    draft: Draft | None,
    *,
    busy: bool,
    hidden: bool,
    open_building: bool = False,
) -> TableView:
    """What the board draws now (pure). ``draft``: the human's step in progress; ``busy``: a
    computer player is thinking; ``hidden``: the device is being passed."""
    if state is None or setup is None:
        return EMPTY
    humans = setup.humans
    to_act = state.to_act
    human_turn = to_act is not None and humans[to_act.number]
    my_turn = human_turn and not hidden and not busy
    if not my_turn:
        draft = None  # only the human at the device has a step in progress
    building = drafted_building(state, draft)
    kept = state.kept if state.kept is not None else (draft.kept if draft else None)
    legal: tuple[Cell, ...] = ()
    if state.phase is Phase.PLACE:
        taken = draft.cell if draft is not None else None
        legal = tuple(c for c in state.legal_cells() if c != taken)
    complete = draft_complete(state, draft)
    if state.over:
        prompt = Prompt.OVER
    elif hidden:
        prompt = Prompt.HIDDEN
    elif not my_turn:
        prompt = Prompt.WAIT
    elif complete:
        prompt = Prompt.CONFIRM
    else:
        prompt = Prompt.SELECT if state.phase is Phase.SELECT else Prompt.PLACE
    scores = score_both(building)
    return TableView(
        names=setup.names,
        humans=humans,
        viewer=viewer_of(state, setup, hidden),
        selector=None if state.over else state.selector,
        to_act=to_act,
        building=building,
        block=state.current_block,
        kept=kept,
        offered=None if kept is None else offered(kept),
        legal_cells=legal,
        draft=draft,
        scores=scores,
        blocks_left=state.blocks_left(),
        turn=len(state.turns),
        my_turn=my_turn,
        can_undo=my_turn and draft is not None,
        can_confirm=my_turn and complete,
        busy=busy,
        hidden=hidden,
        over=state.over,
        prompt=prompt,
        last_turns=state.turns[-LAST_TURNS:],
        open_building=open_building,
        winners=state.winners() if state.over else (),
    )
