"""The end of a game: ranking with tie-breaks, each player's breakdown and the score chart."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.games.welcome.engine import GameState, IllegalMove, Score
from welcome_desktop.games.welcome.engine.replay import round_scores
from welcome_desktop.games.welcome.i18n.catalog import (
    category_name,
    category_short_name,
    end_reason_text,
)
from welcome_desktop.i18n import arg
from welcome_desktop.ui.charts import MARKERS, PALETTE, Chart, Series
from welcome_desktop.ui.drawn_data import plausible_history
from welcome_desktop.ui.end_frame import EndFrame
from welcome_desktop.ui.safe_text import plain_label

from .sheet_art import SPEC, signed

# Line colours per seat, distinct in hue; the marker shapes tell them apart for colour-blind play.
SEAT_COLOURS = PALETTE[:6]


def total_series(history: Sequence[Sequence[int]], names: Sequence[str]) -> list[Series]:
    """Each seat's running total after each round, from 0 before round 1."""
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
    return series


def category_series(rounds: Sequence[Sequence[Score]], seat: int) -> list[Series]:
    """One seat's points per category after each round (penalties below zero), from 0."""
    series = []
    categories = rounds[-1][seat].categories if rounds and seat < len(rounds[-1]) else ()
    for index, cat in enumerate(categories or SPEC.categories):
        sign = -1 if cat in SPEC.negative else 1
        values = [0] + [
            sign * int(getattr(row[seat], cat)) if seat < len(row) else 0 for row in rounds
        ]
        series.append(
            Series(
                category_name(cat),
                tuple((float(r), float(v)) for r, v in enumerate(values)),
                PALETTE[index % len(PALETTE)],
                MARKERS[index % len(MARKERS)],
            )
        )
    return series


def rounds_of(state: GameState) -> list[tuple[Score, ...]]:
    """Every seat's breakdown after each round of ``state`` ([] if its log does not replay)."""
    try:
        return round_scores(state)
    except (IllegalMove, ValueError, KeyError, IndexError, TypeError):
        return []


def make_chart(history: Sequence[Sequence[int]], names: Sequence[str]) -> Chart:
    """The end screen's chart of every seat's running total."""
    chart = Chart()
    chart.setObjectName("scoreChart")
    title_chart(chart)
    chart.set_minimum_y_span(0, 10)
    chart.set_series(total_series(history, names))
    return chart


def title_chart(chart: Chart) -> None:
    chart.set_axis_titles(
        QCoreApplication.translate("EndScreen", "Round"),
        QCoreApplication.translate("EndScreen", "Points"),
    )


class EndScreen(EndFrame):
    """Shown when the game is over: the shared end frame with the ranking table of every
    category, the records and game code, and the chart with its choice of lines.
    ``show_result`` fills it; buttons go on from there."""

    replay = Signal()  # step through the game just finished

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay_button = self.add_button(QPushButton())
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay)
        self.reason = self.subtitle  # why the game ended
        self.best = self.add_note(plain_label())
        self.best.setObjectName("personalBest")
        self.best.setTextFormat(Qt.TextFormat.PlainText)
        self.best.hide()
        self.code = self.add_note(plain_label())
        self.code.setObjectName("gameCode")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.hide()
        self._code = ""
        self.table = QTableWidget()
        self.table.setObjectName("ranking")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.set_ranking(self.table)
        self.lines_choice = QComboBox()
        self.lines_choice.setObjectName("linesChoice")
        self.lines_choice.currentIndexChanged.connect(self._show_lines)
        self.lines_label = plain_label()
        self.lines_label.setBuddy(self.lines_choice)
        choice_row = QHBoxLayout()
        choice_row.addStretch(1)
        choice_row.addWidget(self.lines_label)
        choice_row.addWidget(self.lines_choice)
        self.chart_area.addLayout(choice_row)
        self.chart_holder = QVBoxLayout()
        self.chart_area.addLayout(self.chart_holder, 1)
        self.chart: Chart | None = None
        self._rounds: list[tuple[Score, ...]] = []
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
        self._bests: list[tuple[str, int, int | None]] = []
        self.retranslateUi()

    def show_result(
        self,
        names: list[str],
        scores: tuple[Score, ...],
        ranks: tuple[int, ...],
        reasons: tuple[str, ...],
        history: list[tuple[int, ...]],
        tie_notes: tuple[str, ...] = (),
        rounds: Sequence[Sequence[Score]] = (),
    ) -> None:
        """``rounds``: every seat's breakdown after each round (for the per-category lines)."""
        self._data = (names, scores, ranks, reasons, history)
        self._tie_notes = tie_notes
        self._rounds = [tuple(row) for row in rounds]
        self._bests = []
        self.best.hide()
        self.lines_choice.blockSignals(True)
        self.lines_choice.clear()  # a new game starts on everyone's totals
        self.lines_choice.blockSignals(False)
        if self.chart is None:
            self.chart = make_chart(plausible_history(history, len(names)), names)
            self.chart.set_point_text(self.point_text)
            self.chart_holder.addWidget(self.chart)
        self.retranslateUi()
        self._show_lines()

    def announce_bests(self, _game_id: int, bests: list[tuple[str, int, int | None]]) -> None:
        """Name the players who just beat their own best score in this mode."""
        self._bests = list(bests)
        self._show_bests()

    def set_code(self, code: str) -> None:
        """The shared-deck code of the game just finished ("" for none)."""
        self._code = code
        self._show_code()

    def _show_code(self) -> None:
        self.code.setText(
            arg(self.tr("Game code: %1 (friends who type it get the same cards)"), self._code)
        )
        self.code.setVisible(bool(self._code))

    def _show_bests(self) -> None:
        lines = [
            arg(self.tr("New personal best for %1: %2 points (before: %3)"), name, new, old)
            for name, new, old in self._bests
            if old is not None
        ]
        self.best.setText("\n".join(lines))
        self.best.setVisible(bool(lines))

    def _show_lines(self) -> None:
        """Everyone's totals (choice 0), or one seat's categories (choice 1 + seat)."""
        if self.chart is None or self._data is None:
            return
        names, _scores, _ranks, _reasons, history = self._data
        seat = self.lines_choice.currentIndex() - 1
        if 0 <= seat < len(names) and self._rounds:
            self.chart.set_series(category_series(self._rounds, seat))
        else:
            self.chart.set_series(total_series(plausible_history(history, len(names)), names))

    def point_text(self, series: Series, x: float, y: float) -> str:
        """What hovering a point of the chart says: whose line, which round, how many points."""
        points = int(y)
        # shown as plain text by the chart's read-out (the legend escapes the names itself)
        return arg(self.tr("%1, round %2: %n point(s)", "", points), series.name, str(int(x)))

    def _fill_lines_choice(self, names: Sequence[str]) -> None:
        choice = self.lines_choice
        current = max(0, choice.currentIndex())
        choice.blockSignals(True)
        choice.clear()
        choice.addItem(self.tr("Every player's total"))
        for name in names:
            choice.addItem(arg(self.tr("%1: points by category"), name))
        choice.setCurrentIndex(min(current, choice.count() - 1))
        choice.blockSignals(False)
        shown = bool(self._rounds)
        choice.setVisible(shown)
        self.lines_label.setVisible(shown)

    def retranslateUi(self) -> None:
        self.board_button.setText(self.tr("Look at the sheets"))
        self.replay_button.setText(self.tr("Replay the game"))
        self.new_button.setText(self.tr("New game…"))
        self.lines_label.setText(self.tr("&Lines:"))
        if self.chart is not None:
            title_chart(self.chart)
        if self._data is None:
            self.heading.setText(self.tr("Game over"))
            self.lines_choice.setVisible(False)
            self.lines_label.setVisible(False)
            return
        names, scores, ranks, reasons, _history = self._data
        self._fill_lines_choice(names)
        self._show_bests()
        self._show_code()
        if self.lines_choice.currentIndex() > 0:
            self._show_lines()  # category names in the new language
        order = sorted(range(len(names)), key=lambda s: (ranks[s], s))
        winners = [names[s] for s in order if ranks[s] == 1]
        if len(names) == 1:
            self.heading.setText(self.tr("Final score: %n point(s)", "", scores[0].total))
        elif len(winners) == 1:
            self.heading.setText(arg(self.tr("%1 wins!"), winners[0]))
        else:
            self.heading.setText(arg(self.tr("Shared victory: %1"), ", ".join(winners)))
        self.set_subtitle(" · ".join(end_reason_text(r) for r in reasons))
        # The sheet's own columns (a thematic sheet adds its "theme" column).
        cats = (*scores[0].categories, "total") if scores else (*SPEC.categories, "total")
        sheet = scores[0].sheet if scores else "base"
        # Short headers fit the stretched columns in every language; the full name is the tooltip.
        headers = [
            self.tr("Rank"),
            self.tr("Player"),
            *[category_short_name(c, sheet) for c in cats],
        ]
        if self._tie_notes:
            headers.append(self.tr("Tie-break"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        for column, cat in enumerate(cats, start=2):
            header = self.table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(category_name(cat, sheet))
        self.table.setRowCount(len(names))
        for row, seat in enumerate(order):
            data = scores[seat].to_json()
            cells = [str(ranks[seat]), names[seat]]
            for c in cats:
                v = data[c]
                cells.append(signed(SPEC, c, v))
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
