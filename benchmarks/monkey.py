"""Monkey benchmark: the real main window driven by seeded random input (clicks, drags, keys,
zooms, resizes, buttons) across solo, hot-seat and score-pad games. Prints events per second,
the kinds of game played and every fault the UI guards caught; exits 1 if there was any.

Usage: QT_QPA_PLATFORM=offscreen python benchmarks/monkey.py [--events 5000] [--seeds 1,2,3]
       [--hang-seconds 60]

A step that takes longer than --hang-seconds (a freeze) dumps the stacks and exits 2.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("WELCOME_DESKTOP_HOME", tempfile.mkdtemp(prefix="welcome-monkey-"))

from PySide6.QtWidgets import QApplication

from tests.ui.monkey_driver import Monkey
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=5000, help="events per seed")
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--hang-seconds", type=float, default=60.0)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    slot_errors: list[str] = []

    def excepthook(kind, error, tb) -> None:  # type: ignore[no-untyped-def]
        # Exceptions in slots reach sys.excepthook; count them with the guards' faults.
        slot_errors.append(f"slot: {kind.__name__}: {error}")
        sys.__excepthook__(kind, error, tb)

    sys.excepthook = excepthook
    total_faults = 0
    for seed in (int(s) for s in args.seeds.split(",")):
        window = MainWindow(settings=Settings(animation_speed="fast"), persist_settings=False)
        window.resize(1280, 720)
        window.show()
        monkey = Monkey(window, seed)

        def watchdog() -> None:  # re-armed after every step: only one slow step trips it
            faulthandler.dump_traceback_later(args.hang_seconds, exit=True)

        watchdog()
        start = time.perf_counter()
        slot_errors.clear()
        faults = monkey.run(args.events, watchdog) + slot_errors
        faulthandler.cancel_dump_traceback_later()
        seconds = time.perf_counter() - start
        window.front.controller.shutdown()
        window.close()
        app.processEvents()
        print(
            f"seed {seed}: {monkey.events} events in {seconds:.1f} s "
            f"({monkey.events / seconds:.0f} events/s), {monkey.games} games, "
            f"{monkey.rounds} rounds ({', '.join(sorted(monkey.kinds))}), "
            f"{len(set(faults))} fault(s); actions {dict(sorted(monkey.counts.items()))}"
        )
        for fault in sorted(set(faults)):
            print("  FAULT", fault)
        total_faults += len(set(faults))
    return 1 if total_faults else 0


if __name__ == "__main__":
    sys.exit(main())
