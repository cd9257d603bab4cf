"""The details of every file the app refused, appended to a small log in the user's state folder.

The message box tells the user which check failed in one translated sentence; the technical
details (path, field, values) go here, where a bug report can quote them. Writing the log never
raises and never grows it past :data:`LOG_LIMIT` (the older half is kept as ``problems.log.1``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from pathlib import Path
from typing import Final

from .paths import problem_log_path

LOG_LIMIT: Final = 256 * 1024
LINE_LIMIT: Final = 2000


def _one_line(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= LINE_LIMIT else flat[: LINE_LIMIT - 3] + "..."


def log_problem(kind: str, path: str | os.PathLike[str], detail: str) -> Path | None:
    """Append ``<UTC time> <kind> <path>: <detail>`` to the problem log; the log's path, or None
    if it could not be written (a full disk must not turn a refused file into a crash)."""
    target = problem_log_path()
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    line = f"{stamp} {kind} {_one_line(os.fspath(path))}: {_one_line(detail)}\n"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileNotFoundError):
            info = os.lstat(target)
            if not stat.S_ISREG(info.st_mode):
                return None  # not ours to write into
            if info.st_size + len(line) > LOG_LIMIT:
                os.replace(target, target.with_name(target.name + ".1"))
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(target, flags | getattr(os, "O_NONBLOCK", 0), 0o600)
        with os.fdopen(fd, "a", encoding="utf-8", errors="replace") as handle:
            handle.write(line)
    except OSError:
        return None
    return target


__all__ = ["LOG_LIMIT", "log_problem"]
