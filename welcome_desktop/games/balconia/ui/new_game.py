"""The New Game page of Balconia: the two sides (turquoise selects first, pink second), each a
name and a human or a computer level; the three variants of the rulebook (blocks anywhere, the
entrance in any bottom cell, the long game with all 22 tokens); a seed (random by default)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

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

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, TrContext

from ..app.setup import MAX_NAME_LENGTH, BalconiaSetup, Seat, SeatKind, make_setup
from ..engine.game_code import SEED_LIMIT

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
    parent: QWidget, last_names: Sequence[str], seed: int | None
) -> BalconiaSetup | None:
    dialog = NewGameDialog(parent, last_names, seed)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_setup()
