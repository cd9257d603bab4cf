"""Balconia's game codes: a short code that names a deal and its variants, so that another table
(or the same one, for a rematch) builds with the same blocks in the same order, the same
entrance, under the same variants.

The text is every game's (``app.code_format``: 10 characters, a checksum that catches every
single typo); slot 5 names Balconia. Its 34-bit body is, from the top: blocks anywhere (1 bit),
the entrance in any bottom cell (1), the long game (1), the entrance column (3 bits: 0-4, or 7
when the seed draws it, as it does without variant (b)) and the seed (28 bits). The players'
names and who is a computer player are not in the code: whoever joins sets the table.

Pure Python, no Qt. A code of another game raises ``GameCodeError("other_game")``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Final

from welcome_desktop.app.code_format import GameCodeError, day_seed, pack_for, unpack_for

from .building import SIZE
from .game import GameConfig

__all__ = [
    "SEED_LIMIT",
    "BalconiaCode",
    "GameCodeError",
    "code_for",
    "daily_code",
    "daily_seed",
    "decode",
    "encode",
]

GAME: Final = "balconia"
SEED_BITS: Final = 28
SEED_LIMIT: Final = 2**SEED_BITS  # new games draw their seed below this, so every one has a code
_COLUMN_BITS: Final = 3
_DRAWN: Final = 7  # the entrance column field when the seed draws the column


@dataclass(frozen=True, slots=True)
class BalconiaCode:
    """What a code names: ``GameConfig``'s fields."""

    seed: int
    anywhere: bool = False
    entrance_anywhere: bool = False
    long_game: bool = False
    entrance_column: int | None = None

    def config(self) -> GameConfig:
        return GameConfig(
            seed=self.seed,
            anywhere=self.anywhere,
            entrance_anywhere=self.entrance_anywhere,
            long_game=self.long_game,
            entrance_column=self.entrance_column,
        )


def encode(code: BalconiaCode) -> str:
    """The code's text, e.g. ``K7HXM-3PDTA``. Raises ValueError for what a code cannot name."""
    if not 0 <= code.seed < SEED_LIMIT:
        raise ValueError(f"the seed must be 0..2^{SEED_BITS} - 1")
    code.config()  # raises ValueError for a column without variant (b) or outside the row
    column = _DRAWN if code.entrance_column is None else code.entrance_column
    flags = int(code.anywhere) << 2 | int(code.entrance_anywhere) << 1 | int(code.long_game)
    body = (((flags << _COLUMN_BITS) | column) << SEED_BITS) | code.seed
    return pack_for(GAME, body)


def decode(text: str) -> BalconiaCode:
    """What ``text`` names; GameCodeError says what is wrong with a mistyped code, or names the
    game a code of another game belongs to."""
    _sheet, body = unpack_for(text, GAME)
    seed = body & (SEED_LIMIT - 1)
    body >>= SEED_BITS
    column = body & (2**_COLUMN_BITS - 1)
    flags = body >> _COLUMN_BITS
    entrance_anywhere = bool(flags & 2)
    if column != _DRAWN and (column >= SIZE or not entrance_anywhere):
        raise GameCodeError("unknown")
    return BalconiaCode(
        seed=seed,
        anywhere=bool(flags & 4),
        entrance_anywhere=entrance_anywhere,
        long_game=bool(flags & 1),
        entrance_column=None if column == _DRAWN else column,
    )


def code_for(config: GameConfig) -> str | None:
    """The code of a game's deal, or None when no code names it (a seed from before codes)."""
    if not 0 <= config.seed < SEED_LIMIT:
        return None
    code = BalconiaCode(
        config.seed,
        config.anywhere,
        config.entrance_anywhere,
        config.long_game,
        config.entrance_column,
    )
    return encode(code)


def daily_seed(day: date) -> int:
    """The seed of the day's challenge: the same for everyone, from the date alone."""
    return day_seed("welcome-desktop/balconia-daily", day, SEED_LIMIT)


def daily_code(day: date) -> str:
    """The code of the day's challenge: a deal with the standard rules (no variant)."""
    return encode(BalconiaCode(daily_seed(day)))
