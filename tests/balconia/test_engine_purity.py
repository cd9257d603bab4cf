"""The Balconia engine is pure like the other engines: no Qt, no files, sockets or processes, and
nothing of the other games; checked by the same static scan and the same guarded run as
tests/engine/test_engine_purity.py."""

from __future__ import annotations

import textwrap
from pathlib import Path

import welcome_desktop.games.balconia.engine as balconia_engine
from tests.loaded_modules import loaded_by

from ..engine.test_engine_purity import call_problems, guarded_run, import_problems, run_python

ENGINE_DIR = Path(balconia_engine.__file__).parent
PACKAGE = "welcome_desktop.games.balconia.engine"

PLAY = textwrap.dedent(
    """
    before = set(sys.modules)
    from welcome_desktop.games.balconia.engine import (
        SIDES, Action, GameConfig, apply, legal_actions, new_game, random_action, view_for,
    )

    for seed in range(8):
        cfg = GameConfig(
            seed=seed, anywhere=bool(seed & 1), entrance_anywhere=bool(seed & 2),
            long_game=bool(seed & 4),
        )
        state = new_game(cfg)
        rng = random.Random(seed)
        while not state.over:
            for side in SIDES:
                view_for(state, side)
            legal_actions(state)
            action = random_action(state, rng)
            assert Action.from_json(action.to_json()) == action
            state = apply(state, action)
        state.final_scores()
        state.winners()
    """
)
BALCONIA_RUN = guarded_run(PACKAGE, "balconia", PLAY)


def test_balconia_engine_runs_with_qt_blocked_and_io_forbidden() -> None:
    result = run_python(BALCONIA_RUN)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "pure"


def test_the_balconia_guard_catches_io_and_outside_imports() -> None:
    result = run_python(BALCONIA_RUN.replace('print("pure")', 'open("x")'))
    assert result.returncode != 0 and "PermissionError" in result.stderr
    outside = BALCONIA_RUN.replace(
        "loaded =", "import welcome_desktop.games.pompeji.engine.game\nloaded =", 1
    )
    result = run_python(outside)
    assert result.returncode == 1 and "welcome_desktop.games.pompeji.engine" in result.stdout


def test_no_balconia_engine_module_imports_io_qt_or_outside_code() -> None:
    files = sorted(ENGINE_DIR.rglob("*.py"))
    assert len(files) >= 8
    assert import_problems(files, PACKAGE) == []


def test_no_balconia_engine_module_calls_open_input_exec_or_eval() -> None:
    assert call_problems(sorted(ENGINE_DIR.rglob("*.py"))) == []


def test_the_balconia_package_does_not_import_qt_or_the_other_games() -> None:
    modules = ["welcome_desktop.games.balconia", PACKAGE]
    assert loaded_by(modules, ["PySide6", "shiboken"]) == []
    others = ["welcome_desktop.games.welcome", "welcome_desktop.games.pompeji"]
    assert loaded_by(modules, others) == []
