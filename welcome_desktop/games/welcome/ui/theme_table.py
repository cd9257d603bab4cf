"""Score pad on the ice-cream sheet: the street bonuses other players took at the table,
entered each round like the plan approvals (thematic-sheets.md C8)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QGridLayout

from welcome_desktop.i18n.text import arg

from ..engine import GameState


def add_taken_boxes(grid: QGridLayout, row: int, taken: tuple[bool, ...]) -> list[QCheckBox]:
    """One check box per prize of the sheet on ``row``; a prize already taken stays ticked
    (it cannot be withdrawn). No box on a sheet without prizes."""
    boxes = []
    for k, was in enumerate(taken):
        box = QCheckBox(
            arg(
                QCoreApplication.translate("TableRoundDialog", "Street %1's ice-cream bonus taken"),
                k + 1,
            )
        )
        box.setObjectName(f"bonusTaken{k + 1}")
        box.setToolTip(
            QCoreApplication.translate(
                "TableRoundDialog",
                "Another player at the table reached this street's last cone first: the bonus "
                "is crossed on your sheet.",
            )
        )
        box.setChecked(was)
        box.setEnabled(not was)
        grid.addWidget(box, row, k)
        boxes.append(box)
    return boxes


def taken_so_far(state: GameState | None) -> tuple[bool, ...]:
    """The prizes already taken in a score-pad game (() without prizes or without a game)."""
    if state is None:
        return ()
    flags = int(state.config.theme.table_flags)
    if not flags:
        return ()
    if state.table_taken:
        return tuple(bool(t) for t in state.table_taken[-1])
    return (False,) * flags
