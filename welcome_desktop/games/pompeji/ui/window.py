"""Pompeji's front in the shell's one window (``welcome_desktop.shell.front.Front``): the board
page, pass-the-device, the end page, the start page's banner; a Game / Turn / View / Help menu
built on the shell's shared entries; saves, autosave and resume through the controller. Made
by the shell (``GameInfo.make_front``) the first time Pompeji is chosen on the start page, or a
Pompeji save or autosave is opened."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from welcome_desktop.app.save_errors import save_error_text
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP, arg
from welcome_desktop.persistence.safe_io import FileReadError, read_json_file
from welcome_desktop.persistence.settings import Settings, save_settings
from welcome_desktop.shell.registry import GameInfo, UnknownGameError, find_game
from welcome_desktop.shell.save_dispatch import MAX_SAVE_BYTES, save_game_id
from welcome_desktop.ui import common_dialogs as openers
from welcome_desktop.ui.front_base import FrontBase
from welcome_desktop.ui.menus import SHARED, ActionSpec, Menus, MenuTable
from welcome_desktop.ui.safe_text import message_box
from welcome_desktop.ui.shell_window import ShellWindow

from ..app import storage
from ..app.controller import PompejiController
from ..app.recorder import PompejiRecorder
from ..app.setup import PompejiSetup, Seat, SeatKind, make_setup
from ..app.view import TurnView
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


class PompejiSession:
    """New, open, save, resume; the ``ask_*`` attributes are the dialogs (tests replace them)."""

    def __init__(self, window: PompejiFront) -> None:
        self.window = window
        self.message_box: QMessageBox | None = None
        parent = window.shell  # the dialogs' parent
        self.ask_new_game: Callable[[], PompejiSetup | None] = lambda: ask_new_game(
            parent, window.settings.last_seat_names, window.default_seed
        )
        # (game code) -> the New Game page with that deal's code filled in
        self.ask_new_deal: Callable[[str], PompejiSetup | None] = lambda code: ask_new_game(
            parent, window.settings.last_seat_names, None, code
        )
        self.ask_open_path: Callable[[], str] = partial(openers.ask_open_path, parent)
        self.ask_save_path: Callable[[], str] = partial(openers.ask_save_path, parent)
        self.ask_yes_no: Callable[[str, str], bool] = partial(openers.ask_yes_no, parent)
        self.ask_settings: Callable[[], Settings | None] = lambda: openers.ask_settings(
            parent, window.settings
        )

    def new_game(self) -> None:
        self._start(self.ask_new_game())

    def play_deal(self, code: str) -> None:
        """A new game of a recorded deal (or a friend's, ``code`` ""): the New Game page with
        the code filled in and its field ready to type."""
        self._start(self.ask_new_deal(code))

    def _start(self, setup: PompejiSetup | None) -> None:
        if setup is None:
            return
        w = self.window
        if w.persist_settings:
            w.settings = replace(w.settings, last_seat_names=tuple(s.name for s in setup.seats))
            save_settings(w.settings)
        w.start_game(setup)

    def quick_game(self) -> None:
        """One human against two medium computer players."""
        names = self.window.settings.last_seat_names
        me = names[0] if names else Pompeji.tr("Player")
        seats = [Seat(me), Seat("Brutus", SeatKind.MEDIUM), Seat("Cornelia", SeatKind.MEDIUM)]
        seed = self.window.default_seed
        self.window.start_game(make_setup(seats, seed if seed is not None else _seed()))

    def open_game(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        w = self.window
        game_id = save_game_id(path)
        if game_id != w.game.id and _is_json_object(path):  # a save of another game
            try:
                find_game(game_id)
            except UnknownGameError:
                text = arg(
                    Pompeji.tr("%1 is a saved game of a kind this version does not know."), path
                )
                self.report_error(Pompeji.tr("Open"), text)
                return
            w.shell.open_path(path)  # the window switches to that game, which opens it
            return
        if w.controller.load(path):
            w.after_start()
            w.show_status(arg(Pompeji.tr("Opened: %1"), path))
        else:
            self._load_failed(path)

    def _load_failed(self, path: str) -> None:
        err = self.window.controller.last_error
        code = err.code if err is not None else "unreadable"
        self.report_error(Pompeji.tr("Open"), save_error_text(code, path))

    def resume_autosave(self) -> None:
        w = self.window
        path = storage.autosave_path()
        if w.controller.resume_autosave():
            w.after_start()
        else:
            self._load_failed(str(path))

    def offer_resume(self) -> None:
        if storage.autosave_path().is_file() and self.ask_yes_no(
            Pompeji.tr("Resume"), Pompeji.tr("A game of Pompeji was left unfinished. Resume it?")
        ):
            self.resume_autosave()

    def edit_settings(self) -> None:
        new = self.ask_settings()
        if new is not None:
            self.apply_settings(new)

    def apply_settings(self, new: Settings) -> None:
        """The settings are the app's: the shell keeps, saves and applies them to every game."""
        self.window.shell.apply_settings(new)

    def copy_code(self) -> None:
        code = self.window.current_code()
        if not code:
            return
        QGuiApplication.clipboard().setText(code)
        text = Pompeji.tr(
            "Game code %1 copied: whoever types it on Pompeji's New Game page plays the same deal."
        )
        self.window.show_status(arg(text, code))

    def same_deal(self) -> None:
        """The game just played once more: the same table, the same cards and volcanoes."""
        setup = self.window.controller.setup
        if setup is not None:
            self.window.start_game(setup)

    def save_game(self) -> None:
        if self.window.controller.state is None:
            return
        path = self.ask_save_path()
        if path:
            self.window.controller.save(path)

    def report_error(self, title: str, text: str) -> None:
        self.window.show_status(text)
        box = message_box(self.window.shell, QMessageBox.Icon.Warning, title, text)
        box.setObjectName("errorBox")
        box.open()
        self.message_box = box


def _is_json_object(path: str) -> bool:
    """Whether the file is a JSON object (a save of some game), read safely (safe_io: a
    regular file within the size cap, strict JSON; a pipe is refused, never waited on)."""
    try:
        return isinstance(read_json_file(path, limit=MAX_SAVE_BYTES), dict)
    except FileReadError:
        return False


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


class PompejiFront(FrontBase):
    """Pages: board, pass the device, end, for Pompeji games, in the shell's window."""

    session: PompejiSession

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
        self._return_to: QWidget | None = None
        self._replay_back: QWidget = self.history_page  # where the replay's Back returns
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
        self._guide_wanted = False  # Help ▸ First-game guide: start it on the next turn
        shell.pages.currentChanged.connect(lambda _index: self.feel.flush())
        self.start_banner = PompejiBanner()  # on the start page while Pompeji is chosen
        self.chart_dialog: ScoreChartDialog | None = None
        for page in self._pages():
            shell.pages.addWidget(page)
        self.menus = Menus(shell, self._slots(), MENUS, "Pompeji")
        self.menus["full_screen"].setCheckable(True)
        self.actions_by_name = self.menus.actions
        self._connect()
        self.retranslate()

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        c, s = self.controller, self.session
        return {
            **self.shell.shared_slots(),
            "new": s.new_game,
            "open": s.open_game,
            "save": s.save_game,
            "copy_code": s.copy_code,
            "join": lambda: s.play_deal(""),
            "chart": self.show_score_chart,
            "history": lambda: self.show_history(),
            "settings": s.edit_settings,
            "undo": c.undo,
            "confirm": c.confirm,
            "suggest": lambda: self.board_page.suggest(),
            "rules": self.show_rules,
            "guide": self.start_guide,
            "about": self.show_about,
        }

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self._draw_menus)
        c.state_changed.connect(self._draw_chart)
        c.state_changed.connect(self._follow_guide)
        self.guide.accepted.connect(self._guide_accepted)
        self.guide.finished.connect(self._guide_finished)
        c.seat_changed.connect(self._on_seat_changed)
        c.game_over.connect(self.show_end)
        c.saved.connect(lambda path: self.show_status(arg(Pompeji.tr("Saved: %1"), path)))
        self.pass_page.ready.connect(self.reveal_board)
        self.pass_page.permit.connect(self._pass_permit)
        self.end_page.new_game.connect(self.session.new_game)
        self.end_page.show_city.connect(self.show_board)
        self.end_page.replay.connect(self.replay_finished)
        self.end_page.again.connect(self.session.same_deal)
        self.board_page.side.chart_button.clicked.connect(self.show_score_chart)
        self.recorder.notice.connect(self.show_status)
        self.history_page.notice.connect(self.show_status)
        self.history_page.back.connect(self.leave_history)
        self.history_page.replay.connect(self.show_replay)
        self.history_page.play_deal.connect(self.session.play_deal)
        self.replay_page.back.connect(self.leave_replay)
        self.replay_page.notice.connect(self.show_status)

    # -- the shell's questions (shell.front.Front) ---------------------------------------------
    def banner(self) -> QWidget | None:
        return self.start_banner

    def solo_text(self) -> str | None:
        return Pompeji.tr("Play against the computer")

    def title(self) -> str:
        return arg(Pompeji.tr("%1 — Welcome Desktop"), self.game.display_name())

    def _pages(self) -> tuple[QWidget, ...]:
        return (
            self.board_page,
            self.pass_page,
            self.end_page,
            self.history_page,
            self.replay_page,
        )

    def owns(self, page: QWidget) -> bool:
        return page in self._pages()

    def has_game(self) -> bool:
        return self.controller.state is not None

    def activate(self) -> None:
        """Shown again: the game where it was left (the pass page stays up for hidden hands)."""
        state = self.controller.state
        if state is None:
            return
        if state.over:
            self.show_end()
        elif self.controller.hidden and self.pass_page.name:
            self._show_page(self.pass_page)
        else:
            self.show_board()

    def deactivate(self) -> None:
        if self.chart_dialog is not None:
            self.chart_dialog.hide()

    def turn_in_progress(self) -> bool:
        """A card is on the city but the turn is not ended: leaving would take it back."""
        state = self.controller.state
        return state is not None and not state.over and self.controller.draft is not None

    def quick_game(self) -> None:
        self.session.quick_game()

    def join_code(self, code: str) -> None:
        """A Pompeji code typed in another game's field: the New Game page, filled in."""
        self.session.play_deal(code)

    def use_settings(self, new: Settings) -> None:
        """Sounds and animations follow at once; the board is drawn again for the others (the
        Suggest button, the highlighted cells); seat names and the language are read when used."""
        self.feel.use_settings(new)
        if self.controller.state is not None:
            self.controller.publish()

    def key_pressed(self, event: QKeyEvent) -> bool:
        return False

    def window_resized(self, size: QSize) -> None:
        """The board page fits itself to its size."""

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

    def current_code(self) -> str:
        """The game code of the game in play ("" if none is, or its deal has no code)."""
        setup = self.controller.setup
        return (code_for(setup.config) or "") if setup is not None else ""

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
            self.shell.apply_settings(
                replace(self.settings, guides_offered=(*self.offered(), self.game.id))
            )
            self.guide.offer()

    def offered(self) -> tuple[str, ...]:
        return self.settings.guides_offered

    def _guide_finished(self) -> None:
        self._guide_wanted = False

    def _guide_accepted(self) -> None:
        view = self.controller.turn_view
        self.guide.start(view, self._own_turns(view) if view is not None else 0)

    def start_guide(self) -> None:
        """Help ▸ First-game guide: a new game against the computer, explained step by step."""
        self.guide.stop()
        self._guide_wanted = True
        self.session.quick_game()

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

    # -- the history of finished games --------------------------------------------------------
    def show_history(self, player: str = "") -> None:
        """The games played, with ``player`` chosen (by default the first player of the last
        game set up); Back returns to the page it was opened from."""
        current = self.pages.currentWidget()
        if current is not self.history_page:
            self._return_to = current
        self.shell.make_active(self)
        names = self.settings.last_seat_names
        self.history_page.refresh(player or (names[0] if names else ""))
        self._show_page(self.history_page)
        self.history_page.games.setFocus()

    def show_replay(self, game_id: int) -> bool:
        """Replay a game of the history (a stored game that does not replay is reported on
        the status bar and the history page stays)."""
        if not self.replay_page.open_recorded(game_id):
            return False
        return self._enter_replay(self.history_page)

    def replay_finished(self) -> bool:
        """The end page's Replay the game: the game just played, turn by turn (Back returns
        to the end page); recorded or not, it is replayed from the game itself."""
        state, setup = self.controller.state, self.controller.setup
        if state is None or setup is None or not state.over:
            return False
        if not self.replay_page.open([s.name for s in setup.seats], state):
            return False
        return self._enter_replay(self.end_page)

    def _enter_replay(self, back: QWidget) -> bool:
        """Show the replay page just opened; its Back returns to ``back``."""
        self._replay_back = back
        self._show_page(self.replay_page)
        self.replay_page.controls.slider.setFocus()
        return True

    def leave_replay(self) -> None:
        back = self._replay_back
        self._show_page(back)
        if back is self.history_page:
            self.history_page.games.setFocus()

    def leave_history(self) -> None:
        back = self._return_to
        self._return_to = None
        if back is not None and self.owns(back) and self.has_game():
            self._show_page(back)
        else:
            self.shell.show_start()

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.shell.show_start()

    def show_board(self) -> None:
        if self._show_page(self.board_page):
            self.controller.publish()

    def reveal_board(self) -> None:
        self.controller.reveal()
        self.show_board()

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
    def start_game(self, setup: PompejiSetup) -> None:
        self.controller.new_game(setup)
        self.after_start()

    def after_start(self) -> None:
        state = self.controller.state
        if state is None:
            return
        self.shell.make_active(self)  # a game begun or opened is the one the window shows
        if state.over:
            self.show_end()
        elif not self.controller.hidden:
            self.show_board()
        elif self.pass_page.name:
            self._show_page(self.pass_page)

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
