"""The score chart during a game: every player's running total after each turn so far, in a
window of its own beside the city (Game menu or the side panel's button), redrawn after every
change while it is open. Running totals are public, so it shows nothing a player may not see."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.charts import Chart, Series
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import display_name

from .pages import score_series
from .texts import Pompeji


class ScoreChartDialog(QDialog):
    """A non-modal window holding the chart of the running totals, turn by turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pompejiChartDialog")
        self.setModal(False)
        self.chart = Chart()
        self.chart.setObjectName("liveScoreChart")
        self.chart.setMinimumSize(320, 200)
        col = QVBoxLayout(self)
        col.addWidget(self.chart)
        self.resize(560, 340)
        self.names: tuple[str, ...] = ()
        self.history: tuple[tuple[int, ...], ...] = ()
        self.chart.set_point_text(self._point_text)
        self.retranslateUi()

    def draw(self, names: Sequence[str], history: tuple[tuple[int, ...], ...]) -> None:
        """One line per player from 0 before the first turn to the latest turn."""
        self.names = tuple(display_name(n) for n in names)
        self.history = history
        self.chart.set_series(score_series(history, self.names))

    def series(self) -> tuple[Series, ...]:
        return self.chart.series()

    @staticmethod
    def _point_text(series: Series, x: float, y: float) -> str:
        return arg(Pompeji.tr("%1, turn %2: %3 points"), series.name, round(x), round(y))

    def retranslateUi(self) -> None:
        self.setWindowTitle(Pompeji.tr("Scores turn by turn"))
        self.chart.set_axis_titles(Pompeji.tr("Turn"), Pompeji.tr("Points"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
