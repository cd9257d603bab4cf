"""Settings: defaults, round trip, lenient reading of broken files that are never modified."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from welcome_desktop.persistence import paths, settings
from welcome_desktop.persistence.settings import (
    SETTINGS_SCHEMA_VERSION,
    Settings,
    load_settings,
    read_settings,
    save_settings,
)


def test_defaults() -> None:
    s = Settings()
    assert s.schema_version == SETTINGS_SCHEMA_VERSION == 1
    assert s.highlight_legal_moves and s.confirm_turn and s.show_hints
    assert s.animation_speed == "normal"
    assert s.language == ""
    assert s.last_seat_names == ()
    assert s.window_geometry == ""


def test_bad_animation_speed_is_refused() -> None:
    with pytest.raises(ValueError, match="animation_speed"):
        Settings(animation_speed="warp")


def test_missing_file_gives_defaults_without_problem(tmp_path: Path) -> None:
    loaded = read_settings(tmp_path / "nope.json")
    assert loaded.settings == Settings() and loaded.problem is None
    assert not (tmp_path / "nope.json").exists()


def test_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "cfg" / "settings.json"
    s = Settings(
        highlight_legal_moves=False,
        confirm_turn=False,
        animation_speed="off",
        language="ru",
        show_hints=False,
        last_seat_names=("Анна", "Bob"),
        window_geometry="AdnQywADAAA=",
    )
    save_settings(s, target)
    assert load_settings(target) == s
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["schema_version"] == 1
    assert data["last_seat_names"] == ["Анна", "Bob"]


def test_default_path_uses_the_config_dir(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    save_settings(Settings(language="fr"))
    assert (tmp_path / "config" / "settings.json").is_file()
    assert load_settings().language == "fr"


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00",
        b"[1, 2]",
        b'"text"',
        b"",
        b"[" * 100_000 + b"]" * 100_000,
        b'{"language": ' + b"9" * 5000 + b"}",
    ],
    ids=["syntax", "binary", "list", "string", "empty", "deep", "huge-number"],
)
def test_corrupt_file_gives_defaults_reports_and_is_untouched(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, content: bytes
) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(content)
    loaded = read_settings(target)
    assert loaded.settings == Settings()
    assert loaded.problem
    with caplog.at_level(logging.WARNING, logger="welcome_desktop.persistence.settings"):
        assert load_settings(target) == Settings()
    assert any("settings" in r.getMessage() for r in caplog.records)
    assert target.read_bytes() == content


def test_one_bad_field_keeps_the_good_ones(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    raw = json.dumps(
        {
            "schema_version": 1,
            "language": "de",
            "animation_speed": "ludicrous",
            "confirm_turn": "yes",
            "last_seat_names": ["A", 3],
            "show_hints": False,
        }
    ).encode()
    target.write_bytes(raw)
    loaded = read_settings(target)
    assert loaded.settings == Settings(language="de", show_hints=False)
    assert loaded.problem is not None
    for name in ("animation_speed", "confirm_turn", "last_seat_names"):
        assert name in loaded.problem
    assert target.read_bytes() == raw


def test_newer_file_with_unknown_keys_still_loads(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text(json.dumps({"schema_version": 7, "language": "ru", "future": 1}))
    loaded = read_settings(target)
    assert loaded.settings.language == "ru"
    assert loaded.problem is None


def test_migration_hook_is_applied(monkeypatch, tmp_path: Path) -> None:
    def v0_to_v1(data: dict) -> dict:
        data["show_hints"] = data.pop("hints")
        data["schema_version"] = 1
        return data

    monkeypatch.setitem(settings.MIGRATIONS, 0, v0_to_v1)
    target = tmp_path / "settings.json"
    target.write_text(json.dumps({"schema_version": 0, "hints": False}))
    assert load_settings(target) == Settings(show_hints=False)


def test_failing_migration_gives_defaults(monkeypatch, tmp_path: Path) -> None:
    def broken(data: dict) -> dict:
        raise KeyError("hints")

    monkeypatch.setitem(settings.MIGRATIONS, 0, broken)
    target = tmp_path / "settings.json"
    target.write_text(json.dumps({"schema_version": 0, "language": "ru"}))
    loaded = read_settings(target)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and "migration" in loaded.problem


def test_old_version_without_migration_falls_back_to_defaults(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text(json.dumps({"schema_version": 0, "language": "ru"}))
    loaded = read_settings(target)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and "version 0" in loaded.problem


def test_failed_save_keeps_previous_settings(monkeypatch, tmp_path: Path) -> None:
    target = tmp_path / "cfg" / "settings.json"
    save_settings(Settings(language="fr"), target)
    before = target.read_bytes()

    def boom(*args: object) -> None:
        raise OSError("no space left")

    monkeypatch.setattr("welcome_desktop.persistence.atomic.os.replace", boom)
    assert save_settings(Settings(language="ru"), target) is False  # logged, never raised
    monkeypatch.undo()
    assert target.read_bytes() == before
    assert [p.name for p in target.parent.iterdir()] == ["settings.json"]
