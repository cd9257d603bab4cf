"""A Balconia window never hangs or crashes on a hostile save or autosave (special files, NaN,
huge numbers, deep nesting, duplicate keys, random bytes, seat names the New Game page would not
allow): each is refused with a message and left untouched; a byte order mark is accepted. Names
that look like HTML are shown as typed on every page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from tests.hostile_files import MARK, SEAT_KINDS, file_state, make_seats_save_hostile
from tests.persistence.test_hostile_property import no_hang
from welcome_desktop.games.balconia.app import storage
from welcome_desktop.games.balconia.app.setup import Seat, make_setup
from welcome_desktop.games.balconia.engine import new_game
from welcome_desktop.games.balconia.ui.demo import demo_state
from welcome_desktop.ui.shell_window import ShellWindow

from .helpers import play_step, shown_window

KINDS = SEAT_KINDS
HOSTILE = ('<img src="i.png">', "<b>Bo</b>")


def rendered(label: QLabel) -> str:
    """What ``label`` shows, as Qt renders it (markup read if Qt takes it for rich text)."""
    text, form = label.text(), label.textFormat()
    rich = form == Qt.TextFormat.RichText or (
        form == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    return QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text


def shown_texts(window: ShellWindow) -> list[str]:
    """What each visible label and button shows."""
    out = [rendered(w) for w in window.findChildren(QLabel) if w.isVisible()]
    return out + [b.text() for b in window.findChildren(QAbstractButton) if b.isVisible()]


def mark_turns(data: dict[str, Any]) -> None:
    data["snapshot"]["turns"] = MARK


def hostile_save(kind: str) -> Path:
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed=4)
    target = storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    return make_seats_save_hostile(target, kind, mark_turns)


@pytest.mark.parametrize("kind", KINDS)
def test_a_hostile_save_is_refused_and_left_untouched(qtbot: QtBot, kind: str) -> None:
    target = hostile_save(kind)
    before = file_state(target)
    with no_hang(60):
        window = shown_window(qtbot)
        window.front.session.open_path(str(target))
    if kind == "bom":  # read as any save
        assert window.front.controller.state is not None
        return
    assert window.front.controller.state is None
    box = window.front.session.message_box
    assert box is not None and box.isVisible()
    box.accept()
    assert file_state(target) == before


def test_names_that_look_like_markup_are_shown_as_typed(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    front = window.front
    front.controller.autosave_enabled = False
    setup = make_setup(Seat(HOSTILE[0]), Seat(HOSTILE[1]), seed=2)
    front.start_game(setup)
    assert window.pages.currentWidget() is front.pass_page
    assert HOSTILE[0] in rendered(front.pass_page.heading)
    front.pass_page.button.click()
    play_step(front.controller)  # the selection: the device goes to the other player
    assert HOSTILE[1] in rendered(front.pass_page.heading)
    front.pass_page.button.click()
    texts = "\n".join(shown_texts(window))
    assert HOSTILE[1] in texts
    front.controller.start(setup, demo_state(setup, 0, to_end=True))
    front.after_start()
    assert window.pages.currentWidget() is front.end_page
    texts = "\n".join(shown_texts(window))
    for name in HOSTILE:
        assert name in texts
    assert window.width() < 1500
