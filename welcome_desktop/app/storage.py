"""Saving and opening games for the controller: the game state plus the app's own extras.

One save per game: every game started gets its own file in ``<data>/games/`` (its "slot"),
rewritten after each confirmed turn, so starting another game never discards one in progress.
A finished game's slot is removed (the game goes to the history). The single ``autosave.json``
of earlier versions is still listed and resumed like a slot.
"""

from __future__ import annotations

import contextlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import engine
from ..engine import GameState
from ..persistence import paths
from .setup import GameSetup


class StorageError(Exception):
    """A save that cannot be written or opened; ``code`` in {"corrupt", "too_new",
    "unreadable", "write_failed"}. The file on disk is left as it was."""

    def __init__(self, code: str, path: Path) -> None:
        super().__init__(f"{code}: {path}")
        self.code = code
        self.path = path


@dataclass(frozen=True, slots=True)
class Session:
    """What a save holds for the app: the state, the setup and the score history."""

    state: GameState
    setup: GameSetup
    history: tuple[tuple[int, ...], ...]


#: A save bigger than this is not one of ours: it is reported, never read whole.
MAX_SAVE_BYTES = 8 * 1024 * 1024
GAMES_FOLDER = "games"


def autosave_path() -> Path:
    """The single autosave file of earlier versions (still resumed if found)."""
    return paths.autosave_path()


def games_dir() -> Path:
    return paths.data_dir() / GAMES_FOLDER


def new_game_path() -> Path:
    """A fresh slot for a game that starts now (the file is made on the first write)."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return games_dir() / f"{stamp}-{secrets.token_hex(3)}.json"


def is_slot(path: str | Path) -> bool:
    """Whether ``path`` is a game slot (or the old autosave), not a file the player named."""
    target = Path(path).resolve()
    return target.parent == games_dir().resolve() or target == autosave_path().resolve()


def slot_paths() -> list[Path]:
    """Every game slot on disk (unfinished games), the most recently written first."""
    found = sorted(games_dir().glob("*.json")) if games_dir().is_dir() else []
    if autosave_path().is_file():
        found.append(autosave_path())

    def written(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=written, reverse=True)


@dataclass(frozen=True, slots=True)
class Unfinished:
    """One game left unfinished, as the start page lists it."""

    path: Path
    saved_at: datetime  # local time of the last write
    session: Session


def unfinished_games(limit: int = 8) -> list[Unfinished]:
    """The most recent unfinished games that open (damaged files are left alone, unlisted)."""
    out: list[Unfinished] = []
    for path in slot_paths():
        if len(out) >= limit:
            break
        try:
            session = read(path)
            when = datetime.fromtimestamp(path.stat().st_mtime)
        except (StorageError, OSError):
            continue
        if not session.state.over:
            out.append(Unfinished(path, when, session))
    return out


def remove_slot(path: Path | None) -> None:
    """A finished game's slot goes (never a file the player saved under a name)."""
    if path is not None and is_slot(path):
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)


def write(path: str | Path, session: Session) -> Path:
    """Write ``session`` to ``path`` atomically (persistence.saves); raise StorageError."""
    from ..persistence import saves

    target = Path(path)
    extra: dict[str, Any] = {
        "setup": session.setup.to_json(),
        "history": [list(row) for row in session.history],
    }
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        saves.save_game(target, session.state, extra)
    except OSError as err:
        raise StorageError("write_failed", target) from err
    return target


def read(path: str | Path) -> Session:
    """Open a save; raise StorageError (corrupt / too new / unreadable) without touching it."""
    from ..persistence import saves

    source = Path(path)
    try:
        if source.stat().st_size > MAX_SAVE_BYTES:
            raise StorageError("corrupt", source)
    except OSError as err:
        raise StorageError("unreadable", source) from err
    try:
        state, extra = saves.load_game(source)
    except saves.SaveError as err:
        raise StorageError(str(getattr(err, "code", "corrupt")), source) from err
    except OSError as err:
        raise StorageError("unreadable", source) from err
    extra = extra if isinstance(extra, dict) else {}
    try:
        setup = GameSetup.from_json(dict(extra.get("setup") or {}), state.config)
        history = tuple(tuple(int(v) for v in row) for row in extra.get("history") or ())
    except (TypeError, ValueError, KeyError) as err:
        raise StorageError("corrupt", source) from err
    return Session(state, setup, history)


def replay_history(state: GameState) -> tuple[tuple[int, ...], ...]:
    """Each seat's running total after every round of ``state``, by replaying its log."""
    replay = engine.new_game(state.config)
    out = []
    for index, moves in enumerate(state.log):
        if state.config.table and index < len(state.table_log):
            combos, approved = state.table_log[index]
            replay = engine.set_table_round(replay, combos, approved)
        replay = engine.play_round(replay, moves)
        out.append(tuple(score.total for score in replay.scores()))
    return tuple(out)


def remove_autosave() -> None:
    with contextlib.suppress(OSError):
        autosave_path().unlink(missing_ok=True)
