"""Which game a save file belongs to, so the shell hands it to that game's codec.

Saves name their game in ``config.game`` (schema 3; ``game`` at the top level is read too);
a save without it is a *Welcome To…* game. A file that cannot be read or parsed here goes to the
default game, whose codec then reports the problem in its own words.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..persistence.safe_io import FileReadError, read_json_file
from .registry import DEFAULT_GAME, GameInfo, UnknownGameError, all_games, find_game

MAX_SAVE_BYTES = 16 * 1024 * 1024  # far above any real save; a bigger file is not read here


def save_game_id(path: str | os.PathLike[str]) -> str:
    """The id of the game a save file names (``DEFAULT_GAME`` when it names none)."""
    try:  # only a regular file, capped, strict JSON: a pipe here must not hang the start-up
        data = read_json_file(Path(path), limit=MAX_SAVE_BYTES)
    except FileReadError:
        return DEFAULT_GAME
    if not isinstance(data, dict):
        return DEFAULT_GAME
    config = data.get("config")
    game = config.get("game") if isinstance(config, dict) else None
    if game is None:
        game = data.get("game")
    return game if isinstance(game, str) and game else DEFAULT_GAME


def game_for_save(path: str | os.PathLike[str]) -> GameInfo:
    """The registered game of a save; ``UnknownGameError`` if this version has no such game."""
    return find_game(save_game_id(path))


def latest_autosave() -> tuple[GameInfo, Path] | None:
    """The unfinished game to offer at start-up: the newest autosave of any registered game,
    with the game it names (an autosave of a game this version does not have is skipped)."""
    found: dict[Path, float] = {}
    for game in all_games():
        path = game.autosave_path()
        try:
            found[path] = path.stat().st_mtime
        except OSError:
            continue
    for path in sorted(found, key=lambda p: found[p], reverse=True):
        try:
            return game_for_save(path), path
        except UnknownGameError:
            continue
    return None
