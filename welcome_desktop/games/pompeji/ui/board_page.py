"""Pompeji's board page: the city with the hand tray (``PlayScene``), the turn bar (prompt,
take back, end turn; below them skip the draw, second turn, x2 and the permit button), the side
panel (running scores, cards left, the volcano, the score chart) and the statue picker. It
draws each ``TurnView`` the controller publishes and sends the player's requests back to it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.safe_text import display_name, plain_label, wrapping
from welcome_desktop.ui.stale_hint import clear_stale

from ..app.controller import PompejiController
from ..app.view import TurnView
from ..board.scene import CityView, cell_rect
from ..engine import Action, Kind, Pos, volcano_chance
from .hand import STATUE
from .play_scene import PlayScene, best_statue_score
from .statue_picker import StatuePicker
from .text_grid import TextGrid
from .texts import (
    Pompeji,
    card_text,
    prompt_text,
    reason_text,
    street_name,
    suggestion_text,
    turn_text,
    volcano_text,
)


class PompejiView(CityView):
    """The city view; mouse moves without a button reach the scene (hover preview)."""

    confirm_requested = Signal()
    suggest_requested = Signal()

    def __init__(self, scene: PlayScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.play_scene = scene
        self.setMouseTracking(True)
        self.setMinimumSize(420, 360)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """1–9 pick up a hand card (the statue is last), arrows walk its legal cells with the
        score preview, Enter or Space plays it there, Ctrl+Enter ends the turn, H asks for a
        suggestion."""
        key, scene = event.key(), self.play_scene
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            scene.select_index(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            scene.move_cursor(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            scene.move_cursor(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.confirm_requested.emit()  # Ctrl+Enter ends the turn
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not scene.play_cursor():
                super().keyPressEvent(event)
        elif key == Qt.Key.Key_H and not event.modifiers():
            self.suggest_requested.emit()
        else:
            super().keyPressEvent(event)

    def _refit(self, rect: QRectF) -> None:
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        # never blow small cities up beyond twice the art's size
        if self.transform().m11() > 1.6:
            self.resetTransform()
            self.scale(1.6, 1.6)
            self.centerOn(rect.center())


class SidePanel(QWidget):
    """Running scores and what is left: cards in the pile, the volcano, statues and permits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pompejiSide")
        self.setMinimumWidth(250)
        col = QVBoxLayout(self)
        left, centre = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignCenter
        self.scores = TextGrid(5, (left, Qt.AlignmentFlag.AlignRight, centre, centre, centre))
        self.scores.setObjectName("pompejiScores")
        self.cards_left = plain_label()
        self.cards_left.setObjectName("cardsLeft")
        self.volcano = plain_label()
        self.volcano.setObjectName("volcanoState")
        self.volcano.setWordWrap(True)
        self.placed = plain_label()
        self.placed.setObjectName("placedScore")
        self.placed.setWordWrap(True)
        self.hands = plain_label()
        self.hands.setObjectName("openHands")
        self.hands.setWordWrap(True)
        # the last few turns, newest first, so that a table can follow the game
        self.last_title = plain_label()
        self.last_title.setObjectName("lastTurnsTitle")
        bold = self.last_title.font()
        bold.setBold(True)
        self.last_title.setFont(bold)
        # wrapped to the panel's width instead of widening the panel (and narrowing the city)
        self.last_turns = wrapping(plain_label())
        self.last_turns.setObjectName("lastTurns")
        self.last_turns.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.chart_button = QPushButton()
        self.chart_button.setObjectName("chartButton")
        widgets = (self.scores, self.cards_left, self.volcano, self.placed, self.hands)
        for w in (*widgets, self.last_title, self.last_turns):
            col.addWidget(w)
        col.addStretch(1)
        col.addWidget(self.chart_button)

    def draw(self, view: TurnView) -> None:
        yes, no = "✔", "–"
        titles = (
            Pompeji.tr("Points"),
            Pompeji.tr("Hand"),
            Pompeji.tr("Statue"),
            Pompeji.tr("×2") if view.double_variant else Pompeji.tr("Permit"),
        )
        rows = [("", *titles)]
        for s, name in enumerate(view.names):
            who = display_name(name)
            if s == view.current_seat and not view.over:
                who = f"▶ {who}"
            rows.append(
                (
                    who,
                    str(view.points[s]),
                    str(view.hand_sizes[s]),
                    yes if view.statues[s] else no,
                    yes if view.permits[s] else no,
                )
            )
        playing = () if view.over else (0, view.current_seat + 1)
        self.scores.set_rows(rows, bold_rows=playing or (0,))
        self.cards_left.setText(Pompeji.tr("%n card(s) left in the pile", "", view.cards_left))
        chance = volcano_chance(view.cards_left, view.volcanoes)
        words = volcano_text(view.volcanoes)
        if chance > 0:
            percent = round(chance * 100)
            words += "\n" + arg(Pompeji.tr("Chance the next card is a volcano: %1 %"), percent)
        self.volcano.setText(words)
        lines = []
        for s, hand in enumerate(view.open_hands):
            if s != view.seat:
                cards = "; ".join(card_text(c) for c in hand)
                lines.append(arg(Pompeji.tr("%1 holds: %2"), display_name(view.names[s]), cards))
        self.hands.setText("\n".join(lines))
        self.hands.setVisible(bool(lines))
        self.last_title.setText(Pompeji.tr("Last turns"))
        turns = [turn_text(t, view.names) for t in reversed(view.last_turns)]
        self.last_turns.setText("\n\n".join(turns))
        for w in (self.last_title, self.last_turns):
            w.setVisible(bool(turns))
        score, draft = view.draft_score, view.draft
        if score is not None and draft is not None:
            lines = [
                arg(Pompeji.tr("%1: %2"), street_name(s.street), s.total) for s in score.streets
            ]
            head = Pompeji.tr("Statue") if draft.statue else card_text(draft.card)
            total = arg(Pompeji.tr("Total: %1 points"), view.draft_points)
            if draft.double:
                total = arg(Pompeji.tr("Total with ×2: %1 points"), view.draft_points)
            self.placed.setText("\n".join([head, *lines, total]))
        elif draft is not None:
            self.placed.setText(arg(Pompeji.tr("Discarded: %1"), card_text(draft.card)))
        else:
            self.placed.setText("")


class PompejiBoard(QWidget):
    """The board page of one Pompeji game, bound to its controller."""

    def __init__(
        self,
        controller: PompejiController,
        status: Callable[[str], None],
        parent: QWidget | None = None,
        *,
        settings: Callable[[], Settings] = Settings,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PompejiBoard")
        self.controller = controller
        self.status = status
        self.settings = settings  # the app's settings now (hints, highlights, confirmation)
        self.last_hint = ""
        self.hint_action: Action | None = None  # the suggestion shown this turn, if any
        self.hint_state: object = None  # the game state it is for
        self.hint_second = False  # and it says to play again with the permit
        self.last_refusal = ""
        self.scene = PlayScene()
        self.board_view = PompejiView(self.scene)
        self.side = SidePanel()
        self.picker = StatuePicker(self.board_view)
        self.statue_cell: Pos | None = None
        # the turn bar
        self.prompt = plain_label()
        self.prompt.setObjectName("pompejiPrompt")
        self.prompt.setWordWrap(True)
        self.skip_box = QCheckBox()
        self.skip_box.setObjectName("skipDraw")
        self.second_box = QCheckBox()
        self.second_box.setObjectName("secondTurn")
        self.double_box = QCheckBox()
        self.double_box.setObjectName("doubleCard")
        self.suggest_button = QPushButton()
        self.suggest_button.setObjectName("suggestButton")
        self.suggest_button.hide()
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoButton")
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirmButton")
        # one permit button for every human who may interrupt now: with several, a menu of them
        self.permit_button = QPushButton()
        self.permit_button.setObjectName("permitButton")
        self.permit_button.hide()
        self.permit_menu = QMenu(self.permit_button)
        self.permit_seats: tuple[int, ...] = ()
        self.permit_actions: dict[int, QAction] = {}
        self.permit_button.clicked.connect(self._permit_clicked)
        # the turn bar: what to do, take back, end turn; below it the permit and this turn's ticks
        bar = QHBoxLayout()
        bar.addWidget(self.prompt, 1)
        bar.addWidget(self.suggest_button)
        bar.addWidget(self.undo_button)
        bar.addWidget(self.confirm_button)
        ticks = QHBoxLayout()
        ticks.addWidget(self.skip_box)
        ticks.addWidget(self.second_box)
        ticks.addWidget(self.double_box)
        ticks.addWidget(self.permit_button)
        ticks.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.board_view, 1)
        left.addLayout(bar)
        left.addLayout(ticks)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addWidget(self.side)
        self._connect()
        self.retranslateUi()

    def _connect(self) -> None:
        c, s = self.controller, self.scene
        c.state_changed.connect(self.draw)
        c.refused.connect(self._on_refused)
        s.card_dropped.connect(lambda card, x, y: self._play(lambda: c.place(card, (x, y))))
        s.discard_dropped.connect(lambda card: self._play(lambda: c.discard(card)))
        s.statue_dropped.connect(self.ask_statue)
        s.refused.connect(self._on_drop_refused)
        self.picker.chosen.connect(self._statue_chosen)
        self.picker.cancelled.connect(self._statue_cancelled)
        self.undo_button.clicked.connect(c.undo)
        self.suggest_button.clicked.connect(self.suggest)
        self.board_view.suggest_requested.connect(self.suggest)
        c.suggestion_ready.connect(self.show_suggestion)
        self.confirm_button.clicked.connect(c.confirm)
        self.board_view.confirm_requested.connect(c.confirm)
        self.skip_box.clicked.connect(c.set_skip_draw)
        self.second_box.clicked.connect(c.set_second_turn)
        self.double_box.clicked.connect(c.set_double)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, view: TurnView) -> None:
        if self.controller.state is not self.hint_state:
            self.hint_action = None
            clear_stale(self, self.last_hint)  # the suggested turn is over
        if self.picker.isVisible() and not view.my_turn:
            self.picker.hide()
        self.scene.show_targets = self.settings().highlight_legal_moves
        self.scene.show_view(view)
        self.side.draw(view)
        name = display_name(view.names[view.current_seat]) if view.current_seat >= 0 else ""
        marked = self.settings().highlight_legal_moves
        self.prompt.setText(prompt_text(view.prompt, name, marked))
        draft = view.draft
        self.skip_box.setVisible(view.may_skip and draft is not None)
        self.skip_box.setChecked(draft is not None and draft.skip_draw)
        self.second_box.setVisible(view.can_second_turn)
        self.second_box.setEnabled(draft is not None)
        self.second_box.setChecked(draft is not None and draft.second_turn)
        self.double_box.setVisible(view.can_double)
        self.double_box.setChecked(draft is not None and draft.double)
        self.undo_button.setEnabled(view.can_undo)
        self.confirm_button.setEnabled(view.can_confirm)
        self.suggest_button.setVisible(self.settings().show_hints and view.my_turn)
        self.suggest_button.setEnabled(self.can_suggest(view))
        self._draw_permits(view)

    # -- suggestions --------------------------------------------------------------------------
    def can_suggest(self, view: TurnView | None) -> bool:
        if view is None or not self.settings().show_hints:
            return False
        return view.my_turn and view.draft is None

    def suggest(self) -> None:
        """Ask the Hard level what it would play now (H, the Suggest button, Turn menu)."""
        if self.can_suggest(self.controller.turn_view):
            self.status(Pompeji.tr("Thinking of a move…"))
            self.controller.request_suggestion()

    def show_suggestion(self, action: object) -> None:
        """Pick up the suggested card and put the cursor on its cell with the points shown,
        so that Enter plays it, and say it on the status bar (a discard is only said)."""
        view = self.controller.turn_view
        if not isinstance(action, Action) or view is None or not view.my_turn:
            return
        scene = self.scene
        card = STATUE if action.kind is Kind.STATUE else action.card
        if action.cell is not None and scene.point_at(card, action.cell):
            self.board_view.setFocus()
        self.hint_action, self.hint_state = action, self.controller.state
        self.hint_second = self.controller.advises_second_turn(action)
        self.last_hint = suggestion_text(action, view.city, self.hint_second)
        self.status(self.last_hint)

    def _draw_permits(self, view: TurnView) -> None:
        """The turn bar's permit button: "Permit: X plays now" for one human who may declare,
        a menu naming each of them for several, hidden for none."""
        seats = view.permit_humans
        self.permit_seats = seats
        self.permit_menu.clear()
        self.permit_actions = {}
        for seat in seats:
            who = display_name(view.names[seat])
            action = self.permit_menu.addAction(arg(Pompeji.tr("%1 plays now"), who))
            action.triggered.connect(lambda _=False, s=seat: self.controller.declare_permit(s))
            self.permit_actions[seat] = action
        if len(seats) == 1:
            who = display_name(view.names[seats[0]])
            self.permit_button.setText(arg(Pompeji.tr("Permit: %1 plays now"), who))
        else:
            self.permit_button.setText(Pompeji.tr("Permit: who plays now?"))
        self.permit_button.setToolTip(
            Pompeji.tr("Building permit: play out of turn now (once per game)")
        )
        self.permit_button.setVisible(bool(seats))

    def _permit_clicked(self) -> None:
        if len(self.permit_seats) == 1:
            self.controller.declare_permit(self.permit_seats[0])
        elif self.permit_seats:  # several: the menu of their names, under the button
            button = self.permit_button
            self.permit_menu.popup(button.mapToGlobal(button.rect().bottomLeft()))

    # -- requests -----------------------------------------------------------------------------
    def _play(self, request: Callable[[], str | None]) -> None:
        if request() is not None:
            view = self.controller.turn_view
            if view is not None:
                self.scene.show_view(view)  # the card goes back to the hand
            return
        self._follow_hint()
        view = self.controller.turn_view
        if not self.settings().confirm_turn and view is not None and not self.turn_choices(view):
            self.controller.confirm()  # no confirmation asked: the turn ends with the drop

    def _follow_hint(self) -> None:
        """The suggested card was played as suggested: its "skip the draw", "play the ×2 card"
        and "play again with the permit" come with it (the boxes ticked, still free to untick)."""
        hint, self.hint_action = self.hint_action, None
        draft, c = self.controller.draft, self.controller
        if hint is None or draft is None:
            return
        if (draft.card, draft.cell, draft.statue) != (
            hint.card,
            hint.cell,
            hint.kind is Kind.STATUE,
        ) and not (draft.is_discard and hint.kind is Kind.DISCARD and draft.card == hint.card):
            return
        if hint.skip_draw:
            c.set_skip_draw(True)
        if hint.double:
            c.set_double(True)
        if self.hint_second:
            c.set_second_turn(True)

    @staticmethod
    def turn_choices(view: TurnView) -> bool:
        """The drafted turn still offers a choice that only End turn settles: skip the draw or
        play the ×2 card (the permit may still be declared at the window that follows)."""
        return view.may_skip or view.can_double

    def ask_statue(self, x: int, y: int) -> None:
        view = self.controller.turn_view
        if view is None or not view.my_turn:
            return
        self.statue_cell = (x, y)
        self.scene.cursor_mark.setPos(cell_rect((x, y)).topLeft())
        self.scene.cursor_mark.show()  # the cell being named stays marked
        best, _points = best_statue_score(view, (x, y))
        self.picker.open_at(view.city, (x, y), best)
        # beside the chosen cell, never over it
        spot = self.board_view.mapFromScene(cell_rect((x, y)).center())
        room = self.board_view.width() - self.picker.width() - 12
        left = spot.x() < self.board_view.width() / 2
        self.picker.move(max(12, room) if left else 12, 12)

    def _statue_chosen(self, card: int) -> None:
        cell = self.statue_cell
        self.statue_cell = None
        self.board_view.setFocus()  # the keyboard goes back to the city with the panel
        if cell is not None:
            self._play(lambda: self.controller.place_statue(card, cell))

    def _statue_cancelled(self) -> None:
        self.statue_cell = None
        self.board_view.setFocus()
        self.scene.cursor_mark.hide()
        item = self.scene.item_for(-1)
        if item is not None:
            item.slide_home()

    def _on_drop_refused(self, reason: str) -> None:
        self._on_refused(reason)

    def _on_refused(self, reason: str) -> None:
        self.last_refusal = reason_text(reason)
        self.status(self.last_refusal)

    # -- text ---------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.skip_box.setText(Pompeji.tr("Skip the draw"))
        self.second_box.setText(Pompeji.tr("Use my permit: play again"))
        self.double_box.setText(Pompeji.tr("Play my ×2 card: double these points"))
        self.undo_button.setText(Pompeji.tr("Take back"))
        self.confirm_button.setText(Pompeji.tr("End turn"))
        self.suggest_button.setText(Pompeji.tr("Suggest"))
        self.suggest_button.setToolTip(Pompeji.tr("Suggest a move (H)"))
        self.scene.discard_label = Pompeji.tr("Discard")
        self.side.chart_button.setText(Pompeji.tr("Score chart"))
        self.picker.retranslateUi()
        self.scene.redescribe()
        view = self.controller.turn_view
        if view is not None:
            self.draw(view)

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
