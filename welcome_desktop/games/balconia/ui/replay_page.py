"""Balconia's replay page: a finished game (just played, or from the history) turn by turn
(buttons, slider, arrow keys, Home and End): both facades as they stood, each balcony with its
points and the block of the turn framed on both; who kept two faces and who placed the block
where, the two balconies it brought and their points, both running totals and what the turn
changed, and the score chart with its cursor on the turn shown. The game is rebuilt from its
moves (``engine/replay.py``); nothing is played or written."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.charts import Chart, Series
from welcome_desktop.ui.history_widgets import page_frame
from welcome_desktop.ui.replay_controls import replay_body
from welcome_desktop.ui.safe_text import display_name, plain_label, tooltip, wrapping
from welcome_desktop.ui.turn_replay import TurnReplayPage

from ..engine import SIDES, GameState, IllegalMove, Side, to_view
from ..engine.replay import ReplayStep, running_totals, turn_steps
from ..history import BalconiaHistory, open_history
from .pages import BalconiaWindow, FacadeScores, side_colour
from .texts import (
    new_balcony_text,
    result_text,
    running_total_text,
    turn_block_text,
    turn_text,
)
from .turn_block import TurnBlock

MARKERS = {Side.TURQUOISE: "o", Side.PINK: "s"}
SIDE_WIDTH = 270  # the column of words and the chart never narrower (nor wider for a long text)


def total_series(totals: Sequence[tuple[int, int]], names: Sequence[str]) -> list[Series]:
    """One line per side, in its colour: its total after each turn (x 0: as dealt)."""
    return [
        Series(
            display_name(names[side.number]),
            tuple((float(k), float(row[side.number])) for k, row in enumerate(totals)),
            side_colour(side),
            MARKERS[side],
        )
        for side in SIDES
    ]


class BalconiaReplayPage(TurnReplayPage):
    """``open(names, finished state)`` (or ``open_recorded(game id)``) then ``go(step)``;
    ``back`` leaves the page; ``notice`` a translated message for the status bar."""

    steps: tuple[ReplayStep, ...]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame = page_frame(self, "BalconiaReplayPage")
        col, self.title, self.back_button = frame.column, frame.title, frame.back_button
        self.back_button.clicked.connect(self.back)
        board = QWidget()
        board.setObjectName("replayBuilding")
        row = QHBoxLayout(board)
        row.setContentsMargins(0, 0, 0, 0)
        self.facades = {side: FacadeScores(side) for side in SIDES}
        for side in SIDES:
            row.addWidget(self.facades[side])
        side_panel = QWidget()
        side_panel.setMinimumWidth(SIDE_WIDTH)
        side_col = QVBoxLayout(side_panel)
        side_col.setContentsMargins(6, 0, 0, 0)
        self.step_label = self._wrapped("replayStep")
        font = self.step_label.font()
        font.setBold(True)
        self.step_label.setFont(font)
        self.move_label = self._wrapped("replayMove")
        self.block = TurnBlock()
        self.block.setObjectName("replayBlock")
        self.balconies_label = self._wrapped("replayBalconies")
        self.scores_label = self._wrapped("replayScores")
        self.chart = Chart()
        self.chart.setObjectName("replayChart")
        self.chart.plot.setMinimumHeight(140)  # it gives way to the words above it at 600 high
        self.chart.setMinimumHeight(140)
        for widget in (
            self.step_label,
            self.move_label,
            self.block,
            self.balconies_label,
            self.scores_label,
        ):
            side_col.addWidget(widget)
        side_col.addWidget(self.chart, 1)
        self.controls = replay_body(
            self, col, board, side_panel, self.go, lambda: self.step, lambda: self.last_step
        )
        self.names: tuple[str, str] = ("", "")
        self.retranslateUi()

    @staticmethod
    def _wrapped(name: str) -> QLabel:
        """A plain-text label that wraps and never widens the window (a long name is cut)."""
        label = wrapping(plain_label(), 120)
        label.setObjectName(name)
        return label

    def open(self, names: Sequence[str], final: GameState) -> bool:
        """Load a finished game; False if its moves do not replay (nothing changes then)."""
        if len(names) != len(SIDES) or not final.over:
            return False
        try:
            steps = turn_steps(final)
        except (IllegalMove, ValueError, KeyError, IndexError, TypeError):
            return False
        self.steps = steps
        self.names = (str(names[0]), str(names[1]))
        self.chart.set_series(total_series(running_totals(steps), self.names))
        self.loaded()
        return True

    def history(self) -> BalconiaHistory | None:
        return open_history()

    def damaged_text(self) -> str:
        return BalconiaWindow.tr("This game's record is damaged: it cannot be replayed.")

    def draw(self, step: int) -> None:
        shown = self.steps[step]
        building, turn = shown.state.building, shown.turn
        for side, score in zip(SIDES, shown.scores, strict=True):
            facade = self.facades[side]
            entrance = to_view(building.entrance_cell, side)
            facade.show_score(self.names[side.number], score, building, entrance)
            facade.scene.mark(last=(turn.cell,) if turn is not None else ())
        self._describe()

    def framed_cells(self, side: Side) -> list[tuple[int, int]]:
        """The cells framed on ``side``'s facade (that side's frame)."""
        return [item.view_cell for item in self.facades[side].scene.marks]

    def _describe(self) -> None:
        if not self.steps:
            return
        shown, total, names = self.steps[self.step], self.last_step, self.names
        turn = shown.turn
        if turn is None:
            text = BalconiaWindow.tr("As dealt: the entrance alone (%n turn(s) in all)", "", total)
            self.step_label.setText(text)
            self.move_label.setText("")
            self.balconies_label.setText("")
        else:
            self.step_label.setText(arg(BalconiaWindow.tr("Turn %1 of %2"), self.step, total))
            placer = turn.selector.other
            self.move_label.setText(turn_text(turn, names, placer))
            block = shown.state.building.at(turn.cell)
            lines = []
            if block is not None:  # always: the step's building holds the turn's block
                for side in (placer, turn.selector):
                    points = shown.new_balcony_points(side)
                    lines.append(new_balcony_text(names, side, block.face(side), points))
            self.balconies_label.setText("\n".join(lines))
        self.block.set_turn(turn)
        words = turn_block_text(turn, names) if turn is not None else ""
        self.block.setToolTip(tooltip(words))  # a name is never read as markup
        self.block.setAccessibleDescription(words)
        self.block.setVisible(turn is not None)
        self.move_label.setVisible(turn is not None)
        self.balconies_label.setVisible(turn is not None)
        gains = shown.gains if turn is not None else (None, None)
        lines = [
            running_total_text(names, side, shown.totals[side.number], gains[side.number])
            for side in SIDES
        ]
        if shown.state.over:
            lines.append(result_text(names, shown.scores, shown.state.winners()))
        self.scores_label.setText("\n".join(lines))

    def retranslateUi(self) -> None:
        self.title.setText(BalconiaWindow.tr("Balconia: replay"))
        self.back_button.setText(BalconiaWindow.tr("Back"))
        self.controls.set_tips(
            BalconiaWindow.tr("As dealt (Home)"),
            BalconiaWindow.tr("Previous turn (Left arrow)"),
            BalconiaWindow.tr("Next turn (Right arrow)"),
            BalconiaWindow.tr("Last turn (End)"),
            BalconiaWindow.tr("Turn"),
        )
        self.chart.set_axis_titles(BalconiaWindow.tr("Turn"), BalconiaWindow.tr("Points"))
        for facade in self.facades.values():
            facade.retranslateUi()
            facade.scene.redescribe()
        self._describe()
