"""The thematic sheets in the window: chosen in New Game, drawn on the board (cones, trucks,
lights, eggs) live after every step and undo, the bottom ice-cream truck chosen on the board
with its preview, a themed game finished, the score pad's street bonuses, the sheet named in
the title, the Continue list and the resume question."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from welcome_desktop.games.welcome.app.messages import refusal_text
from welcome_desktop.games.welcome.app.setup import (
    SeatSetup,
    hotseat_setup,
    score_pad_setup,
    solo_setup,
)
from welcome_desktop.games.welcome.app.turn_view import BoardModel
from welcome_desktop.games.welcome.engine import Effect, Sheet
from welcome_desktop.games.welcome.engine.themes import eggs, ice_cream
from welcome_desktop.games.welcome.ui.dialogs import NewGameDialog
from welcome_desktop.games.welcome.ui.scene import BoardScene
from welcome_desktop.games.welcome.ui.sheet_choice import sheet_preview
from welcome_desktop.games.welcome.ui.table_dialog import TableRoundDialog
from welcome_desktop.games.welcome.ui.theme_items import (
    CIRCLED,
    CROSSED,
    PLAIN,
    PREVIEW_CIRCLE,
    PREVIEW_CROSS,
)
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import card_point, drag, house_point, play_turn, view_point


def themed(sheet: str, seed: int = 11, second: str = "easy") -> object:
    seats = [SeatSetup("Ann", "human"), SeatSetup("Ben", second)]
    return hotseat_setup(seats, seed, sheet=sheet)


# -- New Game --------------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["solo", "hotseat", "advanced", "expert", "pad"])
def test_new_game_sheet_choice_reaches_the_game_configuration(qtbot, mode: str) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    {"solo": dialog.solo, "pad": dialog.pad}.get(mode, dialog.hotseat).setChecked(True)
    dialog.advanced.setChecked(mode == "advanced")
    dialog.expert.setChecked(mode == "expert")
    combo = dialog.sheet_choice.combo
    assert [combo.itemData(i) for i in range(combo.count())] == [
        "base",
        "ice_cream",
        "lights",
        "eggs",
    ]
    combo.setCurrentIndex(combo.findData("lights"))
    if mode == "pad":  # plan n°3 of the score pad comes from the sheet's own plans
        deck3 = dialog.plan_boxes[2]
        ids = [deck3.itemData(i) for i in range(deck3.count())]
        assert ids == ["n3_xmas_dark_33", "n3_xmas_lit_66", "n3_xmas_street"]
        deck3.setCurrentIndex(2)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    setup = dialog.result_setup
    assert setup is not None and setup.config.sheet == "lights"
    assert setup.config.advanced == (mode == "advanced")
    assert setup.score_pad == (mode == "pad")
    if mode == "pad":
        assert setup.config.plan_ids[2] == "n3_xmas_street"


def test_the_preview_shows_the_chosen_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    chooser = dialog.sheet_choice
    images = {}
    for sheet in ("base", "ice_cream", "lights", "eggs"):
        chooser.set_sheet(sheet)
        images[sheet] = chooser.preview.pixmap().toImage()
        assert images[sheet] == sheet_preview(sheet, ratio=chooser.devicePixelRatioF()).toImage()
        assert chooser.summary.text()
    assert len({img.cacheKey() for img in images.values()}) == 4
    assert len({bytes(img.constBits()) for img in images.values()}) == 4  # four drawings


def test_the_window_title_and_continue_list_name_the_sheet(window: MainWindow) -> None:
    window.front.start_game(themed("eggs"))
    assert window.windowTitle() == "Welcome Desktop — Easter eggs"
    window.front.history.continue_list.refresh()
    rows = window.front.history.continue_list.games
    assert rows.count() >= 1 and "Easter eggs" in rows.item(0).text()
    asked: list[str] = []
    window.front.session.ask_yes_no = lambda title, text: bool(asked.append(text))
    window.front.session.offer_resume()
    on_eggs = "A game of Welcome To… on the “Easter eggs” sheet was left unfinished. Resume it?"
    assert asked == [on_eggs]
    window.front.start_game(themed("base"))
    assert window.windowTitle() == "Welcome Desktop"
    window.front.session.offer_resume()
    assert asked[1] == "A game of Welcome To… was left unfinished. Resume it?"


# -- drawing ---------------------------------------------------------------------------------
def _legal_house(window: MainWindow, want: set[tuple[int, int]]) -> tuple[int, tuple[int, int]]:
    """A card and one of its legal houses, preferring the houses of ``want``."""
    c = window.front.controller
    for combo in range(3):
        legal = sorted(c.legal_houses(combo))
        liked = [h for h in legal if h in want]
        if liked:
            return combo, liked[0]
    combo = 0
    return combo, sorted(c.legal_houses(combo))[0]


def test_dragging_onto_an_egg_sheet_marks_the_eggs_live_and_undo_clears_them(
    window: MainWindow,
) -> None:
    window.front.start_game(themed("eggs", seed=4))
    c = window.front.controller
    egg_houses = {(s, h) for s, street in enumerate(eggs.EGG_HOUSES) for h, _ in street}
    layer = window.front.scene.theme_layer
    for s, h in egg_houses:
        assert layer.marks[(s, h)].isVisible() and layer.marks[(s, h)].kind == "egg"
        assert set(layer.marks[(s, h)].states) == {PLAIN}
    assert not layer.marks[(0, 0)].isVisible()  # no egg printed there
    card, (s, h) = _legal_house(window, egg_houses)
    drag(window, card_point(window, card), house_point(window, s, h))
    number = c.preview_sheet().houses[s][h]
    assert c.draft.street == s and c.draft.house == h and number >= 0
    count = eggs.SPEC.streets[s].mark(h)
    if count:
        got = eggs.collected(number, count)
        assert layer.marks[(s, h)].states == tuple(
            CIRCLED if i < got else CROSSED for i in range(count)
        )
        assert layer.marks[(s, h)].fresh
    score = window.front.board_page.score_panel
    assert score.values["theme"].isVisible() and score.names["theme"].text() == "Easter eggs"
    per_street = [eggs.street_eggs(c.preview_sheet(), street) for street in range(3)]
    assert score.values["theme"].toolTip().splitlines() == [
        "Eggs collected per street:",
        *[f"Street {k + 1}: {n}" for k, n in enumerate(per_street)],
    ]
    c.undo()
    assert c.draft.street < 0
    assert set(layer.marks[(s, h)].states) <= {PLAIN}


def _model(sheet_id: str, sheet: Sheet) -> BoardModel:
    return BoardModel(sheet=sheet, sheet_id=sheet_id, interactive=False)


def test_light_strings_join_consecutive_houses_and_the_longest_is_bright(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    # The seed's example on the middle street: 2 4 _ 6 7 8 8bis 9 11 12 13.
    middle = (2, 4, -1, 6, 7, 8, 8, 9, 11, 12, 13)
    sheet = replace(Sheet(), houses=(Sheet().houses[0], middle, Sheet().houses[2]))
    scene.sync(_model("lights", sheet))
    lit = {j for (s, j), item in scene.theme_layer.lights.items() if s == 1 and item.isVisible()}
    assert lit == {3, 4, 5, 6, 8, 9}  # 6-7-8-8bis-9 and 11-12-13
    longest = {j for (s, j), it in scene.theme_layer.lights.items() if s == 1 and it.longest}
    assert longest == {3, 4, 5, 6}
    assert not any(item.isVisible() for (s, _), item in scene.theme_layer.lights.items() if s != 1)
    scene.sync(_model("base", sheet))  # another sheet: no lights
    assert not any(item.isVisible() for item in scene.theme_layer.lights.values())


def test_cones_and_truck_lines_follow_the_ice_cream_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    sheet = Sheet(theme=ice_cream.new_state())
    top = list(sheet.houses[0])
    top[4] = 7
    sheet = ice_cream.drive(replace(sheet, houses=(tuple(top), *sheet.houses[1:])), 0, 4, -1)
    scene.sync(_model("ice_cream", sheet))
    layer = scene.theme_layer
    assert layer.marks[(0, 4)].states == (CIRCLED,) and layer.marks[(0, 4)].count == 3
    assert layer.marks[(0, 5)].states == (CROSSED,)  # passed from the right end
    assert layer.marks[(0, 7)].states == (CROSSED,) and layer.marks[(0, 9)].states == (CROSSED,)
    assert layer.marks[(0, 2)].states == (PLAIN,)
    assert not layer.marks[(0, 1)].isVisible()  # no cone on house 1 of the top street
    truck = layer.trucks[0].state
    assert (truck.direction, truck.position) == (-1, 4)
    assert layer.trucks[2].state.direction == 0
    assert all(choice.isVisible() and not choice.active for choice in layer.choices)
    scene.sync(_model("eggs", Sheet()))
    assert not any(t.isVisible() for t in layer.trucks)
    assert not any(ch.isVisible() for ch in layer.choices)


# -- the bottom truck ------------------------------------------------------------------------
def test_the_bottom_truck_is_chosen_on_the_board_with_a_preview(window: MainWindow) -> None:
    window.front.start_game(themed("ice_cream", seed=6))
    c = window.front.controller
    layer = window.front.scene.theme_layer
    bottom = {(2, h) for h in range(12)}
    card, (s, h) = _legal_house(window, bottom)
    assert s == 2, "the first offer has a bottom-street house"
    base = c.view().sheet
    drag(window, card_point(window, card), house_point(window, s, h))
    assert c.draft.needs == "truck"
    assert window.front.board_page.turn_bar.prompt.text().startswith("Choose the bottom street's")
    assert all(choice.isVisible() and choice.active for choice in layer.choices)
    assert window.front.board_page.turn_bar.confirm_button.isEnabled() is False
    # a number elsewhere or a confirmation is refused until a truck is chosen
    assert c.confirm_turn() == "not_ready"
    # hovering the right-hand truck previews its cones
    right = layer.choices[ice_cream.TRUCK_RIGHT]
    QTest.mouseMove(window.front.board_view.viewport(), view_point(window, right.rect.center()))
    circled, crossed = ice_cream.truck_preview(base, 2, h, ice_cream.TRUCK_RIGHT)
    assert layer.preview_truck() == ice_cream.TRUCK_RIGHT
    for house in range(12):
        mark = layer.marks[(2, house)]
        if house in crossed:
            assert mark.states == (PREVIEW_CROSS,)
        elif house in circled:
            assert mark.states == (PREVIEW_CIRCLE,)
        elif mark.kind:
            assert mark.states == (PLAIN,)
    assert right.counts == (len(circled), len(crossed))
    # clicking it starts the truck at the right end, driving left
    QTest.mouseClick(
        window.front.board_view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_point(window, right.rect.center()),
    )
    assert c.draft.truck == ice_cream.TRUCK_RIGHT and c.draft.needs in ("effect", "confirm")
    line = layer.trucks[2].state
    assert (line.direction, line.position) == (-1, h)
    assert not any(choice.isVisible() for choice in layer.choices)
    expected = {house: CROSSED for house in crossed}
    expected.update({house: CIRCLED for house in circled})
    for house, state in expected.items():
        assert layer.marks[(2, house)].states == (state,)
    assert c.undo_text() == "Undo choosing the ice-cream truck"
    c.undo()
    assert c.draft.needs == "truck" and layer.trucks[2].state.direction == 0
    # the keyboard: an arrow previews the left truck, Enter starts it
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Left)
    assert layer.preview_truck() == ice_cream.TRUCK_LEFT
    assert layer.choices[ice_cream.TRUCK_LEFT].focus
    circled, crossed = ice_cream.truck_preview(base, 2, h, ice_cream.TRUCK_LEFT)
    assert {house for house in crossed} == {
        house for house in range(12) if layer.marks[(2, house)].states == (PREVIEW_CROSS,)
    }
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Return)
    assert c.draft.truck == ice_cream.TRUCK_LEFT
    while c.draft.needs == "effect":
        c.skip_effect()
    window.front.board_page.confirm_turn()
    assert c.state.pending[0] is not None or c.state.round == 2
    assert ice_cream.direction(c.view(0).current, 2) == 1


def test_a_truck_choice_when_none_is_due_is_refused_with_a_translated_reason(
    window: MainWindow,
) -> None:
    window.front.start_game(themed("ice_cream", seed=6))
    c = window.front.controller
    said: list[str] = []
    c.refused.connect(said.append)
    assert c.choose_truck(0) == "truck_choice_unexpected"
    assert said == [refusal_text("truck_choice_unexpected")]
    assert (
        said[0]
        == "The ice-cream truck's direction is chosen with the bottom street's first number."
    )
    layer = window.front.scene.theme_layer
    assert layer.truck_at(layer.choices[0].rect.center()) is None  # not offered now


# -- whole games -----------------------------------------------------------------------------
@pytest.mark.parametrize("sheet", ["ice_cream", "lights", "eggs"])
def test_a_themed_solo_game_finishes_on_the_end_screen_with_its_theme_column(
    window: MainWindow, qtbot, sheet: str
) -> None:
    window.front.start_game(solo_setup("Sam", seed=21, sheet=sheet))
    c = window.front.controller
    turns = 0
    while not c.state.over:
        qtbot.waitUntil(lambda: c.active_seat >= 0 or c.state.over, timeout=10000)
        if c.state.over:
            break
        play_turn(window, "medium")
        turns += 1
        assert turns < 200
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)
    table = window.front.end_screen.table
    headers = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    short = {"ice_cream": "Ice cream", "lights": "Lights", "eggs": "Eggs"}[sheet]
    score = c.state.scores()[0]
    assert score.theme is not None
    assert table.item(0, headers.index(short)).text() == str(score.theme)
    assert c.state.config.sheet == sheet


# -- score pad -------------------------------------------------------------------------------
def test_score_pad_street_bonus_taken_at_the_table_crosses_it_on_the_board(
    window: MainWindow, qtbot
) -> None:
    dialog = TableRoundDialog(None, (False, True, False))
    qtbot.addWidget(dialog)
    assert [b.text() for b in dialog.taken_boxes] == [
        f"Street {k}'s ice-cream bonus taken" for k in (1, 2, 3)
    ]
    assert not dialog.taken_boxes[1].isEnabled() and dialog.taken_boxes[1].isChecked()
    dialog.taken_boxes[0].setChecked(True)
    assert dialog.taken() == (True, True, False)
    assert TableRoundDialog(None).taken_boxes == []  # other sheets: no box

    window.front.start_game(score_pad_setup("Pat", seed=3, sheet="ice_cream"))
    answers = [((5, Effect.POOL), (8, Effect.BIS), (11, Effect.TEMP))]
    window.front.session.ask_table_round = lambda: (answers[0], (False,) * 3, (True, False, False))
    window.front.session.enter_table_round()
    c = window.front.controller
    assert not c.needs_table_round()
    assert ice_cream.bonus_state(c.view().sheet, 0) == ice_cream.CROSSED
    assert window.front.scene.theme_layer.trucks[0].state.bonus == ice_cream.CROSSED
    assert window.front.scene.theme_layer.trucks[1].state.bonus == ice_cream.OPEN


def test_the_real_cards_dialog_ticks_the_bonuses_already_taken(
    window: MainWindow, qtbot, monkeypatch
) -> None:
    window.front.start_game(score_pad_setup("Pat", seed=3, sheet="ice_cream"))
    answers = [((5, Effect.POOL), (8, Effect.BIS), (11, Effect.TEMP))]
    window.front.session.ask_table_round = lambda: (answers[0], (False,) * 3, (False, True, False))
    window.front.session.enter_table_round()
    seen: list[tuple[bool, ...]] = []

    def look(dialog: TableRoundDialog) -> int:  # the dialog the session really opens
        seen.append(tuple(b.isChecked() for b in dialog.taken_boxes))
        return TableRoundDialog.DialogCode.Rejected

    monkeypatch.setattr(TableRoundDialog, "exec", look)
    session = window.front.session
    real = type(session)(session.parent_widget, session.controller, session.host)  # own dialogs
    assert real.ask_table_round() is None  # cancelled
    assert seen == [(False, True, False)]  # street 2's bonus, taken last round, stays ticked


def test_the_smoke_test_plays_a_round_per_sheet(tmp_path: Path) -> None:
    env = {**os.environ, "WELCOME_DESKTOP_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "welcome_desktop", "--smoke-test"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert "round: 1 played" in out
    for sheet in ("ice_cream", "lights", "eggs"):
        assert f"sheet {sheet}: round 1 played" in out


def test_the_screenshot_demo_plays_on_the_chosen_sheet(window: MainWindow) -> None:
    from welcome_desktop.ui import launch

    opts = launch.parse_args(
        ["--screen", "board", "--demo", "5", "--seed", "11", "--theme", "ice_cream"]
    )
    launch._prepare(window, opts)
    c = window.front.controller
    assert c.state.config.sheet == "ice_cream" and c.state.round == 6
    assert c.draft.needs == "truck"  # the demo shows the bottom truck's choice
    assert window.front.scene.theme_layer.preview_truck() == ice_cream.TRUCK_RIGHT
    icon = window.front.board_page.score_panel.icons["theme"]
    assert icon.isVisible() and not icon.pixmap().isNull()


def test_new_game_from_the_menu_starts_the_chosen_sheet(window: MainWindow, qtbot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    answered: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.solo.setChecked(True)
        dialog.sheet_choice.combo.setCurrentIndex(dialog.sheet_choice.combo.findData("eggs"))
        answered.append(dialog.sheet_choice.summary.text())
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )

    QTimer.singleShot(0, answer)
    window.front.session.new_game()
    assert answered and "eggs" in answered[0]
    c = window.front.controller
    assert c.state.config.sheet == "eggs" and c.state.config.seats == 1
    assert window.windowTitle() == "Welcome Desktop — Easter eggs"
    layer = window.front.scene.theme_layer
    assert layer.marks[(0, 2)].isVisible() and layer.marks[(0, 2)].kind == "egg"
    assert not any(item.isVisible() for item in layer.trucks)


def test_a_suggestion_names_the_bottom_truck_it_chooses(window: MainWindow) -> None:
    from welcome_desktop.games.welcome.engine import Move
    from welcome_desktop.games.welcome.ui.prompts import describe_move

    window.front.start_game(themed("ice_cream", seed=6))
    view = window.front.controller.view()
    plain = describe_move(view, Move(0, 2, 4))
    assert plain.startswith("write ") and "truck" not in plain
    assert describe_move(view, Move(0, 2, 4, truck=1)) == (
        plain + " (the bottom truck starts on the right)"
    )
    assert describe_move(view, Move(0, 2, 4, truck=0)).endswith("starts on the left)")


def when_modal(kind: type, act: Callable[[Any], None]) -> None:
    """Run ``act`` on the next modal dialog of ``kind`` once it is open (it always closes)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, poll)
            return
        try:
            act(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, poll)


def test_the_real_cards_dialog_takes_the_street_bonuses_round_after_round(
    window: MainWindow, qtbot
) -> None:
    window.front.start_game(score_pad_setup("Pat", seed=3, sheet="ice_cream"))
    c = window.front.controller
    seen: list[tuple[bool, ...]] = []

    def answer(tick: int) -> Callable[[Any], None]:
        def act(dialog: TableRoundDialog) -> None:
            seen.append(tuple(not box.isEnabled() for box in dialog.taken_boxes))
            dialog.taken_boxes[tick].setChecked(True)
            dialog.accept()

        return act

    # The window opens the cards dialog by itself at each round of a score pad.
    when_modal(TableRoundDialog, answer(1))
    qtbot.waitUntil(lambda: bool(seen) and not c.needs_table_round(), timeout=5000)
    assert seen == [(False, False, False)]
    assert ice_cream.bonus_state(c.view().sheet, 1) == ice_cream.CROSSED
    assert window.front.scene.theme_layer.trucks[1].state.bonus == ice_cream.CROSSED
    when_modal(TableRoundDialog, answer(2))
    play_turn(window)  # the round is played with the cards entered
    qtbot.waitUntil(lambda: len(seen) == 2 and not c.needs_table_round(), timeout=5000)
    assert seen[1] == (False, True, False)  # taken last round: ticked for good
    sheet = c.view().sheet
    assert [ice_cream.bonus_state(sheet, s) for s in range(3)] == [
        ice_cream.OPEN,
        ice_cream.CROSSED,
        ice_cream.CROSSED,
    ]
