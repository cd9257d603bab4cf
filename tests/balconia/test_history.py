"""Balconia's history: every finished game once, its two sides with their final scores, door
points and ranks (the door breaks a tie), newest first; deleted on request; a game rebuilt from
its stored save; and whatever its cells hold, reading it never raises (the hostile values of
every game's history, ``tests/history_cells.py``)."""

from __future__ import annotations

import functools
import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.history_cells import hostile_cell_tests
from welcome_desktop.games.balconia import history as hist
from welcome_desktop.games.balconia.bots import make_bot
from welcome_desktop.games.balconia.bots.base import bot_step
from welcome_desktop.games.balconia.engine import GameConfig, GameState, new_game
from welcome_desktop.games.balconia.engine.game_code import SEED_LIMIT, code_for
from welcome_desktop.games.balconia.save_codec import game_to_json
from welcome_desktop.persistence.results import best_on_deal, player_stats
from welcome_desktop.persistence.versus import versus


@functools.cache
def finished(seed: int, long_game: bool = False) -> GameState:
    state = new_game(GameConfig(seed=seed, long_game=long_game))
    bots = [make_bot("easy", seed * 10), make_bot("easy", seed * 10 + 1)]
    while not state.over:
        state = bot_step(state, bots)
    return state


def test_a_finished_game_is_stored_once_with_both_sides(tmp_path: Path) -> None:
    state = finished(3)
    with hist.BalconiaHistory(tmp_path / "h.sqlite3") as db:
        when = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
        game_id = db.record(state, [("Ana", "human"), ("Bo", "hard")], finished_at=when)
        assert game_id is not None
        assert db.record(state, [("Ana", "human"), ("Bo", "hard")]) is None  # the same game
        (record,) = db.games()
    scores = state.scores()
    assert record.id == game_id and record.seed == 3 and record.turns == len(state.turns)
    assert record.finished_at == "2026-12-01T20:00:00+00:00"
    assert record.code == code_for(state.config) and record.code  # the deal's game code
    assert [(s.name, s.kind) for s in record.seats] == [("Ana", "human"), ("Bo", "hard")]
    assert [s.total for s in record.seats] == [scores[0].total, scores[1].total]
    assert [s.door for s in record.seats] == [scores[0].door, scores[1].door]
    winners = state.winners()
    assert record.winners == tuple(
        name
        for name, side in zip(("Ana", "Bo"), ("turquoise", "pink"), strict=True)
        if side in {w.value for w in winners}
    )


def test_ranks_follow_the_tie_rule() -> None:
    for seed in range(12):
        state = finished(seed)
        ranks = hist.ranks(state)
        (t, p) = (s.total for s in state.scores())
        (td, pd) = (s.door for s in state.scores())
        if (t, td) == (p, pd):
            assert ranks == (1, 1)
        else:
            assert ranks == ((1, 2) if (t, td) > (p, pd) else (2, 1))


def test_unfinished_games_and_wrong_seats_are_refused(tmp_path: Path) -> None:
    with hist.BalconiaHistory(tmp_path / "h.sqlite3") as db:
        with pytest.raises(ValueError):
            db.record(new_game(GameConfig(seed=1)), [("Ana", "human"), ("Bo", "easy")])
        with pytest.raises(ValueError):
            db.record(finished(1), [("Ana", "human")])


def test_newest_first_a_player_filter_figures_and_delete(tmp_path: Path) -> None:
    with hist.BalconiaHistory(tmp_path / "h.sqlite3") as db:
        ids = [
            db.record(
                finished(seed),
                [("Ana", "human"), (name, "medium")],
                finished_at=datetime(2026, 11, day, tzinfo=UTC),
            )
            for seed, day, name in ((1, 1, "Bo"), (2, 2, "Cy"), (4, 3, "Bo"))
        ]
        records = db.games()
        assert [r.id for r in records] == ids[::-1]
        assert [r.id for r in db.games(player="Cy")] == [ids[1]]
        assert db.player_names() == ["Ana"]
        stats = player_stats(records, "Ana")
        assert stats is not None and stats.games == 3
        assert stats.scores == tuple(finished(s).scores()[0].total for s in (1, 2, 4))
        (medium,) = versus(records, "Ana", ["easy", "medium", "hard"])
        assert medium.games == 3 and medium.wins + medium.ties + medium.losses == 3
        assert db.delete(ids[0]) and not db.delete(ids[0])
        assert [r.id for r in db.games()] == ids[:0:-1]


def test_a_stored_game_is_rebuilt_from_its_save(tmp_path: Path) -> None:
    state = finished(5, long_game=True)
    with hist.BalconiaHistory(tmp_path / "h.sqlite3") as db:
        game_id = db.record(state, [("Ana", "human"), ("Bo", "easy")])
        assert game_id is not None
        again = db.load_game(game_id)
    assert again.building == state.building and again.turns == state.turns
    assert again.config == state.config


SEAT_COLUMNS = ("total", "door", "rank", "name", "kind")
GAME_COLUMNS = ("seed", "turns", "finished_at")


@functools.cache
def template(folder: Path) -> Path:
    """A history with two good games (made once, copied for every example)."""
    path = folder / "template.sqlite3"
    with hist.BalconiaHistory(path) as db:
        db.record(finished(1), [("Ann", "human"), ("Bob", "easy")])
        db.record(finished(2), [("Cyd", "human"), ("Dan", "medium")])
    return path


def assert_readable(path: Path) -> None:
    """Every read the app does returns; what it returns is plausible."""
    with hist.BalconiaHistory(path) as db:
        assert db.problem is None
        records = db.games()
        assert 1 <= len(records) <= 2
        assert any(r.seats[0].name == "Cyd" for r in records)  # the good game
        for r in records:
            assert len(r.seats) == 2
            for seat in r.seats:
                for v in (seat.total, seat.door):
                    assert type(v) is int and abs(v) <= hist.MAX_ABS_SCORE
                assert seat.rank in (1, 2)
        for name in db.player_names():
            player_stats(records, name)


def names_of(path: Path) -> tuple[list[str], int]:
    with hist.BalconiaHistory(path) as history:
        return history.player_names(), len(history.games())


(
    base,
    test_a_hostile_cell_hides_only_its_game,
    test_any_value_in_any_cell_keeps_the_history_readable,
    test_a_name_that_is_not_utf8_is_read_with_replacement_characters,
) = hostile_cell_tests(SEAT_COLUMNS, GAME_COLUMNS, template, assert_readable, names_of)


def test_the_games_of_one_deal_are_found_by_its_code(tmp_path: Path) -> None:
    with hist.BalconiaHistory(tmp_path / "h.sqlite3") as db:
        db.record(finished(3), [("Ana", "human"), ("Bo", "hard")])
        db.record(finished(4), [("Ana", "human"), ("Bo", "easy")])
        code = code_for(finished(3).config)
        assert code is not None
        assert [r.seed for r in db.games(code=code)] == [3]
        assert [r.seed for r in db.games(code=code, player="Bo")] == [3]
        assert db.games(code=code, player="Cy") == []
        db._db.execute("UPDATE games SET code = 'NOT-A-CODE' WHERE seed = 4")
        db._db.execute("UPDATE games SET code = ? WHERE seed = 3", (code[:-1] + "2",))
        assert {r.code for r in db.games()} == {""}  # damaged codes read as none, rows stay


def test_a_version_1_history_gets_the_codes_from_its_saves(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    raw = sqlite3.connect(path)
    hist.MIGRATIONS[0](raw)
    old = finished(5)
    saves = {
        1: json.dumps(game_to_json(old)),
        2: json.dumps({"config": {"seed": SEED_LIMIT + 1}}),  # a seed too big for a code
        3: "not json",
    }
    for game_id, save in saves.items():
        raw.execute(
            """INSERT INTO games (id, fingerprint, finished_at, seed, turns, variants, save)
               VALUES (?, ?, '2026-12-01T20:00:00+00:00', 5, 1, '{}', ?)""",
            (game_id, f"f{game_id}", save),
        )
        for seat in (0, 1):
            raw.execute(
                "INSERT INTO seats VALUES (?, ?, 'Ana', 'human', 10, 1, ?)",
                (game_id, seat, seat + 1),
            )
    raw.execute("PRAGMA user_version = 1")
    raw.commit()
    raw.close()
    with hist.BalconiaHistory(path) as db:
        codes = {r.id: r.code for r in db.games()}
    assert codes == {1: code_for(old.config), 2: "", 3: ""}
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == len(hist.MIGRATIONS) == 2
    check.close()


def test_one_game_by_id_and_the_best_human_score_on_a_deal(tmp_path: Path) -> None:
    state = finished(5)
    with hist.BalconiaHistory(tmp_path / "h.sqlite3") as db:
        first = db.record(state, [("Ana", "human"), ("Bo", "hard")])
        assert first is not None
        record = db.game(first)
        assert record is not None and record.id == first
        assert [s.name for s in record.seats] == ["Ana", "Bo"]
        assert db.game(first + 99) is None
        deal = db.games(code=record.code)
    ana = state.scores()[0].total
    assert best_on_deal(deal, ("human", "hard")) == ("Ana", ana)
    assert best_on_deal(deal, ("human", "easy")) is None  # another table, another challenge


def test_a_missing_folder_gives_no_history_and_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert hist.open_history(blocker / "below" / "h.sqlite3") is None
    opened = hist.open_history(tmp_path / "h.sqlite3")
    assert opened is not None and opened.path == tmp_path / "h.sqlite3"
    opened.close()
