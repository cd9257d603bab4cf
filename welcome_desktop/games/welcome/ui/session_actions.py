"""What the window does with whole games: new, open, save, resume, settings, score pad.

The ``ask_*`` attributes are the dialogs these actions open; tests replace them with plain
functions (no modal dialog in tests). The window is reached only through ``SessionHost``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.setup import GameSetup, solo_setup
from welcome_desktop.i18n import arg
from welcome_desktop.persistence.settings import Settings, save_settings
from welcome_desktop.shell.registry import GameInfo, UnknownGameError
from welcome_desktop.shell.save_dispatch import game_for_save, latest_autosave
from welcome_desktop.ui.common_dialogs import unfinished_turn_question
from welcome_desktop.ui.safe_text import message_box

from . import window_dialogs as openers
from .table_dialog import TABLE_GAME_ENDED
from .theme_title import themed_resume_question


class SessionHost(Protocol):
    """The window as the session actions see it."""

    settings: Settings
    game: GameInfo  # the game this window plays
    persist_settings: bool
    default_seed: int | None
    last_refusal: str  # the controller's last refusal, translated

    def after_start(self) -> None: ...

    def show_status(self, text: str, ms: int = 8000) -> None: ...

    def apply_settings(self, new: Settings) -> None:
        """The app's new settings: kept, saved, the language installed, every game told."""

    def open_in_game(self, game: GameInfo, path: str) -> None: ...


class SessionActions(QObject):
    """New/open/save/resume a game, edit the settings, the score pad's table rounds."""

    def __init__(self, parent: QWidget, controller: GameController, host: SessionHost) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.controller = controller
        self.host = host
        self.message_box: QMessageBox | None = None
        c = controller
        # Injectable dialog openers (tests replace them).
        self.ask_yes_no: Callable[[str, str], bool] = partial(openers.ask_yes_no, parent)
        self.ask_claim: Callable[[int, list[Any]], Any] = lambda plan_index, options: (
            openers.ask_claim(parent, c.view().plans[plan_index], options)
        )
        self.ask_new_game: Callable[[], GameSetup | None] = lambda: host.game.new_game_page(
            parent, host.settings.last_seat_names, host.default_seed
        )
        self.ask_open_path: Callable[[], str] = partial(openers.ask_open_path, parent)
        self.ask_save_path: Callable[[], str] = partial(openers.ask_save_path, parent)
        self.ask_settings: Callable[[], Settings | None] = lambda: openers.ask_settings(
            parent, host.settings
        )
        self.last_table_round: Any = None  # the score pad's entries of the last round
        self.ask_table_round: Callable[[], Any] = lambda: openers.ask_table_round(
            parent, c.state, self.last_table_round
        )
        self.ask_table_temps: Callable[[int, bool], Any] = partial(openers.ask_table_temps, parent)

    # -- games --------------------------------------------------------------------------------
    def turn_in_progress(self) -> bool:
        """A human seat has written something this turn (a number, a roundabout, a refused
        permit) without confirming it: leaving the game now would lose that. A card only
        chosen is no loss."""
        c = self.controller
        state, draft = c.state, c.draft
        if state is None or state.over or c.active_seat < 0:
            return False
        return draft.street >= 0 or draft.roundabout is not None or draft.refusal

    def may_leave_game(self) -> bool:
        """Nothing is lost by replacing or closing the game: no half-done turn, or the player
        agrees to drop it."""
        if not self.turn_in_progress():
            return True
        return self.ask_yes_no(*unfinished_turn_question())

    def start_game(self, setup: GameSetup) -> None:
        self.last_table_round = None
        self.controller.reset_viewer(self.host.settings.highlight_legal_moves)
        self.controller.new_game(setup)
        self.host.after_start()

    def quick_solo(self) -> None:
        names = self.host.settings.last_seat_names
        name = names[0] if names else QCoreApplication.translate("MainWindow", "Player")
        if self.may_leave_game():
            self.start_game(solo_setup(name, self.host.default_seed))

    def new_game(self) -> None:
        setup = self.ask_new_game()
        if setup is None or not self.may_leave_game():
            return
        host = self.host
        if host.persist_settings:
            host.settings = replace(
                host.settings, last_seat_names=tuple(s.name for s in setup.seats)
            )
            save_settings(host.settings)
        self.start_game(setup)

    def has_autosave(self) -> bool:
        """An unfinished game of any registered game is waiting."""
        try:
            return latest_autosave() is not None
        except Exception:
            return False

    def offer_resume(self) -> None:
        """At start-up: offer to resume the game left unfinished (the question names it)."""
        try:
            found = latest_autosave()
        except Exception:
            found = None
        if found is None:
            return
        text = arg(
            QCoreApplication.translate(
                "MainWindow", "A game of %1 was left unfinished. Resume it?"
            ),
            found[0].display_name(),
        )
        if found[0].id == "welcome":  # a Welcome To… save on a thematic sheet names it
            text = themed_resume_question(found[0].display_name(), found[1]) or text
        if self.ask_yes_no(QCoreApplication.translate("MainWindow", "Resume"), text):
            self.resume_autosave()

    def resume_autosave(self) -> None:
        """Resume the newest unfinished game: here, or in its own game (the window switches)."""
        found = latest_autosave()
        if found is not None and found[0].id != self.host.game.id:
            self.host.open_in_game(found[0], str(found[1]))
            return
        if not self.may_leave_game():
            return
        self.controller.reset_viewer(self.host.settings.highlight_legal_moves)
        if self.controller.resume_autosave():
            self.host.after_start()
        else:
            self.report_error(
                QCoreApplication.translate("MainWindow", "Resume"), self.host.last_refusal
            )

    def open_game(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> None:
        """Open a save: the game it names plays it (the window switches to another game)."""
        try:
            game = game_for_save(path)
        except UnknownGameError as err:
            text = arg(
                QCoreApplication.translate(
                    "MainWindow",
                    "%1 is a saved game of a kind this version does not know (“%2”). "
                    "Update Welcome Desktop to open it.",
                ),
                path,
                err.game_id,
            )
            self.report_error(QCoreApplication.translate("MainWindow", "Open"), text)
            return
        if game.id != self.host.game.id:
            self.host.open_in_game(game, path)
            return
        if not self.may_leave_game():
            return
        self.controller.reset_viewer(self.host.settings.highlight_legal_moves)
        if self.controller.load(path):
            self.host.after_start()
            self.host.show_status(arg(QCoreApplication.translate("MainWindow", "Opened: %1"), path))
        else:
            self.report_error(
                QCoreApplication.translate("MainWindow", "Open"), self.host.last_refusal
            )

    def save_game(self) -> None:
        if self.controller.state is None:
            return
        path = self.ask_save_path()
        if path:
            self.controller.save(path)

    # -- score pad ----------------------------------------------------------------------------
    def enter_table_round(self) -> None:
        if not self.controller.needs_table_round():
            return
        result = self.ask_table_round()
        if result == TABLE_GAME_ENDED:
            self.end_table_game()
        elif result is not None:
            combos, approved, *taken = result  # taken: the ice-cream sheet's street bonuses
            if self.controller.enter_table_round(combos, approved, *taken) is None:
                self.last_table_round = (combos, approved)

    def end_table_game(self) -> None:
        """Score pad: another player ended the game; this sheet is scored as it stands."""
        if not self.controller.can_end_at_table():
            return
        if self.ask_yes_no(
            QCoreApplication.translate("MainWindow", "End of the game at the table"),
            QCoreApplication.translate(
                "MainWindow",
                "Has another player ended the game (a third city plan, a third permit refusal "
                "or every house built) after the round you have just played? Your sheet is "
                "scored as it stands.",
            ),
        ):
            self.controller.end_table_game()

    def enter_table_temps(self) -> bool:
        """Score pad: ask the table's temp result (provisional during the game, final after).
        Whether a result was entered."""
        c = self.controller
        state = c.state
        if state is None or not state.config.table:
            return False
        answer = self.ask_table_temps(c.preview_sheet().temps, state.over)
        if answer is None:
            return False
        rank, others = answer
        return c.enter_table_temps(rank, others) is None

    # -- settings -----------------------------------------------------------------------------
    def edit_settings(self) -> None:
        new = self.ask_settings()
        if new is not None:
            self.apply_settings(new)

    def apply_settings(self, new: Settings) -> None:
        """The settings are the app's: the window keeps, saves and applies them for every game."""
        self.host.apply_settings(new)

    # -- errors -------------------------------------------------------------------------------
    def report_error(self, title: str, text: str) -> None:
        """A non-blocking message box (the window keeps running)."""
        self.host.show_status(text)
        # plain text: it quotes file names
        box = message_box(self.parent_widget, QMessageBox.Icon.Warning, title, text)
        box.setObjectName("errorBox")
        box.open()
        self.message_box = box
