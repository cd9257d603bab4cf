"""What one side may know of a Balconia game: the whole building (both sides' faces: each
player saw all four faces when choosing), the revealed blocks, never which tokens were put back
nor the order of those still to come."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .building import Building, Cell, Side
from .data import BLOCK_IDS
from .game import GameState, Phase, TurnRecord
from .legal import legal_actions
from .scoring import SideScore


@dataclass(frozen=True, slots=True)
class SideView:
    """A side's view. ``unseen`` lists the blocks not revealed yet, sorted: the tokens still to
    come mixed with the ones put back, which this view cannot tell apart; ``blocks_left`` says
    how many of them will still be revealed."""

    side: Side
    building: Building
    phase: Phase
    selector: Side
    to_act: Side | None
    current_block: int | None
    kept: tuple[int, int] | None
    offered: tuple[int, int] | None
    legal_cells: tuple[Cell, ...]
    turns: tuple[TurnRecord, ...]
    blocks_left: int
    unseen: tuple[int, ...]
    scores: tuple[SideScore, SideScore]
    anywhere: bool
    long_game: bool
    over: bool
    actions: tuple[Action, ...]

    @property
    def my_turn(self) -> bool:
        return self.to_act is self.side


def view_for(state: GameState, side: Side) -> SideView:
    revealed = {t.block for t in state.turns}
    if state.current_block is not None:
        revealed.add(state.current_block)
    return SideView(
        side=side,
        building=state.building,
        phase=state.phase,
        selector=state.selector,
        to_act=state.to_act,
        current_block=state.current_block,
        kept=state.kept,
        offered=state.offered,
        legal_cells=state.legal_cells(),
        turns=state.turns,
        blocks_left=state.blocks_left(),
        unseen=tuple(b for b in BLOCK_IDS if b not in revealed),
        scores=state.scores(),
        anywhere=state.config.anywhere,
        long_game=state.config.long_game,
        over=state.over,
        actions=legal_actions(state) if state.to_act is side else (),
    )
