"""Hostile cells for the history-database tests of every game: values the app never writes (a
score of 1e308, Infinity, NaN, a float, a duplicate key, deep nesting, bytes that are not
UTF-8...), ``damage_cell`` to put one into a copy of a good history, and ``ANY_CELL_VALUE`` for
the property tests."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from hypothesis import strategies as st

HOSTILE_JSON = (
    "[1e308, -1e308]",
    "[Infinity, 1]",
    "[NaN]",
    "[-Infinity]",
    "[1.5, 2]",
    "[" + "9" * 5000 + "]",
    "[" * 5000 + "]" * 5000,
    '{"a": 1, "a": 2}',
    "not json",
    "",
)
HOSTILE_CELLS = (
    1e308,
    -1e308,
    float("inf"),
    float("nan"),
    2**62,
    -(10**18),
    2.5,
    "12",
    b"\xff\xfe",
    None,
    *HOSTILE_JSON,
)
ANY_CELL_VALUE = st.one_of(
    st.integers(),
    st.floats(),
    st.text(max_size=60),
    st.binary(max_size=20),
    st.lists(st.one_of(st.integers(), st.floats()), max_size=5).map(
        lambda v: "[" + ", ".join(repr(x).replace("inf", "Infinity") for x in v) + "]"
    ),
)


def damage_cell(template: Path, tmp: Path, table: str, column: str, value: object) -> Path:
    """A copy of the ``template`` history in ``tmp`` whose first row of ``table`` holds
    ``value`` in ``column`` (``games``: the row with id 1; ``seats``: the first seat row)."""
    path = tmp / "history.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    shutil.copy(template, path)
    if isinstance(value, int) and not -(2**63) <= value < 2**63:
        value = str(value)  # SQLite stores at most 64-bit integers; a longer one is text
    db = sqlite3.connect(path)
    first = 1 if table == "games" else "(SELECT MIN(rowid) FROM seats)"
    key = "id" if table == "games" else "rowid"
    try:
        db.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = {first}", (value,))
        db.commit()
    except sqlite3.IntegrityError:
        pass  # a NOT NULL column cannot hold it (SQLite stores NaN as NULL): nothing changed
    db.close()
    return path
