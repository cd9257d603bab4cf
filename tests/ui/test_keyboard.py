"""Keyboard play and the undo / redo / confirm controls."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import card_point, drag, house_point, start_mid_game


def _key(window: MainWindow, key: Qt.Key, mods=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    QTest.keyClick(window.front.board_view, key, mods)


def test_keyboard_selects_a_combination_moves_the_cursor_and_writes(
    window: MainWindow, qtbot
) -> None:
    start_mid_game(window)
    c = window.front.controller
    window.front.board_view.setFocus()
    _key(window, Qt.Key.Key_2)
    assert c.draft.combo == 1
    target = sorted(c.legal_houses(1))[-1]
    _key(window, Qt.Key.Key_Left)
    for _ in range(40):
        cur = window.front.ui.cursor
        assert cur is not None
        if cur == target:
            break
        if cur[0] < target[0]:
            _key(window, Qt.Key.Key_Down)
        elif cur[0] > target[0]:
            _key(window, Qt.Key.Key_Up)
        elif cur[1] < target[1]:
            _key(window, Qt.Key.Key_Right)
        else:
            _key(window, Qt.Key.Key_Left)
    assert window.front.ui.cursor == target
    assert window.front.scene.houses[target].has_cursor
    _key(window, Qt.Key.Key_Return)
    assert (c.draft.street, c.draft.house) == target
    assert c.preview_sheet().houses[target[0]][target[1]] == c.view().combos[1].number
    if c.draft.needs == "effect":
        _key(window, Qt.Key.Key_S)
    assert c.draft.needs == "confirm"
    round_before = c.state.round
    _key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.state.round == round_before + 1, timeout=10000)


def test_undo_and_redo_with_the_buttons_and_the_shortcuts(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    c = window.front.controller
    street, house = sorted(c.legal_houses(0))[0]
    drag(window, card_point(window, 0), house_point(window, street, house))
    assert c.draft.street == street
    bar = window.front.turn_bar
    assert bar.undo_button.isEnabled()
    qtbot.mouseClick(bar.undo_button, Qt.MouseButton.LeftButton)
    assert c.draft.street == -1
    assert window.front.scene.houses[(street, house)].value == -1
    assert bar.redo_button.isEnabled()
    qtbot.mouseClick(bar.redo_button, Qt.MouseButton.LeftButton)
    assert c.draft.street == street
    assert window.front.scene.houses[(street, house)].value >= 0
    window.activateWindow()
    window.front.board_view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.draft.street == -1
    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, Qt.Key.Key_Z, shift_ctrl)
    assert c.draft.street == street
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert c.draft.street == street


def test_temp_agency_shift_chips_change_the_number_written(window: MainWindow, qtbot) -> None:
    from welcome_desktop.games.welcome.engine import Effect

    for seed in range(11, 80):
        start_mid_game(window, rounds=3, seed=seed)
        combos = window.front.controller.view().combos
        temps = [i for i, cb in enumerate(combos) if cb.effect is Effect.TEMP and cb.number > 2]
        if temps:
            break
    else:
        raise AssertionError("no temp agency on offer in these seeds")
    c = window.front.controller
    i = temps[0]
    qtbot.mouseClick(
        window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, i)
    )
    assert c.draft.combo == i
    chip = next(ch for ch in window.front.scene.chips if ch.shift == -2)
    assert chip.isVisible()
    pos = window.front.board_view.mapFromScene(chip.sceneBoundingRect().center())
    QTest.mouseClick(window.front.board_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert c.draft.shift == -2
    assert window.front.scene.combo_cards[i].shift == -2
    street, house = sorted(c.legal_houses(i, -2))[0]
    drag(window, card_point(window, i), house_point(window, street, house))
    assert c.preview_sheet().houses[street][house] == combos[i].number - 2


def test_suggestion_is_shown_in_the_status_bar(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    window.front.board_view.setFocus()
    _key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.front.board_page.last_hint), timeout=20000)
    assert window.front.board_page.last_hint in window.statusBar().currentMessage()
    assert window.front.ui.cursor is not None or "refuse" in window.board_page.last_hint


def test_zoom_shortcuts_scale_the_board_and_fit_resets_it(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    view = window.front.board_view
    fitted = view.transform().m11()
    window.activateWindow()
    view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() > fitted * 1.1
    QTest.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert abs(view.transform().m11() - fitted) < 1e-6
    window.resize(1600, 900)
    qtbot.waitUntil(lambda: view.transform().m11() > fitted * 1.1, timeout=3000)


def test_ctrl_wheel_zooms_and_a_plain_wheel_does_not(window: MainWindow, qtbot) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    start_mid_game(window)
    view = window.front.board_view
    fitted = view.transform().m11()
    centre = QPointF(view.viewport().rect().center())

    def wheel(mods: Qt.KeyboardModifier) -> None:
        event = QWheelEvent(
            centre,
            QPointF(view.viewport().mapToGlobal(centre.toPoint())),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            mods,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), event)

    wheel(Qt.KeyboardModifier.NoModifier)
    assert view.transform().m11() == fitted
    wheel(Qt.KeyboardModifier.ControlModifier)
    assert view.transform().m11() > fitted * 1.1


def test_suggested_moves_read_as_whole_sentences(window: MainWindow) -> None:
    from welcome_desktop.games.welcome.engine import Effect, Move

    start_mid_game(window)
    combos = window.front.controller.view().combos
    i = next((k for k, c in enumerate(combos) if c.effect is not Effect.SURVEYOR), 0)
    n = combos[i].number
    assert (
        window.front.board_page.describe_move(Move(i, 1, 4))
        == f"write {n} in Middle street, house 5"
    )
    used = window.front.board_page.describe_move(Move(i, 1, 4, True))
    assert used.startswith(f"write {n} in Middle street, house 5, and use the ")
    fence = window.front.board_page.describe_move(Move(i, 1, 4, True, fence=(2, 3)))
    assert fence == (
        f"write {n} in Middle street, house 5, and draw a fence between houses 4 and 5 of "
        "Bottom street"
    )
    suggestion = type("S", (), {"move": Move(i, 1, 4), "reason": "park", "args": ("middle",)})
    window.front.board_page._on_suggestion(suggestion())
    # Streets are named as the sheet numbers them (street 1 at the top).
    assert window.front.board_page.last_hint.startswith(
        f"Suggestion: Write {n} in street 2, house 5. "
    )
    assert window.front.board_page.last_hint.endswith(" — Builds a park in street 2.")
