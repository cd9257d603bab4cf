"""Pompeji's replay page: a finished game from the history, turn by turn (buttons, slider,
arrow keys, Home and End): the city as it was, the card of the turn framed, what was played and
for how many points, every player's running total, the volcano, and the score chart with its
cursor on the turn shown. The game is rebuilt from its moves (``engine/replay.py``); nothing is
played or written, and no hand is shown."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.charts import Chart
from welcome_desktop.ui.history_widgets import page_frame
from welcome_desktop.ui.replay_controls import replay_body
from welcome_desktop.ui.safe_text import display_name, plain_label
from welcome_desktop.ui.turn_replay import TurnReplayPage

from ..board.scene import CityScene, CityView, cell_rect
from ..engine import GameState, IllegalMove
from ..engine.replay import ReplayStep, turn_steps
from ..history import PompejiHistory, open_history
from .pages import score_series
from .text_grid import TextGrid
from .texts import Pompeji, tile_text, turn_text, volcano_text


class PompejiReplayPage(TurnReplayPage):
    """``open(names, finished state)`` (or ``open_recorded(game id)``) then ``go(step)``;
    ``back`` leaves the page; ``notice`` a translated message for the status bar."""

    steps: tuple[ReplayStep, ...]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame = page_frame(self, "PompejiReplayPage")
        col, self.title, self.back_button = frame.column, frame.title, frame.back_button
        self.back_button.clicked.connect(self.back)
        self.scene = CityScene(tile_text)
        self.view = CityView(self.scene)
        self.view.setObjectName("replayCity")
        self.view.setMinimumSize(320, 240)
        self.mark = QGraphicsRectItem()
        self.mark.setPen(QPen(QColor("#ff8c1a"), 5.0))
        self.mark.setZValue(50)
        self.scene.addItem(self.mark)
        side = QWidget()
        side_col = QVBoxLayout(side)
        self.step_label = plain_label()
        self.step_label.setObjectName("replayStep")
        font = self.step_label.font()
        font.setBold(True)
        self.step_label.setFont(font)
        self.move_label = plain_label()
        self.move_label.setObjectName("replayMove")
        self.move_label.setWordWrap(True)
        self.scores = TextGrid(2, (Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight))
        self.scores.setObjectName("replayScores")
        self.volcano = plain_label()
        self.volcano.setObjectName("replayVolcano")
        self.volcano.setWordWrap(True)
        self.chart = Chart()
        self.chart.setObjectName("replayChart")
        self.chart.setMinimumHeight(160)
        side_col.addWidget(self.step_label)
        side_col.addWidget(self.move_label)
        scores_row = QHBoxLayout()  # the names beside their points, not across the column
        scores_row.addWidget(self.scores)
        scores_row.addStretch(1)
        side_col.addLayout(scores_row)
        side_col.addWidget(self.volcano)
        side_col.addWidget(self.chart, 1)
        self.controls = replay_body(
            self, col, self.view, side, self.go, lambda: self.step, lambda: self.last_step
        )
        self.names: tuple[str, ...] = ()
        self.retranslateUi()

    def open(self, names: Sequence[str], final: GameState) -> bool:
        """Load a finished game; False if its moves do not replay (nothing changes then)."""
        if len(names) != final.seats:
            return False
        try:
            steps = turn_steps(final)
        except (IllegalMove, ValueError, KeyError, IndexError, TypeError):
            return False
        self.steps = steps
        self.names = tuple(names)
        self.chart.set_series(
            score_series(final.running_totals(), [display_name(n) for n in names])
        )
        self.loaded()
        return True

    def history(self) -> PompejiHistory | None:
        return open_history()

    def damaged_text(self) -> str:
        return Pompeji.tr("This game's record is damaged: it cannot be replayed.")

    def draw(self, step: int) -> None:
        shown = self.steps[step]
        self.scene.set_city(shown.state.city)
        cell = shown.action.cell if shown.action is not None else None
        if cell is not None:
            self.mark.setRect(cell_rect(cell).adjusted(-3, -3, 3, 3))
        self.mark.setVisible(cell is not None)
        self._describe()

    def _describe(self) -> None:
        if not self.steps:
            return
        shown = self.steps[self.step]
        state, total = shown.state, self.last_step
        if self.step == 0:
            self.step_label.setText(arg(Pompeji.tr("As dealt (%1 turns in all)"), total))
        else:
            self.step_label.setText(arg(Pompeji.tr("Turn %1 of %2"), self.step, total))
        summary = shown.summary
        self.move_label.setText(turn_text(summary, self.names) if summary is not None else "")
        self.move_label.setVisible(self.step > 0)
        over = state.over
        points = state.final_scores() if over else state.points
        rows = [(display_name(n), str(points[s])) for s, n in enumerate(self.names)]
        mover = shown.action.seat if shown.action is not None else -1
        self.scores.set_rows(rows, bold_rows=(mover,) if mover >= 0 else ())
        words = volcano_text(state.volcanoes)
        if over:
            words += "\n" + Pompeji.tr("Final scores: the cards left in hand taken off.")
        else:
            left = Pompeji.tr("%n card(s) left in the pile", "", state.cards_left())
            words += "\n" + left
        self.volcano.setText(words)

    def retranslateUi(self) -> None:
        self.title.setText(Pompeji.tr("Pompeji: replay"))
        self.back_button.setText(Pompeji.tr("Back"))
        self.controls.set_tips(
            Pompeji.tr("As dealt (Home)"),
            Pompeji.tr("Previous turn (Left arrow)"),
            Pompeji.tr("Next turn (Right arrow)"),
            Pompeji.tr("Last turn (End)"),
            Pompeji.tr("Turn"),
        )
        self.chart.set_axis_titles(Pompeji.tr("Turn"), Pompeji.tr("Points"))
        self.scene.redescribe()
        self._describe()
