"""Guards against PySide6 6.12's lost references to None / True / False on Python 3.11.

PySide6 6.12.0 (built with 3.12's immortal singletons in mind) returns ``None`` from every void
method and ``True`` from ``Signal.emit`` without taking a reference. On Python 3.11 the
singletons' reference counts then fall with every call, and after some tens of thousands of
calls the interpreter aborts ("none_dealloc: deallocating None"). Python 3.12+ makes these
objects immortal; on 3.11 we give them a reference count so large that no run can use it up.
"""

from __future__ import annotations

import ctypes
import sys

_BOOST = 1 << 40
_applied: list[bool] = []


def needed() -> bool:
    return sys.version_info < (3, 12) and sys.implementation.name == "cpython"


def apply() -> bool:
    """Make None, True and False practically immortal (once). True if anything was done."""
    if _applied or not needed():
        return False
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += _BOOST
    _applied.append(True)
    return True
