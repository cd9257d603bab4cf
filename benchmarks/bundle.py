"""Frozen bundle: size on disk against the floor, and start-up time frozen vs from source.

Usage: python benchmarks/bundle.py [--bundle dist/welcome-desktop] [--runs 5] [--no-timing]
Without --bundle (or when it is missing) the bundle is built first into a temporary folder.
The floor is always built: a minimal PySide6 + pyqtgraph window (packaging/floor_entry.py)
frozen by the same spec, i.e. the least the product brief's own packages cost. Prints the
bundle size, the floor size and the difference (goal: at most 20 MB), the biggest parts, then
the median of N runs of `--version` (process start to exit) and of `--smoke-test` (time to first
paint of the board, as the app reports it, and the whole smoke test), frozen vs
`python -m welcome_desktop`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "packaging"))

import freeze  # noqa: E402

APP = freeze.APP
#: The game may add at most this much to the floor (PySide6 + pyqtgraph frozen the same way).
GOAL_DIFFERENCE_MB = 20.0


def build(target: Path) -> Path:
    freeze.build(target / "dist", target / "build").check_returncode()
    return target / "dist" / APP


def build_floor(target: Path) -> Path:
    freeze.build(target / "floor-dist", target / "floor-build", floor=True).check_returncode()
    return target / "floor-dist" / freeze.FLOOR


def check_floor(floor: Path, env: dict[str, str]) -> None:
    """The floor must really run and draw, or its size means nothing."""
    exe = floor / (freeze.FLOOR + (".exe" if sys.platform == "win32" else ""))
    _elapsed, out = timed([str(exe), "--smoke-test"], env)
    if "floor: ok" not in out:
        raise RuntimeError(f"the floor bundle did not draw its chart:\n{out}")


def size_mb(path: Path) -> float:
    total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 1e6


def biggest_parts(bundle: Path, count: int = 8) -> list[tuple[str, float]]:
    root = bundle / "_internal"
    parts: dict[str, float] = {}
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            rel = path.relative_to(root).parts
            key = "/".join(rel[:3]) if rel[0] == "PySide6" and len(rel) > 3 else "/".join(rel[:2])
            parts[key] = parts.get(key, 0.0) + path.stat().st_size / 1e6
    return sorted(parts.items(), key=lambda item: -item[1])[:count]


def run_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("WELCOME_DESKTOP_")}
    env.update(QT_QPA_PLATFORM="offscreen", WELCOME_DESKTOP_HOME=str(home))
    return env


def timed(command: list[str], env: dict[str, str]) -> tuple[float, str]:
    start = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    elapsed = (time.perf_counter() - start) * 1000.0
    if result.returncode != 0:
        raise RuntimeError(f"{command} failed:\n{result.stdout}\n{result.stderr}")
    return elapsed, result.stdout


def first_paint(stdout: str) -> float | None:
    for line in stdout.splitlines():
        if line.startswith("first-paint-ms:"):
            return float(line.split(":", 1)[1])
    return None


def measure(label: str, command: list[str], runs: int, env: dict[str, str]) -> dict[str, float]:
    timed([*command, "--version"], env)  # warm the file cache once
    versions = [timed([*command, "--version"], env)[0] for _ in range(runs)]
    smoke_total: list[float] = []
    paints: list[float] = []
    for _ in range(runs):
        elapsed, out = timed([*command, "--smoke-test", "--lang", "en"], env)
        smoke_total.append(elapsed)
        paint = first_paint(out)
        if paint is not None:
            paints.append(paint)
    figures = {
        "version_ms": statistics.median(versions),
        "smoke_ms": statistics.median(smoke_total),
    }
    if paints:
        figures["first_paint_ms"] = statistics.median(paints)
    shown = ", ".join(f"{key} {value:7.1f}" for key, value in figures.items())
    print(f"{label:8s} median of {runs}: {shown}")
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=REPO / "dist" / APP)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-timing", action="store_true", help="sizes only")
    args = parser.parse_args(argv)
    exe = APP + (".exe" if sys.platform == "win32" else "")
    with tempfile.TemporaryDirectory(prefix="welcome-bench-") as tmp:
        bundle = args.bundle
        if not (bundle / exe).is_file():
            print(f"no bundle at {bundle}: building one (PyInstaller)...", flush=True)
            bundle = build(Path(tmp))
        print("building the floor (PySide6 + pyqtgraph window, same spec)...", flush=True)
        floor = build_floor(Path(tmp))
        env = run_env(Path(tmp) / "home")
        check_floor(floor, env)
        mb, floor_mb = size_mb(bundle), size_mb(floor)
        difference = mb - floor_mb
        verdict = "within" if difference <= GOAL_DIFFERENCE_MB else "OVER"
        print(f"bundle {bundle}: {mb:.1f} MB")
        print(f"floor  (PySide6 + pyqtgraph): {floor_mb:.1f} MB")
        print(
            f"difference: {difference:.1f} MB ({verdict} the {GOAL_DIFFERENCE_MB:.0f} MB goal)",
            flush=True,
        )
        for part, part_mb in biggest_parts(bundle):
            print(f"  {part_mb:6.1f} MB  {part}")
        if args.no_timing:
            return 0
        frozen = measure("frozen", [str(bundle / exe)], args.runs, env)
        source = measure("source", [sys.executable, "-m", APP.replace("-", "_")], args.runs, env)
        for key in frozen:
            if key in source:
                print(f"{key}: frozen/source = {frozen[key] / source[key]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
