"""A whole 3-seat hot-seat Pompeji game through the window: pass the device between players,
a real drag per turn, a refused drop sliding back with its reason, the score preview while
dragging, a statue named on the board, a permit from the pass screen and one from the turn
bar, then the end page with the ranking and the per-turn chart."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app import storage
from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.engine import Kind, Reason, score_placement, volcano_chance
from welcome_desktop.games.pompeji.ui.hand import STATUE
from welcome_desktop.games.pompeji.ui.texts import reason_text
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import card_point, cell_point, drag, shown_window, view_point


def _window(qtbot: QtBot) -> ShellWindow:
    return shown_window(qtbot, 1280, 800)


def _illegal_cell(window: ShellWindow, card: int) -> tuple[tuple[int, int], Reason] | None:
    city = window.front.controller.state.city
    for pos in sorted(city.tiles):
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            cell = (pos[0] + dx, pos[1] + dy)
            problem = city.problem(cell, card)
            if problem in (Reason.SAME_MONUMENT_BESIDE, Reason.SAME_COLOUR_BESIDE):
                return cell, problem
    return None


def test_a_whole_hot_seat_game_with_drags_a_statue_and_permits(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    seats = [Seat("Ana"), Seat("Ben"), Seat("Cy")]
    window.front.start_game(make_setup(seats, seed=5))
    page, scene = window.front.board_page, window.front.board_page.scene
    assert window.pages.currentWidget() is window.front.pass_page  # hands are secret from the start
    statue_played = refused_seen = preview_seen = pass_permit = bar_permit = skipped = False
    zone_seen = False
    passes: list[str] = []
    turns = 0
    while not c.state.over:
        turns += 1
        assert turns < 120
        if window.pages.currentWidget() is window.front.pass_page:
            passes.append(window.front.pass_page.name)
            assert scene.hand_items == [] or not page.isVisible()
            buttons = window.front.pass_page.permit_buttons
            if not pass_permit and turns > 6 and buttons:
                seat, button = next(iter(buttons.items()))
                button.click()  # interrupt: that player plays now
                pass_permit = True
                assert c.state.declared == (seat,) or c.state.current_seat == seat
                assert window.front.pass_page.name == c.setup.seats[seat].name
            window.front.pass_page.button.click()
        assert window.pages.currentWidget() is page
        view = c.turn_view
        assert view.my_turn and view.seat == c.state.current_seat
        assert len(scene.recent_marks) == len(view.recent)  # what the others built meanwhile
        assert set(view.recent) <= set(c.state.city.tiles)
        last = c.state.turns[-1] if c.state.turns else None
        if last is not None and last.seat != view.seat and last.kind is not Kind.DISCARD:
            assert view.recent  # at least the card of the player before
        state = c.state
        seat = state.current_seat
        side = page.side
        assert side.cards_left.text().startswith(f"{state.cards_left()} card")
        chance = volcano_chance(state.cards_left(), state.volcanoes)
        assert ("Chance the next card is a volcano" in side.volcano.text()) == (chance > 0)
        zone_seen = zone_seen or chance > 0
        assert [i.card for i in scene.hand_items if i.card != STATUE] == list(state.hands[seat])
        if view.must_discard:
            card = state.hands[seat][0]
            pile = scene.discard_pile
            assert pile is not None
            drag(window, card_point(window, card), _centre(window, pile))
            assert c.draft is not None and c.draft.cell is None
        elif not statue_played and turns >= 4 and state.statues[seat]:
            cell = state.city.frontier()[0]
            drag(window, card_point(window, STATUE), cell_point(window, cell))
            assert page.picker.isVisible()
            page.picker.pick(2, 4)  # Amphitheatre, blue
            expected = score_placement(state.city, cell, 2 * 7 + 4, True).total
            assert str(expected) in page.picker.score.text()
            page.picker.ok_button.click()
            assert c.draft is not None and c.draft.statue and c.draft.card == 18
            statue_played = True
        else:
            card, cell = next(
                (k, cells[-1]) for k in state.hands[seat] if (cells := state.city.cells_for(k))
            )
            if not refused_seen:
                bad = _illegal_cell(window, card)
                if bad is not None:
                    drag(window, card_point(window, card), cell_point(window, bad[0]))
                    assert c.draft is None
                    assert window.statusBar().currentMessage() == reason_text(bad[1])
                    item = scene.item_for(card)
                    qtbot.waitUntil(lambda item=item: not item.is_animating(), timeout=3000)
                    assert item.pos() == item.home
                    refused_seen = True
            start, end = card_point(window, card), cell_point(window, cell)
            drag(window, start, end, release=False)
            if scene.preview.isVisible():
                total = score_placement(state.city, cell, card).total
                assert any(str(total) in line for line in scene.preview.lines[-1:])
                assert len(scene.preview.lines) == 5  # four streets and the total
                preview_seen = True
            from PySide6.QtCore import Qt
            from PySide6.QtTest import QTest

            QTest.mouseRelease(
                page.board_view.viewport(),
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                end,
            )
            assert c.draft is not None and (c.draft.card, c.draft.cell) == (card, cell)
            assert c.state is state  # nothing is final before the turn ends
            if turns == 2:  # take it back and play it again
                page.undo_button.click()
                assert c.draft is None and scene.item_for(card) is not None
                drag(window, card_point(window, card), cell_point(window, cell))
                assert c.draft is not None
        if not bar_permit and page.second_box.isVisible() and turns > 10:
            page.second_box.click()
            bar_permit = True
        skip = not skipped and page.skip_box.isVisible()
        if skip:
            page.skip_box.click()
            assert c.draft is not None and c.draft.skip_draw
        hand_before = len(state.hands[seat])
        page.confirm_button.click()
        if skip:
            assert len(c.state.hands[seat]) == hand_before - 1  # no card drawn
            skipped = True
        if bar_permit and c.state.turns[-1].seat == seat and c.state.declared[:1] == (seat,):
            assert not c.state.specials[seat]
    assert statue_played and refused_seen and preview_seen and pass_permit and bar_permit
    assert skipped and zone_seen and c.state.volcanoes == 2
    assert any(t.kind is Kind.STATUE for t in c.state.turns)
    assert sum(t.bonus for t in c.state.turns) == 2
    assert len(set(passes)) == 3
    # the end page: ranking and chart
    assert window.pages.currentWidget() is window.front.end_page
    ranking = window.front.end_page.ranking.text()
    for s, score in enumerate(c.state.final_scores()):
        assert c.setup.seats[s].name in ranking and str(score) in ranking
    lines = window.front.end_page.chart.series()
    assert [s.name for s in lines] == ["Ana", "Ben", "Cy"]
    assert len(lines[0].points) == len(c.state.turns) + 1
    assert not storage.autosave_path().exists()  # a finished game leaves no autosave


def _centre(window: ShellWindow, item) -> object:  # type: ignore[no-untyped-def]
    from .helpers import view_point

    return view_point(window, item.sceneBoundingRect().center())


def test_the_autosave_resumes_the_game_in_a_new_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot)
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9))
    c = window.front.controller
    window.front.pass_page.button.click()
    card, cell = next(
        (k, cells[0]) for k in c.state.hands[0] if (cells := c.state.city.cells_for(k))
    )
    drag(window, card_point(window, card), cell_point(window, cell))
    window.front.board_page.confirm_button.click()
    assert storage.autosave_path().is_file()
    other = _window(qtbot)
    assert other.start_page.resume_button.isVisibleTo(other.start_page)
    other.start_page.resume_button.click()
    assert other.front.controller.state == c.state
    assert other.pages.currentWidget() is other.front.pass_page  # the next player gets the device


def test_computer_players_take_their_turns_between_humans(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    seats = [Seat("Ana"), Seat("Bot", SeatKind.EASY), Seat("Cy")]
    window.front.start_game(make_setup(seats, seed=12))
    for _ in range(6):
        qtbot.waitUntil(
            lambda: window.pages.currentWidget() is window.front.pass_page, timeout=20000
        )
        seat = c.state.current_seat
        assert seats[seat].is_human and window.front.pass_page.name == seats[seat].name
        window.front.pass_page.button.click()
        card, cell = next(
            (k, cells[0]) for k in c.state.hands[seat] if (cells := c.state.city.cells_for(k))
        )
        drag(window, card_point(window, card), cell_point(window, cell))
        before = len(c.state.turns)
        window.front.board_page.confirm_button.click()
        assert c.state.turns[before].seat == seat
    bot_turns = [t for t in c.state.turns if t.seat == 1]
    assert len(bot_turns) >= 2  # the computer player played between the humans
    c.shutdown()


def test_when_nothing_fits_a_card_is_dragged_onto_the_discard_pile(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben"), Seat("Cy")], seed=123))
    window.front.pass_page.button.click()
    view = c.turn_view
    assert view.must_discard and view.prompt.value == "discard"  # no hand card fits anywhere
    scene = window.front.board_page.scene
    assert scene.discard_pile is not None and scene.discard_pile.isVisible()
    card = c.state.hands[0][0]
    cell = c.state.city.frontier()[0]
    drag(window, card_point(window, card), cell_point(window, cell))
    assert c.draft is None and window.front.board_page.last_refusal  # it may not go on the city
    pile = view_point(window, scene.discard_pile.sceneBoundingRect().center())
    drag(window, card_point(window, card), pile)
    assert c.draft is not None and c.draft.card == card and c.draft.cell is None
    assert "Discarded" in window.front.board_page.side.placed.text()
    window.front.board_page.confirm_button.click()
    assert c.state.discards == (card,) and len(c.state.hands[0]) == 3  # drew a replacement
    assert c.state.turns[-1].kind is Kind.DISCARD and c.state.turns[-1].points == 0


def test_a_human_interrupts_a_thinking_computer_with_the_permit(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    seats = [Seat("Ana"), Seat("Bot", SeatKind.HARD), Seat("Bea", SeatKind.HARD)]
    window.front.start_game(make_setup(seats, seed=31))
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    page = window.front.board_page
    card, cell = next(
        (k, cells[0]) for k in c.state.hands[0] if (cells := c.state.city.cells_for(k))
    )
    drag(window, card_point(window, card), cell_point(window, cell))
    page.confirm_button.click()
    assert c.busy() and c.state.current_seat == 1  # the computer is thinking
    assert page.permit_seats == (0,) and page.permit_button.isVisible()
    assert page.permit_button.text() == "Permit: Ana plays now"
    turns = len(c.state.turns)
    page.permit_button.click()
    assert c.state.declared == (0,) and c.state.current_seat == 0
    assert not c.state.specials[0]
    qtbot.waitUntil(lambda: c.turn_view.my_turn, timeout=20000)
    assert len(c.state.turns) == turns  # the computer's answer was dropped
    card, cell = next(
        (k, cells[0]) for k in c.state.hands[0] if (cells := c.state.city.cells_for(k))
    )
    drag(window, card_point(window, card), cell_point(window, cell))
    page.confirm_button.click()
    assert c.state.turns[-1].seat == 0 and c.state.turns[-1].bonus
    assert c.state.next_seat == 1  # the regular turn goes on where it was
    c.shutdown()


def test_a_turn_with_the_keyboard(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9))
    window.front.pass_page.button.click()
    view_widget = window.front.board_page.board_view
    view_widget.setFocus()
    scene = window.front.board_page.scene
    hand = c.state.hands[0]
    index = next(i for i, k in enumerate(hand) if c.state.city.cells_for(k))
    qtbot.keyClick(view_widget, Qt.Key(Qt.Key.Key_1 + index))
    assert scene.selected == hand[index]
    cells = sorted(c.state.city.cells_for(hand[index]), key=lambda p: (p[1], p[0]))
    assert set(scene.targets) == set(cells)
    qtbot.keyClick(view_widget, Qt.Key.Key_Right)
    qtbot.keyClick(view_widget, Qt.Key.Key_Right)
    expected = cells[1 % len(cells)]
    assert scene.cursor == expected and scene.cursor_mark.isVisible()
    assert scene.preview.isVisible()  # the points there, street by street
    qtbot.keyClick(view_widget, Qt.Key.Key_Return)
    assert c.draft is not None and (c.draft.card, c.draft.cell) == (hand[index], expected)
    qtbot.keyClick(view_widget, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(c.state.turns) == 1 and c.state.turns[0].seat == 0


def test_the_x2_variant_doubles_one_placement_instead_of_the_permit(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=14, double=True))
    page = window.front.board_page
    assert window.front.pass_page.permit_buttons == {}  # no building permits in this variant
    window.front.pass_page.button.click()
    assert not page.second_box.isVisible() and not page.double_box.isVisible()
    assert "×2" in page.side.scores.text()
    state = c.state
    card, cell = max(
        ((k, p) for k in state.hands[0] for p in state.city.cells_for(k)),
        key=lambda kp: score_placement(state.city, kp[1], kp[0]).total,
    )
    drag(window, card_point(window, card), cell_point(window, cell))
    assert page.double_box.isVisible() and page.permit_seats == ()
    assert not page.permit_button.isVisible()
    page.double_box.click()
    points = score_placement(state.city, cell, card).total
    assert c.turn_view.draft_points == 2 * points
    assert str(2 * points) in page.side.placed.text()
    page.confirm_button.click()
    assert c.state.points[0] == 2 * points and not c.state.specials[0]
    for _ in range(2):  # Ben, then Ana again: her x2 card is gone
        window.front.pass_page.button.click()
        seat = c.state.current_seat
        k, p = next((k, cs[0]) for k in c.state.hands[seat] if (cs := c.state.city.cells_for(k)))
        drag(window, card_point(window, k), cell_point(window, p))
        assert page.double_box.isVisible() == (seat == 1)
        page.confirm_button.click()


def test_open_hands_need_no_pass_screen_and_show_every_hand(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9, open_hands=True))
    page = window.front.board_page
    assert window.pages.currentWidget() is page  # nothing to hide
    for turn in range(3):
        seat = c.state.current_seat
        other = 1 - seat
        shown = page.side.hands.text()
        assert shown.startswith(c.setup.seats[other].name) and c.setup.seats[seat].name not in shown
        assert shown.count(";") == len(c.state.hands[other]) - 1
        k, p = next((k, cs[0]) for k in c.state.hands[seat] if (cs := c.state.city.cells_for(k)))
        drag(window, card_point(window, k), cell_point(window, p))
        page.confirm_button.click()
        assert window.pages.currentWidget() is page and len(c.state.turns) == turn + 1


def test_cancelling_the_statue_puts_it_back(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9))
    window.front.pass_page.button.click()
    page, scene = window.front.board_page, window.front.board_page.scene
    cell = c.state.city.frontier()[-1]
    drag(window, card_point(window, STATUE), cell_point(window, cell))
    assert page.picker.isVisible() and scene.cursor_mark.isVisible()
    picker_rect = page.picker.geometry()
    assert not picker_rect.contains(cell_point(window, cell))  # the cell stays in sight
    page.picker.cancel_button.click()
    token = scene.item_for(STATUE)
    qtbot.waitUntil(lambda: not token.is_animating(), timeout=3000)
    assert token.pos() == token.home and c.draft is None and c.state.statues[0]
    assert not scene.cursor_mark.isVisible()


def test_the_statue_is_named_and_placed_from_the_keyboard(qtbot: QtBot) -> None:
    """The picker takes the keyboard when it opens: Escape puts the statue back, arrows and
    Space choose among the buttons, Enter places it as chosen."""
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9))
    window.front.pass_page.button.click()
    page = window.front.board_page
    cell = c.state.city.frontier()[-1]
    drag(window, card_point(window, STATUE), cell_point(window, cell))
    assert page.picker.isVisible()
    qtbot.waitUntil(lambda: page.picker.ok_button.hasFocus(), timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not page.picker.isVisible() and c.draft is None and c.state.statues[0]
    assert QApplication.focusWidget() is page.board_view  # the keyboard is back on the city
    token = page.scene.item_for(STATUE)
    qtbot.waitUntil(lambda: not token.is_animating(), timeout=3000)
    drag(window, card_point(window, STATUE), cell_point(window, cell))
    qtbot.waitUntil(lambda: page.picker.ok_button.hasFocus(), timeout=3000)
    amphitheatre = page.picker.monuments.button(2)
    amphitheatre.setFocus()
    QTest.keyClick(amphitheatre, Qt.Key.Key_Space)  # a focused button is chosen with Space
    assert page.picker.monuments.checkedId() == 2
    chosen = page.picker.card()
    QTest.keyClick(amphitheatre, Qt.Key.Key_Return)
    assert not page.picker.isVisible()
    assert c.draft is not None and c.draft.statue and c.draft.card == chosen
    # the keyboard is back on the city: Ctrl+Enter ends the turn from there
    assert QApplication.focusWidget() is page.board_view
    turns = len(c.state.turns)
    QTest.keyClick(page.board_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(c.state.turns) == turns + 1


def test_escape_during_a_drag_puts_the_card_back_in_the_hand(qtbot: QtBot) -> None:
    window = _window(qtbot)
    c = window.front.controller
    window.front.start_game(make_setup([Seat("Ana"), Seat("Ben")], seed=9))
    window.front.pass_page.button.click()
    window.activateWindow()  # as a player's window is: the keyboard reaches the board
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    scene = window.front.board_page.scene
    card, cell = next((k, cs[0]) for k in c.state.hands[0] if (cs := c.state.city.cells_for(k)))
    end = cell_point(window, cell)
    drag(window, card_point(window, card), end, release=False)
    assert scene.targets
    viewport = window.front.board_page.board_view.viewport()
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    assert not scene.targets and not scene.preview.isVisible()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert c.draft is None and window.statusBar().currentMessage() == ""
    item = scene.item_for(card)
    assert item is not None
    qtbot.waitUntil(lambda: item.pos() == item.home, timeout=3000)
    drag(window, card_point(window, card), end)  # the next drag places it
    assert c.draft is not None and c.draft.card == card and c.draft.cell == cell
