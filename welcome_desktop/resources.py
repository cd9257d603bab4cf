"""Locate bundled resources (art, rules pages, compiled translations) from source or frozen."""

from __future__ import annotations

import sys
from pathlib import Path

#: Set by PyInstaller in a frozen build: the folder holding the bundled data files.
_FROZEN_ROOT_ATTR = "_MEIPASS"


def is_frozen() -> bool:
    """True when running from a PyInstaller bundle rather than from the source tree."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, _FROZEN_ROOT_ATTR)


def base_dir() -> Path:
    """The folder that holds ``resources/`` and ``i18n/``: the bundle root or the repository."""
    if is_frozen():
        return Path(getattr(sys, _FROZEN_ROOT_ATTR)).resolve()
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    """The ``resources/`` folder (``art/``, ``rules/``), same layout from source and frozen."""
    return base_dir() / "resources"


def art_dir() -> Path:
    """The SVG/PNG art folder."""
    return resources_dir() / "art"


def art_path(name: str) -> Path:
    """Path of one art file, e.g. ``art_path("house.svg")``."""
    return art_dir() / name


def rules_dir() -> Path:
    """The folder of the rules pages (``*.html``)."""
    return resources_dir() / "rules"


def app_icon_path() -> Path:
    """The application icon (PNG, 256x256)."""
    return art_dir() / "app_icon.png"


def i18n_dir() -> Path:
    """The folder of the compiled translations (``welcome_desktop_<lang>.qm`` or ``<lang>.qm``)."""
    return base_dir() / "i18n"
