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

from welcome_desktop.persistence import paths
from welcome_desktop.persistence.problem_log import log_problem
from welcome_desktop.persistence.settings import is_plain_name

from .. import engine
from ..engine import GameState
from .setup import MAX_NAME_LENGTH, SEAT_KINDS, GameSetup, SeatSetup


class StorageError(Exception):
    """A save that cannot be written or opened; ``code`` in {"corrupt", "too_new",
    "unreadable", "write_failed"}. The file on disk is left as it was.

    ``check`` names the check that refused the file (see app.file_messages.CHECKS) and ``log``
    is the problem log its details went to (None if none was written)."""

    def __init__(self, code: str, path: Path, check: str = "", log: Path | None = None) -> None:
        super().__init__(f"{code}: {path}")
        self.code = code
        self.path = path
        self.check = check
        self.log = log


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
    from welcome_desktop.games.welcome.persistence import saves

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


class _BadSetup(Exception):
    def __init__(self, check: str, detail: str) -> None:
        super().__init__(detail)
        self.check = check


def _seat(data: object, index: int) -> SeatSetup:
    if not isinstance(data, dict):
        raise _BadSetup("setup", f"extra.setup.seats[{index}] is not an object")
    name, kind = data.get("name"), data.get("kind", "human")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        shown = repr(name)[:80]
        raise _BadSetup(
            "names",
            f"extra.setup.seats[{index}].name: {shown} is not 1 to {MAX_NAME_LENGTH} "
            "characters of text",
        )
    if not is_plain_name(name):
        raise _BadSetup("names", f"extra.setup.seats[{index}].name holds control characters")
    if kind not in SEAT_KINDS and kind != "random":
        raise _BadSetup("setup", f"extra.setup.seats[{index}].kind: unknown {repr(kind)[:40]}")
    return SeatSetup(name, kind)


def _setup(extra: dict[str, Any], state: GameState) -> GameSetup:
    """The seats saved with a game, checked as strictly as the New Game dialog builds them."""
    raw = extra.get("setup", {})
    if not isinstance(raw, dict):
        raise _BadSetup("setup", "extra.setup is not an object")
    seats_raw = raw.get("seats", [])
    if not isinstance(seats_raw, list):
        raise _BadSetup("setup", "extra.setup.seats is not a list")
    seats = [_seat(item, i) for i, item in enumerate(seats_raw)]
    if len(seats) != state.config.seats:  # an older or hand-made save: default names
        return GameSetup.from_json({}, state.config)
    try:
        return GameSetup(state.config, tuple(seats), state.config.table)
    except ValueError as err:
        raise _BadSetup("setup", f"extra.setup: {err}") from None


def _refuse(code: str, source: Path, check: str, detail: str) -> StorageError:
    log = log_problem(f"refused-save[{check}]", source, detail)
    return StorageError(code, source, check, log)


def read(path: str | Path) -> Session:
    """Open a save; raise StorageError (corrupt / too new / unreadable) without touching it.

    The score history is recomputed from the replayed game, never taken from the file (a
    hand-edited history would otherwise be drawn as it is). A refusal's details are appended
    to the problem log in the user's state folder.
    """
    from welcome_desktop.games.welcome.persistence import saves

    source = Path(path)
    try:
        if source.stat().st_size > MAX_SAVE_BYTES:
            raise StorageError("corrupt", source)
    except OSError as err:
        raise StorageError("unreadable", source) from err
    try:
        state, extra = saves.load_game(source)
    except saves.SaveError as err:
        raise _refuse(str(err.code), source, err.check, str(err)) from err
    except OSError as err:
        raise _refuse("unreadable", source, "unreadable", str(err)) from err
    except RecursionError as err:  # a save nested just under the reader's limit
        raise _refuse("corrupt", source, "too_deep", "nesting too deep to check") from err
    try:
        setup = _setup(extra, state)
    except _BadSetup as err:
        raise _refuse("corrupt", source, err.check, str(err)) from err
    return Session(state, setup, replay_history(state))


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
