"""What a game plugs into the shell's one window: its *front* (KPat's ``DealerInfo::createGame``
makes a dealer for the one window; ours makes a front).

The shell (``ui.shell_window.ShellWindow``) owns the window, the start page, the page stack,
the status bar, the geometry, full screen, the language, the settings and closing; it asks the
registry for a game's front (``GameInfo.make_front(shell)``) the first time that game is
chosen, and keeps it (with its unfinished game) while another game is shown.

A front adds its pages to the shell's stack once, and supplies its menus (built with
``ui.menus.Menus`` from the shell's shared entries plus its own), which the shell puts on the
menu bar only while the front is the active one: another game's shortcuts never fire.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QWidget

    from welcome_desktop.persistence.settings import Settings

    from .registry import GameInfo


class Front(Protocol):
    """One game's part of the window (its controller, pages, menus and session actions)."""

    game: GameInfo
    controller: Any
    session: Any  # its new/open/save/resume actions; ``ask_*`` attributes answer its dialogs
    menus: Any  # a ``ui.menus.Menus``

    def banner(self) -> QWidget | None:
        """The picture along the start page's foot while this game is chosen (None: Welcome's
        street)."""

    def solo_text(self) -> str | None:
        """The start page's quick-game button while this game is chosen, translated (None:
        "Play solo")."""

    def title(self) -> str:
        """The window's title while this game is shown, translated."""

    def owns(self, page: QWidget) -> bool:
        """``page`` of the shell's stack is one of this game's."""

    def activate(self) -> None:
        """The shell now shows this game: show its game if one is running (else the shell keeps
        the start page)."""

    def deactivate(self) -> None:
        """Another game is shown: hide what lives outside the page stack (docks, dialogs)."""

    def has_game(self) -> bool:
        """A game (finished or not) is open in this front."""

    def turn_in_progress(self) -> bool:
        """A human has done part of a turn that leaving now would lose."""

    def may_close(self) -> bool:
        """Nothing is lost by leaving: no half-done turn, or the player agrees to drop it."""

    def new_game(self) -> None: ...

    def quick_game(self) -> None:
        """The start page's quick game (solo, or against computer players)."""

    def open_game(self) -> None:
        """Ask for a save and open it (a save of another game goes to that game)."""

    def open_path(self, path: str) -> None:
        """Open a save of this game (the shell dispatched it here by the game it names)."""

    def resume_autosave(self) -> None:
        """Resume this game's newest unfinished game."""

    def offer_resume(self) -> None:
        """At start-up: ask whether to resume the newest unfinished game."""

    def use_settings(self, new: Settings) -> None:
        """The app's settings changed (the shell keeps and saves them)."""

    def retranslate(self) -> None:
        """The language changed: every text of this front again."""

    def key_pressed(self, event: QKeyEvent) -> bool:
        """A key no widget took; True if the game used it."""

    def window_resized(self, size: QSize) -> None:
        """The window has a new size (its parts may grow on large screens)."""

    def show_rules(self) -> None: ...

    def show_about(self) -> None: ...

    def prepare_demo(self, screen: str, seed: int, rounds: int, variant: str) -> None:
        """``--screenshot``/``--screen``: show ``screen`` (one of the game's own) on a demo game
        of ``seed`` with ``rounds`` played (``variant``: a game option such as a score sheet,
        empty for the default). ``ValueError`` for a screen or variant the game does not have."""

    def smoke_round(self, seed: int) -> list[str]:
        """``--smoke-test``: play a round of a demo game and check its chart; the lines to
        print. ``RuntimeError`` with the reason when something fails."""

    def settle(self) -> None:
        """Put running animations at their end (a screenshot is a still picture)."""

    def shutdown(self) -> None:
        """The window closes: stop the computer players, close the dialogs."""


@runtime_checkable
class JoinsCodes(Protocol):
    """A front whose game has game codes: it starts a game from one typed elsewhere (a code of
    this game typed in another game's code field is sent here by ``ShellWindow.join_code``)."""

    def join_code(self, code: str) -> None:
        """Offer a new game of the deal ``code`` (its New Game page or join dialog, filled in)."""
