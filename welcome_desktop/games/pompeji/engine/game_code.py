"""Pompeji's game codes: a short code that names a deal and its rules, so that another table
(or the same one, for a rematch) plays the same cards in the same order, the volcanoes in the
same places, with the same options.

The text is every game's (``app.code_format``: 10 characters, a checksum that catches every
single typo); slot 4 names Pompeji. Its 34-bit body is, from the top: the seats − 2 (2 bits),
a random first player (1), the lenient draw rule (1), the ×2 variant (1), open hands (1) and the
seed (28 bits). A random first player is drawn from the seed (``random_first_seat``), so the
code needs one bit for it, not the seat. The players' names and who is a computer player are
not in the code: whoever joins sets the table (computer players on the same seats, at the same
levels, play the same moves as long as the humans do).

Pure Python, no Qt. A code of another game raises ``GameCodeError("other_game")``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from typing import Final

from welcome_desktop.app.code_format import GameCodeError, day_seed, pack_for, unpack_for

from .game import MAX_SEATS, MIN_SEATS, GameConfig, SkipRule, Special

__all__ = [
    "DAILY_SEATS",
    "SEED_LIMIT",
    "GameCodeError",
    "PompejiCode",
    "code_for",
    "daily_code",
    "daily_seed",
    "decode",
    "encode",
    "random_first_seat",
]

GAME: Final = "pompeji"
SEED_BITS: Final = 28
SEED_LIMIT: Final = 2**SEED_BITS  # new games draw their seed below this, so every one has a code
_FLAGS: Final = 4  # random first, lenient, x2, open hands
DAILY_SEATS: Final = 3  # today's challenge: the player and two computer players


def random_first_seat(seed: int, seats: int) -> int:
    """The first player of a game with a random first player: drawn from the deal's seed, so
    that everyone who plays the deal has the same one."""
    return random.Random(seed).randrange(seats)


@dataclass(frozen=True, slots=True)
class PompejiCode:
    """What a code names."""

    seats: int
    seed: int
    random_first: bool = False
    skip_rule: SkipRule = SkipRule.LITERAL
    special: Special = Special.PERMIT
    open_hands: bool = False

    def config(self) -> GameConfig:
        first = random_first_seat(self.seed, self.seats) if self.random_first else 0
        return GameConfig(
            seats=self.seats,
            seed=self.seed,
            first_seat=first,
            skip_rule=self.skip_rule,
            special=self.special,
            open_hands=self.open_hands,
        )


def encode(code: PompejiCode) -> str:
    """The code's text, e.g. ``K7HXM-3PDTA``. Raises ValueError for what a code cannot name."""
    if not MIN_SEATS <= code.seats <= MAX_SEATS:
        raise ValueError(f"seats must be {MIN_SEATS}..{MAX_SEATS}")
    if not 0 <= code.seed < SEED_LIMIT:
        raise ValueError(f"the seed must be 0..2^{SEED_BITS} - 1")
    flags = (
        int(code.random_first) << 3
        | int(code.skip_rule is SkipRule.LENIENT) << 2
        | int(code.special is Special.DOUBLE) << 1
        | int(code.open_hands)
    )
    body = ((((code.seats - MIN_SEATS) << _FLAGS) | flags) << SEED_BITS) | code.seed
    return pack_for(GAME, body)


def decode(text: str) -> PompejiCode:
    """What ``text`` names; GameCodeError says what is wrong with a mistyped code, or names the
    game a code of another game belongs to."""
    _sheet, body = unpack_for(text, GAME)
    seed = body & (SEED_LIMIT - 1)
    body >>= SEED_BITS
    flags = body & (2**_FLAGS - 1)
    seats = MIN_SEATS + (body >> _FLAGS)
    if seats > MAX_SEATS:
        raise GameCodeError("unknown")
    return PompejiCode(
        seats=seats,
        seed=seed,
        random_first=bool(flags & 8),
        skip_rule=SkipRule.LENIENT if flags & 4 else SkipRule.LITERAL,
        special=Special.DOUBLE if flags & 2 else Special.PERMIT,
        open_hands=bool(flags & 1),
    )


def code_for(config: GameConfig) -> str | None:
    """The code of a game's deal, or None when no code names it (a seed from before codes, or
    a first player that neither the first seat nor the seed's draw gives: a hand-edited save)."""
    if not 0 <= config.seed < SEED_LIMIT:
        return None
    if config.first_seat == 0:
        random_first = False
    elif config.first_seat == random_first_seat(config.seed, config.seats):
        random_first = True
    else:
        return None
    code = PompejiCode(
        config.seats,
        config.seed,
        random_first,
        config.skip_rule,
        config.special,
        config.open_hands,
    )
    return encode(code)


def daily_seed(day: date) -> int:
    """The seed of the day's challenge: the same for everyone, from the date alone."""
    return day_seed("welcome-desktop/pompeji-daily", day, SEED_LIMIT)


def daily_code(day: date) -> str:
    """The code of the day's challenge: a 3-seat deal with the standard rules."""
    return encode(PompejiCode(DAILY_SEATS, daily_seed(day)))
