"""The game code of a New Game page, for every game whose page has one: the field, *Today's
challenge* beside it, a note under it (what a code sets, or what is wrong with it, in the
player's language) and *Open it in <game>* while the code typed is another game's. The page
says how its game reads a code, what a valid one sets (and locks) and how to describe it; the
field keeps the rest in step: a code typed to its full length that does not read says why at
once, shorter ones wait for OK, and OK is refused with the reason while the code is wrong."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton

from welcome_desktop.app.code_format import LENGTH, GameCodeError, normalise

from .code_text import OtherGameButton, code_error_text
from .safe_text import plain_label

C = TypeVar("C")

ERROR_STYLE = "color: #B03030"


class CodeField(Generic[C]):
    """``read(text)`` is the game's decode (GameCodeError for a mistyped code); ``apply(code)``
    fills in and locks what a valid code decides (unlocks with None); ``describe(code)`` and
    ``empty()`` give the note for a valid code and for an empty field; ``leave()`` closes the
    page when a code of another game is to be opened there (``other`` then holds it)."""

    def __init__(
        self,
        read: Callable[[str], C],
        apply: Callable[[C | None], None],
        describe: Callable[[C], str],
        empty: Callable[[], str],
        leave: Callable[[], None],
    ) -> None:
        self._read, self._apply, self._describe, self._empty = read, apply, describe, empty
        self._leave = leave
        self.edit = QLineEdit()
        self.edit.setObjectName("code")
        self.edit.setMaxLength(40)
        self.edit.setPlaceholderText("XXXXX-XXXXX")
        self.edit.setClearButtonEnabled(True)
        self.label = QLabel()
        self.label.setBuddy(self.edit)
        self.daily = QPushButton()
        self.daily.setObjectName("dailyButton")
        self.daily.setAutoDefault(False)  # Enter is still OK after a click on it
        self.note = plain_label()
        self.note.setObjectName("codeNote")
        self.note.setWordWrap(True)
        self.other_button = OtherGameButton()
        self.other_button.chosen.connect(self._other_game)
        self.other: tuple[str, str] | None = None  # (game id, code) when that was chosen
        self.edit.textChanged.connect(lambda _text: self.refresh())

    def add_rows(self, form: QFormLayout) -> None:
        """The field with the challenge button, the note, and the other game's button."""
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.daily)
        form.addRow(self.label, row)
        form.addRow("", self.note)
        form.addRow("", self.other_button)

    def typed(self) -> C | None:
        """The deal of the field; None when it is empty. GameCodeError if mistyped."""
        if not normalise(self.edit.text()):
            return None
        return self._read(self.edit.text())

    def refresh(self) -> None:
        """The note, the other game's button and what the code decides, for the text typed."""
        text = self.edit.text()
        try:
            code = self.typed()
        except GameCodeError as err:
            code = None
            complete = len(normalise(text)) >= LENGTH or err.code == "character"
            self.say(code_error_text(err) if complete else "", error=True)
            self.other_button.show_for(err, text)
        else:
            self.other_button.show_for(None, text)
            self.say(self._empty() if code is None else self._describe(code))
        self._apply(code)

    def say(self, text: str, error: bool = False) -> None:
        """A note under the field (in red for what is wrong)."""
        self.note.setText(text)
        self.note.setStyleSheet(ERROR_STYLE if error else "")

    def check(self) -> bool:
        """Before OK: False, with the reason shown and the field focused, while the code does
        not read."""
        try:
            self.typed()
        except GameCodeError as err:
            self.say(code_error_text(err), error=True)
            self.edit.setFocus()
            return False
        return True

    def _other_game(self, game_id: str, code: str) -> None:
        self.other = (game_id, code)
        self._leave()
