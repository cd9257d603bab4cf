"""User data is text, never markup, and never too wide: a game with hostile player names and a
hostile file name, swept over every page and dialog, shows no label, message box or tooltip
that Qt would read as rich text, loads no image named in a name, and keeps the window's width.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QLabel,
    QMenu,
    QMessageBox,
    QWidget,
)

from welcome_desktop.games.welcome.app.setup import (
    MAX_NAME_LENGTH,
    GameSetup,
    SeatSetup,
    hotseat_setup,
    solo_setup,
)
from welcome_desktop.games.welcome.ui.demo import demo_state
from welcome_desktop.games.welcome.ui.dialogs import ClaimDialog, NewGameDialog
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.safe_text import MAX_SHOWN_NAME, display_name

IMAGE_WIDTH = 2400  # a label that loaded the image named in a name would be this wide
IMG = '<img src="i.png">'
HOSTILE = (IMG, "<b>Bo</b> &amp; <i>x", "<h1>Zoé</h1>")
MARKERS = ("<img", "<b>", "&amp;", "<h1>")


@pytest.fixture
def image_in_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A wide picture that ``<img src="i.png">`` would load from the current directory."""
    image = QImage(IMAGE_WIDTH, 8, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    path = tmp_path / "i.png"
    assert image.save(str(path))
    monkeypatch.chdir(tmp_path)
    return path


def all_widgets() -> Iterator[QWidget]:
    for top in QApplication.topLevelWidgets():
        yield top
        yield from top.findChildren(QWidget)


def scene_items(window: MainWindow) -> list[QGraphicsItem]:
    return list(window.front.scene.items())


def has_marker(text: str) -> bool:
    return any(m in text for m in MARKERS)


def from_pyqtgraph(widget: QWidget) -> bool:
    """pyqtgraph's own context-menu labels ("Opacity"…): fixed texts, never user data."""
    w: QWidget | None = widget
    while w is not None:
        if type(w).__module__.startswith("pyqtgraph") or isinstance(w, QMenu):
            return True
        w = w.parentWidget()
    return False


def assert_no_markup_shown(window: MainWindow) -> int:
    """Every text holder quoting user data shows it as text; returns how many were checked
    (so the sweep cannot pass by finding nothing)."""
    checked = 0
    for w in all_widgets():
        if isinstance(w, QLabel) and has_marker(w.text()):
            checked += 1
        if isinstance(w, QLabel) and w.text() and not from_pyqtgraph(w):
            # Not only the labels that show user data now: every label is plain text, so a
            # name that reaches any of them later is safe too.
            assert w.textFormat() == Qt.TextFormat.PlainText, (w.objectName(), w.text())
        if isinstance(w, QMessageBox) and has_marker(w.text()):
            checked += 1
            assert w.textFormat() == Qt.TextFormat.PlainText, w.text()
        tip = w.toolTip()
        if has_marker(tip):
            checked += 1
            assert not QtGui.Qt.mightBeRichText(tip) or "&lt;" in tip, tip
        if isinstance(w, QLabel) and w.isVisible():
            assert w.sizeHint().width() < IMAGE_WIDTH, w.text()
    for item in scene_items(window):
        tip = item.toolTip()
        if has_marker(tip):
            checked += 1
            assert not QtGui.Qt.mightBeRichText(tip) or "&lt;" in tip, tip
    return checked


def finished(setup: GameSetup) -> tuple[object, tuple[tuple[int, ...], ...]]:
    return demo_state(setup, 0, to_end=True)


def test_display_name_is_one_short_line() -> None:
    assert display_name("Ann") == "Ann"
    assert display_name("  A\nB\tC\u2028D\x00E  ") == "A B C D E"
    long = display_name("W" * 100)
    assert len(long) == MAX_SHOWN_NAME and long.endswith("…")
    assert display_name("x" * MAX_SHOWN_NAME) == "x" * MAX_SHOWN_NAME


def test_hostile_names_are_text_on_every_page_and_dialog(
    window: MainWindow, qtbot, image_in_cwd: Path
) -> None:  # type: ignore[no-untyped-def]
    checked = 0
    setup = hotseat_setup([SeatSetup(n) for n in HOSTILE], seed=4)
    # Pass-the-device screen, then the board looking at another seat's sheet (turn prompt).
    window.front.start_game(setup)
    assert window.pages.currentWidget() is window.front.pass_page
    checked += assert_no_markup_shown(window)
    window.front.reveal_board()
    window.front.board_page.show_seat(1)
    assert HOSTILE[1] in window.front.turn_bar.prompt.text()
    checked += assert_no_markup_shown(window)
    # The end screen: winner heading, ranking table, chart.
    state, history = finished(setup)
    window.front.controller.play_from(setup, state, history)  # type: ignore[arg-type]
    window.front.after_start()
    assert window.pages.currentWidget() is window.front.end_screen
    checked += assert_no_markup_shown(window)
    chart = window.front.end_screen.chart
    assert chart is not None
    for series in chart.series():  # the text a hovered point shows (a tooltip)
        tip = window.front.end_screen.point_text(series, 1.0, 5.0)
        # pyqtgraph's TextItem.setText shows it as plain text, so the name stays as typed
        assert series.name in tip
        checked += 1
    # A solo game named after a picture: the board title and score panel.
    window.front.start_game(solo_setup(IMG, seed=2))
    checked += assert_no_markup_shown(window)
    # An error box quoting a hostile file name.
    window.front.session.ask_open_path = lambda: str(
        image_in_cwd.parent / "<b>bad</b> &amp; <img src=i.png>"
    )
    window.front.session.open_game()
    assert (
        window.front.session.message_box is not None
        and window.front.session.message_box.isVisible()
    )
    checked += assert_no_markup_shown(window)
    window.front.session.message_box.close()
    # Dialogs: the New Game dialog remembers hostile names; the claim dialog.
    dialog = NewGameDialog(window, HOSTILE)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.error.setText(HOSTILE[1])
    checked += assert_no_markup_shown(window)
    claim = ClaimDialog(HOSTILE[0], [(), ()], window)
    qtbot.addWidget(claim)
    claim.show()
    checked += assert_no_markup_shown(window)
    assert checked >= 10


@pytest.mark.parametrize("long", ["W" * 100, "Wide name " * 10])
def test_a_hundred_character_name_keeps_the_window_width(make_window, long: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(Settings(animation_speed="fast", last_seat_names=(long,)))
    widths = []
    window.front.session.quick_solo()  # the name remembered in the settings
    widths.append(window.minimumSizeHint().width())
    setup = hotseat_setup([SeatSetup(long), SeatSetup(long[::-1])], seed=6)
    window.front.start_game(setup)
    assert window.pages.currentWidget() is window.front.pass_page
    widths.append(window.minimumSizeHint().width())
    window.front.reveal_board()
    window.front.board_page.show_seat(1)
    widths.append(window.minimumSizeHint().width())
    state, history = finished(setup)
    window.front.controller.play_from(setup, state, history)
    window.front.after_start()
    assert window.pages.currentWidget() is window.front.end_screen
    widths.append(window.minimumSizeHint().width())
    QApplication.processEvents()
    assert max(widths) < 1000, widths
    assert window.width() <= 1280


@pytest.mark.parametrize("names", [HOSTILE, ("W" * 100, "Wide name " * 10)])
def test_history_replay_and_continue_show_names_as_short_text(
    window: MainWindow, qtbot, image_in_cwd: Path, names: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    """The pages that read names back from the history database and the save slots: the
    Continue list, the History and statistics page (games table, player filter, trend chart)
    and a replay of the finished game."""
    checked = 0
    widths = []
    # An unfinished game with these names, then the start page's Continue list (a save
    # holds names of at most MAX_NAME_LENGTH, the New Game dialog's limit: longer ones are
    # refused on load, so the longest a save can hold are listed).
    saved = [n[:MAX_NAME_LENGTH] for n in names]
    window.front.start_game(hotseat_setup([SeatSetup(n) for n in saved], seed=9))
    window.show_start()
    listing = window.front.history.continue_list
    qtbot.waitUntil(listing.isVisible, timeout=2000)
    row = listing.games.item(0).text()
    assert all(n in row for n in saved)
    checked += assert_no_markup_shown(window)
    widths.append(window.minimumSizeHint().width())
    # The names in full in a finished game: it is recorded in the history.
    setup = hotseat_setup([SeatSetup(n) for n in names], seed=9)
    state, history = finished(setup)
    window.front.controller.play_from(setup, state, history)  # type: ignore[arg-type]
    window.front.after_start()
    window.front.history.show_history()
    page = window.front.history.history_page
    assert window.pages.currentWidget() is page
    assert page.games.rowCount() == 1
    assert all(n in page.games.item(0, 2).text() for n in names)
    for name in names:
        page.player.setCurrentText(name)
        assert page.summary.text().startswith(f"{name}: 1 game")
        checked += assert_no_markup_shown(window)
        widths.append(window.minimumSizeHint().width())
    page.replay_selected()
    assert window.pages.currentWidget() is window.front.history.replay_page
    window.front.history.replay_page.go(3)
    checked += assert_no_markup_shown(window)
    widths.append(window.minimumSizeHint().width())
    QApplication.processEvents()
    assert checked >= (4 if names is HOSTILE else 0)
    assert max(widths) < 1000, widths
    assert window.width() <= 1280
