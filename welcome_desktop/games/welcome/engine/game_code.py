"""Shared-deck game codes of Welcome To: a short code a person can read out or type that names
the mode, the variants, the sheet and the deal's seed, so friends on separate computers play the
same cards.

The text (10 characters, 23 symbols without look-alikes, a checksum that catches every single
typo) is every game's (``app.code_format``). Its 3-bit slot names Welcome To together with the
sheet it is played on: slot 0, the only one of the first codes, is the base sheet, so every code
handed out before the thematic sheets still names the same game. The 34-bit body is mode (2),
advanced plans (1) and seed (31). A code of another game (Pompeji's) is recognised and refused
as such ("other_game").

Pure Python, no Qt. Errors carry a stable ``code`` and details the UI words (translated).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Final

from welcome_desktop.app.code_format import (
    ALPHABET,
    LENGTH,
    SLOTS,
    GameCodeError,
    day_seed,
    normalise,
    pack,
    slot_of,
    unpack_for,
)

from .game import GameConfig, Mode

__all__ = [
    "ALPHABET",
    "KINDS",
    "LENGTH",
    "MODES",
    "GameCode",
    "GameCodeError",
    "code_for",
    "daily_code",
    "daily_seed",
    "decode",
    "encode",
    "normalise",
]

SEED_BITS: Final = 31
GAME: Final = "welcome"
#: The sheets a code can name, in slot order (the slots are ``code_format.SLOTS``').
KINDS: Final[tuple[tuple[str, str], ...]] = tuple(k for k in SLOTS if k[0] == GAME)
MODES: Final = (Mode.STANDARD, Mode.SOLO, Mode.EXPERT)


@dataclass(frozen=True, slots=True)
class GameCode:
    """What a code names."""

    game: str
    mode: Mode
    advanced: bool
    seed: int
    sheet: str = "base"

    def config(self) -> GameConfig:
        """The one-seat game of this deal (each friend plays their own sheet)."""
        return GameConfig(
            mode=self.mode, seats=1, advanced=self.advanced, seed=self.seed, sheet=self.sheet
        )


def encode(code: GameCode) -> str:
    """The code's text, e.g. ``K7HXM-3PDTA``. Raises ValueError for what a code cannot name."""
    slot = slot_of(code.game, code.sheet) if code.game == GAME else None
    if slot is None or code.mode not in MODES:
        raise ValueError(f"no game code for {code.game}/{code.sheet}/{code.mode}")
    if not 0 <= code.seed < 2**SEED_BITS:
        raise ValueError(f"the seed must be 0..2^{SEED_BITS} - 1")
    body = (((MODES.index(code.mode) << 1) | int(code.advanced)) << SEED_BITS) | code.seed
    return pack(slot, body)


def decode(text: str) -> GameCode:
    """What ``text`` names; GameCodeError says what is wrong with a mistyped code (or names the
    game a code of another game belongs to)."""
    sheet, body = unpack_for(text, GAME)
    seed = body & (2**SEED_BITS - 1)
    body >>= SEED_BITS
    advanced = bool(body & 1)
    mode_index = body >> 1
    if mode_index >= len(MODES):
        raise GameCodeError("unknown")
    return GameCode(GAME, MODES[mode_index], advanced, seed, sheet)


def code_for(config: GameConfig) -> str | None:
    """The code of a game's deal, or None (score-pad games use the cards on the table)."""
    if config.table or config.plan_ids or (GAME, config.sheet) not in KINDS:
        return None
    return encode(GameCode(GAME, config.mode, config.advanced, config.seed, config.sheet))


def daily_seed(day: date) -> int:
    """The seed of the day's solo challenge: the same for everyone, from the date alone."""
    return day_seed("welcome-desktop/daily", day, 2**SEED_BITS)


def daily_code(day: date) -> str:
    """The code of the day's solo challenge (the solo variant, basic plans)."""
    return encode(GameCode("welcome", Mode.SOLO, False, daily_seed(day)))
