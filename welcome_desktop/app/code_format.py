"""The text of every game's shared-deal codes: a short code a person can read out or type.

A code is 10 characters, shown as two groups of five (``K7HXM-3PDTA``). Its alphabet has 23
symbols without look-alikes (no 0/O/Q, 1/I/L, 5/S, 8/B, U/V, Z). The first 9 carry a number of
39 bits: format version (2), slot (3), body (34); the 10th is a checksum
``sum((i + 1) * value_i) mod 23``. Because 23 is prime and every weight is below 23, changing
any one character, or swapping two neighbouring ones, always changes the checksum: every
single-character typo is caught, and a mistyped code never starts another game.

The slot names a game (with the sheet it is played on, for Welcome To); the body is the game's
own (``games.welcome.engine.game_code``, ``games.pompeji.engine.game_code``,
``games.balconia.engine.game_code``). Because every game
reads the same slots, a code typed into the wrong game is recognised and the player is told
which game it belongs to. Pure Python, no Qt. Errors carry a stable ``code`` and details the UI
words (translated).
"""

from __future__ import annotations

import hashlib
from datetime import date
from typing import Final

ALPHABET: Final = "234679ACDEFGHJKMNPRTWXY"
BASE: Final = len(ALPHABET)  # 23, a prime
PAYLOAD_LENGTH: Final = 9
LENGTH: Final = PAYLOAD_LENGTH + 1
FORMAT_VERSION: Final = 0
SLOT_BITS: Final = 3
BODY_BITS: Final = 34
SEPARATORS: Final = " -_.\t"
#: What each slot names: (game id, sheet). Append only, never reorder: codes already handed out
#: must keep their meaning. Slot 0, the only one of the first codes, is Welcome To on its base
#: sheet; slots 1-3 its thematic sheets; slot 4 Pompeji (one city, no sheet); slot 5 Balconia.
SLOTS: Final[tuple[tuple[str, str], ...]] = (
    ("welcome", "base"),
    ("welcome", "ice_cream"),
    ("welcome", "lights"),
    ("welcome", "eggs"),
    ("pompeji", ""),
    ("balconia", ""),
)

_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}


class GameCodeError(ValueError):
    """A code that cannot be read. ``code``: "empty", "length", "character", "checksum",
    "version", "unknown" (a slot or value this version does not have) or "other_game" (a code
    of another game, named by ``found``); ``found``/``expected``/``position`` detail it
    (1-based position)."""

    def __init__(self, code: str, *, found: str = "", expected: int = 0, position: int = 0) -> None:
        super().__init__(f"{code}: found={found!r} expected={expected} position={position}")
        self.code = code
        self.found = found
        self.expected = expected
        self.position = position


def checksum(values: list[int]) -> int:
    return sum((i + 1) * v for i, v in enumerate(values)) % BASE


def normalise(text: str) -> str:
    """Upper case, without the spaces and dashes people put in."""
    return "".join(ch for ch in text.upper() if ch not in SEPARATORS)


def pack(slot: int, body: int) -> str:
    """The code's text, e.g. ``K7HXM-3PDTA``, for a slot of ``SLOTS`` and a body below
    ``2**BODY_BITS``. Raises ValueError for what a code cannot carry."""
    if not 0 <= slot < len(SLOTS):
        raise ValueError(f"no code slot {slot}")
    if not 0 <= body < 2**BODY_BITS:
        raise ValueError(f"a code body is below 2^{BODY_BITS}")
    number = (((FORMAT_VERSION << SLOT_BITS) | slot) << BODY_BITS) | body
    values = []
    for _ in range(PAYLOAD_LENGTH):
        number, digit = divmod(number, BASE)
        values.append(digit)
    values.reverse()
    values.append(checksum(values))
    text = "".join(ALPHABET[v] for v in values)
    return f"{text[:5]}-{text[5:]}"


def pack_for(game: str, body: int) -> str:
    """The text of a code of ``game`` (one that has a slot of its own) carrying ``body``."""
    slot = slot_of(game)
    if slot is None:
        raise ValueError(f"codes cannot name {game!r}")
    return pack(slot, body)


def day_seed(key: str, day: date, limit: int) -> int:
    """A seed below ``limit`` that is the same for everyone on ``day``: from a hash of the
    game's ``key`` and the date alone (today's challenges)."""
    digest = hashlib.sha256(f"{key}/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % limit


def unpack(text: str) -> tuple[int, int]:
    """(slot, body) of a typed code; GameCodeError says what is wrong with a mistyped one."""
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
    body = number & (2**BODY_BITS - 1)
    number >>= BODY_BITS
    slot = number & (2**SLOT_BITS - 1)
    version = number >> SLOT_BITS
    if version != FORMAT_VERSION:
        raise GameCodeError("version", found=str(version), expected=FORMAT_VERSION)
    if slot >= len(SLOTS):
        raise GameCodeError("unknown")
    return slot, body


def unpack_for(text: str, game: str) -> tuple[str, int]:
    """(sheet, body) of a code of ``game``; a readable code of another game raises
    GameCodeError("other_game", found=that game's id)."""
    slot, body = unpack(text)
    owner, sheet = SLOTS[slot]
    if owner != game:
        raise GameCodeError("other_game", found=owner)
    return sheet, body


def slot_of(game: str, sheet: str = "") -> int | None:
    """The slot of a game (and sheet), or None if codes cannot name it."""
    try:
        return SLOTS.index((game, sheet))
    except ValueError:
        return None
