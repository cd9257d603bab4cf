"""The history database: recording, reading back, migrations, damaged and newer files, and two
processes writing at once."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.engine.engine_helpers import play_random
from welcome_desktop.games.welcome.engine import GameConfig, GameState, Mode
from welcome_desktop.games.welcome.engine.replay import round_scores
from welcome_desktop.games.welcome.engine.scoring import CATEGORIES
from welcome_desktop.games.welcome.persistence import history as hist
from welcome_desktop.games.welcome.persistence.history import History, open_history
from welcome_desktop.games.welcome.persistence.stats import personal_bests, player_stats

REPO = Path(__file__).resolve().parents[2]


def finished(mode: Mode = Mode.STANDARD, seats: int = 1, seed: int = 0) -> GameState:
    state = play_random(GameConfig(mode, seats, False, seed))
    assert state.over
    return state


def record(db: History, state: GameState, names: list[tuple[str, str]], **kw: object) -> int | None:
    totals = [tuple(s.total for s in row) for row in round_scores(state)]
    ranks = [1 + sum(o.total > s.total for o in state.scores()) for s in state.scores()]
    return db.record(state, names, ranks, totals, **kw)  # type: ignore[arg-type]


def test_a_finished_game_is_stored_whole_and_only_once(tmp_path: Path) -> None:
    state = finished(Mode.STANDARD, 3, seed=4)
    with History(tmp_path / "h.sqlite3") as db:
        names = [("Ann", "human"), ("Bot", "hard"), ("Cy", "human")]
        game_id = record(db, state, names, code="ABCD-EFGH")
        assert game_id is not None
        assert record(db, state, names) is None  # the same game again: not a second row
        assert db.count() == 1
        (got,) = db.games()
        assert got.id == game_id and got.game == "welcome" and got.code == "ABCD-EFGH"
        assert got.config == state.config and got.rounds == len(state.log)
        assert got.end_reasons == tuple(r.value for r in state.end_reasons)
        assert [(s.name, s.kind) for s in got.seats] == names
        scores = state.scores()
        assert [s.total for s in got.seats] == [s.total for s in scores]
        for seat, score in zip(got.seats, scores, strict=True):
            assert seat.breakdown == {c: getattr(score, c) for c in CATEGORIES}
        assert got.seats[1].totals[-1] == scores[1].total
        assert len(got.seats[0].totals) == len(state.log)
        replayed, _extra = db.load_game(game_id)
        assert replayed.sheets == state.sheets and replayed.over


def test_a_deleted_game_leaves_no_row_and_the_others_whole(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as db:
        first = record(db, finished(Mode.STANDARD, 2, seed=1), [("Ann", "human"), ("B", "easy")])
        second = record(db, finished(Mode.SOLO, 1, seed=2), [("Cy", "human")])
        assert first is not None and second is not None
        assert db.delete(first) is True
        assert db.delete(first) is False  # already gone
        assert [g.id for g in db.games()] == [second] and db.game(first) is None
        assert db.player_names() == ["Cy"]
        seats = db._db.execute("SELECT game_id FROM seats").fetchall()
        assert seats == [(second,)]


def test_unfinished_games_are_refused(tmp_path: Path) -> None:
    state = play_random(GameConfig(Mode.STANDARD, 1, False, 2), rounds=3)
    with History(tmp_path / "h.sqlite3") as db, pytest.raises(ValueError):
        record(db, state, [("Ann", "human")])


def test_filters_by_mode_variant_seats_player_and_code(tmp_path: Path) -> None:
    with History(tmp_path / "h.sqlite3") as db:
        record(db, finished(Mode.SOLO, 1, 1), [("Ann", "human")], code="X")
        record(db, finished(Mode.STANDARD, 2, 2), [("Ann", "human"), ("B", "easy")])
        record(db, finished(Mode.STANDARD, 1, 3), [("Zoe", "human")], code="X")
        assert len(db.games()) == 3
        assert [g.mode for g in db.games(mode="solo")] == ["solo"]
        assert len(db.games(seat_count=2)) == 1
        assert len(db.games(player="Ann")) == 2
        assert len(db.games(code="X")) == 2
        assert db.games(advanced=True) == []
        assert db.player_names() == ["Ann", "Zoe"]


def _old_database(path: Path, version: int) -> None:
    """A database as version ``version`` of the app left it, with one game in it."""
    db = sqlite3.connect(path)
    for step in hist.MIGRATIONS[:version]:
        step(db)
    db.execute(f"PRAGMA user_version = {version}")
    if version >= 1:
        state = finished(Mode.SOLO, 1, 9)
        db.execute(
            """INSERT INTO games (game, fingerprint, finished_at, mode, seat_count, advanced,
               score_pad, seed, config, end_reasons, rounds, save)
               VALUES ('welcome', 'f', '2026-01-01T00:00:00+00:00', 'solo', 1, 0, 0, 9, ?, ?,
               ?, '{}')""",
            (json.dumps(state.config.to_json()), '["houses"]', len(state.log)),
        )
        db.execute(
            "INSERT INTO seats VALUES (1, 0, 'Old', 'human', 42, 1, ?, '[1, 42]')",
            (json.dumps(state.scores()[0].to_json()),),
        )
    db.commit()
    db.close()


@pytest.mark.parametrize("version", range(hist.SCHEMA_VERSION))
def test_migrates_from_every_earlier_version_keeping_the_games(
    tmp_path: Path, version: int
) -> None:
    path = tmp_path / "h.sqlite3"
    _old_database(path, version)
    with History(path) as db:
        assert db.problem is None
        user_version = db._db.execute("PRAGMA user_version").fetchone()[0]
        assert user_version == hist.SCHEMA_VERSION
        games = db.games()
        if version >= 1:
            assert [(g.seats[0].name, g.seats[0].total, g.code) for g in games] == [("Old", 42, "")]
        else:
            assert games == []
        record(db, finished(Mode.SOLO, 1, 3), [("New", "human")], code="C")  # still writable
        assert db.count() == len(games) + 1


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"this is not a database at all" * 100, "corrupt"),
        (b"SQLite format 3\x00" + b"\xff" * 4000, "corrupt"),
        (None, "too_new"),
    ],
)
def test_a_corrupt_or_newer_file_is_kept_aside_and_a_fresh_history_started(
    tmp_path: Path, content: bytes | None, code: str
) -> None:
    path = tmp_path / "h.sqlite3"
    if content is None:
        _old_database(path, hist.SCHEMA_VERSION)
        db = sqlite3.connect(path)
        db.execute(f"PRAGMA user_version = {hist.SCHEMA_VERSION + 5}")
        db.commit()
        db.close()
    else:
        path.write_bytes(content)
    before = path.read_bytes()
    with History(path) as db:
        assert db.problem is not None and db.problem.code == code
        kept = db.problem.kept_as
        assert kept.read_bytes() == before  # renamed, never deleted or changed
        assert kept.parent == path.parent and kept.name.startswith("h.sqlite3." + code)
        assert db.count() == 0
        record(db, finished(Mode.SOLO, 1, 5), [("Ann", "human")])
        assert db.count() == 1
    with History(path) as again:  # the fresh file is fine next time
        assert again.problem is None and again.count() == 1


def test_a_damaged_page_inside_a_real_database_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History(path) as db:
        for seed in range(30):
            record(db, finished(Mode.STANDARD, 2, seed), [("A", "human"), ("B", "medium")])
        db._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = bytearray(path.read_bytes())
    page = 4096
    assert len(raw) > 4 * page
    raw[2 * page : 3 * page] = b"\x07" * page  # scribble over a whole b-tree page
    path.write_bytes(bytes(raw))
    with History(path) as db:
        assert db.problem is not None and db.problem.code == "corrupt"
        assert db.count() == 0


def test_a_history_that_cannot_be_created_is_none_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert open_history(blocker / "sub" / "h.sqlite3") is None


_WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {repo!r})
    from pathlib import Path
    from tests.engine.engine_helpers import play_random
    from tests.persistence.test_history import record
    from welcome_desktop.games.welcome.engine import GameConfig, Mode
    from welcome_desktop.games.welcome.persistence.history import History

    first = int(sys.argv[1])
    states = [play_random(GameConfig(Mode.STANDARD, 2, False, s)) for s in range(first, first + 25)]
    print("ready", flush=True)
    sys.stdin.readline()  # both processes start writing together
    db = History(Path({path!r}))
    for state in states:
        record(db, state, [("P" + str(first), "human"), ("Bot", "easy")])
    db.close()
    print("done", flush=True)
    """
)


def test_two_processes_writing_at_once_do_not_corrupt_the_history(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    script = _WRITER.format(repo=str(REPO), path=str(path))
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(first)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
        for first in (0, 1000)
    ]
    for proc in procs:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        out, _ = proc.communicate(timeout=120)
        assert proc.returncode == 0 and "done" in out
    with History(path) as db:
        assert db.problem is None
        assert db._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.count() == 50
        assert len(db.games(player="P0")) == 25 and len(db.games(player="P1000")) == 25
        assert all(len(g.seats) == 2 for g in db.games())


def test_statistics_per_player_and_personal_bests(tmp_path: Path) -> None:
    start = datetime(2026, 3, 1, tzinfo=UTC)
    with History(tmp_path / "h.sqlite3") as db:
        states = [finished(Mode.STANDARD, 2, seed) for seed in range(6)]
        for day, state in enumerate(states):
            record(
                db,
                state,
                [("Ann", "human"), ("Bot", "hard" if day % 2 else "easy")],
                finished_at=start + timedelta(days=day),
            )
        games = db.games()
    stats = player_stats(games, "Ann")
    totals = [s.scores()[0].total for s in states]
    assert stats.games == 6 and stats.totals == tuple(totals)  # oldest first: the trend
    assert stats.best == max(totals) and stats.mean == pytest.approx(sum(totals) / 6)
    assert stats.mean_breakdown["pools"] == pytest.approx(
        sum(s.scores()[0].pools for s in states) / 6
    )
    assert sum(count for _start, count in stats.histogram(10)) == 6
    by_level = {v.level: v for v in stats.versus}
    assert set(by_level) == {"easy", "hard"} and by_level["easy"].games == 3
    easy_wins = sum(
        1 for i, s in enumerate(states) if i % 2 == 0 and s.scores()[0].total > s.scores()[1].total
    )
    assert by_level["easy"].wins == easy_wins
    newest = games[0]
    bests = personal_bests(games, newest)
    ann_new = newest.seats[0].total
    if ann_new > max(totals[:-1]):
        assert bests == [("Ann", ann_new, max(totals[:-1]))]
    else:
        assert bests == []
