"""Build helpers: which Qt files stay, translation names, version strings, Windows/macOS icons."""

from __future__ import annotations

import ast
import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))

import build_deb  # noqa: E402
import make_icons  # noqa: E402
import spec_helpers  # noqa: E402


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
        ("PySide6/Qt/lib/libQt6OpenGL.so.6", True),  # kept only if a platform plugin links it
        ("PySide6/Qt/lib/libQt6Network.so.6", False),
        ("PySide6/Qt/lib/libQt6QmlModels.so.6", False),
        ("PySide6/Qt/lib/libQt6Quick.so.6", False),
        ("PySide6/Qt6Pdf.dll", False),
        ("PySide6/Qt6Widgets.dll", True),
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", False),
        ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", True),
        ("python3.11/lib-dynload/_struct.cpython-311-x86_64-linux-gnu.so", True),
    ],
)
def test_keep_qt_file(dest: str, kept: bool) -> None:
    assert spec_helpers.keep_qt_file(dest) is kept


def test_qt_catalogs_only_for_shipped_languages() -> None:
    langs = {"en", "fr", "ru"}
    base = "PySide6/Qt/translations/"
    assert spec_helpers.keep_qt_translation(base + "qtbase_fr.qm", langs)
    assert spec_helpers.keep_qt_translation(base + "qtbase_ru.qm", langs)
    assert not spec_helpers.keep_qt_translation(base + "qtbase_de.qm", langs)
    assert not spec_helpers.keep_qt_translation(base + "qtdeclarative_fr.qm", langs)
    assert not spec_helpers.keep_qt_translation(base + "qtbase_fa.qm", langs)
    assert spec_helpers.keep_qt_translation("i18n/fr.qm", langs)


@pytest.mark.parametrize(
    ("name", "code"),
    [("fr.ts", "fr"), ("ru.qm", "ru"), ("welcome_desktop_de.ts", "de"), ("pt_BR.ts", "pt_BR")],
)
def test_language_of_catalog_file(name: str, code: str) -> None:
    assert spec_helpers.language_of(Path(name)) == code


def test_translations_are_compiled_from_the_catalogs(tmp_path: Path) -> None:
    produced = spec_helpers.compile_translations(REPO / "i18n", tmp_path)
    names = {qm.name for qm in produced}
    assert {"fr.qm", "ru.qm"} <= names
    assert "en_XA.qm" not in names
    assert all(qm.stat().st_size > 0 for qm in produced)
    assert (tmp_path / "fr.qm").read_bytes()[:4] == b"\x3c\xb8\x64\x18"  # Qt .qm magic


def test_resource_datas_mirror_the_repository_layout() -> None:
    pairs = spec_helpers.resource_datas(REPO)
    dests = {(Path(src).name, dest) for src, dest in pairs}
    assert ("house.svg", "resources/art") in dests
    assert ("app_icon.png", "resources/art") in dests
    assert ("deal.wav", "resources/sounds") in dests  # the sound set; not make_sounds.py
    assert not any(name.endswith((".py", ".md")) for name, _ in dests)


def test_package_data_filter_drops_examples_and_stubs() -> None:
    assert not spec_helpers.keep_package_data("somepkg/examples/data.csv")
    assert not spec_helpers.keep_package_data("somepkg/core/tests/data/x.csv")
    assert not spec_helpers.keep_package_data("somepkg/__init__.pyi")
    assert spec_helpers.keep_package_data("somepkg/colors/maps/viridis.csv")
    assert spec_helpers.keep_package_data("resources/rules/tests/page.html")


def test_app_submodules_include_the_lazily_imported_launcher() -> None:
    modules = spec_helpers.app_submodules(REPO)
    assert "welcome_desktop" in modules
    assert "welcome_desktop.__main__" in modules
    assert "welcome_desktop.resources" in modules
    assert "welcome_desktop.games.welcome.engine.game" in modules


@pytest.mark.parametrize(
    ("version", "windows", "debian"),
    [
        ("0.1.0", (0, 1, 0, 0), "0.1.0"),
        ("1.2.3rc1", (1, 2, 3, 0), "1.2.3~rc1"),
        ("2.0", (2, 0, 0, 0), "2.0"),
        ("1.0.dev4", (1, 0, 0, 0), "1.0~dev4"),
    ],
)
def test_version_strings(version: str, windows: tuple[int, ...], debian: str) -> None:
    assert spec_helpers.windows_version_tuple(version) == windows
    assert build_deb.debian_version(version) == debian


def test_windows_version_file_is_a_version_resource_expression(tmp_path: Path) -> None:
    # PyInstaller evaluates this file as one Python expression (VSVersionInfo(...)) on Windows
    path = spec_helpers.write_windows_version_file(tmp_path, "1.4.2")
    tree = ast.parse(path.read_text(encoding="utf-8"), mode="eval")
    call = tree.body
    assert isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
    assert call.func.id == "VSVersionInfo"
    ffi = next(kw.value for kw in call.keywords if kw.arg == "ffi")
    assert isinstance(ffi, ast.Call)
    filevers = next(kw.value for kw in ffi.keywords if kw.arg == "filevers")
    assert ast.literal_eval(filevers) == (1, 4, 2, 0)
    strings = {
        node.args[0].value: node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "StringStruct"
        and all(isinstance(arg, ast.Constant) for arg in node.args)
    }
    assert strings["ProductVersion"] == "1.4.2"
    assert strings["OriginalFilename"] == "welcome-desktop.exe"


def test_ico_holds_every_windows_size_and_qt_reads_it(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QImageReader

    svg = REPO / "resources" / "art" / "app_icon.svg"
    ico = make_icons.write_ico(svg, tmp_path / "app.ico")
    data = ico.read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    reader = QImageReader(str(ico))
    assert reader.imageCount() == len(make_icons.ICO_SIZES)
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        sizes.append(image.width())
        assert image.height() == image.width()
    assert sorted(sizes) == list(make_icons.ICO_SIZES)


def test_icns_holds_retina_sizes_and_qt_reads_it(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QImageReader

    svg = REPO / "resources" / "art" / "app_icon.svg"
    icns = make_icons.write_icns(svg, tmp_path / "app.icns")
    data = icns.read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    reader = QImageReader(str(icns))
    widths = set()
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        widths.add(reader.read().width())
    assert {16, 32, 128, 256, 512, 1024} <= widths


def test_rendered_icon_is_not_blank(qapp: object) -> None:
    from PySide6.QtGui import QImage

    png = make_icons.render_png(REPO / "resources" / "art" / "app_icon.svg", 64)
    image = QImage.fromData(png, "PNG")
    assert (image.width(), image.height()) == (64, 64)
    assert image.pixelColor(32, 32).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0 or image.pixelColor(0, 0) != image.pixelColor(32, 32)


def test_control_file_fields() -> None:
    text = build_deb.control_text("0.3.0rc2", "amd64", 150_000, "2.36")
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Version"] == "0.3.0~rc2"
    assert fields["Depends"].startswith("libc6 (>= 2.36), ")
    assert "libxcb-cursor0" in fields["Depends"]
    assert fields["Installed-Size"] == "150000"
    assert text.endswith("\n")


def test_deferred_runtime_hooks_run_right_after_the_first_import(tmp_path: Path) -> None:
    hook = tmp_path / "hook_inspect.py"
    hook.write_text("import inspect\ninspect.PATCHED_BY_HOOK = 'yes'\n", encoding="utf-8")
    other = tmp_path / "other.py"
    other.write_text("pass\n", encoding="utf-8")
    scripts = [
        ("pyiboot01_bootstrap", str(other), "PYSOURCE"),
        ("pyi_rth_inspect", str(hook), "PYSOURCE"),
        ("pyi_rth_other", str(other), "PYSOURCE"),
    ]
    template = REPO / "packaging" / "rthooks" / "pyi_rth_welcome_lazy.py"
    out = spec_helpers.defer_runtime_hooks(scripts, template, tmp_path / "build")
    assert [name for name, _, _ in out] == [
        "pyiboot01_bootstrap",
        "pyi_rth_welcome_lazy",
        "pyi_rth_other",
    ]
    generated = Path(out[1][1])
    probe = (
        "import sys\n"
        f"exec(compile(open({str(generated)!r}).read(), 'hook', 'exec'))\n"
        "assert 'inspect' not in sys.modules\n"
        "import inspect\n"
        "print(inspect.PATCHED_BY_HOOK)\n"
    )
    result = subprocess.run(
        [sys.executable, "-I", "-c", probe], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "yes"


def test_replace_runtime_hook_swaps_only_the_named_entry(tmp_path: Path) -> None:
    mine = tmp_path / "pyi_rth_mine.py"
    scripts = [("a", "a.py", "PYSOURCE"), ("pyi_rth_pyside6", "x.py", "PYSOURCE")]
    out = spec_helpers.replace_runtime_hook(scripts, "pyi_rth_pyside6", mine)
    assert out == [("a", "a.py", "PYSOURCE"), ("pyi_rth_mine", str(mine), "PYSOURCE")]
