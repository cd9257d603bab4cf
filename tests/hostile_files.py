"""Hostile files for the start-up and open-file tests of every game: special files (a pipe, a
link to /dev/zero, a folder, a sparse oversized file), a good save with one value replaced by
a hostile JSON token (NaN, Infinity, huge numbers, deep nesting), a duplicate key, random bytes,
or a byte order mark; and ``file_state``, to check a refused file was left as it was."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

SPECIAL = ("fifo", "dev-zero", "folder", "oversize")
TOKENS = {
    "nan": "NaN",
    "infinity": "Infinity",
    "huge-float": "1e999",
    "huge-int": "9" * 5000,
    "deep": "[" * 5000 + "]" * 5000,
}
MARK = "@x@"  # the placeholder ``mark`` writes where the token goes


def make_special(target: Path, kind: str, size: int = 20 * 1024 * 1024) -> bool:
    """A special file of this kind at ``target`` (``oversize``: a sparse file of ``size``
    bytes); False if ``kind`` is not one of SPECIAL."""
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "dev-zero":
        target.symlink_to("/dev/zero")
    elif kind == "folder":
        target.mkdir()
    elif kind == "oversize":
        with open(target, "wb") as handle:
            handle.truncate(size)  # sparse
    else:
        return False
    return True


def write_hostile(
    target: Path, kind: str, good: str, mark: Callable[[dict[str, Any]], None]
) -> bool:
    """Write a ``kind`` file at ``target`` from the good save text ``good``; ``mark`` puts
    MARK in the place a token goes. False if ``kind`` is none of the kinds above (the caller's
    own)."""
    if make_special(target, kind):
        return True
    if kind in TOKENS:
        data = json.loads(good)
        mark(data)
        target.write_text(json.dumps(data).replace(json.dumps(MARK), TOKENS[kind]))
    elif kind == "duplicate":
        target.write_text(good.replace("{", '{"format": "x", ', 1))
    elif kind == "bytes":
        target.write_bytes(b"\x00\xff" * 100)
    elif kind == "bom":
        target.write_bytes(b"\xef\xbb\xbf" + good.encode())
    else:
        return False
    return True


def file_state(target: Path) -> tuple[object, ...]:
    """What a refused file must still be afterwards: its kind, size and bytes."""
    info = os.lstat(target)
    data = target.read_bytes() if target.is_file() and not target.is_symlink() else None
    return info.st_mode, info.st_size, data


#: Seat names no New Game page allows, for the games that keep named seats in a save's
#: ``extra`` (Pompeji, Balconia).
SEAT_NAMES = {"long-name": "W" * 100, "line-break": "Ann\nBen", "nul": "A\x00"}
SEAT_KINDS = (*SPECIAL, *TOKENS, *SEAT_NAMES, "duplicate", "bytes", "bom")


def make_seats_save_hostile(
    target: Path, kind: str, mark: Callable[[dict[str, Any]], None]
) -> Path:
    """Turn the good save at ``target`` (its seats in ``extra``) into a ``kind`` file of
    ``SEAT_KINDS``: a hostile file of the kinds above, or a save whose first seat has a name
    of ``SEAT_NAMES``."""
    text = target.read_text(encoding="utf-8")
    target.unlink()
    if not write_hostile(target, kind, text, mark):
        data = json.loads(text)
        data["extra"]["seats"][0]["name"] = SEAT_NAMES[kind]
        target.write_text(json.dumps(data))
    return target
