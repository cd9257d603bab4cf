"""Pompeji's full-window pages: pass the device (hands are secret, permits may be declared
there) and the end screen (ranking and the per-turn score chart)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPushButton, QWidget

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.charts import MARKERS, PALETTE, Chart, Series
from welcome_desktop.ui.end_frame import EndFrame
from welcome_desktop.ui.pages import PassDevicePage
from welcome_desktop.ui.safe_text import display_name, plain_label, wrapping

from .banner import PompejiBanner
from .text_grid import TextGrid
from .texts import Pompeji


class PassPage(PassDevicePage):
    """The shared pass-the-device page worded for hands; permit holders may declare here (a
    line and one button per seat under the ready button)."""

    permit = Signal(int)  # seat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, PompejiBanner())
        font = QFont(self.font())  # Pompeji's plain big heading, not Welcome's handwriting
        font.setPointSizeF(font.pointSizeF() * 2.2)
        self.heading.setFont(font)
        self.permit_note = self.add_extra(wrapping(plain_label()))
        self.permit_note.setObjectName("permitNote")
        self.permit_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.permit_buttons: dict[int, QPushButton] = {}
        self.permit_names: dict[int, str] = {}
        self.retranslateUi()

    def set_player(self, name: str, permits: dict[int, str] | None = None) -> None:
        """``permits``: the human seats that may declare their permit now, with their names."""
        for button in self.permit_buttons.values():
            self.remove_extra(button)
        self.permit_buttons = {}
        self.permit_names = dict(permits or {})
        for seat in self.permit_names:
            button = self.extra_button()
            button.setObjectName(f"passPermit_{seat}")
            button.clicked.connect(lambda _=False, s=seat: self.permit.emit(s))
            self.permit_buttons[seat] = button
            self.add_extra(button)
        super().set_player(display_name(name))

    def heading_text(self) -> str:
        return arg(Pompeji.tr("Pass the device to %1"), self.name)

    def detail_text(self) -> str:
        return Pompeji.tr("The hands are hidden. Press the button when only the next player looks.")

    def button_text(self) -> str:
        return arg(Pompeji.tr("I am %1: show my hand"), self.name)

    def retranslateUi(self) -> None:
        super().retranslateUi()
        if not hasattr(self, "permit_buttons"):
            return  # the shared page words itself before the permits exist
        self.permit_note.setText(
            Pompeji.tr("Or play out of turn now with a building permit (once per game):")
            if self.permit_buttons
            else ""
        )
        self.permit_note.setVisible(bool(self.permit_buttons))
        for seat, button in self.permit_buttons.items():
            who = display_name(self.permit_names[seat])
            button.setText(arg(Pompeji.tr("Permit: %1 plays now"), who))


def score_series(history: Sequence[Sequence[int]], names: Sequence[str]) -> list[Series]:
    """One line per player: the running total after each turn of the game."""
    out = []
    for s, name in enumerate(names):
        points = ((0.0, 0.0), *((float(t + 1), float(row[s])) for t, row in enumerate(history)))
        out.append(Series(name, points, PALETTE[s % len(PALETTE)], MARKERS[s % len(MARKERS)]))
    return out


class EndPage(EndFrame):
    """The shared end frame with the ranking (shared places for equal scores) and the chart
    of the running totals after each turn."""

    show_city = Signal()  # the frame's ``show_board``, in Pompeji's words
    replay = Signal()  # step through the game just finished
    again = Signal()  # the same table plays the same deal once more

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = QFont(self.font())  # Pompeji's plain big heading, not Welcome's handwriting
        font.setPointSizeF(font.pointSizeF() * 2.0)
        self.heading.setFont(font)
        right, left = Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft
        self.ranking = TextGrid(4, (right, left, right, left))
        self.ranking.setObjectName("ranking")
        self.set_ranking(self.ranking, centred=True)
        self.code_note = self.add_note(plain_label())
        self.code_note.setObjectName("gameCode")
        self.code_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_note.hide()
        self.code = ""
        self.chart = Chart()
        self.chart.setObjectName("scoreChart")
        self.chart.setMinimumHeight(240)
        self.chart_area.addWidget(self.chart, 1)
        self.city_button = self.board_button
        self.replay_button = self.add_button(QPushButton())
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay)
        self.again_button = self.add_button(QPushButton())
        self.again_button.setObjectName("againButton")
        self.again_button.clicked.connect(self.again)
        self.show_board.connect(self.show_city)
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
        code: str = "",
    ) -> None:
        """``code``: the deal's game code ("" when it has none: a game from before codes)."""
        order = sorted(range(len(names)), key=lambda s: (ranks[s], s))
        self.code = code
        self.code_note.setVisible(bool(code))
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
        self.replay_button.setText(Pompeji.tr("Replay the game"))
        self.again_button.setText(Pompeji.tr("Play this deal again"))
        self.again_button.setToolTip(
            Pompeji.tr("The same players, the same cards in the same order, the same volcanoes.")
        )
        self.code_note.setText(
            arg(Pompeji.tr("Game code: %1 (whoever types it plays the same deal)"), self.code)
        )
        self.new_button.setText(Pompeji.tr("New game…"))
