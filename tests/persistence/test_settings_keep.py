"""Settings keep what the user had: no needless rewrite, unknown keys and newer versions kept,
a damaged file kept aside before defaults are written (told once), special files harmless."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.persistence import paths
from welcome_desktop.persistence.settings import (
    SETTINGS_SCHEMA_VERSION,
    Settings,
    open_settings,
    read_settings,
    save_settings,
)


def target_in(tmp_path: Path) -> Path:
    folder = tmp_path / "cfg"
    folder.mkdir()
    return folder / "settings.json"


def test_not_rewritten_when_nothing_changed(tmp_path: Path) -> None:
    target = target_in(tmp_path)
    hand_written = '{"language": "fr",\n  "show_hints": false}'  # the user's own layout
    target.write_text(hand_written, encoding="utf-8")
    settings = read_settings(target).settings
    inode = target.stat().st_ino
    assert save_settings(settings, target) is False
    assert target.read_text(encoding="utf-8") == hand_written and target.stat().st_ino == inode
    assert save_settings(settings, target) is False
    assert save_settings(Settings(language="ru"), target) is True
    assert read_settings(target).settings.language == "ru"


def test_unknown_keys_are_kept(tmp_path: Path) -> None:
    target = target_in(tmp_path)
    target.write_text(json.dumps({"language": "fr", "plugin": {"x": [1, 2]}, "note": "mine"}))
    loaded = read_settings(target)
    assert loaded.problem is None
    from dataclasses import replace

    assert save_settings(replace(loaded.settings, show_hints=False), target)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["plugin"] == {"x": [1, 2]} and data["note"] == "mine"
    assert data["show_hints"] is False and data["language"] == "fr"


def test_a_newer_file_is_read_as_far_as_understood_and_never_downgraded(
    tmp_path: Path,
) -> None:
    target = target_in(tmp_path)
    newer = SETTINGS_SCHEMA_VERSION + 3
    original = {
        "schema_version": newer,
        "language": "ru",
        "animation_speed": "warp",  # a speed of the newer version
        "new_thing": True,
    }
    target.write_text(json.dumps(original))
    start = open_settings(target)
    assert start.notes == () and start.kept_aside is None  # nothing to repair in a newer file
    assert json.loads(target.read_text()) == original
    settings = start.settings
    assert settings.language == "ru" and settings.animation_speed == "normal"
    from dataclasses import replace

    assert save_settings(replace(settings, show_hints=False), target)
    data = json.loads(target.read_text())
    assert data["schema_version"] == newer
    assert data["animation_speed"] == "warp" and data["new_thing"] is True
    assert data["show_hints"] is False
    assert save_settings(replace(settings, show_hints=False, animation_speed="off"), target)
    assert json.loads(target.read_text())["animation_speed"] == "off"  # the user's new choice


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[1]", b'{"a": 1, "a": 2}', b'{"language": NaN}', b"[" * 5000],
    ids=["syntax", "list", "duplicate", "nan", "deep"],
)
def test_a_damaged_file_is_kept_aside_then_defaults_written_and_told_once(
    tmp_path: Path, content: bytes
) -> None:
    target = target_in(tmp_path)
    target.write_bytes(content)
    start = open_settings(target)
    assert start.settings == Settings()
    assert start.kept_aside == target.with_name("settings.json.damaged")
    assert start.kept_aside.read_bytes() == content  # what the user had, untouched
    assert start.notes[0] == ("damaged", "settings.json.damaged")
    assert read_settings(target).problem is None  # defaults written
    again = open_settings(target)
    assert again.notes == () and again.kept_aside is None  # told once
    assert sorted(p.name for p in target.parent.iterdir()) == [
        "settings.json",
        "settings.json.damaged",
    ]


def test_an_older_aside_copy_is_not_overwritten(tmp_path: Path) -> None:
    target = target_in(tmp_path)
    target.with_name("settings.json.damaged").write_text("first")
    target.write_text("second")
    assert open_settings(target).kept_aside == target.with_name("settings.json.damaged-2")
    assert target.with_name("settings.json.damaged").read_text() == "first"


def test_invalid_values_are_reset_and_the_rest_kept(tmp_path: Path) -> None:
    target = target_in(tmp_path)
    original = {"language": "../../tmp/evil", "show_hints": False, "mine": 1}
    target.write_text(json.dumps(original))
    start = open_settings(target)
    assert start.settings.language == "" and start.settings.show_hints is False
    assert ("fixed", "settings.json.damaged") in start.notes
    assert ("language", "../../tmp/evil") in start.notes
    assert json.loads(start.kept_aside.read_text()) == original
    data = json.loads(target.read_text())
    assert data["language"] == "" and data["mine"] == 1 and data["show_hints"] is False
    assert open_settings(target).notes == ()


@pytest.mark.parametrize(
    "language",
    ["x" * 300, "../../tmp/evil", "/etc/passwd", "fr/../../x", "FR", "fr-FR", "", "fr", "pt_BR"],
)
def test_the_language_setting_is_only_a_catalog_code(tmp_path: Path, language: str) -> None:
    target = target_in(tmp_path)
    target.write_text(json.dumps({"language": language}))
    loaded = read_settings(target)
    valid = language in ("", "fr", "pt_BR")
    assert loaded.settings.language == (language if valid else "")
    assert loaded.raw_language == ("" if valid else language)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("last_seat_names", ["x" * 25]),
        ("last_seat_names", ["a"] * 7),
        ("last_seat_names", ["tab\there"]),
        ("window_geometry", "A" * 5000),
    ],
)
def test_oversized_values_are_refused(tmp_path: Path, key: str, value: Any) -> None:
    target = target_in(tmp_path)
    target.write_text(json.dumps({key: value}))
    loaded = read_settings(target)
    assert getattr(loaded.settings, key) == getattr(Settings(), key)
    assert loaded.invalid == (key,)


def run_with_timeout(call: Any, seconds: float = 20.0) -> Any:
    result: list[Any] = []
    thread = threading.Thread(target=lambda: result.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked"
    return result[0]


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_special_settings_files_neither_hang_nor_exhaust_memory(tmp_path: Path, kind: str) -> None:
    target = target_in(tmp_path)
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "dev-zero":
        target.symlink_to("/dev/zero")
    else:
        target.mkdir()
    start = run_with_timeout(lambda: open_settings(target))
    assert start.settings == Settings()
    assert start.notes and start.notes[0][0] == "damaged"
    aside = target.with_name("settings.json.damaged")
    assert os.path.lexists(aside)
    if kind == "dev-zero":
        assert aside.is_symlink() and os.readlink(aside) == "/dev/zero"
    assert target.is_file() and read_settings(target).problem is None


def test_saving_never_writes_through_a_link_to_a_device(tmp_path: Path) -> None:
    target = target_in(tmp_path)
    target.symlink_to("/dev/null")
    assert save_settings(Settings(language="fr"), target) is False
    assert target.is_symlink()


def test_the_problem_is_logged_in_the_state_folder(tmp_path: Path) -> None:
    target = target_in(tmp_path)
    target.write_bytes(b'{"a": 1, "a": 2}')
    open_settings(target)
    log = paths.problem_log_path()
    assert paths.state_dir() in log.parents
    text = log.read_text(encoding="utf-8")
    assert "settings" in text and str(target) in text and "twice" in text
