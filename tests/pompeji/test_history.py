"""Pompeji's history of finished games (``games/pompeji/history.py``): what is stored and read
back, a game stored once, and a damaged, newer or oversized file kept aside, never lost."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.hostile_files import SPECIAL, make_special
from welcome_desktop.games.pompeji import history as hist
from welcome_desktop.games.pompeji.bots import bot_step, make_bot
from welcome_desktop.games.pompeji.engine import GameConfig, GameState, new_game
from welcome_desktop.persistence.results import best_on_deal, player_stats, score_lines

SEATS = [("Ana", "human"), ("Bo", "medium"), ("Cy", "human")]


def finished(seed: int, seats: int = 3) -> GameState:
    state = new_game(GameConfig(seats=seats, seed=seed))
    bots = [make_bot("easy", seed * 10 + s) for s in range(seats)]
    while not state.over:
        state = bot_step(state, bots)
    return state


@pytest.fixture(scope="module")
def games() -> list[GameState]:
    return [finished(1), finished(2)]


def record(db: hist.PompejiHistory, state: GameState, day: int = 1) -> int | None:
    when = datetime(2026, 11, day, 12, 0, tzinfo=UTC)
    return db.record(state, SEATS[: state.seats], finished_at=when)


def test_a_finished_game_is_read_back_as_it_ended(tmp_path: Path, games: list[GameState]) -> None:
    state = games[0]
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        game_id = record(db, state)
        assert game_id is not None
        (got,) = db.games()
    assert got.id == game_id
    assert got.finished_at == "2026-11-01T12:00:00+00:00"
    assert (got.seat_count, got.seed, got.turns) == (3, 1, len(state.turns))
    assert [s.name for s in got.seats] == ["Ana", "Bo", "Cy"]
    assert [s.kind for s in got.seats] == ["human", "medium", "human"]
    assert tuple(s.total for s in got.seats) == state.final_scores()
    assert tuple(s.rank for s in got.seats) == state.ranks()
    assert [s.penalty for s in got.seats] == [state.hand_penalty(s) for s in range(3)]
    # the running totals end on the points before the hand penalty
    assert tuple(s.totals[-1] for s in got.seats) == state.points
    assert all(len(s.totals) == len(state.turns) for s in got.seats)
    assert got.winners == tuple(SEATS[s][0] for s in state.winners())


def test_the_same_game_is_stored_once(tmp_path: Path, games: list[GameState]) -> None:
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        assert record(db, games[0]) is not None
        assert record(db, games[0], day=2) is None  # a finished save opened again
        assert record(db, games[1], day=3) is not None
        assert db.count() == 2
        assert [g.seed for g in db.games()] == [2, 1]  # newest first


def test_an_unfinished_game_is_refused(tmp_path: Path) -> None:
    state = new_game(GameConfig(seats=2, seed=5))
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db, pytest.raises(ValueError):
        db.record(state, SEATS[:2])
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        assert db.count() == 0


def test_players_delete_and_the_player_filter(tmp_path: Path, games: list[GameState]) -> None:
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        first = record(db, games[0])
        state = games[1]
        db.record(state, [("Dee", "human"), ("Bo", "medium"), ("Ana", "human")])
        assert db.player_names() == ["Ana", "Cy", "Dee"]  # humans only
        assert len(db.games(player="Ana")) == 2
        assert len(db.games(player="Cy")) == 1
        assert first is not None and db.delete(first)
        assert not db.delete(first)
        assert [g.seats[0].name for g in db.games()] == ["Dee"]


def test_player_stats_count_wins_best_and_mean(tmp_path: Path, games: list[GameState]) -> None:
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        record(db, games[0], day=1)
        record(db, games[1], day=2)
        records = db.games()
    stats = player_stats(records, "Ana")
    assert stats is not None
    scores = (games[0].final_scores()[0], games[1].final_scores()[0])
    assert stats.scores == scores  # oldest first
    assert (stats.games, stats.best) == (2, max(scores))
    assert stats.mean == pytest.approx(sum(scores) / 2)
    assert stats.wins == sum(1 for g in games if g.ranks()[0] == 1)
    assert player_stats(records, "Nobody") is None


def test_score_lines_number_the_games_in_the_order_played(
    tmp_path: Path, games: list[GameState]
) -> None:
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        record(db, games[0], day=1)
        db.record(games[1], [("Dee", "human"), ("Bo", "medium"), ("Ana", "human")])
        records = db.games()
    lines = score_lines(records, ["Ana", "Cy", "Dee", "Nobody"])
    first, second = games[0].final_scores(), games[1].final_scores()
    assert lines == {
        "Ana": ((1, first[0]), (2, second[2])),
        "Cy": ((1, first[2]),),
        "Dee": ((2, second[0]),),
        "Nobody": (),
    }


def test_a_damaged_row_is_skipped_not_shown(tmp_path: Path, games: list[GameState]) -> None:
    path = tmp_path / "h.sqlite3"
    with hist.PompejiHistory(path) as db:
        bad = record(db, games[0], day=1)
        record(db, games[1], day=2)
    raw = sqlite3.connect(path)
    raw.execute("UPDATE seats SET total = 1e999 WHERE game_id = ?", (bad,))
    raw.execute("UPDATE seats SET totals = '[1, NaN]' WHERE game_id = ? AND seat = 1", (bad,))
    raw.commit()
    raw.close()
    with hist.PompejiHistory(path) as db:
        assert [g.seed for g in db.games()] == [2]


def test_a_damaged_file_is_kept_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    with hist.PompejiHistory(path) as db:
        assert db.problem is not None and db.problem.code == "corrupt"
        assert db.problem.kept_as.read_bytes() == b"SQLite format 3\x00" + b"\xff" * 4000
        assert db.count() == 0
    with hist.PompejiHistory(path) as db:  # the fresh one is good
        assert db.problem is None


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_file_in_its_place_is_kept_aside(tmp_path: Path, kind: str) -> None:
    """A pipe (never waited on), a link to /dev/zero, a folder, a sparse oversized file."""
    path = tmp_path / "h.sqlite3"
    assert make_special(path, kind, size=hist.MAX_BYTES + 1)
    before = os.lstat(path)
    with hist.PompejiHistory(path) as db:
        assert db.problem is not None
        assert db.problem.code == ("too_big" if kind == "oversize" else "corrupt")
        after = os.lstat(db.problem.kept_as)  # the same file, moved beside, not followed
        assert (after.st_mode, after.st_size) == (before.st_mode, before.st_size)
        assert db.count() == 0


def test_a_history_from_a_newer_version_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE future (x)")
    raw.execute(f"PRAGMA user_version = {len(hist.MIGRATIONS) + 1}")
    raw.commit()
    raw.close()
    with hist.PompejiHistory(path) as db:
        assert db.problem is not None and db.problem.code == "too_new"
        kept = sqlite3.connect(db.problem.kept_as)
        assert kept.execute("PRAGMA user_version").fetchone()[0] == len(hist.MIGRATIONS) + 1
        kept.close()


def test_an_unwritable_place_gives_no_history(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert hist.open_history(blocker / "sub" / "h.sqlite3") is None


def test_each_game_keeps_its_deals_code(tmp_path: Path, games: list[GameState]) -> None:
    from welcome_desktop.games.pompeji.engine.game_code import code_for

    big = finished(2**28 + 3)  # a seed from before the codes: no code, still recorded
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        for state in (*games, big):
            record(db, state)
        codes = {g.seed: g.code for g in db.games()}
        assert codes == {1: code_for(games[0].config), 2: code_for(games[1].config), 2**28 + 3: ""}
        first = db.game(1)
        assert first is not None and first.code == code_for(games[0].config)


def test_a_history_from_before_the_codes_gets_them_from_its_saves(
    tmp_path: Path, games: list[GameState]
) -> None:
    """Version 1 (no code column) is upgraded in place: each stored game's code comes from its
    save; a save that is not one gives none, and nothing is lost."""
    path = tmp_path / "h.sqlite3"
    with hist.PompejiHistory(path) as db:
        for state in games:
            record(db, state)
    raw = sqlite3.connect(path)
    raw.execute("DROP INDEX games_by_code")
    raw.execute("ALTER TABLE games DROP COLUMN code")
    raw.execute("UPDATE games SET save = 'not json' WHERE seed = 2")
    raw.execute("PRAGMA user_version = 1")
    raw.commit()
    raw.close()
    with hist.PompejiHistory(path) as db:
        assert db.problem is None
        codes = {g.seed: g.code for g in db.games()}
    from welcome_desktop.games.pompeji.engine.game_code import code_for

    assert codes == {1: code_for(games[0].config), 2: ""}


def test_the_games_of_one_deal_and_its_best_score_with_one_table(
    tmp_path: Path, games: list[GameState]
) -> None:
    from welcome_desktop.games.pompeji.engine.game_code import code_for

    again = finished(1, 3)  # the first deal once more: the same moves, so the same game
    with hist.PompejiHistory(tmp_path / "h.sqlite3") as db:
        record(db, games[0])
        record(db, games[1])
        assert record(db, again) is None
        code = code_for(games[0].config)
        assert code is not None
        deal = db.games(code=code)
        assert [g.seed for g in deal] == [1]
        assert db.games(code=code, player="Nobody") == []
        assert db.games(code="") == []
    best = best_on_deal(deal, ("human", "medium", "human"))
    finals = games[0].final_scores()
    assert best == max((finals[0], "Ana"), (finals[2], "Cy"))[::-1]
    assert best_on_deal(deal, ("human", "hard", "hard")) is None
