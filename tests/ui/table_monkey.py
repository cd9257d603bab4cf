"""A seeded random-input monkey for the table games (Pompeji, Balconia) in the shell's window:
clicks and drags on the board (some never released, some cancelled by Escape mid-drag), keys to
the focus widget, Ctrl+Enter and Ctrl+Z, resizes, the buttons of the page shown (pass the
device, the permits, the statue picker, the end page…), keyboard turns (H, Enter, Ctrl+Enter)
and new games with random seats, in solo and hot-seat games. Used by
tests/ui/test_table_monkey.py (bounded) and benchmarks/monkey.py --game pompeji|balconia (long
runs). Every dialog is answered at random by a plain function, and a box the window opens
(an error, the rules) is closed with Escape, so nothing modal ever blocks the run."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QEventLoop, QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from welcome_desktop.app.seats import Seat, SeatKind
from welcome_desktop.games.balconia.app.setup import make_setup as balconia_make_setup
from welcome_desktop.games.balconia.engine.game_code import SEED_LIMIT as BALCONIA_SEEDS
from welcome_desktop.games.pompeji.app.setup import make_setup as pompeji_make_setup
from welcome_desktop.games.pompeji.engine.game_code import SEED_LIMIT as POMPEJI_SEEDS
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui import guard
from welcome_desktop.ui.shell_window import ShellWindow
from welcome_desktop.ui.table_front import TableFront

from .monkey_driver import carry, pick

GAMES = ("pompeji", "balconia")
KEYS = (
    *(Qt.Key(Qt.Key.Key_1 + i) for i in range(9)),
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_H,
    Qt.Key.Key_Tab,
)
CTRL_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Z)
NAMES = ("Ann", "<b>Ben</b>", "Zoé", "W" * 24, '<img src="x.png">', "&amp; Cy")
BOTS = (SeatKind.EASY, SeatKind.MEDIUM)
HINT_WAIT_S = 1.5  # a suggestion (the Hard level's move) mostly comes within this
BOT_WAIT_S = 2.0  # a keyboard player waits this long at most for a computer player


def _seat(rng: random.Random, human: bool) -> Seat:
    return Seat(rng.choice(NAMES), SeatKind.HUMAN if human else rng.choice(BOTS))


def random_setup(game: str, rng: random.Random, kind: str | None = None) -> Any:
    """A random game of ``game``; ``kind`` "solo" (one human, computer players), "hot-seat"
    (two humans at least, the pass-the-device screen between them) or, for Pompeji, "open
    hands" (two humans at least, no secrets and so no pass screen); random if None."""
    kinds = ("solo", "hot-seat") if game == "balconia" else ("solo", "hot-seat", "open hands")
    kind = kind or rng.choice(kinds)
    if game == "balconia":
        seats = [_seat(rng, True), _seat(rng, kind == "hot-seat")]
        rng.shuffle(seats)
        return balconia_make_setup(
            seats[0],
            seats[1],
            rng.randrange(BALCONIA_SEEDS),
            anywhere=rng.random() < 0.3,
            entrance_anywhere=rng.random() < 0.3,
            long_game=rng.random() < 0.2,
        )
    count = rng.randint(2, 4)
    humans = 1 if kind == "solo" else rng.randint(2, count)
    open_hands = kind == "open hands" or (kind == "solo" and rng.random() < 0.3)
    pompeji_seats = [_seat(rng, i < humans) for i in range(count)]
    rng.shuffle(pompeji_seats)
    return pompeji_make_setup(
        pompeji_seats,
        rng.randrange(POMPEJI_SEEDS),
        first_seat=rng.randrange(count),
        lenient_skip=rng.random() < 0.3,
        double=rng.random() < 0.3,
        open_hands=open_hands,
    )


def game_kind(setup: Any) -> str:
    if sum(s.is_human for s in setup.seats) < 2:
        return "solo"
    return "open hands" if getattr(setup.config, "open_hands", False) else "hot-seat"


def human_turns(setup: Any, state: Any) -> int:
    """The turns of ``state`` a human played in (Balconia: both sides act in every turn, one
    selecting, the other placing)."""
    if not state.turns:
        return 0
    if hasattr(state.turns[0], "seat"):  # Pompeji: one seat plays a turn
        return sum(1 for t in state.turns if setup.seats[t.seat].is_human)
    return len(state.turns) if any(s.is_human for s in setup.seats) else 0


@dataclass
class TableMonkey:
    window: ShellWindow
    seed: int
    save_dir: Path | None = None  # where Save writes (None: Save is cancelled)
    events: int = 0
    games: int = 0  # games begun (by any way: a gesture, the end page, a save opened)
    turns: int = 0  # turns played in the games begun here (by anyone)
    human_turns: int = 0  # of which a human played in
    passes: int = 0  # pass-the-device screens shown
    hints: int = 0  # suggestions that came
    counts: dict[str, int] = field(default_factory=dict)
    kinds: set[str] = field(default_factory=set)  # "solo", "hot-seat", "open hands" played

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        front = self.window.front
        assert isinstance(front, TableFront)
        self.front = front
        self.game = front.game.id
        self.saves: list[str] = []
        self._seen: tuple[object, int, int] = (None, 0, 0)  # setup, turns, human turns
        rng, s = self.rng, cast(Any, front.session)  # Pompeji's or Balconia's
        s.ask_yes_no = lambda title, text: rng.random() < 0.5
        s.ask_new_game = lambda: None if rng.random() < 0.1 else self.random_setup()
        s.ask_new_deal = lambda code: None if rng.random() < 0.3 else self.random_setup()
        s.ask_open_path = lambda: rng.choice(["", *self.saves])
        s.ask_save_path = self._save_path
        s.ask_settings = self._settings
        c = front.controller
        c.autosave_enabled = False
        c.state_changed.connect(self._count_turns)
        c.seat_changed.connect(self._passed)
        c.suggestion_ready.connect(self._hint_came)
        self.actions: list[tuple[float, Callable[[], None]]] = [
            (4, self.click),
            (4, self.drag),
            (4, self.key),
            (2, self.ctrl_key),
            (1, self.resize),
            (4, self.button),
            (0.3, self.new_game),
            (3, self.keyboard_turn),
        ]

    # -- what the monkey counts ---------------------------------------------------------------
    def _count_turns(self, _view: object) -> None:
        c = self.front.controller
        state, setup = c.state, c.setup
        if state is None or setup is None:
            return
        seen_setup, seen, seen_human = self._seen
        now, now_human = len(state.turns), human_turns(setup, state)
        if setup is not seen_setup or now < seen:  # a game begun, again, or opened
            self.games += 1
            self.kinds.add(game_kind(setup))
        elif now > seen:
            self.turns += now - seen
            self.human_turns += max(0, now_human - seen_human)
        self._seen = (setup, now, now_human)

    def _passed(self, _who: object) -> None:
        self.passes += 1

    def _hint_came(self, _action: object) -> None:
        self.hints += 1

    # -- the dialogs --------------------------------------------------------------------------
    def random_setup(self, kind: str | None = None) -> Any:
        return random_setup(self.game, self.rng, kind)

    def _save_path(self) -> str:
        if self.save_dir is None or self.rng.random() < 0.3:
            return ""
        path = str(self.save_dir / f"{self.game}-{len(self.saves) % 3}.json")
        self.saves.append(path)
        return path

    def _settings(self) -> Settings | None:
        if self.rng.random() < 0.5:
            return None
        rng = self.rng
        return replace(
            self.window.settings,
            confirm_turn=rng.random() < 0.7,
            highlight_legal_moves=rng.random() < 0.7,
            show_hints=rng.random() < 0.8,
        )

    # -- games --------------------------------------------------------------------------------
    def new_game(self, kind: str | None = None) -> None:
        self.front.start_game(self.random_setup(kind))

    # -- gestures -----------------------------------------------------------------------------
    @property
    def view(self) -> Any:
        return self.front.board_page.board_view  # type: ignore[attr-defined]

    def point(self) -> QPoint:
        viewport = self.view.viewport()
        return QPoint(
            self.rng.randrange(max(1, viewport.width())),
            self.rng.randrange(max(1, viewport.height())),
        )

    def click(self) -> None:
        viewport = self.view.viewport()
        if viewport.isVisible():
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=self.point())

    def drag(self) -> None:
        """Press, move, release; sometimes Escape mid-drag (it cancels the drag), sometimes
        the release never comes."""
        viewport = self.view.viewport()
        if not viewport.isVisible():
            return
        start, end = self.point(), self.point()
        carry(viewport, start, end)
        roll = self.rng.random()
        if roll < 0.2:
            self.counts["escape mid-drag"] = self.counts.get("escape mid-drag", 0) + 1
            QTest.keyClick(self.window.focusWidget() or self.view, Qt.Key.Key_Escape)
        if roll > 0.1:
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def key(self) -> None:
        QTest.keyClick(self.window.focusWidget() or self.view, self.rng.choice(KEYS))

    def ctrl_key(self) -> None:
        target = self.window.focusWidget() or self.window
        QTest.keyClick(target, self.rng.choice(CTRL_KEYS), Qt.KeyboardModifier.ControlModifier)

    def keyboard_turn(self) -> None:
        """What a keyboard player does: takes the device, waits for the computer players, asks
        for a suggestion (H), waits for it, plays it (Enter, and Enter on the statue's panel)
        and ends the turn (Ctrl+Enter)."""
        front, c = self.front, self.front.controller
        if self.window.pages.currentWidget() is front.pass_page:
            QTest.keyClick(front.pass_page.button, Qt.Key.Key_Space)
        self.wait_until(lambda: not c.busy(), BOT_WAIT_S)
        self.wait_until(lambda: not c.threads.is_busy("hint"), HINT_WAIT_S)  # asked before
        hints = self.hints
        QTest.keyClick(self.view, Qt.Key.Key_H)
        if front.board_page.can_suggest(c.turn_view):  # type: ignore[attr-defined]
            self.wait_until(lambda: self.hints > hints, HINT_WAIT_S)
        QTest.keyClick(self.view, Qt.Key.Key_Return)
        picker = getattr(front.board_page, "picker", None)
        if picker is not None and picker.isVisible():  # Pompeji's statue: named as suggested
            QTest.keyClick(self.window.focusWidget() or picker, Qt.Key.Key_Return)
        target = self.window.focusWidget() or self.window
        QTest.keyClick(target, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    def resize(self) -> None:
        self.window.resize(self.rng.randint(300, 1600), self.rng.randint(150, 1000))

    def button(self) -> None:
        """A random visible, enabled button of the page shown (not the start page's list of
        games: the monkey stays in its game)."""
        page = self.window.pages.currentWidget()
        if page is None:
            return
        games = set(self.window.start_page.game_group.buttons())
        buttons = [
            b
            for b in page.findChildren(QAbstractButton)
            if b.isVisible() and b.isEnabled() and b not in games
        ]
        if buttons:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def popup(self) -> None:
        """A menu that popped up (Pompeji's permits of several players): an entry, or away."""
        menu = QApplication.activePopupWidget()
        if menu is None:
            return
        if self.rng.random() < 0.6:
            QTest.keyClick(menu, Qt.Key.Key_Down)
            QTest.keyClick(menu, Qt.Key.Key_Return)
        else:
            QTest.keyClick(menu, Qt.Key.Key_Escape)

    def close_boxes(self) -> None:
        """A box the window opened (an error, the rules, about) is closed with Escape."""
        for _ in range(3):
            box = QApplication.activeModalWidget()
            if box is None:
                return
            self.counts["box closed"] = self.counts.get("box closed", 0) + 1
            QTest.keyClick(box, Qt.Key.Key_Escape)
            if box.isVisible():
                box.close()

    # -- run ----------------------------------------------------------------------------------
    def stuck(self) -> str | None:
        """What is wrong if no one can act in a game that is not over: no computer player
        thinking, no human's turn on the board, no one named to take the device (None: no
        such trouble)."""
        c = self.front.controller
        state, view = c.state, c.turn_view
        if state is None or state.over or c.busy() or (c.hidden and self.front.pass_page.name):
            return None
        if view is not None and getattr(view, "my_turn", False):
            return None
        return f"stuck: {self.game} after {len(state.turns)} turns, no one can act"

    def wait_until(self, done: Callable[[], bool], seconds: float) -> None:
        end = time.perf_counter() + seconds
        while not done() and time.perf_counter() < end:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            time.sleep(0.01)  # the thinking thread gets the interpreter

    def step(self) -> None:
        if QApplication.activePopupWidget() is not None:
            action = self.popup
        else:
            action = pick(self.rng, self.actions)
        self.counts[action.__name__] = self.counts.get(action.__name__, 0) + 1
        action()
        self.events += 1
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        self.close_boxes()

    def run(
        self,
        events: int,
        after_step: Callable[[], None] | None = None,
        first: str | None = None,
    ) -> list[str]:
        """Play ``events`` random gestures, starting with a game of kind ``first`` (random if
        None); returns the faults the UI guards caught, and the games found stuck."""
        guard.faults.clear()
        stuck: list[str] = []
        self.new_game(first)
        for _ in range(events):
            self.step()
            if after_step is not None:
                after_step()
            problem = self.stuck()
            if problem is not None and problem not in stuck:
                stuck.append(problem)
            state = self.front.controller.state
            if state is None or (state.over and self.rng.random() < 0.05):
                self.new_game()
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:  # a release never came
            QTest.mouseRelease(self.view.viewport(), Qt.MouseButton.LeftButton)  # nor stays held
            QApplication.processEvents()
        return list(guard.faults) + stuck
