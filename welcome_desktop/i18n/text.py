"""Qt-style placeholder filling for translated Python strings: %1, %2… as QString.arg does."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def arg(text: str, *values: object) -> str:
    """Replace %1, %2… in ``text`` by ``values`` in one pass (a value's own "%2" stays as is).

    PySide6's translate() returns a Python ``str``, which has no ``.arg()``; use
    ``arg(self.tr("Round %1 of %2"), current, total)`` instead of f-strings, so translators
    can move the placeholders. Placeholders without a value are left untouched.
    """

    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        if 0 <= index < len(values):
            return str(values[index])
        return match.group(0)

    return _PLACEHOLDER.sub(fill, text)
