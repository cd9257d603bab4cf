"""Score pad: enter the three number/effect combinations drawn at the table this round."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QWidget,
)

from welcome_desktop.games.welcome.engine import Effect
from welcome_desktop.games.welcome.i18n.catalog import effect_name
from welcome_desktop.i18n import arg
from welcome_desktop.ui.safe_text import plain_label

from .theme_table import add_taken_boxes

TABLE_GAME_ENDED = "ended"
"""What the window's ask_table_round answers when the game ended at the table instead."""

TableRound = tuple[tuple[tuple[int, Effect], ...], tuple[bool, bool, bool]]


class TableRoundDialog(QDialog):
    """Three rows (number 1–15, effect) and which plans other players have approved; or the
    news that another player has ended the game."""

    ENDED = 2  # exec() result of the "game ended" button (Accepted is 1, Rejected 0)

    def __init__(self, parent: QWidget | None = None, taken: tuple[bool, ...] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("TableRoundDialog")
        self.setWindowTitle(self.tr("Cards drawn at the table"))
        grid = QGridLayout(self)
        self.numbers: list[QSpinBox] = []
        self.effects: list[QComboBox] = []
        for i in range(3):
            grid.addWidget(plain_label(arg(self.tr("Combination %1"), i + 1)), i, 0)
            number = QSpinBox()
            number.setRange(1, 15)
            number.setValue(5 + 3 * i)
            effect = QComboBox()
            for e in Effect:
                effect.addItem(effect_name(e), e.value)
            grid.addWidget(number, i, 1)
            grid.addWidget(effect, i, 2)
            self.numbers.append(number)
            self.effects.append(effect)
        self.approved = [QCheckBox(arg(self.tr("Plan n°%1 approved"), i + 1)) for i in range(3)]
        for i, box in enumerate(self.approved):
            grid.addWidget(box, 3, i)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        # Kept apart from OK / Cancel, on the left: it ends the game, it does not enter cards.
        self.ended_button = QPushButton(self.tr("The game has ended"))
        self.ended_button.setAutoDefault(False)
        self.ended_button.setObjectName("tableGameEnded")
        self.ended_button.setToolTip(
            self.tr("Another player at the table has ended the game: score this sheet as it is.")
        )
        self.ended_button.clicked.connect(lambda: self.done(self.ENDED))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.ended_button)
        row.addStretch(1)
        row.addWidget(buttons)
        grid.addLayout(row, 5, 0, 1, 3)
        # Ice-cream sheet: the street bonuses other players took (taken ones stay ticked).
        self.taken_boxes = add_taken_boxes(grid, 4, taken)

    def set_table_round(self, entered: TableRound) -> None:
        """Start from what was entered last round (a plan approved stays approved)."""
        combos, approved = entered
        for (number, effect), n_box, e_box in zip(combos, self.numbers, self.effects, strict=False):
            n_box.setValue(number)
            e_box.setCurrentIndex(max(0, e_box.findData(Effect(effect).value)))
        for box, was in zip(self.approved, approved, strict=False):
            box.setChecked(bool(was))

    def table_round(self) -> TableRound:
        combos = tuple(
            (n.value(), Effect(str(e.currentData())))
            for n, e in zip(self.numbers, self.effects, strict=True)
        )
        a = [b.isChecked() for b in self.approved]
        return combos, (a[0], a[1], a[2])

    def taken(self) -> tuple[bool, ...]:
        """Ice-cream sheet: street k's bonus was taken at the table (() on other sheets)."""
        return tuple(b.isChecked() for b in self.taken_boxes)
