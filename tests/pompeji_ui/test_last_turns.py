"""The board's "Last turns": under the scores, the last three turns newest first (who built
what, for how many points, a permit's turn, a volcano), so a table can follow the game; names
as plain text, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.engine.actions import build, statue
from welcome_desktop.games.pompeji.engine.cards import Colour, Monument, card_id, value_of
from welcome_desktop.games.pompeji.engine.replay import TurnSummary, turn_steps
from welcome_desktop.games.pompeji.ui.texts import turn_text
from welcome_desktop.games.pompeji.ui.window import PompejiFront
from welcome_desktop.i18n import install

from .helpers import card_point, cell_point, drag, shown_window

HOSTILE = "<b>Ana</b>"


def test_the_last_turns_follow_the_game_newest_first(qtbot: QtBot) -> None:
    window = shown_window(qtbot, 1024, 600)
    front = window.front
    assert isinstance(front, PompejiFront)
    side = front.board_page.side
    c = front.controller
    seats = [Seat(HOSTILE), Seat("Bo", SeatKind.EASY), Seat("Cy", SeatKind.EASY)]
    front.start_game(make_setup(seats, seed=21))
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    assert not side.last_turns.isVisibleTo(side)  # nothing played yet
    width = side.width()
    for _ in range(2):
        qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
        card, cell = next(
            (k, cells[0]) for k in c.state.hands[0] if (cells := c.state.city.cells_for(k))
        )
        drag(window, card_point(window, card), cell_point(window, cell))
        front.board_page.confirm_button.click()
    qtbot.waitUntil(lambda: c.turn_view is not None and c.turn_view.my_turn, timeout=20000)
    names = [s.name for s in seats]
    steps = turn_steps(c.state)
    expected = [turn_text(s.summary, names) for s in reversed(steps[-3:])]  # type: ignore[arg-type]
    assert side.last_turns.text() == "\n\n".join(expected)
    assert side.last_turns.isVisibleTo(side) and side.last_title.text() == "Last turns"
    assert side.last_turns.textFormat() == Qt.TextFormat.PlainText
    qtbot.wait(10)
    assert side.width() <= width + 10  # the lines wrap: the city keeps its room
    mine = [s for s in steps[1:] if s.action is not None and s.action.seat == 0]
    assert HOSTILE in turn_text(mine[-1].summary, names)  # type: ignore[arg-type]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        install.install(app, "fr")
        qtbot.waitUntil(lambda: side.last_title.text() != "Last turns", timeout=5000)
        assert "Last" not in side.last_turns.text()
    finally:
        install.install(app, "en")
    c.shutdown()


def test_a_statue_line_names_its_monument_and_colour_without_the_card_value() -> None:
    """A statue is worth 1 whatever it is named: its line must not repeat the named card's
    value from the card table (Temple, grey is a 7)."""
    temple_grey = card_id(Monument.TEMPLE, Colour.GREY)
    assert value_of(temple_grey) == 7
    laid = TurnSummary(statue(1, temple_grey, (0, 1)), points=15, bonus=False)
    laid_line = "Bo laid the statue as Temple, grey (lattice) for 15 points"
    assert turn_text(laid, ["Ana", "Bo"]) == laid_line
    built = TurnSummary(build(0, temple_grey, (0, 1)), points=0, bonus=False)
    assert turn_text(built, ["Ana", "Bo"]) == "Ana built Temple, grey (lattice), 7 for 0 points"
