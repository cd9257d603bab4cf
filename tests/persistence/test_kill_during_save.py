"""A process killed (SIGKILL) at any moment while it saves never leaves a damaged file: the save
is always a whole version that was written, the only debris is temporary files of the
recognised pattern, and the next start's clean-up removes exactly those. Also through a link:
the file the link points to is replaced, the link stays."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from welcome_desktop.persistence import atomic

ROOT = Path(__file__).resolve().parents[2]
WRITER = """
import sys
from welcome_desktop.persistence.atomic import atomic_write_json
target = sys.argv[1]
n = 1
atomic_write_json(target, {"version": n, "filler": "x" * n * 8})
print("ready", flush=True)  # one save done: the kill comes while later ones are written
while True:
    n += 1
    atomic_write_json(target, {"version": n, "filler": "x" * (n % 7919) * 8})
"""


@pytest.mark.parametrize("through_link", [False, True], ids=["file", "link"])
def test_killed_while_saving_the_save_stays_whole(tmp_path: Path, through_link: bool) -> None:
    real = tmp_path / "data" / "autosave.json"
    real.parent.mkdir()
    atomic.atomic_write_json(real, {"version": 0, "filler": ""})
    target = real
    if through_link:
        target = tmp_path / "link.json"
        target.symlink_to(real)
    rng = random.Random(15)
    last = 0
    for _ in range(6):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
        )
        assert child.stdout is not None and child.stdout.readline() == b"ready\n"
        time.sleep(rng.uniform(0.0, 0.05))
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        data = json.loads(real.read_text(encoding="utf-8"))  # always whole JSON
        assert isinstance(data["version"], int) and data["version"] >= 0
        assert data["filler"] == "x" * (data["version"] % 7919) * 8
        last = max(last, data["version"])
        if through_link:
            assert target.is_symlink() and target.resolve() == real.resolve()
    debris = [p for p in real.parent.iterdir() if p != real]
    assert all(p.name.startswith(".autosave.json.") and p.name.endswith(".tmp") for p in debris)
    assert atomic.remove_leftovers(real.parent, min_age=0) == len(debris)
    assert [p.name for p in real.parent.iterdir()] == ["autosave.json"]
    assert last >= 1
