"""What is wrong with a typed game code, in the player's language, for every game's code field
(the codes' text is every game's: ``app.code_format``), and the button that takes a code of
another game to that game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from welcome_desktop.app.code_format import ALPHABET, LENGTH, GameCodeError, normalise
from welcome_desktop.i18n.text import arg
from welcome_desktop.shell.registry import UnknownGameError, find_game


def code_error_text(err: GameCodeError) -> str:
    """The message for a code that does not start a game here."""
    if err.code == "empty":
        return arg(
            QCoreApplication.translate("GameCode", "Type the %1 characters of the game code."),
            LENGTH,
        )
    if err.code == "character":
        text = QCoreApplication.translate(
            "GameCode", "“%1” (character %2) is never used in game codes: they use only %3."
        )
        return arg(text, err.found, err.position, " ".join(ALPHABET))
    if err.code == "length":
        text = QCoreApplication.translate(
            "GameCode", "A game code has %1 characters; this one has %2."
        )
        return arg(text, err.expected, err.found)
    if err.code == "checksum":
        return QCoreApplication.translate(
            "GameCode", "This code has a typo: check it character by character."
        )
    if err.code == "version":
        return QCoreApplication.translate(
            "GameCode", "This code comes from a newer version of Welcome Desktop."
        )
    if err.code == "other_game":
        try:
            name = find_game(err.found).display_name()
        except UnknownGameError:
            name = ""
        if name:
            text = QCoreApplication.translate(
                "GameCode", "This is a code of %1: choose %1 on the start page and type it there."
            )
            return arg(text, name)
    return QCoreApplication.translate(
        "GameCode", "This code names a game this version does not know."
    )


def other_game_of(err: GameCodeError) -> str:
    """The id of the registered game a code belongs to, when the error is that it is a code of
    another game ("" otherwise)."""
    if err.code != "other_game":
        return ""
    try:
        return find_game(err.found).id
    except UnknownGameError:
        return ""


class OtherGameButton(QPushButton):
    """Shown under a code field while the code typed is one of another game: "Open in <game>".
    ``chosen`` carries (that game's id, the code) when pressed."""

    chosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("otherGameButton")
        self.setAutoDefault(False)
        self.game_id = ""
        self.code = ""
        self.hide()
        self.clicked.connect(lambda: self.chosen.emit(self.game_id, self.code))

    def show_for(self, err: GameCodeError | None, text: str) -> None:
        """Shown for a code of another game (``err`` from reading ``text``), hidden otherwise."""
        self.game_id = other_game_of(err) if err is not None else ""
        self.code = normalise(text)
        if self.game_id:
            name = find_game(self.game_id).display_name()
            self.setText(arg(QCoreApplication.translate("GameCode", "Open it in %1"), name))
        self.setVisible(bool(self.game_id))


def send_code(widget: QWidget | None, game_id: str, code: str) -> None:
    """Once the dialog asking has closed, the window of ``widget`` switches to ``game_id`` and
    offers the deal ``code`` there (``ShellWindow.join_code``)."""
    window = widget.window() if widget is not None else None
    join = getattr(window, "join_code", None)
    if callable(join):
        QTimer.singleShot(0, lambda: join(game_id, code))
