"""Pompeji's full-window pages: pass the device (hands are secret, permits may be declared
there) and the end screen (ranking and the per-turn score chart)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.charts import MARKERS, PALETTE, Chart, Series
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import display_name, plain_label

from .text_grid import TextGrid
from .texts import Pompeji


def _big(button: QPushButton) -> QPushButton:
    button.setMinimumSize(300, 44)
    font = button.font()
    font.setPointSizeF(font.pointSizeF() * 1.2)
    button.setFont(font)
    return button


class PassPage(QWidget):
    """Hides the hands until the named player is ready; permit holders may declare here."""

    ready = Signal()
    permit = Signal(int)  # seat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PompejiPassPage")
        col = QVBoxLayout(self)
        col.addStretch(1)
        self.heading = plain_label()
        self.heading.setObjectName("title")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        self.heading.setFont(font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = plain_label()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.button = _big(QPushButton())
        self.button.setObjectName("readyButton")
        self.button.clicked.connect(self.ready)
        col.addWidget(self.heading)
        col.addWidget(self.detail)
        col.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.permit_note = plain_label()
        self.permit_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.permit_note.setWordWrap(True)
        col.addWidget(self.permit_note)
        self.permit_row = QVBoxLayout()  # one button under the other: long names fit
        col.addLayout(self.permit_row)
        col.addStretch(1)
        self.name = ""
        self.permit_buttons: dict[int, QPushButton] = {}
        self.permit_names: dict[int, str] = {}
        self.retranslateUi()

    def set_player(self, name: str, permits: dict[int, str]) -> None:
        """``permits``: the human seats that may declare their permit now, with their names."""
        self.name = display_name(name)
        for button in self.permit_buttons.values():
            self.permit_row.removeWidget(button)
            button.hide()  # at once: its deletion waits for the event loop
            button.deleteLater()
        self.permit_buttons = {}
        self.permit_names = dict(permits)
        for seat in permits:
            button = QPushButton()
            button.setObjectName(f"passPermit_{seat}")
            button.clicked.connect(lambda _=False, s=seat: self.permit.emit(s))
            self.permit_buttons[seat] = button
            self.permit_row.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.heading.setText(arg(Pompeji.tr("Pass the device to %1"), self.name))
        self.detail.setText(
            Pompeji.tr("The hands are hidden. Press the button when only the next player looks.")
        )
        self.button.setText(arg(Pompeji.tr("I am %1: show my hand"), self.name))
        self.permit_note.setText(
            Pompeji.tr("Or play out of turn now with a building permit (once per game):")
            if self.permit_buttons
            else ""
        )
        for seat, button in self.permit_buttons.items():
            who = display_name(self.permit_names[seat])
            button.setText(arg(Pompeji.tr("Permit: %1 plays now"), who))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def score_series(history: Sequence[Sequence[int]], names: Sequence[str]) -> list[Series]:
    """One line per player: the running total after each turn of the game."""
    out = []
    for s, name in enumerate(names):
        points = ((0.0, 0.0), *((float(t + 1), float(row[s])) for t, row in enumerate(history)))
        out.append(Series(name, points, PALETTE[s % len(PALETTE)], MARKERS[s % len(MARKERS)]))
    return out


class EndPage(QWidget):
    """The ranking (shared places for equal scores) and the chart of the running totals."""

    new_game = Signal()
    show_city = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PompejiEndPage")
        col = QVBoxLayout(self)
        self.heading = plain_label()
        self.heading.setObjectName("title")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        self.heading.setFont(font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        right, left = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft
        self.ranking = TextGrid(4, (right, left, right, left))
        self.ranking.setObjectName("ranking")
        self.chart = Chart()
        self.chart.setObjectName("scoreChart")
        self.chart.setMinimumHeight(240)
        row = QHBoxLayout()
        self.city_button = QPushButton()
        self.new_button = QPushButton()
        self.city_button.clicked.connect(self.show_city)
        self.new_button.clicked.connect(self.new_game)
        row.addStretch(1)
        row.addWidget(self.city_button)
        row.addWidget(self.new_button)
        col.addWidget(self.heading)
        col.addWidget(self.ranking, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.chart, 1)
        col.addLayout(row)
        self.rows: list[tuple[int, str, int, int, int]] = []
        self.history: tuple[tuple[int, ...], ...] = ()
        self.names: tuple[str, ...] = ()
        self.retranslateUi()

    def show_result(
        self,
        names: Sequence[str],
        scores: Sequence[int],
        penalties: Sequence[int],
        ranks: Sequence[int],
        history: tuple[tuple[int, ...], ...],
    ) -> None:
        order = sorted(range(len(names)), key=lambda s: (ranks[s], s))
        self.rows = [(ranks[s], names[s], scores[s], penalties[s], s) for s in order]
        self.names = tuple(names)
        self.history = history
        self.chart.set_series(score_series(history, names))
        self.retranslateUi()

    def retranslateUi(self) -> None:
        self.heading.setText(Pompeji.tr("Pompeji is buried: the final scores"))
        lines = []
        for rank, name, score, penalty, _seat in self.rows:
            note = arg(Pompeji.tr("(−%1 for the cards in hand)"), penalty) if penalty else ""
            place = arg(Pompeji.tr("%1."), rank)
            points = arg(Pompeji.tr("%1 points"), score)
            lines.append((place, display_name(name), points, note))
        self.ranking.set_rows(lines, bold_column=2)
        self.chart.set_axis_titles(Pompeji.tr("Turn"), Pompeji.tr("Points"))
        if self.names:
            self.chart.set_series(score_series(self.history, self.names))
        self.city_button.setText(Pompeji.tr("Show the city"))
        self.new_button.setText(Pompeji.tr("New game…"))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
