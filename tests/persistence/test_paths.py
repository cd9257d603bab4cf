"""User directories: the test-home override, platformdirs otherwise, and lazy creation."""

from __future__ import annotations

import importlib
from pathlib import Path

import platformdirs
import pytest

from welcome_desktop.persistence import paths


def test_home_override_puts_data_and_config_under_it(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    assert paths.data_dir() == tmp_path / "data"
    assert paths.config_dir() == tmp_path / "config"
    assert paths.saves_dir() == tmp_path / "data" / "saves"
    assert paths.autosave_path() == tmp_path / "data" / "autosave.json"
    assert paths.settings_path() == tmp_path / "config" / "settings.json"


def test_nothing_is_created_until_asked(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    importlib.reload(paths)
    paths.data_dir()
    paths.config_dir()
    paths.saves_dir()
    paths.autosave_path()
    assert not (tmp_path / "home").exists()
    assert paths.saves_dir(create=True).is_dir()
    assert paths.config_dir(create=True).is_dir()


def test_without_override_platformdirs_is_used(monkeypatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    expected_data = Path(platformdirs.user_data_dir("WelcomeDesktop", appauthor=False))
    expected_config = Path(platformdirs.user_config_dir("WelcomeDesktop", appauthor=False))
    assert paths.data_dir() == expected_data
    assert paths.config_dir() == expected_config
    assert "WelcomeDesktop" in paths.autosave_path().parts


@pytest.mark.parametrize("value", ["", None])
def test_empty_override_is_ignored(monkeypatch, value: str | None) -> None:
    if value is None:
        monkeypatch.delenv(paths.HOME_ENV, raising=False)
    else:
        monkeypatch.setenv(paths.HOME_ENV, value)
    assert paths.data_dir() == Path(platformdirs.user_data_dir("WelcomeDesktop", appauthor=False))
