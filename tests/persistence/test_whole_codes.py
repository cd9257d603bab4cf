"""Codes read from files are matched whole: a trailing line break (which ``$`` lets through), a
non-ASCII digit or any other extra character never makes a language code, a "bis" house of a
paper sheet or the name of a temporary file to delete."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from welcome_desktop.cli import main as cli_main
from welcome_desktop.i18n.install import is_offered
from welcome_desktop.persistence import atomic
from welcome_desktop.persistence.settings import read_settings

NEAR_MISSES = ("{}\n", "{}\r\n", " {}", "{} ", "{}/", "\n{}")


@pytest.mark.parametrize("shape", NEAR_MISSES)
def test_a_language_code_with_anything_around_it_is_refused(tmp_path: Path, shape: str) -> None:
    target = tmp_path / "settings.json"
    target.write_text(json.dumps({"language": shape.format("fr")}))
    loaded = read_settings(target)
    assert loaded.settings.language == "" and loaded.invalid == ("language",)
    assert not is_offered(shape.format("fr"))
    target.write_text(json.dumps({"language": "fr"}))
    assert read_settings(target).settings.language == "fr" and is_offered("fr")


@pytest.mark.parametrize("house", [*(s.format("7b") for s in NEAR_MISSES), "٧b", "７b"])
def test_a_bis_house_with_anything_around_it_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], house: str
) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps({"houses": [[7, house] + [None] * 8, [None] * 11, [None] * 12]}))
    assert cli_main(["score", str(sheet)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    sheet.write_text(json.dumps({"houses": [[7, "7b"] + [None] * 8, [None] * 11, [None] * 12]}))
    assert cli_main(["score", str(sheet)]) == 0


def test_only_real_temporary_names_are_cleaned_up(tmp_path: Path) -> None:
    near = [tmp_path / ".settings.json.abcdef12.tmp\n", tmp_path / ".settings.json.abcdef12.tmpx"]
    real = tmp_path / ".settings.json.abcdef12.tmp"
    for path in (*near, real):
        path.write_text("x")
        os.utime(path, (1_000_000, 1_000_000))
    assert atomic.remove_leftovers(tmp_path) == 1
    assert not real.exists() and all(p.exists() for p in near)
