"""Pompeji's front in the shell's one window (``welcome_desktop.shell.front.Front``): the board
page, pass-the-device, the end page, the start page's banner; a Game / Turn / View / Help menu
built on the shell's shared entries; saves, autosave and resume through the controller. Made
by the shell (``GameInfo.make_front``) the first time Pompeji is chosen on the start page, or a
Pompeji save or autosave is opened."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import GameInfo, find_game
from welcome_desktop.ui.menus import SHARED, ActionSpec, MenuTable
from welcome_desktop.ui.shell_window import ShellWindow
from welcome_desktop.ui.table_front import TableFront
from welcome_desktop.ui.table_session import SessionTexts, TableSession

from ..app.controller import PompejiController
from ..app.recorder import PompejiRecorder
from ..app.setup import PompejiSetup, Seat, SeatKind, make_setup
from ..app.view import TurnView
from ..engine import GameConfig
from ..engine.game_code import SEED_LIMIT, code_for
from .banner import PompejiBanner
from .board_page import PompejiBoard
from .guide import PompejiGuide
from .history_page import PompejiHistoryPage
from .new_game import ask_new_game
from .pages import EndPage, PassPage
from .replay_page import PompejiReplayPage
from .score_chart import ScoreChartDialog
from .table_feel import PompejiFeel
from .texts import Pompeji

# The words of Pompeji's session and front (context "Pompeji").
TEXTS = SessionTexts(
    "Pompeji",
    unknown_save=QT_TRANSLATE_NOOP(
        "Pompeji", "%1 is a saved game of a kind this version does not know."
    ),
    open=QT_TRANSLATE_NOOP("Pompeji", "Open"),
    opened=QT_TRANSLATE_NOOP("Pompeji", "Opened: %1"),
    saved=QT_TRANSLATE_NOOP("Pompeji", "Saved: %1"),
    resume=QT_TRANSLATE_NOOP("Pompeji", "Resume"),
    resume_question=QT_TRANSLATE_NOOP(
        "Pompeji", "A game of Pompeji was left unfinished. Resume it?"
    ),
    solo=QT_TRANSLATE_NOOP("Pompeji", "Play against the computer"),
    title=QT_TRANSLATE_NOOP("Pompeji", "%1 — Welcome Desktop"),
    code_copied=QT_TRANSLATE_NOOP(
        "Pompeji",
        "Game code %1 copied: whoever types it on Pompeji's New Game page plays the same deal.",
    ),
)


class PompejiSession(TableSession):
    """New, open, save, resume; the ``ask_*`` attributes are the dialogs (tests replace them).
    Save always asks where (Pompeji has no Save as)."""

    window: PompejiFront

    def __init__(self, window: PompejiFront) -> None:
        super().__init__(window, TEXTS)
        parent = window.shell  # the dialogs' parent
        self.ask_new_game: Callable[[], PompejiSetup | None] = lambda: ask_new_game(
            parent, window.settings.last_seat_names, window.default_seed
        )
        # (game code) -> the New Game page with that deal's code filled in
        self.ask_new_deal: Callable[[str], PompejiSetup | None] = lambda code: ask_new_game(
            parent, window.settings.last_seat_names, None, code
        )

    def play_deal(self, code: str) -> None:
        """A new game of a recorded deal (or a friend's, ``code`` ""): the New Game page with
        the code filled in and its field ready to type."""
        self._start(self.ask_new_deal(code))

    def quick_game(self) -> None:
        """One human against two medium computer players."""
        names = self.window.settings.last_seat_names
        me = names[0] if names else Pompeji.tr("Player")
        seats = [Seat(me), Seat("Brutus", SeatKind.MEDIUM), Seat("Cornelia", SeatKind.MEDIUM)]
        seed = self.window.default_seed
        self.window.start_game(make_setup(seats, seed if seed is not None else _seed()))

    def same_deal(self) -> None:
        """The game just played once more: the same table, the same cards and volcanoes."""
        setup = self.window.controller.setup
        if setup is not None:
            self.window.start_game(setup)

    def save_game(self) -> None:
        self.save_game_as()


def _seed() -> int:
    import secrets

    return secrets.randbelow(SEED_LIMIT)


_K = QKeySequence.StandardKey


def _own(name: str, text: str, *keys: QKeySequence.StandardKey | str) -> ActionSpec:
    return ActionSpec(name, text, keys, "Pompeji")


# Pompeji's menus: its own entries (context "Pompeji") in the frame every game shares.
MENUS: MenuTable = (
    (
        "game",
        QT_TRANSLATE_NOOP("Pompeji", "&Game"),
        (
            _own("new", QT_TRANSLATE_NOOP("Pompeji", "&New game…"), _K.New),
            _own("open", QT_TRANSLATE_NOOP("Pompeji", "&Open…"), _K.Open),
            _own("save", QT_TRANSLATE_NOOP("Pompeji", "&Save…"), _K.Save),
            _own("copy_code", QT_TRANSLATE_NOOP("Pompeji", "Cop&y game code")),
            _own("join", QT_TRANSLATE_NOOP("Pompeji", "&Join with a code…")),
            _own("chart", QT_TRANSLATE_NOOP("Pompeji", "Score &chart…"), "Ctrl+G"),
            _own("history", QT_TRANSLATE_NOOP("Pompeji", "Games &played…"), "Ctrl+H"),
            "-",
            SHARED["start"],
            SHARED["settings"],
            "-",
            SHARED["quit"],
        ),
    ),
    (
        "turn",
        QT_TRANSLATE_NOOP("Pompeji", "&Turn"),
        (
            _own("undo", QT_TRANSLATE_NOOP("Pompeji", "Take &back the card"), _K.Undo),
            _own("confirm", QT_TRANSLATE_NOOP("Pompeji", "&End turn"), "Ctrl+Return"),
            _own("suggest", QT_TRANSLATE_NOOP("Pompeji", "&Suggest a move")),
        ),
    ),
    ("view", QT_TRANSLATE_NOOP("Pompeji", "&View"), (SHARED["full_screen"],)),
    (
        "help",
        QT_TRANSLATE_NOOP("Pompeji", "&Help"),
        (
            _own("rules", QT_TRANSLATE_NOOP("Pompeji", "&How to play Pompeji"), _K.HelpContents),
            _own("guide", QT_TRANSLATE_NOOP("Pompeji", "&First-game guide")),
            SHARED["about"],
        ),
    ),
)


class PompejiFront(TableFront):
    """Pages: board, pass the device, end, for Pompeji games, in the shell's window."""

    session: PompejiSession
    texts = TEXTS
    controller: PompejiController
    board_page: PompejiBoard
    pass_page: PassPage
    end_page: EndPage
    history_page: PompejiHistoryPage
    guide: PompejiGuide
    replay_page: PompejiReplayPage
    recorder: PompejiRecorder
    start_banner: PompejiBanner

    def __init__(self, shell: ShellWindow, game: GameInfo) -> None:
        super().__init__(shell, game)
        self.controller: PompejiController = game.make_controller(self)
        self.session = PompejiSession(self)
        self.board_page = PompejiBoard(
            self.controller, shell.show_status, settings=lambda: self.settings
        )
        self.pass_page = PassPage()
        self.end_page = EndPage()
        self.history_page = PompejiHistoryPage()
        self.replay_page = PompejiReplayPage()
        self.recorder = PompejiRecorder(self.controller, self)
        board = self.board_page
        self.feel = PompejiFeel(
            self.controller,
            board.scene,
            board.board_view,
            lambda: self.is_active() and self.pages.currentWidget() is board,
            self,
        )
        self.feel.use_settings(self.settings)
        self.guide = PompejiGuide(board.board_view, board.scene)
        shell.pages.currentChanged.connect(lambda _index: self.feel.flush())
        self.start_banner = PompejiBanner()  # on the start page while Pompeji is chosen
        self.chart_dialog: ScoreChartDialog | None = None
        self._install(MENUS, "Pompeji")
        self._connect()
        self.retranslate()

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        s = self.session
        return {
            **self._table_slots(),
            "copy_code": s.copy_code,
            "join": lambda: s.play_deal(""),
            "chart": self.show_score_chart,
            "suggest": lambda: self.board_page.suggest(),
            "guide": self.start_guide,
        }

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self._draw_menus)
        c.state_changed.connect(self._draw_chart)
        c.state_changed.connect(self._follow_guide)
        self.guide.accepted.connect(self._guide_accepted)
        self.guide.finished.connect(self._guide_finished)
        c.seat_changed.connect(self._on_seat_changed)
        self.pass_page.permit.connect(self._pass_permit)
        self.end_page.show_city.connect(self.show_board)
        self.end_page.replay.connect(self.replay_finished)
        self.end_page.again.connect(self.session.same_deal)
        self.board_page.side.chart_button.clicked.connect(self.show_score_chart)
        self.history_page.replay.connect(self.show_replay)
        self.history_page.play_deal.connect(self.session.play_deal)
        self.replay_page.back.connect(self.leave_replay)
        self.replay_page.notice.connect(self.show_status)

    # -- the shell's questions (shell.front.Front) ---------------------------------------------
    def _pages(self) -> tuple[QWidget, ...]:
        return (
            self.board_page,
            self.pass_page,
            self.end_page,
            self.history_page,
            self.replay_page,
        )

    def deactivate(self) -> None:
        if self.chart_dialog is not None:
            self.chart_dialog.hide()

    def join_code(self, code: str) -> None:
        """A Pompeji code typed in another game's field: the New Game page, filled in."""
        self.session.play_deal(code)

    def use_settings(self, new: Settings) -> None:
        """Sounds and animations follow at once; the board is drawn again for the others (the
        Suggest button, the highlighted cells); seat names and the language are read when used."""
        self.feel.use_settings(new)
        if self.controller.state is not None:
            self.controller.publish()

    def shutdown(self) -> None:
        self.controller.shutdown()
        self.feel.finish()
        self.feel.announcer.clear()
        if self.chart_dialog is not None:
            self.chart_dialog.close()

    def retranslate(self) -> None:
        self.menus.retranslate()
        self.guide.retranslateUi()
        if self.is_active():
            self.shell.setWindowTitle(self.title())

    def _draw_menus(self, view: object) -> None:
        assert isinstance(view, TurnView)
        self.actions_by_name["undo"].setEnabled(view.can_undo)
        self.actions_by_name["confirm"].setEnabled(view.can_confirm)
        self.actions_by_name["suggest"].setEnabled(self.board_page.can_suggest(view))
        self.actions_by_name["save"].setEnabled(self.controller.state is not None)
        self.actions_by_name["chart"].setEnabled(self.controller.state is not None)
        self.actions_by_name["copy_code"].setEnabled(bool(self.current_code()))

    def code_of(self, config: GameConfig) -> str | None:
        return code_for(config)

    # -- the first-game guide -----------------------------------------------------------------
    def _own_turns(self, view: TurnView) -> int:
        state = self.controller.state
        return 0 if state is None else sum(1 for t in state.turns if t.seat == view.seat)

    def _follow_guide(self, view: object) -> None:
        """Offer the guide once, at the player's first turn of a game; then follow the game."""
        if not isinstance(view, TurnView):
            return
        if self._guide_wanted and view.my_turn:
            self._guide_wanted = False
            self.guide.start(view, self._own_turns(view))
        elif self.guide.active:
            self.guide.follow(view, self._own_turns(view))
        elif (
            view.my_turn
            and self.game.id not in self.offered()
            and self._own_turns(view) == 0  # a game begun, not one resumed half-way
        ):
            self.offer_guide()

    def _guide_accepted(self) -> None:
        view = self.controller.turn_view
        self.guide.start(view, self._own_turns(view) if view is not None else 0)

    # -- the score chart during the game ------------------------------------------------------
    def show_score_chart(self) -> ScoreChartDialog | None:
        """Open (or raise) the chart of the running totals so far; it follows the game."""
        if self.controller.state is None:
            return None
        if self.chart_dialog is None:
            self.chart_dialog = ScoreChartDialog(self.shell)
        self._fill_chart(self.chart_dialog)
        self.chart_dialog.show()
        self.chart_dialog.raise_()
        return self.chart_dialog

    def _draw_chart(self, _view: object) -> None:
        dialog = self.chart_dialog
        if dialog is not None and dialog.isVisible():
            self._fill_chart(dialog)

    def _fill_chart(self, dialog: ScoreChartDialog) -> None:
        setup = self.controller.setup
        if setup is not None:
            dialog.draw([s.name for s in setup.seats], self.controller.history())

    # -- pages --------------------------------------------------------------------------------
    def _on_seat_changed(self, seat: int) -> None:
        c = self.controller
        setup, view = c.setup, c.turn_view
        if setup is None or view is None:
            return
        permits = {s: setup.seats[s].name for s in view.permit_humans}
        self.pass_page.set_player(setup.seats[seat].name, permits)
        if self._show_page(self.pass_page):
            self.pass_page.button.setFocus()

    def _pass_permit(self, seat: int) -> None:
        self.controller.declare_permit(seat)

    def show_end(self) -> None:
        c = self.controller
        state, setup = c.state, c.setup
        if state is None or setup is None:
            return
        names = [s.name for s in setup.seats]
        penalties = [state.hand_penalty(s) for s in range(state.seats)]
        self.end_page.show_result(
            names, state.final_scores(), penalties, state.ranks(), c.history(), self.current_code()
        )
        self._show_page(self.end_page)

    # -- games --------------------------------------------------------------------------------
    def prepare_demo(self, screen: str, seed: int, rounds: int = 0, variant: str = "") -> None:
        """A demo position for screenshots (``--game pompeji --screen ...``); Pompeji's demo
        games are set positions (``rounds`` is not used) and it has no variant to show."""
        from .demo import prepare

        if variant:
            raise ValueError(f"Pompeji has no variant {variant!r} to show")
        prepare(self, screen, seed)

    def smoke_round(self, seed: int) -> list[str]:
        """``--smoke-test``: play one round of a demo game and draw its score chart."""
        from .demo import smoke_round

        return smoke_round(self, seed)

    def settle(self) -> None:
        """A still picture: the cards fading in shown whole, no notice over the city (hand
        cards slide home at once offscreen)."""
        self.feel.finish()
        self.feel.announcer.clear()


def pompeji_window(
    settings: Settings | None = None, *, persist_settings: bool = True
) -> ShellWindow:
    """The shell's window opened on Pompeji (screenshots and tests); its ``front`` is Pompeji's."""
    return ShellWindow(settings, persist_settings=persist_settings, game=find_game("pompeji"))
