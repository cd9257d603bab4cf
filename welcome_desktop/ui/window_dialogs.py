"""The window's default dialog openers: each takes its parent widget and the data it shows
(tests replace them on the session actions with plain functions)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from welcome_desktop import __version__
from welcome_desktop.app.setup import GameSetup
from welcome_desktop.engine import PlanDef
from welcome_desktop.i18n import arg
from welcome_desktop.i18n.catalog import plan_name
from welcome_desktop.persistence import paths
from welcome_desktop.persistence.settings import Settings

from .dialogs import ClaimDialog, NewGameDialog, RulesDialog, SettingsDialog
from .safe_text import message_box
from .score_panel import app_icon


def ask_yes_no(window: QWidget, title: str, text: str) -> bool:
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = message_box(window, QMessageBox.Icon.Question, title, text, buttons)
    return box.exec() == QMessageBox.StandardButton.Yes


def ask_claim(window: QWidget, plan: PlanDef, options: list[Any]) -> Any:
    dialog = ClaimDialog(plan_name(plan), list(options), window)
    dialog.exec()
    return dialog.chosen()


def ask_new_game(window: QWidget, last_names: Sequence[str], seed: int | None) -> GameSetup | None:
    dialog = NewGameDialog(window, tuple(last_names))
    if seed is not None:
        dialog.seed.setText(str(seed))
    if dialog.exec() == NewGameDialog.DialogCode.Accepted:
        return dialog.result_setup
    return None


def ask_open_path(window: QWidget) -> str:
    path, _ = QFileDialog.getOpenFileName(
        window,
        QCoreApplication.translate("MainWindow", "Open a game"),
        str(paths.saves_dir(create=True)),
        QCoreApplication.translate("MainWindow", "Welcome Desktop games (*.json);;All files (*)"),
    )
    return path


def ask_save_path(window: QWidget) -> str:
    path, _ = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("MainWindow", "Save the game"),
        str(paths.saves_dir(create=True) / "game.json"),
        QCoreApplication.translate("MainWindow", "Welcome Desktop games (*.json)"),
    )
    if path and not Path(path).suffix:
        path += ".json"
    return path


def ask_settings(window: QWidget, settings: Settings) -> Settings | None:
    from welcome_desktop.i18n.install import available_languages

    dialog = SettingsDialog(settings, available_languages(), window)
    if dialog.exec() == SettingsDialog.DialogCode.Accepted:
        return dialog.result_settings()
    return None


def ask_table_round(window: QWidget, last: Any = None) -> Any:
    """The cards drawn at the table, the dialog filled in with ``last`` round's entries."""
    from .table_dialog import TABLE_GAME_ENDED, TableRoundDialog
    from .theme_table import taken_so_far

    dialog = TableRoundDialog(window, taken_so_far(window))
    if last is not None:
        dialog.set_table_round(last)
    code = dialog.exec()
    if code == TableRoundDialog.ENDED:
        return TABLE_GAME_ENDED
    if code == TableRoundDialog.DialogCode.Accepted:
        combos, approved = dialog.table_round()
        return (combos, approved, dialog.taken()) if dialog.taken_boxes else (combos, approved)
    return None


def ask_table_temps(window: QWidget, own: int, final: bool) -> Any:
    from .table_temps_dialog import TableTempsDialog

    dialog = TableTempsDialog(own, final, window)
    if dialog.exec() == TableTempsDialog.DialogCode.Accepted:
        return dialog.answer
    return None


def show_rules(window: QWidget, folder: Path | None = None) -> None:
    from welcome_desktop.i18n.install import current_language

    dialog = RulesDialog(current_language(), window, folder)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def show_about(window: QWidget) -> None:
    box = QMessageBox(window)
    box.setTextFormat(Qt.TextFormat.RichText)  # our own markup and version number only
    box.setWindowTitle(QCoreApplication.translate("MainWindow", "About Welcome Desktop"))
    box.setIconPixmap(app_icon().pixmap(96, 96))
    box.setText(
        arg(QCoreApplication.translate("MainWindow", "<b>Welcome Desktop</b> %1"), __version__)
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "MainWindow",
            "A desktop version of the flip-and-write game Welcome To…, with hot-seat, "
            "solo and score-pad play. Art and rules summary made for this project.",
        )
    )
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
