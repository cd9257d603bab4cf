"""The History and statistics page and replays, driven through the window."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt

from tests.engine.engine_helpers import random_round
from welcome_desktop.games.welcome.app.setup import GameSetup, SeatSetup
from welcome_desktop.games.welcome.engine import GameConfig, GameState, Mode, new_game
from welcome_desktop.games.welcome.engine.replay import round_states
from welcome_desktop.games.welcome.i18n.catalog import effect_name
from welcome_desktop.games.welcome.persistence.history import History, history_path
from welcome_desktop.games.welcome.ui.window import MainWindow


def finished_game(config: GameConfig, seed: int) -> GameState:
    rng = random.Random(seed)
    state = new_game(config)
    while not state.over:
        state = random_round(state, rng)
    return state


def store(setup: GameSetup, state: GameState, code: str = "") -> int:
    states = round_states(state)
    history = [tuple(s.total for s in st.scores()) for st in states[1:]]
    ranks = [1 + sum(o.total > s.total for o in state.scores()) for s in state.scores()]
    with History(history_path()) as db:
        game_id = db.record(
            state,
            [(s.name, s.kind) for s in setup.seats],
            ranks,
            history,
            code=code,
            extra={"setup": setup.to_json()},
        )
    assert game_id is not None
    return game_id


def solo(seed: int, name: str = "Sam") -> tuple[GameSetup, GameState]:
    config = GameConfig(Mode.SOLO, 1, False, seed)
    return GameSetup(config, (SeatSetup(name),)), finished_game(config, seed)


def three_seats(seed: int) -> tuple[GameSetup, GameState]:
    config = GameConfig(Mode.STANDARD, 3, True, seed)
    seats = (SeatSetup("Sam"), SeatSetup("Robo", "hard"), SeatSetup("Ann"))
    return GameSetup(config, seats), finished_game(config, seed)


def test_history_lists_games_and_statistics_follow_the_filters(window: MainWindow, qtbot) -> None:
    solos = [solo(seed) for seed in (1, 2, 3)]
    for setup, state in solos:
        store(setup, state, code="SAME1-CODE1" if setup.config.seed < 3 else "")
    big_setup, big_state = three_seats(4)
    store(big_setup, big_state)
    window.front.history.act_history.trigger()
    page = window.front.history.history_page
    assert window.pages.currentWidget() is page
    table = page.games
    assert table.rowCount() == 4
    assert "Robo" in table.item(0, 2).text()  # newest first
    # only the games of the selected one's code
    table.selectRow(3)
    page.same_code.setChecked(True)
    assert table.rowCount() == 2
    assert {table.item(r, 4).text() for r in range(2)} == {"SAME1-CODE1"}
    page.same_code.setChecked(False)
    assert table.rowCount() == 4

    page.tabs.setCurrentIndex(1)
    page.player.setCurrentText("Sam")
    totals = [state.scores()[0].total for _setup, state in solos] + [big_state.scores()[0].total]
    assert page.summary.text().startswith("Sam: 4 game(s), mean ")
    assert f"best {max(totals)}" in page.summary.text()
    assert sum(h for _x, h in page.histogram.bar_points()) == 4
    assert [y for _x, y in page.trend.series()[0].points] == totals
    page.mode.setCurrentIndex(page.mode.findData("solo"))
    assert page.summary.text().startswith("Sam: 3 game(s)")
    page.seats.setCurrentIndex(page.seats.findData(3))
    assert page.summary.text() == "No finished game matches these filters yet."
    page.mode.setCurrentIndex(0)
    versus = page.versus
    assert versus.rowCount() == 1 and versus.item(0, 1).text() == "1"
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.start_page


def test_a_replay_steps_to_the_last_round_with_every_sheet_as_recorded(
    window: MainWindow, qtbot
) -> None:
    setup, state = three_seats(9)
    game_id = store(setup, state)
    window.front.history.act_history.trigger()
    page = window.front.history.history_page
    page.games.selectRow(0)
    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    replay = window.front.history.replay_page
    assert window.pages.currentWidget() is replay
    assert replay.step == 0 and replay.chart.cursor_x() == 0
    states = round_states(state)
    # step through with the keyboard, checking every seat's sheet at every round
    for step in range(1, len(states)):
        qtbot.keyClick(replay.controls.slider, Qt.Key.Key_Right)
        assert replay.step == step and replay.controls.slider.value() == step
        assert replay.controller.state.sheets == states[step].sheets
        assert replay.chart.cursor_x() == step
    qtbot.keyClick(replay.controls.slider, Qt.Key.Key_Right)  # no further than the end
    assert replay.step == len(states) - 1
    with History(history_path()) as db:
        recorded, _extra = db.load_game(game_id)
    for seat in range(3):  # every seat's sheet, as the recorded game ended
        replay.seat.setCurrentIndex(seat)
        assert replay.controller.state.sheets[seat] == recorded.sheets[seat]
    assert replay.step_label.text() == f"After round {len(states) - 1} of {len(states) - 1}"
    assert replay.moves.text().count("\n") == 2  # one line per seat
    last_cards = states[-2].offers[2]  # seat 2's sheet is shown
    assert replay.cards.text() == f"Cards of round {len(states) - 1}: " + " · ".join(
        f"{c.number} {effect_name(c.effect)}" for c in last_cards
    )
    qtbot.keyClick(replay.controls.slider, Qt.Key.Key_Home)
    assert replay.step == 0 and replay.controller.state.sheets == states[0].sheets
    qtbot.mouseClick(replay.controls.last_button, Qt.MouseButton.LeftButton)
    assert replay.step == len(states) - 1
    qtbot.mouseClick(replay.controls.prev_button, Qt.MouseButton.LeftButton)
    assert replay.step == len(states) - 2 and replay.chart.cursor_x() == len(states) - 2
    qtbot.mouseClick(replay.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is page


def test_a_finished_save_file_is_replayed_and_an_unfinished_one_refused(
    window: MainWindow, qtbot, tmp_path: Path
) -> None:
    setup, state = solo(12)
    window.front.controller.play_from(setup, state)
    finished = tmp_path / "finished.json"
    assert window.front.controller.save(finished)
    errors: list[str] = []
    window.front.session.report_error = lambda title, text: errors.append(text)
    window.front.session.ask_open_path = lambda: str(finished)
    window.front.history.act_replay_file.trigger()
    replay = window.front.history.replay_page
    assert window.pages.currentWidget() is replay and not errors
    assert replay.last_step == len(state.log)
    qtbot.keyClick(replay.controls.slider, Qt.Key.Key_End)
    assert replay.controller.state.sheets == state.sheets
    # an unfinished game cannot be replayed
    other_setup, _ = solo(13)
    window.front.start_game(other_setup)
    going = tmp_path / "going.json"
    assert window.front.controller.save(going)
    window.front.session.ask_open_path = lambda: str(going)
    window.front.history.act_replay_file.trigger()
    assert errors == ["Only finished games can be replayed; this one is still going."]


def test_a_damaged_history_is_kept_aside_reported_and_the_game_still_recorded(
    window: MainWindow, qtbot
) -> None:
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"definitely not SQLite" * 50)
    setup, state = solo(14)
    window.front.controller.play_from(setup, state)  # a finished game: recorded on game_over
    message = window.statusBar().currentMessage()
    assert message.startswith("The game history was damaged. It was kept as history.sqlite3.")
    kept = [p for p in path.parent.iterdir() if p.name.startswith("history.sqlite3.corrupt")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"definitely not SQLite" * 50
    assert window.pages.currentWidget() is window.front.end_screen  # the app goes on
    with History(path) as db:
        assert db.problem is None and db.count() == 1


def test_a_game_is_deleted_from_the_history_after_asking(window: MainWindow, qtbot) -> None:
    kept_setup, kept_state = solo(5, name="Kim")
    store(kept_setup, kept_state)
    gone_setup, gone_state = three_seats(6)
    gone_id = store(gone_setup, gone_state)
    window.front.history.act_history.trigger()
    page = window.front.history.history_page
    table = page.games
    asked: list[str] = []
    page.ask_yes_no = lambda title, text: asked.append(text) is not None  # "no"
    table.selectRow(0)  # the newest: the three-seat game
    assert page.selected_record().id == gone_id
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "Sam" in asked[0] and "Ann" in asked[0]
    assert table.rowCount() == 2  # answered no: nothing deleted
    page.ask_yes_no = lambda title, text: True
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Delete)  # the Delete key does the same
    assert table.rowCount() == 1 and "Kim" in table.item(0, 2).text()
    with History(history_path()) as db:
        assert db.count() == 1 and db.game(gone_id) is None
        assert db._db.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 1
    page.tabs.setCurrentIndex(1)
    page.player.setCurrentText("Kim")
    assert page.summary.text().startswith("Kim: 1 game(s)")
    assert page.player.findText("Sam") < 0  # the deleted game's players are gone from the filter


def test_the_end_screen_replays_the_game_just_finished(window: MainWindow, qtbot) -> None:
    setup, state = three_seats(21)
    window.front.controller.play_from(setup, state)  # a finished game: the end screen
    end = window.front.end_screen
    assert window.pages.currentWidget() is end
    assert end.replay_button.text() == "Replay the game"
    qtbot.mouseClick(end.replay_button, Qt.MouseButton.LeftButton)
    replay = window.front.history.replay_page
    assert window.pages.currentWidget() is replay
    assert replay.step == 0 and replay.last_step == len(round_states(state)) - 1
    qtbot.mouseClick(replay.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is end  # back where it was opened
