"""The player's gestures (drops, clicks, keys) turned into controller actions for the turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.games.welcome.app.effects import TargetKind
from welcome_desktop.games.welcome.app.turn_view import ViewerState, hand_combo
from welcome_desktop.games.welcome.engine import Mode
from welcome_desktop.games.welcome.engine.data import STREET_SIZES

from .bis_preview import bis_pick
from .scene import BoardScene
from .theme_input import truck_key
from .view import BoardView


class TurnInput:
    """Connects the scene's and view's signals to the controller. Holds no game rules: every
    action goes to the controller, which asks the engine and refuses with a reason."""

    def __init__(
        self,
        controller: GameController,
        scene: BoardScene,
        view: BoardView,
        status: Callable[[str], None],
        confirm: Callable[[], None],
        suggest: Callable[[], None],
    ) -> None:
        self.c = controller
        self.scene = scene
        self.status = status
        self.confirm = confirm
        self.suggest = suggest
        # Shows a refused drop's reason at the drop point (reason id, None: not on a house).
        self.on_refused_drop: Callable[[QPointF, str | None], None] | None = None
        scene.card_clicked.connect(self.card_clicked)
        scene.card_drag_started.connect(self.drag_started)
        scene.card_dropped.connect(self.dropped)
        scene.shift_clicked.connect(self.shift_clicked)
        scene.house_clicked.connect(self.house_clicked)
        scene.fence_clicked.connect(lambda s, j: self.choose_target((s, j)))
        scene.column_clicked.connect(lambda c: self.choose_target(c))
        scene.truck_clicked.connect(lambda t: self.c.choose_truck(t))
        view.key_pressed.connect(self.key_pressed)

    @property
    def ui(self) -> ViewerState:
        """The viewer state (replaced by the controller at each new game)."""
        return self.c.viewer

    @property
    def roundabout_mode(self) -> bool:
        return self.c.viewer.roundabout_mode

    def hand_mode(self) -> bool:
        state = self.c.state
        return state is not None and state.config.mode is not Mode.STANDARD

    def refresh(self) -> None:
        self.c.publish()

    # -- cards --------------------------------------------------------------------------------
    def combo_for_card(self, card: int) -> int:
        """Standard: the card is the combination. Hand: the card gives the number, the card
        marked "effect" gives the effect (another card if it is the same one)."""
        if not self.hand_mode():
            return card
        effect_card = self.ui.effect_card
        if effect_card == card or not 0 <= effect_card < 3:
            effect_card = (card + 1) % 3
            self.ui.effect_card = effect_card
        return hand_combo(self.c.view(), card, effect_card)

    def select_card(self, card: int) -> str | None:
        combo = self.combo_for_card(card)
        draft = self.c.draft
        if draft.combo == combo and draft.needs is Needs.HOUSE:
            return None
        return self.c.select_combo(combo)

    def card_clicked(self, card: int) -> None:
        if self.hand_mode():
            draft = self.c.draft
            current = self.c.view().combos[draft.combo].number_card if draft.combo >= 0 else -1
            if card == current:
                return
            self.ui.effect_card = card
            if current >= 0 and not draft.refusal:
                # Also after the number is written: it stays in its house, the effect changes.
                self.c.change_combo(hand_combo(self.c.view(), current, card))
            else:
                self.refresh()
            return
        self.select_card(card)

    def drag_started(self, card: int) -> None:
        self.select_card(card)

    def dropped(self, card: int, street: int, house: int) -> None:
        scene = self.scene
        if street < 0:
            self.status(QCoreApplication.translate("TurnInput", "Drop the card on a house."))
            scene.send_card_home(card, animate=True)
            if self.on_refused_drop is not None:
                self.on_refused_drop(scene.drop_pos, None)
            return
        reason = self.c.place_number(street, house)
        scene.send_card_home(card, animate=reason is not None)
        if reason is not None and self.on_refused_drop is not None:
            self.on_refused_drop(scene.drop_pos, reason)

    def shift_clicked(self, shift: int) -> None:
        self.c.set_shift(shift)

    # -- the sheet ----------------------------------------------------------------------------
    def place(self, street: int, house: int) -> str | None:
        if self.roundabout_mode:
            self.ui.roundabout_mode = False
            reason = self.c.place_roundabout(street, house)
            self.refresh()
        else:
            reason = self.c.place_number(street, house)
        self.refused_at(street, house, reason)
        return reason

    def refused_at(self, street: int, house: int, reason: str | None) -> None:
        """Show a refusal's reason over the house it concerns (where the eye is)."""
        item = self.scene.houses.get((street, house))
        if reason is not None and item is not None and self.on_refused_drop is not None:
            self.on_refused_drop(item.rect.center(), reason)

    def house_clicked(self, street: int, house: int, x: float) -> None:
        draft = self.c.draft
        self.ui.cursor = (street, house)
        if self.roundabout_mode or (draft.needs is Needs.HOUSE and draft.combo >= 0):
            self.place(street, house)
        elif draft.needs is Needs.EFFECT and draft.effect_kind is TargetKind.BIS:
            # The side clicked chooses the neighbour copied, as the preview showed.
            target = bis_pick(self.c.effect_targets(), street, house, x)
            self.refused_at(street, house, self.c.choose_effect_target(target))
        else:
            self.refresh()

    def choose_target(self, target: Any) -> None:
        self.c.choose_effect_target(target)

    def use_effect(self) -> None:
        targets = self.c.effect_targets()
        if targets == [None]:
            self.c.choose_effect_target(None)
        elif 0 <= self.ui.target_index < len(targets):
            self.c.choose_effect_target(targets[self.ui.target_index])
        else:
            self.status(
                QCoreApplication.translate(
                    "TurnInput", "Choose where the effect goes first (click or Tab)."
                )
            )

    def toggle_roundabout(self) -> None:
        self.ui.roundabout_mode = not self.ui.roundabout_mode
        self.refresh()

    # -- keyboard -----------------------------------------------------------------------------
    def move_cursor(self, dstreet: int, dhouse: int) -> None:
        cur = self.ui.cursor or (0, 0)
        street = max(0, min(2, cur[0] + dstreet))
        house = cur[1]
        if dstreet:
            # keep the column under the cursor when changing streets (streets are right-aligned)
            house += STREET_SIZES[street] - STREET_SIZES[cur[0]]
        house = max(0, min(STREET_SIZES[street] - 1, house + dhouse))
        self.ui.cursor = (street, house)
        self.refresh()

    def cycle_target(self, step: int) -> None:
        targets = self.c.effect_targets()
        if not targets or targets == [None]:
            return
        ui = self.ui
        ui.target_index = (ui.target_index + step) % len(targets)
        target = targets[ui.target_index]
        if self.c.draft.effect_kind is TargetKind.BIS:
            ui.cursor = (target[0], target[1])
        self.refresh()

    def key_pressed(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            event.ignore()
            return
        draft = self.c.draft
        if self.c.active_seat < 0 or self.ui.hidden:
            event.ignore()
            return
        if draft.needs is Needs.TRUCK and truck_key(self.scene, key, self.c.choose_truck):
            pass  # the ice-cream sheet's bottom truck (ui.theme_input)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_3:
            self.select_card(key - Qt.Key.Key_1)
        elif key == Qt.Key.Key_Left:
            self.move_cursor(0, -1)
        elif key == Qt.Key.Key_Right:
            self.move_cursor(0, 1)
        elif key == Qt.Key.Key_Up:
            self.move_cursor(-1, 0)
        elif key == Qt.Key.Key_Down:
            self.move_cursor(1, 0)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if draft.needs is Needs.HOUSE and self.ui.cursor is not None:
                self.place(*self.ui.cursor)
            elif draft.needs is Needs.EFFECT:
                self.use_effect()
            elif draft.needs is Needs.CONFIRM:
                self.confirm()
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.cycle_target(-1 if key == Qt.Key.Key_Backtab else 1)
        elif key == Qt.Key.Key_S:
            self.c.skip_effect()
        elif key == Qt.Key.Key_H:
            self.suggest()
        elif key == Qt.Key.Key_R:
            self.toggle_roundabout()
        elif key == Qt.Key.Key_Minus and draft.combo >= 0 and not draft.refusal:
            self.c.set_shift(max(-2, draft.shift - 1))
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and draft.combo >= 0:
            self.c.set_shift(min(2, draft.shift + 1))
        else:
            event.ignore()
            return
        event.accept()
