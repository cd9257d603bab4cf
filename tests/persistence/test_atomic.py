"""Atomic writes: the new content appears whole, or the old file stays and no temp is left."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from welcome_desktop.persistence import atomic


def test_writes_and_creates_missing_folders(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic.atomic_write_json(target, {"x": [1, 2], "name": "Zoé"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"x": [1, 2], "name": "Zoé"}
    assert os.listdir(target.parent) == ["file.json"]


def test_replaces_existing_content(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    target.write_text("old", encoding="utf-8")
    atomic.atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"new"


@pytest.mark.parametrize("victim", ["replace", "fsync"])
def test_failure_keeps_old_file_and_removes_temp(monkeypatch, tmp_path: Path, victim: str) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old content")

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(atomic.os, victim, boom)
    with pytest.raises(OSError, match="disk on fire"):
        atomic.atomic_write_bytes(target, b"new content")
    monkeypatch.undo()
    assert target.read_bytes() == b"old content"
    assert os.listdir(tmp_path) == ["file.json"]


def test_unserialisable_data_never_touches_the_disk(tmp_path: Path) -> None:
    target = tmp_path / "file.json"
    target.write_bytes(b"old")
    with pytest.raises(TypeError):
        atomic.atomic_write_json(target, {"x": object()})
    with pytest.raises(ValueError):
        atomic.atomic_write_json(target, {"x": float("nan")})
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["file.json"]
