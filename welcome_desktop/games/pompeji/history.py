"""The history of finished *Pompeji* games: an SQLite file of its own in the user data dir
(``persistence.game_db`` opens it safely: versioned schema, one transaction per write, a
corrupt, newer or oversized file kept aside and a fresh one started).

Every finished game is one ``games`` row (the date, the seat count, the seed, the number of
turns, the whole save and the deal's game code, "" if it has none) with one ``seats`` row per
seat: the name, the kind (human or a bot
level), the final score, the rank, the hand penalty and the running total after each turn. A
game recorded twice (a finished save opened again) is stored once. Pure Python, no Qt.
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

from .engine import MAX_SEATS, GameState
from .engine.game_code import code_for, decode
from .save_codec import config_from_json, game_from_json, game_to_json

HISTORY_NAME: Final = "pompeji-history.sqlite3"
#: A history bigger than this is not one the app wrote: kept aside, not read.
MAX_BYTES: Final = 256 * 1024 * 1024
#: One stored save bigger than this is not read back (a whole game is a few kB).
MAX_SAVE_CHARS: Final = 1024 * 1024
#: A stored score outside this range is not one a game can make: its row is not read.
MAX_ABS_SCORE: Final = 5000
MAX_TURNS: Final = 1000


def _v1(db: sqlite3.Connection) -> None:
    db.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            seat_count INTEGER NOT NULL,
            seed INTEGER NOT NULL,
            turns INTEGER NOT NULL,
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
            rank INTEGER NOT NULL,
            penalty INTEGER NOT NULL,
            totals TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )"""
    )
    db.execute("CREATE INDEX games_by_date ON games(finished_at)")
    db.execute("CREATE INDEX seats_by_name ON seats(name)")


def _stored_code(save: object) -> str:
    """The game code of a stored save ("" if it has none or the save is not one; those from
    before the codes, whose seeds are mostly too big for one, have none)."""
    try:
        config = config_from_json(json_cell(save, MAX_SAVE_CHARS))
    except (ValueError, TypeError):
        return ""
    return code_for(config) or ""


#: MIGRATIONS[v] turns a version-v database into version v + 1 (v = 0: an empty file).
MIGRATIONS: Final[tuple[Migration, ...]] = (_v1, code_column(_stored_code))


@dataclass(frozen=True, slots=True)
class SeatRecord:
    name: str
    kind: str  # "human" or a bot level
    total: int  # the final score, the hand penalty taken off
    rank: int  # 1 = first (shared on a tie)
    penalty: int  # the values of the monuments left in hand
    totals: tuple[int, ...]  # the running total after each turn of the game


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    finished_at: str  # ISO 8601, UTC
    seat_count: int
    seed: int
    turns: int
    seats: tuple[SeatRecord, ...] = field(default=())
    code: str = ""  # the deal's game code ("" if it has none)

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats if s.rank == 1)


def history_path() -> Path:
    return PompejiHistory.default_path()


def fingerprint(state: GameState) -> str:
    """The same finished game always gives the same fingerprint (its config and every move)."""
    data = game_to_json(state)
    return content_fingerprint({"config": data["config"], "actions": data["actions"]})


def _score(value: object) -> int:
    return whole(value, -MAX_ABS_SCORE, MAX_ABS_SCORE)


class PompejiHistory(RecordedGames[GameRecord]):
    """The open *Pompeji* history. ``problem`` tells what was found wrong on opening."""

    FILE_NAME = HISTORY_NAME
    MIGRATIONS = MIGRATIONS
    MAX_BYTES = MAX_BYTES
    RECORD_COLUMNS = "id, finished_at, seat_count, seed, turns, code"

    # --- writing ---------------------------------------------------------------------------------
    def record(
        self,
        state: GameState,
        seats: Sequence[tuple[str, str]],
        *,
        finished_at: datetime | None = None,
    ) -> int | None:
        """Store a finished game; its id, or None if this very game was stored before.
        ``seats``: (name, kind) per seat."""
        if not state.over:
            raise ValueError("only finished games go into the history")
        if len(seats) != state.seats:
            raise ValueError("one name and kind per seat")
        when = utc_stamp(finished_at)
        finals, ranks, totals = state.final_scores(), state.ranks(), state.running_totals()
        with transaction(self._db) as db:
            cursor = db.execute(
                """INSERT OR IGNORE INTO games (fingerprint, finished_at, seat_count, seed,
                    turns, save, code) VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (
                    fingerprint(state),
                    when,
                    state.seats,
                    state.config.seed,
                    len(state.turns),
                    json.dumps(game_to_json(state), separators=(",", ":")),
                    code_for(state.config) or "",
                ),
            )
            if cursor.rowcount == 0:
                return None
            game_id = int(cursor.lastrowid or 0)
            for seat, (name, kind) in enumerate(seats):
                running = [row[seat] for row in totals]
                db.execute(
                    """INSERT INTO seats (game_id, seat, name, kind, total, rank, penalty,
                        totals) VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
                    (
                        game_id,
                        seat,
                        str(name),
                        str(kind),
                        finals[seat],
                        ranks[seat],
                        state.hand_penalty(seat),
                        json.dumps(running),
                    ),
                )
        return game_id

    # --- reading ---------------------------------------------------------------------------------
    def load_game(self, game_id: int) -> GameState:
        """The stored game rebuilt from its moves (for a replay).

        Raises CorruptSaveError (or NewerSaveError) if the stored save does not replay."""
        return game_from_json(self.stored_save(game_id, MAX_SAVE_CHARS))

    def _record(self, row: tuple[Any, ...]) -> GameRecord | None:
        """The games row and its seats, checked: None if anything is not what the app writes
        (a number out of range, a float, malformed JSON...)."""
        game_id, finished_at, seat_count, seed, turns, code = row
        try:
            seats = tuple(
                SeatRecord(
                    str(name),
                    str(kind),
                    _score(total),
                    whole(rank, 1, MAX_SEATS),
                    whole(penalty, 0, MAX_ABS_SCORE),
                    tuple(_score(v) for v in json_cell(running, MAX_SAVE_CHARS)),
                )
                for name, kind, total, rank, penalty, running in self._db.execute(
                    """SELECT name, kind, total, rank, penalty, totals FROM seats
                       WHERE game_id = ? ORDER BY seat""",
                    (game_id,),
                )
            )
            count = whole(seat_count, 1, MAX_SEATS)
            if len(seats) != count:
                raise ValueError("seats missing")
            return GameRecord(
                int(game_id),
                str(finished_at),
                count,
                whole(seed, 0, 2**63 - 1),
                whole(turns, 0, MAX_TURNS),
                seats,
                _code_cell(code, count),
            )
        except (ValueError, TypeError, OverflowError):
            return None  # one damaged row never hides the others


def _code_cell(value: object, seats: int) -> str:
    """A stored code as the app writes it: the text of a code of a game of ``seats`` seats."""
    return code_cell(value, lambda text: decode(text).seats == seats)


def open_history(path: Path | None = None) -> PompejiHistory | None:
    """The history, or None if it cannot be opened at all (the game goes on without it)."""
    return PompejiHistory.opened(path)
