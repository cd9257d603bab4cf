"""User data inside item views is text too: the label sweep (test_plain_text) extended to the
items of every list, table, tree and combo box (their tooltips, status and "what's this"
texts, and their headers' tooltips) and to window titles, over the pages that list names and
file names: the Continue list (with a save slot named like markup), the History table and
player filter, a replay, the end screen and the score panel."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6 import QtGui
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from tests.ui.test_plain_text import (
    HOSTILE,
    IMG,
    assert_no_markup_shown,
    finished,
    has_marker,
    image_in_cwd,
)
from welcome_desktop.games.welcome.app import storage
from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup
from welcome_desktop.games.welcome.ui.window import MainWindow

__all__ = ["image_in_cwd"]  # the fixture, used by name

ROLES = (
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.StatusTipRole,
    Qt.ItemDataRole.WhatsThisRole,
)
SLOT_NAME = '<b>x <img src="i.png">.json'  # no slash: a file name


def count(model: QAbstractItemModel, orientation: Qt.Orientation, parent: QModelIndex) -> int:
    """Rows or columns of ``model`` (probed: a list widget's model keeps columnCount private)."""
    n = 0
    while n < 500:
        row, column = (0, n) if orientation == Qt.Orientation.Horizontal else (n, 0)
        if not model.index(row, column, parent).isValid():
            break
        n += 1
    return n


def indexes(model: QAbstractItemModel, parent: QModelIndex) -> Iterator[QModelIndex]:
    for row in range(count(model, Qt.Orientation.Vertical, parent)):
        for column in range(count(model, Qt.Orientation.Horizontal, parent)):
            index = model.index(row, column, parent)
            yield index
            if column == 0 and model.index(0, 0, index).isValid():  # a tree row's children
                yield from indexes(model, index)


def shown_as_markup(text: object) -> bool:
    """Whether Qt would render ``text`` (a tooltip-like string quoting user data) as rich text
    with the user's markup live, i.e. not escaped."""
    return (
        isinstance(text, str)
        and has_marker(text)
        and QtGui.Qt.mightBeRichText(text)
        and "&lt;" not in text
    )


def item_texts_checked() -> int:
    """Every item view's item and header tips are text; the count of tips quoting user data."""
    checked = 0
    views = [
        w
        for top in QApplication.topLevelWidgets()
        for w in (top, *top.findChildren(QWidget))
        if isinstance(w, QAbstractItemView) and w.model() is not None
    ]
    assert views
    for view in views:
        model = view.model()
        for index in indexes(model, QModelIndex()):
            for role in ROLES:
                text = model.data(index, role)
                checked += isinstance(text, str) and (has_marker(text) or "&lt;" in text)
                assert not shown_as_markup(text), (view.objectName(), role, text)
        for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
            for section in range(count(model, orientation, QModelIndex())):
                text = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
                assert not shown_as_markup(text), (view.objectName(), text)
    return checked


def window_titles_checked() -> None:
    """A window title is never rich text in Qt; one quoting user data quotes it as typed."""
    for top in QApplication.topLevelWidgets():
        for w in (top, *top.findChildren(QWidget)):
            title = w.windowTitle()
            assert "&lt;" not in title and "&amp;amp;" not in title, title


def test_item_tips_and_titles_never_show_user_markup(
    window: MainWindow, image_in_cwd: Path
) -> None:
    checked = 0
    names = list(HOSTILE)
    # An unfinished game whose slot a user (or another program) renamed like markup: the
    # Continue list shows its path as the row's tooltip.
    window.front.start_game(hotseat_setup([SeatSetup(n) for n in names], seed=9))
    slots = storage.slot_paths()
    assert slots, "the game wrote no slot"
    slots[0].rename(slots[0].with_name(SLOT_NAME))
    window.show_start()
    listing = window.front.history.continue_list
    assert listing.games.count() >= 1
    assert any(
        SLOT_NAME in str(listing.games.item(i).data(Qt.ItemDataRole.UserRole))
        for i in range(listing.games.count())
    )
    checked += item_texts_checked()
    window_titles_checked()
    assert_no_markup_shown(window)
    # A finished game: the end screen's table, then the History page (games table, player
    # filter) and a replay (seat choice).
    setup = hotseat_setup([SeatSetup(n) for n in names], seed=9)
    state, history = finished(setup)
    window.front.controller.play_from(setup, state, history)  # type: ignore[arg-type]
    window.front.after_start()
    assert window.pages.currentWidget() is window.front.end_screen
    checked += item_texts_checked()
    window_titles_checked()
    window.front.history.show_history()
    page = window.front.history.history_page
    assert page.games.rowCount() == 1
    for name in names:
        page.player.setCurrentText(name)
        checked += item_texts_checked()
    page.replay_selected()
    window.front.history.replay_page.go(2)
    checked += item_texts_checked()
    window_titles_checked()
    assert checked >= 1  # at least the slot's path was met and checked
    assert IMG in names
