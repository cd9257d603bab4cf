"""Score pad: the table's result for the temp agency (the majority is decided at the table)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.games.welcome.engine.table_temps import LOWER
from welcome_desktop.i18n import arg
from welcome_desktop.ui.safe_text import plain_label, wrapping

TableTempsAnswer = tuple[int, tuple[int, ...]]  # (rank, ()) or (0, other players' counts)
MAX_OTHER_TEXT = 400


def parse_counts(text: str) -> tuple[int, ...] | None:
    """ "3, 5 0" -> (3, 5, 0); None unless every part is a whole number 0..11."""
    parts = text.replace(",", " ").replace(";", " ").split()
    if not parts or len(text) > MAX_OTHER_TEXT:
        return None
    counts = []
    for part in parts:
        if not part.isdecimal() or not 0 <= int(part) <= 11:
            return None
        counts.append(int(part))
    return tuple(counts)


class TableTempsDialog(QDialog):
    """Either this sheet's place for temps at the table, or the other players' counts."""

    def __init__(self, own: int, final: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableTempsDialog")
        self.setWindowTitle(self.tr("Temps at the table"))
        col = QVBoxLayout(self)
        intro = (
            self.tr(
                "You hired %n temp(s). The most temps at the table score 7, the next count 4, "
                "the third 1. What is the table's result?",
                "",
                own,
            )
            if final
            else self.tr(
                "You have hired %n temp(s) so far. Enter the table's result as it stands: "
                "your temp points stay provisional until the end of the game.",
                "",
                own,
            )
        )
        col.addWidget(wrapping(plain_label(intro), 240))
        self.group = QButtonGroup(self)
        self.ranks: list[QRadioButton] = []
        texts = (
            self.tr("I hired the most (7 points)"),
            self.tr("Second count (4 points)"),
            self.tr("Third count (1 point)"),
            self.tr("Fewer: no temp points"),
        )
        for rank, text in enumerate(texts, 1):
            button = QRadioButton(text)
            self.group.addButton(button, rank)
            col.addWidget(button)
            self.ranks.append(button)
        self.by_counts = QRadioButton(self.tr("Or the other players' temp counts:"))
        self.group.addButton(self.by_counts, 0)
        col.addWidget(self.by_counts)
        self.counts = QLineEdit()
        self.counts.setObjectName("otherTempCounts")
        self.counts.setMaxLength(MAX_OTHER_TEXT)
        self.counts.setPlaceholderText(self.tr("for example: 3, 5, 0"))
        self.counts.textEdited.connect(lambda _text: self.by_counts.setChecked(True))
        col.addWidget(self.counts)
        self.error = plain_label()
        self.error.setObjectName("error")
        self.error.setStyleSheet("color: #B03030")
        col.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.ranks[0].setChecked(True)
        self.answer: TableTempsAnswer | None = None

    def _accept(self) -> None:
        rank = self.group.checkedId()
        if rank > 0:
            self.answer = (min(rank, LOWER), ())
            self.accept()
            return
        counts = parse_counts(self.counts.text())
        if counts is None:
            self.error.setText(
                arg(self.tr("Write the other players' counts, 0 to %1, separated by commas."), 11)
            )
            return
        self.answer = (0, counts)
        self.accept()
