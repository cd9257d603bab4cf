"""What every game's history shares beyond opening the file (``game_db``): the finished games
listed by player, by deal and by the game's own columns, one game by id, the stamp a game is
recorded with, and the deal's game code column (its migration and its strict read-back). Each
game keeps its own schema, its record types and how one row is read (``_record``). The column
names come from the game's code, never from the player. Pure Python, no Qt."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar, Final, Generic, Self, TypeVar

from . import paths
from .game_db import DatabaseError, GameDatabase, Migration

R = TypeVar("R")

#: A game code's text is never longer than this (the shared code text).
MAX_CODE_CHARS: Final = 11


def code_column(stored_code: Callable[[object], str]) -> Migration:
    """The migration that adds the deal's game code to every game (so the results of one deal
    can be grouped and the deal played again), the games already stored getting theirs from
    their save (``stored_code(save cell)``, "" when it has none)."""

    def migrate(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN code TEXT NOT NULL DEFAULT ''")
        db.execute("CREATE INDEX games_by_code ON games(code)")
        rows = db.execute("SELECT id, save FROM games").fetchall()
        for game_id, save in rows:
            code = stored_code(save)
            if code:
                db.execute("UPDATE games SET code = ? WHERE id = ?", (code, game_id))

    return migrate


def code_cell(value: object, fits: Callable[[str], bool]) -> str:
    """A stored code as the app writes it (a text that ``fits`` the game, which may raise for
    one that is not a code at all); anything else reads as "" (the game stays listed, without
    a code)."""
    if not isinstance(value, str) or len(value) > MAX_CODE_CHARS:
        return ""
    try:
        return value if fits(value) else ""
    except ValueError:
        return ""


def utc_stamp(finished_at: datetime | None = None) -> str:
    """When a game finished, as stored: ISO 8601 in UTC to the second (now if not given)."""
    return (finished_at or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")


class RecordedGames(GameDatabase, Generic[R]):
    """A history whose ``games`` rows carry a ``code`` column. A subclass names its file in the
    user data dir, its migrations, its size cap and the columns its ``_record`` reads
    (``RECORD_COLUMNS``, ``id`` first), and reads one row into a record (None for a row the app
    did not write)."""

    FILE_NAME: ClassVar[str]
    MIGRATIONS: ClassVar[tuple[Migration, ...]]
    MAX_BYTES: ClassVar[int]
    RECORD_COLUMNS: ClassVar[str]

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path or self.default_path(), self.MIGRATIONS, self.MAX_BYTES)

    @classmethod
    def default_path(cls) -> Path:
        return paths.data_dir() / cls.FILE_NAME

    def games(
        self, *, player: str | None = None, code: str | None = None, limit: int | None = None
    ) -> list[R]:
        """Finished games, newest first; only those ``player`` sat at, and only those of the
        deal ``code``, when given."""
        return self.listed({}, player=player, code=code, limit=limit)

    def listed(
        self,
        columns: Mapping[str, object],
        *,
        player: str | None = None,
        code: str | None = None,
        limit: int | None = None,
    ) -> list[R]:
        """Finished games, newest first, whose ``games`` columns hold the values given (a
        None value: any), that ``player`` sat at and of the deal ``code`` when given."""
        where: list[str] = []
        args: list[object] = []
        for column, value in (*columns.items(), ("code", code)):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        if player is not None:
            where.append("id IN (SELECT game_id FROM seats WHERE name = ?)")
            args.append(player)
        sql = f"SELECT {self.RECORD_COLUMNS} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY finished_at DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(int(limit))
        rows = self._db.execute(sql, args).fetchall()
        return [r for r in (self._record(row) for row in rows) if r is not None]

    def game(self, game_id: int) -> R | None:
        """One finished game (None if there is none, or its row is not one the app wrote)."""
        row = self._db.execute(
            f"SELECT {self.RECORD_COLUMNS} FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        return None if row is None else self._record(row)

    def load_game(self, game_id: int) -> Any:
        """The stored game rebuilt from its moves (for a replay). Raises CorruptSaveError (or
        NewerSaveError) if the stored save does not replay."""
        raise NotImplementedError

    def _record(self, row: tuple[Any, ...]) -> R | None:
        raise NotImplementedError

    @classmethod
    def opened(cls, path: Path | None = None) -> Self | None:
        """The history, or None if it cannot be opened at all (the game goes on without it)."""
        try:
            return cls(path)
        except DatabaseError:
            return None
