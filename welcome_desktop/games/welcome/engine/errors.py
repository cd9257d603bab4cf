"""The error raised for an illegal action, carrying a reason code the UI translates."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Why an action was refused. The values are stable ids (saves, translations)."""

    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"
    ALREADY_SUBMITTED = "already_submitted"
    NO_SUCH_COMBINATION = "no_such_combination"
    NO_SUCH_HOUSE = "no_such_house"
    HOUSE_NOT_EMPTY = "house_not_empty"
    NUMBER_OUT_OF_ORDER = "number_out_of_order"
    NUMBER_OUT_OF_RANGE = "number_out_of_range"
    SHIFT_NEEDS_TEMP = "shift_needs_temp"
    SHIFT_TOO_LARGE = "shift_too_large"
    MUST_WRITE_NUMBER = "must_write_number"
    NO_EFFECT_WITH_REFUSAL = "no_effect_with_refusal"
    EFFECT_TARGET_MISSING = "effect_target_missing"
    EFFECT_TARGET_UNEXPECTED = "effect_target_unexpected"
    NO_SUCH_FENCE_SLOT = "no_such_fence_slot"
    FENCE_ALREADY_THERE = "fence_already_there"
    FENCE_SPLITS_BIS = "fence_splits_bis"
    FENCE_IN_USED_ESTATE = "fence_in_used_estate"
    NO_SUCH_COLUMN = "no_such_column"
    COLUMN_FULL = "column_full"
    PARKS_FULL = "parks_full"
    NO_POOL_HERE = "no_pool_here"
    POOLS_FULL = "pools_full"
    TEMPS_FULL = "temps_full"
    BIS_FULL = "bis_full"
    BIS_NOT_BESIDE = "bis_not_beside"
    BIS_SOURCE_EMPTY = "bis_source_empty"
    BIS_ACROSS_FENCE = "bis_across_fence"
    ROUNDABOUTS_NOT_IN_GAME = "roundabouts_not_in_game"
    ROUNDABOUTS_FULL = "roundabouts_full"
    ROUNDABOUT_NOT_EMPTY = "roundabout_not_empty"
    ROUNDABOUT_ON_NUMBER = "roundabout_on_number"
    RESHUFFLE_NOT_ALLOWED = "reshuffle_not_allowed"
    NO_SUCH_PLAN = "no_such_plan"
    PLAN_ALREADY_SCORED = "plan_already_scored"
    PLAN_NOT_MET = "plan_not_met"
    PLAN_CLAIM_INVALID = "plan_claim_invalid"
    NO_OFFER_YET = "no_offer_yet"
    NOT_A_TABLE_GAME = "not_a_table_game"
    TABLE_OFFER_INVALID = "table_offer_invalid"
    TRUCK_CHOICE_UNEXPECTED = "truck_choice_unexpected"
    TABLE_TEMPS_INVALID = "table_temps_invalid"


class IllegalMove(ValueError):
    """An action the rules forbid; the state it was tried on is unchanged."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail
