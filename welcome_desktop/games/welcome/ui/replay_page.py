"""Replays: step through a finished game round by round (buttons, slider, arrow keys), every
seat's sheet as it was, what each seat wrote, the plans approved, the chart's cursor following.

The game is rebuilt from its moves (engine/replay.py) and each step is shown by a private,
save-less controller with every seat as a person, so nothing plays and nothing is written."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.replay_controls import replay_body
from welcome_desktop.ui.safe_text import plain_label

from ..app.controller import GameController
from ..app.setup import GameSetup, SeatSetup
from ..app.turn_view import ViewerState
from ..engine import GameState, IllegalMove
from ..engine.replay import round_states
from ..i18n.catalog import effect_name, street_name
from .end_screen import make_chart, total_series
from .scene import BoardScene
from .view import BoardView


class ReplayPage(QWidget):
    """``open(setup, finished state)`` then ``go(step)``; ``back`` leaves the page."""

    back = Signal()
    step: int

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#ReplayPage { background: #FBF6EA; }")
        self.controller = GameController(self, autosave=False)
        self.scene = BoardScene()
        self.view = BoardView(self.scene)
        self.view.setObjectName("replayBoard")
        col = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = plain_label()
        self.title.setObjectName("replayTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(self.title, 1)
        self.seat_label = plain_label()
        self.seat = QComboBox()
        self.seat.setObjectName("replaySeat")
        self.seat_label.setBuddy(self.seat)
        self.seat.currentIndexChanged.connect(lambda *_: self._show())
        top.addWidget(self.seat_label)
        top.addWidget(self.seat)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        top.addWidget(self.back_button)
        col.addLayout(top)
        side = QWidget()
        side_col = QVBoxLayout(side)
        self.step_label = plain_label()
        self.step_label.setObjectName("replayStep")
        font = self.step_label.font()
        font.setBold(True)
        self.step_label.setFont(font)
        side_col.addWidget(self.step_label)
        self.cards = plain_label()
        self.cards.setObjectName("replayCards")
        self.cards.setWordWrap(True)
        side_col.addWidget(self.cards)
        self.moves = plain_label()
        self.moves.setObjectName("replayMoves")
        self.moves.setTextFormat(Qt.TextFormat.PlainText)
        self.moves.setWordWrap(True)
        side_col.addWidget(self.moves)
        self.plans = plain_label()
        self.plans.setObjectName("replayPlans")
        self.plans.setWordWrap(True)
        side_col.addWidget(self.plans)
        self.chart_holder = QVBoxLayout()
        side_col.addLayout(self.chart_holder, 1)
        self.controls = replay_body(
            self, col, self.view, side, self.go, lambda: self.step, lambda: self.last_step
        )
        self.states: list[GameState] = []
        self.setup: GameSetup | None = None
        self.history: list[tuple[int, ...]] = []
        self.step = 0
        self.chart = make_chart([], [])
        self.chart.setObjectName("replayChart")
        self.chart_holder.addWidget(self.chart)
        self.retranslateUi()

    @property
    def last_step(self) -> int:
        return max(0, len(self.states) - 1)

    def open(self, setup: GameSetup, final: GameState) -> bool:
        """Load a finished game; False if its moves do not replay (nothing changes then)."""
        try:
            states = round_states(final)
        except (IllegalMove, ValueError, KeyError, IndexError, TypeError):
            return False
        self.states = states
        # every seat a person: the private controller never lets a computer play
        seats = tuple(SeatSetup(s.name, "human") for s in setup.seats)
        self.setup = GameSetup(final.config, seats, setup.score_pad)
        self.history = [tuple(s.total for s in st.scores()) for st in states[1:]]
        names = [s.name for s in seats]
        self.chart.set_series(total_series(self.history, names))
        self.seat.blockSignals(True)
        self.seat.clear()
        self.seat.addItems(names)
        self.seat.blockSignals(False)
        self.seat.setVisible(len(names) > 1)
        self.seat_label.setVisible(len(names) > 1)
        self.controls.set_last(self.last_step)
        self.step = -1
        self.go(0)
        return True

    def go(self, step: int) -> None:
        """Show the game after ``step`` rounds (0: before the first)."""
        if not self.states or self.setup is None:
            return
        step = max(0, min(self.last_step, int(step)))
        if step == self.step:
            return
        self.step = step
        self.controller.play_from(self.setup, self.states[step], tuple(self.history[:step]))
        self.controls.show_step(step, self.last_step)
        self.chart.set_cursor(step)
        self._show()

    def shown_sheet_seat(self) -> int:
        return max(0, self.seat.currentIndex())

    def _show(self) -> None:
        if not self.states or self.setup is None:
            return
        self.controller.viewer = ViewerState(
            view_seat=self.shown_sheet_seat(), highlight_legal=False
        )
        view = self.controller.publish()
        if view is not None:
            self.scene.sync(view.board)
        self._describe()

    def cards_text(self) -> str:
        """The combinations the shown seat had in the round just shown."""
        if self.step == 0:
            return ""
        before = self.states[self.step - 1]
        seat = min(self.shown_sheet_seat(), len(before.offers) - 1)
        combos = before.offers[seat] if seat >= 0 else ()
        if not combos:
            return ""
        shown = " · ".join(f"{c.number} {effect_name(c.effect)}" for c in combos)
        return arg(self.tr("Cards of round %1: %2"), self.step, shown)

    def moves_text(self) -> str:
        """What each seat wrote in the round just shown."""
        if self.step == 0 or self.setup is None:
            return ""
        final = self.states[-1]
        after = self.states[self.step]
        lines = []
        for seat, move in enumerate(final.log[self.step - 1]):
            name = self.setup.seats[seat].name
            if move.is_refusal:
                lines.append(arg(self.tr("%1: permit refused"), name))
                continue
            number = after.sheets[seat].houses[move.street][move.house]
            lines.append(
                arg(
                    self.tr("%1: %2 in %3, house %4"),
                    name,
                    number,
                    street_name(move.street),
                    move.house + 1,
                )
            )
        return "\n".join(lines)

    def _describe(self) -> None:
        total = self.last_step
        if self.step == 0:
            self.step_label.setText(arg(self.tr("Before round 1 (%1 rounds in all)"), total))
        else:
            self.step_label.setText(arg(self.tr("After round %1 of %2"), self.step, total))
        self.cards.setText(self.cards_text())
        self.moves.setText(self.moves_text())
        approved = self.states[self.step].approved
        done = [f"n°{i + 1}" for i, ok in enumerate(approved) if ok]
        self.plans.setText(arg(self.tr("City plans approved: %1"), ", ".join(done)) if done else "")

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Replay"))
        self.seat_label.setText(self.tr("&Sheet of:"))
        self.back_button.setText(self.tr("Back"))
        self.controls.set_tips(
            self.tr("First round (Home)"),
            self.tr("Previous round (Left arrow)"),
            self.tr("Next round (Right arrow)"),
            self.tr("Last round (End)"),
            self.tr("Round"),
        )
        if self.states:
            self._describe()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self.controller.shutdown()
