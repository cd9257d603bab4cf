"""Starts the app, for every game: options, QApplication, translations, the one window
(``shell_window.ShellWindow``) opened on the game ``--game`` names; screenshots of a game's
demo screens and the smoke test (each game's front supplies its demo positions and its round
of the smoke test: ``Front.prepare_demo``, ``Front.smoke_round``)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt is imported lazily, after the command line is read
    from .shell_window import ShellWindow

_T0 = time.perf_counter()


def parse_args(args: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="welcome-desktop", description="Welcome Desktop")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--screenshot", metavar="PATH", help="render the window to a PNG and exit")
    p.add_argument(
        "--screen",
        default=None,
        metavar="NAME",
        help="the screen to show or take: start, board, end, … (each game lists its own)",
    )
    p.add_argument("--demo", type=int, default=0, metavar="N", help="computer-played rounds")
    p.add_argument("--size", default="1280x720", help="window size for --screenshot (WxH)")
    p.add_argument(
        "--smoke-test", action="store_true", help="play a round of each game offscreen, exit"
    )
    p.add_argument("--lang", default=None, metavar="CODE")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--game", default=None, metavar="ID", help="the game to open (e.g. pompeji)")
    p.add_argument(
        "--theme",
        default="",
        metavar="NAME",
        help="the demo game's variant, e.g. Welcome To…'s sheet: ice_cream, lights, eggs",
    )
    return p.parse_args(args)


def process_age_ms() -> float:
    """Milliseconds since this process started (Linux /proc), else since this module loaded."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        with open("/proc/self/stat", encoding="ascii") as f:
            start = int(f.read().rsplit(")", 1)[1].split()[19]) / ticks
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, (uptime - start) * 1000.0)
    except (OSError, ValueError, IndexError):
        return (time.perf_counter() - _T0) * 1000.0


def main(args: list[str]) -> int:
    opts = parse_args(args)
    if opts.version:
        from welcome_desktop import __version__

        print(f"welcome-desktop {__version__}")
        return 0
    if opts.screenshot or opts.smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("WelcomeDesktop")
    QCoreApplication.setApplicationName("Welcome Desktop")
    # Matches packaging/linux/welcome-desktop.desktop, so docks group the window with its entry.
    QGuiApplication.setDesktopFileName("welcome-desktop")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not (opts.screenshot or opts.smoke_test):
        window = open_main_window(opts)
        if not (opts.demo or opts.screen):
            window.offer_resume()
        return int(app.exec())
    # Tools: the settings are read (safely) but no file is changed.
    from welcome_desktop.i18n.install import install, is_offered
    from welcome_desktop.persistence.settings import load_settings

    wanted = opts.lang or load_settings().language or None
    used = install(app, wanted if wanted and is_offered(wanted) else None)
    if opts.smoke_test:
        if opts.lang:
            ok = used is not None and used.split("_")[0] == opts.lang.split("_")[0]
            print(f"language: {opts.lang} {'loaded' if ok else 'missing'}", flush=True)
        else:
            print(f"language: {used or 'en'}", flush=True)
    if opts.screenshot:
        return screenshot(app, opts)
    return smoke_test(app, opts)


def open_main_window(opts: argparse.Namespace) -> ShellWindow:
    """Start-up of a normal run: files cleaned and checked (ui.startup), the language
    installed, the window shown (on ``--game``, else the first game) with what was repaired
    told once. No file of the user's, however damaged, stops it; the caller then offers to
    resume the newest unfinished game."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.i18n.install import install

    from . import startup
    from .shell_window import ShellWindow

    start = startup.prepare(opts.lang)
    app = QApplication.instance()
    assert app is not None  # main() created it
    install(app, start.language)
    game = _game(opts)
    window = ShellWindow(start.settings, game=game)
    window.default_seed = opts.seed
    window.show()
    if game is not None and (opts.demo or opts.screen):
        try:
            _prepare(window, opts)  # a demo position to play on from there
        except ValueError as err:
            print(err, file=sys.stderr)
    startup.show_notes(window, start.notes)
    return window


def _seed(opts: argparse.Namespace) -> int:
    return opts.seed if opts.seed is not None else 7


def _game(opts: argparse.Namespace) -> Any:
    """The game ``--game`` names (None: the first of the registry), or False for an unknown
    id (told on stderr)."""
    from welcome_desktop.shell.registry import UnknownGameError, all_games, find_game

    if opts.game is None:
        return all_games()[0]
    try:
        return find_game(opts.game)
    except UnknownGameError:
        print(f"unknown game {opts.game!r}", file=sys.stderr)
        return None


def _prepare(window: ShellWindow, opts: argparse.Namespace) -> None:
    """The window's game shows ``--screen`` on a demo game (``ValueError``: no such screen)."""
    screen = opts.screen or ("board" if opts.demo else "start")
    if screen == "start":
        window.show_start()
        return
    window.front.prepare_demo(screen, _seed(opts), opts.demo, opts.theme)


def screenshot(app: object, opts: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from .shell_window import ShellWindow

    w, h = (int(v) for v in opts.size.lower().split("x"))
    game = _game(opts)
    if game is None:
        return 2
    window = ShellWindow(persist_settings=False, game=game)
    window.front.controller.autosave_enabled = False
    window.resize(w, h)
    window.show()
    try:
        _prepare(window, opts)
    except ValueError as err:
        print(err, file=sys.stderr)
        close_tool_window(window)
        return 2
    for _ in range(5):
        QApplication.processEvents()
    window.resize(w, h)
    window.front.settle()  # animations at their end: a still picture
    QApplication.processEvents()
    image = window.grab()
    Path(opts.screenshot).parent.mkdir(parents=True, exist_ok=True)
    ok = image.save(opts.screenshot, "PNG")
    close_tool_window(window)
    if not ok:
        print(f"could not write {opts.screenshot}", file=sys.stderr)
        return 1
    return 0


def close_tool_window(window: ShellWindow) -> None:
    """Close a window a tool (screenshot, smoke test) drove: its demo turn is not the user's,
    so closing asks nothing (a question would wait for a click no one can give offscreen)."""
    for front in window.fronts.values():
        front.session.ask_yes_no = lambda title, text: True
    window.close()


def smoke_test(app: object, opts: argparse.Namespace) -> int:
    """One round of every game of the registry, in one window switched from game to game;
    each game prints what it checked (its front's ``smoke_round``)."""
    from welcome_desktop.shell.registry import all_games

    from .shell_window import ShellWindow

    window = ShellWindow(persist_settings=False)
    window.resize(1280, 720)
    window.show()
    seed = opts.seed if opts.seed is not None else 1
    code = 0
    for game in all_games():
        front = window.switch_to(game)
        front.controller.autosave_enabled = False
        try:
            lines = front.smoke_round(seed)
        except RuntimeError as err:
            print(f"smoke test: {game.id}: {err}", file=sys.stderr)
            code = 1
            break
        finally:
            front.controller.shutdown()
        for line in lines:
            print(line, flush=True)
    close_tool_window(window)
    return code
