"""User data (player names, file names, error details) is shown as text, never as markup.

Qt guesses that a string is rich text when it looks like HTML (``Qt.mightBeRichText``), and
rich text can load files (``<img src="/some/path">``). So every label that may show user data
is set to plain text, message boxes are built with plain text, tooltips that carry user data
are escaped, and names are shortened for display so a very long one cannot widen the window.
"""

from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from welcome_desktop.app.text import ELLIPSIS, MAX_SHOWN_NAME, display_name

__all__ = ["ELLIPSIS", "MAX_SHOWN_NAME", "display_name"]


def plain(label: QLabel) -> QLabel:
    """The label shows its text as typed, never as HTML."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def wrapping(label: QLabel, min_width: int = 160) -> QLabel:
    """A label that wraps its lines and never asks the window to be wider than ``min_width``
    (a word longer than the line, such as a long name without spaces, is cut at the edge)."""
    label.setWordWrap(True)
    label.setMinimumWidth(min_width)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    return plain(QLabel(text, parent))


def tooltip(text: str) -> str:
    """A tooltip with user data: escaped, so Qt shows it literally (a tooltip is rich text as
    soon as it looks like HTML, and there is no format setting for tooltips). Text that does
    not look like HTML is shown as it is, so it is returned unchanged."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    escaped = html.escape(text, quote=False).replace("\n", "<br>")
    return f"<span style='white-space:pre'>{escaped}</span>"


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    """A message box whose text is plain (it often quotes a file name or an error detail)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
