"""The New Game page of Balconia: the two sides (turquoise selects first, pink second), each a
name and a human or a computer level; the three variants of the rulebook (blocks anywhere, the
entrance in any bottom cell, the long game with all 22 tokens); a seed (random by default); or a
friend's game code (or today's challenge), which sets the deal and the variants and locks them
(the table stays yours)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext, arg
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.persistence.results import best_on_deal
from welcome_desktop.ui.code_field import CodeField
from welcome_desktop.ui.code_text import send_code
from welcome_desktop.ui.safe_text import display_name

from ..app.setup import MAX_NAME_LENGTH, BalconiaSetup, Seat, SeatKind, make_setup
from ..engine.game_code import SEED_LIMIT, BalconiaCode, daily_code, decode
from ..history import open_history

DEFAULT_NAMES = ("Lina", "Marco")  # user data: never translated
RANDOM_SEED = -1  # the seed box's lowest value, shown as "Random"
CONTEXT = "BalconiaNewGame"
BalconiaNewGame = TrContext("BalconiaNewGame")  # not "NewGameDialog", Welcome's page's context

KIND_NAMES = {
    SeatKind.HUMAN: QT_TRANSLATE_NOOP("BalconiaNewGame", "Human"),
    SeatKind.EASY: QT_TRANSLATE_NOOP("BalconiaNewGame", "Computer: Easy"),
    SeatKind.MEDIUM: QT_TRANSLATE_NOOP("BalconiaNewGame", "Computer: Medium"),
    SeatKind.HARD: QT_TRANSLATE_NOOP("BalconiaNewGame", "Computer: Hard"),
}


def kind_name(kind: SeatKind) -> str:
    """A seat kind, translated."""
    return QCoreApplication.translate(CONTEXT, KIND_NAMES[kind])


class NewGameDialog(QDialog):
    """The page; ``result_setup()`` reads the game it describes."""

    def __init__(
        self, parent: QWidget | None, last_names: Sequence[str] = (), seed: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("balconiaNewGame")
        col = QVBoxLayout(self)
        form = QFormLayout()
        self.code_field = CodeField(
            decode, self._decided_by, self._described, self._empty_note, self.reject
        )
        field = self.code_field
        self.code, self.code_label, self.daily = field.edit, field.label, field.daily
        self.code_note, self.other_button = field.note, field.other_button
        self.daily.clicked.connect(self.take_daily)
        self.today = date.today()
        field.add_rows(form)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for s in range(2):
            given = last_names[s] if s < len(last_names) else ""
            name = QLineEdit(given or DEFAULT_NAMES[s])
            name.setObjectName(f"name{s}")
            name.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            kind.setObjectName(f"kind{s}")
            for k in SeatKind:
                kind.addItem("", k.value)
            kind.setCurrentIndex(
                list(SeatKind).index(SeatKind.HUMAN if s == 0 else SeatKind.MEDIUM)
            )
            label = QLabel()
            label.setBuddy(name)
            row = QHBoxLayout()
            row.addWidget(name, 1)
            row.addWidget(kind)
            form.addRow(label, row)
            self.names.append(name)
            self.kinds.append(kind)
            self.labels.append(label)
        self.anywhere = QCheckBox()
        self.anywhere.setObjectName("anywhere")
        self.entrance_anywhere = QCheckBox()
        self.entrance_anywhere.setObjectName("entranceAnywhere")
        self.long_game = QCheckBox()
        self.long_game.setObjectName("longGame")
        self.variants_label = QLabel()
        form.addRow(self.variants_label, self.anywhere)
        form.addRow("", self.entrance_anywhere)
        form.addRow("", self.long_game)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(RANDOM_SEED, SEED_LIMIT - 1)  # every seed has a game code
        self.seed.setValue(RANDOM_SEED if seed is None else seed)
        self.seed_label = QLabel()
        self.seed_label.setBuddy(self.seed)
        form.addRow(self.seed_label, self.seed)
        col.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.retranslateUi()
        self.names[0].setFocus()
        self.names[0].selectAll()

    def retranslateUi(self) -> None:
        self.setWindowTitle(BalconiaNewGame.tr("New game of Balconia"))
        self.code_label.setText(BalconiaNewGame.tr("Game &code (optional)"))
        self.daily.setText(BalconiaNewGame.tr("Today's c&hallenge"))
        self.daily.setToolTip(
            BalconiaNewGame.tr(
                "Today's deal against the Hard computer player: the same for everyone."
            )
        )
        self.code_field.refresh()
        self.labels[0].setText(BalconiaNewGame.tr("&Turquoise (selects first)"))
        self.labels[1].setText(BalconiaNewGame.tr("&Pink"))
        for s, kind in enumerate(self.kinds):
            for i, k in enumerate(SeatKind):
                kind.setItemText(i, kind_name(k))
            kind.setAccessibleName(self.labels[s].text().replace("&", ""))
        self.variants_label.setText(BalconiaNewGame.tr("Variants"))
        self.anywhere.setText(
            BalconiaNewGame.tr("Blocks &anywhere: they need not touch the building")
        )
        self.entrance_anywhere.setText(
            BalconiaNewGame.tr("&Entrance in any cell of the bottom row")
        )
        self.long_game.setText(BalconiaNewGame.tr("&Long game: all 22 tokens"))
        self.seed_label.setText(BalconiaNewGame.tr("&Seed"))
        self.seed.setSpecialValueText(BalconiaNewGame.tr("Random"))
        self.seed.setToolTip(
            BalconiaNewGame.tr("The same seed deals the same blocks in the same order.")
        )

    def _code_controls(self) -> tuple[QWidget, ...]:
        """What a game code decides (locked while a valid code is typed)."""
        return (self.anywhere, self.entrance_anywhere, self.long_game, self.seed)

    @property
    def other(self) -> tuple[str, str] | None:
        """(game id, code) when a code of another game was chosen to be opened there."""
        return self.code_field.other

    def typed_code(self) -> BalconiaCode | None:
        """The deal of the code field; None when it is empty. GameCodeError if mistyped."""
        return self.code_field.typed()

    def _empty_note(self) -> str:
        return BalconiaNewGame.tr("Leave it empty for a new deal, or type a friend's code.")

    def _described(self, _code: BalconiaCode) -> str:
        return BalconiaNewGame.tr("The deal and the variants of this code.")

    def _decided_by(self, code: BalconiaCode | None) -> None:
        """A valid code fills the variants and the seed in and locks them."""
        if code is not None:
            self.anywhere.setChecked(code.anywhere)
            self.entrance_anywhere.setChecked(code.entrance_anywhere)
            self.long_game.setChecked(code.long_game)
            self.seed.setValue(code.seed)
        for widget in self._code_controls():
            widget.setEnabled(code is None)

    def take_daily(self) -> None:
        """Today's deal, the player against the Hard computer player, and the best score made
        on it here with that table."""
        code = daily_code(self.today)
        self.code.setText(code)
        self.kinds[0].setCurrentIndex(list(SeatKind).index(SeatKind.HUMAN))
        self.kinds[1].setCurrentIndex(list(SeatKind).index(SeatKind.HARD))
        games = with_db(open_history(), lambda db: db.games(code=code)) or []
        best = best_on_deal(games, (SeatKind.HUMAN.value, SeatKind.HARD.value))
        if best is None:
            self.code_field.say(
                BalconiaNewGame.tr("Nobody has finished today's challenge here yet.")
            )
        else:
            text = BalconiaNewGame.tr("Best so far today: %1, %2 points")
            self.code_field.say(arg(text, display_name(best[0]), best[1]))

    def accept(self) -> None:
        """OK: refused with the reason while the code field holds a code that does not read."""
        if self.code_field.check():
            super().accept()

    def set_seats(self, seats: Sequence[tuple[str, SeatKind]]) -> None:
        """Fill the seats (tests, demos)."""
        for s, (name, kind) in enumerate(seats):
            self.names[s].setText(name)
            self.kinds[s].setCurrentIndex(list(SeatKind).index(kind))

    def result_setup(self) -> BalconiaSetup:
        seats = []
        for s in range(2):
            name = " ".join(self.names[s].text().split())[:MAX_NAME_LENGTH] or DEFAULT_NAMES[s]
            seats.append(Seat(name, SeatKind(self.kinds[s].currentData())))
        code = self.typed_code()
        if code is not None:
            return BalconiaSetup(code.config(), (seats[0], seats[1]))
        seed = self.seed.value()
        if seed == RANDOM_SEED:
            seed = secrets.randbelow(SEED_LIMIT)
        return make_setup(
            seats[0],
            seats[1],
            seed,
            anywhere=self.anywhere.isChecked(),
            entrance_anywhere=self.entrance_anywhere.isChecked(),
            long_game=self.long_game.isChecked(),
        )


def ask_new_game(
    parent: QWidget, last_names: Sequence[str], seed: int | None, code: str | None = None
) -> BalconiaSetup | None:
    """The page; given a ``code`` (a friend's deal, or "" for Game ▸ Join with a code), with it
    filled in and the code field ready to type."""
    dialog = NewGameDialog(parent, last_names, seed)
    if code is not None:
        dialog.code.setText(code)
        dialog.code.setFocus()
    if dialog.exec() != QDialog.DialogCode.Accepted:
        if dialog.other is not None:  # a code of another game: that game offers it
            send_code(parent, *dialog.other)
        return None
    return dialog.result_setup()
