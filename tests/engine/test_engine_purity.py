"""The engine is pure: it never imports Qt and never touches files, sockets or processes."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import welcome_desktop.games.welcome.engine

ENGINE_DIR = Path(welcome_desktop.games.welcome.engine.__file__).parent
REPO_ROOT = ENGINE_DIR.parents[3]
FORBIDDEN = {
    "os",
    "io",
    "pathlib",
    "json",
    "socket",
    "subprocess",
    "shutil",
    "tempfile",
    "PySide6",
    "PyQt5",
    "PyQt6",
    "shiboken6",
}
# Pure modules the game engines share (each engine may import these and nothing else of ours).
SHARED_PURE = ("welcome_desktop.app.code_format",)
SHARED_PURE_FILE = REPO_ROOT / "welcome_desktop" / "app" / "code_format.py"

# Runs in a fresh interpreter: Qt imports are blocked and every file/socket/process function
# raises (and is recorded, in case the engine swallowed the error), then a few games are played.
GUARDED_RUN = textwrap.dedent(
    """
    import builtins, importlib.abc, io, os, random, socket, subprocess, sys

    attempts = []

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}:
                attempts.append("import " + name)
                raise ImportError("Qt is not allowed in the engine: " + name)
            return None

    sys.meta_path.insert(0, BlockQt())

    def forbid(name):
        def refuse(*args, **kwargs):
            attempts.append(name)
            raise PermissionError("the engine may not call " + name)
        return refuse

    builtins.open = forbid("open")
    io.open = forbid("io.open")
    for fn in ("open", "listdir", "scandir", "remove", "unlink", "rename", "replace", "mkdir",
               "makedirs", "rmdir", "stat", "lstat", "walk", "fdopen", "system", "popen",
               "getcwd", "chdir"):
        setattr(os, fn, forbid("os." + fn))
    socket.socket = forbid("socket.socket")
    subprocess.Popen = forbid("subprocess.Popen")

    before = set(sys.modules)
    from welcome_desktop.games.welcome.engine import (
        GameConfig, Mode, new_game, play_round, random_move, view_for, moves_for_sheet
    )
    from welcome_desktop.games.welcome.engine.game_code import code_for, decode

    assert decode(code_for(GameConfig(mode=Mode.SOLO, seats=1, seed=5))).seed == 5

    for mode, seats, advanced in [
        (Mode.SOLO, 1, False), (Mode.STANDARD, 2, False), (Mode.STANDARD, 4, True),
        (Mode.EXPERT, 3, False),
    ]:
        for seed in range(3):
            state = new_game(GameConfig(mode=mode, seats=seats, advanced=advanced, seed=seed))
            rng = random.Random(seed)
            while not state.over:
                for seat in range(seats):
                    view_for(state, seat)
                    next(iter(moves_for_sheet(state.sheets[seat], state.offers[seat],
                                              advanced=advanced)))
                moves = [random_move(state.sheets[s], state.offers[s], rng, advanced=advanced)
                         for s in range(seats)]
                state = play_round(state, moves)
            state.scores()
            state.ranking()

    loaded = set(sys.modules) - before
    ours = sorted(m for m in loaded if m.startswith("welcome_desktop"))
    # The engine's parent packages are loaded first (they import nothing themselves), and the
    # pure modules the engines share.
    PARENTS = {"welcome_desktop", "welcome_desktop.games", "welcome_desktop.app",
               "welcome_desktop.app.code_format",
               "welcome_desktop.games.welcome"}
    outside = [m for m in ours if not m.startswith("welcome_desktop.games.welcome.engine")
               and m not in PARENTS]
    qt = sorted(m for m in sys.modules if m.split(".")[0] in {"PySide6", "shiboken6"})
    if attempts or outside or qt:
        print("attempts:", attempts, "outside:", outside, "qt:", qt)
        sys.exit(1)
    print("pure")
    """
)


def guarded_run(package: str, game: str, play: str) -> str:
    """The guard above (Qt blocked, I/O raising) around another engine's ``play`` code (which
    starts with ``before = set(sys.modules)``): only ``package`` and the parent packages of
    ``game`` (``welcome_desktop.games.<game>``) may be loaded."""
    start = GUARDED_RUN.index("before = set(sys.modules)")
    end = GUARDED_RUN.index("loaded = set(sys.modules) - before")
    check = (
        GUARDED_RUN[end:]
        .replace(
            'not m.startswith("welcome_desktop.games.welcome.engine")',
            f'not m.startswith("{package}")',
        )
        .replace('"welcome_desktop.games.welcome"}', f'"welcome_desktop.games.{game}"}}')
    )
    assert check != GUARDED_RUN[end:]
    return GUARDED_RUN[:start] + play + check


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` run by a fresh interpreter in the repository."""
    return subprocess.run(
        [sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, timeout=300
    )


def test_engine_runs_with_qt_blocked_and_io_forbidden() -> None:
    result = subprocess.run(
        [sys.executable, "-c", GUARDED_RUN],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "pure"


def test_the_guard_itself_catches_io() -> None:
    # The same harness must fail when the code under it opens a file.
    leaky = GUARDED_RUN.replace('print("pure")', 'open(__file__ if "__file__" in dir() else "x")')
    result = subprocess.run(
        [sys.executable, "-c", leaky], cwd=REPO_ROOT, capture_output=True, text=True, timeout=300
    )
    assert result.returncode != 0
    assert "PermissionError" in result.stderr


def imported_modules(path: Path) -> list[tuple[str, int]]:
    """(module, relative level) of every import statement in a source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((alias.name, 0) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            out.append((node.module or "", node.level))
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__":
            out.append(("__import__", 0))
    return out


def import_problems(files: list[Path], package: str) -> list[str]:
    """Each import of an engine's files that reaches I/O, Qt, importlib, outside the engine
    by a relative path, or a module of ours other than the engine ``package`` and the shared
    pure modules."""
    bad = []
    for path in files:
        for module, level in imported_modules(path):
            top = module.split(".")[0]
            if level == 0 and (top in FORBIDDEN or top in {"__import__", "importlib"}):
                bad.append(f"{path.name}: import {module}")
            if level >= 2:
                bad.append(f"{path.name}: reaches outside the engine (level {level} {module})")
            if (
                level == 0
                and top == "welcome_desktop"
                and not module.startswith(package)
                and module not in SHARED_PURE
            ):
                bad.append(f"{path.name}: imports {module}")
    return bad


def call_problems(files: list[Path]) -> list[str]:
    """Each call of open, input, exec or eval in the files (file:line)."""
    bad = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in {
                "open",
                "input",
                "exec",
                "eval",
            }:
                bad.append(f"{path.name}:{node.lineno}")
    return bad


def test_no_engine_module_imports_io_or_qt() -> None:
    files = sorted(ENGINE_DIR.rglob("*.py"))
    assert len(files) >= 10
    assert import_problems(files, "welcome_desktop.games.welcome.engine") == []


def test_the_shared_pure_modules_import_nothing_of_ours_and_no_io() -> None:
    bad = [
        module
        for module, level in imported_modules(SHARED_PURE_FILE)
        if level or module.split(".")[0] in FORBIDDEN | {"welcome_desktop", "importlib"}
    ]
    assert bad == []


def test_no_engine_module_calls_open() -> None:
    assert call_problems([*sorted(ENGINE_DIR.rglob("*.py")), SHARED_PURE_FILE]) == []


def test_the_static_check_would_catch_a_bad_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\nfrom PySide6 import QtCore\nfrom ..persistence import x\n")
    found = imported_modules(sample)
    assert ("os", 0) in found and ("PySide6", 0) in found and ("persistence", 2) in found
    assert len(import_problems([sample], "welcome_desktop.games.welcome.engine")) == 3
    sample.write_text("import welcome_desktop.games.pompeji.engine\nopen('x')\n")
    assert import_problems([sample], "welcome_desktop.games.welcome.engine") != []
    assert call_problems([sample]) == ["sample.py:2"]
