"""The rules of Welcome To as pure Python: immutable states, legal moves, scoring. No Qt, no I/O."""

from .data import ADVANCED_PLANS, ALL_PLANS, BASIC_PLANS, PLANS_BY_ID, Effect, PlanDef, PlanKind
from .errors import IllegalMove, Reason
from .game import (
    EndReason,
    GameConfig,
    GameState,
    Mode,
    can_end_table_game,
    check_move,
    end_table_game,
    new_game,
    play_round,
    set_table_round,
    set_table_temps,
    submit,
)
from .legal import effect_moves, effect_targets, moves_for_sheet, random_move, roundabout_options
from .moves import REFUSAL, Combination, Move, PlanClaim
from .plans import check_claim, claim_plan, estate_options, plan_met, preferred_estates
from .rules import apply_move, can_write, draw_roundabout, placements, shifts_for
from .scoring import Score, score_all, score_sheet, temp_points
from .sheet import EMPTY, ROUNDABOUT, Estate, Sheet
from .sheet_spec import BASE_SHEET, SheetSpec, StreetSpec, TrackSpec
from .table_temps import TableTemps, table_temp_points, temp_rank
from .themes import SHEETS, THEME_IDS, THEMES, Theme, theme_for
from .view import SeatView, view_for

__all__ = [
    "ADVANCED_PLANS",
    "ALL_PLANS",
    "BASE_SHEET",
    "BASIC_PLANS",
    "EMPTY",
    "PLANS_BY_ID",
    "REFUSAL",
    "ROUNDABOUT",
    "SHEETS",
    "THEMES",
    "THEME_IDS",
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
    "SheetSpec",
    "StreetSpec",
    "TableTemps",
    "Theme",
    "TrackSpec",
    "apply_move",
    "can_end_table_game",
    "can_write",
    "check_claim",
    "check_move",
    "claim_plan",
    "draw_roundabout",
    "effect_moves",
    "effect_targets",
    "end_table_game",
    "estate_options",
    "moves_for_sheet",
    "new_game",
    "placements",
    "plan_met",
    "play_round",
    "preferred_estates",
    "random_move",
    "roundabout_options",
    "score_all",
    "score_sheet",
    "set_table_round",
    "set_table_temps",
    "shifts_for",
    "submit",
    "table_temp_points",
    "temp_points",
    "temp_rank",
    "theme_for",
    "view_for",
]
