"""Pompeji's history page: the finished games (newest first) with their game codes and, for one
player, their figures and a pyqtgraph chart of their final scores game after game
(``ui/charts.py``); the results of one deal side by side, and that deal played again."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QWidget,
)

from welcome_desktop.app.history_notices import reported
from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.persistence.versus import versus
from welcome_desktop.ui.charts import MARKERS, PALETTE, Chart, Series
from welcome_desktop.ui.common_dialogs import ask_yes_no
from welcome_desktop.ui.history_widgets import (
    BackPage,
    local_date,
    page_frame,
    read_only_table,
    table_item,
)
from welcome_desktop.ui.safe_text import display_name, plain_label

from ..app.setup import BOT_LEVELS, SeatKind
from ..history import (
    GameRecord,
    PompejiHistory,
    SeatRecord,
    open_history,
    player_stats,
    score_lines,
)
from .texts import Pompeji, seat_kind_name

COLUMNS = 4  # date, players and scores, winner, game code


def seat_text(seat: SeatRecord) -> str:
    """ "name score", a computer player's level after its name ("Bo (Computer: medium) 230")."""
    name = display_name(seat.name)
    known = {k.value: k for k in SeatKind}  # a kind this version does not know: the name alone
    kind = known.get(seat.kind)
    if kind is not None and kind is not SeatKind.HUMAN:
        name += f" ({seat_kind_name(kind)})"
    return f"{name} {seat.total}"


def players_text(record: GameRecord) -> str:
    """Every seat as "name score", best first (a name as its owner typed it, shortened)."""
    seats = sorted(record.seats, key=lambda s: (s.rank, s.name.casefold()))
    return ",  ".join(seat_text(s) for s in seats)


class PompejiHistoryPage(BackPage):
    """``replay(game id)`` when a game is opened; ``back`` to leave the page; ``notice`` a
    translated message about the history file."""

    replay = Signal(int)
    notice = Signal(str)
    play_deal = Signal(str)  # a game code: a new game of that deal

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame = page_frame(self, "PompejiHistoryPage")
        col, self.title, self.back_button = frame.column, frame.title, frame.back_button
        self.back_button.clicked.connect(self.back)

        filters = QHBoxLayout()
        self.player_label = plain_label()
        self.player = QComboBox()
        self.player.setObjectName("playerFilter")
        self.player_label.setBuddy(self.player)
        self.player.currentIndexChanged.connect(lambda *_: self._fill())
        filters.addWidget(self.player_label)
        filters.addWidget(self.player)
        self.summary = plain_label()
        self.summary.setObjectName("statsSummary")
        filters.addWidget(self.summary, 1)
        col.addLayout(filters)

        # a chosen player's results against each computer level they met
        self.versus = read_only_table("versusTable")
        self.versus.setColumnCount(5)
        self.versus.horizontalHeader().setStretchLastSection(False)
        self.versus.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.versus.hide()
        versus_row = QHBoxLayout()  # as wide as its columns, not across the page
        versus_row.addWidget(self.versus)
        versus_row.addStretch(1)
        col.addLayout(versus_row)

        self.trend = Chart()
        self.trend.setObjectName("trendChart")
        self.trend.legend.hide()
        self.trend.setMinimumHeight(200)
        self.trend.set_point_text(self._point_text)
        col.addWidget(self.trend, 1)

        self.games = read_only_table("historyTable")
        self.games.setColumnCount(COLUMNS)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.games.horizontalHeader()
        header.setStretchLastSection(False)  # the players' column takes the room instead
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # a double click, or Enter on the chosen row (the platform's way to open an item)
        self.games.activated.connect(lambda *_: self.replay_selected())
        col.addWidget(self.games, 1)
        self.empty = plain_label()
        self.empty.setObjectName("emptyHistory")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.addWidget(self.empty)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay_selected)
        buttons.addWidget(self.replay_button)
        self.deal_button = QPushButton()
        self.deal_button.setObjectName("playDealButton")
        self.deal_button.clicked.connect(self.play_selected_deal)
        buttons.addWidget(self.deal_button)
        self.same_deal = QPushButton()
        self.same_deal.setObjectName("sameDealButton")
        self.same_deal.setCheckable(True)
        self.same_deal.toggled.connect(self._toggle_same_deal)
        buttons.addWidget(self.same_deal)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteButton")
        self.delete_button.clicked.connect(self.delete_selected)
        QShortcut(QKeySequence.StandardKey.Delete, self.games, self.delete_selected)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        col.addLayout(buttons)

        self.games.itemSelectionChanged.connect(self._selection_changed)
        self.records: list[GameRecord] = []
        self.deal = ""  # while "Only this deal" is on: the code whose games are shown
        self.humans: list[str] = []  # the human players of ``records``, alphabetical
        # (title, text) -> yes: asked before a game is deleted (tests answer with a function)
        self.ask_yes_no: Callable[[str, str], bool] = lambda title, text: ask_yes_no(
            self, title, text
        )
        self.retranslateUi()

    # --- data ------------------------------------------------------------------------------------
    def refresh(self, player: str = "") -> None:
        """Read the history again; ``player`` (a name) is chosen if it has played."""
        history = reported(open_history(), self.notice.emit)
        self.records = with_db(history, PompejiHistory.games) or []
        if self.deal and not any(r.code == self.deal for r in self.records):
            self.same_deal.setChecked(False)  # its games are gone: show them all again
        self._fill_players(player)
        self._fill()

    def _fill_players(self, wanted: str) -> None:
        self.humans = sorted(
            {s.name for r in self.records for s in r.seats if s.kind == "human"}, key=str.casefold
        )
        names = self.humans
        current = wanted if wanted in names else self.chosen_player()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(Pompeji.tr("Everyone"), "")
        for name in names:
            self.player.addItem(display_name(name), name)
        index = self.player.findData(current) if current in names else 0
        self.player.setCurrentIndex(max(0, index))
        self.player.blockSignals(False)

    def chosen_player(self) -> str:
        data = self.player.currentData()
        return data if isinstance(data, str) else ""

    def shown_records(self) -> list[GameRecord]:
        name = self.chosen_player()
        return [
            r
            for r in self.records
            if (not name or any(s.name == name for s in r.seats))
            and (not self.deal or r.code == self.deal)
        ]

    def selected_record(self) -> GameRecord | None:
        game_id = self.selected_id()
        return next((r for r in self.records if r.id == game_id), None)

    def _toggle_same_deal(self, on: bool) -> None:
        """Only the games of the selected game's deal (its results side by side)."""
        record = self.selected_record()
        self.deal = record.code if on and record is not None else ""
        chosen = record.id if record is not None else None
        self._fill()
        for row in range(self.games.rowCount()):
            item = self.games.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == chosen:
                self.games.selectRow(row)

    def _selection_changed(self) -> None:
        record = self.selected_record()
        has_code = record is not None and bool(record.code)
        self.deal_button.setEnabled(has_code)
        self.same_deal.setEnabled(has_code or self.same_deal.isChecked())

    def _fill(self) -> None:
        records = self.shown_records()
        self.games.setRowCount(len(records))
        for row, record in enumerate(records):
            winners = ", ".join(display_name(n) for n in record.winners)
            self.games.setItem(row, 0, table_item(local_date(record.finished_at), record.id))
            self.games.setItem(row, 1, table_item(players_text(record)))
            self.games.setItem(row, 2, table_item(winners))
            self.games.setItem(row, 3, table_item(record.code))
        self.games.resizeColumnToContents(3)
        self.games.setVisible(bool(records))
        self.empty.setVisible(not records)
        self.delete_button.setEnabled(bool(records))
        self.replay_button.setEnabled(bool(records))
        if records and self.games.currentRow() < 0:
            self.games.selectRow(0)  # the newest game, ready to replay
        self._selection_changed()
        self._fill_stats()

    def _fill_stats(self) -> None:
        name = self.chosen_player()
        stats = player_stats(self.records, name) if name else None
        if stats is None:
            self.versus.hide()
            self.summary.setText(arg(Pompeji.tr("Games: %1"), len(self.records)))
            self._draw_everyone()
            return
        self.trend.legend.hide()
        self.trend.show()
        self._fill_versus(name)
        self.summary.setText(
            arg(
                Pompeji.tr("Games: %1 · won: %2 · best: %3 · average: %4"),
                stats.games,
                stats.wins,
                stats.best,
                QLocale().toString(stats.mean, "f", 1),
            )
        )
        points = tuple((float(i + 1), float(v)) for i, v in enumerate(stats.scores))
        self.trend.set_series([Series(display_name(name), points, PALETTE[0], MARKERS[0])])

    def _fill_versus(self, name: str) -> None:
        rows = versus(self.records, name, [k.value for k in BOT_LEVELS])
        self.versus.setRowCount(len(rows))
        for row, v in enumerate(rows):
            texts = (seat_kind_name(SeatKind(v.level)), v.games, v.wins, v.ties, v.losses)
            for column, text in enumerate(texts):
                self.versus.setItem(row, column, table_item(str(text)))
        self.versus.setVisible(bool(rows))
        self._fit_versus()

    def _fit_versus(self) -> None:
        """The table exactly as tall and wide as its rows and columns (at most three rows)."""
        table = self.versus
        table.resizeColumnsToContents()
        frame = 2 * table.frameWidth()
        header = table.horizontalHeader()
        height = header.sizeHint().height()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height + frame)
        width = sum(header.sectionSize(c) for c in range(table.columnCount()))
        table.setFixedWidth(width + frame)

    def _draw_everyone(self) -> None:
        """One line per human player (as many as the palette has colours), the games numbered
        in the order they were played; no chart before the first game."""
        shown = self.humans[: len(PALETTE)]
        lines = score_lines(self.records, shown)
        series = [
            Series(
                display_name(name),
                tuple((float(x), float(y)) for x, y in lines[name]),
                PALETTE[i],
                MARKERS[i % len(MARKERS)],
            )
            for i, name in enumerate(shown)
        ]
        self.trend.set_series(series)
        self.trend.legend.setVisible(len(series) > 1)
        self.trend.setVisible(bool(series))

    @staticmethod
    def _point_text(series: Series, x: float, y: float) -> str:
        text = Pompeji.tr("%1, game %2: %n point(s)", "", round(y))
        return arg(text, series.name, round(x))

    # --- actions ---------------------------------------------------------------------------------
    def selected_id(self) -> int | None:
        row = self.games.currentRow()
        item = self.games.item(row, 0) if row >= 0 else None
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, int) else None

    def replay_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is not None:
            self.replay.emit(game_id)

    def play_selected_deal(self) -> None:
        record = self.selected_record()
        if record is not None and record.code:
            self.play_deal.emit(record.code)

    def delete_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is None:
            return
        if not self.ask_yes_no(
            Pompeji.tr("Delete"), Pompeji.tr("Remove this game from the history?")
        ):
            return
        history = open_history()
        if history is None:
            self.notice.emit(Pompeji.tr("The history could not be opened; nothing was deleted."))
            return
        try:
            with_db(history, lambda db: db.delete(game_id))
        except sqlite3.Error:
            self.notice.emit(Pompeji.tr("The game could not be deleted from the history."))
        self.refresh()

    # --- language --------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.title.setText(Pompeji.tr("Pompeji: games played"))
        self.back_button.setText(Pompeji.tr("Back"))
        self.player_label.setText(Pompeji.tr("&Player:"))
        self.delete_button.setText(Pompeji.tr("&Delete the game"))
        self.replay_button.setText(Pompeji.tr("&Replay…"))
        self.deal_button.setText(Pompeji.tr("Pla&y this deal…"))
        self.deal_button.setToolTip(
            Pompeji.tr("A new game of the same cards: its code is filled in on the New Game page.")
        )
        self.same_deal.setText(Pompeji.tr("&Only this deal"))
        self.empty.setText(Pompeji.tr("No game of Pompeji has been finished yet."))
        self.games.setHorizontalHeaderLabels(
            [
                Pompeji.tr("Date"),
                Pompeji.tr("Players and scores"),
                Pompeji.tr("Winner"),
                Pompeji.tr("Game code"),
            ]
        )
        self.trend.set_axis_titles(Pompeji.tr("Game"), Pompeji.tr("Points"))
        self.versus.setHorizontalHeaderLabels(
            [
                Pompeji.tr("Against the computer"),
                Pompeji.tr("Games"),
                Pompeji.tr("Won"),
                Pompeji.tr("Tied"),
                Pompeji.tr("Lost"),
            ]
        )
        if self.versus.isVisibleTo(self):
            self._fit_versus()
        if self.player.count():
            self.player.setItemText(0, Pompeji.tr("Everyone"))
        self._fill_stats()
