"""Monkey benchmark: the real main window driven by seeded random input (clicks, drags, keys,
zooms, resizes, buttons) across solo, hot-seat and score-pad games of Welcome To…, or (--game
pompeji|balconia) solo and hot-seat games of a table game. Prints events per second, the kinds
of game played and every fault the UI guards caught; exits 1 if there was any.

Usage: QT_QPA_PLATFORM=offscreen python benchmarks/monkey.py [--game welcome|pompeji|balconia]
       [--events 5000] [--seeds 1,2,3] [--hang-seconds 60]

A step that takes longer than --hang-seconds (a freeze) dumps the stacks and exits 2; a crash
dumps them too.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("WELCOME_DESKTOP_HOME", tempfile.mkdtemp(prefix="welcome-monkey-"))

from PySide6.QtWidgets import QApplication

from tests.ui.monkey_driver import Monkey
from tests.ui.table_monkey import GAMES, TableMonkey
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import find_game
from welcome_desktop.ui.shell_window import ShellWindow

Run = tuple[ShellWindow, list[str], str, str]  # the window, its faults, what was played, actions


def welcome_run(seed: int, events: int, watchdog: Callable[[], None]) -> Run:
    window = MainWindow(settings=Settings(animation_speed="fast"), persist_settings=False)
    window.resize(1280, 720)
    window.show()
    monkey = Monkey(window, seed)
    faults = monkey.run(events, watchdog)
    played = f"{monkey.games} games, {monkey.rounds} rounds ({', '.join(sorted(monkey.kinds))})"
    return window, faults, played, f"actions {dict(sorted(monkey.counts.items()))}"


def table_run(game: str, seed: int, events: int, watchdog: Callable[[], None]) -> Run:
    """A Pompeji or Balconia window (its saves go to a scratch folder)."""
    settings = Settings(animation_speed="fast")
    window = ShellWindow(settings, persist_settings=False, game=find_game(game))
    window.resize(1280, 800)
    window.show()
    monkey = TableMonkey(window, seed, Path(tempfile.mkdtemp(prefix="welcome-monkey-saves-")))
    faults = monkey.run(events, watchdog)
    played = (
        f"{monkey.games} games ({', '.join(sorted(monkey.kinds))}), {monkey.turns} turns "
        f"({monkey.human_turns} with a human), {monkey.passes} passes, {monkey.hints} hints"
    )
    return window, faults, played, f"actions {dict(sorted(monkey.counts.items()))}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("welcome", *GAMES), default="welcome")
    parser.add_argument("--events", type=int, default=5000, help="events per seed")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--hang-seconds", type=float, default=60.0)
    args = parser.parse_args()
    faulthandler.enable()  # a crash (a segfault in Qt) prints the Python stacks too
    app = QApplication.instance() or QApplication([])
    slot_errors: list[str] = []

    def excepthook(kind, error, tb) -> None:  # type: ignore[no-untyped-def]
        # Exceptions in slots reach sys.excepthook; count them with the guards' faults.
        slot_errors.append(f"slot: {kind.__name__}: {error}")
        sys.__excepthook__(kind, error, tb)

    sys.excepthook = excepthook
    total_faults = 0
    for seed in (int(s) for s in args.seeds.split(",")):

        def watchdog() -> None:  # re-armed after every step: only one slow step trips it
            faulthandler.dump_traceback_later(args.hang_seconds, exit=True)

        watchdog()
        start = time.perf_counter()
        slot_errors.clear()
        if args.game == "welcome":
            window, faults, played, actions = welcome_run(seed, args.events, watchdog)
        else:
            window, faults, played, actions = table_run(args.game, seed, args.events, watchdog)
        faults += slot_errors
        faulthandler.cancel_dump_traceback_later()
        seconds = time.perf_counter() - start
        window.front.controller.shutdown()
        window.front.session.ask_yes_no = lambda title, text: True  # closes without asking
        window.close()
        app.processEvents()
        game = "" if args.game == "welcome" else f"{args.game} "
        print(
            f"{game}seed {seed}: {args.events} events in {seconds:.1f} s "
            f"({args.events / seconds:.0f} events/s), {played}, "
            f"{len(set(faults))} fault(s); {actions}"
        )
        for fault in sorted(set(faults)):
            print("  FAULT", fault)
        total_faults += len(set(faults))
    return 1 if total_faults else 0


if __name__ == "__main__":
    sys.exit(main())
