"""Nothing lost by a click, and the keyboard stays on the board: quitting or replacing the game
with a half-done turn asks first; the game's keys keep working after the sheet selector, a
panel or a turn-bar button was used."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import start_mid_game


def _typed(window: MainWindow, key: Qt.Key, mods=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key as the keyboard sends it: to the focused widget, else to the active window."""
    target: QWidget = QApplication.focusWidget() or window
    QTest.keyClick(target, key, mods)


def _pick_sheet(window: MainWindow, qtbot, index: int) -> None:  # type: ignore[no-untyped-def]
    """Choose a seat in the sheet selector with the mouse and the popup's keys."""
    combo = window.front.score_panel.sheet_choice
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view()
    qtbot.waitUntil(popup.isVisible)
    popup.setCurrentIndex(combo.model().index(index, 0))
    QTest.keyClick(popup, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not popup.isVisible())


def _half_done(window: MainWindow) -> tuple[int, int]:
    c = window.front.controller
    street, house = sorted(c.legal_houses(0))[0]
    c.select_combo(0)
    c.place_number(street, house)
    return street, house


def test_the_game_keys_work_after_using_the_sheet_selector(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    window.activateWindow()
    qtbot.waitActive(window)
    c = window.front.controller
    _pick_sheet(window, qtbot, 1)
    assert window.front.ui.view_seat == 1
    _pick_sheet(window, qtbot, 0)
    assert window.front.ui.view_seat in (-1, 0)
    _typed(window, Qt.Key.Key_2)
    assert c.draft.combo == 1
    _typed(window, Qt.Key.Key_Left)
    assert window.front.ui.cursor is not None
    _typed(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.draft.combo == -1


def test_the_game_keys_work_after_a_click_on_a_panel_or_a_button(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    window.activateWindow()
    qtbot.waitActive(window)
    c = window.front.controller
    qtbot.mouseClick(window.front.score_panel, Qt.MouseButton.LeftButton)
    window.front.score_panel.sheet_choice.setFocus()  # as a panel taking the focus would
    _typed(window, Qt.Key.Key_3)
    assert c.draft.combo == 2
    qtbot.mouseClick(window.front.turn_bar.undo_button, Qt.MouseButton.LeftButton)
    assert c.draft.combo == -1
    window.setFocus()  # the focus on no game widget at all
    _typed(window, Qt.Key.Key_1)
    assert c.draft.combo == 0


def test_quitting_with_a_half_done_turn_asks_first(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    asked: list[str] = []
    answer = [False]

    def ask(title: str, text: str) -> bool:
        asked.append(text)
        return answer[0]

    window.front.session.ask_yes_no = ask
    window.close()  # nothing started: no question
    assert asked == [] and not window.isVisible()
    window.show()
    _half_done(window)
    window.front.menus["quit"].trigger()
    assert len(asked) == 1 and "not confirmed" in asked[0]
    assert window.isVisible() and window.front.controller.draft.street >= 0  # kept
    answer[0] = True
    window.close()
    assert len(asked) == 2 and not window.isVisible()


def test_opening_another_game_with_a_half_done_turn_asks_first(window: MainWindow, qtbot) -> None:
    start_mid_game(window)
    c = window.front.controller
    asked: list[str] = []

    def refuse(title: str, text: str) -> bool:
        asked.append(title)
        return False

    window.front.session.ask_yes_no = refuse
    window.front.session.ask_new_game = lambda: solo_setup("Zoe", 5)
    street, _house = _half_done(window)
    state = c.state
    window.front.session.new_game()
    window.front.session.quick_solo()
    window.front.session.resume_autosave()
    window.front.session.open_path(str(c.save_path))
    assert len(asked) == 4
    assert c.state is state and c.draft.street == street  # every answer was no: all kept
    window.front.session.ask_yes_no = lambda title, text: True
    window.front.session.new_game()
    assert c.setup is not None and c.setup.seats[0].name == "Zoe"
    asked.clear()
    window.front.session.ask_yes_no = refuse
    window.front.session.quick_solo()  # no turn started in the new game: no question
    assert asked == []
