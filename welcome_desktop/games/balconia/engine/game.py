"""A whole Balconia game as an immutable state: setup, the two-step turn, the end, the winner."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Final

from .actions import Action, Kind, offered
from .building import (
    ENTRANCE_FLOOR,
    SIDES,
    SIZE,
    STANDARD_ENTRANCE_COLUMN,
    Building,
    Cell,
    Placed,
    Side,
    in_grid,
    opposite,
)
from .data import BLOCK_IDS, ENTRANCE_IDS, FACES_PER_BLOCK
from .errors import IllegalMove, Reason
from .scoring import SideScore, score_both

STANDARD_TOKENS: Final = 14  # 8 of the 22 tokens go back to the box unseen
FIRST_SELECTOR: Final = Side.TURQUOISE


class Phase(StrEnum):
    SELECT = "select"
    PLACE = "place"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class GameConfig:
    """``anywhere``: variant (a), blocks need not touch the building. ``entrance_anywhere``:
    variant (b), the entrance stands in any bottom cell (``entrance_column``, or one drawn by
    the seed when None). ``long_game``: variant (c), all 22 tokens are played ([DECISION])."""

    seed: int = 0
    anywhere: bool = False
    entrance_anywhere: bool = False
    long_game: bool = False
    entrance_column: int | None = None

    def __post_init__(self) -> None:
        if self.entrance_column is not None and not (
            self.entrance_anywhere and 0 <= self.entrance_column < SIZE
        ):
            raise ValueError("entrance_column needs variant (b) and a column 0..4")

    @property
    def tokens(self) -> int:
        return len(BLOCK_IDS) if self.long_game else STANDARD_TOKENS

    def to_json(self) -> dict[str, object]:
        return {
            "seed": self.seed,
            "anywhere": self.anywhere,
            "entrance_anywhere": self.entrance_anywhere,
            "long_game": self.long_game,
            "entrance_column": self.entrance_column,
        }


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """One finished turn (public): the block, who selected, the kept pair, the placer's face
    (turned to the placer) and the cell (building frame)."""

    block: int
    selector: Side
    kept: tuple[int, int]
    face: int
    cell: Cell


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game. ``order`` holds the blocks of the tokens in play, in the order they are
    revealed; ``removed`` the tokens put back unseen. ``order[len(turns)]`` is the block of the
    current turn (revealed); ``kept`` is the selector's pair once chosen, until the placement."""

    config: GameConfig
    order: tuple[int, ...]
    removed: tuple[int, ...]
    building: Building
    turns: tuple[TurnRecord, ...] = ()
    kept: tuple[int, int] | None = None
    log: tuple[Action, ...] = field(default=(), compare=False, repr=False)

    # -- queries ------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return len(self.turns) >= len(self.order)

    @property
    def phase(self) -> Phase:
        if self.over:
            return Phase.OVER
        return Phase.SELECT if self.kept is None else Phase.PLACE

    @property
    def selector(self) -> Side:
        """The selector of the current turn (the roles swap every turn)."""
        return FIRST_SELECTOR if len(self.turns) % 2 == 0 else FIRST_SELECTOR.other

    @property
    def placer(self) -> Side:
        return self.selector.other

    @property
    def to_act(self) -> Side | None:
        if self.over:
            return None
        return self.selector if self.kept is None else self.placer

    @property
    def current_block(self) -> int | None:
        """The block of the revealed token, None once the game is over."""
        return None if self.over else self.order[len(self.turns)]

    @property
    def offered(self) -> tuple[int, int] | None:
        """The two faces the placer may choose between, once the selector has chosen."""
        return None if self.kept is None else offered(self.kept)

    def blocks_left(self) -> int:
        """Tokens still to reveal after the current one."""
        return max(0, len(self.order) - len(self.turns) - 1)

    def legal_cells(self) -> tuple[Cell, ...]:
        return self.building.free_cells(anywhere=self.config.anywhere)

    def scores(self) -> tuple[SideScore, SideScore]:
        """Turquoise's and pink's scores as the building stands (the final ones at the end)."""
        return score_both(self.building)

    def final_scores(self) -> tuple[int, int]:
        turquoise, pink = self.scores()
        return turquoise.total, pink.total

    def winners(self) -> tuple[Side, ...]:
        """The side with more points; on a tie the one with more door points; else both."""
        return winners(self.scores())


def winners(scores: tuple[SideScore, SideScore]) -> tuple[Side, ...]:
    keys = [(s.total, s.door) for s in scores]
    best = max(keys)
    return tuple(side for side, key in zip(SIDES, keys, strict=True) if key == best)


# -- setup ------------------------------------------------------------------------------------
def new_game(config: GameConfig) -> GameState:
    """Shuffle the tokens (the first ``config.tokens`` are played, the rest put back unseen) and
    draw the entrance block, all from the seed."""
    rng = random.Random(config.seed)
    tokens = list(BLOCK_IDS)
    rng.shuffle(tokens)
    number = rng.choice(ENTRANCE_IDS)
    column = STANDARD_ENTRANCE_COLUMN
    if config.entrance_anywhere:
        drawn = rng.randrange(SIZE)
        column = drawn if config.entrance_column is None else config.entrance_column
    n = config.tokens
    return GameState(
        config=config,
        order=tuple(tokens[:n]),
        removed=tuple(tokens[n:]),
        building=Building(number, (ENTRANCE_FLOOR, column)),
    )


# -- actions ----------------------------------------------------------------------------------
def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises IllegalMove (the given state is unchanged)."""
    if state.over:
        raise IllegalMove(Reason.GAME_OVER)
    if action.side is not state.to_act:
        raise IllegalMove(Reason.NOT_YOUR_TURN, str(action.side))
    expected = Kind.SELECT if state.kept is None else Kind.PLACE
    if action.kind is not expected:
        raise IllegalMove(Reason.WRONG_STEP, f"{expected} expected")
    new = _select(state, action) if expected is Kind.SELECT else _place(state, action)
    return replace(new, log=(*state.log, action))


def is_legal(state: GameState, action: Action) -> bool:
    try:
        apply(state, action)
    except IllegalMove:
        return False
    return True


def _select(state: GameState, action: Action) -> GameState:
    a, b = action.faces
    if not all(0 <= f < FACES_PER_BLOCK for f in (a, b)):
        raise IllegalMove(Reason.NO_SUCH_FACE, str(action.faces))
    if (b - a) % FACES_PER_BLOCK == 1:
        kept = (a, b)
    elif (a - b) % FACES_PER_BLOCK == 1:
        kept = (b, a)
    else:
        raise IllegalMove(Reason.FACES_NOT_ADJACENT, str(action.faces))
    return replace(state, kept=kept)


def _place(state: GameState, action: Action) -> GameState:
    kept = state.kept
    block = state.current_block
    assert kept is not None and block is not None
    if not 0 <= action.face < FACES_PER_BLOCK:
        raise IllegalMove(Reason.NO_SUCH_FACE, str(action.face))
    if action.face not in offered(kept):
        raise IllegalMove(Reason.FACE_NOT_OFFERED, str(action.face))
    cell = action.cell
    if cell is None or not in_grid(cell):
        raise IllegalMove(Reason.NO_SUCH_CELL, str(cell))
    building = state.building
    if not building.is_free(cell):
        raise IllegalMove(Reason.CELL_TAKEN, str(cell))
    if not state.config.anywhere and not building.touches(cell):
        raise IllegalMove(Reason.NOT_TOUCHING, str(cell))
    placer = state.placer
    turquoise_face = action.face if placer is Side.TURQUOISE else opposite(action.face)
    record = TurnRecord(block, state.selector, kept, action.face, cell)
    return replace(
        state,
        building=building.place(cell, Placed(block, turquoise_face)),
        turns=(*state.turns, record),
        kept=None,
    )
