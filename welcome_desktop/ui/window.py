"""The main window: the pages (start, board, pass the device, end), the score dock, and the
wiring between the controller, the widgets, the menus and the session actions.

It draws what the controller publishes (``state_changed(TurnView)``) and never asks the
controller for the game while painting. Menus live in ``menus``, the turn bar's words in
``prompts``, whole-game actions (new, open, save, settings, score pad) in ``session_actions``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from welcome_desktop.app.controller import GameController
from welcome_desktop.app.draft import Needs
from welcome_desktop.app.setup import GameSetup
from welcome_desktop.app.turn_view import TurnView, ViewerState, last_move_slot, seat_name
from welcome_desktop.engine import Move
from welcome_desktop.engine.scoring import tie_break_key
from welcome_desktop.i18n import arg
from welcome_desktop.i18n.catalog import hint_text
from welcome_desktop.persistence.settings import Settings, load_settings, save_settings
from welcome_desktop.shell.registry import GameInfo, all_games, find_game

from . import prompts
from . import window_dialogs as openers
from .end_screen import EndScreen
from .ghost import GhostCard
from .menus import Menus
from .pages import PassDevicePage, StartPage
from .scene import BoardScene
from .score_panel import ScorePanel, app_icon
from .session_actions import SessionActions
from .theme import STYLE
from .turn_bar import TurnBar
from .turn_input import TurnInput
from .view import BoardView


class MainWindow(QMainWindow):
    """Pages: start, board, pass-the-device, end. Dialogs are opened by ``session`` (its
    ``ask_*`` attributes, which tests replace with plain functions)."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Settings | None = None,
        *,
        persist_settings: bool = True,
        game: GameInfo | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.setStyleSheet(STYLE)
        self.game = game if game is not None else all_games()[0]
        self.controller: GameController = (
            controller if controller is not None else self.game.make_controller(self)
        )
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        self.controller.reset_viewer(self.settings.highlight_legal_moves)
        self.default_seed: int | None = None  # --seed: used by new games instead of a random one
        self.last_refusal = ""
        self.last_hint = ""
        # The last move of each computer seat, replayed as a flying card when its sheet is shown.
        self.bot_moves: dict[int, Move] = {}
        self.other_windows: list[MainWindow] = []  # windows opened for saves of other games
        self.session = SessionActions(self, self.controller, self)

        self.scene: BoardScene = self.game.make_board()
        self.scene.set_animation_speed(self.settings.animation_speed)
        self.board_view = BoardView(self.scene)
        self.turn_bar = TurnBar()
        board_page = QWidget()
        board_page.setObjectName("BoardPage")
        col = QVBoxLayout(board_page)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.board_view, 1)
        col.addWidget(self.turn_bar)
        self.board_page = board_page
        self.start_page = StartPage(all_games(), self.game.id)
        self.pass_page = PassDevicePage()
        self.end_screen = EndScreen()
        self.pages = QStackedWidget()
        for page in (self.start_page, self.board_page, self.pass_page, self.end_screen):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.score_panel = ScorePanel()
        self.score_dock = QDockWidget()
        self.score_dock.setObjectName("ScoreDock")
        self.score_dock.setWidget(self.score_panel)
        self.score_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.score_dock.setTitleBarWidget(QWidget())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.hide()
        self.statusBar().setSizeGripEnabled(False)  # created now: the layout never jumps
        self.input = TurnInput(
            self.controller,
            self.scene,
            self.board_view,
            self.show_status,
            self.confirm_turn,
            self.suggest,
        )
        self.menus = Menus(self, self._slots())
        self._connect()
        self.retranslateUi()
        self.resize(1280, 720)
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        self.show_start()

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        s, c, view = self.session, self.controller, self.board_view
        return {
            "new": s.new_game,
            "open": s.open_game,
            "save": s.save_game,
            "end_table": s.end_table_game,
            "settings": s.edit_settings,
            "quit": self.close,
            "undo": c.undo,
            "redo": c.redo,
            "skip": c.skip_effect,
            "refuse": c.refuse,
            "suggest": self.suggest,
            "confirm": self.confirm_turn,
            "zoom_in": view.zoom_in,
            "zoom_out": view.zoom_out,
            "zoom_reset": view.zoom_reset,
            "rules": self.show_rules,
            "about": self.show_about,
        }

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self.draw)
        c.refused.connect(self._on_refused)
        c.seat_changed.connect(self._on_seat_changed)
        c.round_resolved.connect(self._on_round_resolved)
        c.bot_moved.connect(self._on_bot_moved)
        c.game_over.connect(self.show_end)
        c.bot_busy.connect(lambda busy: self.refresh())
        c.suggestion_ready.connect(self._on_suggestion)
        c.saved.connect(lambda path: self.show_status(arg(self.tr("Saved: %1"), path)))
        bar = self.turn_bar
        bar.use_effect.connect(self.input.use_effect)
        bar.skip_effect.connect(lambda: c.skip_effect())
        bar.refuse.connect(lambda: c.refuse())
        bar.undo.connect(lambda: c.undo())
        bar.redo.connect(lambda: c.redo())
        bar.confirm.connect(self.confirm_turn)
        bar.suggest.connect(self.suggest)
        bar.table.connect(self.session.enter_table_round)
        bar.roundabout.connect(self.input.toggle_roundabout)
        self.start_page.new_solo.connect(self.session.quick_solo)
        self.start_page.new_game.connect(self.session.new_game)
        self.start_page.resume.connect(self.session.resume_autosave)
        self.start_page.open_game.connect(self.session.open_game)
        self.start_page.rules.connect(self.show_rules)
        self.start_page.game_chosen.connect(self.choose_game)
        self.pass_page.ready.connect(self.reveal_board)
        self.end_screen.new_game.connect(self.session.new_game)
        self.end_screen.show_board.connect(self.show_board)
        self.score_panel.seat_picked.connect(self.show_seat)

    # -- text ---------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Welcome Desktop"))
        self.score_dock.setWindowTitle(self.tr("Score"))
        self.menus.retranslate()
        self.scene.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def show_status(self, text: str, ms: int = 8000) -> None:
        self.statusBar().showMessage(text, ms)

    # -- pages --------------------------------------------------------------------------------
    @property
    def ui(self) -> ViewerState:
        """The viewer state (cursor, effect card, hidden sheet...), owned by the controller."""
        return self.controller.viewer

    def show_start(self) -> None:
        self.start_page.resume_button.setVisible(self.session.has_autosave())
        self.pages.setCurrentWidget(self.start_page)
        self.score_dock.hide()
        self.start_page.solo_button.setFocus()

    def show_board(self) -> None:
        self.pages.setCurrentWidget(self.board_page)
        self.score_dock.show()
        self.board_view.setFocus()
        self.refresh()

    def show_seat(self, seat: int) -> None:
        """Look at another seat's sheet (as it was at the start of the round), read-only;
        a computer player's last move flies onto it."""
        self.controller.viewer.view_seat = seat
        self.refresh()
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

    def reveal_board(self) -> None:
        self.controller.viewer.hidden = False
        self.show_board()

    def show_end(self) -> None:
        c = self.controller
        state = c.state
        if state is None:
            return
        names = [seat_name(c.setup, s) for s in range(state.seats)]
        scores = c.final_scores()
        ranks = c.ranking()
        notes: tuple[str, ...] = ()
        totals = [s.total for s in scores]
        if len(set(totals)) < len(totals):
            notes = tuple(
                self.tr("%n estate(s)", "", tie_break_key(sh, sc)[1])
                for sh, sc in zip(state.sheets, scores, strict=True)
            )
        reasons = tuple(r.value for r in state.end_reasons)
        self.end_screen.show_result(names, scores, ranks, reasons, c.score_history(), notes)
        c.viewer.hidden = False
        self.pages.setCurrentWidget(self.end_screen)
        self.score_dock.hide()

    # -- drawing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Ask the controller to publish the view again (after a viewer change)."""
        if hasattr(self, "menus"):
            self.controller.publish()

    def draw(self, view: TurnView) -> None:
        """Draw a published TurnView: board, score panel, turn bar and menu entries."""
        if not hasattr(self, "menus"):
            return
        self.scene.sync(view.board)
        seat = view.seat
        self.score_panel.set_score(None if view.board.hidden else view.scores[seat])
        self.score_panel.set_seats(list(view.names), seat)
        rows = [
            (view.names[s], view.scores[s].total, self.tr("(played)") if view.submitted[s] else "")
            for s in range(len(view.names))
        ]
        self.score_panel.set_others(rows if len(rows) > 1 else [])
        self._draw_controls(view)
        if not self.settings.confirm_turn and view.controls.auto_confirm:
            QTimer.singleShot(0, self._auto_confirm)

    def _auto_confirm(self) -> None:
        c = self.controller
        if c.active_seat >= 0 and c.draft.needs is Needs.CONFIRM:
            self.confirm_turn()

    def _draw_controls(self, view: TurnView) -> None:
        k = view.controls
        bar = self.turn_bar
        bar.table_button.setVisible(k.table_round)
        bar.roundabout_button.setVisible(k.can_roundabout)
        bar.roundabout_button.setChecked(self.controller.viewer.roundabout_mode)
        bar.use_button.setVisible(k.plain_effect)
        bar.skip_button.setVisible(k.effect)
        bar.refuse_button.setVisible(k.must_refuse)
        bar.suggest_button.setVisible(k.active and self.settings.show_hints and not k.must_refuse)
        bar.undo_button.setEnabled(k.can_undo)
        bar.redo_button.setEnabled(k.can_redo)
        bar.confirm_button.setEnabled(k.can_confirm)
        m = self.menus
        m["undo"].setEnabled(k.can_undo)
        m["redo"].setEnabled(k.can_redo)
        m["confirm"].setEnabled(k.can_confirm)
        m["skip"].setEnabled(k.effect)
        m["refuse"].setEnabled(k.must_refuse)
        m["save"].setEnabled(k.can_save)
        m["end_table"].setVisible(k.score_pad)
        m["end_table"].setEnabled(k.can_end_at_table)
        bar.set_prompt(prompts.prompt_text(view), view.icon)
        if k.plain_effect:
            bar.use_button.setText(prompts.use_effect_label(view.effect_kind))

    # -- controller signals -------------------------------------------------------------------
    def _on_refused(self, text: str) -> None:
        self.last_refusal = text
        self.show_status(text)

    def _on_seat_changed(self, seat: int) -> None:
        c = self.controller
        setup = c.setup
        if setup is None or len(setup.human_seats) < 2:
            return
        c.viewer.hidden = True
        c.viewer.cursor = None
        c.viewer.view_seat = -1
        self.pass_page.set_player(seat_name(setup, seat))
        self.pages.setCurrentWidget(self.pass_page)
        self.pass_page.button.setFocus()
        self.score_dock.hide()
        self.refresh()

    def _on_round_resolved(self, number: int) -> None:
        c = self.controller
        c.viewer.target_index = -1
        c.viewer.view_seat = -1
        # A game watched without a human seat shows a computer player's sheet: replay its move
        # once the board shows the new round.
        QTimer.singleShot(0, self._replay_shown_seat)
        if c.needs_table_round():
            QTimer.singleShot(0, self.session.enter_table_round)
        self.show_status(arg(self.tr("Round %1 is over."), number), 4000)

    def _replay_shown_seat(self) -> None:
        shown = self.controller.turn_view
        if shown is not None:
            self.replay_bot_move(shown.seat)

    def _on_suggestion(self, suggestion: object) -> None:
        move = getattr(suggestion, "move", suggestion)
        if not isinstance(move, Move):
            return
        text = self.describe_move(move)
        reason = getattr(suggestion, "reason", None)
        why = hint_text(str(reason), tuple(getattr(suggestion, "args", ()) or ())) if reason else ""
        # Whole sentences with placeholders: a language may put the reason first.
        if why:
            status = arg(self.tr("Suggestion: %1 — %2"), text, why)
        else:
            status = arg(self.tr("Suggestion: %1"), text)
        self.last_hint = status
        if move.street >= 0:
            self.controller.viewer.cursor = (move.street, move.house)
        self.show_status(status, 15000)
        self.refresh()

    def describe_move(self, move: Move) -> str:
        return prompts.describe_move(self.controller.view(), move)

    # -- turn actions -------------------------------------------------------------------------
    def suggest(self) -> None:
        if self.settings.show_hints:
            self.controller.request_suggestion()

    def confirm_turn(self) -> None:
        c = self.controller
        if c.active_seat < 0 or c.draft.needs is not Needs.CONFIRM:
            c.confirm_turn()  # reports why through `refused`
            return
        for plan_index, options in c.claim_choices():
            estates = self.session.ask_claim(plan_index, options)
            if estates is not None:
                c.choose_claim(plan_index, estates)
        if c.reshuffle_question():
            answer = self.session.ask_yes_no(
                self.tr("First city plan achieved"),
                self.tr(
                    "You are among the first to achieve a city plan. Shuffle all the cards "
                    "into three new stacks?"
                ),
            )
            c.answer_reshuffle(answer)
        c.viewer.target_index = -1
        c.confirm_turn()

    # -- games (SessionHost) ------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self.session.start_game(setup)

    def after_start(self) -> None:
        state = self.controller.state
        if state is None:
            return
        self.bot_moves = {}
        if state.over:
            self.show_end()
        elif self.pages.currentWidget() is not self.pass_page:
            self.show_board()
        if self.controller.needs_table_round():
            QTimer.singleShot(0, self.session.enter_table_round)

    def settings_applied(self, new: Settings) -> None:
        self.controller.viewer.highlight_legal = new.highlight_legal_moves
        self.scene.set_animation_speed(new.animation_speed)
        self.refresh()

    def open_in_other_window(self, game: GameInfo, path: str) -> None:
        """A save of another game opens in a window of its own (its board, its controller)."""
        window = self.window_for(game)
        window.session.open_path(path)

    def window_for(self, game: GameInfo) -> MainWindow:
        for window in self.other_windows:
            if window.game.id == game.id:
                window.show()
                window.raise_()
                return window
        window = MainWindow(settings=self.settings, persist_settings=False, game=game)
        window.default_seed = self.default_seed
        window.resize(self.size())
        window.show()
        self.other_windows.append(window)
        return window

    def choose_game(self, game_id: str) -> None:
        """The start page's game list: another game than this window's opens its own window."""
        if game_id != self.game.id:
            self.window_for(find_game(game_id))
            self.start_page.select_game(self.game.id)

    def offer_resume(self) -> None:
        self.session.offer_resume()

    def show_rules(self) -> None:
        openers.show_rules(self, self.game.rules_dir())

    def show_about(self) -> None:
        openers.show_about(self)

    # -- closing ------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        for window in self.other_windows:
            window.close()
        if self.persist_settings:
            geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
            self.settings = replace(self.settings, window_geometry=geometry)
            save_settings(self.settings)
        super().closeEvent(event)
