"""`score -` (standard input) refuses exactly what `score FILE` refuses, with exit status 2 and
one line: every hostile sheet of tests/test_cli_hostile.py and generated hostile files (deep
nesting, huge and non-finite numbers, duplicate keys, random bytes; a BOM accepted) give the
same status from a file and from standard input, and a closed standard input is one line too."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from tests.persistence.test_hostile_property import hostile_file
from tests.test_cli_hostile import HOSTILE, ROOT, assert_one_line_refusal
from welcome_desktop.cli import main


def run(args: list[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    """main() in this process, with ``stdin`` as standard input."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def same_outcome(tmp: Path, content: bytes) -> tuple[int, str, str]:
    sheet = tmp / "sheet.json"
    sheet.write_bytes(content)
    from_file = run(["score", str(sheet)])
    from_stdin = run(["score", "-"], stdin=content)
    assert from_file[0] == from_stdin[0], (from_file, from_stdin)
    assert from_file[1] == from_stdin[1]  # the same score, or nothing
    if from_stdin[0] != 0:
        assert_one_line_refusal(*from_file)
        assert_one_line_refusal(*from_stdin)
        # The same sentence, but for the name of the input.
        named = from_file[2].replace(str(sheet), "<input>")
        assert named == from_stdin[2].replace("standard input", "<input>").replace(
            "error: -:", "error: <input>:"
        )
    assert sheet.read_bytes() == content
    return from_stdin


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_every_hostile_sheet_on_standard_input_exits_2_with_one_line(
    tmp_path: Path, name: str
) -> None:
    code, _, _ = same_outcome(tmp_path, HOSTILE[name])
    assert code == 2


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
@given(hostile_file())
def test_generated_hostile_sheets_get_the_same_answer_from_a_file_and_stdin(
    tmp_path: Path, case: tuple[str, str, bytes | None]
) -> None:
    kind, base, content = case
    if content is None:  # a special file: standard input cannot be one (tests/test_cli_hostile)
        content = b"\x00" * 10
    code, out, _ = same_outcome(tmp_path, content)
    assert code == (0 if (kind, base) == ("bom", "sheet") else 2), (kind, base, out)


def test_a_closed_standard_input_exits_2_with_one_line() -> None:
    done = subprocess.run(
        ["sh", "-c", f'exec "{sys.executable}" -m welcome_desktop score - <&-'],
        cwd=ROOT,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode())
    assert b"standard input is closed" in done.stderr
