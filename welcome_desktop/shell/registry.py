"""The registry of games (after PySolFC's ``registerGame(GameInfo(...))``, KPat's ``DealerInfo``
and OpenSpiel's ``register_game``): each game package declares one frozen ``GameInfo`` and
registers it when imported; the shell (window, start page, settings, saves) asks the registry
and never imports a game package itself.

``GAME_PACKAGES`` is the one place that names the games, in the order the start page lists them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    from .front import Front

# The game packages, first listed first. Each calls ``register_game`` when imported.
# A game whose package must stay free of Qt (its engine is pure) registers from a module of it.
GAME_PACKAGES: tuple[str, ...] = (
    "welcome_desktop.games.welcome.entry",
    "welcome_desktop.games.pompeji.entry",
    "welcome_desktop.games.balconia.entry",
)
DEFAULT_GAME = "welcome"  # the game of a save that names none (saves before schema 3)


@dataclass(frozen=True, slots=True)
class SaveCodec:
    """How a game's saves are read and written (its own format; the shell only dispatches)."""

    format_id: str
    read: Callable[[str | Path], Any]  # path -> the game's session; raises on a bad file
    write: Callable[[str | Path, Any], Path]  # (path, session) -> the path written


@dataclass(frozen=True, slots=True)
class GameInfo:
    """Everything the shell needs to offer, start, show, save and explain one game."""

    id: str  # stable: saves name their game by it
    name: str  # untranslated (QT_TRANSLATE_NOOP in the "Games" context); see ``display_name``
    tagline: str  # untranslated, context ``tagline_context``
    min_seats: int
    max_seats: int
    # (parent, last seat names, seed or None) -> the game's setup, or None if cancelled
    new_game_page: Callable[[QWidget, Sequence[str], int | None], Any]
    # (parent) -> the object that owns a game of this kind: actions, bots, autosave
    make_controller: Callable[[QObject | None], Any]
    # (controller, window) -> the board page the window shows and docks
    make_board: Callable[[Any, Any], Any]
    save_codec: SaveCodec
    bot_levels: tuple[str, ...]  # computer-player levels, weakest first
    autosave_path: Callable[[], Path]  # where an unfinished game of this kind is kept
    rules_dir: Callable[[], Path]  # the folder of <language>.html rules pages
    icon: Callable[[], Path]  # the picture on the start page
    tagline_context: str = "Games"
    # (the shell's window, this game) -> the game's front: its pages, menus and session actions
    # in that window (``shell.front.Front``); made once per window, when the game is first shown
    make_front: Callable[[Any, GameInfo], Front] | None = None

    def display_name(self) -> str:
        return QCoreApplication.translate("Games", self.name)

    def display_tagline(self) -> str:
        return QCoreApplication.translate(self.tagline_context, self.tagline)


class UnknownGameError(KeyError):
    """No game of that id is registered (a save of a game this version does not have)."""

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


_GAMES: dict[str, GameInfo] = {}
_loaded = False


def register_game(info: GameInfo) -> GameInfo:
    """Add a game (a package does it once, when imported). A second game with the same id
    is a programming error."""
    if not info.id or not info.id.isidentifier():
        raise ValueError(f"a game id is a plain identifier, not {info.id!r}")
    if not 1 <= info.min_seats <= info.max_seats:
        raise ValueError(f"bad seat range {info.min_seats}..{info.max_seats} for {info.id}")
    known = _GAMES.get(info.id)
    if known is not None and known != info:
        raise ValueError(f"a game with the id {info.id!r} is already registered")
    _GAMES[info.id] = info
    return info


def unregister_game(game_id: str) -> None:
    """Remove a game (tests that register a game of their own)."""
    _GAMES.pop(game_id, None)


def load_games() -> None:
    """Import every package of ``GAME_PACKAGES`` once (each registers its game)."""
    global _loaded
    if _loaded:
        return
    for name in GAME_PACKAGES:
        importlib.import_module(name)
    _loaded = True


def all_games() -> tuple[GameInfo, ...]:
    """The registered games: those of ``GAME_PACKAGES`` in its order, then any other."""
    load_games()
    order = {_game_of(name): i for i, name in enumerate(GAME_PACKAGES)}
    return tuple(sorted(_GAMES.values(), key=lambda g: order.get(g.id, len(order))))


def _game_of(module: str) -> str:
    """The game id a module of ``GAME_PACKAGES`` stands for: the package under ``games``."""
    parts = module.split(".")
    return parts[parts.index("games") + 1] if "games" in parts[:-1] else parts[-1]


def find_game(game_id: str) -> GameInfo:
    """The game registered as ``game_id``; ``UnknownGameError`` if there is none."""
    load_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGameError(game_id) from None


def default_game() -> GameInfo:
    return find_game(DEFAULT_GAME)
