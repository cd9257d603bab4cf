"""The error raised for an illegal Pompeji action, carrying a reason code the UI translates."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Why an action was refused. The values are stable ids (saves, translations)."""

    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_YOUR_TURN = "not_your_turn"
    BAD_ACTION = "bad_action"
    NO_SUCH_CARD = "no_such_card"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    CELL_TAKEN = "cell_taken"
    NOT_TOUCHING = "not_touching"
    CITY_TOO_LARGE = "city_too_large"
    SAME_MONUMENT_BESIDE = "same_monument_beside"
    SAME_COLOUR_BESIDE = "same_colour_beside"
    STATUE_USED = "statue_used"
    STATUE_DOES_NOT_DRAW = "statue_does_not_draw"
    DISCARD_NOT_ALLOWED = "discard_not_allowed"
    SKIP_NOT_ALLOWED = "skip_not_allowed"
    PERMIT_USED = "permit_used"
    PERMIT_BEFORE_OWN_TURN = "permit_before_own_turn"
    DOUBLE_USED = "double_used"
    NOT_IN_VARIANT = "not_in_variant"


class IllegalMove(ValueError):
    """An action the rules forbid; the state it was tried on is unchanged."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail
