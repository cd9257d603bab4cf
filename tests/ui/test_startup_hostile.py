"""No unfinished-game file stops the app from starting, whatever it is: a named pipe, a link to
/dev/zero, a folder, an oversized file, or JSON with NaN, Infinity, 1e999, a huge integer, deep
nesting, duplicate keys or random bytes, left in the save slots. The real start-up runs with
"Resume?" answered yes and no: it never hangs, the window comes up, a refused file is reported
and left as it was (a file with only a byte order mark added resumes), and the app plays on.
The same files opened with Open are refused the same way."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.hostile_files import MARK, SPECIAL, TOKENS, file_state, write_hostile
from tests.ui.test_startup_files import no_hang, start_app, write_autosave
from welcome_desktop.games.welcome.app import storage
from welcome_desktop.games.welcome.ui.window import MainWindow

__all__ = ["start_app"]  # the fixture, used by name

KINDS = (*SPECIAL, *TOKENS, "duplicate", "bytes", "bom")


def mark_history(data: dict[str, Any]) -> None:
    data["extra"]["history"] = [MARK]


def hostile_slot(kind: str) -> Path:
    """A save slot of this kind, the newest one (what Resume picks)."""
    good = write_autosave()  # the old single autosave: a game to build the slot from
    text = good.read_text(encoding="utf-8")
    good.unlink()
    storage.games_dir().mkdir(parents=True, exist_ok=True)
    target = storage.games_dir() / "20990101-000000-abcdef.json"
    assert write_hostile(target, kind, text, mark_history)
    return target


@pytest.mark.parametrize(
    ("kind", "resume"),
    [*((k, True) for k in KINDS), ("fifo", False), ("dev-zero", False)],
    ids=lambda v: {True: "resume", False: "no"}.get(v, v) if isinstance(v, bool) else v,
)
def test_a_hostile_slot_never_stops_the_start_up(
    start_app: Callable[..., MainWindow], kind: str, resume: bool
) -> None:
    target = hostile_slot(kind)
    before = file_state(target)
    window = start_app(resume=resume)
    assert window.isVisible()
    box = window.front.session.message_box
    if resume and kind == "bom":
        assert window.front.controller.state is not None and box is None
    elif resume:
        assert window.front.controller.state is None
        assert box is not None and box.isVisible()
        box.accept()
    assert file_state(target) == before
    with no_hang():
        window.front.session.open_path(str(target))  # Open… the same file
    if kind != "bom":
        assert window.front.session.message_box is not None
        window.front.session.message_box.accept()
    assert file_state(target) == before
    window.front.session.quick_solo()  # and the app plays on
    assert window.front.controller.state is not None
