"""Why the app refused an action (besides the engine's ``Reason``): steps out of order, no game,
busy workers. Their sentences are ``app.messages.APP_REASONS``."""

from __future__ import annotations

from enum import StrEnum


class AppReason(StrEnum):
    CHOOSE_COMBINATION = "choose_combination"
    HOUSE_ALREADY_PLACED = "house_already_placed"
    NO_EFFECT_PENDING = "no_effect_pending"
    TURN_IS_REFUSAL = "turn_is_refusal"
    NOT_READY = "not_ready"
    NO_CLAIM_CHOICE = "no_claim_choice"
    NO_RESHUFFLE_QUESTION = "no_reshuffle_question"
    NO_GAME = "no_game"
    NOT_YOUR_TURN = "not_your_turn"
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"
    ENTER_TABLE_CARDS = "enter_table_cards"
    NOT_SCORE_PAD = "not_score_pad"
    BAD_TABLE_CARDS = "bad_table_cards"
    INTERNAL_ERROR = "internal_error"
    HINT_BUSY = "hint_busy"
