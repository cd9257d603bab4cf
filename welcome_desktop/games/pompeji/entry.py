"""*Pompeji* registers with the shell here (not in the package's ``__init__``, which must stay
free of Qt because the engine under it is pure). Everything else is imported when used."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP
from welcome_desktop.resources import art_path, resources_dir
from welcome_desktop.shell.registry import GameInfo, SaveCodec, register_game

from .app import storage
from .app.setup import BOT_LEVELS
from .engine import MAX_SEATS, MIN_SEATS
from .save_codec import FORMAT_ID, GAME_ID

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from welcome_desktop.ui.shell_window import ShellWindow

    from .app.controller import PompejiController
    from .app.setup import PompejiSetup
    from .ui.board_page import PompejiBoard
    from .ui.window import PompejiFront


def new_game_page(
    parent: QWidget, last_names: Sequence[str], seed: int | None
) -> PompejiSetup | None:
    from .ui.new_game import ask_new_game

    return ask_new_game(parent, last_names, seed)


def make_controller(parent: QObject | None) -> PompejiController:
    from .app.controller import PompejiController

    return PompejiController(parent)


def make_board(controller: PompejiController, host: object) -> PompejiBoard:
    from .ui.board_page import PompejiBoard

    status = getattr(host, "show_status", lambda text: None)
    return PompejiBoard(controller, status)


def make_front(shell: ShellWindow, game: GameInfo) -> PompejiFront:
    from .ui.window import PompejiFront

    return PompejiFront(shell, game)


def rules_dir() -> Path:
    return resources_dir() / "rules" / "pompeji"


def icon() -> Path:
    return art_path("pompeji_icon.svg")


POMPEJI = register_game(
    GameInfo(
        id=GAME_ID,
        name=QT_TRANSLATE_NOOP("Games", "Pompeji"),
        tagline=QT_TRANSLATE_NOOP("Games", "Build a city before Vesuvius erupts."),
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        new_game_page=new_game_page,
        make_controller=make_controller,
        make_board=make_board,
        save_codec=SaveCodec(FORMAT_ID, storage.read, storage.write),
        bot_levels=tuple(level.value for level in BOT_LEVELS),
        autosave_path=storage.autosave_path,
        rules_dir=rules_dir,
        icon=icon,
        make_front=make_front,
    )
)
