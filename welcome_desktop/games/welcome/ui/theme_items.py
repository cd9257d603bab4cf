"""The thematic sheets drawn on the board: ice-cream cones and trucks, light strings, eggs.

``ThemeLayer`` owns one mark per house (a cone or eggs), one light string per fence slot, one
truck line per street and the two bottom trucks offered while the bottom street's truck waits
for its end. ``sync(model)`` reads the BoardModel's sheet through the theme modules' queries
(never applying a rule) and patches only what changed. The geometry is derived from
``layout`` (the themes keep the base sheet's shape, thematic-sheets.md C1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.games.welcome.app.turn_view import BoardModel
from welcome_desktop.games.welcome.engine.sheet import EMPTY, Sheet
from welcome_desktop.games.welcome.engine.themes import eggs, ice_cream, lights
from welcome_desktop.i18n.text import TrContext
from welcome_desktop.ui.art import draw, hand_font
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.style import DRAFT, LEGAL, OUTLINE, PAPER

from . import layout as L
from .houses import set_click_cursor

ThemeBoard = TrContext("ThemeBoard")

# House-mark states.
PLAIN, CIRCLED, CROSSED = 0, 1, 2
PREVIEW_CIRCLE, PREVIEW_CROSS = 3, 4
BULB_COLOURS = (QColor("#E0463C"), QColor("#F5CD5B"), QColor("#4FA86A"), QColor("#3F7FD0"))
TRUCK_LINE = QColor("#D9608A")
GOLD = QColor("#F5CD5B")


def _k(street: int, house: int) -> float:
    return L.house_rect(street, house).width() / 100.0


def badge_rect(street: int, house: int) -> QRectF:
    """The house's top-left corner, over the roof's left end (house art 100 x 120)."""
    r = L.house_rect(street, house)
    k = _k(street, house)
    return QRectF(r.x() - 7 * k, r.y() - 8 * k, 44 * k, 60 * k)


def truck_y(street: int) -> float:
    """The truck's road, under the houses and their estate band."""
    return L.house_rect(street, 0).bottom() + 16.0


def truck_x(street: int, position: int) -> float:
    """Centre of house ``position``; just outside the street for -1 and the street's size."""
    size = L.STREET_SIZES[street]
    if position < 0:
        return L.house_rect(street, 0).center().x() - 0.62 * L.PITCH
    if position >= size:
        return L.house_rect(street, size - 1).center().x() + 0.62 * L.PITCH
    return L.house_rect(street, position).center().x()


def truck_rect(street: int, position: int) -> QRectF:
    x = truck_x(street, position)
    return QRectF(x - 12, truck_y(street) - 10, 24, 16)


# -- items ----------------------------------------------------------------------------------
class HouseMarkItem(QGraphicsItem):
    """A cone with 1–3 scoops (ice cream) or 1–2 eggs printed on a house, circled when sold or
    collected, crossed when missed; dashed marks preview what the bottom truck would do."""

    def __init__(self, street: int, house: int) -> None:
        super().__init__()
        self.street, self.house = street, house
        self.rect = badge_rect(street, house)
        self.kind = ""  # "cone", "egg" or "" (nothing printed here)
        self.count = 0
        self.states: tuple[int, ...] = ()  # a cone: one state; eggs: one per egg
        self.fresh = False
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_state(self, kind: str, count: int, states: tuple[int, ...], fresh: bool) -> None:
        new = (kind, count, states, fresh)
        if new == (self.kind, self.count, self.states, self.fresh):
            return
        self.kind, self.count, self.states, self.fresh = new
        self.setVisible(bool(kind))
        self.retranslate_tooltip()
        self.update()

    def retranslate_tooltip(self) -> None:
        lines: list[str] = []
        if self.kind == "cone":
            lines.append(ThemeBoard.tr("Ice-cream cone: %n scoop(s)", "", self.count))
            state = self.states[0] if self.states else PLAIN
            if state == CIRCLED:
                lines.append(QCoreApplication.translate("ThemeBoard", "Sold (circled)"))
            elif state == CROSSED:
                lines.append(
                    QCoreApplication.translate(
                        "ThemeBoard", "Missed: the truck drove past (crossed)"
                    )
                )
        elif self.kind == "egg":
            lines.append(ThemeBoard.tr("Easter eggs: %n", "", self.count))
            got = sum(1 for s in self.states if s == CIRCLED)
            if got:
                lines.append(ThemeBoard.tr("Collected: %n", "", got))
            lines.append(
                QCoreApplication.translate(
                    "ThemeBoard", "A 0, 8 or 10 collects two eggs; a 6, 9 or 16 one."
                )
            )
        self.setToolTip("\n".join(lines))

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.kind:
            return
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(OUTLINE, 0.8))
        paper = QColor(PAPER)
        paper.setAlpha(225)
        painter.setBrush(paper)
        if self.kind == "cone":
            disc = QRectF(r.x(), r.y() + r.height() * 0.12, r.width(), r.height() * 0.8)
            painter.drawEllipse(disc)
            draw(painter, f"ice_cone_{max(1, min(3, self.count))}", r.adjusted(3, 1, -3, -1))
            state = self.states[0] if self.states else PLAIN
            _mark(painter, disc, state, self.fresh)
            return
        n = max(1, min(2, self.count))
        w = r.width() * (0.62 if n == 1 else 0.5)
        h = w * 30 / 24
        y = r.y() + r.height() * 0.22
        for i in range(n):
            x = r.center().x() - w / 2 if n == 1 else r.x() + i * (r.width() - w)
            egg = QRectF(x, y + i * 3, w, h)
            painter.setPen(QPen(OUTLINE, 0.8))
            painter.setBrush(paper)
            painter.drawEllipse(egg.adjusted(-2, -2, 2, 2))
            draw(painter, "egg", egg)
            state = self.states[i] if i < len(self.states) else PLAIN
            _mark(painter, egg.adjusted(-2, -2, 2, 2), state, self.fresh)


def _mark(painter: QPainter, rect: QRectF, state: int, fresh: bool) -> None:
    """Pencil circle / cross on a printed mark; dashed for a preview."""
    if state == CIRCLED:
        draw(painter, "circle_mark", rect.adjusted(-3, -3, 3, 3))
        if fresh:
            painter.setPen(QPen(DRAFT, 1.2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(-4, -4, 4, 4))
    elif state == CROSSED:
        draw(painter, "check_mark", rect.adjusted(-2, -2, 2, 2))
    elif state in (PREVIEW_CIRCLE, PREVIEW_CROSS):
        colour = LEGAL if state == PREVIEW_CIRCLE else QColor("#C0392B")
        pen = QPen(colour, 2.2, Qt.PenStyle.DashLine)
        pen.setDashPattern([2.5, 1.8])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if state == PREVIEW_CIRCLE:
            painter.drawEllipse(rect.adjusted(-2, -2, 2, 2))
        else:
            a = rect.adjusted(2, 4, -2, -4)
            painter.drawLine(a.topLeft(), a.bottomRight())
            painter.drawLine(a.topRight(), a.bottomLeft())


class LightItem(QGraphicsItem):
    """A string of lights between two houses (slot j joins houses j and j+1)."""

    def __init__(self, street: int, slot: int) -> None:
        super().__init__()
        self.street, self.slot = street, slot
        a = L.house_rect(street, slot)
        b = L.house_rect(street, slot + 1)
        k = _k(street, slot)
        self.start = QPointF(a.x() + 76 * k, a.y() + 28 * k)
        self.end = QPointF(b.x() + 24 * k, b.y() + 28 * k)
        self.sag = 11.0
        self.lit = False
        self.fresh = False
        self.longest = False  # part of the street's scoring string
        self.setZValue(4)
        self.setVisible(False)
        self.retranslate_tooltip()

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-4, -4, 4, self.sag + 10)

    def set_state(self, lit: bool, fresh: bool, longest: bool) -> None:
        if (lit, fresh, longest) == (self.lit, self.fresh, self.longest):
            return
        self.lit, self.fresh, self.longest = lit, fresh, longest
        self.setVisible(lit)
        self.update()

    def retranslate_tooltip(self) -> None:
        self.setToolTip(
            QCoreApplication.translate("ThemeBoard", "String of lights: consecutive numbers")
        )

    def point(self, t: float) -> QPointF:
        """A point of the hanging wire (a parabola between the two roofs), t in 0..1."""
        x = self.start.x() + (self.end.x() - self.start.x()) * t
        y = self.start.y() + (self.end.y() - self.start.y()) * t + 4 * self.sag * t * (1 - t)
        return QPointF(x, y)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lit:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath(self.start)
        mid = self.point(0.5)
        control = QPointF(mid.x(), 2 * mid.y() - (self.start.y() + self.end.y()) / 2)
        path.quadTo(control, self.end)
        wire = QColor("#2E5E3A") if not self.fresh else DRAFT
        painter.setPen(QPen(wire, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        for i, t in enumerate((0.12, 0.31, 0.5, 0.69, 0.88)):
            p = self.point(t)
            colour = QColor(BULB_COLOURS[(i + self.slot) % len(BULB_COLOURS)])
            if not self.longest:
                colour = colour.lighter(125)
            glow = QColor(colour)
            glow.setAlpha(70 if self.longest else 30)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(p.x(), p.y() + 4), 5.5, 5.5)
            painter.setPen(QPen(OUTLINE, 0.7))
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(p.x() - 2.2, p.y() + 1, 4.4, 6.2))
            painter.setBrush(OUTLINE)
            painter.drawRect(QRectF(p.x() - 1.3, p.y() - 0.4, 2.6, 1.8))


@dataclass(frozen=True, slots=True)
class TruckState:
    """What a street's truck line shows."""

    direction: int = 0  # +1 right, -1 left, 0 the bottom truck not chosen yet
    position: int = -1
    bonus: int = ice_cream.OPEN
    bonus_points: int = 0
    fresh: bool = False


class TruckLineItem(QGraphicsItem):
    """A street's ice-cream truck: the line it drove from its start, the truck where it stands
    and the street bonus at the last cone's end (open, earned, or crossed)."""

    def __init__(self, street: int) -> None:
        super().__init__()
        self.street = street
        self.state = TruckState()
        self.setZValue(2)
        self.setVisible(False)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        left = truck_x(self.street, -1) - 18
        right = truck_x(self.street, L.STREET_SIZES[self.street]) + 18
        y = truck_y(self.street)
        return QRectF(left, y - 14, right - left, 24)

    def set_state(self, state: TruckState) -> None:
        if state == self.state:
            return
        self.state = state
        self.retranslate_tooltip()
        self.update()

    def bonus_rect(self) -> QRectF:
        st = self.state
        last = ice_cream.last_cone(self.street, st.direction or 1)
        x = truck_x(self.street, last) + (22 if st.direction >= 0 else -22)
        return QRectF(x - 8, truck_y(self.street) - 9, 16, 16)

    def retranslate_tooltip(self) -> None:
        st = self.state
        lines = [
            QCoreApplication.translate("ThemeBoard", "Ice-cream truck of street %1").replace(
                "%1", str(self.street + 1)
            )
        ]
        if st.direction == 0:
            lines.append(
                QCoreApplication.translate(
                    "ThemeBoard", "Its end is chosen with the street's first number."
                )
            )
        if st.bonus == ice_cream.CROSSED:
            lines.append(
                QCoreApplication.translate(
                    "ThemeBoard", "Street bonus taken by another player (crossed)"
                )
            )
        elif st.bonus in (ice_cream.EARNED, ice_cream.REACHED):
            lines.append(ThemeBoard.tr("Street bonus earned: %n point(s)", "", st.bonus_points))
        else:
            lines.append(
                QCoreApplication.translate(
                    "ThemeBoard", "Street bonus: the first to reach the last cone scores its cones"
                )
            )
        self.setToolTip("\n".join(lines))

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        st = self.state
        if st.direction == 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        y = truck_y(self.street)
        start = -1 if st.direction > 0 else L.STREET_SIZES[self.street]
        x0, x1 = truck_x(self.street, start), truck_x(self.street, st.position)
        if st.position != start:
            pen = QPen(DRAFT if st.fresh else TRUCK_LINE, 3.0, Qt.PenStyle.SolidLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(x0, y + 2), QPointF(x1, y + 2))
        _bonus_badge(painter, self.bonus_rect(), st.bonus, st.bonus_points)
        _truck(painter, truck_rect(self.street, st.position), st.direction < 0)


def _truck(painter: QPainter, rect: QRectF, facing_left: bool) -> None:
    if not facing_left:
        draw(painter, "ice_truck", rect)
        return
    painter.save()
    painter.setTransform(
        QTransform().translate(rect.center().x() * 2, 0).scale(-1, 1), combine=True
    )
    draw(painter, "ice_truck", rect)
    painter.restore()


def _bonus_badge(painter: QPainter, rect: QRectF, bonus: int, points: int) -> None:
    """The street bonus: a star to win, gold with its points once earned, crossed if lost."""
    earned = bonus in (ice_cream.EARNED, ice_cream.REACHED)
    painter.setPen(QPen(OUTLINE, 1.1))
    painter.setBrush(GOLD if earned else PAPER)
    painter.drawEllipse(rect)
    painter.setFont(hand_font(rect.height() * 0.72))
    painter.setPen(OUTLINE)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(points) if earned else "★")
    if bonus == ice_cream.CROSSED:
        draw(painter, "check_mark", rect.adjusted(-3, -3, 3, 3))


class TruckChoiceItem(QGraphicsItem):
    """One of the bottom street's two trucks, offered while the bottom truck waits for its end:
    hovering it previews the cones it would circle and cross, a click starts it."""

    def __init__(self, truck: int, hovered: Callable[[int, bool], None]) -> None:
        super().__init__()
        self.truck = truck  # ice_cream.TRUCK_LEFT / TRUCK_RIGHT
        self.hovered = hovered
        street = ice_cream.BOTTOM
        start = -1 if truck == ice_cream.TRUCK_LEFT else L.STREET_SIZES[street]
        x = truck_x(street, start)
        self.rect = QRectF(x - 19, truck_y(street) - 13, 38, 25)
        self.active = False
        self.focus = False
        self.counts = (0, 0)  # cones circled, crossed
        self.setZValue(6)
        self.setVisible(False)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -12, 4, 4)

    def set_state(self, active: bool, focus: bool, counts: tuple[int, int]) -> None:
        if (active, focus, counts) == (self.active, self.focus, self.counts):
            return
        self.active, self.focus, self.counts = active, focus, counts
        set_click_cursor(self, active)
        self.retranslate_tooltip()
        self.update()

    def retranslate_tooltip(self) -> None:
        side = (
            QCoreApplication.translate(
                "ThemeBoard", "Start the bottom truck at the left end (it drives right)"
            )
            if self.truck == ice_cream.TRUCK_LEFT
            else QCoreApplication.translate(
                "ThemeBoard", "Start the bottom truck at the right end (it drives left)"
            )
        )
        sells = ThemeBoard.tr("Cones sold: %n", "", self.counts[0])
        missed = ThemeBoard.tr("Cones crossed: %n", "", self.counts[1])
        self.setToolTip("\n".join((side, sells, missed)))

    @guarded
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered(self.truck, True)
        super().hoverEnterEvent(event)

    @guarded
    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered(self.truck, False)
        super().hoverLeaveEvent(event)

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:  # a target: tinted, dashed outline (as the legal houses)
            fill = QColor(LEGAL)
            fill.setAlpha(48)
            painter.setBrush(fill)
            pen = QPen(LEGAL, 2.2, Qt.PenStyle.DashLine)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect, 6, 6)
        else:
            painter.setOpacity(0.45)
        r = self.rect.adjusted(3, 4, -3, -2)
        left = self.truck == ice_cream.TRUCK_LEFT
        _truck(painter, r, facing_left=not left)
        if self.focus and self.active:
            painter.setPen(QPen(DRAFT, 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 7, 7)
        # An arrow over the truck: the way it will drive.
        painter.setPen(QPen(OUTLINE, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        y = self.rect.top() - 5
        a, b = self.rect.left() + 4, self.rect.right() - 4
        if not left:
            a, b = b, a
        painter.drawLine(QPointF(a, y), QPointF(b, y))
        d = 4 if left else -4
        painter.drawLine(QPointF(b, y), QPointF(b - d, y - 3.5))
        painter.drawLine(QPointF(b, y), QPointF(b - d, y + 3.5))


# -- the layer ------------------------------------------------------------------------------
class ThemeLayer:
    """Every theme item of the board scene, patched from each BoardModel."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.marks: dict[tuple[int, int], HouseMarkItem] = {}
        self.lights: dict[tuple[int, int], LightItem] = {}
        for s, n in enumerate(L.STREET_SIZES):
            for h in range(n):
                self.marks[(s, h)] = HouseMarkItem(s, h)
            for j in range(n - 1):
                self.lights[(s, j)] = LightItem(s, j)
        self.trucks = [TruckLineItem(s) for s in range(3)]
        self.choices = [TruckChoiceItem(t, self._hovered) for t in (0, 1)]
        self.sheet_id = "base"
        self.hover_truck = -1  # the choice truck under the mouse
        self.focus_truck = -1  # the choice truck picked with the keyboard
        self.model: BoardModel | None = None
        for item in self.items():
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            item.setVisible(False)
            scene.addItem(item)

    def items(self) -> list[QGraphicsItem]:
        return [*self.marks.values(), *self.lights.values(), *self.trucks, *self.choices]

    # -- queries for the scene and the input ----------------------------------------------------
    @property
    def choosing(self) -> bool:
        m = self.model
        return m is not None and m.truck_house is not None and m.interactive and not m.hidden

    def truck_at(self, pos: QPointF) -> int | None:
        """The offered bottom truck under a scene point, while the choice is open."""
        if not self.choosing:
            return None
        for item in self.choices:
            if item.rect.contains(pos):
                return item.truck
        return None

    def preview_truck(self) -> int:
        return self.hover_truck if self.hover_truck >= 0 else self.focus_truck

    def cycle_focus(self) -> None:
        """Keyboard: preview the other truck."""
        self.set_focus(1 - self.focus_truck if self.focus_truck >= 0 else 0)

    def set_focus(self, truck: int) -> None:
        """Keyboard: preview ``truck`` (the keyboard wins over the mouse until it moves)."""
        self.focus_truck = truck
        self.hover_truck = -1
        self._resync()

    def _hovered(self, truck: int, inside: bool) -> None:
        if inside:
            self.hover_truck = truck
        elif self.hover_truck == truck:
            self.hover_truck = -1
        self._resync()

    def _resync(self) -> None:
        if self.model is not None:
            self.sync(self.model)

    # -- sync -----------------------------------------------------------------------------------
    def sync(self, model: BoardModel) -> None:
        self.model = model
        if not self.choosing:
            self.hover_truck = self.focus_truck = -1
        theme = model.sheet_id if not model.hidden else "base"
        self.sheet_id = theme
        sheet, base = model.sheet, model.base or model.sheet
        self._sync_marks(theme, sheet, base, model)
        self._sync_lights(theme, sheet, base)
        self._sync_trucks(theme, sheet, base, model)

    def _sync_marks(self, theme: str, sheet: Sheet, base: Sheet, model: BoardModel) -> None:
        previews: dict[int, int] = {}
        t = self.preview_truck()
        if theme == "ice_cream" and self.choosing and 0 <= t < len(model.truck_previews):
            circled, crossed = model.truck_previews[t]
            previews = {h: PREVIEW_CIRCLE for h in circled}
            previews.update({h: PREVIEW_CROSS for h in crossed})
        for (s, h), item in self.marks.items():
            if theme == "ice_cream":
                scoops = ice_cream.SPEC.streets[s].mark(h)
                state = _cone_state(sheet, s, h)
                if s == ice_cream.BOTTOM and h in previews:
                    state = previews[h]
                fresh = state != _cone_state(base, s, h)
                item.set_state("cone" if scoops else "", scoops, (state,), fresh)
            elif theme == "eggs":
                count = eggs.SPEC.streets[s].mark(h)
                states = _egg_states(sheet, s, h, count)
                fresh = states != _egg_states(base, s, h, count)
                item.set_state("egg" if count else "", count, states, fresh)
            else:
                item.set_state("", 0, (), False)

    def _sync_lights(self, theme: str, sheet: Sheet, base: Sheet) -> None:
        on = theme == "lights"
        for s in range(3):
            bits = lights.lit_slots(sheet.houses[s]) if on else 0
            before = lights.lit_slots(base.houses[s]) if on else 0
            best = lights.longest_run(sheet.houses[s]) if on else range(0)
            for j in range(L.STREET_SIZES[s] - 1):
                lit = bool((bits >> j) & 1)
                self.lights[(s, j)].set_state(lit, lit and not (before >> j) & 1, j in best)

    def _sync_trucks(self, theme: str, sheet: Sheet, base: Sheet, model: BoardModel) -> None:
        on = theme == "ice_cream"
        for s, item in enumerate(self.trucks):
            item.setVisible(on)
            if not on:
                continue
            state = TruckState(
                ice_cream.direction(sheet, s),
                ice_cream.position(sheet, s),
                ice_cream.bonus_state(sheet, s),
                ice_cream.circled_mask(sheet, s).bit_count(),
                ice_cream.position(sheet, s) != ice_cream.position(base, s),
            )
            item.set_state(state)
        waiting = on and ice_cream.direction(sheet, ice_cream.BOTTOM) == 0
        choosing = on and self.choosing
        for c in self.choices:
            c.setVisible(waiting)
            counts = (0, 0)
            if choosing and c.truck < len(model.truck_previews):
                circled, crossed = model.truck_previews[c.truck]
                counts = (len(circled), len(crossed))
            c.set_state(choosing, choosing and self.preview_truck() == c.truck, counts)

    def retranslate(self) -> None:
        for item in self.items():
            refresh = getattr(item, "retranslate_tooltip", None)
            if refresh is not None:
                refresh()


def _cone_state(sheet: Sheet, street: int, house: int) -> int:
    if (ice_cream.circled_mask(sheet, street) >> house) & 1:
        return CIRCLED
    if (ice_cream.crossed_mask(sheet, street) >> house) & 1:
        return CROSSED
    return PLAIN


def _egg_states(sheet: Sheet, street: int, house: int, count: int) -> tuple[int, ...]:
    """Per egg: circled when collected; crossed once the house is written without it."""
    if not count:
        return ()
    value = sheet.houses[street][house]
    if value == EMPTY:
        return (PLAIN,) * count
    got = eggs.collected(value, count) if value >= 0 else 0
    return tuple(CIRCLED if i < got else CROSSED for i in range(count))
