"""A Pompeji window never hangs or crashes on a hostile autosave or opened file: special files
(a pipe, a link to /dev/zero, a folder, an oversized file), NaN/Infinity, huge numbers, deep
nesting, duplicate keys, random bytes and seat names the New Game dialog would not allow (too
long, a line break) are refused with a message and left untouched; a byte order mark is
accepted."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.hostile_files import MARK, SEAT_KINDS, file_state, make_seats_save_hostile
from tests.persistence.test_hostile_property import no_hang
from welcome_desktop.games.pompeji.app import storage
from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
from welcome_desktop.games.pompeji.engine import new_game
from welcome_desktop.games.pompeji.ui.window import pompeji_window

KINDS = SEAT_KINDS


def mark_volcanoes(data: dict[str, Any]) -> None:
    data["snapshot"]["volcanoes"] = MARK


def hostile_autosave(kind: str) -> Path:
    setup = make_setup([Seat("Ana"), Seat("Ben")], seed=4)
    target = storage.write(storage.autosave_path(), storage.Session(new_game(setup.config), setup))
    return make_seats_save_hostile(target, kind, mark_volcanoes)


@pytest.mark.parametrize("kind", KINDS)
def test_a_hostile_autosave_is_refused_and_left_untouched(qtbot: QtBot, kind: str) -> None:
    target = hostile_autosave(kind)
    before = file_state(target)
    with no_hang(60):
        window = pompeji_window(persist_settings=False)
        window.front.session.ask_yes_no = lambda title, text: True  # may close
        qtbot.addWidget(window)
        window.show()
        window.front.session.open_path(str(target))
    if kind == "bom":  # resumed (and from then on autosaved by the app as usual)
        assert window.front.controller.state is not None
        return
    assert window.front.controller.state is None
    assert window.front.session.message_box is not None
    window.front.session.message_box.accept()
    assert file_state(target) == before
