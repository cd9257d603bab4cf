"""`score` refuses every hostile input with exit status 2 and one line, from a file or stdin."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hostile_files import SPECIAL, make_special
from welcome_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
EMPTY_SHEET = {"houses": [[None] * 10, [None] * 11, [None] * 12]}

HOSTILE = {
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "deep-object": b'{"houses": ' * 50 + b"1" + b"}" * 50,
    "huge-int": b'{"houses": [], "refusals": ' + b"9" * 100_000 + b"}",
    "huge-float": b'{"houses": [], "refusals": 1e999}',
    "nan": b'{"houses": [], "refusals": NaN}',
    "infinity": b'{"houses": [], "temps": -Infinity}',
    "duplicate": b'{"houses": [], "houses": []}',
    "binary": b"\x00\xff\xfe\x80",
    "truncated": b'{"houses": [[',
    "empty": b"",
    "wrong-types": b'{"houses": [[{"a": 1}], [[]], [1.5]], "temps": "x", "plans": [true]}',
    "float-house": b'{"houses": [[1.0, null]], "temps": 0}',
    "huge-ints-in-range-fields": b'{"houses": [], "refusals": 99999999999999999999}',
}


def run(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(  # type: ignore[call-overload,no-any-return]
        [sys.executable, "-m", "welcome_desktop", *args],
        cwd=ROOT,
        capture_output=True,
        timeout=120,
        check=False,
        **kwargs,
    )


def assert_one_line_refusal(code: int, out: str, err: str) -> None:
    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n")
    assert "Traceback" not in err and len(err) < 600


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_files_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_bytes(HOSTILE[name])
    assert_one_line_refusal(main(["score", str(sheet)]), *capsys.readouterr())
    assert sheet.read_bytes() == HOSTILE[name]


@pytest.mark.parametrize("kind", SPECIAL)
def test_special_files_exit_2_without_hanging(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "sheet.json"
    assert make_special(target, kind, size=50 * 1024 * 1024)
    done = run(["score", str(target)])
    assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode())
    assert b"cannot read" in done.stderr


def test_an_endless_standard_input_exits_2() -> None:
    with open("/dev/zero", "rb") as endless:
        done = run(["score", "-"], stdin=endless)
    assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode())
    assert b"too_large" in done.stderr


@pytest.mark.parametrize("name", ["deep", "nan", "duplicate", "binary"])
def test_hostile_standard_input_exits_2(name: str) -> None:
    done = run(["score", "-"], input=HOSTILE[name])
    assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode())


def test_a_byte_order_mark_is_accepted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_bytes(b"\xef\xbb\xbf" + json.dumps(EMPTY_SHEET).encode())
    assert main(["score", str(sheet)]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 0
