"""Score pad temps: the majority is decided at the table. The live total marks the temp points
provisional, the Game menu takes the table's result at any time, and the end asks for it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from welcome_desktop.games.welcome.app.setup import score_pad_setup
from welcome_desktop.games.welcome.engine import Effect
from welcome_desktop.games.welcome.ui.table_temps_dialog import TableTempsDialog, parse_counts
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import card_point, drag, house_point

TEMP_ROUND = (((3, Effect.TEMP), (8, Effect.POOL), (12, Effect.BIS)), (False, False, False))


def hire_a_temp(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.front.session.ask_table_round = lambda: TEMP_ROUND
    window.front.start_game(score_pad_setup("Pat", seed=2))
    c = window.front.controller
    qtbot.waitUntil(lambda: not c.needs_table_round(), timeout=3000)
    drag(window, card_point(window, 0), house_point(window, 0, 2))
    assert c.draft.needs == "effect" and c.draft.effect_kind == "temp"
    window.front.turn_bar.use_button.click()
    assert c.preview_sheet().temps == 1


def test_live_temp_points_are_provisional_then_final(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    hire_a_temp(window, qtbot)
    c = window.front.controller
    panel = window.front.score_panel
    # One temp on one sheet is not the table's majority: 0 points, marked provisional.
    assert c.live_scores()[0].temps == 0
    assert panel.values["temps"].text() == "0 ?"
    assert panel.values["total"].text().endswith(" ?")
    assert "Provisional" in panel.values["temps"].toolTip()
    assert panel.values["pools"].text() == "0"
    # The Game menu entry takes the table's result as it stands: still provisional.
    asked: list[tuple[int, bool]] = []

    def answer(own: int, final: bool) -> tuple[int, tuple[int, ...]]:
        asked.append((own, final))
        return (1, ()) if not final else (0, (5, 0))

    window.front.session.ask_table_temps = answer
    assert window.front.menus["table_temps"].isVisible()
    window.front.menus["table_temps"].trigger()
    assert asked == [(1, False)]
    assert c.live_scores()[0].temps == 7
    assert panel.values["temps"].text() == "7 ?"
    window.front.board_page.confirm_turn()
    qtbot.waitUntil(lambda: c.state.round == 2, timeout=5000)
    # Another player ends the game: the end asks the final result (others hired 5 and 0).
    window.front.session.ask_yes_no = lambda title, text: True
    window.front.menus["end_table"].trigger()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)
    assert asked[-1] == (1, True)
    assert c.state.scores()[0].temps == 4 and not c.temps_provisional()
    assert "provisional" not in window.front.end_screen.reason.text()
    assert c.score_history()[-1] == (c.state.scores()[0].total,)


def test_an_unanswered_end_keeps_the_points_provisional(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    hire_a_temp(window, qtbot)
    c = window.front.controller
    window.front.board_page.confirm_turn()
    qtbot.waitUntil(lambda: c.state.round == 2, timeout=5000)
    window.front.session.ask_yes_no = lambda title, text: True
    window.front.menus["end_table"].trigger()  # ask_table_temps answers None (cancelled)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.front.end_screen, timeout=5000)
    assert c.needs_table_temps() and c.temps_provisional()
    assert "provisional" in window.front.end_screen.reason.text()
    window.front.session.ask_table_temps = lambda own, final: (3, ())
    window.front.menus["table_temps"].trigger()
    assert not c.needs_table_temps() and c.state.scores()[0].temps == 1
    assert "provisional" not in window.front.end_screen.reason.text()


def test_the_temp_dialog_takes_a_place_or_the_other_counts(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = TableTempsDialog(3, True)
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    dialog.ranks[1].setChecked(True)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.answer == (2, ())
    dialog.answer = None
    qtbot.keyClicks(dialog.counts, "4, x")
    assert dialog.by_counts.isChecked()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.answer is None and dialog.error.text()
    dialog.counts.clear()
    qtbot.keyClicks(dialog.counts, "4, 2 0")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.answer == (0, (4, 2, 0))


def test_counts_are_parsed_strictly() -> None:
    assert parse_counts("3, 5 0") == (3, 5, 0)
    assert parse_counts("3;11") == (3, 11)
    assert parse_counts("٣ 4") == (3, 4)  # any script's digits
    for bad in ("", "12", "-1", "3.5", "three", "1e3", "²", "9" * 500):
        assert parse_counts(bad) is None, bad
