"""A game's history page, for every game that keeps one (``ResultsBook`` says which history and
how its players are named): the finished games (newest first) and, for one player, their
figures, their results against each computer level and a pyqtgraph chart of their final scores
game after game (``ui/charts.py``); where the game has codes, the results of one deal side by
side and that deal played again; where it has replays, a game opened to replay."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

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
from welcome_desktop.i18n.text import TrContext, arg
from welcome_desktop.persistence.game_db import GameDatabase, with_db
from welcome_desktop.persistence.results import ScoredSeat, player_stats, score_lines
from welcome_desktop.persistence.versus import versus

from .charts import MARKERS, PALETTE, Chart, Series
from .common_dialogs import ask_yes_no
from .history_widgets import BackPage, local_date, page_frame, read_only_table, table_item
from .safe_text import display_name, plain_label

Results = TrContext("Results")

COLUMNS = 4  # date, players and scores, winner, game code


class GameRow(Protocol):
    """One finished game as a history lists it."""

    @property
    def id(self) -> int: ...
    @property
    def finished_at(self) -> str: ...  # ISO 8601, UTC
    @property
    def seats(self) -> Sequence[ScoredSeat]: ...
    @property
    def winners(self) -> tuple[str, ...]: ...
    @property
    def code(self) -> str: ...  # the deal's game code ("" if it has none)


D = TypeVar("D", bound=GameDatabase)


@dataclass(frozen=True, slots=True)
class ResultsBook(Generic[D]):
    """What a game's history page needs of the game."""

    game_name: Callable[[], str]  # translated
    open_history: Callable[[], D | None]  # None: it cannot be opened at all
    games: Callable[[D], Sequence[GameRow]]  # the finished games, newest first
    levels: tuple[str, ...]  # the computer levels, weakest first
    level_name: Callable[[str], str]  # a computer level's name, translated
    codes: bool = False  # the games have game codes: a column, "Play this deal", "Only this deal"
    replays: bool = False  # a game can be replayed from the page


def seat_text(seat: ScoredSeat, book: ResultsBook[Any]) -> str:
    """ "name score", a computer player's level after its name ("Bo (Computer: medium) 230")."""
    name = display_name(seat.name)
    if seat.kind in book.levels:  # a kind this version does not know: the name alone
        name += f" ({book.level_name(seat.kind)})"
    return f"{name} {seat.total}"


def players_text(record: GameRow, book: ResultsBook[Any]) -> str:
    """Every seat as "name score", best first (a name as its owner typed it, shortened)."""
    seats = sorted(record.seats, key=lambda s: (s.rank, s.name.casefold()))
    return ",  ".join(seat_text(s, book) for s in seats)


class ResultsPage(BackPage):
    """``replay(game id)`` when a game is opened; ``back`` to leave the page; ``notice`` a
    translated message about the history file; ``play_deal(code)`` a new game of a deal."""

    replay = Signal(int)
    notice = Signal(str)
    play_deal = Signal(str)

    def __init__(
        self, book: ResultsBook[Any], object_name: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.book = book
        frame = page_frame(self, object_name)
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
        self.games.setColumnHidden(3, not book.codes)
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
        self.replay_button.setVisible(book.replays)
        buttons.addWidget(self.replay_button)
        self.deal_button = QPushButton()
        self.deal_button.setObjectName("playDealButton")
        self.deal_button.clicked.connect(self.play_selected_deal)
        self.same_deal = QPushButton()
        self.same_deal.setObjectName("sameDealButton")
        self.same_deal.setCheckable(True)
        self.same_deal.toggled.connect(self._toggle_same_deal)
        for button in (self.deal_button, self.same_deal):
            button.setVisible(book.codes)
            buttons.addWidget(button)
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("deleteButton")
        self.delete_button.clicked.connect(self.delete_selected)
        QShortcut(QKeySequence.StandardKey.Delete, self.games, self.delete_selected)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        col.addLayout(buttons)

        self.games.itemSelectionChanged.connect(self._selection_changed)
        self.records: list[GameRow] = []
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
        history = reported(self.book.open_history(), self.notice.emit)
        self.records = list(with_db(history, self.book.games) or [])
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
        self.player.addItem(Results.tr("Everyone"), "")
        for name in names:
            self.player.addItem(display_name(name), name)
        index = self.player.findData(current) if current in names else 0
        self.player.setCurrentIndex(max(0, index))
        self.player.blockSignals(False)

    def chosen_player(self) -> str:
        data = self.player.currentData()
        return data if isinstance(data, str) else ""

    def shown_records(self) -> list[GameRow]:
        name = self.chosen_player()
        return [
            r
            for r in self.records
            if (not name or any(s.name == name for s in r.seats))
            and (not self.deal or r.code == self.deal)
        ]

    def selected_record(self) -> GameRow | None:
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
            self.games.setItem(row, 1, table_item(players_text(record, self.book)))
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
            self.summary.setText(arg(Results.tr("Games: %1"), len(self.records)))
            self._draw_everyone()
            return
        self.trend.legend.hide()
        self.trend.show()
        self._fill_versus(name)
        self.summary.setText(
            arg(
                Results.tr("Games: %1 · won: %2 · best: %3 · average: %4"),
                stats.games,
                stats.wins,
                stats.best,
                QLocale().toString(stats.mean, "f", 1),
            )
        )
        points = tuple((float(i + 1), float(v)) for i, v in enumerate(stats.scores))
        self.trend.set_series([Series(display_name(name), points, PALETTE[0], MARKERS[0])])

    def _fill_versus(self, name: str) -> None:
        rows = versus(self.records, name, self.book.levels)
        self.versus.setRowCount(len(rows))
        for row, v in enumerate(rows):
            texts = (self.book.level_name(v.level), v.games, v.wins, v.ties, v.losses)
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
        text = Results.tr("%1, game %2: %n point(s)", "", round(y))
        return arg(text, series.name, round(x))

    # --- actions ---------------------------------------------------------------------------------
    def selected_id(self) -> int | None:
        row = self.games.currentRow()
        item = self.games.item(row, 0) if row >= 0 else None
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, int) else None

    def replay_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is not None and self.book.replays:
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
            Results.tr("Delete"), Results.tr("Remove this game from the history?")
        ):
            return
        history = self.book.open_history()
        if history is None:
            self.notice.emit(Results.tr("The history could not be opened; nothing was deleted."))
            return
        try:
            with_db(history, lambda db: db.delete(game_id))
        except sqlite3.Error:
            self.notice.emit(Results.tr("The game could not be deleted from the history."))
        self.refresh()

    # --- language --------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        game = self.book.game_name()
        self.title.setText(arg(Results.tr("%1: games played"), game))
        self.back_button.setText(Results.tr("Back"))
        self.player_label.setText(Results.tr("&Player:"))
        self.delete_button.setText(Results.tr("&Delete the game"))
        self.replay_button.setText(Results.tr("&Replay…"))
        self.deal_button.setText(Results.tr("Pla&y this deal…"))
        self.deal_button.setToolTip(
            Results.tr("A new game of the same cards: its code is filled in on the New Game page.")
        )
        self.same_deal.setText(Results.tr("&Only this deal"))
        self.empty.setText(arg(Results.tr("No game of %1 has been finished yet."), game))
        self.games.setHorizontalHeaderLabels(
            [
                Results.tr("Date"),
                Results.tr("Players and scores"),
                Results.tr("Winner"),
                Results.tr("Game code"),
            ]
        )
        self.trend.set_axis_titles(Results.tr("Game"), Results.tr("Points"))
        self.versus.setHorizontalHeaderLabels(
            [
                Results.tr("Against the computer"),
                Results.tr("Games"),
                Results.tr("Won"),
                Results.tr("Tied"),
                Results.tr("Lost"),
            ]
        )
        if self.versus.isVisibleTo(self):
            self._fit_versus()
        if self.player.count():
            self.player.setItemText(0, Results.tr("Everyone"))
        self._fill_stats()
