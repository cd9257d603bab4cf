"""A suggestion's words leave the status bar once its turn is over: the boards of the table
games say a suggestion there ("... Enter plays it.") and call ``clear_stale`` when the turn it
was for has moved on, so the next player or the end page is not shown a stale move. Any other
message (a refusal, a save, a history notice) stays."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget


def clear_stale(widget: QWidget, hint: str) -> bool:
    """Clear the status bar of ``widget``'s window if it still shows ``hint``; True if done."""
    window = widget.window()
    if not hint or not isinstance(window, QMainWindow):
        return False
    bar = window.statusBar()
    if bar.currentMessage() != hint:
        return False
    bar.clearMessage()
    return True
