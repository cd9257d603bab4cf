"""Whole games through the window's API: solo, two humans at one device, the end screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import play_turn


def _end_table(window: MainWindow) -> dict[str, tuple[str, str]]:
    """Player name -> (rank, total) as shown in the end screen's table."""
    table = window.front.end_screen.table
    total_col = table.columnCount() - 1
    if table.horizontalHeaderItem(total_col).text() != "Total":
        total_col -= 1
    return {
        table.item(r, 1).text(): (table.item(r, 0).text(), table.item(r, total_col).text())
        for r in range(table.rowCount())
    }


def test_a_whole_solo_game_ends_on_the_end_screen_with_the_engine_score(
    window: MainWindow, qtbot
) -> None:
    window.front.start_game(solo_setup("Sam", seed=5))
    c = window.front.controller
    assert window.pages.currentWidget() is window.front.board_page
    assert all(card.isVisible() for card in window.front.scene.hand_cards)
    turns = 0
    while not c.state.over:
        qtbot.waitUntil(lambda: c.active_seat >= 0 or c.state.over, timeout=10000)
        if c.state.over:
            break
        play_turn(window)
        turns += 1
        assert turns < 200
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)
    shown = _end_table(window)
    assert shown == {"Sam": ("1", str(c.state.scores()[0].total))}
    assert window.front.end_screen.chart is not None
    assert len(c.score_history()) == turns


def test_two_humans_play_a_whole_game_passing_the_device(window: MainWindow, qtbot) -> None:
    setup = hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben")], seed=3)
    window.front.start_game(setup)
    c = window.front.controller
    seen_pass_for: list[str] = []
    rounds = 0
    while not c.state.over:
        assert window.pages.currentWidget() is window.front.pass_page
        seen_pass_for.append(window.front.pass_page.name)
        qtbot.mouseClick(window.front.pass_page.button, Qt.MouseButton.LeftButton)
        assert window.pages.currentWidget() is window.front.board_page
        seat = c.active_seat
        play_turn(window)
        if seat == 1:
            rounds += 1
        assert rounds < 200
    assert seen_pass_for[:4] == ["Ann", "Ben", "Ann", "Ben"]
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)
    scores = c.state.scores()
    ranks = c.state.ranking()
    shown = _end_table(window)
    assert shown == {
        "Ann": (str(ranks[0]), str(scores[0].total)),
        "Ben": (str(ranks[1]), str(scores[1].total)),
    }


def test_the_pass_device_screen_hides_the_previous_sheet(window: MainWindow, qtbot) -> None:
    window.front.start_game(hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben")], seed=8))
    c = window.front.controller
    qtbot.mouseClick(window.front.pass_page.button, Qt.MouseButton.LeftButton)
    assert c.active_seat == 0
    play_turn(window)
    # Ann's turn is submitted: the device goes to Ben and nothing of Ann's sheet is shown.
    assert window.pages.currentWidget() is window.front.pass_page
    assert window.front.pass_page.name == "Ben"
    assert not window.front.board_page.isVisible()
    assert not any(item.isVisible() for item in window.front.scene.houses.values())
    assert not any(card.isVisible() for card in window.front.scene.active_cards())
    assert not window.front.score_dock.isVisible()
    qtbot.mouseClick(window.front.pass_page.button, Qt.MouseButton.LeftButton)
    assert c.active_seat == 1
    assert window.front.board_page.isVisible()
    # Ben sees his own (empty) sheet, not Ann's pending number.
    assert all(item.value == -1 for item in window.front.scene.houses.values())
    assert "Ben" in window.front.scene.paper.title


def test_other_sheets_can_be_looked_at_read_only(window: MainWindow, qtbot) -> None:
    window.front.start_game(hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=6))
    c = window.front.controller
    play_turn(window)
    qtbot.waitUntil(lambda: c.state.round == 2 and c.active_seat == 0, timeout=10000)
    ben = c.state.sheets[1]
    chooser = window.front.score_panel.sheet_choice
    assert chooser.isVisible() and chooser.count() == 2
    chooser.activated.emit(1)
    assert "Ben" in window.front.scene.paper.title
    for (s, h), item in window.front.scene.houses.items():
        assert item.value == ben.houses[s][h]
    assert not any(card.enabled for card in window.front.scene.active_cards())
    assert "Ben" in window.front.turn_bar.prompt.text()
    chooser.activated.emit(0)
    assert "Ann" in window.front.scene.paper.title
    assert all(card.enabled for card in window.front.scene.active_cards())


def test_the_reshuffle_question_is_asked_after_the_first_plan(window: MainWindow, qtbot) -> None:
    asked: list[str] = []
    window.front.session.ask_yes_no = lambda title, text: asked.append(title) is None
    c = window.front.controller
    for seed in range(31, 41):  # Ann must be among the first to achieve a plan
        window.front.start_game(
            hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=seed)
        )
        while not asked and not c.state.over and not c.state.plan_achieved:
            qtbot.waitUntil(lambda: c.active_seat >= 0 or c.state.over, timeout=10000)
            if c.state.over:
                break
            shuffles = c.state.shuffles
            play_turn(window, level="medium")
        if asked:
            break
    assert asked == ["First city plan achieved"]
    qtbot.waitUntil(lambda: c.state.plan_achieved, timeout=10000)
    assert c.state.shuffles == shuffles + 1
