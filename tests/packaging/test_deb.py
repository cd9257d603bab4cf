"""The .deb built from the bundle: control file, launcher, desktop entry, icons, metainfo, /opt."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from welcome_desktop import __version__

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))

import build_deb  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs Debian's dpkg-deb"),
]

APP_ID = "io.github.welcome_desktop.WelcomeDesktop"


@pytest.fixture(scope="module")
def deb(frozen_bundle: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("deb")
    # no compression: the test checks the contents, and xz takes minutes on 2 cores
    return build_deb.build_deb(frozen_bundle, out, compression="none")


def control_fields(deb: Path) -> dict[str, str]:
    text = subprocess.run(
        ["dpkg-deb", "--field", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line.startswith(" ") and key:
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def test_deb_control_file_names_the_package_and_its_system_libraries(deb: Path) -> None:
    fields = control_fields(deb)
    assert deb.name == f"welcome-desktop_{__version__}_{fields['Architecture']}.deb"
    assert fields["Package"] == "welcome-desktop"
    assert fields["Version"] == build_deb.debian_version(__version__)
    assert fields["Section"] == "games"
    depends = [item.strip().split(" ")[0] for item in fields["Depends"].split(",")]
    for lib in ("libc6", "libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libgl1"):
        assert lib in depends
    assert int(fields["Installed-Size"]) > 10_000  # KiB: the whole runtime is inside
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True)
    assert info.returncode == 0


def test_deb_installs_launcher_menu_entry_icons_metainfo_and_opt_tree(deb: Path) -> None:
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], check=True, capture_output=True, text=True
    ).stdout
    entries = {line.split()[5].removeprefix("."): line.split()[0] for line in listing.splitlines()}
    expected = {
        "/usr/bin/welcome-desktop": "-rwxr-xr-x",
        "/opt/welcome-desktop/welcome-desktop": "-rwxr-xr-x",
        "/usr/share/applications/welcome-desktop.desktop": "-rw-r--r--",
        "/usr/share/icons/hicolor/256x256/apps/welcome-desktop.png": "-rw-r--r--",
        "/usr/share/icons/hicolor/scalable/apps/welcome-desktop.svg": "-rw-r--r--",
        f"/usr/share/metainfo/{APP_ID}.metainfo.xml": "-rw-r--r--",
        "/usr/share/doc/welcome-desktop/copyright": "-rw-r--r--",
        "/opt/welcome-desktop/_internal/i18n/fr.qm": "-rw-r--r--",
        "/opt/welcome-desktop/_internal/i18n/ru.qm": "-rw-r--r--",
        "/opt/welcome-desktop/_internal/resources/art/house.svg": "-rw-r--r--",
    }
    for path, mode in expected.items():
        assert entries.get(path) == mode, path
    assert all(" root/root " in line for line in listing.splitlines())


def test_deb_files_are_valid_and_the_extracted_app_starts(deb: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)

    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(root / "usr/share/applications/welcome-desktop.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "welcome-desktop"
    assert entry["Icon"] == "welcome-desktop"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Name"] == "Welcome Desktop"

    meta = ET.parse(root / f"usr/share/metainfo/{APP_ID}.metainfo.xml").getroot()
    assert meta.get("type") == "desktop-application"
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == "welcome-desktop.desktop"
    release = meta.find("releases/release")
    assert release is not None and release.get("version") == __version__
    assert "@" not in (release.get("date") or "@")

    # the freedesktop validators, where installed (desktop-file-utils, appstream)
    validators = {
        "desktop-file-validate": [str(root / "usr/share/applications/welcome-desktop.desktop")],
        "appstreamcli": [
            "validate",
            "--no-net",
            str(root / f"usr/share/metainfo/{APP_ID}.metainfo.xml"),
        ],
    }
    for tool, args in validators.items():
        if shutil.which(tool):
            check = subprocess.run([tool, *args], capture_output=True, text=True)
            assert check.returncode == 0, check.stdout + check.stderr

    launcher = (root / "usr/bin/welcome-desktop").read_text(encoding="utf-8")
    assert launcher.startswith("#!/bin/sh")
    assert 'exec /opt/welcome-desktop/welcome-desktop "$@"' in launcher

    from PySide6.QtGui import QImage

    icon = QImage(str(root / "usr/share/icons/hicolor/256x256/apps/welcome-desktop.png"))
    assert (icon.width(), icon.height()) == (256, 256)

    # the copied bundle (symlinks, modes) still runs from its new place
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [str(root / "opt/welcome-desktop/welcome-desktop"), "--version"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"welcome-desktop {__version__}"
