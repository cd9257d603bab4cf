"""Balconia's front in the shell's one window (``welcome_desktop.shell.front.Front``): the board
page, pass-the-device between two humans, the end page, the start page's banner; a Game / Turn /
View / Help menu built on the shell's shared entries; saves, autosave and resume through the
controller. Made by the shell (``GameInfo.make_front``) the first time Balconia is chosen on the
start page, or a Balconia save or autosave is opened."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP
from welcome_desktop.persistence.settings import Settings
from welcome_desktop.shell.registry import GameInfo, find_game
from welcome_desktop.ui.menus import SHARED, ActionSpec, MenuTable
from welcome_desktop.ui.shell_window import ShellWindow
from welcome_desktop.ui.table_front import TableFront
from welcome_desktop.ui.table_session import SessionTexts, TableSession

from ..app.controller import SAVE_FAILED, BalconiaController
from ..app.recorder import BalconiaRecorder
from ..app.setup import BalconiaSetup, Seat, SeatKind, make_setup
from ..app.view import TableView
from ..engine import GameConfig, Side
from ..engine.game_code import SEED_LIMIT, code_for
from .board_page import BalconiaBoard
from .guide import BalconiaGuide
from .history_page import BalconiaHistoryPage
from .new_game import DEFAULT_NAMES, ask_new_game
from .pages import BalconiaBanner, BalconiaWindow, EndPage, PassPage
from .replay_page import BalconiaReplayPage
from .table_feel import BalconiaFeel
from .texts import reason_text

# The words of Balconia's session and front (context "BalconiaWindow").
TEXTS = SessionTexts(
    "BalconiaWindow",
    unknown_save=QT_TRANSLATE_NOOP(
        "BalconiaWindow", "%1 is a saved game of a kind this version does not know."
    ),
    open=QT_TRANSLATE_NOOP("BalconiaWindow", "Open"),
    opened=QT_TRANSLATE_NOOP("BalconiaWindow", "Opened: %1"),
    saved=QT_TRANSLATE_NOOP("BalconiaWindow", "Saved: %1"),
    resume=QT_TRANSLATE_NOOP("BalconiaWindow", "Resume"),
    resume_question=QT_TRANSLATE_NOOP(
        "BalconiaWindow", "A game of Balconia was left unfinished. Resume it?"
    ),
    solo=QT_TRANSLATE_NOOP("BalconiaWindow", "Play against the computer"),
    title=QT_TRANSLATE_NOOP("BalconiaWindow", "%1 — Welcome Desktop"),
    code_copied=QT_TRANSLATE_NOOP(
        "BalconiaWindow",
        "Game code %1 copied: whoever types it on Balconia's New Game page plays the same deal.",
    ),
)


class BalconiaSession(TableSession):
    """New, open, save, resume; the ``ask_*`` attributes are the dialogs (tests replace them).
    ``path``: the file the game was last opened from or saved to (Save writes there)."""

    window: BalconiaFront

    def __init__(self, window: BalconiaFront) -> None:
        super().__init__(window, TEXTS)
        parent = window.shell  # the dialogs' parent
        self.ask_new_game: Callable[[], BalconiaSetup | None] = lambda: ask_new_game(
            parent, window.settings.last_seat_names, window.default_seed
        )
        # (game code) -> the New Game page with that deal's code filled in
        self.ask_new_deal: Callable[[str], BalconiaSetup | None] = lambda code: ask_new_game(
            parent, window.settings.last_seat_names, None, code
        )

    def play_deal(self, code: str) -> None:
        """A new game of a friend's deal (``code`` "": Game ▸ Join with a code): the New Game
        page with the code filled in and its field ready to type."""
        self._start(self.ask_new_deal(code))

    def quick_game(self) -> None:
        """The player (turquoise, selecting first) against the Medium computer player."""
        names = self.window.settings.last_seat_names
        me = names[0] if names and names[0] else BalconiaWindow.tr("Player")
        seed = self.window.default_seed
        setup = make_setup(
            Seat(me),
            Seat(DEFAULT_NAMES[1], SeatKind.MEDIUM),
            seed if seed is not None else secrets.randbelow(SEED_LIMIT),
        )
        self.window.start_game(setup)

    def play_again(self) -> None:
        """The game just played, again: the same seats and variants, a new deal (the one of
        ``--seed`` when it is given)."""
        setup = self.window.controller.setup
        if setup is None:
            return
        seed = self.window.default_seed
        seed = seed if seed is not None else secrets.randbelow(SEED_LIMIT)
        self.window.start_game(replace(setup, config=replace(setup.config, seed=seed)))


_K = QKeySequence.StandardKey


def _own(name: str, text: str, *keys: QKeySequence.StandardKey | str) -> ActionSpec:
    return ActionSpec(name, text, keys, "BalconiaWindow")


# Balconia's menus: its own entries (context "BalconiaWindow") in the frame every game shares.
MENUS: MenuTable = (
    (
        "game",
        QT_TRANSLATE_NOOP("BalconiaWindow", "&Game"),
        (
            _own("new", QT_TRANSLATE_NOOP("BalconiaWindow", "&New game…"), _K.New),
            _own("open", QT_TRANSLATE_NOOP("BalconiaWindow", "&Open…"), _K.Open),
            _own("save", QT_TRANSLATE_NOOP("BalconiaWindow", "&Save"), _K.Save),
            _own("save_as", QT_TRANSLATE_NOOP("BalconiaWindow", "Save &as…"), _K.SaveAs),
            _own("copy_code", QT_TRANSLATE_NOOP("BalconiaWindow", "Cop&y game code")),
            _own("join", QT_TRANSLATE_NOOP("BalconiaWindow", "Join &with a code…")),
            _own("history", QT_TRANSLATE_NOOP("BalconiaWindow", "Games &played…"), "Ctrl+H"),
            "-",
            SHARED["start"],
            SHARED["settings"],
            "-",
            SHARED["quit"],
        ),
    ),
    (
        "turn",
        QT_TRANSLATE_NOOP("BalconiaWindow", "&Turn"),
        (
            _own("undo", QT_TRANSLATE_NOOP("BalconiaWindow", "&Undo"), _K.Undo),
            _own(
                "confirm",
                QT_TRANSLATE_NOOP("BalconiaWindow", "&Confirm"),
                "Ctrl+Return",
                "Ctrl+Enter",
            ),
            _own("suggest", QT_TRANSLATE_NOOP("BalconiaWindow", "&Suggest a move")),
        ),
    ),
    (
        "view",
        QT_TRANSLATE_NOOP("BalconiaWindow", "&View"),
        (
            _own("open_building", QT_TRANSLATE_NOOP("BalconiaWindow", "&Open building")),
            SHARED["full_screen"],
        ),
    ),
    (
        "help",
        QT_TRANSLATE_NOOP("BalconiaWindow", "&Help"),
        (
            _own(
                "rules",
                QT_TRANSLATE_NOOP("BalconiaWindow", "&How to play Balconia"),
                _K.HelpContents,
            ),
            _own("guide", QT_TRANSLATE_NOOP("BalconiaWindow", "&First-game guide")),
            SHARED["about"],
        ),
    ),
)


class BalconiaFront(TableFront):
    """Pages: board, pass the device, end, for Balconia games, in the shell's window."""

    session: BalconiaSession
    texts = TEXTS
    controller: BalconiaController
    board_page: BalconiaBoard
    pass_page: PassPage
    end_page: EndPage
    history_page: BalconiaHistoryPage
    guide: BalconiaGuide
    replay_page: BalconiaReplayPage
    recorder: BalconiaRecorder
    feel: BalconiaFeel
    start_banner: BalconiaBanner

    def __init__(self, shell: ShellWindow, game: GameInfo) -> None:
        super().__init__(shell, game)
        self.controller: BalconiaController = game.make_controller(self)
        self.session = BalconiaSession(self)
        self.board_page = BalconiaBoard(
            self.controller, shell.show_status, settings=lambda: self.settings
        )
        self.pass_page = PassPage()
        self.end_page = EndPage()
        self.history_page = BalconiaHistoryPage()
        self.replay_page = BalconiaReplayPage()
        self.recorder = BalconiaRecorder(self.controller, self)
        # after the board page: a block fades in once the building shows it
        self.feel = BalconiaFeel(self.controller, self.board_page.scene, self)
        self.feel.use_settings(self.settings)
        self.guide = BalconiaGuide(self.board_page.board_view, self.board_page.scene)
        self.start_banner = BalconiaBanner()  # on the start page while Balconia is chosen
        self._install(MENUS, "BalconiaWindow")
        self.menus["open_building"].setCheckable(True)
        self._connect()
        self._draw_menus(self.controller.publish())
        self.retranslate()

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        c, s = self.controller, self.session
        return {
            **self._table_slots(),
            "save_as": s.save_game_as,
            "copy_code": s.copy_code,
            "join": lambda: s.play_deal(""),
            "suggest": lambda: self.board_page.suggest(),
            "open_building": lambda: c.set_open_building(self.menus["open_building"].isChecked()),
            "guide": self.start_guide,
        }

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self._draw_menus)
        c.state_changed.connect(self._follow_guide)
        self.guide.accepted.connect(self._guide_accepted)
        self.guide.finished.connect(self._guide_finished)
        c.seat_changed.connect(self._on_seat_changed)
        c.refused.connect(self._on_refused)
        self.end_page.again.connect(self.session.play_again)
        self.end_page.show_board.connect(self.show_board)
        self.end_page.replay.connect(self.replay_finished)
        self.history_page.play_deal.connect(self.session.play_deal)
        self.history_page.replay.connect(self.show_replay)
        self.replay_page.back.connect(self.leave_replay)
        self.replay_page.notice.connect(self.show_status)

    def _on_refused(self, reason: str) -> None:
        """A save that failed is told in a box; the board tells the other refusals."""
        if reason == SAVE_FAILED:
            self.session.report_error(BalconiaWindow.tr("Save"), reason_text(reason))

    # -- the shell's questions (shell.front.Front) ---------------------------------------------
    def _pages(self) -> tuple[QWidget, ...]:
        return (
            self.board_page,
            self.pass_page,
            self.end_page,
            self.history_page,
            self.replay_page,
        )

    def _draw_menus(self, view: object) -> None:
        assert isinstance(view, TableView)
        playing = self.controller.state is not None
        self.actions_by_name["undo"].setEnabled(view.can_undo)
        self.actions_by_name["confirm"].setEnabled(view.can_confirm)
        # a hint: offered only with the setting "Offer move suggestions", when one fits now
        self.actions_by_name["suggest"].setVisible(self.settings.show_hints)
        self.actions_by_name["suggest"].setEnabled(self.board_page.can_suggest(view))
        self.actions_by_name["save"].setEnabled(playing)
        self.actions_by_name["save_as"].setEnabled(playing)
        self.actions_by_name["open_building"].setChecked(view.open_building)
        self.actions_by_name["copy_code"].setEnabled(bool(self.current_code()))

    def code_of(self, config: GameConfig) -> str | None:
        return code_for(config)

    def join_code(self, code: str) -> None:
        """A Balconia code typed in another game's field: the New Game page, filled in."""
        self.session.play_deal(code)

    # -- pages --------------------------------------------------------------------------------
    def _on_seat_changed(self, side: object) -> None:
        setup = self.controller.setup
        if setup is None or not isinstance(side, Side):
            return
        self.pass_page.set_side(setup.seat(side).name, side)
        if self._show_page(self.pass_page):
            self.pass_page.button.setFocus()

    def show_end(self) -> None:
        state, view = self.controller.state, self.controller.turn_view
        if state is None or view is None or not state.over:
            return
        self.end_page.show_result(view, state, self.current_code())
        self._show_page(self.end_page)

    # -- the first-game guide -----------------------------------------------------------------
    def _follow_guide(self, view: object) -> None:
        """Offer the guide once, at the player's first step of a game; then follow the game."""
        if not isinstance(view, TableView):
            return
        if self._guide_wanted and view.my_turn:
            self._guide_wanted = False
            self.guide.start(view)
        elif self.guide.active:
            self.guide.follow(view)
        elif view.my_turn and self.game.id not in self.offered() and view.turn == 0:
            # a game begun (not one resumed half-way): offered once, whatever the answer
            self.offer_guide()

    def _guide_accepted(self) -> None:
        self.guide.start(self.controller.turn_view)

    # -- settings and stills -------------------------------------------------------------------
    def use_settings(self, new: Settings) -> None:
        """Sounds and animations follow at once; the board is drawn again, and the menu offers
        suggestions or not."""
        self.feel.use_settings(new)
        super().use_settings(new)
        self.actions_by_name["suggest"].setVisible(new.show_hints)

    def retranslate(self) -> None:
        super().retranslate()
        self.guide.retranslateUi()

    def shutdown(self) -> None:
        super().shutdown()
        self.feel.fades.finish()

    def settle(self) -> None:
        """A still picture: the balconies fading in shown whole."""
        super().settle()
        self.feel.fades.finish()

    # -- games --------------------------------------------------------------------------------
    def prepare_demo(self, screen: str, seed: int, rounds: int = 0, variant: str = "") -> None:
        """A demo position for screenshots (``--game balconia --screen
        start|board|end|history|replay|guide``): ``rounds`` turns played (by default half the
        game; the guide's screen: its first selection)."""
        from .demo import prepare

        if variant:
            raise ValueError(f"Balconia has no variant {variant!r} to show")
        prepare(self, screen, seed, rounds)

    def smoke_round(self, seed: int) -> list[str]:
        """``--smoke-test``: play one turn of a demo game through the controller."""
        from .demo import smoke_round

        lines: list[str] = smoke_round(self, seed)
        return lines


def balconia_window(
    settings: Settings | None = None, *, persist_settings: bool = True
) -> ShellWindow:
    """The shell's window opened on Balconia (screenshots and tests); its ``front`` is
    Balconia's."""
    return ShellWindow(settings, persist_settings=persist_settings, game=find_game("balconia"))
