"""Each game's rules page opens in a dialog that fits the screen (a 1024 x 600 netbook shows its
Close button), in the language asked, falling back to English."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.shell.registry import all_games
from welcome_desktop.ui.common_dialogs import MAX_RULES_BYTES, RulesDialog, fitted


def test_every_games_rules_fit_the_screen_in_every_language(qtbot: QtBot) -> None:
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    room = screen.availableGeometry()
    for game in all_games():
        for language in ("en", "fr", "ru", "de"):  # German falls back to English
            dialog = RulesDialog(language, None, game.rules_dir())
            qtbot.addWidget(dialog)
            dialog.show()
            assert dialog.frameGeometry().height() <= room.height(), (game.id, room)
            assert dialog.frameGeometry().width() <= room.width(), (game.id, room)
            text = dialog.browser.toPlainText()
            assert len(text) > 500 and "missing" not in text, (game.id, language)
            dialog.close()


def test_a_dialog_is_made_smaller_on_a_small_screen() -> None:
    netbook = QRect(0, 0, 1024, 600)
    small = fitted(QSize(720, 640), netbook)
    assert small.width() == 720 and small.height() <= 600 - 60  # room for a title bar
    assert fitted(QSize(720, 640), QRect(0, 0, 1920, 1040)) == QSize(720, 640)


def test_an_oversized_or_odd_rules_page_is_passed_over(qtbot: QtBot, tmp_path: Path) -> None:
    """The rules pages are files on disk: one far bigger than any page we ship is not read (the
    English page is shown instead), nor a folder in a page's place; with none left, the dialog
    says the page is missing."""
    (tmp_path / "en.html").write_text("<p>" + "Build a house. " * 60 + "</p>", encoding="utf-8")
    (tmp_path / "fr.html").write_bytes(b"<p>" + b"x" * (MAX_RULES_BYTES + 1) + b"</p>")
    (tmp_path / "ru.html").mkdir()
    for language in ("fr", "ru"):
        dialog = RulesDialog(language, None, tmp_path)
        qtbot.addWidget(dialog)
        assert dialog.browser.toPlainText().startswith("Build a house.")
    (tmp_path / "en.html").write_bytes(b"x" * (MAX_RULES_BYTES + 1))
    dialog = RulesDialog("fr", None, tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.browser.toPlainText() == "The rules page is missing."
