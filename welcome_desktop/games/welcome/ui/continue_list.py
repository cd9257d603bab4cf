"""The start page's "Continue" list: the recent unfinished games, each in its own save slot,
then the unfinished game of each other registered game (each row then names its game)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QWidget

from welcome_desktop.i18n.text import arg
from welcome_desktop.shell.registry import GameInfo, all_games, default_game
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label, tooltip

from ..app.storage import Unfinished, unfinished_games
from ..i18n.catalog import mode_name
from .theme_title import with_sheet_name

ROWS_SHOWN = 2


@dataclass(frozen=True, slots=True)
class OtherGame:
    """The unfinished game of another registered game (its autosave), as the list shows it."""

    game: GameInfo
    path: Path
    saved_at: datetime
    players: tuple[str, ...]


def other_games() -> list[OtherGame]:
    """The autosaves of the registered games other than the default one that its own codec
    reads (a damaged file is left alone and unlisted), the newest first."""
    out = []
    for game in all_games():
        if game.id == default_game().id:
            continue
        path = game.autosave_path()
        try:
            when = datetime.fromtimestamp(path.stat().st_mtime)
            session = game.save_codec.read(path)
            players = tuple(str(seat.name) for seat in session.setup.seats)
        except Exception:  # missing, refused by the codec, or not a game with seats
            continue
        out.append(OtherGame(game, path, when, players))
    return sorted(out, key=lambda g: g.saved_at, reverse=True)


class ContinueList(QWidget):
    """Double-click (or Enter on) a row to go on with that game."""

    open_game = Signal(str)  # the slot's path

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ContinueList")
        col = QHBoxLayout(self)  # side by side: the start page has no height to spare
        col.setContentsMargins(0, 0, 0, 0)
        self.title = plain_label()
        self.title.setObjectName("continueTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        col.addWidget(self.title)
        self.games = QListWidget()
        self.games.setObjectName("continueGames")
        self.games.itemActivated.connect(self._activated)
        self.games.setMinimumWidth(460)
        self.games.setStyleSheet(
            "QListWidget { background: #FFF8E8; color: #3D3D40; border: 2px solid #5A4636;"
            " border-radius: 10px; padding: 2px; }"
            "QListWidget::item { padding: 1px 6px; }"
            "QListWidget::item:selected { background: #F7E9C6; color: #3D3D40; }"
        )
        self.title.setStyleSheet("color: #5A4636; font-weight: bold;")
        col.addWidget(self.games)
        self._shown: list[Unfinished] = []
        self._others: list[OtherGame] = []
        self.hide()  # until refresh() finds a game to list
        self.retranslateUi()

    def refresh(self) -> None:
        self._shown = unfinished_games()
        self._others = other_games()
        self._fill()
        self.setVisible(bool(self._shown or self._others))

    def _fill(self) -> None:
        self.games.clear()
        locale = QLocale()
        for game in self._shown:
            state, setup = game.session.state, game.session.setup
            when = locale.toString(
                QDateTime.fromSecsSinceEpoch(int(game.saved_at.timestamp())),
                QLocale.FormatType.ShortFormat,
            )
            players = ", ".join(s.name for s in setup.seats)
            mode = mode_name(state.config.mode.value)
            if setup.score_pad:
                mode = self.tr("Score pad")
            mode = with_sheet_name(mode, state)
            text = arg(self.tr("%1 · %2 · %3 · round %4"), when, mode, players, state.round)
            if self._others:  # several games: each row names its game
                text = arg(self.tr("%1 · %2"), default_game().display_name(), text)
            self._add(text, game.path)
        for other in self._others:
            when = locale.toString(
                QDateTime.fromSecsSinceEpoch(int(other.saved_at.timestamp())),
                QLocale.FormatType.ShortFormat,
            )
            names = ", ".join(other.players)
            self._add(
                arg(self.tr("%1 · %2 · %3"), other.game.display_name(), when, names), other.path
            )
        count = self.games.count()
        if count:
            row = self.games.sizeHintForRow(0)
            frame = 2 * self.games.frameWidth() + 4  # + the list's padding
            self.games.setFixedHeight(row * min(ROWS_SHOWN, count) + frame + 2)

    def _add(self, text: str, path: Path) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, str(path))
        item.setToolTip(tooltip(str(path)))  # a file in the folder may be named so
        self.games.addItem(item)

    def _activated(self, item: QListWidgetItem) -> None:
        self.open_game.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Continue:"))
        self.games.setAccessibleName(self.tr("Unfinished games"))
        if self._shown or self._others:
            self._fill()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
