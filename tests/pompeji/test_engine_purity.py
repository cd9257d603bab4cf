"""The Pompeji engine is pure like Welcome's: no Qt, no files, sockets or processes; checked by
the same static scan and the same guarded run as tests/engine/test_engine_purity.py."""

from __future__ import annotations

import textwrap
from pathlib import Path

import welcome_desktop.games.pompeji.engine as pompeji_engine
from tests.loaded_modules import loaded_by

from ..engine.test_engine_purity import call_problems, guarded_run, import_problems, run_python

ENGINE_DIR = Path(pompeji_engine.__file__).parent
PACKAGE = "welcome_desktop.games.pompeji.engine"

PLAY = textwrap.dedent(
    """
    before = set(sys.modules)
    from welcome_desktop.games.pompeji.engine import (
        GameConfig, Special, apply, legal_actions, new_game, random_action, sample_state,
        view_for,
    )
    from welcome_desktop.games.pompeji.engine.game_code import code_for, decode

    assert decode(code_for(GameConfig(seats=4, seed=9))).config() == GameConfig(seats=4, seed=9)

    for seats in (2, 3, 4):
        for seed in range(3):
            special = Special.DOUBLE if seed == 2 else Special.PERMIT
            state = new_game(GameConfig(seats=seats, seed=seed, special=special))
            rng = random.Random(seed)
            while not state.over:
                sample_state(view_for(state, state.current_seat), rng)
                legal_actions(state)
                state = apply(state, random_action(state, rng))
            state.final_scores()
            state.ranks()
    """
)
POMPEJI_RUN = guarded_run(PACKAGE, "pompeji", PLAY)


def test_pompeji_engine_runs_with_qt_blocked_and_io_forbidden() -> None:
    result = run_python(POMPEJI_RUN)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "pure"


def test_the_pompeji_guard_catches_io_and_outside_imports() -> None:
    leaky = POMPEJI_RUN.replace('print("pure")', 'open("x")')
    result = run_python(leaky)
    assert result.returncode != 0 and "PermissionError" in result.stderr
    outside = POMPEJI_RUN.replace(
        "loaded =", "import welcome_desktop.games.welcome.engine.game\nloaded =", 1
    )
    result = run_python(outside)
    assert result.returncode == 1 and "welcome_desktop.games.welcome.engine" in result.stdout


def test_no_pompeji_engine_module_imports_io_qt_or_outside_code() -> None:
    files = sorted(ENGINE_DIR.rglob("*.py"))
    assert len(files) >= 8
    assert import_problems(files, PACKAGE) == []


def test_no_pompeji_engine_module_calls_open_input_exec_or_eval() -> None:
    assert call_problems(sorted(ENGINE_DIR.rglob("*.py"))) == []


def test_bots_save_codec_history_and_simulation_do_not_import_qt() -> None:
    modules = [
        "welcome_desktop.games.pompeji.bots",
        "welcome_desktop.games.pompeji.save_codec",
        "welcome_desktop.games.pompeji.history",
        "welcome_desktop.games.pompeji.simulate",
    ]
    assert loaded_by(modules, ["PySide6", "shiboken"]) == []
