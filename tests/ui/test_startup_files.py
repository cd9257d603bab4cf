"""No file of the user's stops the app from starting: a bad autosave answered "Resume", a
hostile language setting, a settings file that is a pipe or a link to /dev/zero, leftovers."""

from __future__ import annotations

import contextlib
import json
import os
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.app.settings_messages import settings_note
from welcome_desktop.games.welcome.app.file_messages import check_text
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.app.storage import Session, replay_history, write
from welcome_desktop.games.welcome.engine import new_game
from welcome_desktop.games.welcome.ui import window_dialogs
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.i18n import install
from welcome_desktop.persistence import paths
from welcome_desktop.ui import launch


@contextlib.contextmanager
def no_hang(seconds: int = 60) -> Iterator[None]:
    def timeout(signum: int, frame: object) -> None:
        raise TimeoutError("start-up blocked")

    previous = signal.signal(signal.SIGALRM, timeout)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def start_app(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Callable[..., MainWindow]]:
    """Run the real start-up (launch.open_main_window, then the resume offer) with "Resume?"
    answered by ``resume``; the language is set back to English afterwards."""
    made: list[MainWindow] = []

    def start(*args: str, resume: bool = False) -> MainWindow:
        monkeypatch.setattr(window_dialogs, "ask_yes_no", lambda window, title, text: resume)
        with no_hang():
            window = launch.open_main_window(launch.parse_args(list(args)))
            qtbot.addWidget(window)
            made.append(window)
            window.offer_resume()
        return window

    yield start
    for window in made:
        window.front.controller.shutdown()
        window.persist_settings = False
    install.install(qapp, "en")


def write_autosave() -> Path:
    setup = solo_setup("Ana", seed=5)
    state = new_game(setup.config)
    return write(paths.autosave_path(), Session(state, setup, replay_history(state)))


def test_an_autosave_with_infinity_answered_resume_is_reported_and_the_app_starts(
    start_app: Callable[..., MainWindow],
) -> None:
    target = write_autosave()
    data = json.loads(target.read_text(encoding="utf-8"))
    data["extra"]["history"] = ["@inf@"]
    damaged = json.dumps(data).replace('"@inf@"', "Infinity").encode()
    target.write_bytes(damaged)
    window = start_app(resume=True)
    assert window.isVisible() and window.front.controller.state is None
    assert (
        window.front.session.message_box is not None
        and window.front.session.message_box.isVisible()
    )
    text = window.front.session.message_box.text()
    assert check_text("non_finite") in text and str(target) in text
    assert str(paths.problem_log_path()) in text
    assert target.read_bytes() == damaged  # kept for the user to look at
    window.front.session.message_box.accept()
    window.front.session.quick_solo()  # and the app plays on
    assert window.front.controller.state is not None


def test_a_good_autosave_still_resumes(start_app: Callable[..., MainWindow]) -> None:
    write_autosave()
    window = start_app(resume=True)
    assert window.front.controller.state is not None and window.front.session.message_box is None


def write_settings(data: Any) -> Path:
    target = paths.settings_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


@pytest.mark.parametrize("language", ["x" * 300, "../../tmp/evil", "/dev/zero", "zz", "de_XX"])
def test_a_language_setting_that_is_no_shipped_catalog_falls_back_with_a_note(
    start_app: Callable[..., MainWindow], qapp: Any, language: str
) -> None:
    target = write_settings({"language": language, "show_hints": False})
    window = start_app()
    assert install.current_language() == install.system_language()
    assert window.settings.language == "" and window.settings.show_hints is False
    assert window.front.session.message_box is not None
    assert settings_note("language", language) in window.front.session.message_box.text()
    assert json.loads(target.read_text())["language"] == ""  # told once
    window.front.session.message_box.accept()
    again = start_app()
    assert again.front.session.message_box is None


def test_a_shipped_language_is_used_without_a_note(
    start_app: Callable[..., MainWindow],
) -> None:
    target = write_settings({"language": "fr", "unknown_key": [1]})
    before = target.read_bytes()
    window = start_app()
    assert install.current_language() == "fr"
    assert window.front.session.message_box is None
    assert target.read_bytes() == before  # nothing changed, nothing rewritten
    assert sorted(os.listdir(target.parent)) == ["settings.json"]


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "huge"])
def test_a_settings_file_that_is_a_pipe_or_endless_neither_hangs_nor_exhausts_memory(
    start_app: Callable[..., MainWindow], kind: str
) -> None:
    target = paths.settings_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "dev-zero":
        target.symlink_to("/dev/zero")
    else:
        with open(target, "wb") as handle:
            handle.truncate(1 << 30)  # a sparse 1 GiB file
    window = start_app()
    assert window.isVisible()
    assert window.front.session.message_box is not None
    assert "settings.json.damaged" in window.front.session.message_box.text()
    assert target.is_file() and json.loads(target.read_text())["schema_version"] >= 1
    assert os.path.lexists(target.with_name("settings.json.damaged"))


def test_leftover_temporaries_are_removed_at_start(start_app: Callable[..., MainWindow]) -> None:
    data = paths.data_dir(create=True)
    leftover = data / ".autosave.json.q1w2e3r4.tmp"
    leftover.write_bytes(b'{"half": ')
    os.utime(leftover, (1_000_000, 1_000_000))
    config = paths.config_dir(create=True)
    settings_leftover = config / ".settings.json.a1b2c3d4.tmp"
    settings_leftover.write_bytes(b"{")
    os.utime(settings_leftover, (1_000_000, 1_000_000))
    start_app()
    assert not leftover.exists() and not settings_leftover.exists()


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_every_new_file_message_is_translated(qapp: Any, language: str) -> None:
    from welcome_desktop.app.settings_messages import SETTINGS_NOTES
    from welcome_desktop.games.welcome.app.file_messages import CHECKS, details_text

    try:
        assert install.install(qapp, language) == language
        for check, source in CHECKS.items():
            assert check_text(check) not in ("", source), check
        for kind, source in SETTINGS_NOTES.items():
            assert settings_note(kind, "x") != source.replace("%1", "x"), kind
        assert details_text(Path("/x.log")) != "The details were written to /x.log."
    finally:
        install.install(qapp, "en")


def test_a_fresh_process_starts_with_a_settings_pipe(tmp_path: Path) -> None:
    """The whole program, not just the window: `--smoke-test` reads the settings too."""
    import subprocess
    import sys

    home = tmp_path / "proc-home"
    (home / "config").mkdir(parents=True)
    os.mkfifo(home / "config" / "settings.json")
    env = {**os.environ, "WELCOME_DESKTOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "welcome_desktop", "--smoke-test"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "round: 1 played" in done.stdout
    assert (home / "config" / "settings.json").is_fifo()  # a tool run changes no file
