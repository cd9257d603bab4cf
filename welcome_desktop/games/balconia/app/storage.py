"""Balconia saves for the app: the engine's save (replay + snapshot, atomic) plus the seats.

The autosave is one file beside the other games' ones; it is rewritten after every applied
action and removed when the game ends. A refused file is never changed."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from welcome_desktop.persistence.save_errors import CorruptSaveError

from ....persistence import paths
from ..engine import GameState
from ..save_codec import load_game, save_game
from .setup import BalconiaSetup

AUTOSAVE_NAME = "balconia-autosave.json"


@dataclass(frozen=True, slots=True)
class Session:
    """What a save holds for the app."""

    state: GameState
    setup: BalconiaSetup


def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE_NAME


def write(path: str | Path, session: Session) -> Path:
    """Write ``session`` atomically; the path written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    save_game(target, session.state, session.setup.to_json())
    return target


def read(path: str | Path) -> Session:
    """The session in a save; the shared save errors (corrupt, newer, unreadable) if refused."""
    state, extra = load_game(path)
    try:
        setup = BalconiaSetup.from_json(state.config, extra)
    except ValueError as exc:
        raise CorruptSaveError(f"extra: {exc}", "setup") from None
    return Session(state, setup)


def remove_autosave() -> None:
    with contextlib.suppress(OSError):
        autosave_path().unlink()
