"""The main window: board page, pages around it, score panel, menus, and the controller wiring."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.controller import GameController
from welcome_desktop.app.setup import GameSetup, solo_setup
from welcome_desktop.engine import Move
from welcome_desktop.engine.game import HAND_PAIRS
from welcome_desktop.engine.scoring import tie_break_key
from welcome_desktop.i18n import arg
from welcome_desktop.i18n.catalog import effect_name, hint_text, street_name
from welcome_desktop.persistence.settings import Settings, load_settings, save_settings

from . import window_dialogs as openers
from .board_model import UiTurnState, build_model, is_hand_mode, seat_name, shown_seat
from .end_screen import EndScreen
from .ghost import GhostCard
from .guard import guarded
from .pages import PassDevicePage, StartPage
from .safe_text import message_box
from .scene import BoardScene
from .score_panel import ScorePanel, app_icon
from .table_dialog import TABLE_GAME_ENDED
from .theme import STYLE
from .turn_bar import TurnBar
from .turn_input import TurnInput
from .view import BoardView

EFFECT_PROMPTS_ICON = {
    "fence": "effect_surveyor",
    "column": "effect_real_estate",
    "bis": "effect_bis",
    "park": "effect_landscaper",
    "pool": "effect_pool",
    "temp": "effect_temp",
}


class MainWindow(QMainWindow):
    """Pages: start, board, pass-the-device, end. Dialog openers are attributes so tests can
    replace them with plain functions (no modal dialog in tests)."""

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Settings | None = None,
        *,
        persist_settings: bool = True,
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.setStyleSheet(STYLE)
        self.controller = controller if controller is not None else GameController(self)
        self.settings = settings if settings is not None else load_settings()
        self.persist_settings = persist_settings
        self.ui = UiTurnState(highlight_legal=self.settings.highlight_legal_moves)
        self.default_seed: int | None = None  # --seed: used by new games instead of a random one
        self.last_refusal = ""
        self.last_hint = ""
        self.message_box: QMessageBox | None = None
        # Injectable dialog openers (tests replace them).
        self.ask_yes_no: Callable[[str, str], bool] = partial(openers.ask_yes_no, self)
        self.ask_claim: Callable[[int, list[Any]], Any] = partial(openers.ask_claim, self)
        self.ask_new_game: Callable[[], GameSetup | None] = partial(openers.ask_new_game, self)
        self.ask_open_path: Callable[[], str] = partial(openers.ask_open_path, self)
        self.ask_save_path: Callable[[], str] = partial(openers.ask_save_path, self)
        self.ask_settings: Callable[[], Settings | None] = partial(openers.ask_settings, self)
        self.ask_table_round: Callable[[], Any] = partial(openers.ask_table_round, self)
        self.ask_table_temps: Callable[[int, bool], Any] = partial(openers.ask_table_temps, self)

        self.scene = BoardScene()
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
        self.start_page = StartPage()
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
        self.input = TurnInput(self)
        self._build_actions()
        self._connect()
        self.retranslateUi()
        self.resize(1280, 720)
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        self.show_start()

    # -- wiring -------------------------------------------------------------------------------
    def _action(self, slot: Callable[[], Any], *keys: QKeySequence | str) -> QAction:
        a = QAction(self)
        a.triggered.connect(lambda *_: slot())
        if keys:
            a.setShortcuts([QKeySequence(k) for k in keys])
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(a)
        return a

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(self.new_game, K.New)
        self.act_open = self._action(self.open_game, K.Open)
        self.act_save = self._action(self.save_game, K.Save)
        self.act_quit = self._action(self.close, K.Quit)
        self.act_undo = self._action(self.undo, "Ctrl+Z")
        self.act_redo = self._action(self.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        self.act_confirm = self._action(self.confirm_turn, "Ctrl+Return", "Ctrl+Enter")
        self.act_skip = self._action(lambda: self.controller.skip_effect())
        self.act_refuse = self._action(lambda: self.controller.refuse())
        self.act_suggest = self._action(self.suggest)
        self.act_zoom_in = self._action(self.board_view.zoom_in, "Ctrl++", "Ctrl+=")
        self.act_zoom_out = self._action(self.board_view.zoom_out, "Ctrl+-")
        self.act_zoom_reset = self._action(self.board_view.zoom_reset, "Ctrl+0")
        self.act_settings = self._action(self.edit_settings)
        self.act_end_table = self._action(self.end_table_game)
        self.act_table_temps = self._action(self.enter_table_temps)
        self.act_rules = self._action(self.show_rules, K.HelpContents)
        self.act_about = self._action(self.show_about)
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (
            self.act_new,
            self.act_open,
            self.act_save,
            self.act_end_table,
            self.act_table_temps,
        ):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_settings)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.act_quit)
        self.menu_turn = bar.addMenu("")
        for a in (self.act_undo, self.act_redo, self.act_skip, self.act_refuse):
            self.menu_turn.addAction(a)
        self.menu_turn.addSeparator()
        self.menu_turn.addAction(self.act_suggest)
        self.menu_turn.addAction(self.act_confirm)
        self.menu_view = bar.addMenu("")
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_reset):
            self.menu_view.addAction(a)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self.refresh)
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
        bar.skip_effect.connect(lambda: self.controller.skip_effect())
        bar.refuse.connect(lambda: self.controller.refuse())
        bar.undo.connect(self.undo)
        bar.redo.connect(self.redo)
        bar.confirm.connect(self.confirm_turn)
        bar.suggest.connect(self.suggest)
        bar.table.connect(self.enter_table_round)
        bar.roundabout.connect(self.input.toggle_roundabout)
        self.start_page.new_solo.connect(self.quick_solo)
        self.start_page.new_game.connect(self.new_game)
        self.start_page.resume.connect(self.resume_autosave)
        self.start_page.open_game.connect(self.open_game)
        self.start_page.rules.connect(self.show_rules)
        self.pass_page.ready.connect(self.reveal_board)
        self.end_screen.new_game.connect(self.new_game)
        self.end_screen.show_board.connect(self.show_board)
        self.score_panel.seat_picked.connect(self.show_seat)

    # -- text ---------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Welcome Desktop"))
        self.score_dock.setWindowTitle(self.tr("Score"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_turn.setTitle(self.tr("&Turn"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        for a, text in (
            (self.act_new, self.tr("&New game…")),
            (self.act_open, self.tr("&Open…")),
            (self.act_save, self.tr("&Save…")),
            (self.act_quit, self.tr("&Quit")),
            (self.act_undo, self.tr("&Undo")),
            (self.act_redo, self.tr("&Redo")),
            (self.act_confirm, self.tr("&Confirm turn")),
            (self.act_skip, self.tr("S&kip effect")),
            (self.act_refuse, self.tr("Permit &refused")),
            (self.act_suggest, self.tr("Sug&gest a move")),
            (self.act_zoom_in, self.tr("Zoom &in")),
            (self.act_zoom_out, self.tr("Zoom &out")),
            (self.act_zoom_reset, self.tr("&Fit the sheet")),
            (self.act_settings, self.tr("Se&ttings…")),
            (self.act_end_table, self.tr("The game &ended at the table…")),
            (self.act_table_temps, self.tr("&Temps at the table…")),
            (self.act_rules, self.tr("&How to play")),
            (self.act_about, self.tr("&About Welcome Desktop")),
        ):
            a.setText(text)
        self.scene.retranslate()
        self.refresh()

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def show_status(self, text: str, ms: int = 8000) -> None:
        self.statusBar().showMessage(text, ms)

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.start_page.resume_button.setVisible(self._has_autosave())
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
        self.ui.view_seat = seat
        self.refresh()
        self.replay_bot_move(seat)

    def _on_bot_moved(self, seat: int, move: object) -> None:
        if isinstance(move, Move):
            self.ui.bot_moves[seat] = move

    def replay_bot_move(self, seat: int) -> GhostCard | None:
        """Animate the last move of the computer player at ``seat`` if its sheet is shown."""
        c = self.controller
        move = self.ui.bot_moves.get(seat)
        if move is None or move.is_refusal or c.state is None:
            return None
        if shown_seat(c, self.ui) != seat or self.ui.hidden:
            return None
        number = c.state.sheets[seat].houses[move.street][move.house]
        hand = is_hand_mode(c)
        slot = HAND_PAIRS[move.combo][0] if hand else move.combo
        return self.scene.animate_move(slot, hand, move.street, move.house, number)

    def reveal_board(self) -> None:
        self.ui.hidden = False
        self.show_board()

    def show_end(self) -> None:
        c = self.controller
        if c.needs_table_temps():
            self.enter_table_temps()  # score pad: the temp majority is decided at the table
        state = c.state
        if state is None:
            return
        names = [seat_name(c, s) for s in range(state.seats)]
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
        if c.temps_provisional():
            self.end_screen.reason.setText(
                self.end_screen.reason.text()
                + "\n"
                + self.tr("Temp points provisional: enter the table's result (Game menu).")
            )
        self.ui.hidden = False
        self.pages.setCurrentWidget(self.end_screen)
        self.score_dock.hide()

    # -- sync ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c.state is None or not hasattr(self, "turn_bar"):
            return
        model = build_model(c, self.ui)
        if model is None:
            return
        self.scene.sync(model)
        scores = c.live_scores()
        view = c.view()
        seat = shown_seat(c, self.ui)
        provisional = frozenset({"temps"}) if c.temps_provisional() else frozenset()
        self.score_panel.set_score(None if self.ui.hidden else scores[seat], provisional)
        self.score_panel.set_seats([seat_name(c, s) for s in range(view.seats)], seat)
        rows = [
            (seat_name(c, s), scores[s].total, self.tr("(played)") if view.submitted[s] else "")
            for s in range(view.seats)
        ]
        self.score_panel.set_others(rows if view.seats > 1 else [])
        self._update_turn_bar()
        if (
            not self.settings.confirm_turn
            and c.active_seat >= 0
            and c.draft.needs == "confirm"
            and not c.draft.is_empty
        ):
            QTimer.singleShot(0, self._auto_confirm)

    def _auto_confirm(self) -> None:
        if self.controller.active_seat >= 0 and self.controller.draft.needs == "confirm":
            self.confirm_turn()

    def _update_turn_bar(self) -> None:
        c = self.controller
        bar = self.turn_bar
        draft = c.draft
        state = c.state
        active = c.active_seat >= 0 and state is not None and not state.over
        table = active and c.needs_table_round()
        must_refuse = active and not table and c.must_refuse() and draft.needs != "confirm"
        effect = active and draft.needs == "effect"
        plain_effect = effect and c.effect_targets() == [None]
        bar.table_button.setVisible(table)
        can_roundabout = (
            active
            and not table
            and state is not None
            and state.config.advanced
            and draft.needs in ("combo", "house")
            and draft.roundabout is None
            and c.view().sheet.roundabout_count < 2
        )
        if not can_roundabout:
            self.input.roundabout_mode = False
        bar.roundabout_button.setVisible(bool(can_roundabout))
        bar.roundabout_button.setChecked(self.input.roundabout_mode)
        bar.use_button.setVisible(plain_effect)
        bar.skip_button.setVisible(effect)
        bar.refuse_button.setVisible(must_refuse)
        bar.suggest_button.setVisible(active and self.settings.show_hints and not must_refuse)
        bar.undo_button.setEnabled(c.can_undo())
        bar.redo_button.setEnabled(c.can_redo())
        bar.confirm_button.setEnabled(active and draft.needs == "confirm")
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        self.act_confirm.setEnabled(active and draft.needs == "confirm")
        self.act_skip.setEnabled(effect)
        self.act_refuse.setEnabled(must_refuse)
        self.act_save.setEnabled(state is not None)
        setup = c.setup
        self.act_end_table.setVisible(bool(setup and setup.score_pad))
        self.act_end_table.setEnabled(c.can_end_at_table())
        self.act_table_temps.setVisible(bool(setup and setup.score_pad))
        bar.set_prompt(*self._prompt(active, must_refuse))
        if plain_effect:
            labels = {
                "park": self.tr("Build the park"),
                "pool": self.tr("Build the pool"),
                "temp": self.tr("Hire the temp"),
            }
            bar.use_button.setText(labels.get(draft.effect_kind, self.tr("Use the effect")))

    def _prompt(self, active: bool, must_refuse: bool) -> tuple[str, str]:
        c = self.controller
        state = c.state
        draft = c.draft
        if state is None:
            return "", ""
        seat = shown_seat(c, self.ui)
        if seat != c.view().seat:
            text = self.tr(
                "You are looking at the sheet of %1 as it was at the start of the round."
            )
            if state.over:
                text = self.tr("The final sheet of %1.")
            return arg(text, seat_name(c, seat)), "track_estate"
        if state.over:
            return self.tr("The game is over."), ""
        if not active:
            return self.tr("The computer players are thinking…"), "track_temp"
        if c.needs_table_round():
            return self.tr("Enter the three cards drawn at the table."), "card_back"
        if must_refuse:
            return (
                self.tr("No number fits anywhere: your building permit is refused this turn."),
                "track_refusal",
            )
        if self.input.roundabout_mode:
            return self.tr("Click an empty house to build a roundabout there."), "roundabout"
        needs = draft.needs
        if needs == "combo":
            if is_hand_mode(c):
                return (
                    self.tr(
                        "Drag a card onto a house to use its number; click another card to "
                        "use its effect (keys 1–3, arrows, Enter)."
                    ),
                    "track_estate",
                )
            return (
                self.tr(
                    "Drag a combination onto a house (or press 1–3, move with the arrows, "
                    "Enter to write)."
                ),
                "track_estate",
            )
        if needs == "house":
            number = c.view().combos[draft.combo].number + draft.shift
            return (
                arg(self.tr("Write the %1 on a highlighted house (drag, click or Enter)."), number),
                "house",
            )
        if needs == "effect":
            texts = {
                "fence": self.tr("Surveyor: click a fence slot to build a fence (or skip)."),
                "column": self.tr("Real estate agent: click a column to raise its value."),
                "bis": self.tr("Bis: click an empty house right beside a number to copy it."),
                "park": self.tr("Landscaper: build a park in this street?"),
                "pool": self.tr("Pool manufacturer: build the pool of this house?"),
                "temp": self.tr("Temp agency: hire a temp?"),
            }
            kind = draft.effect_kind
            return texts.get(kind, ""), EFFECT_PROMPTS_ICON.get(kind, "")
        if draft.refusal:
            return self.tr("Permit refused. Confirm the turn (Ctrl+Enter)."), "track_refusal"
        return (
            self.tr("Turn ready: confirm it (Ctrl+Enter), or undo to change it."),
            "tick",
        )

    # -- controller signals -------------------------------------------------------------------
    def _on_refused(self, text: str) -> None:
        self.last_refusal = text
        self.show_status(text)

    def _on_seat_changed(self, seat: int) -> None:
        setup = self.controller.setup
        if setup is None or len(setup.human_seats) < 2:
            return
        self.ui.hidden = True
        self.ui.cursor = None
        self.ui.view_seat = -1
        self.pass_page.set_player(seat_name(self.controller, seat))
        self.pages.setCurrentWidget(self.pass_page)
        self.pass_page.button.setFocus()
        self.score_dock.hide()
        self.refresh()

    def _on_round_resolved(self, number: int) -> None:
        self.ui.target_index = -1
        self.ui.view_seat = -1
        # A game watched without a human seat shows a computer player's sheet: replay its move
        # once the board shows the new round.
        QTimer.singleShot(0, lambda: self.replay_bot_move(shown_seat(self.controller, self.ui)))
        if self.controller.needs_table_round():
            QTimer.singleShot(0, self.enter_table_round)
        self.show_status(arg(self.tr("Round %1 is over."), number), 4000)

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
            self.ui.cursor = (move.street, move.house)
        self.show_status(status, 15000)
        self.refresh()

    def describe_move(self, move: Move) -> str:
        view = self.controller.view()
        if move.is_refusal:
            return self.tr("refuse the permit")
        combo = view.combos[move.combo]
        number, street, house = combo.number + move.shift, street_name(move.street), move.house + 1
        if move.fence is not None:
            fence_street, slot = move.fence
            return arg(
                self.tr(
                    "write %1 in %2, house %3, and draw a fence between houses %4 and %5 of %6"
                ),
                number,
                street,
                house,
                slot + 1,
                slot + 2,
                street_name(fence_street),
            )
        if move.effect:
            return arg(
                self.tr("write %1 in %2, house %3, and use the %4"),
                number,
                street,
                house,
                effect_name(combo.effect),
            )
        return arg(self.tr("write %1 in %2, house %3"), number, street, house)

    # -- turn actions -------------------------------------------------------------------------
    def undo(self) -> None:
        self.controller.undo()

    def redo(self) -> None:
        self.controller.redo()

    def suggest(self) -> None:
        if self.settings.show_hints:
            self.controller.request_suggestion()

    def confirm_turn(self) -> None:
        c = self.controller
        if c.active_seat < 0 or c.draft.needs != "confirm":
            c.confirm_turn()  # reports why through `refused`
            return
        for plan_index, options in c.claim_choices():
            estates = self.ask_claim(plan_index, options)
            if estates is not None:
                c.choose_claim(plan_index, estates)
        if c.reshuffle_question():
            answer = self.ask_yes_no(
                self.tr("First city plan achieved"),
                self.tr(
                    "You are among the first to achieve a city plan. Shuffle all the cards "
                    "into three new stacks?"
                ),
            )
            c.answer_reshuffle(answer)
        self.ui.target_index = -1
        c.confirm_turn()

    # -- games --------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self.ui = UiTurnState(highlight_legal=self.settings.highlight_legal_moves)
        self.controller.new_game(setup)
        self._after_start()

    def _after_start(self) -> None:
        state = self.controller.state
        if state is None:
            return
        if state.over:
            self.show_end()
        elif self.pages.currentWidget() is not self.pass_page:
            self.show_board()
        if self.controller.needs_table_round():
            QTimer.singleShot(0, self.enter_table_round)

    def quick_solo(self) -> None:
        names = self.settings.last_seat_names
        name = names[0] if names else self.tr("Player")
        self.start_game(solo_setup(name, self.default_seed))

    def new_game(self) -> None:
        setup = self.ask_new_game()
        if setup is not None:
            if self.persist_settings:
                self.settings = replace(
                    self.settings, last_seat_names=tuple(s.name for s in setup.seats)
                )
                save_settings(self.settings)
            self.start_game(setup)

    def _has_autosave(self) -> bool:
        try:
            return self.controller.has_autosave()
        except Exception:
            return False

    def offer_resume(self) -> None:
        """At start-up: offer to resume the game left unfinished."""
        if self._has_autosave() and self.ask_yes_no(
            self.tr("Resume"), self.tr("A game was left unfinished. Resume it?")
        ):
            self.resume_autosave()

    def resume_autosave(self) -> None:
        self.ui = UiTurnState(highlight_legal=self.settings.highlight_legal_moves)
        if self.controller.resume_autosave():
            self._after_start()
        else:
            self.report_error(self.tr("Resume"), self.last_refusal)

    def open_game(self) -> None:
        path = self.ask_open_path()
        if not path:
            return
        self.ui = UiTurnState(highlight_legal=self.settings.highlight_legal_moves)
        if self.controller.load(path):
            self._after_start()
            self.show_status(arg(self.tr("Opened: %1"), path))
        else:
            self.report_error(self.tr("Open"), self.last_refusal)

    def save_game(self) -> None:
        if self.controller.state is None:
            return
        path = self.ask_save_path()
        if path:
            self.controller.save(path)

    def enter_table_round(self) -> None:
        if not self.controller.needs_table_round():
            return
        result = self.ask_table_round()
        if result == TABLE_GAME_ENDED:
            self.end_table_game()
        elif result is not None:
            combos, approved = result
            self.controller.enter_table_round(combos, approved)

    def end_table_game(self) -> None:
        """Score pad: another player ended the game; this sheet is scored as it stands."""
        if not self.controller.can_end_at_table():
            return
        if self.ask_yes_no(
            self.tr("End of the game at the table"),
            self.tr(
                "Has another player ended the game (a third city plan, a third permit refusal "
                "or every house built) after the round you have just played? Your sheet is "
                "scored as it stands."
            ),
        ):
            self.controller.end_table_game()

    def enter_table_temps(self) -> None:
        """Score pad: ask the table's temp result (provisional during the game, final after)."""
        c = self.controller
        state = c.state
        if state is None or not state.config.table:
            return
        answer = self.ask_table_temps(c.preview_sheet().temps, state.over)
        if answer is None:
            return
        rank, others = answer
        entered = c.enter_table_temps(rank, others) is None
        if entered and state.over and self.pages.currentWidget() is self.end_screen:
            self.show_end()

    def report_error(self, title: str, text: str) -> None:
        """A non-blocking message box (the window keeps running)."""
        self.show_status(text)
        box = message_box(self, QMessageBox.Icon.Warning, title, text)  # quotes file names
        box.setObjectName("errorBox")
        box.open()
        self.message_box = box

    def edit_settings(self) -> None:
        new = self.ask_settings()
        if new is not None:
            self.apply_settings(new)

    def apply_settings(self, new: Settings) -> None:
        old = self.settings
        self.settings = new
        if self.persist_settings:
            save_settings(new)
        self.ui.highlight_legal = new.highlight_legal_moves
        self.scene.set_animation_speed(new.animation_speed)
        if new.language != old.language:
            from .launch import install_language

            install_language(new.language or None)
        self.refresh()

    def show_rules(self) -> None:
        openers.show_rules(self)

    def show_about(self) -> None:
        openers.show_about(self)

    # -- closing ------------------------------------------------------------------------------
    @guarded
    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        if self.persist_settings:
            geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
            self.settings = replace(self.settings, window_geometry=geometry)
            save_settings(self.settings)
        super().closeEvent(event)
