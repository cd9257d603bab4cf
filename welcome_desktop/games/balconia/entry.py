"""*Balconia* registers with the shell here (not in the package's ``__init__``, which must stay
free of Qt because the engine under it is pure). Everything else is imported when used."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP
from welcome_desktop.resources import art_path, resources_dir
from welcome_desktop.shell.registry import GameInfo, SaveCodec, register_game

from .app import storage
from .app.setup import BOT_LEVELS, SEATS
from .save_codec import FORMAT_ID, GAME_ID

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from welcome_desktop.ui.shell_window import ShellWindow

    from .app.controller import BalconiaController
    from .app.setup import BalconiaSetup
    from .ui.board_page import BalconiaBoard
    from .ui.window import BalconiaFront

ICON = "balconia_icon.svg"
FALLBACK_ICON = "pompeji_icon.svg"  # until Balconia's own picture is drawn


def new_game_page(
    parent: QWidget, last_names: Sequence[str], seed: int | None
) -> BalconiaSetup | None:
    from .ui.new_game import ask_new_game

    return ask_new_game(parent, last_names, seed)


def make_controller(parent: QObject | None) -> BalconiaController:
    from .app.controller import BalconiaController

    return BalconiaController(parent)


def make_board(controller: BalconiaController, host: object) -> BalconiaBoard:
    from .ui.board_page import BalconiaBoard

    status = getattr(host, "show_status", lambda text: None)
    return BalconiaBoard(controller, status)


def make_front(shell: ShellWindow, game: GameInfo) -> BalconiaFront:
    from .ui.window import BalconiaFront

    return BalconiaFront(shell, game)


def rules_dir() -> Path:
    return resources_dir() / "rules" / "balconia"


def icon() -> Path:
    path = art_path(ICON)
    return path if path.is_file() else art_path(FALLBACK_ICON)


BALCONIA = register_game(
    GameInfo(
        id=GAME_ID,
        name=QT_TRANSLATE_NOOP("Games", "Balconia"),
        tagline=QT_TRANSLATE_NOOP("Games", "A building of balconies, seen from both sides."),
        min_seats=SEATS,
        max_seats=SEATS,
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
