"""Reading a paper-sheet file (docs/sheet-format.md) safely, from a path or standard input."""

from __future__ import annotations

import os
import sys
from typing import IO, Any, Final

from welcome_desktop.persistence.safe_io import FileReadError, parse_json, read_capped, read_stream

from .sheet_format import score_paper

PAPER_SIZE_LIMIT: Final = 1024 * 1024
"""A paper sheet is a few kilobytes; a megabyte leaves room for long comments."""
STDIN: Final = "-"


def read_paper(path: str | os.PathLike[str], stdin: IO[bytes] | None = None) -> Any:
    """The parsed JSON of a paper-sheet file (``"-"``: standard input, or ``stdin``).

    Raises safe_io.FileReadError for a file that is not a regular file, too large, or not
    strict JSON; the sheet itself is checked by sheet_format (PaperSheetError).
    """
    if os.fspath(path) == STDIN:
        stream = stdin if stdin is not None else getattr(sys.stdin, "buffer", None)
        if stream is None:  # started with standard input closed
            raise FileReadError("unreadable", "standard input is closed")
        raw = read_stream(stream, PAPER_SIZE_LIMIT, "standard input")
        return parse_json(raw, name="standard input")
    return parse_json(read_capped(path, PAPER_SIZE_LIMIT), name=os.fspath(path))


def score_paper_file(
    path: str | os.PathLike[str], stdin: IO[bytes] | None = None
) -> dict[str, int]:
    """The score breakdown of a paper-sheet file; FileReadError or PaperSheetError."""
    return score_paper(read_paper(path, stdin))


__all__ = ["PAPER_SIZE_LIMIT", "read_paper", "score_paper_file"]
