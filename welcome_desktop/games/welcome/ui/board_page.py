"""*Welcome To…*'s board page: the sheet (scene and view), the turn bar and the score panel,
drawn from each ``TurnView`` the controller publishes; the turn's own actions (confirm with its
claims and reshuffle question, hints, the replay of a computer player's move).

The window (the shell) docks the score panel, stacks this page among its others and reaches it
through ``make_board`` of the game's ``GameInfo``. Its texts keep the ``MainWindow`` translation
context they had when they lived in the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.games.welcome.app.turn_view import TurnView, last_move_slot
from welcome_desktop.games.welcome.engine import Move
from welcome_desktop.i18n import arg
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.ui.turn_bar import TurnBar

from . import prompts
from .board_aids import BoardAids
from .ghost import GhostCard
from .scene import BoardScene
from .score_panel import ScorePanel
from .suggestion_overlay import SuggestionOverlay
from .suggestion_text import move_lines, reason_lines
from .theme_text import street_breakdown
from .turn_input import TurnInput
from .view import BoardView

if TYPE_CHECKING:
    from .session_actions import SessionActions


class BoardHost(Protocol):
    """The window as the board page sees it."""

    settings: Settings
    session: SessionActions

    def show_status(self, text: str, ms: int = 8000) -> None: ...


class BoardPage(QWidget):
    """Board, turn bar and score panel of one Welcome game, bound to its controller."""

    def __init__(
        self, controller: GameController, host: BoardHost, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("BoardPage")
        self.controller = controller
        self.host = host
        self.last_hint = ""
        # The last move of each computer seat, replayed as a flying card when its sheet is shown.
        self.bot_moves: dict[int, Move] = {}
        self.scene = BoardScene()
        self.scene.set_animation_speed(host.settings.animation_speed)
        self.board_view = BoardView(self.scene)
        self.turn_bar = TurnBar()
        self.score_panel = ScorePanel()  # docked by the window
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.board_view, 1)
        col.addWidget(self.turn_bar)
        self.input = TurnInput(
            controller,
            self.scene,
            self.board_view,
            host.show_status,
            self.confirm_turn,
            self.suggest,
        )
        self._connect()
        # After _connect: their state_changed slots run once the board drew the new view.
        self.suggestion = SuggestionOverlay(controller, self.scene, self.board_view)
        self.board_aids = BoardAids(controller, self.scene, self.board_view, self.input)

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self.draw)
        c.bot_moved.connect(self._on_bot_moved)
        c.suggestion_ready.connect(self._on_suggestion)
        bar = self.turn_bar
        bar.use_effect.connect(self.input.use_effect)
        bar.skip_effect.connect(lambda: c.skip_effect())
        bar.refuse.connect(lambda: c.refuse())
        bar.undo.connect(lambda: c.undo())
        bar.redo.connect(lambda: c.redo())
        bar.confirm.connect(self.confirm_turn)
        bar.suggest.connect(self.suggest)
        bar.table.connect(lambda: self.host.session.enter_table_round())
        bar.roundabout.connect(self.input.toggle_roundabout)
        self.score_panel.seat_picked.connect(self.show_seat)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, view: TurnView) -> None:
        """Draw a published TurnView: board, score panel and turn bar."""
        self.scene.sync(view.board)
        self.scene.stack.setVisible(not view.controls.score_pad)  # the cards are at the table
        seat = view.seat
        provisional = frozenset({"temps"}) if view.temps_provisional else frozenset()
        self.score_panel.set_score(None if view.board.hidden else view.scores[seat], provisional)
        self.score_panel.values["theme"].setToolTip(
            street_breakdown(view.board.sheet_id, view.board.sheet)
        )
        self.score_panel.set_seats(list(view.names), seat)
        played = QCoreApplication.translate("MainWindow", "(played)")
        rows = [
            (view.names[s], view.scores[s].total, played if view.submitted[s] else "")
            for s in range(len(view.names))
        ]
        self.score_panel.set_others(rows if len(rows) > 1 else [])
        self._draw_turn_bar(view)
        if not self.host.settings.confirm_turn and view.controls.auto_confirm:
            QTimer.singleShot(0, self._auto_confirm)

    def _draw_turn_bar(self, view: TurnView) -> None:
        k = view.controls
        bar = self.turn_bar
        bar.table_button.setVisible(k.table_round)
        bar.roundabout_button.setVisible(k.can_roundabout)
        bar.roundabout_button.setChecked(self.controller.viewer.roundabout_mode)
        bar.use_button.setVisible(k.plain_effect)
        bar.skip_button.setVisible(k.effect)
        bar.refuse_button.setVisible(k.must_refuse)
        show_hints = self.host.settings.show_hints
        bar.suggest_button.setVisible(k.active and show_hints and not k.must_refuse)
        bar.undo_button.setEnabled(k.can_undo)
        bar.redo_button.setEnabled(k.can_redo)
        bar.confirm_button.setEnabled(k.can_confirm)
        bar.set_prompt(prompts.prompt_text(view), view.icon)
        if k.plain_effect:
            bar.use_button.setText(prompts.use_effect_label(view.effect_kind))
        bar.arrange()

    def _auto_confirm(self) -> None:
        c = self.controller
        if c.active_seat >= 0 and c.draft.needs is Needs.CONFIRM:
            self.confirm_turn()

    # -- other seats --------------------------------------------------------------------------
    def show_seat(self, seat: int) -> None:
        """Look at another seat's sheet (as it was at the start of the round), read-only;
        a computer player's last move flies onto it."""
        self.controller.viewer.view_seat = seat
        self.controller.publish()
        self.replay_bot_move(seat)

    def _on_bot_moved(self, seat: int, move: object) -> None:
        if isinstance(move, Move):
            self.bot_moves[seat] = move

    def replay_bot_move(self, seat: int) -> GhostCard | None:
        """Animate the last move of the computer player at ``seat`` if its sheet is shown."""
        c = self.controller
        move = self.bot_moves.get(seat)
        shown = c.turn_view
        if move is None or move.is_refusal or c.state is None or shown is None:
            return None
        if shown.seat != seat or c.viewer.hidden:
            return None
        number = c.state.sheets[seat].houses[move.street][move.house]
        slot, hand = last_move_slot(c.view(), move)
        return self.scene.animate_move(slot, hand, move.street, move.house, number)

    def replay_shown_seat(self) -> None:
        shown = self.controller.turn_view
        if shown is not None:
            self.replay_bot_move(shown.seat)

    # -- hints --------------------------------------------------------------------------------
    def suggest(self) -> None:
        if self.host.settings.show_hints and not self.controller.viewer.hidden:
            self.controller.request_suggestion()

    def show_suggestion(self, suggestion: object) -> None:
        """Show a hint (a ``bot_runner.Suggestion``) on the board and in the status bar."""
        self._on_suggestion(suggestion)

    def _on_suggestion(self, suggestion: object) -> None:
        move = getattr(suggestion, "move", suggestion)
        if not isinstance(move, Move):
            return
        reasons = tuple(getattr(suggestion, "reasons", ()) or ())
        reason = getattr(suggestion, "reason", None)
        if not reasons and reason:
            reasons = ((str(reason), tuple(getattr(suggestion, "args", ()) or ())),)
        # Shown on the board: the cards and places marked, the move in words, "Play this".
        self.suggestion.show(move, reasons)
        text = " ".join(move_lines(self.controller.view(), move))
        found = reason_lines(reasons[:1])
        why = found[0] if found else ""
        # Whole sentences with placeholders: a language may put the reason first.
        if why:
            status = arg(QCoreApplication.translate("MainWindow", "Suggestion: %1 — %2"), text, why)
        else:
            status = arg(QCoreApplication.translate("MainWindow", "Suggestion: %1"), text)
        self.last_hint = status
        if move.street >= 0:
            self.controller.viewer.cursor = (move.street, move.house)
        self.host.show_status(status, 15000)
        self.controller.publish()

    def describe_move(self, move: Move) -> str:
        return prompts.describe_move(self.controller.view(), move)

    # -- the turn -----------------------------------------------------------------------------
    def confirm_turn(self) -> None:
        c = self.controller
        if c.active_seat < 0 or c.draft.needs is not Needs.CONFIRM:
            c.confirm_turn()  # reports why through `refused`
            return
        session = self.host.session
        for plan_index, options in c.claim_choices():
            # The estates marked on the board (clicked by the player); a dialog only without.
            on_board = self.board_aids.estates.choice(plan_index)
            estates = on_board if on_board is not None else session.ask_claim(plan_index, options)
            if estates is not None:
                c.choose_claim(plan_index, estates)
        if c.reshuffle_question():
            answer = session.ask_yes_no(
                QCoreApplication.translate("MainWindow", "First city plan achieved"),
                QCoreApplication.translate(
                    "MainWindow",
                    "You are among the first to achieve a city plan. Shuffle all the cards "
                    "into three new stacks?",
                ),
            )
            c.answer_reshuffle(answer)
        c.viewer.target_index = -1
        c.confirm_turn()

    def new_game_started(self) -> None:
        self.bot_moves = {}

    def set_ui_scale(self, scale: float) -> None:
        """The turn bar and the score panel grow with a large window."""
        self.turn_bar.set_scale(scale)
        self.score_panel.set_scale(scale)

    def settings_applied(self, new: Settings) -> None:
        self.scene.set_animation_speed(new.animation_speed)
