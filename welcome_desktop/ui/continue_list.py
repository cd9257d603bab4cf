"""The start page's "Continue" list: the recent unfinished games, each in its own save slot."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QWidget

from ..app.storage import Unfinished, unfinished_games
from ..i18n.catalog import mode_name
from ..i18n.text import arg
from .guard import guarded
from .safe_text import plain_label

ROWS_SHOWN = 2


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
        self.hide()  # until refresh() finds a game to list
        self.retranslateUi()

    def refresh(self) -> None:
        self._shown = unfinished_games()
        self._fill()
        self.setVisible(bool(self._shown))

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
            text = arg(self.tr("%1 · %2 · %3 · round %4"), when, mode, players, state.round)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setToolTip(str(game.path))
            self.games.addItem(item)
        if self._shown:
            row = self.games.sizeHintForRow(0)
            frame = 2 * self.games.frameWidth() + 4  # + the list's padding
            self.games.setFixedHeight(row * min(ROWS_SHOWN, len(self._shown)) + frame + 2)

    def _activated(self, item: QListWidgetItem) -> None:
        self.open_game.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Continue:"))
        self.games.setAccessibleName(self.tr("Unfinished games"))
        if self._shown:
            self._fill()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
