"""Session fixtures for the packaging tests: one frozen bundle built per test session."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))

import freeze  # noqa: E402

APP = freeze.APP
#: Point at an existing dist/welcome-desktop to skip the build while iterating locally.
BUNDLE_ENV = "WELCOME_DESKTOP_TEST_BUNDLE"


@pytest.fixture(scope="session")
def frozen_bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build dist/welcome-desktop with PyInstaller once per test process (each xdist worker)
    and return its folder."""
    existing = os.environ.get(BUNDLE_ENV)
    if existing:
        return Path(existing).resolve()
    root = tmp_path_factory.mktemp("pyinstaller")
    result = freeze.build(root / "dist", root / "build", capture=True)
    assert result.returncode == 0, f"PyInstaller failed:\n{result.stdout}\n{result.stderr}"
    bundle = root / "dist" / APP
    assert (bundle / executable_name()).is_file()
    return bundle


def executable_name() -> str:
    return freeze.executable_name()


@pytest.fixture
def run_frozen(
    frozen_bundle: Path, tmp_path: Path
) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run the frozen app offscreen with a throw-away user folder; returns CompletedProcess."""

    def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("WELCOME_DESKTOP_", "PYTHON", "QT_"))
        }
        env.update(
            QT_QPA_PLATFORM="offscreen",
            WELCOME_DESKTOP_HOME=str(tmp_path / "home"),
            LANG="C.UTF-8",
            LC_ALL="C.UTF-8",
        )
        return subprocess.run(
            [str(frozen_bundle / executable_name()), *args],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=timeout,
        )

    return run
