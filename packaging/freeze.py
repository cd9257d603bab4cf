"""The one PyInstaller command that builds dist/welcome-desktop (used by tests and benchmarks).

`make dist` runs the same spec; this module lets Python callers build into a folder of their
choice without repeating the command line.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "welcome_desktop.spec"
APP = "welcome-desktop"
#: The bundle-size floor's folder name (a minimal PySide6 + pyqtgraph window, same spec).
FLOOR = "floor"


def executable_name() -> str:
    return APP + (".exe" if sys.platform == "win32" else "")


def pyinstaller_command(dist: Path, work: Path) -> list[str]:
    """The spec built by this interpreter into dist/welcome-desktop, scratch files in work."""
    return [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]


def build(
    dist: Path, work: Path, *, capture: bool = False, floor: bool = False
) -> subprocess.CompletedProcess[str]:
    """Run PyInstaller from the repository root; the caller checks returncode (or captures).

    ``floor``: build dist/floor instead, packaging/floor_entry.py frozen the same way."""
    env = dict(os.environ)
    env.pop("WELCOME_DESKTOP_FREEZE_FLOOR", None)
    if floor:
        env["WELCOME_DESKTOP_FREEZE_FLOOR"] = "1"
    return subprocess.run(
        pyinstaller_command(dist, work),
        cwd=REPO,
        env=env,
        capture_output=capture,
        text=True,
        timeout=900,
        check=False,
    )
