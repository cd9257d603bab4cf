"""Balconia's first-game guide: a small panel over the building that explains the game as it is
played: keeping two faces of the block, handing it over, placing a face, how a balcony scores,
the secret other side, the end and its tie rule; then it closes by itself. Offered once on the
first game of Balconia (the panel asks, nothing modal) and reachable from Help. Each step follows
the published view (the turns played, the step drafted), so it moves on with real play only;
Escape or Close ends it. The panel sits in the corner of the board view that hides least of the
disc, the balconies and the cells the block may go to."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView

from welcome_desktop.i18n.text import TrContext
from welcome_desktop.ui.stepped_guide import SteppedGuide

from ..app.view import Prompt, TableView
from .play_scene import PlayScene

Balconia = TrContext("Balconia")

WIDTH = 300  # the panel's width in pixels (narrower when that frees a corner)
MIN_WIDTH = 210
BASE_ZOOM = 0.86  # the building's zoom in a 1024 x 600 window: the panel's words grow beyond
MAX_SCALE = 1.7  # as far as the board page's words do


class Step(StrEnum):
    OFFER = "offer"
    KEEP = "keep"  # the player's first selection: keep two neighbouring faces
    HAND_OVER = "hand_over"  # a pair kept: change it, take it back or end the turn
    PLACE = "place"  # the player's first placement: a face onto a free cell
    SCORE = "score"  # a face placed: how a balcony scores, take back or end the turn
    SECRET = "secret"  # the player's third step: the other side of the building
    END = "end"  # the fourth: the end of the game and the tie
    DONE = "done"


# The steps shown at the player's third and fourth steps of the game (after a selection and
# a placement, whichever came first).
LATER = (Step.SECRET, Step.END)
FIRST = 2  # the steps explained by what the player does: one selection, one placement


def step_for(view: TableView) -> Step | None:
    """The step for a published view (None: keep the current one, e.g. while the other player
    acts). Each finished turn holds one step of each player, so the turns played are the steps
    the player to act has finished."""
    if view.over:
        return Step.DONE
    if not view.my_turn:
        return None
    done = view.turn
    if done >= FIRST + len(LATER):
        return Step.DONE
    if done >= FIRST:
        return LATER[done - FIRST]
    draft = view.draft
    if view.prompt is Prompt.SELECT or (draft is not None and draft.kept is not None):
        return Step.KEEP if draft is None else Step.HAND_OVER
    return Step.PLACE if draft is None else Step.SCORE


def step_text(step: Step) -> tuple[str, str]:
    """(title, explanation) of a step."""
    if step is Step.OFFER:
        return (
            Balconia.tr("Your first game of Balconia?"),
            Balconia.tr("A guide can explain each step as you play."),
        )
    if step is Step.KEEP:
        return (
            Balconia.tr("1. Keep two faces"),
            Balconia.tr(
                "You select this turn. The disc shows the block's four faces: click a numbered "
                "button between two neighbours (or press 1–4) to keep them. Your opponent "
                "turns one of the other two towards themselves; you get the face opposite it."
            ),
        )
    if step is Step.HAND_OVER:
        return (
            Balconia.tr("2. Hand the block over"),
            Balconia.tr(
                "Your pair is framed. Until you end the turn, another button changes it and "
                "Take back (Ctrl+Z) clears it. End turn (Enter) hands the block to your "
                "opponent."
            ),
        )
    if step is Step.PLACE:
        return (
            Balconia.tr("3. Place the block"),
            Balconia.tr(
                "You place this turn: drag one of the two faces offered onto a free cell next "
                "to a balcony or the entrance (or press 1–2, the arrows, Enter). Hover a cell "
                "to see what each face would score there. The faded face under each one goes "
                "to your opponent."
            ),
        )
    if step is Step.SCORE:
        return (
            Balconia.tr("4. How a balcony scores"),
            Balconia.tr(
                "The label on top of a balcony is its rule: the points (2× gives 2 for each one "
                "counted, 5 gives 5 if the rule holds), a small grid marking where it looks, "
                "and what it counts. Hover a balcony to read its rule in words; the green badge "
                "is what it scores now. Then Take back (Ctrl+Z) or End turn (Enter)."
            ),
        )
    if step is Step.SECRET:
        return (
            Balconia.tr("5. The other side is secret"),
            Balconia.tr(
                "The faces turned to your opponent make up their side of the building, which "
                "you never see: remember what you let them have. The side panel shows their "
                "points; View ▸ Open building shows both sides if you both agree."
            ),
        )
    if step is Step.END:
        return (
            Balconia.tr("6. The end"),
            Balconia.tr(
                "When the last token is played, each of you scores every balcony of your side "
                "plus your door, the entrance's rule in your colour. The higher total wins; on "
                "a tie, more door points win; still tied, you share the win."
            ),
        )
    return (
        Balconia.tr("You know the rules"),
        Balconia.tr("Enjoy the game! Help ▸ First-game guide brings the guide back."),
    )


def kept_clear(scene: PlayScene) -> list[QRectF]:
    """What the panel should not hide (scene rects): the disc and the block's title, the
    balconies and the entrance, and the cells the block may go to."""
    rects = [item.sceneBoundingRect() for item in scene.disc.items]
    if scene.title.text():
        rects.append(scene.title.sceneBoundingRect())
    view = scene.view_value
    if view is not None:
        building = view.building
        cells = [building.entrance_cell, *(cell for cell, _block in building.placed())]
        cells += view.legal_cells or (building.free_cells() if view.block is not None else ())
        rects += [scene.rect_of(cell) for cell in cells]
    return rects


class BalconiaGuide(SteppedGuide):
    """The guide's panel over ``host`` (the board view); ``scene`` tells where the disc, the
    balconies and the free cells are, so that the panel covers none of them when it can."""

    def __init__(self, host: QGraphicsView, scene: PlayScene) -> None:
        steps = (Step.OFFER, Step.KEEP, Step.DONE)
        super().__init__(host, "BalconiaGuide", ("#1fa6a6", "#8a2f5c"), steps)
        self.scene = scene

    def start(self, view: TableView | None = None) -> None:
        """Begin explaining (from Help, or the offer taken) at the step of ``view``."""
        self.begin(step_for(view) if view is not None else None)

    def follow(self, view: TableView) -> None:
        """Move on with the game; the last words stay until the next turn or a new game."""
        self.advance(step_for(view), view.turn)

    def step_words(self, step: StrEnum) -> tuple[str, str]:
        return step_text(Step(step))

    def place(self) -> None:
        """The panel in a corner of the board view, covering none of the building and the
        disc if it can, else none of the disc, the balconies and the free cells next to them
        (narrower and taller when that frees a corner), else where it covers least."""
        if self.step is None:
            return
        area = self.host.viewport().rect()
        clear = kept_clear(self.scene)
        # what the corner depends on: nothing changed since the last placing, nothing to do
        key = (
            self.text.text(),
            area.size(),
            self.host.transform(),
            self.host.mapFromScene(0, 0),
            *clear,
        )
        if key == self._placed_for:
            return
        self._placed_for = key
        scale = max(1.0, min(MAX_SCALE, self.host.transform().m11() / BASE_ZOOM))
        self.set_scale(scale)  # as big as the building is drawn
        narrowest = round(MIN_WIDTH * scale)
        widest = min(round(WIDTH * scale), max(narrowest, area.width() // 2))
        avoid = [self.on_view(rect) for rect in clear]
        # off the building altogether when there is room, else off what matters on it
        facade = self.on_view(self.scene.facade_item.sceneBoundingRect())
        if self.fit(area, [*avoid, facade], widest, narrowest) > 0:
            self.fit(area, avoid, widest, narrowest)
