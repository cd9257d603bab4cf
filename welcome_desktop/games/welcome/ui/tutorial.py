"""The first-game guide: a small panel on the board that explains each step of a solo game as
it comes (pick a card, write the number, use the effect, confirm), then the next rounds and
the city plans, and closes itself after the third round. Skippable at any time; offered once
(the panel itself asks, nothing modal) and reachable from Help.

The step follows the published TurnView's prompt, so it advances with real play only. Each
step also shows on the board what it talks about (``tutorial_pointer``): the panel sits in the
corner of the board farthest from those marks, so it never covers them. Escape closes it.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QGraphicsView,
)

from welcome_desktop.games.welcome.app.effects import TargetKind
from welcome_desktop.games.welcome.app.turn_view import Prompt, TurnView
from welcome_desktop.i18n import TrContext
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.panel_spot import GuidePanel, best_spot
from welcome_desktop.ui.turn_bar import TurnBar

from .scene import BoardScene
from .tutorial_pointer import BoardPointer, guide_targets

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


def effect_text(kind: str) -> str:
    """What to do with the pending effect of ``kind`` (the marks show where); "" if unknown."""
    texts: dict[str, str] = {
        TargetKind.FENCE: Tutorial.tr(
            "The surveyor builds a fence: click one of the marked slots between two houses "
            "(fences cut a street into estates), or Skip effect."
        ),
        TargetKind.COLUMN: Tutorial.tr(
            "The real estate agent raises the value of estates of one size: click one of the "
            "marked columns of the estate track, or Skip effect."
        ),
        TargetKind.BIS: Tutorial.tr(
            "Bis copies a number into an empty house beside it: click one of the marked "
            "houses, or Skip effect. Each bis costs points at the end."
        ),
        TargetKind.PARK: Tutorial.tr(
            "The landscaper plants a park in the street you just wrote in: press the marked "
            "button, or Skip effect."
        ),
        TargetKind.POOL: Tutorial.tr(
            "This house has a pool spot: press the marked button to build the pool and tick "
            "the pool track, or Skip effect."
        ),
        TargetKind.TEMP: Tutorial.tr(
            "The temp agency hires a temp: press the marked button to tick the temp track "
            "(the most temps score at the end), or Skip effect."
        ),
    }
    return texts.get(kind, "")


def step_text(step: Step, effect_kind: str = "") -> tuple[str, str]:
    """(title, explanation) of a step (the effect step's text names ``effect_kind``'s
    effect when it has targets to mark)."""
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
            effect_text(effect_kind)
            or Tutorial.tr(
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


class TutorialGuide(GuidePanel):
    """The guide's panel over ``host`` (the board view), with its marks on ``scene`` and on the
    turn ``bar``'s buttons."""

    accepted = Signal()  # the offer was taken
    finished = Signal()  # skipped, declined or done

    def __init__(self, host: QGraphicsView, scene: BoardScene, bar: TurnBar) -> None:
        super().__init__(host, "TutorialGuide", "#E8590C", "#1F3F73")
        self.setProperty("keepClear", True)  # a suggestion shown meanwhile goes elsewhere
        self.host = host
        self.scene = scene
        self.bar = bar
        self.pointer = BoardPointer(self)
        self.step: Step | None = None
        self.effect_kind = ""  # the effect step's effect (its own explanation)
        self.steps_seen: list[Step] = []
        self.yes_button.setObjectName("TutorialYes")
        self.skip_button = self.no_button
        self.skip_button.setObjectName("TutorialSkip")
        self.yes_button.clicked.connect(self._accept)
        self.skip_button.clicked.connect(self.stop)
        key_pressed = getattr(host, "key_pressed", None)  # a BoardView: its unused keys
        if key_pressed is not None:
            key_pressed.connect(self._key)
        if isinstance(host, QAbstractScrollArea):  # a zoomed board scrolls under the panel
            host.viewport().installEventFilter(self)
            for bar_ in (host.horizontalScrollBar(), host.verticalScrollBar()):
                bar_.valueChanged.connect(self._scrolled)
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
        """Skip, decline or close: the guide and its marks go away."""
        self.step = None
        self.pointer.clear()
        self.hide()
        self.finished.emit()

    def follow(self, view: TurnView, round_number: int) -> None:
        """Move to the step of a published view and point at what it talks about (nothing
        while inactive; an offer left unanswered goes away once the player makes a move).
        The marks follow every view: another card picked marks other houses."""
        if self.step is None:
            return
        step = step_for(view, round_number)
        if self.step is Step.OFFER:
            if step not in (None, Step.PICK):
                self.stop()  # the player began without answering: the offer was not wanted
            return
        items, buttons = guide_targets(step, view, self.scene, self.bar) if step else ([], [])
        kind = view.effect_kind if step is Step.EFFECT and items else ""
        if step is not None and step is not self.step:
            self.effect_kind = kind
            self._show(step)
        elif step is not None and kind != self.effect_kind:
            self.effect_kind = kind  # another card's effect, same step
            self.retranslate()
        self.pointer.point_at(items, buttons)
        self.place()

    def set_animated(self, animated: bool) -> None:
        """The Animations setting: a pulsing outline, or a still one when off."""
        self.pointer.set_animated(animated)

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
        if step in (Step.OFFER, Step.DONE):
            self.pointer.clear()
        self.retranslate()
        self.show()
        self.place()
        self.raise_()

    def retranslate(self) -> None:
        if self.step is None:
            return
        title, text = step_text(self.step, self.effect_kind)
        self.title.setText(title)
        self.text.setText(text)
        offer, done = self.step is Step.OFFER, self.step is Step.DONE
        self.yes_button.setVisible(offer or done)
        self.yes_button.setText(Tutorial.tr("Show me") if offer else Tutorial.tr("Close"))
        self.skip_button.setVisible(not done)
        self.skip_button.setText(
            Tutorial.tr("No, thanks") if offer else Tutorial.tr("Skip the guide")
        )
        self.place()

    def area(self) -> QRect:
        """The part of the board the panel may cover (the viewport, without scroll bars)."""
        host = self.host
        if isinstance(host, QAbstractScrollArea):
            return host.viewport().geometry()
        return host.rect()

    def place(self) -> None:
        """Size the panel for the board and put it in the first corner that covers none of
        the marks (the bottom-left one when it can)."""
        if not self.isVisible():
            return
        area = self.area()
        width = min(360, max(220, area.width() // 3))
        self.setFixedWidth(width)
        height = self.heightForWidth(width)  # the wrapped text's height at this width
        self.resize(width, height if height > 0 else self.sizeHint().height())
        offset = area.topLeft()
        avoid = [r.translated(offset) for r in self.pointer.view_rects(self.host)]
        self.move(best_spot(area, width, self.height(), avoid))

    def _scrolled(self, _value: int) -> None:
        self.place()

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is not self.host:
            self.place()  # the viewport: resized after the view, when scroll bars come and go
        return False

    def _key(self, event: QKeyEvent) -> None:
        """A key the board did not take: Escape closes the guide (a shown suggestion takes
        the first Escape, before the board sees it)."""
        if event.key() == Qt.Key.Key_Escape and self.isVisible():
            self.stop()
            event.accept()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
