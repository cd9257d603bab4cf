"""Windows (Inno Setup) and macOS (BUNDLE) installer definitions agree with the bundle and app."""

from __future__ import annotations

import re
from pathlib import Path

from welcome_desktop import __version__

REPO = Path(__file__).resolve().parents[2]
ISS = REPO / "packaging" / "windows" / "welcome-desktop.iss"
SPEC = REPO / "packaging" / "welcome_desktop.spec"


def iss_defines() -> dict[str, str]:
    text = ISS.read_text(encoding="utf-8")
    return dict(re.findall(r'^\s*#define (\w+) "([^"]*)"', text, flags=re.MULTILINE))


def iss_section(name: str) -> list[str]:
    lines = ISS.read_text(encoding="utf-8").splitlines()
    start = lines.index(f"[{name}]") + 1
    body: list[str] = []
    for line in lines[start:]:
        if line.startswith("["):
            break
        if line.strip() and not line.lstrip().startswith(";"):
            body.append(line)
    return body


def test_inno_setup_app_id_is_a_fixed_guid() -> None:
    app_id = iss_defines()["AppId"]
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", app_id)


def test_inno_setup_installs_the_pyinstaller_bundle() -> None:
    defines = iss_defines()
    assert defines["AppExeName"] == "welcome-desktop.exe"
    assert defines["BundleDir"].replace("\\", "/").endswith("dist/welcome-desktop")
    assert defines["AppVersion"] == __version__  # fallback when iscc gets no /DAppVersion
    # the icon is the one the spec renders into PyInstaller's work folder (Makefile/docs)
    icon = defines["IconFile"].replace("\\", "/")
    assert icon.endswith("build/pyinstaller/welcome_desktop/welcome-desktop.ico")
    files = iss_section("Files")
    assert len(files) == 1
    assert '"{#BundleDir}\\*"' in files[0] and "recursesubdirs" in files[0]


def test_inno_setup_start_menu_optional_desktop_icon_and_uninstall() -> None:
    tasks = iss_section("Tasks")
    assert any("desktopicon" in line and "unchecked" in line for line in tasks)
    icons = iss_section("Icons")
    assert any(line.startswith('Name: "{autoprograms}') for line in icons)
    assert any("{autodesktop}" in line and "Tasks: desktopicon" in line for line in icons)
    setup = dict(line.split("=", 1) for line in iss_section("Setup") if "=" in line)
    assert setup["UninstallDisplayIcon"] == "{app}\\{#AppExeName}"
    assert setup["SetupIconFile"] == "{#IconFile}"
    languages = " ".join(iss_section("Languages"))
    assert "French.isl" in languages and "Russian.isl" in languages


def test_macos_bundle_is_high_dpi_with_identifier_and_version() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    bundle = spec[spec.index("BUNDLE(") :]
    assert '"NSHighResolutionCapable": True' in bundle
    assert "bundle_identifier=BUNDLE_ID" in bundle
    assert '"CFBundleShortVersionString": __version__' in bundle
    assert re.search(r'BUNDLE_ID = "[a-z]+(\.[A-Za-z_]+)+"', spec)
    assert 'make_platform_icon(REPO, BUILD_DIR, "icns")' in spec
