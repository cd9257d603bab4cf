"""The New Game page of Pompeji: 2 to 4 seats, each a human or a computer player (easy, medium,
hard), a name per seat, a random first player and the lenient draw rule as options."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app.setup import MAX_NAME_LENGTH, PompejiSetup, Seat, SeatKind, make_setup
from ..engine import MAX_SEATS, MIN_SEATS
from .texts import Pompeji, seat_kind_name

DEFAULT_NAMES = ("Aurelia", "Brutus", "Cornelia", "Decimus")


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        last_names: Sequence[str] = (),
        seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pompejiNewGame")
        self.seed = seed
        self.setWindowTitle(Pompeji.tr("New game of Pompeji"))
        col = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(MIN_SEATS, MAX_SEATS)
        self.count.setValue(3)
        form.addRow(Pompeji.tr("Players"), self.count)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for s in range(MAX_SEATS):
            name = QLineEdit(last_names[s] if s < len(last_names) and last_names[s] else "")
            if not name.text():
                name.setText(DEFAULT_NAMES[s])
            name.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            for k in SeatKind:
                kind.addItem(seat_kind_name(k), k.value)
            kind.setCurrentIndex(0 if s == 0 else 2)
            label = QLabel(Pompeji.tr("Seat %1").replace("%1", str(s + 1)))
            form.addRow(label, name)
            form.addRow("", kind)
            self.names.append(name)
            self.kinds.append(kind)
            self.labels.append(label)
        self.random_first = QCheckBox(Pompeji.tr("Random first player"))
        self.lenient = QCheckBox(
            Pompeji.tr("After the first eruption, skipping the draw needs only 1 card left")
        )
        self.double = QCheckBox(
            Pompeji.tr("Variant: a ×2 card (double one placement) instead of the building permit")
        )
        form.addRow(self.random_first)
        form.addRow(self.lenient)
        form.addRow(self.double)
        self.open_hands = QCheckBox(
            Pompeji.tr("Open hands: everyone sees every hand (to learn the game)")
        )
        form.addRow(self.open_hands)
        col.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.count.valueChanged.connect(self._shown)
        self._shown(self.count.value())

    def _shown(self, count: int) -> None:
        for s in range(MAX_SEATS):
            for w in (self.names[s], self.kinds[s], self.labels[s]):
                w.setVisible(s < count)

    def set_seats(self, seats: Sequence[tuple[str, SeatKind]]) -> None:
        """Fill the page (tests, the launcher's demo)."""
        self.count.setValue(len(seats))
        for s, (name, kind) in enumerate(seats):
            self.names[s].setText(name)
            self.kinds[s].setCurrentIndex(list(SeatKind).index(kind))

    def result_setup(self) -> PompejiSetup:
        count = self.count.value()
        seats = []
        for s in range(count):
            name = " ".join(self.names[s].text().split())[:MAX_NAME_LENGTH]
            name = name or DEFAULT_NAMES[s]
            seats.append(Seat(name, SeatKind(self.kinds[s].currentData())))
        seed = self.seed if self.seed is not None else secrets.randbelow(2**31)
        first = random.Random(seed).randrange(count) if self.random_first.isChecked() else 0
        return make_setup(
            seats,
            seed,
            first_seat=first,
            lenient_skip=self.lenient.isChecked(),
            double=self.double.isChecked(),
            open_hands=self.open_hands.isChecked(),
        )


def ask_new_game(
    parent: QWidget, last_names: Sequence[str], seed: int | None
) -> PompejiSetup | None:
    dialog = NewGameDialog(parent, last_names, seed)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_setup()
