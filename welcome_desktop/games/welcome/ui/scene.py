"""The board scene: every item of the score sheet and offer, patched from a BoardModel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from welcome_desktop.games.welcome.app.turn_view import BoardModel
from welcome_desktop.games.welcome.engine.data import STREET_SIZES
from welcome_desktop.persistence.settings import AnimationSpeed
from welcome_desktop.ui.art import hand_font
from welcome_desktop.ui.guard import guarded

from . import layout as L
from .cards import (
    ANIMATION_MS,
    ComboCardItem,
    DraggableCard,
    HandCardItem,
    ShiftChipItem,
    StackItem,
)
from .ghost import GhostCard
from .houses import EstateBandItem, FenceItem, HouseItem, ParkTrackItem, StreetEndItem
from .plans import PlanItem
from .theme_items import ThemeLayer
from .tracks import EstateColumnItem, PaperItem, TotalItem, TrackItem

House = tuple[int, int]
__all__ = ["BoardModel", "BoardScene"]


class BoardScene(QGraphicsScene):
    """Owns the items; ``sync(model)`` patches only what changed, so a repaint stays small.

    Signals carry the player's gestures to the window, which asks the controller; the scene
    never applies rules and never reads the game back from its items.
    """

    card_clicked = Signal(int)
    card_drag_started = Signal(int)
    card_dropped = Signal(int, int, int)  # card index, street, house (-1, -1: not on a house)
    shift_clicked = Signal(int)
    house_clicked = Signal(int, int, float)  # street, house, x within the house (0..1)
    fence_clicked = Signal(int, int)
    column_clicked = Signal(int)
    # The house under the pointer (also while dragging), and on which side of it (bis preview):
    # street, house, x within the house (0..1); -1, -1 when it leaves the houses.
    house_hovered = Signal(int, int, float)
    plan_clicked = Signal(int)  # a city plan card, to see it large
    truck_clicked = Signal(int)  # ice-cream sheet: the bottom truck's end (Move.truck)

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(L.scene_rect())
        self.setBackgroundBrush(QColor("#6E9F7F"))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.model: BoardModel | None = None
        self.paper = PaperItem()
        self.addItem(self.paper)
        self.houses: dict[House, HouseItem] = {}
        self.fences: dict[House, FenceItem] = {}
        self.bands: list[EstateBandItem] = []
        self.parks: list[ParkTrackItem] = []
        for s, n in enumerate(STREET_SIZES):
            self.addItem(StreetEndItem(s))
            for h in range(n):
                item = HouseItem(s, h)
                self.houses[(s, h)] = item
                self.addItem(item)
            for j in range(n - 1):
                fence = FenceItem(s, j)
                self.fences[(s, j)] = fence
                self.addItem(fence)
            band = EstateBandItem(s)
            self.bands.append(band)
            self.addItem(band)
            park = ParkTrackItem(s)
            self.parks.append(park)
            self.addItem(park)
        self.tracks = {name: TrackItem(name) for name in L.TRACK_NAMES}
        for t in self.tracks.values():
            self.addItem(t)
        self.columns = [EstateColumnItem(c) for c in range(6)]
        for c in self.columns:
            self.addItem(c)
        self.total = TotalItem()
        self.addItem(self.total)
        self.theme_layer = ThemeLayer(self)
        self.plan_items = [PlanItem(i) for i in range(3)]
        for p in self.plan_items:
            self.addItem(p)
        self.stack = StackItem()
        self.addItem(self.stack)
        self.combo_cards = [ComboCardItem(i) for i in range(3)]
        self.hand_cards = [HandCardItem(i) for i in range(3)]
        for card in (*self.combo_cards, *self.hand_cards):
            self.addItem(card)
            card.clicked.connect(self.card_clicked)
            card.drag_started.connect(self._drag_started)
            card.drag_moved.connect(self._drag_moved)
            card.dropped.connect(self._dropped)
            card.drag_cancelled.connect(self._drag_cancelled)
            card.setVisible(False)
        self.chips = [ShiftChipItem(k) for k in (-2, -1, 0, 1, 2)]
        for chip in self.chips:
            self.addItem(chip)
            chip.setVisible(False)
            chip.clicked.connect(self.shift_clicked)
        self.captions = []
        for x in (L.MARGIN, L.plans_x()):
            cap = QGraphicsSimpleTextItem()
            cap.setFont(hand_font(17))
            cap.setBrush(QColor("#FFF8E8"))
            cap.setPos(x + 2, L.MARGIN - 4)
            self.addItem(cap)
            self.captions.append(cap)
        # Each item keeps its rendering in a device pixmap: a repaint is a set of blits, and an
        # item is redrawn only when it calls update() (its state changed) or the zoom changes.
        for graphics_item in self.items():
            graphics_item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.dragging = -1
        self.hover: House | None = None
        self.highlight_legal = True
        self.drop_pos = QPointF()  # where the last card was dropped (refusal bubble)
        self._pointer: tuple[int, int, bool] | None = None  # house and side under the pointer

    # -- sync -----------------------------------------------------------------------------------
    def set_animation_speed(self, speed: str) -> None:
        for card in (*self.combo_cards, *self.hand_cards):
            card.animation_ms = ANIMATION_MS.get(speed, ANIMATION_MS[AnimationSpeed.NORMAL])

    def animate_move(
        self, slot: int, hand: bool, street: int, house: int, number: int
    ) -> GhostCard | None:
        """Fly a copy of the number from offer slot ``slot`` onto a house (a computer player's
        move, shown like a human's drag). None when animations are off."""
        cards = self.hand_cards if hand else self.combo_cards
        card = cards[max(0, min(slot, len(cards) - 1))]
        item = self.houses.get((street, house))
        if item is None or card.animation_ms <= 0:
            return None
        ghost = GhostCard(number, QRectF(0, 0, L.CARD_W, L.CARD_H))
        self.addItem(ghost)
        # The number side is the right-hand card of a combination (the whole card in a hand).
        start = card.home + QPointF(card.rect.width() - L.CARD_W, 0)
        ghost.fly(start, item.sceneBoundingRect().center(), int(card.animation_ms * 2.5))
        return ghost

    def active_cards(self) -> list[DraggableCard]:
        model = self.model
        if model is None or model.hidden:
            return []
        return list(self.hand_cards if model.hand_mode else self.combo_cards)

    def sync(self, model: BoardModel) -> None:
        """Patch every item from ``model`` (items repaint only if their state changed)."""
        self.model = model
        sheet, base = model.sheet, model.base or model.sheet
        self.paper.set_title(model.title, model.subtitle)
        show = not model.hidden
        used = sheet.used_estates
        estates = sheet.estates()
        for (s, h), item in self.houses.items():
            item.setVisible(show)
            value = sheet.houses[s][h]
            if model.pending_roundabout == (s, h):
                value = -2
            item.set_state(
                value,
                bool((sheet.bis[s] >> h) & 1),
                bool((sheet.pools[s] >> h) & 1),
                value != base.houses[s][h] or (sheet.pools[s] >> h) & 1 != (base.pools[s] >> h) & 1,
            )
            legal = self.highlight_legal and (s, h) in model.legal and model.interactive
            item.set_marks(
                legal,
                (s, h) in model.bis_targets,
                self.hover == (s, h),
                model.cursor == (s, h) and model.interactive,
            )
        for (s, j), fence in self.fences.items():
            fence.setVisible(show)
            built = bool((sheet.fences[s] >> j) & 1)
            fresh = built and not (base.fences[s] >> j) & 1
            fence.set_state(built, fresh, (s, j) in model.fence_targets, model.target == (s, j))
        for band in self.bands:
            band.setVisible(show)
            band.set_state(estates, used)
        for s, park in enumerate(self.parks):
            park.setVisible(show)
            park.set_state(sheet.parks[s], sheet.parks[s] != base.parks[s])
        counts = {
            "pools": (sheet.pool_count, base.pool_count),
            "bis": (sheet.bis_count, base.bis_count),
            "temps": (sheet.temps, base.temps),
            "refusals": (sheet.refusals, base.refusals),
            "roundabouts": (sheet.roundabout_count, base.roundabout_count),
            "plans": (sheet.plans_achieved, base.plans_achieved),
        }
        for name, track in self.tracks.items():
            track.setVisible(show and (name != "roundabouts" or bool(model.extra.get("advanced"))))
            now, before = counts[name]
            track.set_state(now, max(0, now - before), sheet.plans, model.solo)
        for c, col in enumerate(self.columns):
            col.setVisible(show)
            col.set_state(
                sheet.columns[c], sheet.columns[c] != base.columns[c], c in model.column_targets
            )
        self.total.setVisible(show)
        self.total.set_total(model.total)
        self.theme_layer.sync(model)
        self._sync_offer(model)

    def _sync_offer(self, model: BoardModel) -> None:
        show = not model.hidden
        for i, p in enumerate(self.plan_items):
            has = i < len(model.plans)
            p.setVisible(has)
            if has:
                p.set_state(model.plans[i], model.approved[i], model.sheet.plans[i])
        self.stack.set_left(model.cards_left)
        self.stack.set_top_effect(model.pile_effect if show else "")
        self.captions[0].setText(model.offer_caption if show else "")
        self.captions[1].setText(model.plans_caption)
        for i, card in enumerate(self.combo_cards):
            visible = show and not model.hand_mode and i < len(model.cards)
            card.setVisible(visible)
            if visible:
                number, effect = model.cards[i]
                corner = model.corners[i] if i < len(model.corners) else ""
                shift = model.shift if i == model.selected else 0
                card.set_combo(number, effect, corner, shift)
                card.set_selected(i == model.selected, model.interactive)
        for i, hand_card in enumerate(self.hand_cards):
            visible = show and model.hand_mode and i < len(model.cards)
            hand_card.setVisible(visible)
            if visible:
                number, effect = model.cards[i]
                passed = model.pass_card == i
                shift = model.shift if i == model.selected else 0
                hand_card.set_card(number, effect, i == model.effect_card, passed, shift)
                hand_card.set_selected(i == model.selected, model.interactive)
        chips_visible = show and model.show_shift and 0 <= model.selected < 3
        for k, chip in enumerate(self.chips):
            chip.setVisible(chips_visible)
            if chips_visible:
                home = self.active_cards()[model.selected].home
                card_w = L.COMBO_W if not model.hand_mode else L.CARD_W
                x0 = home.x() + card_w / 2 - 2.5 * 30
                chip.setPos(x0 + k * 30, home.y() + L.CARD_H + 4)
                chip.set_active(chip.shift == model.shift)

    def retranslate(self) -> None:
        """Refresh every tooltip in the current language (after a LanguageChange)."""
        for item in self.items():
            refresh = getattr(item, "retranslate_tooltip", None)
            if refresh is not None:
                refresh()
        for card in self.combo_cards:
            card.retranslate()
        for hcard in self.hand_cards:
            hcard.retranslate()
        for p in self.plan_items:
            p.retranslate()
        self.theme_layer.retranslate()

    # -- dragging -------------------------------------------------------------------------------
    def house_at(self, pos: QPointF) -> House | None:
        for key, item in self.houses.items():
            if item.rect.adjusted(-L.GAP / 2, -6, L.GAP / 2, 6).contains(pos):
                return key
        return None

    def _drag_started(self, index: int) -> None:
        self.dragging = index
        self.card_drag_started.emit(index)

    def _drag_moved(self, index: int, pos: QPointF) -> None:
        hover = self.house_at(pos)
        if hover != self.hover:
            old, self.hover = self.hover, hover
            for key in (old, hover):
                if key is not None:
                    item = self.houses[key]
                    item.set_marks(item.legal, item.target, key == hover, item.has_cursor)

    def _dropped(self, index: int, pos: QPointF) -> None:
        target = self.house_at(pos)
        self.drop_pos = QPointF(pos)
        self._drag_ended()
        street, house = target if target is not None else (-1, -1)
        self.card_dropped.emit(index, street, house)

    def _drag_cancelled(self, _index: int) -> None:
        """Escape during a drag: the card slides back to its offer; no house stays marked."""
        self._drag_ended()

    def _drag_ended(self) -> None:
        self.dragging = -1
        old, self.hover = self.hover, None
        if old is not None:
            item = self.houses[old]
            item.set_marks(item.legal, item.target, False, item.has_cursor)

    def send_card_home(self, index: int, animate: bool) -> None:
        cards = self.active_cards()
        if 0 <= index < len(cards):
            card = cards[index]
            if animate:
                card.slide_home()
            else:
                card.setPos(card.home)
                card.setZValue(20)

    # -- the pointer ----------------------------------------------------------------------------
    @guarded
    def mouseMoveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().mouseMoveEvent(event)
        self.report_pointer(event.scenePos())

    def report_pointer(self, pos: QPointF) -> None:
        """Emit ``house_hovered`` when the house (or its half) under ``pos`` changes."""
        key = self.house_at(pos)
        if key is None:
            if self._pointer is not None:
                self._pointer = None
                self.house_hovered.emit(-1, -1, 0.0)
            return
        rect = self.houses[key].rect
        x = (pos.x() - rect.x()) / rect.width()
        pointer = (key[0], key[1], x < 0.5)
        if pointer != self._pointer:
            self._pointer = pointer
            self.house_hovered.emit(key[0], key[1], x)

    # -- clicks on the sheet --------------------------------------------------------------------
    @guarded
    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().mousePressEvent(event)
        if event.isAccepted() and self.mouseGrabberItem() is not None:
            return
        pos = event.scenePos()
        for plan in self.plan_items:
            if plan.isVisible() and plan.rect.contains(pos):
                self.plan_clicked.emit(plan.index)
                return
        model = self.model
        if model is None or model.hidden or not model.interactive:
            return
        for (s, j), fence in self.fences.items():
            if fence.target and fence.boundingRect().adjusted(-4, 0, 4, 0).contains(pos):
                self.fence_clicked.emit(s, j)
                return
        truck = self.theme_layer.truck_at(pos)
        if truck is not None:
            self.truck_clicked.emit(truck)
            return
        for col in self.columns:
            if col.target and col.rect.contains(pos):
                self.column_clicked.emit(col.column)
                return
        key = self.house_at(pos)
        if key is not None:
            rect = self.houses[key].rect
            self.house_clicked.emit(key[0], key[1], (pos.x() - rect.x()) / rect.width())
