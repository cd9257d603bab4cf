"""A game's history database: an SQLite file (standard library) in the user data dir, opened
safely. Each game keeps its own file and schema (``games/<game>/.../history.py``), always with a
``games`` table (``id``) and a ``seats`` table (``game_id``, ``name``, ``kind``); this module is
what they share, the questions on those two tables included.

Safety:
- the schema is versioned (``PRAGMA user_version``) and upgraded by the game's migrations in
  order, in one transaction;
- every write is one transaction (``BEGIN IMMEDIATE``), so two app instances writing at once
  wait for each other (busy timeout) instead of corrupting the file;
- a database that is corrupt, written by a newer app or absurdly big is reported
  (``GameDatabase.problem``), renamed aside (never deleted) and a fresh one started: the app
  keeps working;
- cells are read strictly (``json_cell``, ``whole``): a damaged row is skipped, never shown.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Self, TypeVar

from .safe_io import FileReadError, parse_json
from .save_errors import CorruptSaveError

BUSY_TIMEOUT_S: Final = 15.0

Migration = Callable[[sqlite3.Connection], None]


@dataclass(frozen=True, slots=True)
class DatabaseProblem:
    """What was wrong with the database found on disk, and where it was kept aside."""

    code: str  # "corrupt", "too_new" or "too_big"
    kept_as: Path


class DatabaseError(Exception):
    """The database cannot be used at all (e.g. the data folder is not writable)."""


class _TooNew(Exception):
    pass


def connect(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    # A text cell that is not UTF-8 is read with replacement characters, not an error that
    # would hide every game of the query.
    db.text_factory = lambda raw: raw.decode("utf-8", "replace")
    db.execute("PRAGMA foreign_keys = ON")
    return db


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE … COMMIT (ROLLBACK on any error): one writer at a time, all or nothing."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def upgrade(db: sqlite3.Connection, migrations: Sequence[Migration]) -> None:
    """Check the file and bring its schema to ``len(migrations)`` (in one transaction);
    ``migrations[v]`` turns a version-v database into version v + 1 (v = 0: an empty file)."""
    with transaction(db):
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > len(migrations):
            raise _TooNew(version)
        if version > 0:
            ok = db.execute("PRAGMA quick_check").fetchone()[0]
            if ok != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {ok}")
        for step in migrations[version:]:
            step(db)
        if version < len(migrations):
            db.execute(f"PRAGMA user_version = {len(migrations)}")
    db.execute("PRAGMA journal_mode = WAL")


def keep_aside(path: Path, code: str) -> Path:
    """Rename the database (and its WAL/SHM companions) beside itself; never delete it."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{code}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{code}-{stamp}-{n}")
    path.replace(target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            with contextlib.suppress(OSError):
                companion.replace(target.with_name(target.name + suffix))
    return target


def content_fingerprint(key: object) -> str:
    """A stable digest of a JSON-able value (keys sorted, no spaces): the same game always
    gives the same fingerprint, so a game recorded twice is stored once."""
    text = json.dumps(key, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


D = TypeVar("D", bound="GameDatabase")
T = TypeVar("T")


def with_db(db: D | None, job: Callable[[D], T]) -> T | None:
    """``job(db)``, then ``db`` closed whatever happens; None when there is no database."""
    if db is None:
        return None
    try:
        return job(db)
    finally:
        db.close()


def json_cell(text: object, limit: int) -> Any:
    """A JSON cell parsed strictly (safe_io: no NaN/Infinity, huge numbers, duplicate keys or
    deep nesting, at most ``limit`` characters); ValueError for anything else."""
    if not isinstance(text, str) or len(text) > limit:
        raise ValueError("not a JSON text cell")
    try:
        return parse_json(text.encode("utf-8", "replace"), name="a history cell")
    except FileReadError as err:
        raise ValueError(err.detail) from None


def whole(value: object, low: int, high: int) -> int:
    """``value`` if it is a whole number (not a bool, not a float) in [low, high]."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"not a whole number in [{low}, {high}]: {str(value)[:40]}")
    return value


class GameDatabase:
    """An open history database. ``problem`` tells what was found wrong on opening."""

    def __init__(self, path: Path, migrations: Sequence[Migration], max_bytes: int) -> None:
        self.path = path
        self.problem: DatabaseProblem | None = None
        self._migrations = tuple(migrations)
        self._max_bytes = max_bytes
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise DatabaseError(str(err)) from err
        self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        code = ""
        try:
            if self.path.exists() and self.path.stat().st_size > self._max_bytes:
                code = "too_big"
            else:
                db = connect(self.path)
                try:
                    upgrade(db, self._migrations)
                    return db
                except BaseException:
                    db.close()
                    raise
        except _TooNew:
            code = "too_new"
        except sqlite3.DatabaseError:
            code = "corrupt"
        except OSError as err:
            raise DatabaseError(str(err)) from err
        try:
            self.problem = DatabaseProblem(code, keep_aside(self.path, code))
            db = connect(self.path)
            upgrade(db, self._migrations)
        except (OSError, sqlite3.Error, _TooNew) as err:
            raise DatabaseError(str(err)) from err
        return db

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def delete(self, game_id: int) -> bool:
        """Remove one finished game and its seats (one transaction); False if there was none."""
        with transaction(self._db) as db:
            db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            gone = db.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount
        return gone > 0

    def stored_save(self, game_id: int, limit: int) -> Any:
        """The save JSON kept with one game (its ``games.save`` cell), parsed strictly.

        Raises CorruptSaveError if there is none, it is over ``limit`` characters or it is not
        the strict JSON the app writes."""
        row = self._db.execute(
            "SELECT save FROM games WHERE id = ? AND length(save) <= ?", (game_id, limit)
        ).fetchone()
        if row is None:
            raise CorruptSaveError(f"history game {game_id}: missing or too big")
        try:
            return json_cell(row[0], limit)
        except ValueError as err:
            raise CorruptSaveError(f"history game {game_id}: {err}") from None

    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def player_names(self) -> list[str]:
        """The names of the human players, in alphabetical order."""
        rows = self._db.execute(
            "SELECT DISTINCT name FROM seats WHERE kind = 'human' ORDER BY name COLLATE NOCASE"
        ).fetchall()
        return [str(r[0]) for r in rows]
