"""Persistence and the command line stay free of Qt (they must run headless and in tools)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_persistence_and_cli_do_not_import_qt() -> None:
    code = (
        "import sys\n"
        "import welcome_desktop.games.welcome.persistence.saves\n"
        "import welcome_desktop.games.welcome.persistence.sheet_format\n"
        "import welcome_desktop.games.welcome.persistence.paper_file\n"
        "import welcome_desktop.persistence.settings, welcome_desktop.persistence.paths\n"
        "import welcome_desktop.persistence.safe_io, welcome_desktop.persistence.problem_log\n"
        "import welcome_desktop.persistence.atomic\n"
        "import welcome_desktop.cli\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken', 'pyqtgraph'))]\n"
        "print(','.join(qt))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == ""
