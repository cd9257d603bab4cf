"""A game code typed in the other game's code field: the field says whose code it is and offers
"Open it in <game>", which closes the dialog and opens that game's own page for the code, filled
in (Welcome's join dialog, Pompeji's New Game page); cancelled there, the game shown before comes
back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QPushButton
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.engine.game_code import PompejiCode, encode
from welcome_desktop.games.pompeji.ui.new_game import NewGameDialog
from welcome_desktop.games.pompeji.ui.window import PompejiFront, pompeji_window
from welcome_desktop.games.welcome.engine import Mode
from welcome_desktop.games.welcome.engine import game_code as welcome_codes
from welcome_desktop.games.welcome.ui.code_dialog import JoinCodeDialog
from welcome_desktop.games.welcome.ui.front import WelcomeFront
from welcome_desktop.games.welcome.ui.window import MainWindow
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import find_game
from welcome_desktop.ui.shell_window import ShellWindow

POMPEJI_CODE = encode(PompejiCode(3, 4242))
WELCOME_CODE = welcome_codes.encode(welcome_codes.GameCode("welcome", Mode.SOLO, False, 42))


def _shown(qtbot: QtBot, window: ShellWindow) -> ShellWindow:
    window.front.session.ask_yes_no = lambda title, text: True
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def _in_the_modal_dialog(qtbot: QtBot, act: Callable[[QDialog], None]) -> list[str]:
    """Run ``act`` on the modal dialog the next call opens (once it is up); what went wrong."""
    problems: list[str] = []

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(20, attempt)
            return
        try:
            act(dialog)
        except Exception as err:  # reported by the test, never left blocking exec()
            problems.append(repr(err))
            dialog.reject()

    QTimer.singleShot(0, attempt)
    return problems


def _other_button(dialog: QDialog) -> QPushButton:
    button = dialog.findChild(QPushButton, "otherGameButton")
    assert isinstance(button, QPushButton)
    return button


def test_the_button_shows_only_for_a_code_of_another_game(qtbot: QtBot) -> None:
    join = JoinCodeDialog(None, "Zoé")
    qtbot.addWidget(join)
    join.show()
    button = _other_button(join)
    join.code.setText(POMPEJI_CODE[:-1] + ("A" if POMPEJI_CODE[-1] != "A" else "B"))
    join._accept()  # a typo: no other game to offer
    assert join.error.text() and not button.isVisible()
    join.code.setText(POMPEJI_CODE)
    join._accept()
    assert button.isVisible() and "Pompeji" in button.text()
    join.code.setText(WELCOME_CODE)  # typing again hides it until the next OK
    assert not button.isVisible()
    page = NewGameDialog(None, ["Zoé"])
    qtbot.addWidget(page)
    page.show()
    page.code.setText(WELCOME_CODE)  # Pompeji's field reads a code as soon as it is whole
    assert _other_button(page).isVisible() and "Welcome" in _other_button(page).text()
    page.code.setText(POMPEJI_CODE)
    assert not _other_button(page).isVisible()


def test_a_pompeji_code_typed_in_welcomes_join_dialog_opens_pompejis_new_game_page(
    qtbot: QtBot,
) -> None:
    window = _shown(qtbot, MainWindow(settings=Settings(), persist_settings=False))
    welcome = window.front
    assert isinstance(welcome, WelcomeFront)
    pompeji = window.front_for(find_game("pompeji"))
    assert isinstance(pompeji, PompejiFront)
    asked: list[str] = []
    pompeji.session.ask_new_deal = lambda code: asked.append(code)  # cancelled there

    def type_it(dialog: QDialog) -> None:
        assert isinstance(dialog, JoinCodeDialog)
        dialog.code.setText(POMPEJI_CODE.lower().replace("-", " "))
        dialog.buttons.accepted.emit()  # OK: refused, with the way out
        assert "Pompeji" in dialog.error.text()
        _other_button(dialog).click()

    problems = _in_the_modal_dialog(qtbot, type_it)
    welcome.history.act_join.trigger()
    assert problems == []
    qtbot.waitUntil(lambda: asked == [POMPEJI_CODE.replace("-", "")], timeout=3000)
    assert window.front is welcome  # cancelled in Pompeji: Welcome is shown again


def test_a_welcome_code_typed_on_pompejis_new_game_page_opens_welcomes_join_dialog(
    qtbot: QtBot,
) -> None:
    window = _shown(qtbot, pompeji_window(persist_settings=False))
    pompeji = window.front
    assert isinstance(pompeji, PompejiFront)
    welcome = window.front_for(find_game("welcome"))
    assert isinstance(welcome, WelcomeFront)
    asked: list[str] = []

    def join(code: str = "") -> None:
        asked.append(code)  # and starts nothing

    welcome.history.ask_join = join

    def type_it(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.code.setText(WELCOME_CODE)
        _other_button(dialog).click()

    problems = _in_the_modal_dialog(qtbot, type_it)
    pompeji.menus["new"].trigger()
    assert problems == []
    qtbot.waitUntil(lambda: asked == [WELCOME_CODE.replace("-", "")], timeout=3000)
    assert window.front is pompeji
