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


# -- symbolic links and leftovers ----------------------------------------------------------------
def test_saving_over_a_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    real_dir = tmp_path / "dotfiles"
    real_dir.mkdir()
    real = real_dir / "settings.json"
    real.write_text("old", encoding="utf-8")
    real.chmod(0o644)
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    atomic.atomic_write_bytes(link, b"new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == b"new"
    assert real.stat().st_mode & 0o777 == 0o644  # the file keeps its permissions
    assert sorted(os.listdir(tmp_path)) == ["dotfiles", "settings.json"]
    assert os.listdir(real_dir) == ["settings.json"]


def test_a_chain_of_links_and_a_dangling_link_are_followed(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    middle = tmp_path / "middle.json"
    middle.symlink_to(real)  # dangling until written
    link = tmp_path / "link.json"
    link.symlink_to(middle)
    atomic.atomic_write_bytes(link, b"1")
    assert real.read_bytes() == b"1" and link.is_symlink() and middle.is_symlink()


@pytest.mark.parametrize("where", ["/dev/null", "folder"])
def test_a_link_to_something_else_than_a_file_is_never_replaced(tmp_path: Path, where: str) -> None:
    destination = tmp_path / "folder" if where == "folder" else Path(where)
    if where == "folder":
        destination.mkdir()
    link = tmp_path / "save.json"
    link.symlink_to(destination)
    with pytest.raises(OSError):
        atomic.atomic_write_bytes(link, b"data")
    assert link.is_symlink()
    assert destination.is_dir() if where == "folder" else destination.is_char_device()


def test_leftover_temporaries_are_removed(tmp_path: Path) -> None:
    old = tmp_path / ".autosave.json.k2j4abcd.tmp"
    fresh = tmp_path / ".autosave.json.zz9yx8w7.tmp"
    others = [tmp_path / "autosave.json", tmp_path / "notes.tmp", tmp_path / ".hidden"]
    for path in (old, fresh, *others):
        path.write_text("x")
    os.utime(old, (1_000_000, 1_000_000))
    folder = tmp_path / ".game.json.abcdefgh.tmp"
    folder.mkdir()
    os.utime(folder, (1_000_000, 1_000_000))
    assert atomic.remove_leftovers(tmp_path) == 1
    assert not old.exists()
    assert fresh.exists() and folder.is_dir()  # still being written / not ours
    assert all(p.exists() for p in others)
    assert atomic.remove_leftovers(tmp_path, min_age=0) == 1 and not fresh.exists()
    assert atomic.remove_leftovers(tmp_path / "missing") == 0


def test_an_interrupted_write_leaves_a_temporary_the_next_start_removes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "autosave.json"
    target.write_text("previous")

    def killed(*args: object) -> None:
        raise KeyboardInterrupt  # stands for the process dying between write and rename

    monkeypatch.setattr(atomic.os, "replace", killed)
    monkeypatch.setattr(atomic.os, "unlink", killed)  # a dead process cleans nothing up
    with pytest.raises(KeyboardInterrupt):
        atomic.atomic_write_bytes(target, b"next")
    monkeypatch.undo()
    leftovers = [p for p in os.listdir(tmp_path) if p != "autosave.json"]
    assert len(leftovers) == 1
    assert atomic.remove_leftovers(tmp_path, min_age=0) == 1
    assert os.listdir(tmp_path) == ["autosave.json"]
    assert target.read_text() == "previous"


def test_a_pipe_standing_at_the_path_itself_is_replaced(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    os.mkfifo(target)
    atomic.atomic_write_bytes(target, b"{}")
    assert target.is_file() and target.read_bytes() == b"{}"
