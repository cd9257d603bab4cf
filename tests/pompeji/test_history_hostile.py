"""Property: whatever Pompeji's history cells hold (edited by hand, another tool, a damaged
disk), reading it never raises: a row holding a value the app never writes is left out, the
other game stays listed, and every number read back is a whole number a game can make (the
same hostile values as Welcome's history, from ``tests/history_cells.py``)."""

from __future__ import annotations

import functools
from pathlib import Path

from tests.history_cells import hostile_cell_tests
from welcome_desktop.games.pompeji import history as hist
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, GameState, new_game
from welcome_desktop.games.pompeji.engine.game_code import decode
from welcome_desktop.persistence.results import player_stats, score_lines

SEAT_COLUMNS = ("total", "rank", "penalty", "totals", "name", "kind")
GAME_COLUMNS = ("seat_count", "seed", "turns", "finished_at", "code")


@functools.cache
def games() -> tuple[GameState, GameState]:
    out = []
    for seed, seats in ((1, 3), (2, 2)):
        state = new_game(GameConfig(seats=seats, seed=seed))
        bots = [make_bot("easy", seed * 10 + s) for s in range(seats)]
        while not state.over:
            state = bot_step(state, bots)
        out.append(state)
    return out[0], out[1]


@functools.cache
def template(folder: Path) -> Path:
    """A history with two good games (made once, copied for every example)."""
    path = folder / "template.sqlite3"
    first, second = games()
    with hist.PompejiHistory(path) as db:
        db.record(first, [("Ann", "human"), ("Bob", "easy"), ("Eve", "hard")])
        db.record(second, [("Cyd", "human"), ("Dan", "medium")])
    return path


def assert_readable(path: Path) -> None:
    """Every read the app does returns; what it returns is plausible."""
    with hist.PompejiHistory(path) as db:
        assert db.problem is None
        records = db.games()
        assert 1 <= len(records) <= 2
        assert any(r.seats[0].name == "Cyd" for r in records)  # the good game
        for r in records:
            assert len(r.seats) == r.seat_count
            assert r.code == "" or decode(r.code).seats == r.seat_count
            for seat in r.seats:
                for v in (seat.total, seat.penalty, *seat.totals):
                    assert type(v) is int and abs(v) <= hist.MAX_ABS_SCORE
                assert 1 <= seat.rank <= hist.MAX_SEATS
        names = db.player_names()
        for name in names:
            player_stats(records, name)
        score_lines(records, names)


def names_of(path: Path) -> tuple[list[str], int]:
    with hist.PompejiHistory(path) as history:
        return history.player_names(), len(history.games())


(
    base,
    test_a_hostile_cell_hides_only_its_game,
    test_any_value_in_any_cell_keeps_the_history_readable,
    test_a_name_that_is_not_utf8_is_read_with_replacement_characters,
) = hostile_cell_tests(SEAT_COLUMNS, GAME_COLUMNS, template, assert_readable, names_of)
