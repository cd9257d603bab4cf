"""Who sits in a seat: a person at the device, or a computer player of a level. The one list of
seat kinds for the setup, the New Game page, the bots and the translated labels."""

from __future__ import annotations

from enum import StrEnum


class SeatKind(StrEnum):
    HUMAN = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    RANDOM = "random"  # a stand-in for a level that is missing (never offered)


# The kinds a player may choose for a seat, in the order offered.
SEAT_KINDS: tuple[SeatKind, ...] = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)
# Every computer-player level, weakest first.
BOT_NAMES: tuple[SeatKind, ...] = (SeatKind.RANDOM, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD)
