"""Property: whatever a history database's cells hold (edited by hand, another tool, a damaged
disk), reading it never raises: a row holding a value the app never writes (a score of 1e308,
Infinity, NaN, a float, a duplicate key, deep nesting, bytes that are not UTF-8) is left out and
the other games stay listed, every score read back is a whole number a sheet can make, and a
stored save with such values is refused with CorruptSaveError."""

from __future__ import annotations

import functools
from pathlib import Path

from tests.history_cells import hostile_cell_tests
from tests.persistence.test_history import finished, record
from welcome_desktop.games.welcome.engine import GameState, Mode
from welcome_desktop.games.welcome.persistence.history import MAX_ABS_SCORE, History
from welcome_desktop.games.welcome.persistence.saves import CorruptSaveError
from welcome_desktop.games.welcome.persistence.stats import personal_bests, player_stats

SEAT_COLUMNS = ("total", "rank", "breakdown", "totals", "name")
GAME_COLUMNS = ("config", "end_reasons", "rounds", "score_pad", "save")


@functools.cache
def games() -> tuple[GameState, GameState]:
    return finished(Mode.STANDARD, 2, seed=1), finished(Mode.STANDARD, 1, seed=2)


@functools.cache
def template(folder: Path) -> Path:
    """A history with two good games (made once, copied for every example)."""
    path = folder / "template.sqlite3"
    with History(path) as db:
        record(db, games()[0], [("Ann", "human"), ("Bob", "easy")])
        record(db, games()[1], [("Cyd", "human")])
    return path


def assert_readable(path: Path) -> None:
    """Every read the app does returns; what it returns is plausible."""
    with History(path) as db:
        assert db.problem is None
        records = db.games()
        assert 1 <= len(records) <= 2
        assert any(r.seats and r.seats[0].name == "Cyd" for r in records)  # the good game
        for r in records:
            for seat in r.seats:
                scores = (seat.total, *seat.breakdown.values(), *seat.totals)
                for v in scores:
                    assert type(v) is int and abs(v) <= MAX_ABS_SCORE
                assert seat.rank >= 1
            assert db.game(r.id) == r
        db.player_names()
        player_stats(records, "Cyd")
        for latest in records:
            personal_bests(records, latest)
        for game_id in (1, 2):
            try:
                state, _ = db.load_game(game_id)
            except CorruptSaveError:
                assert game_id == 1
            else:
                assert state == games()[game_id - 1]


def names_of(path: Path) -> tuple[list[str], int]:
    with History(path) as history:
        return history.player_names(), len(history.games())


(
    base,
    test_a_hostile_cell_hides_only_its_game,
    test_any_value_in_any_cell_keeps_the_history_readable,
    test_a_name_that_is_not_utf8_is_read_with_replacement_characters,
) = hostile_cell_tests(SEAT_COLUMNS, GAME_COLUMNS, template, assert_readable, names_of)
