"""*Welcome To…* registers with the shell here (not in the package's ``__init__``, which must
stay free of Qt because the engine under it is pure). The factories import the game's app and
board when they are first used."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from welcome_desktop.games.welcome.app.setup import HOTSEAT_MAX, GameSetup
from welcome_desktop.games.welcome.app.storage import autosave_path, read, slot_paths, write
from welcome_desktop.games.welcome.bots import BOT_NAMES, SeatKind
from welcome_desktop.games.welcome.persistence.saves import SAVE_FORMAT_ID
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP
from welcome_desktop.resources import app_icon_path, rules_dir
from welcome_desktop.shell.registry import GameInfo, SaveCodec, register_game

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from welcome_desktop.games.welcome.app.controller import GameController
    from welcome_desktop.games.welcome.ui.board_page import BoardHost, BoardPage
    from welcome_desktop.games.welcome.ui.front import WelcomeFront
    from welcome_desktop.ui.shell_window import ShellWindow


def _newest_slot() -> Path:
    """The most recently written unfinished game (one slot per game), else the old autosave."""
    slots = slot_paths()
    return slots[0] if slots else autosave_path()


def new_game_page(parent: QWidget, last_names: Sequence[str], seed: int | None) -> GameSetup | None:
    from welcome_desktop.games.welcome.ui.window_dialogs import ask_new_game

    return ask_new_game(parent, last_names, seed)


def make_controller(parent: QObject | None) -> GameController:
    from welcome_desktop.games.welcome.app.controller import GameController

    return GameController(parent)


def make_board(controller: GameController, host: BoardHost) -> BoardPage:
    from welcome_desktop.games.welcome.ui.board_page import BoardPage

    return BoardPage(controller, host)


def make_front(shell: ShellWindow, game: GameInfo) -> WelcomeFront:
    from welcome_desktop.games.welcome.ui.front import WelcomeFront

    return WelcomeFront(shell, game)


def icon() -> Path:
    return app_icon_path()


WELCOME = register_game(
    GameInfo(
        id="welcome",
        name=QT_TRANSLATE_NOOP("Games", "Welcome To…"),
        tagline=QT_TRANSLATE_NOOP("StartPage", "Build the most beautiful suburb of the fifties."),
        tagline_context="StartPage",
        min_seats=1,
        max_seats=HOTSEAT_MAX,
        new_game_page=new_game_page,
        make_controller=make_controller,
        make_board=make_board,
        save_codec=SaveCodec(SAVE_FORMAT_ID, read, write),
        bot_levels=tuple(level for level in BOT_NAMES if level is not SeatKind.RANDOM),
        autosave_path=_newest_slot,
        rules_dir=rules_dir,
        icon=icon,
        make_front=make_front,
    )
)
