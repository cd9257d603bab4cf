"""welcome_desktop.resources finds the art, rules and translations from source and when frozen."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from welcome_desktop import resources

REPO = Path(__file__).resolve().parents[2]


def test_from_source_points_at_the_repository_folders() -> None:
    assert not resources.is_frozen()
    assert resources.resources_dir() == REPO / "resources"
    assert resources.i18n_dir() == REPO / "i18n"
    assert resources.art_path("house.svg").is_file()
    assert resources.app_icon_path().is_file()
    assert resources.rules_dir() == REPO / "resources" / "rules"


def test_frozen_uses_the_pyinstaller_bundle_root(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.is_frozen()
    assert resources.resources_dir() == tmp_path.resolve() / "resources"
    assert resources.art_path("tree.svg") == tmp_path.resolve() / "resources" / "art" / "tree.svg"
    assert resources.i18n_dir() == tmp_path.resolve() / "i18n"


def test_frozen_flag_without_bundle_root_falls_back_to_source(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # e.g. another freezer (cx_Freeze) sets sys.frozen but no _MEIPASS
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert not resources.is_frozen()
    assert resources.resources_dir() == REPO / "resources"
