"""Persistence and the command line stay free of Qt (they must run headless and in tools)."""

from __future__ import annotations

from tests.loaded_modules import loaded_by


def test_persistence_and_cli_do_not_import_qt() -> None:
    modules = [
        "welcome_desktop.games.welcome.persistence.saves",
        "welcome_desktop.games.welcome.persistence.sheet_format",
        "welcome_desktop.games.welcome.persistence.paper_file",
        "welcome_desktop.persistence.settings",
        "welcome_desktop.persistence.paths",
        "welcome_desktop.persistence.safe_io",
        "welcome_desktop.persistence.problem_log",
        "welcome_desktop.persistence.atomic",
        "welcome_desktop.cli",
    ]
    assert loaded_by(modules, ["PySide6", "shiboken", "pyqtgraph"]) == []
