"""The PyInstaller bundle runs with no Python installed: version, smoke test, languages, art."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from welcome_desktop import __version__

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow

RunFrozen = Callable[..., subprocess.CompletedProcess[str]]


def internal(bundle: Path) -> Path:
    """PyInstaller >= 6 keeps everything but the executable in _internal/ (sys._MEIPASS)."""
    return bundle / "_internal"


def test_frozen_version_prints_the_package_version(run_frozen: RunFrozen) -> None:
    result = run_frozen("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"welcome-desktop {__version__}"


def test_frozen_smoke_test_plays_a_round_and_draws_the_score_chart(run_frozen: RunFrozen) -> None:
    result = run_frozen("--smoke-test", "--lang", "en")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert "round: 1 played" in lines
    # the end screen's chart rendered every player's line in its colour inside the frozen app
    assert "chart: ok" in lines
    assert "pompeji chart: ok" in lines  # a Pompeji round and its chart, frozen too
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_frozen_app_loads_french_and_russian(run_frozen: RunFrozen, code: str) -> None:
    result = run_frozen("--smoke-test", "--lang", code)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"language: {code} loaded" in result.stdout.splitlines()


@pytest.mark.parametrize("screen", ["board", "end"])
def test_frozen_screenshot_renders_the_board_and_the_score_chart(
    run_frozen: RunFrozen, tmp_path: Path, screen: str
) -> None:
    from PySide6.QtGui import QImage

    target = tmp_path / f"{screen}.png"
    result = run_frozen("--screenshot", str(target), "--screen", screen, "--demo", "4")
    assert result.returncode == 0, result.stdout + result.stderr
    image = QImage(str(target))
    assert not image.isNull()
    assert (image.width(), image.height()) == (1280, 720)
    # the art (board) or the chart's lines (end) were drawn: far from one flat colour
    colours = {image.pixel(x, y) for x in range(0, 1280, 20) for y in range(0, 720, 20)}
    assert len(colours) > 20


def test_bundle_carries_art_rules_and_translations_in_the_source_layout(
    frozen_bundle: Path,
) -> None:
    root = internal(frozen_bundle)
    for svg in sorted((REPO / "resources" / "art").glob("*.svg")):
        assert (root / "resources" / "art" / svg.name).is_file(), svg.name
    assert (root / "resources" / "art" / "app_icon.png").is_file()
    for page in sorted((REPO / "resources" / "rules").rglob("*.html")):
        rel = page.relative_to(REPO)
        assert (root / rel).is_file(), rel
    for ts in sorted((REPO / "i18n").glob("*.ts")):
        assert (root / "i18n" / f"{ts.stem}.qm").is_file(), ts.stem
    # development aids stay out
    assert not (root / "resources" / "art" / "preview.py").exists()
    assert not (root / "i18n" / "en_XA.qm").exists()


def test_bundle_leaves_out_what_the_game_does_not_use(frozen_bundle: Path) -> None:
    root = internal(frozen_bundle)
    names = {path.name for path in root.rglob("*")}
    unwanted_modules = ("PyQt5", "PyQt6", "PySide2", "tkinter", "_tkinter", "pytest", "hypothesis")
    # the charts are pyqtgraph's (with numpy), without its 3D, notebook and demo parts
    assert (root / "pyqtgraph").is_dir() and (root / "numpy").is_dir()
    for part in ("opengl", "jupyter", "examples", "flowchart", "console"):
        assert not (root / "pyqtgraph" / part).exists(), part
    for unwanted in unwanted_modules:
        assert not any(name == unwanted or name.startswith(unwanted + ".") for name in names), (
            unwanted
        )
    forbidden = re.compile(r"Qt6?(Network|Qml|Quick|WebEngine|Pdf|Multimedia|3D|Charts)")
    assert not [name for name in names if forbidden.search(name)]
    plugins = root / "PySide6" / "Qt" / "plugins"
    if sys.platform.startswith("linux"):
        kept = {p.relative_to(plugins).as_posix() for p in plugins.rglob("*.so")}
        assert {"platforms/libqxcb.so", "platforms/libqoffscreen.so"} <= kept
        assert "imageformats/libqsvg.so" in kept
        assert "platformthemes/libqgtk3.so" not in kept
        assert not any(p.startswith(("sqldrivers/", "tls/", "qmltooling/")) for p in kept)
        assert not any(name.startswith(("libgtk-3", "libcairo", "libpango")) for name in names)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldd is Linux only")
def test_every_bundled_library_finds_its_dependencies(frozen_bundle: Path) -> None:
    """Pruning libraries must not break any kept extension module or Qt plugin."""
    root = internal(frozen_bundle)
    search = [root, root / "PySide6" / "Qt" / "lib"]
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(p) for p in search))
    ldd = shutil.which("ldd")
    assert ldd is not None
    missing: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        out = subprocess.run([ldd, str(path)], capture_output=True, text=True, env=env).stdout
        lost = [line.split()[0] for line in out.splitlines() if "not found" in line]
        if lost:
            missing[str(path.relative_to(root))] = lost
    # only what the .deb's Depends provide may come from the system
    sys.path.insert(0, str(REPO / "packaging"))
    import build_deb

    unexpected = {
        lib: users
        for lib, users in _by_library(missing).items()
        if build_deb.SYSTEM_LIBRARIES.get(lib) not in build_deb.DEPENDS
    }
    assert unexpected == {}


def _by_library(missing: dict[str, list[str]]) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for user, libs in missing.items():
        for lib in libs:
            result.setdefault(lib, []).append(user)
    return result


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt links its own ICU on Linux")
def test_bundle_carries_icu_data_trimmed_to_the_shipped_languages(frozen_bundle: Path) -> None:
    sys.path.insert(0, str(REPO / "packaging"))
    import icu_data
    import PySide6

    if icu_data.find_c_compiler() is None:
        pytest.skip("no C compiler here: the build keeps the full ICU data (docs/packaging.md)")
    bundled = next((internal(frozen_bundle) / "PySide6" / "Qt" / "lib").glob("libicudata.so.*"))
    wheel = Path(PySide6.__file__).parent / "Qt" / "lib" / bundled.name
    assert bundled.stat().st_size * 4 < wheel.stat().st_size
    assert icu_data.read_soname(bundled) == icu_data.read_soname(wheel)
    names = set(icu_data.parse_package(icu_data.read_icu_symbol(bundled)[1]).items)
    prefix = next(iter(names)).split("/")[0]
    for code in ("fr", "ru", "en"):  # every shipped language keeps its collation and locale data
        assert f"{prefix}/coll/{code}.res" in names and f"{prefix}/{code}.res" in names
    assert f"{prefix}/coll/zh.res" not in names
    assert not [name for name in names if name.endswith(".cnv")]
