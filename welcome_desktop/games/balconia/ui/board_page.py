"""Balconia's board page: the building and the disc (``PlayScene``), the turn bar (prompt,
suggest, take back, end turn, and "show my side" while the device is passed), and the side panel
(whose role this turn, both sides' points, tokens left, the last turns, the other side of the
building when the table opens it). It draws each ``TableView`` the controller publishes and
sends the player's requests back to it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal, SignalInstance
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import plain_label, wrapping
from welcome_desktop.ui.stale_hint import clear_stale

from ..app.view import TableView
from ..engine import PAIRS, Action, Building, Cell, Kind
from .fit_view import FitView
from .play_scene import PlayScene
from .score_panel import SidePanel
from .texts import name_of, prompt_text, reason_text, suggestion_text


class Controller(Protocol):
    """What the page needs of the controller (``app.controller.BalconiaController``)."""

    @property
    def state_changed(self) -> SignalInstance: ...
    @property
    def refused(self) -> SignalInstance: ...
    @property
    def suggestion_ready(self) -> SignalInstance: ...

    def select(self, first: int, second: int) -> str | None: ...
    def place(self, face: int, cell: Cell) -> str | None: ...
    def undo(self) -> None: ...
    def confirm(self) -> str | None: ...
    def reveal(self) -> None: ...
    def request_suggestion(self) -> bool: ...


def step_of(view: TableView) -> object:
    """Which step of the game ``view`` shows (a drafted choice does not change it)."""
    return (view.turn, view.to_act, view.offered, view.over)


class BalconiaView(FitView):
    """The play scene's view: the keyboard plays, the mouse hovers reach the scene."""

    confirm_requested = Signal()
    suggest_requested = Signal()

    def __init__(self, scene: PlayScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.play_scene = scene
        self.setMouseTracking(True)
        self.setMinimumSize(420, 300)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1–4 keep a pair (selection) or 1–2 pick a face (placement); arrows move the pair
        or the cell; Enter keeps the pair or places the face, and with nothing pending ends
        the turn (as Ctrl+Enter always does); H asks for a suggestion."""
        key, scene = event.key(), self.play_scene
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        view = scene.view_value
        steps = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (1, 0),
            Qt.Key.Key_Down: (-1, 0),
        }
        if view is None:
            super().keyPressEvent(event)
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_4 and not ctrl:
            index = key - Qt.Key.Key_1
            if not scene.choose_pair(index):
                scene.pick_index(index)
        elif key in steps:
            d_floor, d_column = steps[Qt.Key(key)]
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            if not scene.move_pair(step):
                scene.move_cursor(d_floor, d_column)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if ctrl or not scene.enter():
                self.confirm_requested.emit()
        elif key == Qt.Key.Key_H and not event.modifiers():
            self.suggest_requested.emit()
        else:
            super().keyPressEvent(event)


class BalconiaBoard(QWidget):
    """The board page of one Balconia game, bound to its controller."""

    def __init__(
        self,
        controller: Controller,
        status: Callable[[str], None],
        parent: QWidget | None = None,
        *,
        settings: Callable[[], Settings] = Settings,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("BalconiaBoard")
        self.controller = controller
        self.status = status
        self.settings = settings  # the app's settings now (hints, highlights, confirmation)
        self.view_value: TableView | None = None
        self.last_refusal = ""
        self.last_hint = ""
        self.hint_step: object = None  # the step the shown suggestion is for
        self.scene = PlayScene()
        self.board_view = BalconiaView(self.scene)
        self.side = SidePanel()
        self.prompt = wrapping(plain_label(), 200)
        self.prompt.setObjectName("balconiaPrompt")
        self.base_font = self.prompt.font()
        self.scale = 1.0
        self._two_lines()
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("revealButton")
        self.suggest_button = QPushButton()
        self.suggest_button.setObjectName("suggestButton")
        self.suggest_button.hide()
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoButton")
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmButton")
        bar = QHBoxLayout()
        bar.addWidget(self.prompt, 1)
        bar.addWidget(self.reveal_button)
        bar.addWidget(self.suggest_button)
        bar.addWidget(self.undo_button)
        bar.addWidget(self.confirm_button)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.board_view, 1)
        left.addLayout(bar)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 6, 6, 6)
        row.addLayout(left, 1)
        row.addWidget(self.side)
        self._connect()
        self.retranslateUi()

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        c.state_changed.connect(self.draw)
        c.refused.connect(self._on_refused)
        s.pair_chosen.connect(lambda a, b: self._request(lambda: c.select(a, b)))
        s.face_dropped.connect(self._place)
        self.undo_button.clicked.connect(lambda: c.undo())
        self.confirm_button.clicked.connect(lambda: c.confirm())
        self.reveal_button.clicked.connect(lambda: c.reveal())
        self.board_view.confirm_requested.connect(self._confirm_key)
        self.suggest_button.clicked.connect(self.suggest)
        self.board_view.suggest_requested.connect(self.suggest)
        c.suggestion_ready.connect(self.show_suggestion)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, view: object) -> None:
        if not isinstance(view, TableView):
            return
        self.view_value = view
        if step_of(view) != self.hint_step:
            clear_stale(self, self.last_hint)  # the suggested step is over
        self.scene.show_targets = self.settings().highlight_legal_moves
        if view.hidden:  # the device is passed: nobody's side is shown
            shown = Building(view.building.entrance, view.building.entrance_cell)
            view = _hidden(view, shown)
        self.scene.show_view(view)
        self.side.draw(view)
        self.prompt.setText(prompt_text(view))
        self.reveal_button.setVisible(view.hidden)
        text = QCoreApplication.translate("BalconiaBoard", "I am %1: show my side")
        self.reveal_button.setText(arg(text, name_of(view, view.to_act)))
        self.undo_button.setEnabled(view.can_undo)
        self.confirm_button.setEnabled(view.can_confirm)
        self.suggest_button.setVisible(self.settings().show_hints and view.my_turn)
        self.suggest_button.setEnabled(self.can_suggest(view))
        self._keep_keyboard(view)

    def _keep_keyboard(self, view: TableView) -> None:
        """On the human's turn the keys reach the board, unless another window or a widget
        outside this page holds the keyboard."""
        focused = QApplication.focusWidget()
        mine = focused is None or focused is self or self.isAncestorOf(focused)
        if view.my_turn and self.isVisible() and mine and not self.board_view.hasFocus():
            self.board_view.setFocus()

    # -- suggestions --------------------------------------------------------------------------
    def can_suggest(self, view: TableView | None) -> bool:
        """A hint fits now: hints are on, the human at the device acts and has drafted nothing."""
        if view is None or not self.settings().show_hints:
            return False
        return view.my_turn and view.draft is None and not view.over and not view.hidden

    def suggest(self) -> None:
        """Ask the Hard level what it would do now (H, the Suggest button, the Turn menu)."""
        if self.can_suggest(self.view_value) and self.controller.request_suggestion():
            self.status(QCoreApplication.translate("BalconiaBoard", "Thinking of a move…"))

    def show_suggestion(self, action: object) -> None:
        """Show the suggested step as the keys would set it up, so that Enter takes it: the
        pair framed on the disc, or the face picked and the cursor on its cell with the points
        previewed; and say it on the status bar."""
        view = self.view_value
        if not isinstance(action, Action) or not self.can_suggest(view):
            return
        assert view is not None
        scene = self.scene
        if action.kind is Kind.SELECT:
            first, second = action.faces
            kept = (first, second) if (second - first) % 4 == 1 else (second, first)
            shown = kept in PAIRS and scene.point_pair(PAIRS.index(kept))
        else:
            shown = action.cell is not None and scene.point_at(action.face, action.cell)
        if not shown:
            return
        self.board_view.setFocus()  # Enter reaches the board, not the button just clicked
        self.last_hint = suggestion_text(action, view.offered, view.viewer)
        self.hint_step = step_of(view)
        self.status(self.last_hint)

    # -- requests -----------------------------------------------------------------------------
    def _request(self, request: Callable[[], str | None]) -> str | None:
        reason = request()
        view = self.controller_view()
        done = reason is None and view is not None and view.can_confirm
        if done and not self.settings().confirm_turn:
            self.controller.confirm()  # no confirmation asked: the step ends here
        return reason

    def _place(self, face: int, floor: int, column: int) -> None:
        if self._request(lambda: self.controller.place(face, (floor, column))) is not None:
            self.scene.refuse_drop(face)

    def _confirm_key(self) -> None:
        view = self.view_value
        if view is not None and view.can_confirm:
            self.controller.confirm()

    def controller_view(self) -> TableView | None:
        return self.view_value

    def _on_refused(self, reason: str) -> None:
        self.last_refusal = reason_text(reason)
        self.status(self.last_refusal)

    # -- text ---------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.undo_button.setText(QCoreApplication.translate("BalconiaBoard", "Take back"))
        self.undo_button.setToolTip(
            QCoreApplication.translate("BalconiaBoard", "Take back this step (Ctrl+Z)")
        )
        self.confirm_button.setText(QCoreApplication.translate("BalconiaBoard", "End turn"))
        self.confirm_button.setToolTip(
            QCoreApplication.translate("BalconiaBoard", "End this step (Enter)")
        )
        self.suggest_button.setText(QCoreApplication.translate("BalconiaBoard", "Suggest"))
        self.suggest_button.setToolTip(
            QCoreApplication.translate("BalconiaBoard", "Suggest a move (H)")
        )
        self.side.retranslateUi()
        self.scene.redescribe()
        if self.view_value is not None:
            self.draw(self.view_value)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel and the prompt grow with the page beyond 1024 x 600."""
        super().resizeEvent(event)
        size = event.size()
        scale = max(1.0, min(1.7, size.height() / 620, size.width() / 1040))
        if abs(scale - self.scale) > 0.05:
            self.scale = scale
            self.side.set_scale(scale)
            font = QFont(self.base_font)
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * scale)
            buttons = (self.reveal_button, self.suggest_button, self.undo_button)
            for widget in (self.prompt, *buttons, self.confirm_button):
                widget.setFont(font)
            self._two_lines()

    def _two_lines(self) -> None:
        """The prompt keeps room for two lines, so the building does not jump when a one-line
        prompt follows a two-line one."""
        self.prompt.setMinimumHeight(2 * QFontMetrics(self.prompt.font()).lineSpacing())

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def _hidden(view: TableView, building: Building) -> TableView:
    """``view`` with an empty building (entrance only) and no disc: for the pass screen."""
    return replace(view, building=building, block=None, legal_cells=(), last_turns=())
