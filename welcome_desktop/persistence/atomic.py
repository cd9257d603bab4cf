"""Writing a file atomically: a temporary file beside it, flushed to disk, then renamed over it.

A symbolic link is followed: the file it points to is replaced and the link stays a link (a
dotfiles setup keeps working). Temporary files left by a save interrupted by a crash or a power
cut are named ``.<name>.<random>.tmp`` and :func:`remove_leftovers` deletes them at the next start.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Final

TEMP_SUFFIX: Final = ".tmp"
LEFTOVER_AGE: Final = 60.0
"""Seconds a temporary file must be old before it counts as left over (not being written)."""


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step.

    The bytes go to a temporary file in the same directory (created if missing), which is
    flushed and synced before ``os.replace`` puts it in place. On any failure the temporary file
    is removed and the previous content of ``path``, if any, is left as it was.
    """
    given = Path(path)
    target = _final_target(given)
    target.parent.mkdir(parents=True, exist_ok=True)
    mode = _existing_mode(target, through_link=target != given)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
    )
    try:
        if mode is not None:
            with contextlib.suppress(OSError):
                os.chmod(tmp_name, mode)
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


def _final_target(path: Path) -> Path:
    """The file a chain of symbolic links ends at (``path`` itself if it is no link)."""
    if not path.is_symlink():
        return path
    return Path(os.path.realpath(path))


def _existing_mode(target: Path, *, through_link: bool) -> int | None:
    """The permission bits of the regular file being replaced (None if there is none).

    A link's destination that is not a regular file raises OSError: writing "over" /dev/zero
    or a folder a link points to must fail, not replace it. A pipe or socket standing at the
    path itself is simply replaced by the new file (os.replace refuses a folder).
    """
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISREG(info.st_mode):
        return stat.S_IMODE(info.st_mode)
    if through_link:
        raise OSError(
            errno.EINVAL, "a link to something else than a file; not replaced", str(target)
        )
    return None


def remove_leftovers(directory: str | os.PathLike[str], *, min_age: float = LEFTOVER_AGE) -> int:
    """Delete the temporary files of interrupted atomic writes in ``directory`` (regular files
    named ``.<name>.<random>.tmp`` older than ``min_age`` seconds); how many were deleted.
    Never raises: a folder that cannot be listed is left alone."""
    pattern = re.compile(r"^\..+\.[A-Za-z0-9_]{6,}" + re.escape(TEMP_SUFFIX) + "$")
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return 0
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


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
