"""The one PyInstaller command that builds dist/welcome-desktop (used by tests and benchmarks).

`make dist` runs the same spec; this module lets Python callers build into a folder of their
choice without repeating the command line.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "welcome_desktop.spec"
APP = "welcome-desktop"


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


def build(dist: Path, work: Path, *, capture: bool = False) -> subprocess.CompletedProcess[str]:
    """Run PyInstaller from the repository root; the caller checks returncode (or captures)."""
    return subprocess.run(
        pyinstaller_command(dist, work),
        cwd=REPO,
        capture_output=capture,
        text=True,
        timeout=900,
        check=False,
    )
