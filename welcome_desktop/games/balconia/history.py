"""The history of finished *Balconia* games: an SQLite file of its own in the user data dir
(``persistence.game_db`` opens it safely: versioned schema, one transaction per write, a
corrupt, newer or oversized file kept aside and a fresh one started).

Every finished game is one ``games`` row (the date, the seed, the variants, the number of turns,
the whole save and the deal's game code, "" if it has none: schema version 2) with one
``seats`` row per side (turquoise 0, pink 1): the name, the kind (human or a bot level), the
final score, the door's part of it and the rank (the tie rule: more
door points, else shared). A game recorded twice (a finished save opened again) is stored once.
Pure Python, no Qt.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from welcome_desktop.persistence.game_db import (
    Migration,
    content_fingerprint,
    json_cell,
    transaction,
    whole,
)
from welcome_desktop.persistence.game_records import (
    RecordedGames,
    code_cell,
    code_column,
    utc_stamp,
)
from welcome_desktop.persistence.save_errors import SaveError

from .engine import SIDES, GameState
from .engine.game_code import code_for, decode
from .save_codec import config_from_json, game_from_json, game_to_json

HISTORY_NAME: Final = "balconia-history.sqlite3"
#: A history bigger than this is not one the app wrote: kept aside, not read.
MAX_BYTES: Final = 256 * 1024 * 1024
#: One stored save bigger than this is not read back (a whole game is a few kB).
MAX_SAVE_CHARS: Final = 1024 * 1024
#: A stored score outside this range is not one a game can make: its row is not read.
MAX_ABS_SCORE: Final = 1000
MAX_TURNS: Final = 100


def _v1(db: sqlite3.Connection) -> None:
    db.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            seed INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            variants TEXT NOT NULL,
            save TEXT NOT NULL
        )"""
    )
    db.execute(
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            total INTEGER NOT NULL,
            door INTEGER NOT NULL,
            rank INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )"""
    )
    db.execute("CREATE INDEX games_by_date ON games(finished_at)")
    db.execute("CREATE INDEX seats_by_name ON seats(name)")


def _stored_code(save: object) -> str:
    """The game code of a stored save ("" if it has none or the save is not one)."""
    try:
        config = config_from_json(json_cell(save, MAX_SAVE_CHARS))
    except (SaveError, ValueError, TypeError):
        return ""
    return code_for(config) or ""


def _code_cell(value: object) -> str:
    """A stored code as the app writes it: the text of a Balconia code."""
    return code_cell(value, lambda text: decode(text) is not None)


#: MIGRATIONS[v] turns a version-v database into version v + 1 (v = 0: an empty file).
MIGRATIONS: Final[tuple[Migration, ...]] = (_v1, code_column(_stored_code))


@dataclass(frozen=True, slots=True)
class SeatRecord:
    name: str
    kind: str  # "human" or a bot level
    total: int  # the final score
    door: int  # the door's part of it (the first tie-break)
    rank: int  # 1 = first (shared on a tie that the door does not break)


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    finished_at: str  # ISO 8601, UTC
    seed: int
    turns: int
    seats: tuple[SeatRecord, ...] = field(default=())
    code: str = ""  # the deal's game code ("" if it has none)

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats if s.rank == 1)


def history_path() -> Path:
    return BalconiaHistory.default_path()


def fingerprint(state: GameState) -> str:
    """The same finished game always gives the same fingerprint (its config and every move)."""
    data = game_to_json(state)
    return content_fingerprint({"config": data["config"], "actions": data["actions"]})


def ranks(state: GameState) -> tuple[int, int]:
    """1 for the winner (both on a shared win), 2 for the other side."""
    winners = state.winners()
    turquoise, pink = (1 if side in winners else 2 for side in SIDES)
    return turquoise, pink


class BalconiaHistory(RecordedGames[GameRecord]):
    """The open *Balconia* history. ``problem`` tells what was found wrong on opening."""

    FILE_NAME = HISTORY_NAME
    MIGRATIONS = MIGRATIONS
    MAX_BYTES = MAX_BYTES
    RECORD_COLUMNS = "id, finished_at, seed, turns, code"

    # --- writing ---------------------------------------------------------------------------------
    def record(
        self,
        state: GameState,
        seats: Sequence[tuple[str, str]],
        *,
        finished_at: datetime | None = None,
    ) -> int | None:
        """Store a finished game; its id, or None if this very game was stored before.
        ``seats``: (name, kind) of turquoise, then of pink."""
        if not state.over:
            raise ValueError("only finished games go into the history")
        if len(seats) != len(SIDES):
            raise ValueError("one name and kind per side")
        when = utc_stamp(finished_at)
        scores, places = state.scores(), ranks(state)
        config = state.config.to_json()
        variants = {k: v for k, v in config.items() if k != "seed"}
        with transaction(self._db) as db:
            cursor = db.execute(
                """INSERT OR IGNORE INTO games (fingerprint, finished_at, seed, turns, variants,
                    save, code) VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (
                    fingerprint(state),
                    when,
                    state.config.seed,
                    len(state.turns),
                    json.dumps(variants, sort_keys=True),
                    json.dumps(game_to_json(state), separators=(",", ":")),
                    code_for(state.config) or "",
                ),
            )
            if cursor.rowcount == 0:
                return None
            game_id = int(cursor.lastrowid or 0)
            for seat, (name, kind) in enumerate(seats):
                db.execute(
                    """INSERT INTO seats (game_id, seat, name, kind, total, door, rank)
                        VALUES (?, ?, ?, ?, ?, ?, ?)""",
                    (
                        game_id,
                        seat,
                        str(name),
                        str(kind),
                        scores[seat].total,
                        scores[seat].door,
                        places[seat],
                    ),
                )
        return game_id

    # --- reading ---------------------------------------------------------------------------------
    def load_game(self, game_id: int) -> GameState:
        """The stored game rebuilt from its moves.

        Raises CorruptSaveError (or NewerSaveError) if the stored save does not replay."""
        return game_from_json(self.stored_save(game_id, MAX_SAVE_CHARS))

    def _record(self, row: tuple[Any, ...]) -> GameRecord | None:
        """The games row and its seats, checked: None if anything is not what the app writes
        (a number out of range, a float, a side missing...)."""
        game_id, finished_at, seed, turns, code = row
        try:
            seats = tuple(
                SeatRecord(
                    str(name),
                    str(kind),
                    whole(total, -MAX_ABS_SCORE, MAX_ABS_SCORE),
                    whole(door, -MAX_ABS_SCORE, MAX_ABS_SCORE),
                    whole(rank, 1, len(SIDES)),
                )
                for name, kind, total, door, rank in self._db.execute(
                    """SELECT name, kind, total, door, rank FROM seats
                       WHERE game_id = ? ORDER BY seat""",
                    (game_id,),
                )
            )
            if len(seats) != len(SIDES):
                raise ValueError("a side is missing")
            return GameRecord(
                int(game_id),
                str(finished_at),
                whole(seed, 0, 2**63 - 1),
                whole(turns, 0, MAX_TURNS),
                seats,
                _code_cell(code),
            )
        except (ValueError, TypeError, OverflowError):
            return None  # one damaged row never hides the others


def open_history(path: Path | None = None) -> BalconiaHistory | None:
    """The history, or None if it cannot be opened at all (the game goes on without it)."""
    return BalconiaHistory.opened(path)
