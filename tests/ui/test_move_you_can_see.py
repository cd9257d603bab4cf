"""A move you can see: Suggest on the board with "Play this", refusals at the drop point and
under the pointer, the temp shift and the effect card changed after the number, the bis side
previewed, city plans seen large and claimed by clicking estates. Real widgets, real mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from tests.app.app_positions import fence_mask, position, sheet
from welcome_desktop.games.welcome.app.effects import EFFECTS
from welcome_desktop.games.welcome.app.messages import refusal_text
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.app.turn_view import hand_combo
from welcome_desktop.games.welcome.engine import Effect, Move
from welcome_desktop.games.welcome.i18n.catalog import plan_requirement
from welcome_desktop.games.welcome.ui import layout as L
from welcome_desktop.games.welcome.ui.demo import demo_state
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import card_point, drag, house_point, start_mid_game, view_point


def _click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _hover(window: MainWindow, point: QPoint) -> None:
    QTest.mouseMove(window.front.board_view.viewport(), point)


def _house_at(window: MainWindow, street: int, house: int, x: float) -> QPoint:
    rect = L.house_rect(street, house)
    return view_point(window, QPointF(rect.x() + rect.width() * x, rect.center().y()))


def _play_position(window: MainWindow, setup, state) -> None:  # type: ignore[no-untyped-def]
    window.front.controller.play_from(setup, state)
    window.front.show_board()


# -- Suggest ------------------------------------------------------------------------------------
def test_play_this_writes_exactly_the_suggested_move_on_the_board(
    window: MainWindow, qtbot
) -> None:
    start_mid_game(window)
    c = window.front.controller
    overlay = window.front.board_page.suggestion
    assert window.front.turn_bar.suggest_button.isVisible()
    qtbot.mouseClick(window.front.turn_bar.suggest_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: overlay.shown, timeout=20000)
    move = overlay.move
    assert move is not None and not move.is_refusal
    # On the board: the panel with the move in words (streets numbered), the marks drawn.
    assert overlay.panel.isVisible() and overlay.item.isVisible()
    assert f"street {move.street + 1}, house {move.house + 1}" in overlay.text()
    (mark,) = overlay.item.marks.cards  # the combination it uses, framed
    for k, card in enumerate(window.front.scene.combo_cards):
        assert card.sceneBoundingRect().contains(mark.center()) == (k == move.combo)
    house = L.house_rect(move.street, move.house)
    assert any(rect == house for rect, _text in overlay.item.marks.places)
    assert c.draft.is_empty  # nothing written before "Play this"
    qtbot.mouseClick(overlay.panel.play_button, Qt.MouseButton.LeftButton)
    assert c.draft.to_move() == move
    assert c.draft.needs == "confirm"
    assert not overlay.shown and not overlay.panel.isVisible()
    written = c.preview_sheet().houses[move.street][move.house]
    assert window.front.scene.houses[(move.street, move.house)].value == written
    assert c.undo_text() == "Undo the whole move"
    assert c.undo() is None and c.draft.is_empty  # one undoable step
    assert c.redo_text() == "Redo the whole move"


def test_enter_plays_the_shown_suggestion_and_then_confirms(window: MainWindow, qtbot) -> None:
    """As in the other games, Enter on the board plays a shown suggestion; the next Enter (or
    Ctrl+Enter) confirms the turn as before."""
    start_mid_game(window)
    c = window.front.controller
    overlay = window.front.board_page.suggestion
    view = window.front.board_view
    QTest.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: overlay.shown, timeout=20000)
    move = overlay.move
    assert move is not None and c.draft.is_empty
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert c.draft.to_move() == move and not overlay.shown
    round_before = c.state.round
    QTest.keyClick(view, Qt.Key.Key_Return)  # nothing shown now: Enter confirms the move
    qtbot.waitUntil(lambda: c.state.round != round_before, timeout=20000)


def test_a_suggestion_marks_the_fence_slot_and_goes_away_when_the_turn_changes(
    window: MainWindow,
) -> None:
    L_, S = Effect.LANDSCAPER, Effect.SURVEYOR
    setup, state = position([sheet([], [], [])], [(5, L_), (12, L_), (3, S)])
    _play_position(window, setup, state)
    move = Move(2, 1, 2, True, fence=(1, 4))
    window.front.board_page._on_suggestion(type("S", (), {"move": move, "reasons": ()})())
    overlay = window.front.board_page.suggestion
    places = [rect for rect, _ in overlay.item.marks.places]
    assert L.fence_rect(1, 4).adjusted(-5, -5, 5, 5) in places
    assert "fence between houses 5 and 6 of street 2" in overlay.text()
    window.front.controller.select_combo(0)  # the player does something else
    assert not overlay.shown
    window.front.board_page.show_suggestion(type("S", (), {"move": move, "reasons": ()})())
    assert overlay.panel.isVisible()
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Escape)  # Esc puts it away
    assert not overlay.shown and not overlay.panel.isVisible()


# -- refusals where the eye is ---------------------------------------------------------------
def test_a_refused_drop_shows_its_reason_at_the_drop_point(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    c = window.front.controller
    legal = c.legal_houses(0)
    street, house = next(
        (s, h) for s in range(3) for h in range(L.STREET_SIZES[s]) if (s, h) not in legal
    )
    reason = c.placement_reason(0, 0, street, house)
    assert reason is not None
    aids = window.front.board_page.board_aids
    aids.refusals.drop_ms = 150
    target = house_point(window, street, house)
    drag(window, card_point(window, 0), target)
    bubble = aids.refusals.drop
    assert bubble.isVisible()
    assert bubble.text() == refusal_text(reason)
    assert reason not in bubble.text()  # words, not the id
    box = bubble.geometry()
    assert box.left() - 4 <= target.x() <= box.right() + 4  # at the drop point
    assert box.bottom() <= target.y() or box.top() >= target.y()
    assert c.draft.street < 0
    qtbot.waitUntil(lambda: not bubble.isVisible(), timeout=3000)  # it fades away


def test_hovering_a_house_the_selected_card_cannot_take_shows_why(window: MainWindow) -> None:
    start_mid_game(window)
    c = window.front.controller
    c.select_combo(0)
    legal = c.legal_houses(0)
    bad = next((s, h) for s in range(3) for h in range(L.STREET_SIZES[s]) if (s, h) not in legal)
    good = sorted(legal)[0]
    bubble = window.front.board_page.board_aids.refusals.hover
    _hover(window, house_point(window, *bad))
    assert bubble.isVisible()
    assert bubble.text() == refusal_text(c.placement_reason(0, 0, *bad) or "")
    _hover(window, house_point(window, *good))
    assert not bubble.isVisible()


# -- effects with previews -------------------------------------------------------------------
def test_the_temp_shift_can_be_changed_after_the_number_until_the_turn_is_confirmed(
    window: MainWindow,
) -> None:
    T, P = Effect.TEMP, Effect.POOL
    setup, state = position([sheet([], [], [])], [(6, T), (12, P), (1, P)])
    _play_position(window, setup, state)
    c = window.front.controller
    chips = {chip.shift: chip for chip in window.front.scene.chips}
    c.select_combo(0)
    _click(window, view_point(window, chips[2].sceneBoundingRect().center()))
    _hover(window, house_point(window, 0, 4))  # before writing: the shifted number ghosted
    ghost = window.front.board_page.board_aids.number.item
    assert ghost.isVisible() and (ghost.house, ghost.text) == ((0, 4), "8")
    assert window.front.scene.combo_cards[0].shift == 2
    _click(window, view_point(window, chips[0].sceneBoundingRect().center()))
    assert ghost.text == "6"
    drag(window, card_point(window, 0), house_point(window, 0, 4))
    assert window.front.scene.houses[(0, 4)].value == 6
    assert not ghost.isVisible()
    assert chips[1].isVisible()  # still offered once the number is written
    _click(window, view_point(window, chips[1].sceneBoundingRect().center()))
    assert c.draft.shift == 1 and (c.draft.street, c.draft.house) == (0, 4)
    assert window.front.scene.houses[(0, 4)].value == 7  # live on the house
    assert window.front.scene.combo_cards[0].shift == 1  # and on the card
    _click(window, view_point(window, chips[-2].sceneBoundingRect().center()))
    assert window.front.scene.houses[(0, 4)].value == 4
    assert c.draft.needs == "confirm"
    round_before = c.state.round
    window.front.board_page.confirm_turn()
    assert c.state.round == round_before + 1
    assert c.state.sheets[0].houses[0][4] == 4
    assert c.state.sheets[0].temps == 1


def test_the_bis_copy_side_is_previewed_before_the_click(window: MainWindow) -> None:
    B, P = Effect.BIS, Effect.POOL
    top = sheet([1, 2, 3, 8], [], [])
    setup, state = position([top], [(9, B), (12, P), (1, P)])
    _play_position(window, setup, state)
    c = window.front.controller
    drag(window, card_point(window, 0), house_point(window, 0, 5))
    assert c.draft.needs == "effect" and c.draft.effect_kind == "bis"
    preview = window.front.board_page.board_aids.bis.item
    _hover(window, _house_at(window, 0, 4, 0.25))
    assert preview.isVisible() and preview.target == (0, 4, 3) and preview.text == "8b"
    _hover(window, _house_at(window, 0, 4, 0.75))
    assert preview.target == (0, 4, 5) and preview.text == "9b"
    _click(window, _house_at(window, 0, 4, 0.75))
    assert c.draft.bis == (0, 4, 5)
    assert not preview.isVisible()


def test_another_card_can_give_the_effect_after_the_number_is_written(
    window: MainWindow,
) -> None:
    setup = solo_setup("Ann", seed=5)
    state, history = demo_state(setup, 3)
    window.front.controller.play_from(setup, state, history)
    window.front.show_board()
    c = window.front.controller
    view = c.view()
    _click(window, card_point(window, 1))  # card 1 will give the effect
    assert window.front.ui.effect_card == 1
    house = sorted(c.legal_houses(hand_combo(view, 0, 1)))[0]
    drag(window, card_point(window, 0), house_point(window, *house))  # card 0 gives the number
    assert (c.draft.street, c.draft.house) == house
    assert view.combos[c.draft.combo].effect_card == 1
    _click(window, card_point(window, 2))  # now card 2 gives the effect
    combo = view.combos[c.draft.combo]
    assert (combo.number_card, combo.effect_card) == (0, 2)
    assert (c.draft.street, c.draft.house) == house  # the number stays in its house
    assert c.draft.effect_kind == EFFECTS[combo.effect].target_kind
    assert (
        window.front.scene.hand_cards[2].is_effect
        and not window.front.scene.hand_cards[1].is_effect
    )
    assert c.undo() is None and view.combos[c.draft.combo].effect_card == 1


# -- city plans readable -----------------------------------------------------------------------
def _three_estates_position():  # type: ignore[no-untyped-def]
    # Four free estates of 3 on the sheet: plan "3 3 3" can be met in four ways.
    top = sheet([1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3], [], fences=(fence_mask(2, 5, 8), 4, 0))
    L_, P, S = Effect.LANDSCAPER, Effect.POOL, Effect.SURVEYOR
    return position(
        [top],
        [(10, L_), (12, P), (1, S)],
        plans=("n1_estates_333", "n2_estates_225", "n3_estates_34"),
    )


def test_a_plan_is_claimed_by_clicking_estates_on_the_board(window: MainWindow) -> None:
    asked: list[int] = []
    window.front.session.ask_claim = lambda plan, options: asked.append(plan)
    _play_position(window, *_three_estates_position())
    c = window.front.controller
    c.select_combo(0)
    c.place_number(0, 9)
    c.skip_effect()
    picker = window.front.board_page.board_aids.estates
    assert picker.active
    options = picker.options[0]
    assert len(options) == 4
    first = picker.choice(0)
    assert first == options[0]
    # Every eligible estate is outlined on the sheet; the chosen ones carry the plan's number.
    assert set(picker.items) == {e for o in options for e in o}
    assert {e for e, item in picker.items.items() if item.plan == 0} == set(first)
    spare = next(e for e in picker.items if e not in first)
    item = picker.items[spare]
    _click(window, view_point(window, item.rect.center()))
    chosen = picker.choice(0)
    assert chosen is not None and spare in chosen and chosen in options
    assert item.plan == 0
    window.front.board_page.confirm_turn()
    assert asked == []  # no list dialog over the sheet
    sheet_after = c.state.sheets[0]
    assert sheet_after.used_estates == frozenset(chosen)
    assert sheet_after.plans[0] == 8
    assert not picker.active and not picker.items


def test_a_plan_card_opens_large_with_its_requirement_in_words(window: MainWindow) -> None:
    start_mid_game(window)
    plan_item = window.front.scene.plan_items[1]
    _click(window, view_point(window, plan_item.rect.center()))
    viewer = window.front.board_page.board_aids.plan_viewer
    assert viewer is not None and viewer.isVisible()
    assert plan_item.plan is not None
    assert plan_requirement(plan_item.plan) in viewer.text.text()
    assert "2" in viewer.windowTitle()
    picture = viewer.picture.pixmap()
    assert picture.width() / picture.devicePixelRatio() > 2 * plan_item.rect.width()
    viewer.close()


def test_the_reason_goes_when_the_pointer_leaves_the_board(window: MainWindow) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    start_mid_game(window)
    c = window.front.controller
    c.select_combo(0)
    legal = c.legal_houses(0)
    bad = next((s, h) for s in range(3) for h in range(L.STREET_SIZES[s]) if (s, h) not in legal)
    bubble = window.front.board_page.board_aids.refusals.hover
    _hover(window, house_point(window, *bad))
    assert bubble.isVisible()
    QApplication.sendEvent(window.front.board_view.viewport(), QEvent(QEvent.Type.Leave))
    assert not bubble.isVisible()
    c.publish()  # a later change of the turn does not bring it back
    assert not bubble.isVisible()


def test_the_refusal_bubble_speaks_the_players_language(window: MainWindow, qapp) -> None:  # type: ignore[no-untyped-def]
    from welcome_desktop.i18n import install

    start_mid_game(window)
    c = window.front.controller
    legal = c.legal_houses(0)
    bad = next((s, h) for s in range(3) for h in range(L.STREET_SIZES[s]) if (s, h) not in legal)
    reason = c.placement_reason(0, 0, *bad) or ""
    english = refusal_text(reason)
    try:
        assert install.install(qapp, "fr") == "fr"
        drag(window, card_point(window, 0), house_point(window, *bad))
        bubble = window.front.board_page.board_aids.refusals.drop
        assert bubble.isVisible()
        assert bubble.text() == refusal_text(reason) != english
    finally:
        install.install(qapp, "en")


def test_a_hand_suggestion_marks_both_cards_and_plays_them(window: MainWindow) -> None:
    from welcome_desktop.games.welcome.app.bot_runner import suggest_move

    setup = solo_setup("Ann", seed=8)
    state, history = demo_state(setup, 4)
    window.front.controller.play_from(setup, state, history)
    window.front.show_board()
    c = window.front.controller
    suggestion = suggest_move(c.view())
    move = suggestion.move
    window.front.board_page.show_suggestion(suggestion)
    overlay = window.front.board_page.suggestion
    combo = c.view().combos[move.combo]
    marked = overlay.item.marks.cards
    hand = window.front.scene.hand_cards
    assert len(marked) == 2
    for mark, slot in zip(marked, (combo.number_card, combo.effect_card), strict=True):
        assert hand[slot].sceneBoundingRect().contains(mark.center())
    qtbot_click = overlay.panel.play_button
    QTest.mouseClick(qtbot_click, Qt.MouseButton.LeftButton)
    assert c.draft.to_move() == move
    assert window.front.scene.hand_cards[combo.effect_card].is_effect


def test_a_shown_suggestion_and_plan_follow_a_language_switch(window: MainWindow, qapp) -> None:  # type: ignore[no-untyped-def]
    from welcome_desktop.i18n import install

    L_, S = Effect.LANDSCAPER, Effect.SURVEYOR
    setup, state = position([sheet([], [], [])], [(5, L_), (12, L_), (3, S)])
    _play_position(window, setup, state)
    window.front.board_page.show_suggestion(
        type("S", (), {"move": Move(2, 1, 2, True, fence=(1, 4))})()
    )
    overlay = window.front.board_page.suggestion
    viewer = window.front.board_page.board_aids.open_plan(0)
    english = viewer.text.text()
    try:
        assert install.install(qapp, "fr") == "fr"
        qapp.processEvents()  # the LanguageChange events
        assert overlay.panel.play_button.text() == "Jouer ce coup"
        assert overlay.text().startswith("Écrivez 3 rue 2, maison 3.")
        assert "Géomètre" in overlay.text()
        assert viewer.text.text() != english and viewer.isVisible()
    finally:
        install.install(qapp, "en")
        qapp.processEvents()
    assert overlay.text().startswith("Write 3 in street 2, house 3.")
    viewer.close()


def test_an_open_plan_closes_when_its_board_is_left_or_closed(window: MainWindow) -> None:
    """A plan seen large belongs to its board: it closes when the window goes back to the
    start page and when the window closes (it used to stay open on its own, over the next
    screen or after the game's window had gone)."""
    start_mid_game(window)
    aids = window.front.board_page.board_aids
    viewer = aids.open_plan(1)
    assert viewer.isVisible()
    window.show_start()
    assert not viewer.isVisible()
    window.pages.setCurrentWidget(window.front.board_page)  # back on the board
    assert aids.open_plan(0) is viewer and viewer.isVisible()
    window.close()
    assert not viewer.isVisible()


def test_a_refused_click_or_enter_shows_its_reason_over_the_house(window: MainWindow) -> None:
    start_mid_game(window)
    c = window.front.controller
    c.select_combo(0)
    legal = c.legal_houses(0)
    bad = next((s, h) for s in range(3) for h in range(L.STREET_SIZES[s]) if (s, h) not in legal)
    bubble = window.front.board_page.board_aids.refusals.drop
    _click(window, house_point(window, *bad))
    assert bubble.isVisible() and bubble.text() == refusal_text(
        c.placement_reason(0, 0, *bad) or ""
    )
    bubble.dismiss()
    window.front.ui.cursor = bad
    window.front.board_view.setFocus()
    QTest.keyClick(window.front.board_view, Qt.Key.Key_Return)
    assert bubble.isVisible()
    point = house_point(window, *bad)
    assert bubble.geometry().left() - 4 <= point.x() <= bubble.geometry().right() + 4


def test_the_keyboard_cursor_on_a_refused_house_shows_why(window: MainWindow) -> None:
    start_mid_game(window)
    c = window.front.controller
    window.front.board_view.setFocus()
    QTest.keyClick(window.front.board_view, Qt.Key.Key_1)
    legal = c.legal_houses(0)
    bubble = window.front.board_page.board_aids.refusals.hover
    visited = set()
    for key in [Qt.Key.Key_Right] * 9 + [Qt.Key.Key_Down] + [Qt.Key.Key_Left] * 10:
        QTest.keyClick(window.front.board_view, key)  # walk the top and middle streets
        cursor = window.front.ui.cursor
        assert cursor is not None
        visited.add(cursor)
        if cursor in legal:
            assert not bubble.isVisible()
        else:
            assert bubble.isVisible()
            assert bubble.text() == refusal_text(c.placement_reason(0, 0, *cursor) or "")
    assert visited - legal and visited & legal  # both kinds were walked over


def test_a_suggestion_marks_each_effects_target(window: MainWindow) -> None:
    from welcome_desktop.games.welcome.ui.suggestion_marks import marks_for

    B, R, L_ = Effect.BIS, Effect.REAL_ESTATE, Effect.LANDSCAPER
    setup, state = position([sheet([1, 2, 3, 8], [], [])], [(9, B), (12, R), (5, L_)])
    _play_position(window, setup, state)
    view = window.front.controller.view()
    scene = window.front.scene

    def places(move: Move) -> list[tuple[object, str]]:
        return [(rect, text) for rect, text in marks_for(view, move, scene).places]

    bis = places(Move(0, 0, 5, True, bis=(0, 4, 3)))
    assert (L.house_rect(0, 5), "9") in bis and (L.house_rect(0, 4), "8b") in bis
    assert marks_for(view, Move(0, 0, 5, True, bis=(0, 6, 5)), scene).arrows == [
        (L.house_rect(0, 5).center(), L.house_rect(0, 6).center())
    ]
    assert (L.estate_column(2), "") in places(Move(1, 1, 0, True, column=2))
    assert (L.park_box(2, 0), "") in places(Move(2, 2, 3, True))
    assert all(text != "" for _rect, text in places(Move(2, 2, 3, False)))  # no effect: no target
    claimed = places(Move(2, 2, 3, False, claims=((0, ((0, 0, 3),)),)))
    span = L.house_rect(0, 0).united(L.house_rect(0, 2)).adjusted(-4, -4, 4, 4)
    assert (span, "") in claimed  # the estates a plan is claimed with
