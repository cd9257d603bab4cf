"""Saving and opening games for the controller: the game state plus the app's own extras."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
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


def autosave_path() -> Path:
    return paths.autosave_path()


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
