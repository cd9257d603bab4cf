"""Code that Qt calls back (paint, event handlers) must never let an exception escape.

With PySide6 an exception raised in a virtual method such as ``paintEvent`` or an item's
``paint`` can abort the whole process. ``guarded`` wraps such a method: an exception is
logged with its traceback, recorded in ``faults`` (tests and the monkey benchmark read it) and
the method returns quietly; the next paint tries again. Paint code should still validate what
it draws: the guard is the net, not the fix. tests/ui/test_guard.py checks that every paint and
event handler of the UI package and of the games' packages (boards, pages) is guarded.
"""

from __future__ import annotations

import functools
import logging
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

log = logging.getLogger("welcome_desktop.faults")

MAX_FAULTS = 100
faults: list[str] = []  # "Class.method: error", the first MAX_FAULTS since start (or clear)

F = TypeVar("F", bound=Callable[..., Any])
# Handlers that answer "was the event handled?": a failed one says no.
BOOL_HANDLERS = frozenset({"event", "eventFilter", "sceneEvent", "viewportEvent"})


def record_fault(where: str, error: BaseException) -> None:
    """Log and record ``error``, then free the frames of its traceback at once: a QPainter
    left alive in a frame would otherwise end later, on a device that may be gone (a crash)."""
    text = f"{where}: {type(error).__name__}: {error}"
    if len(faults) < MAX_FAULTS:
        faults.append(text)
        details = "".join(traceback.format_exception(error))
        log.error("caught in %s\n%s", where, details)
    traceback.clear_frames(error.__traceback__)
    error.__traceback__ = None


def guarded(method: F) -> F:
    """Catch and record any exception of ``method`` (a paint or event handler)."""

    @functools.wraps(method)
    def wrapper(self: object, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as error:
            record_fault(f"{type(self).__name__}.{method.__name__}", error)
            return False if method.__name__ in BOOL_HANDLERS else None

    wrapper.__guarded__ = True  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


def is_guarded(method: object) -> bool:
    return bool(getattr(method, "__guarded__", False))
