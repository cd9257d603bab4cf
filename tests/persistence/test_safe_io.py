"""The safe reader: only regular files, a size cap, strict JSON; every refusal a typed code."""

from __future__ import annotations

import io
import os
import socket
import threading
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.persistence import safe_io
from welcome_desktop.persistence.safe_io import (
    ERROR_CODES,
    MAX_INT_DIGITS,
    FileReadError,
    parse_json,
    read_capped,
    read_json_file,
    read_stream,
)


def refused(code: str, call: Any, *args: Any, **kwargs: Any) -> FileReadError:
    with pytest.raises(FileReadError) as info:
        call(*args, **kwargs)
    assert info.value.code == code
    assert code in ERROR_CODES
    return info.value


# -- special files -----------------------------------------------------------------------------
def run_with_timeout(call: Any, seconds: float = 20.0) -> Any:
    """Run ``call`` in a thread: a hang fails the test instead of freezing the suite."""
    result: list[Any] = []

    def target() -> None:
        try:
            result.append(call())
        except BaseException as exc:  # the test inspects it
            result.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader blocked"
    return result[0]


def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    outcome = run_with_timeout(lambda: read_capped(fifo))
    assert isinstance(outcome, FileReadError) and outcome.code == "not_regular"
    assert "pipe" in outcome.detail


def test_a_pipe_swapped_in_after_the_check_does_not_block(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The open itself is non-blocking and the type is checked again on the open file."""
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    regular = tmp_path / "regular.json"
    regular.write_text("{}")
    real_stat = os.stat
    monkeypatch.setattr(
        safe_io.os, "stat", lambda p, *a, **k: real_stat(regular if Path(p) == fifo else p)
    )
    outcome = run_with_timeout(lambda: read_capped(fifo))
    assert isinstance(outcome, FileReadError) and outcome.code == "not_regular"


def test_a_link_to_dev_zero_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "settings.json"
    link.symlink_to("/dev/zero")
    outcome = run_with_timeout(lambda: read_capped(link))
    assert isinstance(outcome, FileReadError) and outcome.code == "not_regular"
    assert "device" in outcome.detail


def test_a_folder_and_a_socket_are_refused(tmp_path: Path) -> None:
    refused("not_regular", read_capped, tmp_path)
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        refused("not_regular", read_capped, path)
    finally:
        server.close()


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text('{"a": 1}')
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert read_json_file(link) == {"a": 1}


def test_missing_and_unreadable(tmp_path: Path) -> None:
    refused("missing", read_capped, tmp_path / "nope.json")
    refused("missing", read_capped, tmp_path / "dangling")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    refused("missing", read_capped, tmp_path / "dangling")
    refused("unreadable", read_capped, "bad\0name")
    if os.geteuid() != 0:  # root reads anything
        locked = tmp_path / "locked.json"
        locked.write_text("{}")
        locked.chmod(0)
        refused("unreadable", read_capped, locked)


# -- size cap ----------------------------------------------------------------------------------
def test_a_file_over_the_cap_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 1001)
    refused("too_large", read_capped, big, 1000)
    assert read_capped(big, 1001) == b" " * 1001


def test_a_file_growing_after_the_check_is_still_capped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b"x" * 5000)
    real_stat = os.stat

    class Small:
        def __init__(self, info: os.stat_result) -> None:
            self.st_mode, self.st_size = info.st_mode, 10

    monkeypatch.setattr(safe_io.os, "stat", lambda p, *a, **k: Small(real_stat(p)))
    refused("too_large", read_capped, big, 1000)


def test_an_endless_stream_is_capped() -> None:
    with open("/dev/zero", "rb") as endless:
        outcome = run_with_timeout(lambda: read_stream(endless, 100_000))
    assert isinstance(outcome, FileReadError) and outcome.code == "too_large"
    assert read_stream(io.BytesIO(b"[1]"), 3) == b"[1]"


# -- strict JSON -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "too_deep"),
        (b"[ " * 100_000, "too_deep"),
        (b'{"a": ' * 40 + b"1" + b"}" * 40, "too_deep"),
        (b"[" + b"9" * 5000 + b"]", "huge_number"),
        (b"[-" + b"9" * (MAX_INT_DIGITS + 1) + b"]", "huge_number"),
        (b"[1e999]", "huge_number"),
        (b"[-1e400]", "huge_number"),
        (b"[0." + b"1" * 1000 + b"]", "huge_number"),
        (b"[NaN]", "non_finite"),
        (b'{"history": [Infinity]}', "non_finite"),
        (b"[-Infinity]", "non_finite"),
        (b'{"a": 1, "a": 1}', "duplicate_key"),
        (b'{"x": [{"b": 1, "c": 2, "b": 3}]}', "duplicate_key"),
        (b"\xff\xfe{}", "not_utf8"),
        (b'{"a": "\xc3"}', "not_utf8"),
        (b"", "bad_json"),
        (b"{not json", "bad_json"),
        (b"\xef\xbb\xbf\xef\xbb\xbf{}", "bad_json"),
    ],
)
def test_hostile_json_gets_a_typed_code(raw: bytes, code: str) -> None:
    error = refused(code, parse_json, raw)
    assert len(str(error)) < 400  # a short message, not the file's content


def test_accepted_json() -> None:
    assert parse_json(b'\xef\xbb\xbf{"a": [1, 2.5, "\\u00e9"]}') == {"a": [1, 2.5, "é"]}
    assert parse_json(b"[" * 32 + b"]" * 32) is not None
    assert parse_json(b"-" + b"9" * MAX_INT_DIGITS) == -int("9" * MAX_INT_DIGITS)
    assert parse_json(b"[1e308, -1e308]") == [1e308, -1e308]
    assert parse_json(b'{"a": {"a": 1}}') == {"a": {"a": 1}}  # same key, different objects


def test_strings_full_of_brackets_are_not_nesting() -> None:
    text = '{"comment": "' + "[" * 5000 + '"}'
    assert parse_json(text.encode()) == {"comment": "[" * 5000}


def test_read_json_file_combines_both(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b'{"a": NaN}')
    refused("non_finite", read_json_file, target)
    target.write_bytes(b"[]" * 10)
    refused("too_large", read_json_file, target, limit=10)
