"""Balconia's controller: drafts taken back until confirmed, refusals with the engine's
reasons, pass-the-device between two humans, computer players answering from a worker thread,
the autosave written after every applied action and resumed, refused saves left untouched."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.controller import BalconiaController
from welcome_desktop.games.balconia.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.app.view import Prompt
from welcome_desktop.games.balconia.engine import Phase, Reason, Side, offered

from .helpers import play_step, wait_for_human

T, P = Side.TURQUOISE, Side.PINK


def _saved_actions() -> int:
    data = json.loads(storage.autosave_path().read_text(encoding="utf-8"))
    return len(data["actions"])


def test_a_hot_seat_turn_drafted_taken_back_refused_and_confirmed(qtbot: QtBot) -> None:
    c = BalconiaController()
    refusals: list[str] = []
    seats: list[Side] = []
    c.refused.connect(refusals.append)
    c.seat_changed.connect(seats.append)
    c.new_game(make_setup(Seat("Ana"), Seat("Ben"), seed=4))
    assert c.hidden and seats == [T]  # the device goes to turquoise, who selects first
    assert c.select(0, 1) == Reason.NOT_YOUR_TURN  # nobody acts behind the pass screen
    c.reveal()
    view = c.turn_view
    assert view is not None and view.my_turn and view.prompt is Prompt.SELECT
    assert _saved_actions() == 0  # the new game is saved at once
    assert c.select(0, 2) == Reason.FACES_NOT_ADJACENT
    assert c.select(0, 7) == Reason.NO_SUCH_FACE
    assert c.place(0, (1, 2)) == Reason.WRONG_STEP  # a placement while a selection is due
    assert c.confirm() == Reason.WRONG_STEP  # nothing drafted
    assert refusals == [
        "not_your_turn",
        "faces_not_adjacent",
        "no_such_face",
        "wrong_step",
        "wrong_step",
    ]
    assert c.select(1, 0) is None and c.draft is not None and c.draft.kept == (0, 1)
    assert c.select(2, 3) is None and c.turn_view.kept == (2, 3)  # another pair replaces it
    c.undo()
    assert c.draft is None and c.turn_view.kept is None and c.state.kept is None
    assert c.select(0, 3) is None and c.turn_view.kept == (3, 0)
    assert c.confirm() is None
    assert c.state.kept == (3, 0) and c.state.phase is Phase.PLACE
    assert _saved_actions() == 1  # written after the applied action, the draft never
    assert c.hidden and seats == [T, P]  # pass to pink, who places
    c.reveal()
    view = c.turn_view
    assert view.viewer is P and view.prompt is Prompt.PLACE and view.offered == (1, 2)
    assert c.place(0, view.legal_cells[0]) == Reason.FACE_NOT_OFFERED
    entrance = c.state.building.entrance_cell
    assert c.place(1, entrance) == Reason.CELL_TAKEN
    assert c.place(1, (4, 4)) == Reason.NOT_TOUCHING
    assert c.place(1, (9, 9)) == Reason.NO_SUCH_CELL
    cell = view.legal_cells[0]
    assert c.place(1, cell) is None and c.turn_view.building.at(cell) is not None
    assert c.state.building.at(cell) is None  # a draft, not yet the game
    c.undo()
    assert c.turn_view.building.at(cell) is None
    assert c.place(2, cell) is None and c.confirm() is None
    assert c.state.building.at(cell) is not None and len(c.state.turns) == 1
    assert _saved_actions() == 2
    # pink placed and now selects: the same human keeps the device, no pass screen
    assert not c.hidden and seats == [T, P] and c.turn_view.my_turn
    assert c.turn_view.selector is P and c.turn_view.viewer is P
    c.shutdown()


def test_the_autosave_is_resumed_where_it_was_and_removed_at_the_end(qtbot: QtBot) -> None:
    c = BalconiaController()
    over: list[bool] = []
    c.game_over.connect(lambda: over.append(True))
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=6, entrance_anywhere=True)
    c.new_game(setup)
    for _ in range(5):
        if c.hidden:
            c.reveal()
        play_step(c)
    state = c.state
    fresh = BalconiaController()
    assert fresh.resume_autosave()
    assert fresh.setup == setup and fresh.state == state and fresh.state.log == state.log
    assert fresh.hidden  # two humans: the resumed game opens on the pass screen
    while not c.state.over:
        if c.hidden:
            c.reveal()
        play_step(c)
    assert over == [True] and c.turn_view.prompt is Prompt.OVER
    assert not storage.autosave_path().exists()  # a finished game leaves no autosave
    assert c.confirm() == Reason.GAME_OVER
    c.shutdown()
    fresh.shutdown()


def test_a_computer_player_answers_from_a_worker_thread(qtbot: QtBot) -> None:
    c = BalconiaController()
    busy: list[bool] = []
    c.bot_busy.connect(busy.append)
    c.new_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=8))
    assert not c.hidden and c.turn_view.my_turn  # one human: no pass screen
    assert c.select(1, 2) is None and c.confirm() is None
    assert c.busy() and c.turn_view.prompt is Prompt.WAIT and c.turn_view.viewer is T
    assert c.select(0, 1) == Reason.NOT_YOUR_TURN
    wait_for_human(qtbot, c)
    # the computer placed, then selected for its own turn; Ana places now
    assert len(c.state.turns) == 1 and c.state.phase is Phase.PLACE and c.state.to_act is T
    assert c.threads.thread_idents and threading.get_ident() not in c.threads.thread_idents
    assert busy[0] is True and busy[-1] is False
    assert _saved_actions() == 3  # written after each of the computer's actions too
    view = c.turn_view
    assert view.my_turn and view.viewer is T and view.kept == c.state.kept
    assert c.place(offered(view.kept)[0], view.legal_cells[0]) is None
    c.shutdown()


def test_a_whole_game_between_computer_players(qtbot: QtBot) -> None:
    c = BalconiaController()
    c.autosave_enabled = False
    c.new_game(make_setup(Seat("A", SeatKind.EASY), Seat("B", SeatKind.MEDIUM), seed=1))
    with qtbot.waitSignal(c.game_over, timeout=30000):
        pass
    assert c.state.over and len(c.state.turns) == 14
    assert c.turn_view.over and c.turn_view.winners == c.state.winners()
    c.shutdown()


@pytest.mark.parametrize("damage", ["corrupt", "newer", "snapshot", "seats"])
def test_refused_saves_change_nothing(qtbot: QtBot, tmp_path: Path, damage: str) -> None:
    c = BalconiaController()
    c.new_game(make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=3))
    path = tmp_path / "game.json"
    assert c.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    if damage == "corrupt":
        path.write_text('{"format": "welcome-desktop-balconia-save", ', encoding="utf-8")
    elif damage == "newer":
        data["schema_version"] = 99
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "snapshot":
        data["snapshot"]["turns"] = 5
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        data["extra"]["seats"][1]["kind"] = "grandmaster"
        path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    state = c.state
    other = BalconiaController()
    assert not other.load(path)
    assert other.state is None and other.last_error is not None
    expected = {"newer": "too_new"}.get(damage, "corrupt")
    assert other.last_error.code == expected
    assert not c.load(path) and c.state is state  # the game in play stays
    assert path.read_bytes() == before
    c.shutdown()
    other.shutdown()


def test_save_writes_the_game_and_a_failed_write_is_refused(qtbot: QtBot, tmp_path: Path) -> None:
    c = BalconiaController()
    assert not c.save(tmp_path / "none.json")  # no game
    c.new_game(make_setup(Seat("Ana"), Seat("Ben"), seed=9))
    saved: list[str] = []
    refusals: list[str] = []
    c.saved.connect(saved.append)
    c.refused.connect(refusals.append)
    assert c.save(tmp_path / "a" / "game.json")
    assert saved == [str(tmp_path / "a" / "game.json")]
    assert storage.read(saved[0]).setup == c.setup
    (tmp_path / "dir.json").mkdir()
    assert not c.save(tmp_path / "dir.json") and refusals == ["save_failed"]
    c.shutdown()


def test_a_new_game_while_a_computer_thinks_drops_its_answer(qtbot: QtBot) -> None:
    c = BalconiaController()
    c.autosave_enabled = False
    c.new_game(make_setup(Seat("Bot", SeatKind.HARD), Seat("Ana"), seed=5))
    assert c.busy()  # the computer selects first
    setup = make_setup(Seat("Ana"), Seat("Bot", SeatKind.EASY), seed=6)
    c.new_game(setup)  # the human selects first in the new game
    qtbot.waitUntil(lambda: not c.busy(), timeout=20000)
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=2000)
    assert c.setup == setup and c.state.log == ()  # the old answer was not applied
    assert c.select(0, 1) is None
    c.shutdown()
