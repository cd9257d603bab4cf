"""Hostile cells for the history-database tests of every game: values the app never writes (a
score of 1e308, Infinity, NaN, a float, a duplicate key, deep nesting, bytes that are not
UTF-8...), ``damage_cell`` to put one into a copy of a good history, ``ANY_CELL_VALUE`` for
the property tests, and ``hostile_cell_tests``: the tests every game's history runs on them."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
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


def hostile_cell_tests(
    seat_columns: tuple[str, ...],
    game_columns: tuple[str, ...],
    template: Callable[[Path], Path],
    assert_readable: Callable[[Path], None],
    names_of: Callable[[Path], tuple[list[str], int]],
) -> tuple[Any, ...]:
    """The fixture and the three tests a game's history module assigns at its top level:
    ``base`` (a folder with the good ``template`` history), every hostile value in every cell,
    any value in any cell (property), and a name that is not UTF-8. ``assert_readable(path)``
    checks every read the app does; ``names_of(path)`` gives the human names and the games
    listed. The template's seat "Ann" is the one given bytes that are not UTF-8."""
    columns = seat_columns + game_columns

    def damaged(tmp: Path, column: str, value: object) -> Path:
        table = "seats" if column in seat_columns else "games"
        return damage_cell(template(tmp.parent), tmp, table, column, value)

    @pytest.fixture(scope="module")
    def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
        folder = tmp_path_factory.mktemp("history")
        template(folder)
        return folder

    @pytest.mark.parametrize("value", HOSTILE_CELLS, ids=repr)
    @pytest.mark.parametrize("column", columns)
    def test_a_hostile_cell_hides_only_its_game(base: Path, column: str, value: object) -> None:
        tmp = base / f"{column}-{abs(hash(repr(value)))}"
        tmp.mkdir()
        assert_readable(damaged(tmp, column, value))

    @settings(
        max_examples=40,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(column=st.sampled_from(columns), value=ANY_CELL_VALUE)
    def test_any_value_in_any_cell_keeps_the_history_readable(
        base: Path, column: str, value: object
    ) -> None:
        tmp = base / "any"
        tmp.mkdir(exist_ok=True)
        assert_readable(damaged(tmp, column, value))

    def test_a_name_that_is_not_utf8_is_read_with_replacement_characters(base: Path) -> None:
        tmp = base / "utf8"
        tmp.mkdir()
        path = damage_cell(template(base), tmp, "seats", "name", "Ann")  # an unchanged copy
        db = sqlite3.connect(path)
        db.execute("UPDATE seats SET name = CAST(X'41FF42' AS TEXT) WHERE name = 'Ann'")
        db.commit()
        db.close()
        names, listed = names_of(path)
        assert "A\ufffdB" in names and listed == 2

    return (
        base,
        test_a_hostile_cell_hides_only_its_game,
        test_any_value_in_any_cell_keeps_the_history_readable,
        test_a_name_that_is_not_utf8_is_read_with_replacement_characters,
    )
