"""The error raised for an illegal Balconia action, carrying a reason code the UI translates."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Why an action was refused. The values are stable ids (saves, translations)."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_STEP = "wrong_step"  # a placement while a selection is due, or the reverse
    NO_SUCH_FACE = "no_such_face"
    FACES_NOT_ADJACENT = "faces_not_adjacent"
    FACE_NOT_OFFERED = "face_not_offered"
    NO_SUCH_CELL = "no_such_cell"
    CELL_TAKEN = "cell_taken"
    NOT_TOUCHING = "not_touching"


class IllegalMove(ValueError):
    """An action the rules forbid; the state it was tried on is unchanged."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail
