"""The first-game guide: a small panel on the board that explains each step of a solo game as
it comes (pick a card, write the number, use the effect, confirm), then the next rounds and
the city plans, and closes itself after the third round. Skippable at any time; offered once
(the panel itself asks, nothing modal) and reachable from Help.

The step follows the published TurnView's prompt, so it advances with real play only.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from welcome_desktop.app.turn_view import Prompt, TurnView
from welcome_desktop.i18n import TrContext

from .guard import guarded

Tutorial = TrContext("Tutorial")
LAST_ROUND = 3  # the guide ends when round LAST_ROUND + 1 starts


class Step(StrEnum):
    OFFER = "offer"  # "first game? a guide can explain each step"
    PICK = "pick"
    HOUSE = "house"
    EFFECT = "effect"
    CONFIRM = "confirm"
    REFUSE = "refuse"
    NEXT_ROUND = "next_round"
    PLANS = "plans"
    DONE = "done"


def step_for(view: TurnView, round_number: int) -> Step | None:
    """The guide's step for a published view (None: keep the current one, e.g. while the
    computer thinks or another sheet is looked at)."""
    if view.over or round_number > LAST_ROUND:
        return Step.DONE
    prompt = view.prompt
    if prompt in (Prompt.DRAG_CARD, Prompt.DRAG_COMBO):
        if round_number == 1:
            return Step.PICK
        return Step.NEXT_ROUND if round_number == 2 else Step.PLANS
    return {
        Prompt.WRITE_NUMBER: Step.HOUSE,
        Prompt.EFFECT: Step.EFFECT,
        Prompt.TURN_READY: Step.CONFIRM,
        Prompt.MUST_REFUSE: Step.REFUSE,
        Prompt.REFUSAL_READY: Step.CONFIRM,
    }.get(prompt)


def step_text(step: Step) -> tuple[str, str]:
    """(title, explanation) of a step."""
    if step is Step.OFFER:
        return (
            Tutorial.tr("Your first game?"),
            Tutorial.tr("A guide can explain each step of this solo game on the board."),
        )
    if step is Step.PICK:
        return (
            Tutorial.tr("1. Choose a card"),
            Tutorial.tr(
                "Your hand holds three cards. Click the card whose effect you want, then drag "
                "another card onto a house of your sheet to write its number."
            ),
        )
    if step is Step.HOUSE:
        return (
            Tutorial.tr("2. Write the number"),
            Tutorial.tr(
                "The green houses can take this number: in each street the numbers must rise "
                "from left to right. Click one (or drop the card on it)."
            ),
        )
    if step is Step.EFFECT:
        return (
            Tutorial.tr("3. Use the effect"),
            Tutorial.tr(
                "Now the effect: click a marked place on the sheet, or Skip if you do not "
                "want it. The card's tooltip says what the effect does."
            ),
        )
    if step is Step.CONFIRM:
        return (
            Tutorial.tr("4. Confirm the turn"),
            Tutorial.tr(
                "Your turn is written. Undo takes back a step; Confirm (Ctrl+Enter) ends the "
                "turn for good."
            ),
        )
    if step is Step.REFUSE:
        return (
            Tutorial.tr("No number fits"),
            Tutorial.tr(
                "None of the numbers can go anywhere: refuse a permit. Three refusals end "
                "the game, so plan your streets ahead."
            ),
        )
    if step is Step.NEXT_ROUND:
        return (
            Tutorial.tr("A new round"),
            Tutorial.tr(
                "You draw new cards each round. Your score on the right grows with "
                "estates, parks, pools and temps; numbers that fill a street between fences "
                "make an estate."
            ),
        )
    if step is Step.PLANS:
        return (
            Tutorial.tr("City plans"),
            Tutorial.tr(
                "The three city plans at the top right score when your sheet has the estates "
                "they ask for. Click a plan to read it."
            ),
        )
    return (
        Tutorial.tr("You know the basics"),
        Tutorial.tr("Enjoy the game! Help ▸ First-game tutorial brings the guide back."),
    )


class TutorialGuide(QFrame):
    """The guide's panel over ``host`` (the board view), at its bottom-left corner."""

    accepted = Signal()  # the offer was taken
    finished = Signal()  # skipped, declined or done

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("TutorialGuide")
        self.setStyleSheet(
            "QFrame#TutorialGuide { background: rgba(255, 248, 232, 240);"
            " border: 2px solid #2F6CA3; border-radius: 8px; }"
        )
        self.host = host
        self.step: Step | None = None
        self.steps_seen: list[Step] = []
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setStyleSheet("font-weight: bold; color: #1F3F73;")
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.yes_button = QPushButton()
        self.yes_button.setObjectName("TutorialYes")
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("TutorialSkip")
        for button in (self.yes_button, self.skip_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keyboard
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.yes_button)
        row.addWidget(self.skip_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addLayout(row)
        self.yes_button.clicked.connect(self._accept)
        self.skip_button.clicked.connect(self.stop)
        self.hide()

    @property
    def active(self) -> bool:
        return self.step is not None

    def offer(self) -> None:
        self._show(Step.OFFER)

    def start(self) -> None:
        self.steps_seen = []
        self._show(Step.PICK)

    def stop(self) -> None:
        """Skip, decline or close: the guide goes away."""
        self.step = None
        self.hide()
        self.finished.emit()

    def follow(self, view: TurnView, round_number: int) -> None:
        """Move to the step of a published view (nothing while offering or inactive)."""
        if self.step is None or self.step is Step.OFFER:
            return
        step = step_for(view, round_number)
        if step is not None and step is not self.step:
            self._show(step)

    def _accept(self) -> None:
        if self.step is Step.OFFER:
            self.start()
            self.accepted.emit()
        else:
            self.stop()

    def _show(self, step: Step) -> None:
        self.step = step
        if step is not Step.OFFER:
            self.steps_seen.append(step)
        self.retranslate()
        self.place()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        if self.step is None:
            return
        title, text = step_text(self.step)
        self.title.setText(title)
        self.text.setText(text)
        offer, done = self.step is Step.OFFER, self.step is Step.DONE
        self.yes_button.setVisible(offer or done)
        self.yes_button.setText(Tutorial.tr("Show me") if offer else Tutorial.tr("Close"))
        self.skip_button.setVisible(not done)
        self.skip_button.setText(Tutorial.tr("No, thanks") if offer else Tutorial.tr("Skip"))

    def place(self) -> None:
        width = min(360, max(220, self.host.width() // 3))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move(10, max(10, self.host.height() - self.height() - 10))

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
