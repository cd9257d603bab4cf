"""Balconia's front in the shell's one window (``welcome_desktop.shell.front.Front``): the board
page, pass-the-device between two humans, the end page, the start page's banner; a Game / Turn /
View / Help menu built on the shell's shared entries; saves, autosave and resume through the
controller. Made by the shell (``GameInfo.make_front``) the first time Balconia is chosen on the
start page, or a Balconia save or autosave is opened."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QSize
from PySide6.QtGui import QKeyEvent, QKeySequence
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
from ..app.controller import SAVE_FAILED, BalconiaController
from ..app.recorder import BalconiaRecorder
from ..app.setup import BalconiaSetup, Seat, SeatKind, make_setup
from ..app.view import TableView
from ..engine import Side
from .board_page import BalconiaBoard
from .history_page import BalconiaHistoryPage
from .new_game import DEFAULT_NAMES, SEED_LIMIT, ask_new_game
from .pages import BalconiaBanner, BalconiaWindow, EndPage, PassPage
from .texts import reason_text


class BalconiaSession:
    """New, open, save, resume; the ``ask_*`` attributes are the dialogs (tests replace them).
    ``path``: the file the game was last opened from or saved to (Save writes there)."""

    def __init__(self, window: BalconiaFront) -> None:
        self.window = window
        self.message_box: QMessageBox | None = None
        self.path: str | None = None
        parent = window.shell  # the dialogs' parent
        self.ask_new_game: Callable[[], BalconiaSetup | None] = lambda: ask_new_game(
            parent, window.settings.last_seat_names, window.default_seed
        )
        self.ask_open_path: Callable[[], str] = partial(openers.ask_open_path, parent)
        self.ask_save_path: Callable[[], str] = partial(openers.ask_save_path, parent)
        self.ask_yes_no: Callable[[str, str], bool] = partial(openers.ask_yes_no, parent)
        self.ask_settings: Callable[[], Settings | None] = lambda: openers.ask_settings(
            parent, window.settings
        )

    def new_game(self) -> None:
        setup = self.ask_new_game()
        if setup is None:
            return
        w = self.window
        if w.persist_settings:
            w.settings = replace(w.settings, last_seat_names=setup.names)
            save_settings(w.settings)
        w.start_game(setup)

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
                    BalconiaWindow.tr("%1 is a saved game of a kind this version does not know."),
                    path,
                )
                self.report_error(BalconiaWindow.tr("Open"), text)
                return
            w.shell.open_path(path)  # the window switches to that game, which opens it
            return
        if w.controller.load(path):
            self.path = path
            w.after_start()
            w.show_status(arg(BalconiaWindow.tr("Opened: %1"), path))
        else:
            self._load_failed(path)

    def _load_failed(self, path: str) -> None:
        err = self.window.controller.last_error
        code = err.code if err is not None else "unreadable"
        self.report_error(BalconiaWindow.tr("Open"), save_error_text(code, path))

    def resume_autosave(self) -> None:
        w = self.window
        if w.controller.resume_autosave():
            self.path = None
            w.after_start()
        else:
            self._load_failed(str(storage.autosave_path()))

    def offer_resume(self) -> None:
        if storage.autosave_path().is_file() and self.ask_yes_no(
            BalconiaWindow.tr("Resume"),
            BalconiaWindow.tr("A game of Balconia was left unfinished. Resume it?"),
        ):
            self.resume_autosave()

    def edit_settings(self) -> None:
        new = self.ask_settings()
        if new is not None:
            self.window.shell.apply_settings(new)

    def save_game(self) -> None:
        """Save: to the file the game came from or was saved to, else ask where."""
        if self.path is None:
            self.save_game_as()
        elif self.window.controller.state is not None:
            self.window.controller.save(self.path)

    def save_game_as(self) -> None:
        if self.window.controller.state is None:
            return
        path = self.ask_save_path()
        if path and self.window.controller.save(path):
            self.path = path

    def report_error(self, title: str, text: str) -> None:
        self.window.show_status(text)
        box = message_box(self.window.shell, QMessageBox.Icon.Warning, title, text)
        box.setObjectName("errorBox")
        box.open()
        self.message_box = box


def _is_json_object(path: str) -> bool:
    """Whether the file is a JSON object (a save of some game), read safely (a regular file
    within the size cap, strict JSON; a pipe is refused, never waited on)."""
    try:
        return isinstance(read_json_file(path, limit=MAX_SAVE_BYTES), dict)
    except FileReadError:
        return False


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
            SHARED["about"],
        ),
    ),
)


class BalconiaFront(FrontBase):
    """Pages: board, pass the device, end, for Balconia games, in the shell's window."""

    session: BalconiaSession

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
        self._return_to: QWidget | None = None  # where the history's Back returns
        self.recorder = BalconiaRecorder(self.controller, self)
        self.start_banner = BalconiaBanner()  # on the start page while Balconia is chosen
        for page in self._pages():
            shell.pages.addWidget(page)
        self.menus = Menus(shell, self._slots(), MENUS, "BalconiaWindow")
        self.menus["full_screen"].setCheckable(True)
        self.menus["open_building"].setCheckable(True)
        self.actions_by_name = self.menus.actions
        self._connect()
        self._draw_menus(self.controller.publish())
        self.retranslate()

    # -- wiring -------------------------------------------------------------------------------
    def _slots(self) -> dict[str, Callable[[], object]]:
        c, s = self.controller, self.session
        return {
            **self.shell.shared_slots(),
            "new": s.new_game,
            "open": s.open_game,
            "save": s.save_game,
            "save_as": s.save_game_as,
            "history": lambda: self.show_history(),
            "settings": s.edit_settings,
            "undo": c.undo,
            "confirm": c.confirm,
            "open_building": lambda: c.set_open_building(self.menus["open_building"].isChecked()),
            "rules": self.show_rules,
            "about": self.show_about,
        }

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self._draw_menus)
        c.seat_changed.connect(self._on_seat_changed)
        c.game_over.connect(self.show_end)
        c.refused.connect(self._on_refused)
        c.saved.connect(lambda path: self.show_status(arg(BalconiaWindow.tr("Saved: %1"), path)))
        self.pass_page.ready.connect(self.reveal_board)
        self.end_page.new_game.connect(self.session.new_game)
        self.end_page.again.connect(self.session.play_again)
        self.end_page.show_board.connect(self.show_board)
        self.recorder.notice.connect(self.show_status)
        self.history_page.notice.connect(self.show_status)
        self.history_page.back.connect(self.leave_history)

    def _on_refused(self, reason: str) -> None:
        """A save that failed is told in a box; the board tells the other refusals."""
        if reason == SAVE_FAILED:
            self.session.report_error(BalconiaWindow.tr("Save"), reason_text(reason))

    # -- the shell's questions (shell.front.Front) ---------------------------------------------
    def banner(self) -> QWidget | None:
        return self.start_banner

    def solo_text(self) -> str | None:
        return BalconiaWindow.tr("Play against the computer")

    def title(self) -> str:
        return arg(BalconiaWindow.tr("%1 — Welcome Desktop"), self.game.display_name())

    def _pages(self) -> tuple[QWidget, ...]:
        return (self.board_page, self.pass_page, self.end_page, self.history_page)

    def owns(self, page: QWidget) -> bool:
        return page in self._pages()

    def has_game(self) -> bool:
        return self.controller.state is not None

    def activate(self) -> None:
        """Shown again: the game where it was left (the pass page stays up for a hidden side)."""
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
        """Nothing of Balconia lives outside the page stack."""

    def turn_in_progress(self) -> bool:
        """A step is drafted but not confirmed: leaving would take it back."""
        state = self.controller.state
        return state is not None and not state.over and self.controller.draft is not None

    def quick_game(self) -> None:
        self.session.quick_game()

    def use_settings(self, new: Settings) -> None:
        """The board is drawn again; seat names and the language are read when used."""
        if self.controller.state is not None:
            self.controller.publish()

    def key_pressed(self, event: QKeyEvent) -> bool:
        return False

    def window_resized(self, size: QSize) -> None:
        """The board page fits itself to its size."""

    def shutdown(self) -> None:
        self.controller.shutdown()

    def retranslate(self) -> None:
        self.menus.retranslate()
        if self.is_active():
            self.shell.setWindowTitle(self.title())

    def _draw_menus(self, view: object) -> None:
        assert isinstance(view, TableView)
        playing = self.controller.state is not None
        self.actions_by_name["undo"].setEnabled(view.can_undo)
        self.actions_by_name["confirm"].setEnabled(view.can_confirm)
        self.actions_by_name["save"].setEnabled(playing)
        self.actions_by_name["save_as"].setEnabled(playing)
        self.actions_by_name["open_building"].setChecked(view.open_building)

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
        self.end_page.show_result(view, state)
        self._show_page(self.end_page)

    # -- games --------------------------------------------------------------------------------
    def start_game(self, setup: BalconiaSetup) -> None:
        self.session.path = None
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
        """A demo position for screenshots (``--game balconia --screen start|board|end|history``):
        ``rounds`` turns played (by default half the game)."""
        from .demo import prepare

        if variant:
            raise ValueError(f"Balconia has no variant {variant!r} to show")
        prepare(self, screen, seed, rounds)

    def smoke_round(self, seed: int) -> list[str]:
        """``--smoke-test``: play one turn of a demo game through the controller."""
        from .demo import smoke_round

        lines: list[str] = smoke_round(self, seed)
        return lines

    def settle(self) -> None:
        """A still picture: nothing of Balconia's moves."""


def balconia_window(
    settings: Settings | None = None, *, persist_settings: bool = True
) -> ShellWindow:
    """The shell's window opened on Balconia (screenshots and tests); its ``front`` is
    Balconia's."""
    return ShellWindow(settings, persist_settings=persist_settings, game=find_game("balconia"))
