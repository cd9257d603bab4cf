"""Widgets and the QGraphicsScene board (importing it applies the PySide6 refcount guard)."""

from . import refcount_guard as _refcount_guard

_refcount_guard.apply()
