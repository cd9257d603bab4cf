"""The interface of a Balconia computer player, the registry of levels, and the step that lets
bots play a game through the engine's public API (``view_for`` / ``apply``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ...bot_levels import BotLevels
from ..engine import (
    SIZE,
    Action,
    GameState,
    Phase,
    Side,
    SideView,
    apply,
    opposite,
    place,
    view_for,
)
from .model import (
    Pool,
    Position,
    Table,
    Weights,
    evaluate,
    face_id,
    free_cells,
    index,
    position_of,
)


class Bot(Protocol):
    """A computer player: asked on its side's steps (select or place), from its view only."""

    name: str

    def choose(self, view: SideView) -> Action:
        """A legal action for ``view.side`` (asked only when that side is to act)."""
        ...


def decision_rng(seed: int, view: SideView) -> random.Random:
    """The random source of one decision: from the bot's seed and the public turn only, so the
    same view always gets the same answer, whatever the bot was asked before."""
    step = 2 * len(view.turns) + (view.phase is Phase.PLACE)
    return random.Random(seed * 1_000_003 + step)


class RandomBot:
    """Uniformly random legal actions (a baseline, not a level offered to players)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: SideView) -> Action:
        return decision_rng(self.seed, view).choice(view.actions)


Option = tuple[int, int, Position]  # (face turned to the placer, cell index, position after)


def placements(
    position: Position, block: int, faces: tuple[int, int], placer: Side, cells: list[int]
) -> list[Option]:
    """Every placement of ``block`` with one of ``faces`` turned to ``placer`` on ``cells``."""
    out = []
    for face in faces:
        fid = face_id(block, face if placer is Side.TURQUOISE else opposite(face))
        for cell in cells:
            out.append((face, cell, (*position[:cell], fid, *position[cell + 1 :])))
    return out


class Context:
    """What every level reads from a view once per decision: the position, the game's table,
    the unseen pool, the blocks still to place after this turn (``weights``: the estimate's
    weight per kind of condition, none for the plain estimate)."""

    def __init__(self, view: SideView, weight: float, weights: Weights | None = None) -> None:
        self.view = view
        self.side = view.side
        self.position = position_of(view.building)
        self.table = Table.of(view.building)
        self.pool = Pool.of(view.unseen)
        self.left = view.blocks_left  # blocks placed after the current one
        self.weight = weight
        self.weights = weights
        self.cells = [index(c) for c in view.legal_cells]

    @property
    def block(self) -> int:
        assert self.view.current_block is not None
        return self.view.current_block

    def to_action(self, option: Option) -> Action:
        face, cell, _ = option
        return place(self.side, face, (cell // SIZE, cell % SIZE))

    def cells_after(self, position: Position) -> list[int]:
        return free_cells(position, self.table.entrance, self.view.anywhere)

    def now(self, position: Position) -> float:
        """This side's score minus the opponent's, nothing estimated."""
        return evaluate(position, self.table, self.side, 0, self.pool, 0.0)

    def value(self, position: Position, left: int | None = None) -> float:
        """This side's evaluation of ``position`` with ``left`` blocks still to place."""
        n = self.left if left is None else left
        return evaluate(position, self.table, self.side, n, self.pool, self.weight, self.weights)


BOT_NAMES: tuple[str, ...] = ("random", "easy", "medium", "hard")
LEVELS: BotLevels[Bot] = BotLevels(BOT_NAMES)
LEVELS.register("random", RandomBot)
register = LEVELS.register
make_bot = LEVELS.make


def bot_step(state: GameState, bots: Sequence[Bot]) -> GameState:
    """The next action of the side to act, chosen by its bot (``bots``: turquoise's, then
    pink's) from its view."""
    side = state.to_act
    if side is None:
        raise ValueError("the game is over")
    return apply(state, bots[side.number].choose(view_for(state, side)))
