"""Names as shown: one short line (no Qt: the published view uses it too)."""

from __future__ import annotations

import unicodedata

# The New Game dialog allows 24 characters; names from elsewhere (old saves, settings) are
# shortened to this for display: the layouts are made for names of that length.
MAX_SHOWN_NAME = 24
ELLIPSIS = "…"


def display_name(name: str, limit: int = MAX_SHOWN_NAME) -> str:
    """One line of text: control characters and line breaks become spaces, runs of spaces one
    space, and a name longer than ``limit`` characters is cut with an ellipsis."""
    cleaned = "".join(" " if unicodedata.category(ch)[0] in "CZ" else ch for ch in name)
    cleaned = " ".join(cleaned.split())
    if len(cleaned) > limit:
        cleaned = cleaned[: limit - 1].rstrip() + ELLIPSIS
    return cleaned
