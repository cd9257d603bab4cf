"""The board does not jump during a turn: on a small screen the turn bar keeps one
arrangement while the effect's buttons (use, skip) come and go, so the board keeps its size."""

from __future__ import annotations

from tests.ui.size_check import settle
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.ui.window import MainWindow

from .ui_helpers import card_point, drag, house_point


def test_writing_a_number_does_not_resize_the_board_at_1024x600(window: MainWindow) -> None:
    window.resize(1024, 600)
    window.front.start_game(
        solo_setup("Sam", seed=3)
    )  # a seeded deal: its first card has an effect
    settle()
    c = window.front.controller
    bar = window.front.board_page.turn_bar
    before = (window.front.board_view.size().toTuple(), bar.stacked())
    c.select_combo(0)
    street, house = sorted(c.legal_houses(0))[0]
    drag(window, card_point(window, 0), house_point(window, street, house))
    settle()
    assert c.draft.needs == "effect"  # the effect's buttons are now shown
    assert bar.skip_button.isVisible()
    assert (window.front.board_view.size().toTuple(), bar.stacked()) == before
    assert window.front.board_page.turn_bar.geometry().bottom() < window.height()
