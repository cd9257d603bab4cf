"""What the fronts of the table games (Pompeji, Balconia) share beyond ``FrontBase``: a board
page, a pass-the-device page, an end page and a Games played page in the shell's stack, a
start-page banner, a menu table in the game's context, and a controller derived from
``app.table_controller.TableController``; the pages a game begun, opened or shown again goes
to, and the history's way back. A game's front derives from ``TableFront``, makes its pages and
session, then calls ``_install``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from welcome_desktop.app.results_recorder import ResultsRecorder
from welcome_desktop.i18n.text import arg

from .end_frame import EndFrame
from .front_base import FrontBase
from .menus import Menus, MenuTable
from .pages import PassDevicePage
from .results_page import ResultsPage
from .stepped_guide import SteppedGuide
from .turn_replay import TurnReplayPage

if TYPE_CHECKING:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QWidget

    from welcome_desktop.app.table_controller import TableController
    from welcome_desktop.persistence.settings import Settings

    from .table_session import SessionTexts, TableSession


class TableFront(FrontBase):
    """A table game's pages in the shell's window (the game's front makes them)."""

    session: TableSession
    texts: SessionTexts
    controller: TableController[Any, Any, Any, Any]
    board_page: QWidget
    pass_page: PassDevicePage
    end_page: EndFrame
    history_page: ResultsPage
    replay_page: TurnReplayPage
    guide: SteppedGuide
    _guide_wanted = False  # Help ▸ First-game guide: start it at the player's next turn
    recorder: ResultsRecorder
    start_banner: QWidget
    menus: Menus
    _return_to: QWidget | None = None  # where the history's Back returns
    _replay_back: QWidget | None = None  # where the replay's Back returns

    def _pages(self) -> tuple[QWidget, ...]:
        raise NotImplementedError

    def _slots(self) -> dict[str, Callable[[], object]]:
        """Every menu entry's slot: ``_table_slots`` and the game's own."""
        raise NotImplementedError

    def _table_slots(self) -> dict[str, Callable[[], object]]:
        """The slots of the entries every table game's menus have (the shell's shared ones,
        new, open, save, the games played, settings, take back, end turn, rules, about)."""
        c, s = self.controller, self.session
        return {
            **self.shell.shared_slots(),
            "new": s.new_game,
            "open": s.open_game,
            "save": s.save_game,
            "history": lambda: self.show_history(),
            "settings": s.edit_settings,
            "undo": c.undo,
            "confirm": c.confirm,
            "rules": self.show_rules,
            "about": self.show_about,
        }

    def show_end(self) -> None:
        raise NotImplementedError

    def _install(self, menus: MenuTable, context: str) -> None:
        """Add the pages to the shell's stack and build the menus (``context``: the menu
        table's translation context); then connect what every table game connects."""
        for page in self._pages():
            self.shell.pages.addWidget(page)
        self.menus = Menus(self.shell, self._slots(), menus, context)
        self.menus["full_screen"].setCheckable(True)
        self.actions_by_name = self.menus.actions
        c = self.controller
        c.game_over.connect(self.show_end)
        c.saved.connect(lambda path: self.show_status(arg(self._tr(self.texts.saved), path)))
        self.pass_page.ready.connect(self.reveal_board)
        self.end_page.new_game.connect(self.session.new_game)
        self.recorder.notice.connect(self.show_status)
        self.history_page.notice.connect(self.show_status)
        self.history_page.back.connect(self.leave_history)

    def _tr(self, text: str) -> str:
        return self.texts.tr(text)

    # -- the shell's questions (shell.front.Front) ---------------------------------------------
    def banner(self) -> QWidget | None:
        return self.start_banner

    def solo_text(self) -> str | None:
        return self._tr(self.texts.solo)

    def title(self) -> str:
        return arg(self._tr(self.texts.title), self.game.display_name())

    def owns(self, page: QWidget) -> bool:
        return page in self._pages()

    def has_game(self) -> bool:
        return self.controller.state is not None

    def activate(self) -> None:
        """Shown again: the game where it was left (the pass page stays up for hidden hands or
        a hidden side)."""
        state = self.controller.state
        if state is None:
            return
        if state.over:
            self.show_end()
        elif self.controller.hidden and self.pass_page.name:
            self._show_page(self.pass_page)
        else:
            self.show_board()

    def turn_in_progress(self) -> bool:
        """A draft (a card on the city, a step) is not confirmed: leaving would take it back."""
        state = self.controller.state
        return state is not None and not state.over and self.controller.draft is not None

    def quick_game(self) -> None:
        self.session.quick_game()

    def key_pressed(self, event: QKeyEvent) -> bool:
        return False

    def window_resized(self, size: QSize) -> None:
        """The board page fits itself to its size."""

    def deactivate(self) -> None:
        """Another game is shown (a game with dialogs of its own hides them)."""

    def use_settings(self, new: Settings) -> None:
        """The board is drawn again; seat names and the language are read when used."""
        if self.controller.state is not None:
            self.controller.publish()

    def retranslate(self) -> None:
        self.menus.retranslate()
        if self.is_active():
            self.shell.setWindowTitle(self.title())

    def shutdown(self) -> None:
        self.controller.shutdown()

    def settle(self) -> None:
        """A still picture (a game with animations puts them at their end)."""

    def prepare_demo(self, screen: str, seed: int, rounds: int = 0, variant: str = "") -> None:
        raise NotImplementedError

    def smoke_round(self, seed: int) -> list[str]:
        raise NotImplementedError

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
        back = self._replay_back or self.history_page
        self._show_page(back)
        if back is self.history_page:
            self.history_page.games.setFocus()

    # -- game codes ---------------------------------------------------------------------------
    def code_of(self, config: Any) -> str | None:
        """The game code of a deal of this game (None: no code names it)."""
        raise NotImplementedError

    def current_code(self) -> str:
        """The game code of the game in play ("" if none is, or its deal has no code)."""
        setup = self.controller.setup
        return (self.code_of(setup.config) or "") if setup is not None else ""

    # -- the first-game guide -----------------------------------------------------------------
    def offered(self) -> tuple[str, ...]:
        """The games whose guide was offered (once each, whatever the answer)."""
        return self.settings.guides_offered

    def offer_guide(self) -> None:
        """Offer the guide, and remember it was offered."""
        self.shell.apply_settings(
            replace(self.settings, guides_offered=(*self.offered(), self.game.id))
        )
        self.guide.offer()

    def _guide_finished(self) -> None:
        self._guide_wanted = False

    def start_guide(self) -> None:
        """Help ▸ First-game guide: a new game against the computer, explained step by step."""
        self.guide.stop()
        self._guide_wanted = True
        self.session.quick_game()

    # -- pages --------------------------------------------------------------------------------
    def show_start(self) -> None:
        self.shell.show_start()

    def show_board(self) -> None:
        if self._show_page(self.board_page):
            self.controller.publish()

    def reveal_board(self) -> None:
        self.controller.reveal()
        self.show_board()

    # -- games --------------------------------------------------------------------------------
    def start_game(self, setup: Any) -> None:
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
