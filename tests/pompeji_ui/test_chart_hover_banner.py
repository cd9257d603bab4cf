"""During a Pompeji game: the score chart (Game menu and side panel) shows each player's
running total after every turn and follows the game; hovering a cell with no card picked
previews the best hand card there street by street and the other cards' totals; the turn
bar's permit button names every human who may interrupt; Pompeji's start page has its own
banner, Welcome's keeps its street."""

from __future__ import annotations

import itertools
import random

from PySide6.QtCore import QPoint
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
from welcome_desktop.games.pompeji.engine import (
    COLOURS,
    MONUMENTS,
    colour_of,
    monument_of,
    score_placement,
)
from welcome_desktop.games.pompeji.ui.banner import PompejiBanner, banner_card
from welcome_desktop.games.pompeji.ui.texts import card_text
from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.ui.pages import StartPage, StreetBanner
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import cell_point
from .sizes import NAMES, crowded_window, place_best_card


def _window(qtbot: QtBot, seed: int = 4) -> ShellWindow:
    """Three humans with open hands: no pass screen, every turn played here."""
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    window.front.controller.autosave_enabled = False
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    seats = [Seat("Ana"), Seat("Ben"), Seat("Cy")]
    window.front.start_game(make_setup(seats, seed, open_hands=True))
    return window


def _play_a_turn(window: ShellWindow, rng: random.Random) -> None:
    c = window.front.controller
    view = c.turn_view
    assert view is not None and view.my_turn
    moves = [(k, p) for k in view.hand for p in view.city.cells_for(k)]
    if moves:
        card, cell = rng.choice(moves)
        assert c.place(card, cell) is None
    else:
        assert c.discard(view.hand[0]) is None
    assert c.confirm() is None


def test_the_score_chart_follows_the_game(qtbot: QtBot) -> None:
    empty = pompeji_window(persist_settings=False)
    empty.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(empty)
    assert empty.front.show_score_chart() is None  # no game, no chart
    window = _window(qtbot)
    c = window.front.controller
    rng = random.Random(1)
    for _ in range(7):
        _play_a_turn(window, rng)
    action = window.front.actions_by_name["chart"]
    assert action.isEnabled() and action.text() == "Score &chart…"
    action.trigger()
    dialog = window.front.chart_dialog
    assert dialog is not None and dialog.isVisible()
    state = c.state
    series = dialog.series()
    assert [s.name for s in series] == ["Ana", "Ben", "Cy"]
    for seat, line in enumerate(series):
        # from 0 before the first turn to each seat's running total after every turn
        assert line.points[0] == (0.0, 0.0)
        assert len(line.points) == len(state.turns) + 1 == 8
        totals = [sum(t.points for t in state.turns[:n] if t.seat == seat) for n in range(8)]
        assert [y for _x, y in line.points] == totals
        assert line.points[-1][1] == state.points[seat]
    assert any(state.points)
    # it redraws after each turn while it is open
    _play_a_turn(window, rng)
    assert len(dialog.series()[0].points) == 9
    assert [s.points[-1][1] for s in dialog.series()] == list(c.state.points)
    # the side panel's button raises the same window
    dialog.hide()
    window.front.board_page.side.chart_button.click()
    assert window.front.chart_dialog is dialog and dialog.isVisible()
    assert len(dialog.series()[0].points) == 9
    window.close()  # the chart goes with its game's window
    assert not dialog.isVisible()


def test_hovering_a_cell_with_no_card_picked_previews_the_best_card(qtbot: QtBot) -> None:
    window = _window(qtbot, seed=8)
    scene, c = window.front.board_page.scene, window.front.controller
    rng = random.Random(3)
    for _ in range(6):
        _play_a_turn(window, rng)
    view = c.turn_view
    assert view is not None and scene.selected is None
    fits = {
        p: [k for k in view.hand if view.city.problem(p, k) is None] for p in view.city.frontier()
    }
    cell = max(fits, key=lambda p: len(fits[p]))
    assert len(fits[cell]) >= 2
    scored = sorted(
        ((score_placement(view.city, cell, k).total, k) for k in fits[cell]), reverse=True
    )
    viewport = window.front.board_page.board_view.viewport()
    QTest.mouseMove(viewport, cell_point(window, cell))
    preview = scene.preview
    assert preview.isVisible()
    best_points, best = scored[0]
    assert preview.lines[0] == f"Best here: {card_text(best)}"
    assert preview.lines[1].startswith("Row: ") and preview.lines[4].startswith("Diagonal")
    assert preview.lines[preview.bold] == f"Total: {best_points} points"
    assert preview.lines[preview.bold + 1 :] == [
        f"{card_text(k)}: {p} points" for p, k in scored[1:]
    ]
    # over a card of the city (nothing may go there) the preview goes away
    QTest.mouseMove(viewport, cell_point(window, next(iter(view.city.tiles))))
    assert not preview.isVisible()
    # with a card placed this turn, hovering previews nothing more
    QTest.mouseMove(viewport, cell_point(window, cell))
    assert preview.isVisible()
    assert c.place(best, cell) is None
    other = next(p for p in c.turn_view.city.frontier() if p != cell)
    QTest.mouseMove(viewport, cell_point(window, other) + QPoint(1, 1))
    assert not preview.isVisible()


def test_the_preview_stays_on_screen_beside_every_cell_of_the_edge(qtbot: QtBot) -> None:
    """Beside a cell at the city's right or bottom edge the preview flips to the cell's left or
    moves up, so no line of it is cut off by the edge of the board."""
    window = _window(qtbot, seed=8)
    scene, c = window.front.board_page.scene, window.front.controller
    rng = random.Random(3)
    for _ in range(6):
        _play_a_turn(window, rng)
    view = c.turn_view
    assert view is not None
    board_view = window.front.board_page.board_view
    visible = board_view.mapToScene(board_view.viewport().rect()).boundingRect()
    shown = 0
    for cell in view.city.frontier():
        QTest.mouseMove(board_view.viewport(), cell_point(window, cell))
        if not scene.preview.isVisible():
            continue
        shown += 1
        box = scene.preview.sceneBoundingRect()
        assert visible.adjusted(-1, -1, 1, 1).contains(box), (cell, box, visible)
    assert shown >= 3


def test_each_start_page_has_its_own_banner(qtbot: QtBot) -> None:
    welcome = StartPage()
    qtbot.addWidget(welcome)
    assert isinstance(welcome.banner, StreetBanner)
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    banner = window.start_page.banner
    assert isinstance(banner, PompejiBanner)
    assert not window.start_page.findChildren(StreetBanner)
    # a street of city cards as they may lie: neighbours differ in monument and colour
    cards = [banner_card(i) for i in range(14)]
    assert {monument_of(k) for k in cards} == set(MONUMENTS)
    assert {colour_of(k) for k in cards} == set(COLOURS)
    for a, b in itertools.pairwise(cards):
        assert monument_of(a) != monument_of(b) and colour_of(a) != colour_of(b)
    banner.resize(900, banner.height())
    image = banner.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, 900, 7) for y in range(0, image.height(), 5)}
    assert len(colours) > 30  # cards and the volcano drawn, not a flat strip


def test_the_turn_bar_permit_button_names_every_human_who_may_interrupt(qtbot: QtBot) -> None:
    window = crowded_window(1280, 800)
    qtbot.addWidget(window)
    page, c = window.front.board_page, window.front.controller
    # seat 0 is to play: seats 1-3 (humans holding their permit) may interrupt before it
    assert page.permit_seats == (1, 2, 3) and page.permit_button.isVisible()
    assert page.permit_button.text() == "Permit: who plays now?"
    page.permit_button.click()
    menu = page.permit_menu
    assert menu.isVisible()
    assert [a.text() for a in menu.actions()] == [f"{NAMES[s]} plays now" for s in (1, 2, 3)]
    page.permit_actions[2].trigger()
    menu.close()
    assert c.state.current_seat == 2 and not c.state.specials[2]
    window.front.pass_page.button.click()  # hands are secret: seat 2 takes the device
    # seats 1 and 3 may still declare, seat 2 may not twice
    assert page.permit_seats == (1, 3), page.permit_seats
    place_best_card(window)
    assert page.permit_seats == () and not page.permit_button.isVisible()
    window.front.controller.shutdown()


def test_the_preview_is_wide_enough_for_its_bold_total(qtbot: QtBot) -> None:
    """Short street lines and a longer total, drawn bold: the bubble holds the whole total
    (under Xvfb the last letters of "Total: 0 points" were cut off)."""
    from welcome_desktop.games.pompeji.ui.play_scene import ScorePreview

    preview = ScorePreview()
    preview.lines, preview.bold = ["Row: 0", "Column: 0", "Total: 0 points"], 2
    bold = QFont(preview.font)
    bold.setBold(True)
    needed = QFontMetricsF(bold).horizontalAdvance("Total: 0 points") + 14
    assert preview.boundingRect().width() >= needed
