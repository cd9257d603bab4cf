"""Player names are text in the Pompeji window: a name that looks like HTML is shown as typed
on every page (pass the device, board, end), never read as markup (no image is loaded)."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from welcome_desktop.games.pompeji.app.setup import Seat, make_setup
from welcome_desktop.games.pompeji.ui.demo import demo_state
from welcome_desktop.games.pompeji.ui.window import pompeji_window
from welcome_desktop.ui.shell_window import ShellWindow

HOSTILE = ('<img src="i.png">', "<b>Bo</b>", "<h1>Zoé</h1>")


def shown_texts(window: ShellWindow) -> list[str]:
    """What each visible label and button shows, as Qt will render it."""
    out = []
    for widget in window.findChildren(QLabel):
        if not widget.isVisible():
            continue
        text, form = widget.text(), widget.textFormat()
        rich = form == Qt.TextFormat.RichText or (
            form == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
        )
        out.append(QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text)
    out += [b.text() for b in window.findChildren(QAbstractButton) if b.isVisible()]
    return out


def rendered(label: QLabel) -> str:
    return shown_texts_of([label])[0]


def shown_texts_of(labels: list[QLabel]) -> list[str]:
    out = []
    for widget in labels:
        text, form = widget.text(), widget.textFormat()
        rich = form == Qt.TextFormat.RichText or (
            form == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
        )
        out.append(QTextDocumentFragment.fromHtml(text).toPlainText() if rich else text)
    return out


def check_names(window: ShellWindow, names: tuple[str, ...], where: str) -> None:
    texts = "\n".join(shown_texts(window))
    for name in names:
        assert name in texts, name  # shown literally, markup and all
        assert name in where, name
    assert window.width() < 1500


def test_hostile_names_are_text_on_every_pompeji_page(qtbot: QtBot) -> None:
    window = pompeji_window(persist_settings=False)
    window.front.session.ask_yes_no = lambda title, text: True  # may close
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.front.controller.autosave_enabled = False
    setup = make_setup([Seat(n) for n in HOSTILE], seed=2)
    window.front.start_game(setup)
    assert window.pages.currentWidget() is window.front.pass_page
    check_names(window, HOSTILE[:1], rendered(window.front.pass_page.heading))
    window.front.pass_page.button.click()
    check_names(window, HOSTILE, window.front.board_page.side.scores.text())  # the score table
    assert HOSTILE[0] in window.front.board_page.prompt.text()
    assert window.front.board_page.scene.tray_label.text().endswith(HOSTILE[0])
    window.front.controller.start(setup, demo_state(setup, 0, to_end=True))
    window.front.show_end()
    check_names(window, HOSTILE, window.front.end_page.ranking.text())  # the ranking
