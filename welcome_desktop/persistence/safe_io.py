"""Reading a file the app did not write itself: only regular files, with a size cap, strict JSON.

Every file the app or the command line reads (saves, the autosave, settings, paper sheets) goes
through :func:`read_json_file` (or :func:`read_capped` + :func:`parse_json`). Whatever the file
holds, the result is the parsed value or a :class:`FileReadError` whose ``code`` is one of
:data:`ERROR_CODES` (the UI translates it); never a traceback, a hang or an exhausted memory:

* a named pipe, a device, a folder or a link to one (``/dev/zero``) is refused before any read,
  and the file is opened non-blocking, so a pipe that appears between the check and the open
  cannot hang the reader either;
* at most ``limit`` bytes are read (plus one, to tell "too large");
* the JSON is parsed strictly: nesting deeper than ``max_depth``, integers longer than
  :data:`MAX_INT_DIGITS` digits, ``NaN``/``Infinity`` (and numbers like ``1e999`` that become
  infinite) and duplicate keys in an object are refused; a UTF-8 byte order mark is accepted.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, Final

DEFAULT_LIMIT: Final = 8 * 1024 * 1024
"""Size cap of a save or paper sheet (a finished six-seat game is far below 1 MB)."""
SETTINGS_LIMIT: Final = 256 * 1024
DEFAULT_MAX_DEPTH: Final = 32
"""Nesting of the deepest file we write is under 10; anything much deeper is not ours."""
MAX_INT_DIGITS: Final = 40
"""Longer integers are refused before Python converts them (seeds have at most 20 digits)."""
UTF8_BOM: Final = b"\xef\xbb\xbf"
_CHUNK: Final = 64 * 1024

ERROR_CODES: Final = (
    "missing",
    "unreadable",
    "not_regular",
    "too_large",
    "not_utf8",
    "bad_json",
    "too_deep",
    "huge_number",
    "non_finite",
    "duplicate_key",
)


class FileReadError(Exception):
    """A file that cannot be read or parsed. ``code`` is a stable id from :data:`ERROR_CODES`;
    ``detail`` is an English explanation for logs (never shown as the whole message)."""

    def __init__(self, code: str, detail: str) -> None:
        assert code in ERROR_CODES, code
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


# -- reading bytes -----------------------------------------------------------------------------
def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _read_limited(handle: IO[bytes], limit: int, name: str) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = handle.read(min(_CHUNK, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise FileReadError("too_large", f"{name} is larger than {limit} bytes")
    return b"".join(chunks)


def read_capped(path: str | os.PathLike[str], limit: int = DEFAULT_LIMIT) -> bytes:
    """The bytes of the regular file ``path`` (links followed), refusing anything else.

    Raises FileReadError: ``missing``, ``not_regular`` (pipe, device, folder, socket),
    ``too_large`` (more than ``limit`` bytes) or ``unreadable`` (permissions, I/O errors).
    """
    target = Path(path)
    try:
        before = os.stat(target)
    except FileNotFoundError:
        raise FileReadError("missing", f"{target} does not exist") from None
    except (OSError, ValueError) as exc:
        raise FileReadError("unreadable", f"cannot read {target}: {_reason(exc)}") from None
    if not stat.S_ISREG(before.st_mode):
        raise FileReadError("not_regular", f"{target} is {_kind(before.st_mode)}")
    if before.st_size > limit:
        raise FileReadError("too_large", f"{target} is larger than {limit} bytes")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(target, flags)
    except FileNotFoundError:
        raise FileReadError("missing", f"{target} does not exist") from None
    except OSError as exc:
        raise FileReadError("unreadable", f"cannot read {target}: {_reason(exc)}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped for a pipe or a device since the check above
            raise FileReadError("not_regular", f"{target} is {_kind(mode)}")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return _read_limited(handle, limit, str(target))
    except OSError as exc:
        raise FileReadError("unreadable", f"cannot read {target}: {_reason(exc)}") from None
    finally:
        os.close(fd)


def read_stream(stream: IO[bytes], limit: int = DEFAULT_LIMIT, name: str = "-") -> bytes:
    """At most ``limit`` bytes of an already open stream (standard input); FileReadError."""
    try:
        return _read_limited(stream, limit, name)
    except OSError as exc:
        raise FileReadError("unreadable", f"cannot read {name}: {_reason(exc)}") from None


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


# -- parsing -------------------------------------------------------------------------------------
def _no_constant(name: str) -> Any:
    raise FileReadError("non_finite", f"{name} is not a number JSON allows")


def _parse_int(text: str) -> int:
    digits = len(text) - (text[0] == "-")
    if digits > MAX_INT_DIGITS:
        raise FileReadError("huge_number", f"an integer of {digits} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 4 * MAX_INT_DIGITS:
        raise FileReadError("huge_number", f"a number written with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise FileReadError("huge_number", f"{text[:20]} is too large for a number")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise FileReadError("duplicate_key", f"the key {key[:40]!r} appears twice")
        out[key] = value
    return out


def _depth_ok(value: object, max_depth: int) -> bool:
    """Whether ``value`` nests at most ``max_depth`` lists/objects (iterative: no recursion)."""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > max_depth:
            return False
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return True


def parse_json(raw: bytes, *, max_depth: int = DEFAULT_MAX_DEPTH, name: str = "the file") -> Any:
    """Strict JSON from UTF-8 bytes (an optional byte order mark is skipped); FileReadError."""
    if raw.startswith(UTF8_BOM):
        raw = raw[len(UTF8_BOM) :]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileReadError("not_utf8", f"{name} is not UTF-8 text ({exc.reason})") from None
    loads: Callable[..., Any] = json.loads
    try:
        value = loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_constant=_no_constant,
            parse_int=_parse_int,
            parse_float=_parse_float,
        )
    except FileReadError:
        raise
    except RecursionError:
        raise FileReadError("too_deep", f"{name} nests too deeply") from None
    except json.JSONDecodeError as exc:
        raise FileReadError("bad_json", f"{name} is not valid JSON ({exc})") from None
    except (ValueError, OverflowError, MemoryError) as exc:
        raise FileReadError("bad_json", f"{name} is not usable JSON ({exc})") from None
    if not _depth_ok(value, max_depth):
        raise FileReadError("too_deep", f"{name} nests deeper than {max_depth} levels")
    return value


def read_json_file(
    path: str | os.PathLike[str],
    *,
    limit: int = DEFAULT_LIMIT,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> Any:
    """:func:`read_capped` then :func:`parse_json`: the JSON value in ``path``; FileReadError."""
    return parse_json(read_capped(path, limit), max_depth=max_depth, name=str(path))


__all__ = [
    "DEFAULT_LIMIT",
    "DEFAULT_MAX_DEPTH",
    "ERROR_CODES",
    "MAX_INT_DIGITS",
    "SETTINGS_LIMIT",
    "FileReadError",
    "parse_json",
    "read_capped",
    "read_json_file",
    "read_stream",
]
