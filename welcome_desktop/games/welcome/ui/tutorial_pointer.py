"""What the first-game guide points at on the board: a soft pulsing outline around each target
(the cards to choose, the houses where the number fits, the effect's target, the plans) and
around the turn bar's button to press, plus a small arrow when there is one place to look.

Our own drawing, never taking a click, a hover or the focus: a mark is a child of the item or
button it outlines, so it follows a card being dealt or a zoom with no extra work, and goes
away with it. The pulse is one timer for every mark and runs only while marks are shown and
animations are on; with animations off the outline is drawn once, still.

``guide_targets`` says what a step points at (from the published TurnView, no rules);
``BoardPointer`` draws it and tells where it is (``view_rects``), so the guide's panel can keep
clear of it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.games.welcome.app.effects import TargetKind
from welcome_desktop.games.welcome.app.turn_view import BoardModel, TurnView
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.turn_bar import TurnBar

from .scene import BoardScene

POINTER = QColor("#E8590C")  # the guide's colour: an orange no other board mark uses
HALO = QColor("#FFB347")
PULSE_MS = 1400  # one soft pulse
TICK_MS = 50  # 20 frames a second are enough for a slow glow
ARROW_MAX_TARGETS = 2  # an arrow only where there is one place (or two) to look
PAD = 5.0  # the outline's distance around its target
ARROW = 26.0  # the arrow's length
SLIM = 30.0  # a target narrower than this (a fence slot) gets a closer, thinner outline

House = tuple[int, int]


def local_rect(item: QGraphicsItem) -> QRectF:
    """The target's own shape in its coordinates (its ``rect``: a card without its key label)."""
    rect = getattr(item, "rect", None)
    return QRectF(rect) if isinstance(rect, QRectF) else item.boundingRect()


def resting_scene_rect(item: QGraphicsItem) -> QRectF:
    """Where the target is, or will be once a card being dealt or dragged is back home."""
    rect = local_rect(item)
    home = getattr(item, "home", None)
    if isinstance(home, QPointF):
        return rect.translated(home)
    return item.mapRectToScene(rect)


class Pulse(QObject):
    """One phase (0..1) for every mark; a timer moves it while marks are shown and animated."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animated = True
        self.phase = 1.0
        self.elapsed = 0
        self.marks: list[QGraphicsItem | QWidget] = []
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def set_running(self, running: bool) -> None:
        running = running and self.animated
        if running and not self.timer.isActive():
            self.elapsed = PULSE_MS // 2  # where the phase is 1: no jump from the still outline
            self.timer.start()
        elif not running:
            self.timer.stop()
            self.phase = 1.0  # still: the outline at its strongest
            self._repaint()

    def _tick(self) -> None:
        self.elapsed = (self.elapsed + TICK_MS) % PULSE_MS
        self.phase = 0.5 - 0.5 * math.cos(2 * math.pi * self.elapsed / PULSE_MS)
        self._repaint()

    def _repaint(self) -> None:
        for mark in self.marks:
            mark.update()


def draw_outline(
    painter: QPainter, rect: QRectF, phase: float, radius: float = 8.0, weight: float = 1.0
) -> None:
    """A soft halo whose glow follows ``phase`` and a solid orange line (``weight`` < 1: a
    thinner halo for a slim target such as a fence slot)."""
    halo = QColor(HALO)
    halo.setAlpha(int(70 + 110 * phase))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(halo, (4 + 4 * phase) * weight))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(POINTER, 2.5))
    painter.drawRoundedRect(rect, radius, radius)


class OutlineMark(QGraphicsObject):
    """The outline around one scene item (a child of it)."""

    def __init__(self, target: QGraphicsItem, pulse: Pulse) -> None:
        super().__init__(target)
        self.target = target
        self.pulse = pulse
        own = local_rect(target)
        self.slim = min(own.width(), own.height()) < SLIM
        pad = PAD / 3 if self.slim else PAD
        self.rect = own.adjusted(-pad, -pad, pad, pad)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(100)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def resting_rect(self) -> QRectF:
        """The outline's scene rect with its target at rest."""
        return resting_scene_rect(self.target).adjusted(-PAD - 6, -PAD - 6, PAD + 6, PAD + 6)

    @guarded
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.slim:
            draw_outline(painter, self.rect, self.pulse.phase, 5.0, 0.5)
        else:
            draw_outline(painter, self.rect, self.pulse.phase)


class ArrowMark(QGraphicsObject):
    """A small arrow beside a scene item pointing at it, nodding with the pulse."""

    def __init__(self, target: QGraphicsItem, pulse: Pulse, downwards: bool) -> None:
        super().__init__(target)
        self.target = target
        self.pulse = pulse
        self.downwards = downwards
        rect = local_rect(target)
        x = rect.center().x()
        gap = PAD + 4
        if downwards:  # above the target, pointing down at its top edge
            self.tip = QPointF(x, rect.top() - gap)
        else:  # below it, pointing up
            self.tip = QPointF(x, rect.bottom() + gap)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(101)

    def _box(self) -> QRectF:
        sign = -1.0 if self.downwards else 1.0
        far = self.tip.y() + sign * (ARROW + 8)
        top, bottom = min(self.tip.y(), far), max(self.tip.y(), far)
        return QRectF(self.tip.x() - 13, top, 26, bottom - top)

    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-3, -3, 3, 3)

    def resting_rect(self) -> QRectF:
        offset = resting_scene_rect(self.target).topLeft() - local_rect(self.target).topLeft()
        return self.boundingRect().translated(offset)

    @guarded
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sign = -1.0 if self.downwards else 1.0  # from the tip towards the tail
        nod = 6.0 * (1.0 - self.pulse.phase)
        tip = QPointF(self.tip.x(), self.tip.y() + sign * nod)
        head = tip + QPointF(0, sign * 12)
        tail = tip + QPointF(0, sign * (ARROW - nod * 0.5))
        path = QPainterPath(tip)
        path.lineTo(head + QPointF(-10, 0))
        path.lineTo(head + QPointF(-4, 0))
        path.lineTo(QPointF(tail.x() - 4, tail.y()))
        path.lineTo(QPointF(tail.x() + 4, tail.y()))
        path.lineTo(head + QPointF(4, 0))
        path.lineTo(head + QPointF(10, 0))
        path.closeSubpath()
        painter.setPen(QPen(QColor("#FFF8E8"), 2))
        painter.setBrush(POINTER)
        painter.drawPath(path)


class ButtonMark(QWidget):
    """The outline inside a turn-bar button (a child of it: it follows the button's size and
    visibility, and lets every click through)."""

    def __init__(self, target: QWidget, pulse: Pulse) -> None:
        super().__init__(target)
        self.target = target
        self.pulse = pulse
        self.setObjectName("TutorialButtonMark")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        target.installEventFilter(self)
        self.setGeometry(target.rect())
        self.show()

    def detach(self) -> None:
        self.target.removeEventFilter(self)
        self.hide()
        self.deleteLater()

    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.target and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.target.rect())
        return False

    @guarded
    def paintEvent(self, event: QEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_outline(painter, QRectF(self.rect()).adjusted(3, 3, -3, -3), self.pulse.phase, 6.0)
        painter.end()


# -- what each step points at ----------------------------------------------------------------
def written_house(board: BoardModel) -> House | None:
    """The house this turn's draft wrote its number in (None before the number)."""
    base = board.base
    if base is None:
        return None
    for s, street in enumerate(board.sheet.houses):
        for h, value in enumerate(street):
            if value != base.houses[s][h]:
                return (s, h)
    return None


def effect_targets(view: TurnView, scene: BoardScene) -> list[QGraphicsItem]:
    """The marked places of the pending effect: fence slots, estate columns, bis houses; for a
    plain effect the park track, the pool (house and track) or the temp track."""
    board, kind = view.board, view.effect_kind
    items: list[QGraphicsItem] = []
    if kind == TargetKind.FENCE:
        items += [scene.fences[k] for k in sorted(board.fence_targets) if k in scene.fences]
    elif kind == TargetKind.COLUMN:
        items += [scene.columns[c] for c in sorted(board.column_targets)]
    elif kind == TargetKind.BIS:
        items += [scene.houses[k] for k in sorted(board.bis_targets) if k in scene.houses]
    elif kind in (TargetKind.PARK, TargetKind.POOL):
        house = written_house(board)
        if house is not None and kind == TargetKind.PARK:
            items.append(scene.parks[house[0]])
        elif house is not None:
            items += [scene.houses[house], scene.tracks["pools"]]
    elif kind == TargetKind.TEMP:
        items.append(scene.tracks["temps"])
    return items


def guide_targets(
    step: str, view: TurnView, scene: BoardScene, bar: TurnBar
) -> tuple[list[QGraphicsItem], list[QAbstractButton]]:
    """(scene items, turn-bar buttons) the guide's ``step`` points at in ``view``."""
    if view.board.hidden or view.over:
        return [], []
    board = view.board
    cards: list[QGraphicsItem] = [c for c in scene.active_cards() if c.isVisible()]
    if step in ("pick", "next_round"):
        extra: list[QGraphicsItem] = [scene.total] if step == "next_round" else []
        return cards + extra, []
    if step == "plans":
        return [p for p in scene.plan_items if p.isVisible()], []
    if step == "house":
        return [scene.houses[k] for k in sorted(board.legal) if k in scene.houses], []
    if step == "effect":
        items = effect_targets(view, scene)
        buttons: list[QAbstractButton] = []
        if view.controls.plain_effect:
            buttons.append(bar.use_button)
        if not items:
            buttons.append(bar.skip_button)
        return items, buttons
    if step == "refuse":
        return [scene.tracks["refusals"]], [bar.refuse_button]
    if step == "confirm":
        return [], [bar.confirm_button]
    return [], []


class BoardPointer(QObject):
    """Draws the marks of one step on the board scene and the turn bar."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pulse = Pulse(self)
        self.items: list[QGraphicsItem] = []  # the scene items pointed at, in order
        self.buttons: list[QAbstractButton] = []
        self.outlines: dict[int, OutlineMark] = {}  # by id() of the target
        self.button_marks: dict[int, ButtonMark] = {}
        self.arrow: ArrowMark | None = None

    @property
    def targets(self) -> list[QGraphicsItem | QAbstractButton]:
        return [*self.items, *self.buttons]

    def set_animated(self, animated: bool) -> None:
        self.pulse.animated = animated
        self.pulse.set_running(bool(self.pulse.marks))

    def point_at(self, items: Sequence[QGraphicsItem], buttons: Sequence[QAbstractButton]) -> None:
        """Mark exactly ``items`` and ``buttons`` (marks already there stay, no flicker)."""
        wanted = {id(i): i for i in items}
        for key in [k for k in self.outlines if k not in wanted]:
            self._drop_item(self.outlines.pop(key))
        for key, item in wanted.items():
            if key not in self.outlines:
                self.outlines[key] = OutlineMark(item, self.pulse)
        wanted_buttons = {id(b): b for b in buttons}
        for key in [k for k in self.button_marks if k not in wanted_buttons]:
            self.button_marks.pop(key).detach()
        for key, button in wanted_buttons.items():
            if key not in self.button_marks:
                self.button_marks[key] = ButtonMark(button, self.pulse)
        self.items, self.buttons = list(items), list(buttons)
        self._place_arrow()
        marks: list[QGraphicsItem | QWidget] = [*self.outlines.values()]
        marks += self.button_marks.values()
        if self.arrow is not None:
            marks.append(self.arrow)
        self.pulse.marks = marks
        self.pulse.set_running(bool(marks))

    def clear(self) -> None:
        self.point_at([], [])

    def _place_arrow(self) -> None:
        target = self.items[0] if 0 < len(self.items) <= ARROW_MAX_TARGETS else None
        if self.arrow is not None and self.arrow.target is target:
            return
        if self.arrow is not None:
            self._drop_item(self.arrow)
            self.arrow = None
        if target is not None:
            downwards = resting_scene_rect(target).top() > ARROW + 20
            self.arrow = ArrowMark(target, self.pulse, downwards)

    @staticmethod
    def _drop_item(mark: QGraphicsItem) -> None:
        scene = mark.scene()
        if scene is not None:
            scene.removeItem(mark)  # also takes it from its target
        else:
            mark.hide()

    def marks(self) -> list[QGraphicsItem]:
        shown: list[QGraphicsItem] = [*self.outlines.values()]
        if self.arrow is not None:
            shown.append(self.arrow)
        return shown

    def view_rects(self, view: QGraphicsView) -> list[QRect]:
        """Where the marks are (their targets at rest) in ``view``'s coordinates."""
        rects: list[QRect] = []
        for mark in self.marks():
            if isinstance(mark, (OutlineMark, ArrowMark)) and mark.target.isVisible():
                rects.append(view.mapFromScene(mark.resting_rect()).boundingRect())
        for button_mark in self.button_marks.values():
            button = button_mark.target
            if button.isVisible():
                top_left = view.mapFromGlobal(button.mapToGlobal(button.rect().topLeft()))
                rects.append(QRect(top_left, button.size()))
        return rects
