"""Paint and event code never lets an exception reach Qt (with PySide6 that can abort the
process): every paint and event handler of a widget, graphics item or event filter of the UI
package and of the games' packages (their boards and pages) is guarded, and a failing one is
recorded, not fatal.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

from PySide6.QtCore import QObject
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsItem, QWidget

import welcome_desktop.games as games_package
import welcome_desktop.ui as ui_package
from welcome_desktop.games.welcome.engine.scoring import Score
from welcome_desktop.games.welcome.ui.end_screen import EndScreen
from welcome_desktop.ui import guard
from welcome_desktop.ui.drawn_data import plausible_history

HANDLER = re.compile(r"^(paint|event|eventFilter|sceneEvent|viewportEvent|[a-z][A-Za-z]*Event)$")


def ui_modules() -> list[str]:
    """The shell's UI package and every module of the games' packages (their boards and
    pages live there): any widget or item they define is swept."""
    names = [
        f"{ui_package.__name__}.{info.name}" for info in pkgutil.iter_modules(ui_package.__path__)
    ]
    prefix = f"{games_package.__name__}."
    names += [info.name for info in pkgutil.walk_packages(games_package.__path__, prefix)]
    return names


def ui_classes() -> list[type]:
    found = []
    for name in ui_modules():
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, (QObject, QGraphicsItem)):
                found.append(cls)
    return found


def test_every_paint_and_event_handler_of_the_ui_is_guarded() -> None:
    handlers = {
        f"{cls.__module__}.{cls.__name__}.{name}": value
        for cls in ui_classes()
        for name, value in vars(cls).items()
        if HANDLER.match(name) and callable(value)
    }
    assert len(handlers) >= 20  # the sweep sees the handlers (paint of items, widget events)
    assert any(".games." in name for name in handlers)  # the games' boards too
    assert [name for name, method in handlers.items() if not guard.is_guarded(method)] == []


class Broken(QWidget):
    painted = 0

    @guard.guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        Broken.painted += 1
        painter = QPainter(self)
        painter.drawLine(0, 0, 5, 5)
        raise ValueError("bad data")


def test_a_failing_paint_is_recorded_and_the_widget_paints_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    guard.faults.clear()
    widget = Broken()
    qtbot.addWidget(widget)
    widget.resize(40, 40)
    widget.grab()
    widget.grab()
    assert Broken.painted >= 2
    assert guard.faults and guard.faults[0].startswith("Broken.paintEvent: ValueError: bad data")
    guard.faults.clear()


def test_end_screen_with_absurd_score_history_paints(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A stored history such as [1e308, -1e308] (or NaN) must not bring the end screen down."""
    guard.faults.clear()
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 600)
    score = Score(0, 0, 0, 0, 0, 0, 0, 0)
    for history in ([(1e308,), (-1e308,)], [(float("nan"),), (float("inf"),)], [(10**400,)]):
        screen.show_result(["A"], (score,), (1,), (), history)  # type: ignore[arg-type]
        screen.show()
        screen.grab()
    # Nothing escaped into Qt (pytest-qt fails the test if it did), nothing failed inside
    # the guards either: the absurd rounds were never drawn.
    assert screen.isVisible()
    assert guard.faults == []
    guard.faults.clear()


def test_only_plausible_rounds_of_a_history_are_drawn() -> None:
    assert plausible_history([(1, 2), (3, 4)], 2) == [(1, 2), (3, 4)]
    assert plausible_history([(1, 2), (3.0, 4)], 2) == [(1, 2), (3, 4)]
    for bad in (1e308, -1e308, float("nan"), float("inf"), 10**400, 2.5, True, "7", None):
        assert plausible_history([(1, 2), (bad, 4), (5, 6)], 2) == [(1, 2)]
    assert plausible_history([(1, 2), (3,)], 2) == [(1, 2)]
