"""What is wrong with a typed game code, in the player's language, for every game's code field
(the codes' text is every game's: ``app.code_format``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.code_format import ALPHABET, LENGTH, GameCodeError
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
