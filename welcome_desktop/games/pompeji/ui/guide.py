"""Pompeji's first-game guide: a small panel over the city that explains the game as it is
played: building a card and how it scores, ending the turn, the statue, the building permit,
Vesuvius and the end; then it closes by itself. Offered once on the first game of Pompeji (the
panel asks, nothing modal) and reachable from Help. Each step follows the published view (the
player's own turns so far), so it moves on with real play only; Escape or Close ends it. The
panel sits in the corner of the city view that hides least of the city and the hand."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView

from welcome_desktop.ui.stepped_guide import SteppedGuide

from ..app.view import TurnView
from ..board.scene import cell_rect
from .play_scene import PlayScene
from .texts import Pompeji

WIDTH = 330  # the panel's width in pixels (narrower on a small city view)
MIN_WIDTH = 210


class Step(StrEnum):
    OFFER = "offer"
    BUILD = "build"  # the first turn: put a card on the city
    SCORE = "score"  # a card is placed: how it scored, end the turn
    STATUE = "statue"  # the second turn
    PERMIT = "permit"  # the third turn
    VOLCANO = "volcano"  # the fourth turn
    DONE = "done"


# The step shown at the start of each of the player's turns (the first has SCORE after it).
BY_TURN = (Step.BUILD, Step.STATUE, Step.PERMIT, Step.VOLCANO)


def step_for(view: TurnView, own: int) -> Step | None:
    """The step for a published view, ``own`` the turns its player has played (None: keep
    the current one, e.g. while the others play)."""
    if view.over:
        return Step.DONE
    if not view.my_turn or view.seat < 0:
        return None
    if own >= len(BY_TURN):
        return Step.DONE
    if view.draft is not None:
        return Step.SCORE if own == 0 else None
    return BY_TURN[own]


def step_text(step: Step) -> tuple[str, str]:
    """(title, explanation) of a step."""
    if step is Step.OFFER:
        return (
            Pompeji.tr("Your first game of Pompeji?"),
            Pompeji.tr("A guide can explain each step as you play."),
        )
    if step is Step.BUILD:
        return (
            Pompeji.tr("1. Build a card"),
            Pompeji.tr(
                "Drag a card from your hand onto a green cell of the city. A card must touch "
                "the city by a side, may not sit beside a card of the same monument or the "
                "same colour, and the city never grows past 7 × 7. Hover a cell to see what "
                "your cards would score there."
            ),
        )
    if step is Step.SCORE:
        return (
            Pompeji.tr("2. How it scores"),
            Pompeji.tr(
                "Each of the four streets through your card (its row, its column, its two "
                "diagonals, up to the first gap) scores: if it holds other cards of your "
                "monument, the sum of their values and yours; if it holds others of your "
                "colour, the highest value among them and yours; 7 more if your card is its "
                "seventh. Take back undoes it; End turn (Ctrl+Enter) draws you a new card."
            ),
        )
    if step is Step.STATUE:
        return (
            Pompeji.tr("3. Your statue"),
            Pompeji.tr(
                "The statue, last in your hand, may stand for any monument and any colour and "
                "is worth 1: keep it for a cell where many matching streets meet. You draw no "
                "card after it, and once built it matches nothing."
            ),
        )
    if step is Step.PERMIT:
        return (
            Pompeji.tr("4. Your building permit"),
            Pompeji.tr(
                "Once per game you may play out of turn: tick Use my permit before ending a "
                "turn to play again at once, or press the Permit button to play before the "
                "next player. A late permit, when the city offers big cells, is worth most."
            ),
        )
    if step is Step.VOLCANO:
        return (
            Pompeji.tr("5. Vesuvius"),
            Pompeji.tr(
                "Two volcanoes hide near the bottom of the pile. After the first you may skip "
                "the draw; the second ends the game at once, and the cards left in your hand "
                "count against you. The side panel shows the chance of a volcano."
            ),
        )
    return (
        Pompeji.tr("You know the rules"),
        Pompeji.tr("Enjoy the game! Help ▸ First-game guide brings the guide back."),
    )


class PompejiGuide(SteppedGuide):
    """The guide's panel over ``host`` (the city view); ``scene`` tells where the city and the
    hand are, so that the panel covers neither when it can."""

    def __init__(self, host: QGraphicsView, scene: PlayScene) -> None:
        steps = (Step.OFFER, Step.BUILD, Step.DONE)
        super().__init__(host, "PompejiGuide", ("#B5452B", "#7A2E1C"), steps)
        self.scene = scene

    def start(self, view: TurnView | None = None, own: int = 0) -> None:
        """Begin explaining (from Help, or the offer taken) at the step of ``view``."""
        self.begin(step_for(view, own) if view is not None else None)

    def follow(self, view: TurnView, own: int) -> None:
        """Move on with the game; the last words stay until the player's next turn or a new
        game (``own``: the turns the player has played)."""
        self.advance(step_for(view, own), own)

    def step_words(self, step: StrEnum) -> tuple[str, str]:
        return step_text(Step(step))

    def place(self) -> None:
        """The panel in a corner of the city view, covering none of the city, the cells next
        to it and the hand if it can: narrower (and taller) on a small view when that frees a
        corner, else where it covers least."""
        if self.step is None:
            return
        area = self.host.viewport().rect()
        city = self.scene.city
        # what the corner depends on: nothing changed since the last placing, nothing to do
        key = (
            self.text.text(),
            area.size(),
            city,
            QRectF(self.scene.tray),
            self.host.transform(),
            self.host.mapFromScene(0, 0),
        )
        if key == self._placed_for:
            return
        self._placed_for = key
        cells = [*city.tiles, *city.frontier()]  # the cards and where the next ones may go
        avoid = [self.on_view(cell_rect(pos)) for pos in cells]
        if not self.scene.tray.isNull():
            avoid.append(self.on_view(self.scene.tray))
        self.fit(area, avoid, min(WIDTH, max(MIN_WIDTH, area.width() // 2)), MIN_WIDTH)
