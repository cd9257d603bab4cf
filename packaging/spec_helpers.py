"""Build-time helpers for welcome_desktop.spec: data files, translations, and what to leave out."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

#: Python modules the app never uses; excluding them keeps the bundle small.
EXCLUDED_MODULES: tuple[str, ...] = (
    # other Qt bindings
    "PyQt5",
    "PyQt6",
    "PySide2",
    "shiboken2",
    # Tk
    "tkinter",
    "_tkinter",
    # Qt modules we do not use (QtOpenGL and QtOpenGLWidgets stay: see CHART_HIDDEN_IMPORTS)
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuick3D",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel",
    "PySide6.QtWebSockets",
    "PySide6.Qt3DCore",
    "PySide6.Qt3DRender",
    "PySide6.Qt3DInput",
    "PySide6.Qt3DLogic",
    "PySide6.Qt3DAnimation",
    "PySide6.Qt3DExtras",
    "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets",
    "PySide6.QtSpatialAudio",
    "PySide6.QtTextToSpeech",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtCharts",
    "PySide6.QtDataVisualization",
    "PySide6.QtGraphs",
    "PySide6.QtGraphsWidgets",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtUiTools",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtDBus",
    "PySide6.QtBluetooth",
    "PySide6.QtNfc",
    "PySide6.QtPositioning",
    "PySide6.QtLocation",
    "PySide6.QtSensors",
    "PySide6.QtSerialPort",
    "PySide6.QtSerialBus",
    "PySide6.QtRemoteObjects",
    "PySide6.QtScxml",
    "PySide6.QtStateMachine",
    "PySide6.QtHttpServer",
    "PySide6.QtNetworkAuth",
    "PySide6.QtAxContainer",
    # pyqtgraph parts the charts do not need (3D, notebooks, demos, flowcharts, console)
    "pyqtgraph.opengl",
    "pyqtgraph.jupyter",
    "pyqtgraph.examples",
    "pyqtgraph.canvas",
    "pyqtgraph.flowchart",
    "pyqtgraph.console",
    # numpy's build and test tools
    "numpy.f2py",
    "numpy.distutils",
    "numpy.testing",
    "numpy._pyinstaller",
    # heavy optional imports that other packages probe for
    "matplotlib",
    "scipy",
    "pandas",
    "h5py",
    "cupy",
    "numba",
    "OpenGL",
    "IPython",
    "jupyter_rfb",
    "PIL",
    "colorcet",
    "metaarray",
    # development tools that can leak in through the venv
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "mypy",
    "ruff",
    "PyInstaller",
    "setuptools",
    "pip",
    # no network: ssl/_hashlib would bring libssl + libcrypto (hashlib falls back to builtins)
    "ssl",
    "_ssl",
    "_hashlib",
    # interactive-console helpers (readline drags in libreadline + libtinfo)
    "readline",
    "pdb",
)

#: pyqtgraph imports these with importlib (PlotCurveItem -> Qt/OpenGLHelpers), which PyInstaller
#: cannot see: without them every chart fails to import in the bundle.
CHART_HIDDEN_IMPORTS: tuple[str, ...] = ("PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets")

#: Qt plugins kept in the bundle (folder under plugins/ -> file name stems).
#: Everything else (sql drivers, tls, qml tooling, egl, generic input, ...) is dropped.
KEPT_QT_PLUGINS: dict[str, frozenset[str]] = {
    "platforms": frozenset({"qxcb", "qoffscreen", "qwayland", "qwindows", "qcocoa", "qminimal"}),
    "imageformats": frozenset({"qsvg", "qico", "qicns"}),
    "iconengines": frozenset({"qsvgicon"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "xcbglintegrations": frozenset({"qxcb-glx-integration", "qxcb-egl-integration"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient"}),
    "wayland-graphics-integration-client": frozenset(
        {"qt-plugin-wayland-egl", "shm-emulation-server"}
    ),
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
}

#: Qt libraries only needed by the modules and plugins dropped above (names without the
#: "libQt6"/"Qt6"/"Qt...framework" decoration, matched as prefixes).
DROPPED_QT_LIBRARIES: tuple[str, ...] = (
    "Network",
    "Qml",
    "Quick",
    "Pdf",
    "VirtualKeyboard",
    "WaylandCompositor",
    "WlShellIntegration",
    "EglFS",
    "Designer",
    "Help",
    "Sql",
    "Test",
    "Labs",
    "Lottie",
    "Multimedia",
    "WebEngine",
    "WebChannel",
    "WebSockets",
    "Charts",
    "Graphs",
    "DataVisualization",
    "3D",
    "ShaderTools",
    "Concurrent",
    "Xml",
)


#: Single files never needed: Windows' software OpenGL fallback (20 MB; the charts draw with
#: QPainter through pyqtgraph's raster path, never with OpenGL).
DROPPED_FILES = frozenset({"opengl32sw.dll"})


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _stem(name: str) -> str:
    """'libqxcb.so' -> 'qxcb', 'qwindows.dll' -> 'qwindows', 'libqsvg.dylib' -> 'qsvg'."""
    return name.split(".")[0].removeprefix("lib")


def _qt_library(parts: tuple[str, ...]) -> str | None:
    """'libQt6Network.so.6' / 'Qt6Network.dll' / 'QtNetwork.framework' -> 'Network'."""
    for part in parts:
        for prefix in ("libQt6", "Qt6"):
            if part.startswith(prefix):
                return part[len(prefix) :]
        if part.startswith("Qt") and part.endswith(".framework"):
            return part[2 : -len(".framework")]
    return None


def keep_qt_file(dest: str) -> bool:
    """Whether a collected file (its destination path inside the bundle) stays in the bundle."""
    parts = _parts(dest)
    if "plugins" in parts:
        rest = parts[parts.index("plugins") + 1 :]
        if len(rest) >= 2:
            kept = KEPT_QT_PLUGINS.get(rest[0])
            return kept is not None and _stem(rest[-1]) in kept
    if parts and parts[-1].lower() in DROPPED_FILES:
        return False
    library = _qt_library(parts)
    return library is None or not library.startswith(DROPPED_QT_LIBRARIES)


def keep_qt_translation(dest: str, languages: Iterable[str]) -> bool:
    """Keep Qt's own qtbase_/qt_ catalogs only for the languages the game ships."""
    parts = _parts(dest)
    if "translations" not in parts or not parts[-1].endswith(".qm"):
        return True
    stem = parts[-1].removesuffix(".qm")
    catalog, _, lang = stem.partition("_")
    if catalog not in {"qtbase", "qt"}:
        return False
    return any(lang == code or lang.startswith(code + "_") for code in languages)


def language_of(ts_file: Path) -> str:
    """'fr.ts' -> 'fr', 'welcome_desktop_ru.ts' -> 'ru', 'app_pt_BR.ts' -> 'pt_BR'."""
    stem = ts_file.stem
    pieces = stem.split("_")
    if len(pieces) >= 2 and pieces[-1].isupper() and len(pieces[-1]) == 2:
        return "_".join(pieces[-2:])
    return pieces[-1]


def find_lrelease() -> list[str]:
    """Command that runs Qt's lrelease (shipped with PySide6)."""
    import PySide6

    pyside_dir = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe"):
        candidate = pyside_dir / name
        if candidate.is_file():
            return [str(candidate)]
    tool = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if tool:
        return [tool]
    raise FileNotFoundError("lrelease not found: install PySide6 (pip install -e '.[dist]')")


#: Developer-only catalogs (layout checks) that the player never needs.
PSEUDO_LOCALES = frozenset({"en_XA"})


def compile_translations(i18n_src: Path, out_dir: Path) -> list[Path]:
    """Compile every i18n/*.ts into out_dir/*.qm (same base names); return the .qm paths.

    Falls back to already-compiled i18n/*.qm when there is no .ts (nothing to compile).
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    produced: list[Path] = []
    ts_files = sorted(ts for ts in i18n_src.glob("*.ts") if ts.stem not in PSEUDO_LOCALES)
    if ts_files:
        lrelease = find_lrelease()
        for ts in ts_files:
            qm = out_dir / (ts.stem + ".qm")
            subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
            produced.append(qm)
    else:
        for qm in sorted(q for q in i18n_src.glob("*.qm") if q.stem not in PSEUDO_LOCALES):
            target = out_dir / qm.name
            shutil.copy2(qm, target)
            produced.append(target)
    return produced


#: Files in resources/ that are development aids, not game data.
_RESOURCE_SKIP_SUFFIXES = (".py", ".pyc", ".md")


def resource_datas(repo: Path) -> list[tuple[str, str]]:
    """(source file, bundle folder) pairs that copy resources/ with the same relative layout."""
    pairs: list[tuple[str, str]] = []
    root = repo / "resources"
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(_RESOURCE_SKIP_SUFFIXES):
                continue
            src = Path(dirpath) / name
            rel_dir = src.parent.relative_to(repo)
            pairs.append((str(src), rel_dir.as_posix()))
    return pairs


#: Package data files that serve no purpose in the game.
_DROPPED_DATA_PARTS = frozenset({"examples", "tests", "testing", "opengl", "jupyter"})


def keep_package_data(dest: str) -> bool:
    """Drop examples/tests folders and type stubs that package hooks collect as data."""
    parts = _parts(dest)
    if parts and parts[0] in {"resources", "i18n"}:
        return True
    if parts and parts[-1].endswith((".pyi", ".pyx", ".pxd", ".h", ".c")):
        return False
    return not _DROPPED_DATA_PARTS.intersection(parts)


def app_submodules(repo: Path) -> list[str]:
    """Every module of the welcome_desktop package (the app imports some lazily)."""
    package = repo / "welcome_desktop"
    names: list[str] = []
    for path in sorted(package.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        rel = path.relative_to(repo).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        names.append(".".join(parts))
    return names


def make_platform_icon(repo: Path, build_dir: Path, kind: str) -> Path:
    """Render resources/art/app_icon.svg into build_dir/welcome-desktop.<kind> (ico or icns)."""
    from make_icons import write_icns, write_ico

    out = build_dir / f"welcome-desktop.{kind}"
    out.parent.mkdir(parents=True, exist_ok=True)
    svg = repo / "resources" / "art" / "app_icon.svg"
    (write_ico if kind == "ico" else write_icns)(svg, out)
    return out


def windows_version_tuple(version: str) -> tuple[int, int, int, int]:
    """'0.1.0' -> (0, 1, 0, 0); pre-release suffixes ('1.2.0rc1') are cut off."""
    numbers: list[int] = []
    for piece in version.split(".")[:4]:
        digits = ""
        for ch in piece:
            if not ch.isdigit():
                break
            digits += ch
        numbers.append(int(digits or 0))
    while len(numbers) < 4:
        numbers.append(0)
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def write_windows_version_file(build_dir: Path, version: str) -> Path:
    """Write the VERSIONINFO resource PyInstaller embeds in welcome-desktop.exe."""
    v = windows_version_tuple(version)
    text = f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={v}, prodvers={v}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Welcome Desktop contributors'),
      StringStruct('FileDescription', 'Welcome Desktop'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'welcome-desktop'),
      StringStruct('LegalCopyright', 'MIT licence'),
      StringStruct('OriginalFilename', 'welcome-desktop.exe'),
      StringStruct('ProductName', 'Welcome Desktop'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
    build_dir.mkdir(parents=True, exist_ok=True)
    path = build_dir / "version_info.txt"
    path.write_text(text, encoding="utf-8")
    return path


def _is_root_binary(dest: str) -> bool:
    """Binaries loaded by the interpreter itself: extension modules, Qt plugins, libpython."""
    parts = _parts(dest)
    name = parts[-1]
    return (
        ".cpython-" in name
        or ".abi3." in name
        or "lib-dynload" in parts
        or "plugins" in parts
        or name.startswith("libpython")
    )


def prune_unreferenced_libraries(
    binaries: list[tuple[str, str, str]],
) -> list[tuple[str, str, str]]:
    """Drop shared libraries (Linux) that no kept extension module or plugin links against.

    PyInstaller resolves library dependencies before the spec can filter plugins, so a dropped
    plugin (e.g. the GTK3 platform theme) leaves its whole dependency tree (GTK, cairo, pango)
    behind; this removes it again. Other platforms are returned unchanged.
    """
    if not sys.platform.startswith("linux"):
        return binaries
    from PyInstaller.depend.bindepend import get_imports

    by_name = {PurePosixPath(dest).name: (dest, src, kind) for dest, src, kind in binaries}
    needed: set[str] = set()
    queue = [src for dest, src, _ in binaries if _is_root_binary(dest)]
    seen: set[str] = set()
    while queue:
        src = queue.pop()
        if src in seen:
            continue
        seen.add(src)
        for name, _path in get_imports(src):
            base = PurePosixPath(name).name
            if base not in needed:
                needed.add(base)
                if base in by_name:
                    queue.append(by_name[base][1])
    return [
        entry
        for entry in binaries
        if _is_root_binary(entry[0]) or PurePosixPath(entry[0]).name in needed
    ]


def strip_python_binaries(
    binaries: list[tuple[str, str, str]], build_dir: Path
) -> list[tuple[str, str, str]]:
    """Use debug-stripped copies of the interpreter's own libraries (libpython, lib-dynload).

    A Python built from source (pyenv) keeps ~25 MB of debug info there. Third-party wheels'
    libraries are left alone: they are already stripped, and re-stripping patchelf-ed
    libraries can break them. No-op where `strip` is missing or off Linux.
    """
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return binaries
    base = Path(sys.base_prefix).resolve()
    out: list[tuple[str, str, str]] = []
    for dest, src, kind in binaries:
        source = Path(src).resolve()
        if base in source.parents and "site-packages" not in source.parts:
            target = build_dir / "stripped" / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
                shutil.copy2(source, target)
                subprocess.run([strip, "--strip-debug", str(target)], check=True)
            out.append((dest, str(target), kind))
        else:
            out.append((dest, src, kind))
    return out


def trim_icu_data(
    binaries: list[tuple[str, str, str]], build_dir: Path, languages: Iterable[str]
) -> list[tuple[str, str, str]]:
    """Swap Qt's ICU data library (32 MB) for one holding only what the game can use.

    See icu_data.py: converters, dictionaries, transliteration and other languages' locale data
    go; the file name, SONAME and symbol stay. Where it cannot be built (no C compiler, not
    Linux) the original is kept and the build log says why.
    """
    import icu_data

    out: list[tuple[str, str, str]] = []
    for dest, src, kind in binaries:
        name = PurePosixPath(dest.replace("\\", "/")).name
        if name.startswith("libicudata.so"):
            trimmed = icu_data.build_trimmed_library(Path(src), build_dir / "icu", languages)
            if trimmed is not None:
                print(f"icu_data: {name}: {icu_data.summarize(Path(src), trimmed)}")
                src = str(trimmed)
        out.append((dest, src, kind))
    return out


def replace_runtime_hook(
    scripts: list[tuple[str, str, str]], name: str, replacement: Path
) -> list[tuple[str, str, str]]:
    """Swap one of PyInstaller's run-time hooks (entries of Analysis.scripts) for our own file."""
    out: list[tuple[str, str, str]] = []
    for entry in scripts:
        if entry[0] == name:
            out.append((replacement.stem, str(replacement), entry[2]))
        else:
            out.append(entry)
    return out


#: PyInstaller run-time hooks whose patching can wait until the patched module is imported.
DEFERRABLE_RUNTIME_HOOKS = {
    "pyi_rth_inspect": "inspect",
    "pyi_rth_pkgutil": "pkgutil",
    "pyi_rth_multiprocessing": "multiprocessing",
}


def defer_runtime_hooks(
    scripts: list[tuple[str, str, str]], template: Path, build_dir: Path
) -> list[tuple[str, str, str]]:
    """Replace the deferrable run-time hooks by one hook that runs each on first import."""
    sources: dict[str, str] = {}
    out: list[tuple[str, str, str]] = []
    slot = None
    for entry in scripts:
        module = DEFERRABLE_RUNTIME_HOOKS.get(entry[0])
        if module is None:
            out.append(entry)
            continue
        sources[module] = Path(entry[1]).read_text(encoding="utf-8")
        if slot is None:
            slot = len(out)
    if slot is None:
        return scripts
    text = template.read_text(encoding="utf-8")
    marker = "_SOURCES: dict[str, str] = {}"
    if marker not in text:
        raise ValueError(f"{template} has no {marker!r} line to fill in")
    text = text.replace(marker, f"_SOURCES: dict[str, str] = {sources!r}", 1)
    generated = build_dir / "rthooks" / template.name
    generated.parent.mkdir(parents=True, exist_ok=True)
    generated.write_text(text, encoding="utf-8")
    out.insert(slot, (generated.stem, str(generated), "PYSOURCE"))
    return out
