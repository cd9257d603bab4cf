"""Dialogs every game shares: settings, the rules page, yes/no questions, the open and save
file choosers and About. Game-specific dialogs (a game's New Game page) live with the game."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop import __version__
from welcome_desktop.i18n import arg
from welcome_desktop.persistence import paths
from welcome_desktop.persistence.safe_io import FileReadError, read_capped
from welcome_desktop.persistence.settings import AnimationSpeed, Settings
from welcome_desktop.resources import rules_dir

from .art import app_icon
from .guard import guarded
from .safe_text import message_box, plain_label

SPEEDS = tuple(AnimationSpeed)


class SettingsDialog(QDialog):
    """Highlight legal moves, confirm turns, animation speed and language."""

    def __init__(
        self,
        settings: Settings,
        languages: list[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        form = QFormLayout(self)
        self.highlight = QCheckBox()
        self.highlight.setChecked(settings.highlight_legal_moves)
        self.confirm = QCheckBox()
        self.confirm.setChecked(settings.confirm_turn)
        self.hints = QCheckBox()
        self.hints.setChecked(settings.show_hints)
        self.sounds = QCheckBox()
        self.sounds.setObjectName("SoundsCheck")
        self.sounds.setChecked(settings.sounds)
        self.speed = QComboBox()
        for s in SPEEDS:
            self.speed.addItem("", s)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        self.language = QComboBox()
        self.language.addItem("", "")
        for code, name in languages:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.speed_label = plain_label()
        self.language_label = plain_label()
        form.addRow(self.highlight)
        form.addRow(self.confirm)
        form.addRow(self.hints)
        form.addRow(self.sounds)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.language_label, self.language)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.base = settings
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.highlight.setText(self.tr("Highlight where a number or a card can go"))
        self.confirm.setText(self.tr("Ask to confirm each turn"))
        self.hints.setText(self.tr("Offer move suggestions"))
        self.sounds.setText(self.tr("Play sounds (cards dealt and played, notices)"))
        self.speed_label.setText(self.tr("Animations"))
        names = {
            AnimationSpeed.OFF: self.tr("Off"),
            AnimationSpeed.FAST: self.tr("Fast"),
            AnimationSpeed.NORMAL: self.tr("Normal"),
            AnimationSpeed.SLOW: self.tr("Slow"),
        }
        for i, s in enumerate(SPEEDS):
            self.speed.setItemText(i, names[s])
        self.language_label.setText(self.tr("Language"))
        self.language.setItemText(0, self.tr("System default"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def result_settings(self) -> Settings:
        from dataclasses import replace

        return replace(
            self.base,
            highlight_legal_moves=self.highlight.isChecked(),
            confirm_turn=self.confirm.isChecked(),
            show_hints=self.hints.isChecked(),
            sounds=self.sounds.isChecked(),
            animation_speed=str(self.speed.currentData()),
            language=str(self.language.currentData()),
        )


def fitted(size: QSize, room: QRect) -> QSize:
    """``size``, made smaller if need be to fit ``room`` (a screen's available geometry) with
    space for the window's frame: on a 1024 x 600 netbook the whole dialog shows."""
    return QSize(
        min(size.width(), room.width() * 92 // 100),
        min(size.height(), room.height() * 88 // 100),
    )


def screen_room(near: QWidget | None) -> QRect | None:
    """The available geometry of the screen ``near`` is on (the primary screen if None)."""
    screen = near.screen() if near is not None else QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


# A rules page bigger than this is not one we ship (ours are about 10 kB): it is not read.
MAX_RULES_BYTES: Final = 512 * 1024


class RulesDialog(QDialog):
    """The rules summary in our own words, from resources/rules/<lang>.html."""

    def __init__(
        self, language: str = "en", parent: QWidget | None = None, folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else rules_dir()
        self.setObjectName("RulesDialog")
        room = screen_room(parent)
        self.resize(QSize(720, 640) if room is None else fitted(QSize(720, 640), room))
        col = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        col.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.setWindowTitle(self.tr("How to play"))
        self.load(language)

    def load(self, language: str) -> None:
        """The page in ``language`` (else its base language, else English); a page that is
        not a file, is over ``MAX_RULES_BYTES`` or cannot be read is passed over."""
        folder = self.folder
        for code in (language, language.split("_")[0], "en"):
            path = folder / f"{code}.html"
            if not code or not path.is_file():
                continue
            try:
                page = read_capped(path, MAX_RULES_BYTES).decode("utf-8", "replace")
            except FileReadError:
                continue
            self.browser.setSearchPaths([str(folder), str(folder.parent / "art")])
            self.browser.setHtml(page)
            return
        self.browser.setPlainText(self.tr("The rules page is missing."))


def unfinished_turn_question() -> tuple[str, str]:
    """The title and text asking whether to leave a turn that is not confirmed yet."""
    return (
        QCoreApplication.translate("MainWindow", "Unfinished turn"),
        QCoreApplication.translate(
            "MainWindow",
            "Your turn is not confirmed yet and will be lost. Leave this game anyway?",
        ),
    )


def ask_yes_no(window: QWidget, title: str, text: str) -> bool:
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = message_box(window, QMessageBox.Icon.Question, title, text, buttons)
    return box.exec() == QMessageBox.StandardButton.Yes


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
