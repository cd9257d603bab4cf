"""A table you can follow: the round log and the sheet overview (docks), the notices on the
board, the deal animation and sounds, the way back to the results and the first-game guide,
wired to one window and its controller. ``install(window)`` makes them (window.table).

Everything here is driven by the controller's published TurnView and its state: the log shows
resolved rounds only (a hot-seat player never sees another seat's move of the round early).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtWidgets import QDockWidget, QPushButton, QTabWidget

from welcome_desktop.games.welcome.app.round_log import (
    Announcement,
    Event,
    RoundEntry,
    RoundLog,
    last_round_ahead,
)
from welcome_desktop.games.welcome.app.turn_view import TurnView
from welcome_desktop.games.welcome.engine import GameState, Mode, Sheet, score_all
from welcome_desktop.i18n import TrContext
from welcome_desktop.persistence.settings import AnimationSpeed, Settings, save_settings
from welcome_desktop.ui.animations import Dealer
from welcome_desktop.ui.announcements import Announcer
from welcome_desktop.ui.guard import guarded
from welcome_desktop.ui.sounds import SoundPlayer

from .cards import ANIMATION_MS
from .round_log import RoundLogPanel, event_text
from .scene import BoardScene
from .sheet_overview import SheetOverview
from .tutorial import TutorialGuide

if TYPE_CHECKING:
    from .front import WelcomeFront as MainWindow

Table = TrContext("Table")
DEAL_FACTOR = 1.5  # a card's deal lasts this many card-slide durations


def deal_ms(speed: str) -> int:
    return int(ANIMATION_MS.get(speed, ANIMATION_MS[AnimationSpeed.NORMAL]) * DEAL_FACTOR)


class TableFeatures(QObject):
    """The round log, overview, notices, deal, sounds, results button and guide of a window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = c = window.controller
        self.log = RoundLog()
        self.log_panel = RoundLogPanel()
        self.overview = SheetOverview()
        # One dock under the score for both, as tabs: neither is squeezed, and nothing in it
        # takes the keyboard focus (Tab and the arrows stay the board's).
        self.tabs = QTabWidget()
        self.tabs.setObjectName("TableTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.log_panel, "")
        self.tabs.addTab(self.overview, "")
        for widget in (self.tabs, self.tabs.tabBar(), self.log_panel, self.overview):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.dock = self._dock("TableDock", self.tabs)
        view = window.board_view
        self.announcer = Announcer(view)
        self.guide = TutorialGuide(view, window.scene, window.turn_bar)
        self.results_button = QPushButton(view)
        self.results_button.setObjectName("BackToResults")
        self.results_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.results_button.hide()
        self.dealer = Dealer()
        self.sounds = SoundPlayer()
        self.last_view: TurnView | None = None
        self._dealt: tuple[int, int] | None = None  # (round, seat) last dealt
        self._played: tuple[int, int] = (0, 0)  # (rounds logged, seats played) for sounds
        self._guide_wanted = False
        self._overview_key: tuple[Sheet, ...] = ()
        self._last_round_told: tuple[int, int] | None = None
        self._pending_notices: list[str] = []
        self._overview_totals: list[int] = []
        view.installEventFilter(self)
        c.state_changed.connect(self.on_view)
        c.game_over.connect(self._on_game_over)
        window.pages.currentChanged.connect(lambda _index: self._place_docks())
        self.overview.seat_picked.connect(self.show_seat)
        self.results_button.clicked.connect(window.show_end)
        self.guide.finished.connect(self._guide_closed)
        self.guide.accepted.connect(self._follow_guide)
        self.settings_applied(window.settings)
        self.retranslate()

    def _dock(self, name: str, widget: QObject) -> QDockWidget:
        dock = QDockWidget(self.window.main_window)
        dock.setObjectName(name)
        dock.setWidget(widget)  # type: ignore[arg-type]
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        return dock

    # -- text ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.dock.setWindowTitle(Table.tr("At the table"))
        self.tabs.setTabText(0, Table.tr("Round log"))
        self.tabs.setTabText(1, Table.tr("All sheets"))
        self.results_button.setText(Table.tr("Back to the results"))
        self.results_button.adjustSize()
        self._place_overlays()
        self.guide.retranslate()
        if self.log.entries:
            self.log_panel.set_entries(self.log.entries, self._names())

    # -- settings and menus -------------------------------------------------------------------
    def settings_applied(self, new: Settings) -> None:
        self.sounds.enabled = new.sounds
        animated = new.animation_speed != AnimationSpeed.OFF
        self.dealer.duration_ms = deal_ms(new.animation_speed) if animated else 0
        if not animated:
            self.dealer.stop()
        self.announcer.animated = animated
        self.guide.set_animated(animated)
        menus = self.window.menus
        for name, shown in (
            ("round_log", new.show_round_log),
            ("sheet_overview", new.show_sheet_overview),
        ):
            action = menus[name]
            action.setCheckable(True)
            action.setChecked(shown)
        self._place_docks()

    def _set(self, **changes: object) -> None:
        window = self.window
        window.settings = replace(window.settings, **changes)  # type: ignore[arg-type]
        if window.persist_settings:
            save_settings(window.settings)

    def log_shown(self) -> bool:
        return self.dock.isVisible() and self.tabs.isTabVisible(0)

    def overview_shown(self) -> bool:
        return self.dock.isVisible() and self.tabs.isTabVisible(1)

    def toggle_log(self) -> None:
        self._set(show_round_log=not self.window.settings.show_round_log)
        self.settings_applied(self.window.settings)

    def toggle_overview(self) -> None:
        self._set(show_sheet_overview=not self.window.settings.show_sheet_overview)
        self.settings_applied(self.window.settings)

    def _place_docks(self) -> None:
        window = self.window
        on_board = window.pages.currentWidget() is window.board_page and window.controller.state
        settings = window.settings
        log, overview = settings.show_round_log, settings.show_sheet_overview
        tabs = self.tabs
        if log and not overview:
            tabs.setCurrentIndex(0)
        elif overview and not log:
            tabs.setCurrentIndex(1)
        tabs.setTabVisible(0, log)
        tabs.setTabVisible(1, overview)
        tabs.tabBar().setVisible(log and overview)
        self.dock.setVisible(bool(on_board and (log or overview)))
        self._flush_notices()
        if self.overview_shown() and self.last_view is not None:
            self._draw_overview(self.last_view)
        self._draw_results_button()

    # -- games --------------------------------------------------------------------------------
    def game_started(self) -> None:
        """A game was begun or opened in the window: fresh log; offer the guide once."""
        self.log.clear()
        self.announcer.clear()
        self._pending_notices = []
        self._dealt = None
        self.on_view(self.controller.turn_view)
        state, setup = self.controller.state, self.controller.setup
        solo = state is not None and state.config.mode is Mode.SOLO and not state.over
        if self._guide_wanted and solo:
            self._guide_wanted = False
            self.guide.start()
            self._follow_guide()
        elif self.guide.active and not solo:
            self.guide.stop()
        elif (
            solo
            and setup is not None
            and not setup.score_pad
            and state is not None
            and state.round == 1
            and not self.window.settings.tutorial_offered
        ):
            self._set(tutorial_offered=True)
            self.guide.offer()

    def start_tutorial(self) -> None:
        """Help ▸ First-game tutorial: a new solo game with the guide."""
        self._guide_wanted = True
        self.window.session.quick_solo()

    def _guide_closed(self) -> None:
        self._guide_wanted = False

    def close(self) -> None:
        """The window closes: no deal left running (a sound still playing ends by itself)."""
        self.dealer.stop()
        self.announcer.clear()

    def _on_game_over(self) -> None:
        self.sounds.play("game_over")

    # -- each published view ------------------------------------------------------------------
    def _names(self) -> tuple[str, ...]:
        view = self.last_view
        return view.names if view is not None else ()

    def on_view(self, view: TurnView | None) -> None:
        self.last_view = view
        c = self.controller
        state = c.state
        # Welcome's game only (another game's window keeps its own board and state types).
        if view is None or not isinstance(state, GameState):
            return
        new = self.log.follow(state)
        if self.log.rebuilt:
            self.log_panel.set_entries(self.log.entries, view.names)
        elif new:
            self.log_panel.add_entries(new, view.names)
            self._announce(new, view.names)
        self._announce_last_round(state, view.names)
        self._flush_notices()
        self._sound(state.round, len(state.log), sum(p is not None for p in state.pending))
        if self.overview_shown():
            self._draw_overview(view)
        self._deal(view, state.round)
        self._draw_results_button()
        self._follow_guide()

    def _announce(self, entries: list[RoundEntry], names: tuple[str, ...]) -> None:
        events = [e for entry in entries for e in entry.events if e.event is not Event.RESHUFFLE]
        self.notify([event_text(e, names) for e in events])

    def _announce_last_round(self, state: GameState, names: tuple[str, ...]) -> None:
        """Once per game, when the round starting is known to be the last."""
        key = (id(state.config), state.round)
        if self._last_round_told == key or not last_round_ahead(state):
            return
        self._last_round_told = key
        self.notify([event_text(Announcement(Event.LAST_ROUND_AHEAD), names)])

    def notify(self, texts: list[str]) -> None:
        """Show notices on the board, or keep them until the board shows (a hot-seat round
        that ends behind the pass-the-device screen is told to the next player)."""
        self._pending_notices += [t for t in texts if t]
        self._flush_notices()

    def _flush_notices(self) -> None:
        window, view = self.window, self.last_view
        if not self._pending_notices:
            return
        if view is not None and view.over:
            self._pending_notices = []  # the end screen says it; the log keeps it
            return
        if window.pages.currentWidget() is not window.board_page or (view and view.board.hidden):
            return
        texts, self._pending_notices = self._pending_notices, []
        self.announcer.announce(texts)
        self.sounds.play("notice")

    def _sound(self, round_number: int, logged: int, played: int) -> None:
        before = self._played
        self._played = (logged, played)
        if logged == before[0] + 1:
            self.sounds.play("deal")
        elif logged == before[0] and played > before[1]:
            self.sounds.play("write")

    def _draw_overview(self, view: TurnView) -> None:
        """The miniatures show what is written for good (a turn's draft only on the board), so
        a step of the turn repaints nothing here; totals are scored once per change of sheets."""
        c = self.controller
        state = c.state
        if state is None:
            return
        seat_view = c.view()
        sheets = list(seat_view.sheets)
        sheets[seat_view.seat] = seat_view.current
        key = tuple(sheets)
        if key != self._overview_key:
            self._overview_key = key
            config = state.config
            scores = score_all(sheets, solo=config.mode is Mode.SOLO, theme=config.theme)
            self._overview_totals = [score.total for score in scores]
        marks = [
            (line.street, line.house) if not line.refusal else None
            for line in self.log.last_moves()
        ]
        self.overview.set_sheets(sheets, view.names, self._overview_totals, marks, view.seat)

    def show_seat(self, seat: int) -> None:
        """A miniature was clicked: that sheet, large, on the board."""
        window = self.window
        if window.pages.currentWidget() is not window.board_page:
            return
        window.board_page.show_seat(seat)

    def _deal(self, view: TurnView, round_number: int) -> None:
        key = (round_number, view.own_seat)
        if view.board.hidden or view.over or not view.board.cards or key == self._dealt:
            return
        if self.window.pages.currentWidget() is not self.window.board_page:
            return
        if not isinstance(self.window.scene, BoardScene):
            return
        self._dealt = key
        stack = self.window.scene.stack
        deck = stack.mapToScene(stack.boundingRect().topLeft()) + QPointF(4, 4)
        self.dealer.deal(self.window.scene.active_cards(), deck)

    def _follow_guide(self) -> None:
        view, state = self.last_view, self.controller.state
        if self.guide.active and view is not None and state is not None:
            self.guide.follow(view, state.round)

    def _draw_results_button(self) -> None:
        window = self.window
        view = self.last_view
        over = view is not None and view.over
        self.results_button.setVisible(
            bool(over and window.pages.currentWidget() is window.board_page)
        )
        if self.results_button.isVisible():
            self.results_button.raise_()

    # -- overlays follow the board view's size ------------------------------------------------
    @guarded
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window.board_view and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        return False

    def _place_overlays(self) -> None:
        view = self.window.board_view
        button = self.results_button
        button.adjustSize()
        button.move(view.width() - button.width() - 12, 12)
        if self.guide.isVisible():
            self.guide.place()
        if self.announcer.isVisible():
            self.announcer.place()


def install(window: MainWindow) -> TableFeatures:
    """Wire the table features into ``window``; returns them (window.table)."""
    return TableFeatures(window)
