"""The history of finished games: an SQLite database (standard library) in the user data dir.

Every finished game of any mode and seat count is one ``games`` row (``game`` names the board
game, "welcome" for now) with one ``seats`` row per seat. A row keeps the configuration, the
seed, the end reasons, the date, the shared-deck game code and the whole save (so the game can
be replayed), and per seat the name, the kind (human or a bot level), the final breakdown, the
rank and the running total after each round.

Opening, upgrading, keeping a bad file aside and the strict reading of cells are
``welcome_desktop.persistence.game_db``'s (shared with every game's history). A game recorded
twice (e.g. a finished save opened again) is stored once.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from welcome_desktop.persistence.game_db import (
    DatabaseError,
    DatabaseProblem,
    content_fingerprint,
    json_cell,
    transaction,
    whole,
)
from welcome_desktop.persistence.game_records import RecordedGames, utc_stamp

from ..engine import GameConfig, GameState
from ..engine.scoring import CATEGORIES
from .saves import CorruptSaveError, NewerSaveError, game_from_json, game_to_json

HISTORY_NAME: Final = "history.sqlite3"
GAME_WELCOME: Final = "welcome"
#: A history bigger than this is not one the app wrote: kept aside, not read.
MAX_BYTES: Final = 256 * 1024 * 1024
#: One stored save bigger than this is not read back (a whole game is a few tens of kB).
MAX_SAVE_CHARS: Final = 4 * 1024 * 1024
#: A stored score (a total, a category, a running total) outside this range is not one a sheet
#: can make: its row is not read (the charts never meet a value they cannot draw).
MAX_ABS_SCORE: Final = 1000
MAX_SEATS: Final = 64


def _v1(db: sqlite3.Connection) -> None:
    db.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL DEFAULT 'welcome',
            fingerprint TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            mode TEXT NOT NULL,
            seat_count INTEGER NOT NULL,
            advanced INTEGER NOT NULL,
            score_pad INTEGER NOT NULL,
            seed INTEGER NOT NULL,
            config TEXT NOT NULL,
            end_reasons TEXT NOT NULL,
            rounds INTEGER NOT NULL,
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
            breakdown TEXT NOT NULL,
            totals TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )"""
    )
    db.execute("CREATE INDEX games_by_date ON games(finished_at)")
    db.execute("CREATE INDEX seats_by_name ON seats(name)")


def _v2(db: sqlite3.Connection) -> None:
    """Version 2: the shared-deck game code, so results of one deal can be grouped."""
    db.execute("ALTER TABLE games ADD COLUMN code TEXT NOT NULL DEFAULT ''")
    db.execute("CREATE INDEX games_by_code ON games(code)")


#: MIGRATIONS[v] turns a version-v database into version v + 1 (v = 0: an empty file).
MIGRATIONS: Final[tuple[Callable[[sqlite3.Connection], None], ...]] = (_v1, _v2)
SCHEMA_VERSION: Final = len(MIGRATIONS)


@dataclass(frozen=True, slots=True)
class SeatRecord:
    name: str
    kind: str  # "human" or a bot level
    total: int
    rank: int
    breakdown: dict[str, int]
    totals: tuple[int, ...]  # running total after each round


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    game: str
    finished_at: str  # ISO 8601, UTC
    config: GameConfig
    score_pad: bool
    end_reasons: tuple[str, ...]
    rounds: int
    code: str
    seats: tuple[SeatRecord, ...] = field(default=())

    @property
    def mode(self) -> str:
        return self.config.mode.value


#: What was wrong with the file found on disk (``History.problem``), and where it was kept.
HistoryProblem = DatabaseProblem
#: The history cannot be used at all (e.g. the data folder is not writable).
HistoryError = DatabaseError


def history_path() -> Path:
    return History.default_path()


def fingerprint(state: GameState) -> str:
    """The same finished game always gives the same fingerprint (config + every move)."""
    data = game_to_json(state)
    key = {k: data[k] for k in ("config", "rounds", "table_rounds")}
    key["ended_at_table"] = data.get("ended_at_table", False)
    return content_fingerprint(key)


def _json(text: object) -> Any:
    return json_cell(text, MAX_SAVE_CHARS)


def _score(value: object) -> int:
    return whole(value, -MAX_ABS_SCORE, MAX_ABS_SCORE)


class History(RecordedGames[GameRecord]):
    """The open history database. ``problem`` tells what was found wrong on opening."""

    FILE_NAME = HISTORY_NAME
    MIGRATIONS = MIGRATIONS
    MAX_BYTES = MAX_BYTES
    RECORD_COLUMNS = "id, game, finished_at, config, score_pad, end_reasons, rounds, code"

    # --- writing ---------------------------------------------------------------------------------
    def record(
        self,
        state: GameState,
        seats: Sequence[tuple[str, str]],
        ranks: Sequence[int],
        history: Sequence[Sequence[int]],
        *,
        score_pad: bool = False,
        code: str = "",
        finished_at: datetime | None = None,
        extra: dict[str, Any] | None = None,
    ) -> int | None:
        """Store a finished game; its id, or None if this very game was stored before.

        ``seats``: (name, kind) per seat; ``ranks``: 1 = winner; ``history``: every seat's
        running total after each round. ``extra`` goes into the stored save (the app's setup).
        """
        if not state.over:
            raise ValueError("only finished games go into the history")
        if len(seats) != state.seats or len(ranks) != state.seats:
            raise ValueError("one name, kind and rank per seat")
        when = utc_stamp(finished_at)
        save = game_to_json(state)
        save["extra"] = extra or {}
        scores = state.scores()
        config = state.config
        with transaction(self._db) as db:
            cursor = db.execute(
                """INSERT OR IGNORE INTO games (game, fingerprint, finished_at, mode, seat_count,
                    advanced, score_pad, seed, config, end_reasons, rounds, save, code)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (
                    GAME_WELCOME,
                    fingerprint(state),
                    when,
                    config.mode.value,
                    config.seats,
                    int(config.advanced),
                    int(score_pad),
                    config.seed,
                    json.dumps(config.to_json()),
                    json.dumps([r.value for r in state.end_reasons]),
                    len(state.log),
                    json.dumps(save, separators=(",", ":")),
                    code,
                ),
            )
            if cursor.rowcount == 0:
                return None
            game_id = int(cursor.lastrowid or 0)
            for seat, (name, kind) in enumerate(seats):
                totals = [int(row[seat]) for row in history if seat < len(row)]
                db.execute(
                    """INSERT INTO seats (game_id, seat, name, kind, total, rank, breakdown,
                        totals) VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
                    (
                        game_id,
                        seat,
                        str(name),
                        str(kind),
                        scores[seat].total,
                        int(ranks[seat]),
                        json.dumps(scores[seat].to_json()),
                        json.dumps(totals),
                    ),
                )
        return game_id

    # --- reading ---------------------------------------------------------------------------------
    def games(
        self,
        *,
        mode: str | None = None,
        advanced: bool | None = None,
        seat_count: int | None = None,
        player: str | None = None,
        code: str | None = None,
        limit: int | None = None,
    ) -> list[GameRecord]:
        """Finished games, newest first, optionally filtered."""
        columns = {
            "mode": mode,
            "seat_count": seat_count,
            "advanced": None if advanced is None else int(advanced),
        }
        return self.listed(columns, player=player, code=code, limit=limit)

    def load_game(self, game_id: int) -> tuple[GameState, dict[str, Any]]:
        """The stored game rebuilt from its moves, with the app's extra data.

        Raises CorruptSaveError (or NewerSaveError) if the stored save does not replay."""
        data = self.stored_save(game_id, MAX_SAVE_CHARS)
        state = game_from_json(data)
        extra = data.get("extra", {}) if isinstance(data, dict) else {}
        return state, extra if isinstance(extra, dict) else {}

    def _record(self, row: tuple[Any, ...]) -> GameRecord | None:
        """The games row and its seats, checked: None if anything is not what the app writes
        (a number out of range, a float, NaN, malformed JSON...)."""
        game_id, game, finished_at, config, score_pad, reasons, rounds, code = row
        try:
            cfg = GameConfig.from_json(_json(config))
            seats = tuple(
                SeatRecord(
                    str(name),
                    str(kind),
                    _score(total),
                    whole(rank, 1, MAX_SEATS),
                    {c: _score(v) for c, v in _json(breakdown).items() if c in CATEGORIES},
                    tuple(_score(v) for v in _json(totals)),
                )
                for name, kind, total, rank, breakdown, totals in self._db.execute(
                    """SELECT name, kind, total, rank, breakdown, totals FROM seats
                       WHERE game_id = ? ORDER BY seat""",
                    (game_id,),
                )
            )
            return GameRecord(
                int(game_id),
                str(game),
                str(finished_at),
                cfg,
                bool(score_pad),
                tuple(str(r) for r in _json(reasons)),
                whole(rounds, 0, 10_000),
                str(code),
                seats,
            )
        except (ValueError, TypeError, KeyError, AttributeError, OverflowError):
            return None  # one damaged row never hides the others


def open_history(path: Path | None = None) -> History | None:
    """The history, or None if it cannot be opened at all (the game goes on without it)."""
    return History.opened(path)


__all__ = [
    "GAME_WELCOME",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "CorruptSaveError",
    "GameRecord",
    "History",
    "HistoryError",
    "HistoryProblem",
    "NewerSaveError",
    "SeatRecord",
    "fingerprint",
    "history_path",
    "open_history",
]
