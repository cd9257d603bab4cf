"""Writing a file atomically: a temporary file beside it, flushed to disk, then renamed over it."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step.

    The bytes go to a temporary file in the same directory (created if missing), which is
    flushed and synced before ``os.replace`` puts it in place. On any failure the temporary file
    is removed and the previous content of ``path``, if any, is left as it was.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _sync_directory(target.parent)


def atomic_write_json(path: str | os.PathLike[str], data: Any) -> None:
    """Serialise ``data`` (before touching the disk) and write it atomically as UTF-8 JSON."""
    text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    atomic_write_bytes(path, (text + "\n").encode("utf-8"))


def _sync_directory(directory: Path) -> None:
    """Make the rename durable where the platform allows syncing a directory (POSIX)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
