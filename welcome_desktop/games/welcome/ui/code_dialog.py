"""Shared-deck game codes in the UI: the join dialog (the messages for typos are every game's,
``ui.code_text``)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.game_db import with_db
from welcome_desktop.ui.code_text import OtherGameButton, code_error_text
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label

from ..app.setup import GameSetup, SeatSetup
from ..engine.game_code import GameCodeError, daily_code, decode
from ..persistence.history import open_history


def best_on_code(code: str) -> tuple[str, int] | None:
    """The best person's score recorded in the history on the deal ``code`` (name, points)."""
    games = with_db(open_history(), lambda db: db.games(code=code)) or []
    scores = [(s.total, s.name) for g in games for s in g.seats if s.kind == "human"]
    if not scores:
        return None
    total, name = max(scores)
    return name, total


class JoinCodeDialog(QDialog):
    """Type (or paste) a friend's code, or take today's challenge; ``result_setup`` on OK."""

    def __init__(self, parent: QWidget | None = None, name: str = "", code: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("JoinCodeDialog")
        self.setMinimumWidth(420)
        col = QVBoxLayout(self)
        self.intro = plain_label()
        self.intro.setWordWrap(True)
        col.addWidget(self.intro)
        form = QFormLayout()
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setMaxLength(40)
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.code_label = plain_label()
        self.code_label.setBuddy(self.code)
        self.name_label = plain_label()
        self.name_label.setBuddy(self.name)
        form.addRow(self.code_label, self.code)
        form.addRow(self.name_label, self.name)
        col.addLayout(form)
        self.daily = QPushButton()
        self.daily.setObjectName("dailyButton")
        self.daily.clicked.connect(self.take_daily)
        col.addWidget(self.daily)
        self.daily_best = plain_label()
        self.daily_best.setObjectName("dailyBest")
        self.daily_best.setTextFormat(Qt.TextFormat.PlainText)
        self.daily_best.hide()
        col.addWidget(self.daily_best)
        self.error = plain_label()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #B03030")
        col.addWidget(self.error)
        # A code of another game: "Open it in <game>" closes this and starts it there.
        self.other_button = OtherGameButton()
        self.other_button.chosen.connect(self._other_game)
        col.addWidget(self.other_button)
        self.other: tuple[str, str] | None = None  # (game id, code) when that was chosen
        self.code.textChanged.connect(lambda text: self.other_button.show_for(None, text))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        col.addWidget(self.buttons)
        self.result_setup: GameSetup | None = None
        self.today = date.today()
        self.retranslateUi()
        if code:
            self.code.setText(code)
            self.code.setFocus()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Join with a code"))
        self.intro.setText(
            self.tr(
                "Everyone who types the same code plays the same cards, each on their own "
                "sheet. Compare your scores at the end."
            )
        )
        self.code_label.setText(self.tr("&Game code:"))
        self.code.setPlaceholderText("XXXXX-XXXXX")
        self.name_label.setText(self.tr("&Your name:"))
        self.name.setPlaceholderText(self.tr("Player 1"))
        self.daily.setText(self.tr("Today's solo challenge"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def take_daily(self) -> None:
        code = daily_code(self.today)
        self.code.setText(code)
        self.error.clear()
        best = best_on_code(code)
        if best is None:
            self.daily_best.setText(self.tr("Nobody has finished today's challenge here yet."))
        else:
            self.daily_best.setText(arg(self.tr("Best so far today: %1, %2 points"), *best))
        self.daily_best.show()

    def build_setup(self) -> GameSetup:
        """The one-seat game the code names; GameCodeError if it is mistyped."""
        config = decode(self.code.text()).config()
        name = self.name.text().strip() or self.tr("Player 1")
        return GameSetup(config, (SeatSetup(name, "human"),))

    def _accept(self) -> None:
        try:
            self.result_setup = self.build_setup()
        except GameCodeError as err:
            self.error.setText(code_error_text(err))
            self.other_button.show_for(err, self.code.text())
            return
        self.accept()

    def _other_game(self, game_id: str, code: str) -> None:
        self.other = (game_id, code)
        self.reject()
