"""A small table of plain-text labels (the running scores, the final ranking): players' names
are shown as typed, never read as markup, and each cell lines up with its column."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from welcome_desktop.ui.safe_text import plain_label


class TextGrid(QWidget):
    """Rows of texts in ``columns`` columns; ``align`` gives each column's alignment."""

    def __init__(
        self, columns: int, align: Sequence[Qt.AlignmentFlag], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.columns = columns
        self.align = tuple(align)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        self.cells: list[list[QLabel]] = []
        self.shown = 0
        self.hide()  # nothing to show until the first rows

    def _row(self, r: int) -> list[QLabel]:
        while len(self.cells) <= r:
            row = []
            for col in range(self.columns):
                label = plain_label()
                label.setAlignment(self.align[col] | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, len(self.cells), col)
                row.append(label)
            self.cells.append(row)
        return self.cells[r]

    def set_rows(
        self,
        rows: Sequence[Sequence[str]],
        *,
        bold_rows: Sequence[int] = (),
        bold_column: int = -1,
    ) -> None:
        """Show ``rows`` (each ``columns`` texts); rows ``bold_rows`` and column
        ``bold_column`` in bold; rows left over from a longer table are hidden."""
        for r, texts in enumerate(rows):
            for col, text in enumerate(texts):
                cell = self._row(r)[col]
                cell.setText(text)
                font = cell.font()
                font.setBold(r in bold_rows or col == bold_column)
                cell.setFont(font)
        self.shown = len(rows)
        for r, row in enumerate(self.cells):
            for cell in row:
                cell.setVisible(r < self.shown)
        self.setVisible(self.shown > 0)

    def text(self) -> str:
        """What the table shows, a line per row (a tab between cells)."""
        return "\n".join("\t".join(c.text() for c in row) for row in self.cells[: self.shown])
