"""Shared-deck game codes: a short code a person can read out or type that names the game, its
mode and variants and the deal's seed, so friends on separate computers play the same cards.

A code is 10 characters, shown as two groups of five (``K7HXM-3PDTA``). Its alphabet has 23
symbols without look-alikes (no 0/O/Q, 1/I/L, 5/S, 8/B, U/V, Z). The first 9 carry 39 bits:
format version (2), game and sheet (3), mode (2), advanced plans (1), seed (31); the 10th is a
checksum ``sum((i + 1) * value_i) mod 23``. The 3-bit slot names a game together with the sheet
it is played on (``KINDS``): slot 0, the only one of the first codes, is Welcome To on the base
sheet, so every code handed out before the thematic sheets still names the same game. Because 23
is prime and every weight is below 23, changing any one character, or swapping two neighbouring
ones, always changes the checksum: every single-character typo is caught, and a mistyped code
never starts another game.

Pure Python, no Qt. Errors carry a stable ``code`` and details the UI words (translated).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date
from typing import Final

from .game import GameConfig, Mode

ALPHABET: Final = "234679ACDEFGHJKMNPRTWXY"
BASE: Final = len(ALPHABET)  # 23, a prime
PAYLOAD_LENGTH: Final = 9
LENGTH: Final = PAYLOAD_LENGTH + 1
FORMAT_VERSION: Final = 0
SEED_BITS: Final = 31
#: Board games a code can name, each with the sheet it is played on (the position is what the
#: code stores; append only, never reorder: codes already handed out must keep their meaning).
KINDS: Final[tuple[tuple[str, str], ...]] = (
    ("welcome", "base"),
    ("welcome", "ice_cream"),
    ("welcome", "lights"),
    ("welcome", "eggs"),
)
GAMES: Final = tuple(dict.fromkeys(game for game, _ in KINDS))
MODES: Final = (Mode.STANDARD, Mode.SOLO, Mode.EXPERT)
SEPARATORS: Final = " -_.\t"

_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}


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


class GameCodeError(ValueError):
    """A code that cannot be read. ``code``: "empty", "length", "character", "checksum",
    "version" or "unknown"; ``found``/``expected``/``position`` detail it (1-based position)."""

    def __init__(self, code: str, *, found: str = "", expected: int = 0, position: int = 0) -> None:
        super().__init__(f"{code}: found={found!r} expected={expected} position={position}")
        self.code = code
        self.found = found
        self.expected = expected
        self.position = position


def checksum(values: list[int]) -> int:
    return sum((i + 1) * v for i, v in enumerate(values)) % BASE


def encode(code: GameCode) -> str:
    """The code's text, e.g. ``K7HXM-3PDTA``. Raises ValueError for what a code cannot name."""
    kind = (code.game, code.sheet)
    if kind not in KINDS or code.mode not in MODES:
        raise ValueError(f"no game code for {code.game}/{code.sheet}/{code.mode}")
    if not 0 <= code.seed < 2**SEED_BITS:
        raise ValueError(f"the seed must be 0..2^{SEED_BITS} - 1")
    number = FORMAT_VERSION
    number = number * 8 + KINDS.index(kind)
    number = number * 4 + MODES.index(code.mode)
    number = number * 2 + int(code.advanced)
    number = (number << SEED_BITS) | code.seed
    values = []
    for _ in range(PAYLOAD_LENGTH):
        number, digit = divmod(number, BASE)
        values.append(digit)
    values.reverse()
    values.append(checksum(values))
    text = "".join(ALPHABET[v] for v in values)
    return f"{text[:5]}-{text[5:]}"


def normalise(text: str) -> str:
    """Upper case, without the spaces and dashes people put in."""
    return "".join(ch for ch in text.upper() if ch not in SEPARATORS)


def decode(text: str) -> GameCode:
    """What ``text`` names; GameCodeError says what is wrong with a mistyped code."""
    raw = normalise(text)
    if not raw:
        raise GameCodeError("empty", expected=LENGTH)
    for position, ch in enumerate(raw, start=1):
        if ch not in _VALUE:
            raise GameCodeError("character", found=ch, position=position)
    if len(raw) != LENGTH:
        raise GameCodeError("length", found=str(len(raw)), expected=LENGTH)
    values = [_VALUE[ch] for ch in raw]
    if checksum(values[:-1]) != values[-1]:
        raise GameCodeError("checksum")
    number = 0
    for v in values[:-1]:
        number = number * BASE + v
    seed = number & (2**SEED_BITS - 1)
    number >>= SEED_BITS
    advanced = bool(number & 1)
    number >>= 1
    mode_index = number & 3
    number >>= 2
    game_index = number & 7
    version = number >> 3
    if version != FORMAT_VERSION:
        raise GameCodeError("version", found=str(version), expected=FORMAT_VERSION)
    if game_index >= len(KINDS) or mode_index >= len(MODES):
        raise GameCodeError("unknown")
    game, sheet = KINDS[game_index]
    return GameCode(game, MODES[mode_index], advanced, seed, sheet)


def code_for(config: GameConfig, game: str = "welcome") -> str | None:
    """The code of a game's deal, or None (score-pad games use the cards on the table)."""
    if config.table or config.plan_ids:
        return None
    if (game, config.sheet) not in KINDS:
        return None
    return encode(GameCode(game, config.mode, config.advanced, config.seed, config.sheet))


def daily_seed(day: date) -> int:
    """The seed of the day's solo challenge: the same for everyone, from the date alone."""
    digest = hashlib.sha256(f"welcome-desktop/daily/{day.isoformat()}".encode()).digest()
    return int(int.from_bytes(digest[:8], "big") % 2**SEED_BITS)


def daily_code(day: date) -> str:
    """The code of the day's solo challenge (the solo variant, basic plans)."""
    return encode(GameCode("welcome", Mode.SOLO, False, daily_seed(day)))
