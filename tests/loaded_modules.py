"""What a fresh interpreter loads when it imports some of our modules: for the tests that keep
the layers apart (no Qt under the engines, the saves and the CLI; no widgets in the app layer)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def loaded_by(modules: Sequence[str], prefixes: Sequence[str]) -> list[str]:
    """The loaded modules whose names start with one of ``prefixes`` after a new interpreter
    imports ``modules`` (and nothing else), sorted."""
    code = "".join(f"import {m}\n" for m in modules) + (
        "import json, sys\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.startswith({tuple(prefixes)!r}))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    loaded: list[str] = json.loads(done.stdout.splitlines()[-1])
    return loaded
