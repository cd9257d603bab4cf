"""What the newer games' histories share (``persistence/game_records.py``): a stored game code
is read back only when it is one the game accepts, a record stamp is UTC to the second, and the
code column's migration gives the games already stored the code their save names."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone

from welcome_desktop.persistence.game_records import (
    MAX_CODE_CHARS,
    code_cell,
    code_column,
    utc_stamp,
)


def _fits(text: str) -> bool:
    if not text.isalnum():
        raise ValueError("not a code")
    return text.startswith("P")


def test_a_stored_code_is_kept_only_when_the_game_accepts_it() -> None:
    assert code_cell("P123", _fits) == "P123"
    assert code_cell("Q123", _fits) == ""  # a code, but not one of this game's
    assert code_cell("P-12", _fits) == ""  # the check raised: not a code at all
    assert code_cell("P" * (MAX_CODE_CHARS + 1), _fits) == ""  # longer than any code
    assert code_cell(12, _fits) == "" and code_cell(None, _fits) == ""


def test_the_stamp_is_utc_to_the_second() -> None:
    paris = timezone(timedelta(hours=1))
    when = datetime(2026, 12, 2, 16, 30, 15, 999, tzinfo=paris)
    assert utc_stamp(when) == "2026-12-02T15:30:15+00:00"
    assert utc_stamp().endswith("+00:00")


def test_the_code_column_is_filled_from_the_saves_already_stored() -> None:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, save TEXT NOT NULL)")
    db.executemany("INSERT INTO games (id, save) VALUES (?, ?)", [(1, "A7"), (2, "none")])
    code_column(lambda save: f"P{save}" if save != "none" else "")(db)
    rows = db.execute("SELECT id, code FROM games ORDER BY id").fetchall()
    assert rows == [(1, "PA7"), (2, "")]
    indexes = {r[1] for r in db.execute("PRAGMA index_list(games)")}
    assert "games_by_code" in indexes
