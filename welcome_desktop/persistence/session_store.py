"""A table game's saves for the app, for every game that keeps its seats beside the engine's
save: the engine's save (replay + snapshot, written atomically) with the seats in its
``extra``, and one autosave file per game in the data folder.

A game makes one ``SessionStore`` from its save codec and its setup's reader and exposes its
methods as its ``app.storage`` functions. The autosave is rewritten after every action and
removed when the game ends. A refused file is never changed."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from . import paths
from .save_errors import CorruptSaveError

StateT = TypeVar("StateT", bound="ConfiguredState")
SetupT = TypeVar("SetupT", bound="JsonSetup")


class ConfiguredState(Protocol):
    """An engine's game state: its configuration is what the seats are read against."""

    @property
    def config(self) -> Any: ...


class JsonSetup(Protocol):
    """The seats of a game, as kept in a save's ``extra``."""

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)  # no slots: a game's alias (``Session[State, Setup](...)``) tags it
class Session(Generic[StateT, SetupT]):
    """What a save holds for the app."""

    state: StateT
    setup: SetupT


class SessionStore(Generic[StateT, SetupT]):
    """The saves of one game: ``save_game``/``load_game`` are its codec's, ``setup_from_json``
    reads the seats from a save's ``extra`` (ValueError if they are not seats)."""

    def __init__(
        self,
        autosave_name: str,
        save_game: Callable[[str | os.PathLike[str], StateT, dict[str, Any] | None], None],
        load_game: Callable[[str | os.PathLike[str]], tuple[StateT, dict[str, Any]]],
        setup_from_json: Callable[[Any, object], SetupT],
    ) -> None:
        self.autosave_name = autosave_name
        self._save_game = save_game
        self._load_game = load_game
        self._setup_from_json = setup_from_json

    def autosave_path(self) -> Path:
        return paths.data_dir() / self.autosave_name

    def write(self, path: str | Path, session: Session[StateT, SetupT]) -> Path:
        """Write ``session`` atomically; the path written."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        self._save_game(target, session.state, session.setup.to_json())
        return target

    def read(self, path: str | Path) -> Session[StateT, SetupT]:
        """The session in a save; the shared save errors (corrupt, newer, unreadable) if
        refused."""
        state, extra = self._load_game(path)
        try:
            setup = self._setup_from_json(state.config, extra)
        except ValueError as exc:
            raise CorruptSaveError(f"extra: {exc}", "setup") from None
        return Session(state, setup)

    def remove_autosave(self) -> None:
        with contextlib.suppress(OSError):
            self.autosave_path().unlink()
