"""The rules of Welcome To as pure Python: immutable states, legal moves, scoring. No Qt, no I/O."""

from .data import ADVANCED_PLANS, ALL_PLANS, BASIC_PLANS, PLANS_BY_ID, Effect, PlanDef, PlanKind
from .errors import IllegalMove, Reason
from .game import (
    EndReason,
    GameConfig,
    GameState,
    Mode,
    check_move,
    new_game,
    play_round,
    set_table_round,
    submit,
)
from .legal import effect_moves, moves_for_sheet, random_move
from .moves import REFUSAL, Combination, Move, PlanClaim
from .rules import apply_move, can_write, placements
from .scoring import Score, score_all, score_sheet, temp_points
from .sheet import EMPTY, ROUNDABOUT, Estate, Sheet
from .view import SeatView, view_for

__all__ = [
    "ADVANCED_PLANS",
    "ALL_PLANS",
    "BASIC_PLANS",
    "EMPTY",
    "PLANS_BY_ID",
    "REFUSAL",
    "ROUNDABOUT",
    "Combination",
    "Effect",
    "EndReason",
    "Estate",
    "GameConfig",
    "GameState",
    "IllegalMove",
    "Mode",
    "Move",
    "PlanClaim",
    "PlanDef",
    "PlanKind",
    "Reason",
    "Score",
    "SeatView",
    "Sheet",
    "apply_move",
    "can_write",
    "check_move",
    "effect_moves",
    "moves_for_sheet",
    "new_game",
    "placements",
    "play_round",
    "random_move",
    "score_all",
    "score_sheet",
    "set_table_round",
    "submit",
    "temp_points",
    "view_for",
]
