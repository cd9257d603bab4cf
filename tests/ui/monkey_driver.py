"""A seeded random-input monkey for the real main window: clicks, drags, keys, zooms, resizes
and button presses across solo, hot-seat and score-pad games. Used by tests/ui/test_monkey.py
(bounded) and benchmarks/monkey.py (long runs). Dialogs are answered at random by plain
functions, so no modal dialog ever blocks the run."""

from __future__ import annotations

import faulthandler
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEventLoop, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from welcome_desktop.games.welcome.app.setup import (
    GameSetup,
    SeatSetup,
    hotseat_setup,
    score_pad_setup,
    solo_setup,
)
from welcome_desktop.games.welcome.engine import Effect
from welcome_desktop.games.welcome.ui.table_dialog import TABLE_GAME_ENDED
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.ui import guard

KEYS = (
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Space,
    Qt.Key.Key_Tab,
    Qt.Key.Key_S,
    Qt.Key.Key_H,
    Qt.Key.Key_R,
    Qt.Key.Key_Plus,
    Qt.Key.Key_Minus,
)
CTRL_KEYS = (
    Qt.Key.Key_Z,
    Qt.Key.Key_Y,
    Qt.Key.Key_Return,
    Qt.Key.Key_Plus,
    Qt.Key.Key_Equal,
    Qt.Key.Key_Minus,
    Qt.Key.Key_0,
    Qt.Key.Key_N,
)
NAMES = ("Ann", "<b>Ben</b>", "Zoé", "W" * 24, '<img src="x.png">')


def carry(viewport: QWidget, start: QPoint, end: QPoint) -> None:
    """Press at ``start`` and move to ``end`` in five steps, the button still held (the
    caller releases it, cancels the drag, or leaves it held)."""
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 5))


def pick(rng: random.Random, actions: list[tuple[float, Callable[[], None]]]) -> Callable[[], None]:
    """One gesture of ``actions`` ((weight, gesture) pairs), drawn by weight."""
    return rng.choices([a for _, a in actions], [w for w, _ in actions])[0]


def watched(
    run: Callable[[int, Callable[[], None], str], list[str]], events: int, first: str, limit: int
) -> list[str]:
    """``run(events, watchdog, first)`` under a watchdog re-armed after every step: a step
    that takes over ``limit`` seconds ends the process with every thread's stack."""

    def watchdog() -> None:
        faulthandler.dump_traceback_later(limit, exit=True)

    try:
        watchdog()
        return run(events, watchdog, first)
    finally:
        faulthandler.cancel_dump_traceback_later()


def game_kind(setup: GameSetup) -> str:
    if setup.score_pad:
        return "score pad"
    return "solo" if setup.config.seats == 1 else "hot-seat"  # solo: standard or expert rules


@dataclass
class Monkey:
    window: MainWindow
    seed: int
    events: int = 0
    games: int = 0
    rounds: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    kinds: set[str] = field(default_factory=set)  # "solo", "hot-seat", "score pad" played

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        w = self.window
        w.front.session.ask_yes_no = lambda title, text: self.rng.random() < 0.5
        w.front.session.ask_claim = lambda plan, options: self.rng.choice(options)
        w.front.session.ask_new_game = self.random_setup
        w.front.session.ask_open_path = lambda: ""
        w.front.session.ask_save_path = lambda: ""
        w.front.session.ask_settings = lambda: None
        w.front.session.ask_table_round = self.table_round
        w.front.session.ask_table_temps = lambda own, final: (self.rng.randint(1, 4), ())
        w.front.controller.round_resolved.connect(self._round_done)
        self.actions: list[tuple[float, Callable[[], None]]] = [
            (4, self.click),
            (3, self.drag),
            (4, self.key),
            (2, self.ctrl_key),
            (1, self.wheel),
            (1, self.resize),
            (4, self.button),
            (0.3, self.new_game),
            (3, self.keyboard_turn),
        ]

    def _round_done(self, number: int) -> None:
        self.rounds += 1

    # -- games --------------------------------------------------------------------------------
    def table_round(self) -> object:
        """Score pad: random cards from the table (sometimes none, sometimes the game ended)."""
        roll = self.rng.random()
        if roll < 0.1:
            return None
        if roll < 0.15:
            return TABLE_GAME_ENDED
        cards = tuple((self.rng.randint(1, 15), self.rng.choice(list(Effect))) for _ in range(3))
        return cards, tuple(self.rng.random() < 0.2 for _ in range(3))

    def random_setup(self, kind: str | None = None) -> GameSetup:
        """A random game; ``kind`` ("solo", "hot-seat", "score pad") fixes its kind. A hot-seat
        game always has two human seats (the pass-the-device screen) and may have bots."""
        rng = self.rng
        seed = rng.randrange(1_000_000)
        advanced = rng.random() < 0.4
        if kind is None:
            roll = rng.random()
            kind = "score pad" if roll < 0.15 else "solo" if roll < 0.49 else "hot-seat"
        if kind == "score pad":
            return score_pad_setup(rng.choice(NAMES), advanced=advanced, seed=seed)
        if kind == "solo":
            return solo_setup(rng.choice(NAMES), seed, advanced, expert=rng.random() < 0.3)
        seats = [SeatSetup(rng.choice(NAMES), "human"), SeatSetup(rng.choice(NAMES), "human")]
        for _ in range(rng.randint(0, 2)):
            seats.append(SeatSetup(rng.choice(NAMES), rng.choice(("human", "easy", "medium"))))
        return hotseat_setup(seats, seed, advanced, expert=rng.random() < 0.3)

    def new_game(self, kind: str | None = None) -> None:
        setup = self.random_setup(kind)
        self.games += 1
        self.kinds.add(game_kind(setup))
        self.window.front.start_game(setup)

    # -- gestures -----------------------------------------------------------------------------
    def point(self) -> QPoint:
        viewport = self.window.front.board_view.viewport()
        return QPoint(
            self.rng.randrange(max(1, viewport.width())),
            self.rng.randrange(max(1, viewport.height())),
        )

    def click(self) -> None:
        viewport = self.window.front.board_view.viewport()
        if viewport.isVisible():
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=self.point())

    def drag(self) -> None:
        viewport = self.window.front.board_view.viewport()
        if not viewport.isVisible():
            return
        start, end = self.point(), self.point()
        carry(viewport, start, end)
        if self.rng.random() < 0.9:  # sometimes the release never comes
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def key(self) -> None:
        target = self.window.focusWidget() or self.window.front.board_view
        QTest.keyClick(target, self.rng.choice(KEYS))

    def keyboard_turn(self) -> None:
        """What a keyboard player does to get on: a card, Enter to write, skip, confirm."""
        view = self.window.front.board_view
        QTest.keyClick(view, self.rng.choice((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)))
        for _ in range(self.rng.randint(0, 3)):
            QTest.keyClick(view, self.rng.choice((Qt.Key.Key_Right, Qt.Key.Key_Down)))
        QTest.keyClick(view, Qt.Key.Key_Return)
        QTest.keyClick(view, Qt.Key.Key_S)
        QTest.keyClick(self.window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    def ctrl_key(self) -> None:
        mods = Qt.KeyboardModifier.ControlModifier
        if self.rng.random() < 0.2:
            mods |= Qt.KeyboardModifier.ShiftModifier
        QTest.keyClick(self.window, self.rng.choice(CTRL_KEYS), mods)

    def wheel(self) -> None:
        view = self.window.front.board_view
        pos = QPointF(self.point())
        delta = self.rng.choice((120, -120, 240, -240))
        mods = (
            Qt.KeyboardModifier.ControlModifier
            if self.rng.random() < 0.7
            else Qt.KeyboardModifier.NoModifier
        )
        event = QWheelEvent(
            pos,
            QPointF(view.viewport().mapToGlobal(pos.toPoint())),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            mods,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), event)

    def resize(self) -> None:
        self.window.resize(self.rng.randint(300, 1600), self.rng.randint(150, 1000))

    def button(self) -> None:
        page = self.window.pages.currentWidget()
        buttons = [
            b
            for b in page.findChildren(QAbstractButton)
            + self.window.front.score_panel.findChildren(QAbstractButton)
            if b.isVisible() and b.isEnabled()
        ]
        if buttons:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    # -- run ----------------------------------------------------------------------------------
    def step(self) -> None:
        action = pick(self.rng, self.actions)
        self.counts[action.__name__] = self.counts.get(action.__name__, 0) + 1
        action()
        self.events += 1
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    def run(
        self,
        events: int,
        after_step: Callable[[], None] | None = None,
        first: str | None = None,
    ) -> list[str]:
        """Play ``events`` random gestures, starting with a game of kind ``first`` (random if
        None); returns the faults the UI guards caught."""
        guard.faults.clear()
        self.new_game(first)
        for _ in range(events):
            self.step()
            if after_step is not None:
                after_step()
            state = self.window.front.controller.state
            if state is None or (state.over and self.rng.random() < 0.05):
                self.new_game()
        return list(guard.faults)
