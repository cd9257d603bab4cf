"""Fixtures for the translation tests: the catalogs compiled fresh into a temporary folder."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from welcome_desktop.i18n import install

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "i18n"
TRANSLATED = ("fr", "ru")


def lrelease() -> str:
    """The pyside6-lrelease next to the running interpreter (the venv's), else on PATH."""
    local = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(local) if local.exists() else shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease not found: install PySide6-Essentials"
    return found


def parse_ts(code: str) -> ET.Element:
    return ET.parse(I18N / f"{code}.ts").getroot()


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every i18n/*.ts and the pseudo-locale compiled into a fresh folder (never stale output)."""
    out = tmp_path_factory.mktemp("qm")
    pseudo_ts = out / f"{install.PSEUDO_LOCALE}.ts"
    subprocess.run(
        [sys.executable, str(I18N / "pseudo.py"), str(I18N / "en.ts"), str(pseudo_ts)], check=True
    )
    for ts in [*sorted(I18N.glob("*.ts")), pseudo_ts]:
        subprocess.run(
            [lrelease(), "-silent", str(ts), "-qm", str(out / f"{ts.stem}.qm")], check=True
        )
    return out


@pytest.fixture
def english_after(qapp: QCoreApplication, qm_dir: Path) -> Iterator[Path]:
    """Yield the compiled folder and put the app back to English afterwards."""
    yield qm_dir
    install.install(qapp, "en", qm_dir)
