"""The estates a city plan uses, chosen on the board: when a finished move meets a plan whose
estates could be chosen in several ways, the eligible estates are outlined on the sheet and the
chosen ones (first the first possible choice) are marked with the plan's number; a click on
another eligible estate swaps it in. Confirming the turn claims the plan with the marked ones."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.i18n import arg
from welcome_desktop.ui.art import hand_font
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import OUTLINE, TARGET

from . import layout as L
from .scene import BoardScene

Estate = tuple[int, int, int]  # street, first house, size
Option = tuple[Estate, ...]


def best_option(options: Sequence[Option], current: Option, clicked: Estate) -> Option | None:
    """The option using ``clicked`` that keeps most of ``current`` (None if none uses it)."""
    using = [o for o in options if clicked in o]
    if not using:
        return None
    return max(using, key=lambda o: (len(set(o) & set(current)), -options.index(o)))


class EstateChoiceItem(QGraphicsObject):
    """One eligible estate: outlined; filled and numbered when a plan uses it."""

    clicked = Signal(object)

    def __init__(self, estate: Estate) -> None:
        super().__init__()
        self.estate = estate
        s, first, size = estate
        self.rect = L.house_rect(s, first).united(L.house_rect(s, first + size - 1))
        self.plan = -1  # the plan (0..2) using it now, -1: none
        self.setZValue(120)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -18, 6, 6)  # the plan's badge sits above the roofs

    def set_plan(self, plan: int) -> None:
        if plan != self.plan:
            self.plan = plan
            self.update()
        self.retranslate_tooltip()

    def retranslate_tooltip(self) -> None:
        """The tooltip in the current language (``BoardScene.retranslate`` calls it)."""
        plan = self.plan
        tip = QCoreApplication.translate("EstatePicker", "Click to use this estate for the plan")
        if plan >= 0:
            tip = arg(
                QCoreApplication.translate("EstatePicker", "Used for city plan no. %1"), plan + 1
            )
        self.setToolTip(tip)

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.adjusted(-6, -6, 6, 6).contains(event.pos()):
            self.clicked.emit(self.estate)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.rect.adjusted(-3, -3, 3, 3)
        if self.plan >= 0:
            fill = QColor(TARGET)
            fill.setAlpha(70)
            painter.setBrush(fill)
            painter.setPen(QPen(TARGET, 4))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pen = QPen(TARGET, 2.5, Qt.PenStyle.DashLine)
            pen.setDashPattern([4.0, 3.0])
            painter.setPen(pen)
        painter.drawRoundedRect(r, 8, 8)
        if self.plan >= 0:
            badge = QRectF(r.center().x() - 13, r.top() - 12, 26, 22)
            painter.setBrush(TARGET)
            painter.setPen(QPen(OUTLINE, 1))
            painter.drawRoundedRect(badge, 6, 6)
            painter.setPen(Qt.GlobalColor.white)
            painter.setFont(hand_font(14))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"№{self.plan + 1}")


class EstatePicker:
    """Keeps, per plan with a choice, the options and the estates chosen; draws them."""

    def __init__(
        self, controller: GameController, scene: BoardScene, status: Callable[[str], None]
    ) -> None:
        self.c = controller
        self.scene = scene
        self.status = status
        self.options: dict[int, list[Option]] = {}
        self.chosen: dict[int, Option] = {}
        self.items: dict[Estate, EstateChoiceItem] = {}
        controller.state_changed.connect(lambda _view: self.refresh())

    @property
    def active(self) -> bool:
        return bool(self.options)

    def choice(self, plan_index: int) -> Option | None:
        """The estates chosen on the board for that plan (None: no choice on the board)."""
        return self.chosen.get(plan_index)

    def refresh(self) -> None:
        """Follow the turn: choices appear once the move is complete and meets a plan."""
        c = self.c
        model = self.scene.model
        choices: dict[int, list[Option]] = {}
        if (
            model is not None
            and model.interactive
            and c.active_seat >= 0
            and c.draft.needs is Needs.CONFIRM
        ):
            for plan_index, options in c.claim_choices():
                choices[plan_index] = [tuple(tuple(e) for e in o) for o in options]
        if choices == self.options:
            return
        fresh = not self.options and bool(choices)
        self.options = choices
        self.chosen = {
            i: self.chosen[i] if self.chosen.get(i) in opts else opts[0]
            for i, opts in choices.items()
        }
        self._sync_items()
        if fresh:
            plans = ", ".join(str(i + 1) for i in sorted(choices))
            self.status(
                arg(
                    QCoreApplication.translate(
                        "EstatePicker",
                        "City plan no. %1 is met: the estates it uses are marked; "
                        "click another outlined estate to use it instead.",
                    ),
                    plans,
                )
            )

    def click(self, estate: Estate) -> None:
        """Use ``estate`` for the first plan that can (swapping out one of the same size)."""
        for plan_index in sorted(self.options):
            current = self.chosen[plan_index]
            if estate in current:
                return
            option = best_option(self.options[plan_index], current, estate)
            if option is not None:
                self.chosen[plan_index] = option
                self._sync_items()
                return

    def _sync_items(self) -> None:
        wanted = {e for opts in self.options.values() for o in opts for e in o}
        for estate in list(self.items):
            if estate not in wanted:
                item = self.items.pop(estate)
                self.scene.removeItem(item)
        for estate in sorted(wanted):
            if estate not in self.items:
                item = EstateChoiceItem(estate)
                item.clicked.connect(self.click)
                self.scene.addItem(item)
                self.items[estate] = item
        for estate, item in self.items.items():
            plan = next((i for i, o in sorted(self.chosen.items()) if estate in o), -1)
            item.set_plan(plan)
