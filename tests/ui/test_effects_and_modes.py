"""Effects by click (bis, real estate), the forced permit refusal, score pad and the dialogs."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.engine import Effect, Sheet, new_game
from welcome_desktop.games.welcome.engine.deck import STACK_SIZE
from welcome_desktop.games.welcome.ui.demo import demo_state
from welcome_desktop.games.welcome.ui.dialogs import NewGameDialog
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.common_dialogs import SettingsDialog

from .ui_helpers import card_point, drag, house_point, start_mid_game, two_seat_setup


def _offer_with(window: MainWindow, effect: Effect) -> int:
    for seed in range(11, 90):
        start_mid_game(window, rounds=5, seed=seed)
        for i, combo in enumerate(window.front.controller.view().combos):
            if combo.effect is effect and window.front.controller.legal_houses(i):
                window.front.controller.select_combo(i)
                for street, house in sorted(window.front.controller.legal_houses(i)):
                    if window.front.controller.place_number(street, house) is None:
                        if window.front.controller.draft.needs == "effect":
                            return i
                        window.controller.undo()
                        break
    raise AssertionError(f"no usable {effect} on offer in these seeds")


def _click_scene(window: MainWindow, point) -> None:  # type: ignore[no-untyped-def]
    pos = window.front.board_view.mapFromScene(point)
    QTest.mouseClick(window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_bis_copies_a_number_into_the_clicked_house(window: MainWindow, qtbot) -> None:
    _offer_with(window, Effect.BIS)
    c = window.front.controller
    assert c.draft.effect_kind == "bis"
    street, house, source = c.effect_targets()[0]
    item = window.front.scene.houses[(street, house)]
    assert item.target
    rect = item.rect
    x = rect.left() + rect.width() * (0.25 if source < house else 0.75)
    from PySide6.QtCore import QPointF

    _click_scene(window, QPointF(x, rect.center().y()))
    assert c.draft.bis is not None and c.draft.bis[:2] == (street, house)
    shown = window.front.scene.houses[(street, house)]
    assert shown.is_bis and shown.value == c.preview_sheet().houses[street][house] >= 0


def test_real_estate_column_is_raised_by_clicking_it(window: MainWindow, qtbot) -> None:
    _offer_with(window, Effect.REAL_ESTATE)
    c = window.front.controller
    column = c.effect_targets()[0]
    col_item = window.front.scene.columns[column]
    assert col_item.target
    before = col_item.count
    _click_scene(window, col_item.rect.center())
    assert c.draft.column == column
    assert window.front.scene.columns[column].count == before + 1


def test_landscaper_is_used_with_the_turn_bar_button(window: MainWindow, qtbot) -> None:
    _offer_with(window, Effect.LANDSCAPER)
    c = window.front.controller
    bar = window.front.turn_bar
    assert bar.use_button.isVisible() and bar.skip_button.isVisible()
    street = c.draft.street
    before = window.front.scene.parks[street].count
    qtbot.mouseClick(bar.use_button, Qt.MouseButton.LeftButton)
    assert c.draft.needs == "confirm" and c.draft.effect_used
    assert window.front.scene.parks[street].count == before + 1


def test_a_forced_refusal_is_the_only_move_offered(window: MainWindow, qtbot) -> None:
    setup = two_seat_setup(seed=4)
    state = new_game(setup.config)
    # Every street full except one gap no number can fill (between 4 and 5).
    blocked = Sheet(
        houses=(
            (0, 1, 2, 3, 4, -1, 5, 6, 7, 8),
            tuple(range(11)),
            tuple(range(12)),
        )
    )
    state = replace(state, sheets=(blocked, state.sheets[1]))
    window.front.controller.play_from(setup, state)
    window.front.show_board()
    c = window.front.controller
    bar = window.front.turn_bar
    assert c.must_refuse()
    assert bar.refuse_button.isVisible()
    assert not bar.suggest_button.isVisible()
    assert "refused" in bar.prompt.text()
    qtbot.mouseClick(bar.refuse_button, Qt.MouseButton.LeftButton)
    assert c.draft.refusal
    assert window.front.scene.tracks["refusals"].count == 1
    qtbot.mouseClick(bar.confirm_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.round == 2, timeout=10000)
    assert c.state.sheets[0].refusals == 1


def test_score_pad_asks_for_the_table_cards_each_round(window: MainWindow, qtbot) -> None:
    from welcome_desktop.games.welcome.app.setup import score_pad_setup

    entered: list[int] = []

    def table_round():  # type: ignore[no-untyped-def]
        entered.append(1)
        combos = ((3, Effect.SURVEYOR), (8, Effect.POOL), (12, Effect.BIS))
        return combos, (False, False, False)

    window.front.session.ask_table_round = table_round
    window.front.start_game(score_pad_setup("Pat", seed=2))
    c = window.front.controller
    qtbot.waitUntil(lambda: bool(entered), timeout=3000)
    assert not c.needs_table_round()
    assert [card.number for card in window.front.scene.combo_cards] == [3, 8, 12]
    drag(window, card_point(window, 1), house_point(window, 1, 5))
    assert c.preview_sheet().houses[1][5] == 8
    if c.draft.needs == "effect":
        c.skip_effect()
    window.front.board_page.confirm_turn()
    qtbot.waitUntil(lambda: len(entered) == 2, timeout=5000)
    assert c.state.sheets[0].houses[1][5] == 8


def test_score_pad_game_ended_by_another_player_at_the_table(window: MainWindow, qtbot) -> None:
    from welcome_desktop.games.welcome.app.setup import score_pad_setup
    from welcome_desktop.games.welcome.ui.table_dialog import TABLE_GAME_ENDED

    answers: list[object] = [((3, Effect.SURVEYOR), (8, Effect.POOL), (12, Effect.BIS))]
    questions: list[str] = []

    def table_round():  # type: ignore[no-untyped-def]
        answer = answers.pop(0)
        return answer if answer == TABLE_GAME_ENDED else (answer, (False, False, False))

    def yes_no(title: str, text: str) -> bool:
        questions.append(title)
        return len(questions) > 1  # "no" the first time: nothing happens

    window.front.session.ask_table_round = table_round
    window.front.session.ask_yes_no = yes_no
    window.front.start_game(score_pad_setup("Pat", seed=2))
    c = window.front.controller
    qtbot.waitUntil(lambda: not answers, timeout=3000)
    assert window.front.menus["end_table"].isVisible()
    assert window.front.menus["end_table"].isEnabled()
    drag(window, card_point(window, 1), house_point(window, 1, 5))
    if c.draft.needs == "effect":
        c.skip_effect()
    answers.append(TABLE_GAME_ENDED)  # the next round's dialog: "The game has ended"
    window.front.board_page.confirm_turn()
    qtbot.waitUntil(lambda: len(questions) == 1, timeout=5000)
    assert not c.state.over and c.needs_table_round()  # answered "no": the game goes on
    window.front.menus["end_table"].trigger()  # the Game menu entry, answered "yes" this time
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)
    assert c.state.over and [r.value for r in c.state.end_reasons] == ["table"]
    assert "Another player at the table ended the game." in window.front.end_screen.reason.text()
    assert window.front.end_screen.table.rowCount() == 1
    assert not window.front.menus["end_table"].isEnabled()
    # A one-round game still draws a line from 0 before round 1, on whole-round ticks.
    chart = window.front.end_screen.chart
    assert chart.series()[0].points == ((0, 0), (1, c.state.scores()[0].total))
    assert chart.x_ticks() == [0, 1]


def test_table_dialog_has_a_game_ended_button(qtbot) -> None:
    from welcome_desktop.games.welcome.ui.table_dialog import TableRoundDialog

    dialog = TableRoundDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.numbers[0].setValue(9)
    assert dialog.table_round()[0][0] == (9, Effect.SURVEYOR)
    qtbot.mouseClick(dialog.ended_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == TableRoundDialog.ENDED and not dialog.isVisible()


def test_new_game_dialog_builds_each_kind_of_setup(qtbot) -> None:
    dialog = NewGameDialog(names=("Ann",))
    qtbot.addWidget(dialog)
    dialog.hotseat.setChecked(True)
    dialog.count.setValue(3)
    dialog.name_edits[1].setText("Ben")
    dialog.kind_boxes[2].setCurrentIndex(3)  # hard
    dialog.seed.setText("42")
    dialog.advanced.setChecked(True)
    setup = dialog.build_setup()
    assert [s.name for s in setup.seats] == ["Ann", "Ben", "Computer 3"]  # a blank computer seat
    assert [s.kind for s in setup.seats] == ["human", "medium", "hard"]
    assert setup.config.seed == 42 and setup.config.advanced
    dialog.solo.setChecked(True)
    assert dialog.build_setup().config.seats == 1
    dialog.pad.setChecked(True)
    dialog.plan_boxes[0].setCurrentIndex(2)
    pad = dialog.build_setup()
    assert pad.score_pad
    dialog.seed.setText("forty-two")
    dialog._accept()
    assert "whole number" in dialog.error.text()
    assert dialog.result_setup is None


def test_settings_dialog_changes_apply_to_the_window(window: MainWindow, qtbot) -> None:
    dialog = SettingsDialog(window.settings, [("fr", "Français")])
    qtbot.addWidget(dialog)
    assert dialog.language.itemData(0) == ""  # system default
    dialog.highlight.setChecked(False)
    dialog.speed.setCurrentIndex(0)
    new = dialog.result_settings()
    assert new == replace(window.settings, highlight_legal_moves=False, animation_speed="off")
    window.front.session.ask_settings = lambda: new
    window.front.session.edit_settings()
    start_mid_game(window)
    window.front.controller.select_combo(0)
    assert not any(item.legal for item in window.front.scene.houses.values())
    assert window.settings.animation_speed == "off"
    assert isinstance(window.settings, Settings)


def test_roundabout_button_then_a_click_builds_a_roundabout(window: MainWindow, qtbot) -> None:
    from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup

    setup = hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=9, advanced=True)
    window.front.start_game(setup)
    c = window.front.controller
    bar = window.front.turn_bar
    assert bar.roundabout_button.isVisible()
    qtbot.mouseClick(bar.roundabout_button, Qt.MouseButton.LeftButton)
    assert bar.roundabout_button.isChecked()
    assert "roundabout" in bar.prompt.text()
    _click_scene(window, window.front.scene.houses[(2, 4)].rect.center())
    assert c.draft.roundabout == (2, 4)
    assert window.front.scene.houses[(2, 4)].value == -2
    assert not bar.roundabout_button.isVisible()
    # The number still has to be written: drag a card next to it.
    street, house = sorted(c.legal_houses(0))[0]
    drag(window, card_point(window, 0), house_point(window, street, house))
    assert c.draft.street == street
    assert window.front.scene.houses[(2, 4)].value == -2
    assert window.front.scene.fences[(2, 3)].built and window.front.scene.fences[(2, 4)].built


def test_solo_hand_drag_uses_the_dragged_card_for_the_number(window: MainWindow, qtbot) -> None:
    window.front.start_game(solo_setup("Sam", seed=12))
    c = window.front.controller
    cards = window.front.scene.hand_cards
    # Click card 2: it gives the effect; drag card 0: it gives the number.
    qtbot.mouseClick(
        window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, 2)
    )
    assert window.front.controller.viewer.effect_card == 2
    drag(window, card_point(window, 0), house_point(window, 1, 6))
    combo = c.view().combos[c.draft.combo]
    assert (combo.number_card, combo.effect_card) == (0, 2)
    assert c.preview_sheet().houses[1][6] == cards[0].number
    assert cards[2].is_effect and not cards[0].is_effect


def test_claim_dialog_returns_the_chosen_estates(qtbot) -> None:
    from welcome_desktop.games.welcome.ui.dialogs import ClaimDialog

    options = [((0, 0, 2), (1, 3, 2)), ((0, 5, 2), (2, 0, 2))]
    dialog = ClaimDialog("Estates 2-2", options)
    qtbot.addWidget(dialog)
    assert dialog.chosen() == options[0]
    dialog.group.button(1).setChecked(True)
    assert dialog.chosen() == options[1]
    assert "houses 6–7" in dialog.group.button(1).text()


def test_tab_cycles_the_effect_targets_and_enter_uses_one(window: MainWindow, qtbot) -> None:
    _offer_with(window, Effect.SURVEYOR)
    c = window.front.controller
    targets = c.effect_targets()
    assert len(targets) > 2
    window.front.board_view.setFocus()
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Tab)
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Tab)
    assert window.front.controller.viewer.target_index == 1
    assert window.front.scene.fences[targets[1]].has_cursor
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Return)
    assert c.draft.fence == targets[1]
    assert c.draft.needs == "confirm"


def test_expert_rules_mark_the_card_passed_to_the_next_player(window: MainWindow, qtbot) -> None:
    from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup

    setup = hotseat_setup([SeatSetup("Ann"), SeatSetup("Ben", "easy")], seed=14, expert=True)
    window.front.start_game(setup)
    cards = window.front.scene.hand_cards
    assert all(card.isVisible() for card in cards)
    assert not any(card.passed for card in cards)
    window.front.input.select_card(0)  # number from card 0; the effect comes from card 1
    assert [card.passed for card in cards] == [False, False, True]
    assert "next player" in cards[2].toolTip()


def test_without_confirmation_a_finished_turn_is_submitted(make_window, qtbot) -> None:
    window = make_window(Settings(confirm_turn=False, animation_speed="off"))
    start_mid_game(window)
    c = window.front.controller
    round_before = c.state.round
    street, house = sorted(c.legal_houses(0))[0]
    drag(window, card_point(window, 0), house_point(window, street, house))
    if c.draft.needs == "effect":
        qtbot.mouseClick(window.front.turn_bar.skip_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.round == round_before + 1, timeout=10000)
    assert c.state.sheets[0].houses[street][house] >= 0


def test_the_solo_pile_shows_the_effect_of_its_top_card(window: MainWindow) -> None:
    """French solo rules: the draw pile lies effect side up; the board shows that effect."""
    window.front.start_game(solo_setup("Sam", seed=3))
    view = window.front.controller.view()
    stack = window.front.scene.stack
    assert view.next_effects
    assert stack.top_effect == view.next_effects[0].value
    assert "effect side up" in stack.toolTip()
    image = window.front.board_view.grab()  # paints the pile with its effect icon
    assert not image.isNull()


def test_no_next_effect_corner_on_the_last_round_of_a_deck(window: MainWindow) -> None:
    """Round 26 of a deck: the stacks hold their last cards and everything is reshuffled before
    the next round, so the number cards show no next-effect corner (it would never come)."""
    setup = two_seat_setup(seed=5)
    state, history = demo_state(setup, 2)
    window.front.controller.play_from(setup, state, history)
    window.front.show_board()
    assert all(card.corner for card in window.front.scene.combo_cards)
    last = replace(state, pos=STACK_SIZE - 1)
    window.front.controller.play_from(setup, last, history)
    window.front.show_board()
    assert [card.corner for card in window.front.scene.combo_cards] == ["", "", ""]
    assert window.front.scene.stack.left == 0
