"""Starts the app: options, QApplication, translations, main window; screenshots and smoke test."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt is imported lazily, after the command line is read
    from PySide6.QtCore import QElapsedTimer

    from .window import MainWindow

_T0 = time.perf_counter()


def parse_args(args: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="welcome-desktop", description="Welcome Desktop")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--screenshot", metavar="PATH", help="render the window to a PNG and exit")
    p.add_argument(
        "--screen",
        choices=(
            "start",
            "board",
            "suggestion",
            "end",
            "stats",
            "history",
            "replay",
            "round-log",
            "overview",
            "tutorial",
        ),
        default=None,
    )
    p.add_argument("--demo", type=int, default=0, metavar="N", help="computer-played rounds")
    p.add_argument("--size", default="1280x720", help="window size for --screenshot (WxH)")
    p.add_argument(
        "--smoke-test", action="store_true", help="play a round of each game offscreen, exit"
    )
    p.add_argument("--lang", default=None, metavar="CODE")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--game", default="welcome", metavar="ID", help="the game to open (pompeji)")
    p.add_argument(
        "--theme",
        choices=("base", "ice_cream", "lights", "eggs"),
        default="base",
        help="score sheet of the demo game (--screenshot, --demo)",
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


def open_main_window(opts: argparse.Namespace) -> MainWindow:
    """Start-up of a normal run: files cleaned and checked (ui.startup), the language
    installed, the main window shown with what was repaired told once. No file of the user's,
    however damaged, stops it; the caller then offers to resume the autosave."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.i18n.install import install

    from . import startup
    from .window import MainWindow

    start = startup.prepare(opts.lang)
    app = QApplication.instance()
    assert app is not None  # main() created it
    install(app, start.language)
    window = MainWindow(settings=start.settings)
    window.default_seed = opts.seed
    window.show()
    if opts.game != window.front.game.id:
        other = _game_front(window, opts)
        if other is not None and (opts.demo or opts.screen):
            other.prepare_demo(opts.screen or "board", _seed(opts))
    elif opts.demo or opts.screen:
        _prepare(window, opts)  # a demo position to play on from there
    startup.show_notes(window, start.notes)
    return window


def _seed(opts: argparse.Namespace) -> int:
    return opts.seed if opts.seed is not None else 7


def _game_front(window: MainWindow, opts: argparse.Namespace) -> Any:
    """The window switched to the game ``--game`` names: that game's front (None, with a
    message, for an unknown id)."""
    from welcome_desktop.shell.registry import UnknownGameError, find_game

    try:
        game = find_game(opts.game)
    except UnknownGameError:
        print(f"unknown game {opts.game!r}", file=sys.stderr)
        return None
    return window.switch_to(game)


def _prepare(window: object, opts: argparse.Namespace) -> None:
    from .demo import demo_setup, demo_state
    from .window import MainWindow

    assert isinstance(window, MainWindow)
    screen = opts.screen or ("board" if opts.demo else "start")
    if screen in ("stats", "history", "replay"):
        _prepare_history(window, screen)
        return
    if screen == "start":
        window.show_start()
        return
    seed = opts.seed if opts.seed is not None else 7
    if screen in ("round-log", "overview"):
        _prepare_table(window, screen, seed, opts.demo or 7)
        return
    if screen == "tutorial":
        _prepare_tutorial(window, seed)
        return
    setup = demo_setup(seed, sheet=opts.theme)
    state, history = demo_state(setup, opts.demo, to_end=screen == "end")
    window.controller.play_from(setup, state, history)
    window.ui.hidden = False
    if screen == "end":
        window.show_end()
    else:
        window.show_board()
        c = window.controller
        if screen == "suggestion" and c.active_seat >= 0:
            from welcome_desktop.games.welcome.app.bot_runner import suggest_move

            window.board_page.show_suggestion(suggest_move(c.view()))
        elif c.active_seat >= 0 and c.view().combos:
            c.select_combo(0)
        if opts.theme == "ice_cream":
            from .front import WelcomeFront
            from .theme_demo import show_truck_choice

            front = window.front
            assert isinstance(front, WelcomeFront)
            show_truck_choice(front)


def _prepare_table(window: object, screen: str, seed: int, rounds: int) -> None:
    """Three players some rounds in, with the round log or the sheet overview docked."""
    from dataclasses import replace

    from .demo import demo_setup, demo_state
    from .window import MainWindow

    assert isinstance(window, MainWindow)
    setup = demo_setup(seed, seats=3)
    state, history = demo_state(setup, rounds)
    window.settings = replace(
        window.settings,
        show_round_log=screen == "round-log",
        show_sheet_overview=screen == "overview",
    )
    window.table.settings_applied(window.settings)
    window.controller.play_from(setup, state, history)
    window.ui.hidden = False
    window.show_board()


def _prepare_tutorial(window: object, seed: int) -> None:
    """A first solo game with the guide, one round played, a card picked: the guide marks the
    houses where its number fits (drawn still, as with animations off)."""
    from welcome_desktop.games.welcome.app.setup import solo_setup

    from .demo import bot_move, play_move
    from .window import MainWindow

    assert isinstance(window, MainWindow)

    c = window.controller
    window.start_game(solo_setup("Ann", seed))
    guide = window.table.guide
    guide.set_animated(False)
    guide.start()
    play_move(c, bot_move(c))
    window.board_page.confirm_turn()
    c.select_combo(0)
    window.show_board()


def _prepare_history(window: object, screen: str) -> None:
    """The statistics page, the history list or a replay, on a throw-away demo history."""
    from .demo_history import fill_demo_history, use_scratch_home
    from .window import MainWindow

    assert isinstance(window, MainWindow)
    use_scratch_home()
    last = fill_demo_history()
    features = window.history
    if screen == "replay":
        features.replay_recorded(last)
        features.replay_page.go(features.replay_page.last_step // 2)
        return
    features.show_history()
    page = features.history_page
    if screen == "stats":
        page.tabs.setCurrentIndex(1)


def screenshot(app: object, opts: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from .window import MainWindow

    w, h = (int(v) for v in opts.size.lower().split("x"))
    window = MainWindow(persist_settings=False)
    welcome: Any = window.front  # the first game's (Welcome To…'s) front
    welcome.controller.autosave_enabled = False
    window.resize(w, h)
    window.show()
    if opts.game != welcome.game.id:  # another game: the window switches to it for the demo
        other = _game_front(window, opts)
        if other is None:
            close_tool_window(window)
            return 2
        other.controller.autosave_enabled = False
        other.prepare_demo(opts.screen or "board", _seed(opts))
    else:
        _prepare(window, opts)
    for _ in range(5):
        QApplication.processEvents()
    window.resize(w, h)
    welcome.table.dealer.stop()  # the cards as dealt, not in flight
    QApplication.processEvents()
    image = window.grab()
    Path(opts.screenshot).parent.mkdir(parents=True, exist_ok=True)
    ok = image.save(opts.screenshot, "PNG")
    close_tool_window(window)
    if not ok:
        print(f"could not write {opts.screenshot}", file=sys.stderr)
        return 1
    return 0


def close_tool_window(window: MainWindow) -> None:
    """Close a window a tool (screenshot, smoke test) drove: its demo turn is not the user's,
    so closing asks nothing (a question would wait for a click no one can give offscreen)."""
    for front in window.fronts.values():
        front.session.ask_yes_no = lambda title, text: True
    window.close()


def _play_one_round(window: MainWindow, timer: QElapsedTimer) -> bool:
    """The human seat plays a computer player's move through the turn steps and confirms;
    True once the round is over (the smoke test's check of a game)."""
    from PySide6.QtWidgets import QApplication

    from .demo import bot_move, play_move

    c = window.controller
    reason = play_move(c, bot_move(c))
    if reason is not None:
        print(f"smoke test: move refused: {reason}", file=sys.stderr)
        return False
    start_round = c.state.round if c.state else 0
    window.board_page.confirm_turn()
    deadline = timer.elapsed() + 30000
    while c.state is not None and c.state.round == start_round and not c.state.over:
        if timer.elapsed() > deadline:
            print("smoke test: the computer players did not answer", file=sys.stderr)
            return False
        QApplication.processEvents()
    return True


def smoke_test(app: object, opts: argparse.Namespace) -> int:
    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.ui.charts import chart_missing_lines

    from .demo import demo_setup
    from .end_screen import make_chart
    from .window import MainWindow

    window = MainWindow(persist_settings=False)
    window.controller.autosave_enabled = False
    painted: list[float] = []
    window.board_view.painted.connect(lambda: painted.append(process_age_ms()))
    window.resize(1280, 720)
    window.show()
    seed = opts.seed if opts.seed is not None else 1
    window.start_game(demo_setup(seed))
    timer = QElapsedTimer()
    timer.start()
    while not painted and timer.elapsed() < 5000:
        QApplication.processEvents()
    if painted:
        print(f"first-paint-ms: {painted[0]:.1f}", flush=True)
    c = window.controller
    if not _play_one_round(window, timer):
        return 1
    print("round: 1 played", flush=True)
    chart = make_chart(c.score_history(), ["A", "B"])
    chart.resize(480, 260)
    missing = chart_missing_lines(chart)
    chart.deleteLater()
    if missing:
        print(f"smoke test: the score chart did not draw {missing}", file=sys.stderr)
        return 1
    print("chart: ok", flush=True)
    for sheet in ("ice_cream", "lights", "eggs"):  # one round on each thematic sheet
        window.start_game(demo_setup(seed, sheet=sheet))
        if not _play_one_round(window, timer):
            return 1
        print(f"sheet {sheet}: round 1 played", flush=True)
    c.shutdown()
    code = _smoke_other_games(window, seed)
    close_tool_window(window)
    return code


def _smoke_other_games(window: MainWindow, seed: int) -> int:
    """A round of every other game of the registry, in the same window (switched to it)."""
    from welcome_desktop.shell.registry import all_games

    first = window.front.game.id
    for game in all_games():
        if game.id == first or game.make_front is None:
            continue
        other = window.switch_to(game)
        smoke_round = getattr(other, "smoke_round", None)
        if smoke_round is None:
            continue
        try:
            lines = smoke_round(seed)
        except RuntimeError as err:
            print(f"smoke test: {game.id}: {err}", file=sys.stderr)
            return 1
        finally:
            other.controller.shutdown()
        for line in lines:
            print(line, flush=True)
    return 0
