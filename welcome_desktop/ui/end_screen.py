"""The end of a game: ranking with tie-breaks, each player's breakdown and the score chart."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.engine import Score
from welcome_desktop.engine.scoring import CATEGORIES
from welcome_desktop.i18n import arg
from welcome_desktop.i18n.catalog import category_name, category_short_name, end_reason_text

from .art import hand_font
from .drawn_data import plausible_history
from .guard import guarded
from .line_chart import MARKERS, LineChart, Series
from .safe_text import plain_label, tooltip, wrapping

# Line colours per seat, distinct in hue; the marker shapes tell them apart for colour-blind play.
SEAT_COLOURS = ("#2F6CA3", "#D0674F", "#3E9B4F", "#A98BD6", "#F39C4A", "#C9387A")
NEGATIVE = ("bis", "refusals", "roundabouts")


def make_chart(history: Sequence[tuple[int, ...]], names: Sequence[str]) -> LineChart:
    """Each seat's running total after each round, from 0 before round 1."""
    chart = LineChart()
    chart.setObjectName("scoreChart")
    title_chart(chart)
    chart.set_minimum_y_span(0, 10)
    series = []
    for seat, name in enumerate(names):
        totals = [0] + [row[seat] if seat < len(row) else 0 for row in history]
        series.append(
            Series(
                name,
                tuple((float(r), float(t)) for r, t in enumerate(totals)),
                SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                MARKERS[seat % len(MARKERS)],
            )
        )
    chart.set_series(series)
    return chart


def title_chart(chart: LineChart) -> None:
    chart.set_axis_titles(
        QCoreApplication.translate("EndScreen", "Round"),
        QCoreApplication.translate("EndScreen", "Points"),
    )


class EndScreen(QWidget):
    """Shown when the game is over. ``show_result`` fills it; buttons go on from there."""

    new_game = Signal()
    show_board = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EndScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        col = QVBoxLayout(self)
        col.setContentsMargins(24, 16, 24, 16)
        self.heading = wrapping(plain_label())
        self.heading.setObjectName("winner")
        self.heading.setFont(hand_font(40))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.heading)
        self.reason = wrapping(plain_label())
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        col.addWidget(self.reason)
        self.table = QTableWidget()
        self.table.setObjectName("ranking")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        col.addWidget(self.table)
        self.chart_holder = QVBoxLayout()
        col.addLayout(self.chart_holder, 1)
        self.chart: LineChart | None = None
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.board_button = QPushButton()
        self.board_button.clicked.connect(self.show_board)
        self.new_button = QPushButton()
        self.new_button.setObjectName("newGameButton")
        self.new_button.clicked.connect(self.new_game)
        buttons.addWidget(self.board_button)
        buttons.addWidget(self.new_button)
        col.addLayout(buttons)
        self._data: (
            tuple[
                list[str],
                tuple[Score, ...],
                tuple[int, ...],
                tuple[str, ...],
                list[tuple[int, ...]],
            ]
            | None
        ) = None
        self._tie_notes: tuple[str, ...] = ()
        self.retranslateUi()

    def show_result(
        self,
        names: list[str],
        scores: tuple[Score, ...],
        ranks: tuple[int, ...],
        reasons: tuple[str, ...],
        history: list[tuple[int, ...]],
        tie_notes: tuple[str, ...] = (),
    ) -> None:
        self._data = (names, scores, ranks, reasons, history)
        self._tie_notes = tie_notes
        if self.chart is not None:
            self.chart_holder.removeWidget(self.chart)
            self.chart.deleteLater()
        self.chart = make_chart(plausible_history(history, len(names)), names)
        self.chart.set_point_text(self.point_text)
        self.chart_holder.addWidget(self.chart)
        self.retranslateUi()

    def point_text(self, series: Series, x: float, y: float) -> str:
        """What hovering a point of the chart says: whose line, which round, how many points."""
        points = int(y)
        text = arg(self.tr("%1, round %2: %n point(s)", "", points), series.name, str(int(x)))
        return tooltip(text)  # shown as a tooltip, which Qt reads as HTML if it looks like it

    def retranslateUi(self) -> None:
        self.board_button.setText(self.tr("Look at the sheets"))
        self.new_button.setText(self.tr("New game…"))
        if self.chart is not None:
            title_chart(self.chart)
        if self._data is None:
            self.heading.setText(self.tr("Game over"))
            return
        names, scores, ranks, reasons, _history = self._data
        order = sorted(range(len(names)), key=lambda s: (ranks[s], s))
        winners = [names[s] for s in order if ranks[s] == 1]
        if len(names) == 1:
            self.heading.setText(self.tr("Final score: %n point(s)", "", scores[0].total))
        elif len(winners) == 1:
            self.heading.setText(arg(self.tr("%1 wins!"), winners[0]))
        else:
            self.heading.setText(arg(self.tr("Shared victory: %1"), ", ".join(winners)))
        self.reason.setText(" · ".join(end_reason_text(r) for r in reasons))
        cats = (*CATEGORIES, "total")
        # Short headers fit the stretched columns in every language; the full name is the tooltip.
        headers = [self.tr("Rank"), self.tr("Player"), *[category_short_name(c) for c in cats]]
        if self._tie_notes:
            headers.append(self.tr("Tie-break"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for column, cat in enumerate(cats, start=2):
            header = self.table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(category_name(cat))
        self.table.setRowCount(len(names))
        for row, seat in enumerate(order):
            data = scores[seat].to_json()
            cells = [str(ranks[seat]), names[seat]]
            for c in cats:
                v = data[c]
                cells.append(("−" + str(v)) if c in NEGATIVE and v else str(v))
            if self._tie_notes:
                cells.append(self._tie_notes[seat])
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if column == len(cats) + 1 or column == 0:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
