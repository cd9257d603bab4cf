"""Emitting Qt signals safely: PySide6 6.12.0 drops a reference to ``True`` on every emit().

On Python 3.11 (where ``True`` is not immortal) about a thousand emits later the interpreter
aborts with "bool_dealloc: deallocating True or False". ``emit`` gives the reference back when
(and only when) the running PySide6 has the bug, detected once with a probe signal.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def _emit_drops_a_reference() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(4):
        probe.ping.emit()
    return sys.getrefcount(True) <= before - 4


_INCREF = ctypes.pythonapi.Py_IncRef
_INCREF.argtypes = [ctypes.py_object]
_INCREF.restype = None
COMPENSATE = sys.version_info < (3, 12) and _emit_drops_a_reference()
if COMPENSATE:  # give back what the probe took
    for _ in range(4):
        _INCREF(True)


def emit(signal: Any, *args: Any) -> None:
    """``signal.emit(*args)``, repairing the bool reference PySide6 6.12.0 loses."""
    result = signal.emit(*args)
    if COMPENSATE and result is not None:
        _INCREF(result)
