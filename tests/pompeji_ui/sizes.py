"""Layout checks of a Pompeji window at a given size: every shown control lies inside the
window and is not squeezed below its minimum, and the whole city and the hand are in view.
Shared by the qtbot size tests and the device-pixel-ratio 2 run in a fresh process."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
from welcome_desktop.games.pompeji.board.scene import cell_rect
from welcome_desktop.games.pompeji.engine import apply, new_game, random_action
from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.ui.shell_window import ShellWindow

#: Four human seats with names of the longest length allowed (24): the most permit buttons and
#: the longest prompt.
NAMES = (
    "Aurelia Maximiliana Pia",
    "Brutus Longinus Secundus",
    "Cornelia Severina Magna",
    "Decimus Valerius Maximus",
)


def settle(rounds: int = 6) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def control_problems(window: ShellWindow) -> list[str]:
    """Shown widgets of the window that stick out of it or are squeezed below their minimum."""
    frame = window.rect()
    problems = []
    texts: list[tuple[QWidget, QRect]] = []
    for w in window.findChildren(QWidget):
        if not w.isVisible() or w.isWindow():
            continue
        rect = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
        name = w.objectName() or type(w).__name__
        if isinstance(w, QAbstractButton | QLabel) and w.isVisibleTo(window):
            for other, other_rect in texts:
                apart = not (w.isAncestorOf(other) or other.isAncestorOf(w))
                if apart and rect.intersects(other_rect):
                    problems.append(f"{name} overlaps {other.objectName() or type(other)}")
            texts.append((w, rect))
        if not frame.contains(rect):
            problems.append(f"{name} at {rect.getRect()} outside {frame.getRect()}")
        if isinstance(w, QAbstractButton | QLabel) and not (isinstance(w, QLabel) and w.wordWrap()):
            need = w.minimumSizeHint()
            if w.width() < need.width() or w.height() < need.height():
                problems.append(f"{name} {w.size().toTuple()} below {need.toTuple()}")
    return problems


def city_problems(window: ShellWindow) -> list[str]:
    """Cells of the city and hand cards that are not wholly inside the city view."""
    page = window.front.board_page
    view = page.board_view
    shown = view.viewport().rect()
    problems = []
    for cell in window.front.controller.turn_view.city.tiles:  # type: ignore[union-attr]
        rect = view.mapFromScene(cell_rect(cell)).boundingRect()
        if not shown.contains(rect):
            problems.append(f"cell {cell} at {rect.getRect()} outside {shown.getRect()}")
    for item in page.scene.hand_items:
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if not shown.contains(rect):
            problems.append(f"hand card {item.card} at {rect.getRect()}")
    return problems


def crowded_window(width: int, height: int) -> ShellWindow:
    """A 4-seat hot-seat game after the eruption with a big city, seat 0 to play with a card
    placed: skip-the-draw and play-again ticks and the other seats' permit buttons all shown."""
    setup = make_setup([Seat(n) for n in NAMES], seed=3)
    state = new_game(setup.config)
    rng = random.Random(3)
    while state.volcanoes == 0 or state.current_seat != 0 or len(state.city) < 30:
        state = apply(state, random_action(state, rng, permit_rate=0.0, statue_rate=0.0))
        assert not state.over
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    window.front.controller.autosave_enabled = False
    window.resize(width, height)
    window.show()
    window.front.controller.start(setup, state)
    window.front.reveal_board()
    settle()
    return window


def place_best_card(window: ShellWindow) -> None:
    c = window.front.controller
    view = c.turn_view
    assert view is not None and view.my_turn
    card, cell = next((k, p) for k in view.hand for p in view.city.cells_for(k))
    assert c.place(card, cell) is None
    settle()


def size_report(width: int, height: int) -> list[str]:
    """Every page of the window at this size: the problems found (none expected)."""
    window = crowded_window(width, height)
    problems = []
    if window.size().toTuple() != (width, height):
        problems.append(f"window is {window.size().toTuple()}, not {(width, height)}")
    view = window.front.controller.turn_view
    assert view is not None and len(view.permit_humans) == 3 and view.statue_held
    problems += [f"board: {p}" for p in control_problems(window) + city_problems(window)]
    place_best_card(window)
    view = window.front.controller.turn_view
    assert view is not None and view.may_skip and view.can_second_turn
    problems += [f"placed: {p}" for p in control_problems(window) + city_problems(window)]
    window.front.show_score_chart()
    settle()
    for page in (window.front.pass_page, window.front.end_page, window.start_page):
        if page is window.front.pass_page:
            window.front.pass_page.set_player(NAMES[1], {2: NAMES[2], 3: NAMES[3]})
        window.pages.setCurrentWidget(page)
        settle()
        problems += [f"{page.objectName()}: {p}" for p in control_problems(window)]
    window.front.controller.shutdown()
    window.close()
    return problems
