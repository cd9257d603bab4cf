"""History and statistics: the finished games (open one to replay it) and per-player figures
with pyqtgraph charts from ui/charts.py."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.history_notices import reported
from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.ui.charts import MARKERS, PALETTE, Chart, Series
from welcome_desktop.ui.common_dialogs import ask_yes_no
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.history_widgets import local_date, page_frame, read_only_table, table_item
from welcome_desktop.ui.safe_text import plain_label

from ..engine.scoring import CATEGORIES
from ..i18n.catalog import category_name, mode_name, seat_kind_name
from ..persistence.history import GameRecord, open_history
from ..persistence.stats import player_stats

HISTOGRAM_BIN = 10
TREND_GAMES = 30
NEGATIVE = ("bis", "refusals", "roundabouts")


class HistoryPage(QWidget):
    """``replay(game id)`` when a game is opened; ``back`` to leave the page."""

    replay = Signal(int)
    back = Signal()
    notice = Signal(str)  # a translated message about the history file

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame = page_frame(self, "HistoryPage")
        col, self.title, self.back_button = frame.column, frame.title, frame.back_button
        self.back_button.clicked.connect(self.back)
        self.tabs = QTabWidget()
        col.addWidget(self.tabs, 1)

        # --- the games ---
        games = QWidget()
        games_col = QVBoxLayout(games)
        self.games = read_only_table("historyTable")
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.cellDoubleClicked.connect(lambda *_: self.replay_selected())
        games_col.addWidget(self.games, 1)
        buttons = QHBoxLayout()
        self.same_code = QPushButton()
        self.same_code.setObjectName("sameCodeButton")
        self.same_code.setCheckable(True)
        self.same_code.toggled.connect(self._toggle_same_code)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay_selected)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteButton")
        self.delete_button.clicked.connect(self.delete_selected)
        QShortcut(QKeySequence.StandardKey.Delete, self.games, self.delete_selected)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.same_code)
        buttons.addWidget(self.replay_button)
        games_col.addLayout(buttons)
        self.tabs.addTab(games, "")

        # --- the statistics ---
        stats = QWidget()
        grid = QGridLayout(stats)
        filters = QHBoxLayout()
        self.player = QComboBox()
        self.player.setObjectName("playerFilter")
        self.mode = QComboBox()
        self.mode.setObjectName("modeFilter")
        self.variant = QComboBox()
        self.variant.setObjectName("variantFilter")
        self.seats = QComboBox()
        self.seats.setObjectName("seatsFilter")
        self.filter_labels = [plain_label() for _ in range(4)]
        for label, box in zip(
            self.filter_labels, (self.player, self.mode, self.variant, self.seats), strict=True
        ):
            label.setBuddy(box)
            filters.addWidget(label)
            filters.addWidget(box)
            box.currentIndexChanged.connect(lambda *_: self._fill_stats())
        filters.addStretch(1)
        grid.addLayout(filters, 0, 0, 1, 2)
        self.summary = plain_label()
        self.summary.setObjectName("statsSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.summary, 1, 0, 1, 2)
        self.histogram = Chart()
        self.histogram.setObjectName("histogramChart")
        self.histogram.legend.hide()
        self.trend = Chart()
        self.trend.setObjectName("trendChart")
        self.trend.legend.hide()
        grid.addWidget(self.histogram, 2, 0)
        grid.addWidget(self.trend, 2, 1)
        self.breakdown = read_only_table("breakdownTable")
        self.versus = read_only_table("versusTable")
        grid.addWidget(self.breakdown, 3, 0)
        grid.addWidget(self.versus, 3, 1)
        grid.setRowStretch(2, 3)
        grid.setRowStretch(3, 2)
        self.tabs.addTab(stats, "")

        self.records: list[GameRecord] = []
        self._code = ""
        # (title, text) -> yes: asked before a game is deleted (tests answer with a function)
        self.ask_yes_no: Callable[[str, str], bool] = lambda title, text: ask_yes_no(
            self, title, text
        )
        self.retranslateUi()

    # --- data ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the history database again (newest games first)."""
        history = reported(open_history(), self.notice.emit)
        self.records = with_db(history, lambda db: db.games()) or []
        self._fill_filters()
        self._fill_games()
        self._fill_stats()

    def _fill_filters(self) -> None:
        names = sorted(
            {s.name for r in self.records for s in r.seats if s.kind == "human"},
            key=str.casefold,
        )
        current = self.player.currentText()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(names)
        if current in names:
            self.player.setCurrentText(current)
        self.player.blockSignals(False)

    def selected_record(self) -> GameRecord | None:
        row = self.games.currentRow()
        item = self.games.item(row, 0) if row >= 0 else None
        if item is None:
            return None
        game_id = item.data(Qt.ItemDataRole.UserRole)
        return next((r for r in self.records if r.id == game_id), None)

    def _toggle_same_code(self, on: bool) -> None:
        """Only the games played with the selected game's code (results of the same deal)."""
        record = self.selected_record()
        self._code = record.code if on and record is not None else ""
        self._fill_games()

    def shown_records(self) -> list[GameRecord]:
        return [r for r in self.records if not self._code or r.code == self._code]

    def _fill_games(self) -> None:
        shown = self.shown_records()
        selected = self.selected_record()
        self.games.clearContents()
        self.games.setRowCount(len(shown))
        for row, record in enumerate(shown):
            players = ", ".join(
                f"{s.name} {s.total}"
                + ("" if s.kind == "human" else f" ({seat_kind_name(s.kind)})")
                for s in sorted(record.seats, key=lambda s: s.rank)
            )
            mode = mode_name(record.mode)
            if record.config.advanced:
                mode = arg(self.tr("%1, advanced"), mode)
            cells = [local_date(record.finished_at), mode, players, str(record.rounds), record.code]
            for column, text in enumerate(cells):
                self.games.setItem(row, column, table_item(text, record.id))
            if selected is not None and record.id == selected.id:
                self.games.selectRow(row)
        if self.games.currentRow() < 0 and shown:
            self.games.selectRow(0)
        self.replay_button.setEnabled(bool(shown))
        self.delete_button.setEnabled(bool(shown))

    def delete_selected(self) -> None:
        """Delete the selected game from the history, after asking (it cannot be undone)."""
        record = self.selected_record()
        if record is None:
            return
        title = self.tr("Delete a game")
        text = arg(
            self.tr("Delete the game of %1 (%2) from the history? This cannot be undone."),
            local_date(record.finished_at),
            ", ".join(s.name for s in sorted(record.seats, key=lambda s: s.rank)),
        )
        if not self.ask_yes_no(title, text):
            return
        history = open_history()
        if history is None:
            self.notice.emit(self.tr("The history could not be opened; nothing was deleted."))
            return
        try:
            with_db(history, lambda db: db.delete(record.id))
        except sqlite3.Error:
            self.notice.emit(self.tr("The game could not be deleted from the history."))
        row = self.games.currentRow()
        self.refresh()
        if self.games.rowCount():
            self.games.selectRow(min(row, self.games.rowCount() - 1))

    def replay_selected(self) -> None:
        record = self.selected_record()
        if record is not None:
            self.replay.emit(record.id)

    def filtered_for_stats(self) -> list[GameRecord]:
        mode = self.mode.currentData()
        variant = self.variant.currentData()
        seats = self.seats.currentData()
        return [
            r
            for r in self.records
            if (mode is None or r.mode == mode)
            and (variant is None or r.config.advanced == variant)
            and (seats is None or r.config.seats == seats)
        ]

    def _fill_stats(self) -> None:
        name = self.player.currentText()
        stats = player_stats(self.filtered_for_stats(), name)
        if stats.games == 0:
            self.summary.setText(self.tr("No finished game matches these filters yet."))
        else:
            self.summary.setText(
                arg(
                    self.tr("%1: %n game(s), mean %2, best %3", "", stats.games),
                    name,
                    f"{stats.mean:.1f}",
                    stats.best,
                )
            )
        self.histogram.set_bars(
            [(start + HISTOGRAM_BIN / 2, count) for start, count in stats.histogram(HISTOGRAM_BIN)],
            colour=PALETTE[0],
            width=HISTOGRAM_BIN * 0.9,
        )
        self.histogram.set_minimum_y_span(0, 2)
        recent = stats.totals[-TREND_GAMES:]
        first = len(stats.totals) - len(recent) + 1
        self.trend.set_series(
            [
                Series(
                    name,
                    tuple((float(first + i), float(t)) for i, t in enumerate(recent)),
                    PALETTE[1],
                    MARKERS[0],
                )
            ]
            if recent
            else []
        )
        self.breakdown.setRowCount(len(CATEGORIES))
        for row, cat in enumerate(CATEGORIES):
            mean = stats.mean_breakdown[cat]
            shown = f"−{mean:.1f}" if cat in NEGATIVE and mean else f"{mean:.1f}"
            self.breakdown.setItem(row, 0, table_item(category_name(cat)))
            self.breakdown.setItem(row, 1, table_item(shown))
        self.versus.setRowCount(len(stats.versus))
        for row, v in enumerate(stats.versus):
            for column, text in enumerate(
                (seat_kind_name(v.level), str(v.games), str(v.wins), str(v.ties), str(v.losses))
            ):
                self.versus.setItem(row, column, table_item(text))

    # --- text ------------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.title.setText(self.tr("History and statistics"))
        self.back_button.setText(self.tr("Back"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.same_code.setText(self.tr("Only this game code"))
        self.replay_button.setText(self.tr("Replay…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Delete the selected game from the history (Del)"))
        self.games.setColumnCount(5)
        self.games.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Mode"),
                self.tr("Players"),
                self.tr("Rounds"),
                self.tr("Game code"),
            ]
        )
        for label, text in zip(
            self.filter_labels,
            (self.tr("&Player:"), self.tr("&Mode:"), self.tr("V&ariant:"), self.tr("&Seats:")),
            strict=True,
        ):
            label.setText(text)
        self._fill_choice(
            self.mode,
            [(self.tr("Any"), None)] + [(mode_name(m), m) for m in ("standard", "solo", "expert")],
        )
        self._fill_choice(
            self.variant,
            [(self.tr("Any"), None), (self.tr("Basic plans"), False), (self.tr("Advanced"), True)],
        )
        self._fill_choice(self.seats, [(self.tr("Any"), None)] + [(str(n), n) for n in range(1, 7)])
        self.histogram.set_axis_titles(self.tr("Final score"), self.tr("Games"))
        self.trend.set_axis_titles(self.tr("Game"), self.tr("Final score"))
        self.breakdown.setColumnCount(2)
        self.breakdown.setHorizontalHeaderLabels([self.tr("Category"), self.tr("Mean")])
        self.versus.setColumnCount(5)
        self.versus.setHorizontalHeaderLabels(
            [self.tr("Against"), self.tr("Games"), self.tr("Won"), self.tr("Tied"), self.tr("Lost")]
        )
        if self.records:
            self._fill_games()
            self._fill_stats()

    @staticmethod
    def _fill_choice(box: QComboBox, choices: list[tuple[str, object]]) -> None:
        index = max(0, box.currentIndex())
        box.blockSignals(True)
        box.clear()
        for text, data in choices:
            box.addItem(text, data)
        box.setCurrentIndex(min(index, box.count() - 1))
        box.blockSignals(False)

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
