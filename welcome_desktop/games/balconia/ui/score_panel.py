"""The side panel of Balconia's board: who selects and who places this turn, both sides' points
(balconies, door, total; each balcony's own points are on the building), the tokens left, the
last turns, and, when the table plays with the building open, the other side's facade."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from welcome_desktop.i18n.text import TrContext, arg
from welcome_desktop.ui.safe_text import plain_label, wrapping

from ..app.view import TableView
from ..board.building import BuildingScene
from ..board.faces import DOOR_COLOURS
from ..engine import SIDES, Side
from .fit_view import FitView
from .texts import blocks_left_text, face_text, name_of, turn_text

BalconiaBoard = TrContext("BalconiaBoard")


class SidePanel(QWidget):
    """Roles, scores, tokens left, last turns, the open building."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balconiaSide")
        self.base_font = self.font()
        self.setFixedWidth(236)
        col = QVBoxLayout(self)
        col.setContentsMargins(4, 0, 0, 0)
        self.role = wrapping(plain_label(), 200)
        self.role.setObjectName("balconiaRole")
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.heads = [plain_label() for _ in range(3)]
        for i, head in enumerate(self.heads):
            grid.addWidget(head, 0, i + 1, Qt.AlignmentFlag.AlignRight)
        self.names: list[QLabel] = []
        self.cells: list[list[QLabel]] = []
        for row, side in enumerate(SIDES, start=1):
            name = plain_label()
            name.setObjectName(f"score_{side.value}")
            name.setStyleSheet(f"border-left: 6px solid {DOOR_COLOURS[side]}; padding-left: 4px;")
            name.setMinimumWidth(60)
            grid.addWidget(name, row, 0)
            self.names.append(name)
            cells = [plain_label() for _ in range(3)]
            for i, cell in enumerate(cells):
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(cell, row, i + 1)
            self.cells.append(cells)
        grid.setColumnStretch(0, 1)
        self.blocks_left = plain_label()
        self.blocks_left.setObjectName("blocksLeft")
        self.last_title = plain_label()
        bold = self.last_title.font()
        bold.setBold(True)
        self.last_title.setFont(bold)
        self.last_turns = wrapping(plain_label(), 200)
        self.last_turns.setObjectName("lastTurns")
        self.last_turns.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the other side of the building (the "open building" house option)
        self.other_title = plain_label()
        self.other_title.setObjectName("otherSideTitle")
        self.other_scene = BuildingScene(Side.PINK, face_text)
        self.other_view = FitView(self.other_scene)
        self.other_view.setObjectName("otherSide")
        self.other_view.setFixedHeight(230)
        col.addWidget(self.role)
        col.addLayout(grid)
        col.addWidget(self.blocks_left)
        col.addWidget(self.last_title)
        col.addWidget(self.last_turns)
        col.addStretch(1)
        col.addWidget(self.other_title)
        col.addWidget(self.other_view)
        self.retranslateUi()

    def set_scale(self, scale: float) -> None:
        """Grow the panel and its text on large windows (1 at 1024 x 600)."""
        font = QFont(self.base_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        self.setFont(font)
        # each label set on its own: with the app's style sheet, children do not inherit
        for label in self.findChildren(QLabel):
            bold = QFont(font)
            bold.setBold(label.font().bold())
            label.setFont(bold)
        self.setFixedWidth(round(236 * scale))
        self.other_view.setFixedHeight(round(230 * scale))

    def retranslateUi(self) -> None:
        titles = (
            BalconiaBoard.tr("Balconies"),
            BalconiaBoard.tr("Door"),
            BalconiaBoard.tr("Total"),
        )
        for head, title in zip(self.heads, titles, strict=True):
            head.setText(title)
        self.last_title.setText(BalconiaBoard.tr("Last turns"))
        self.other_scene.redescribe()

    def draw(self, view: TableView) -> None:
        selector = view.selector
        if selector is not None and not view.over:
            self.role.setText(
                arg(
                    BalconiaBoard.tr("%1 selects, %2 places."),
                    name_of(view, selector),
                    name_of(view, selector.other),
                )
            )
        else:
            self.role.setText("")
        self.role.setVisible(bool(self.role.text()))
        for side, name, cells, score in zip(
            SIDES, self.names, self.cells, view.scores, strict=True
        ):
            who = name_of(view, side)
            if side is view.to_act and not view.over:
                who = f"▶ {who}"
            name.setText(who)
            values = (score.balconies, score.door, score.total)
            for cell, value in zip(cells, values, strict=True):
                cell.setText(str(value))
            bold = name.font()
            bold.setBold(side is view.viewer)
            for label in (name, *cells):
                label.setFont(bold)
        self.blocks_left.setText(blocks_left_text(view.blocks_left) if not view.over else "")
        turns = [turn_text(t, view.names, view.viewer) for t in reversed(view.last_turns)]
        self.last_turns.setText("\n".join(turns))
        for w in (self.last_title, self.last_turns):
            w.setVisible(bool(turns))
        other = (view.viewer or Side.TURQUOISE).other
        shown = view.open_building and not view.hidden
        if shown:
            score = view.scores[other.number]
            self.other_scene.set_building(view.building, other, score.faces, score.door)
            self.other_title.setText(arg(BalconiaBoard.tr("%1's side"), name_of(view, other)))
        self.other_title.setVisible(shown)
        self.other_view.setVisible(shown)
