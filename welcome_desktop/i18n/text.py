"""Qt-style placeholder filling for translated Python strings: %1, %2… as QString.arg does."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate in ``context`` and returns it unchanged, typed as ``str``
    (PySide6's own stub says ``object``). lupdate reads the name, so keep calling it this."""
    return text


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


class TrContext:
    """A named translation context usable outside QObject classes: ``Board.tr("Fence")``.

    Bind it to a module-level name equal to the context (``Board = TrContext("Board")``):
    pyside6-lupdate takes the context from the name before ``.tr(`` and, unlike with
    ``QCoreApplication.translate(ctx, text, "", n)`` (whose count it misreads when it is a plain
    variable), it recognises ``Board.tr("%n house(s)", "", n)`` as a plural message.
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """Translate ``text`` in this context; ``n`` selects the plural form and fills %n."""
        return QCoreApplication.translate(self.name, text, disambiguation, n)
