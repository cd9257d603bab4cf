"""Saved games as JSON: the config and the action list (replayed on load) plus a snapshot check.

The format is documented in docs/save-format.md.
"""

from __future__ import annotations

import os
from typing import Any, Final

from welcome_desktop import __version__
from welcome_desktop.persistence.atomic import atomic_write_json
from welcome_desktop.persistence.safe_io import DEFAULT_LIMIT
from welcome_desktop.persistence.save_errors import (
    CorruptSaveError,
    Migration,
    NewerSaveError,
    SaveError,
    UnreadableSaveError,
    first_difference,
    load_save_file,
    migrate_save,
)
from welcome_desktop.persistence.save_errors import short_repr as _short

from ..engine import (
    THEMES,
    EndReason,
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    Move,
    TableTemps,
    check_move,
    end_table_game,
    new_game,
    plan_met,
    set_table_round,
    set_table_temps,
    submit,
)
from .sheet_format import paper_from_sheet

SAVE_SCHEMA_VERSION: Final = 3
SAVE_FORMAT_ID: Final = "welcome-desktop-save"
GAME_ID: Final = "welcome"  # config.game: which game's rules the save replays through


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 added ``ended_at_table`` (score pad); a version 1 game never ended that way."""
    data["schema_version"] = 2
    return data


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 names the game and the sheet in the config; every older save is Welcome To
    on the base sheet. It also added ``table_temps`` (score pad: the table's temp result).
    Version 2 scored any temps of a score-pad sheet as the table's most (7 points): keep that
    as a provisional entry, so the game loads as it was saved and the player is asked for the
    real result."""
    data["config"] = {"game": GAME_ID, **data["config"], "sheet": "base"}
    data["schema_version"] = 3
    config = data.get("config")
    snapshot = data.get("snapshot")
    if isinstance(config, dict) and config.get("table") is True and isinstance(snapshot, dict):
        seats = snapshot.get("seats")
        if isinstance(seats, list) and any(
            isinstance(seat, dict)
            and isinstance(seat.get("score"), dict)
            and seat["score"].get("temps")
            for seat in seats
        ):
            data["table_temps"] = {"rank": 1, "final": False}
    return data


# Version v -> a function turning a version-v save object into a version v + 1 one.
MIGRATIONS: dict[int, Migration] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
}


SAVE_SIZE_LIMIT: Final = DEFAULT_LIMIT

#: Ids of the checks a save can fail (``SaveError.check``); the UI says which one failed.
#: The file-level ones are the codes of persistence.safe_io.
SAVE_CHECKS: Final = (
    "format",  # not a Welcome Desktop save
    "version",  # a schema version this app cannot read
    "structure",  # a missing or mistyped field
    "config",  # the game's configuration
    "moves",  # a move of the log refused on replay
    "reshuffle",  # a reshuffle asked by a move that achieved no plan
    "table_rounds",  # score pad: the cards entered at the table
    "pending",  # a move submitted in the unfinished round
    "snapshot",  # the replayed game differs from the snapshot written with it
)


# -- writing ---------------------------------------------------------------------------------------
def _snapshot(state: GameState) -> dict[str, Any]:
    scores = state.scores()
    snap: dict[str, Any] = {
        "round": state.round,
        "plans": [p.id for p in state.plans],
        "approved": list(state.approved),
        "over": state.over,
        "end_reasons": [r.value for r in state.end_reasons],
        "offers": [[[c.number, c.effect.value] for c in offer] for offer in state.offers],
        "seats": [
            {
                "sheet": paper_from_sheet(state.sheets[s], scores[s].temps, state.config.sheet),
                "score": scores[s].to_json(),
                "submitted": state.pending[s] is not None,
            }
            for s in range(state.seats)
        ],
    }
    for s, pending in enumerate(state.pending):
        if pending is not None:  # vouches for the move submitted in the unfinished round
            snap["seats"][s]["submitted_sheet"] = paper_from_sheet(pending[1])
    return snap


def game_to_json(state: GameState) -> dict[str, Any]:
    """The JSON object of a save (without the app's ``extra`` metadata)."""
    data: dict[str, Any] = {
        "format": SAVE_FORMAT_ID,
        "schema_version": SAVE_SCHEMA_VERSION,
        "app_version": __version__,
        "config": {"game": GAME_ID, **state.config.to_json(), "sheet": state.config.sheet},
        "rounds": [[m.to_json() for m in moves] for moves in state.log],
        "table_rounds": [
            {"combos": [list(c) for c in combos], "approved": list(approved)}
            | ({"taken": list(state.table_taken[r])} if state.table_taken else {})
            for r, (combos, approved) in enumerate(state.table_log)
        ],
        "pending": [
            {"seat": s, "move": p[0].to_json()}
            for s, p in enumerate(state.pending)
            if p is not None
        ],
    }
    if EndReason.TABLE in state.end_reasons:
        data["ended_at_table"] = True
    if state.table_temps is not None:
        data["table_temps"] = state.table_temps.to_json()
    data["snapshot"] = _snapshot(state)
    return data


def save_game(
    path: str | os.PathLike[str], state: GameState, extra: dict[str, Any] | None = None
) -> None:
    """Write a save atomically: the old file stays whole if anything fails."""
    data = game_to_json(state)
    data["extra"] = {} if extra is None else extra
    atomic_write_json(path, data)


# -- reading ---------------------------------------------------------------------------------------
_CHECK_OF_PLACE: Final = (
    ("save.format", "format"),
    ("save.schema_version", "version"),
    ("config", "config"),
    ("table_rounds", "table_rounds"),
    ("rounds", "moves"),
    ("pending", "pending"),
    ("snapshot", "snapshot"),
)


def _check_of(where: str) -> str:
    """The check (SAVE_CHECKS) a problem found at ``where`` in the file belongs to."""
    for prefix, check in _CHECK_OF_PLACE:
        if where.startswith(prefix):
            return check
    return "structure"


def _corrupt(where: str, problem: str, check: str | None = None) -> CorruptSaveError:
    return CorruptSaveError(f"{where}: {problem}", check or _check_of(where))


def _get(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise _corrupt(where, f"missing {key!r}")
    value = data[key]
    if not _is(value, kind):
        raise _corrupt(f"{where}.{key}", f"expected {_kind_name(kind)}, got {_short(value)}")
    return value


def _is(value: object, kind: type | tuple[type, ...]) -> bool:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool):
        return bool in kinds
    return isinstance(value, kinds)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {
        int: "a whole number",
        bool: "true/false",
        str: "text",
        list: "a list",
        dict: "an object",
    }
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _int_list(value: object, length: int, where: str) -> None:
    if not isinstance(value, list) or len(value) != length or not all(_is(v, int) for v in value):
        raise _corrupt(where, f"expected a list of {length} whole numbers, got {_short(value)}")


_MOVE_INTS: Final = ("combo", "street", "house", "shift", "column", "truck")
_MOVE_BOOLS: Final = ("effect", "reshuffle")
_MOVE_KEYS: Final = frozenset((*_MOVE_INTS, *_MOVE_BOOLS, "fence", "roundabout", "bis", "claims"))


def _move(data: object, where: str) -> Move:
    if not isinstance(data, dict):
        raise _corrupt(where, f"expected a move object, got {_short(data)}")
    unknown = sorted(str(k) for k in data if k not in _MOVE_KEYS)
    if unknown:
        raise _corrupt(where, f"unknown move field {_short(unknown[0])}")
    for key in _MOVE_INTS:
        if key in data and not _is(data[key], int):
            raise _corrupt(f"{where}.{key}", f"expected a whole number, got {_short(data[key])}")
    for key in _MOVE_BOOLS:
        if key in data and not _is(data[key], bool):
            raise _corrupt(f"{where}.{key}", f"expected true/false, got {_short(data[key])}")
    for key, length in (("fence", 2), ("roundabout", 2), ("bis", 3)):
        if key in data:
            _int_list(data[key], length, f"{where}.{key}")
    claims = data.get("claims", [])
    if not isinstance(claims, list):
        raise _corrupt(f"{where}.claims", "expected a list")
    for i, claim in enumerate(claims):
        cw = f"{where}.claims[{i}]"
        if not (isinstance(claim, list) and len(claim) == 2 and _is(claim[0], int)):
            raise _corrupt(cw, f"expected [plan, estates], got {_short(claim)}")
        if not isinstance(claim[1], list):
            raise _corrupt(cw, "expected a list of estates")
        for j, estate in enumerate(claim[1]):
            _int_list(estate, 3, f"{cw}[1][{j}]")
    return Move.from_json(data)


def _config(data: dict[str, Any]) -> GameConfig:
    raw = _get(data, "config", dict, "save")
    mode = _get(raw, "mode", str, "config")
    if mode not in {m.value for m in Mode}:
        raise _corrupt("config.mode", f"unknown mode {_short(mode)}")
    seats = _get(raw, "seats", int, "config")
    advanced = _get(raw, "advanced", bool, "config")
    seed = _get(raw, "seed", int, "config")
    table = raw.get("table", False)
    if not _is(table, bool):
        raise _corrupt("config.table", f"expected true/false, got {_short(table)}")
    plan_ids = raw.get("plan_ids", [])
    if not isinstance(plan_ids, list) or not all(isinstance(p, str) for p in plan_ids):
        raise _corrupt("config.plan_ids", f"expected a list of plan ids, got {_short(plan_ids)}")
    game = _get(raw, "game", str, "config")
    if game != GAME_ID:
        raise _corrupt("config.game", f"unknown game {_short(game)}")
    sheet = _get(raw, "sheet", str, "config")
    if sheet not in THEMES:
        raise _corrupt("config.sheet", f"unknown sheet {_short(sheet)}")
    try:
        return GameConfig(Mode(mode), seats, advanced, seed, table, tuple(plan_ids), sheet)
    except ValueError as exc:
        raise _corrupt("config", str(exc)) from None


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = _get(data, "schema_version", int, "save")
    return migrate_save(data, version, SAVE_SCHEMA_VERSION, MIGRATIONS)


def _set_table(state: GameState, entry: object, where: str) -> GameState:
    """Score pad: enter one round's combinations (and approvals) as recorded."""
    if not isinstance(entry, dict):
        raise _corrupt(where, "expected {combos, approved}")
    combos = _get(entry, "combos", list, where)
    approved = _get(entry, "approved", list, where)
    for i, combo in enumerate(combos):
        ok = isinstance(combo, list) and len(combo) == 2 and _is(combo[0], int)
        if not ok or not isinstance(combo[1], str):
            raise _corrupt(
                f"{where}.combos[{i}]", f"expected [number, effect], got {_short(combo)}"
            )
    if not all(_is(a, bool) for a in approved):
        raise _corrupt(f"{where}.approved", "expected true/false values")
    taken = entry.get("taken")  # ice-cream street bonuses taken at the table
    if taken is not None and not (isinstance(taken, list) and all(_is(t, bool) for t in taken)):
        raise _corrupt(f"{where}.taken", "expected true/false values")
    try:
        return set_table_round(state, [(c[0], c[1]) for c in combos], approved, taken)
    except Exception as exc:  # IllegalMove, or the engine choking on odd values
        raise _corrupt(where, f"refused on replay ({exc})") from None


def _table_temps(state: GameState, entry: object) -> GameState:
    """Score pad: the table's temp result as entered (None: not entered)."""
    if entry is None:
        return state
    where = "save.table_temps"
    if not isinstance(entry, dict):
        raise _corrupt(where, f"expected an object, got {_short(entry)}")
    rank, others, final = entry.get("rank", 0), entry.get("others", []), entry.get("final")
    if not _is(rank, int) or not _is(final, bool) or not isinstance(others, list):
        raise _corrupt(where, f"expected rank, others and final, got {_short(entry)}")
    if not all(_is(c, int) for c in others):
        raise _corrupt(where, f"other counts must be whole numbers, got {_short(others)}")
    try:
        return set_table_temps(state, TableTemps(rank, tuple(others)), final)
    except IllegalMove as exc:
        raise _corrupt(where, f"refused on replay ({exc})") from None


def _replay(
    config: GameConfig, rounds: list[Any], table: list[Any], pending: list[Any]
) -> GameState:
    state = new_game(config)
    if table and not config.table:
        raise _corrupt("table_rounds", "only score-pad games have table rounds")
    if len(table) > len(rounds) + 1:
        raise _corrupt("table_rounds", f"{len(table)} table rounds for {len(rounds)} rounds")
    for r, moves in enumerate(rounds):
        where = f"rounds[{r}]"
        if not isinstance(moves, list) or len(moves) != config.seats:
            raise _corrupt(where, f"expected a list of {config.seats} moves")
        if r < len(table):
            state = _set_table(state, table[r], f"table_rounds[{r}]")
        for seat, raw in enumerate(moves):
            state = _submit(state, seat, _move(raw, f"{where}[{seat}]"), f"{where}[{seat}]")
    if len(table) > len(rounds):
        state = _set_table(state, table[-1], f"table_rounds[{len(rounds)}]")
    seen: set[int] = set()
    for i, entry in enumerate(pending):
        where = f"pending[{i}]"
        if not isinstance(entry, dict):
            raise _corrupt(where, "expected {seat, move}")
        seat = _get(entry, "seat", int, where)
        if not 0 <= seat < config.seats or seat in seen:
            raise _corrupt(f"{where}.seat", f"bad or repeated seat {seat}")
        seen.add(seat)
        if len(seen) == config.seats:
            raise _corrupt("pending", "every seat has a pending move; the round would be over")
        state = _submit(state, seat, _move(_get(entry, "move", dict, where), where), where)
    return state


def _achieves_a_plan(state: GameState, seat: int, move: Move) -> bool:
    """Whether ``move`` (legal) claims a plan: chosen estates, or a plan its sheet now meets."""
    if move.claims:
        return True
    sheet = check_move(state, seat, move)
    return any(sheet.plans[i] == 0 and plan_met(sheet, plan) for i, plan in enumerate(state.plans))


def _submit(state: GameState, seat: int, move: Move, where: str) -> GameState:
    try:
        if move.reshuffle and not _achieves_a_plan(state, seat, move):
            raise _corrupt(where, "a reshuffle asked by a move that achieves no plan", "reshuffle")
        return submit(state, seat, move)
    except IllegalMove as exc:
        raise _corrupt(where, f"illegal move on replay ({exc})") from None
    except CorruptSaveError:
        raise
    except Exception as exc:  # the engine choking on odd values is still a bad file
        raise _corrupt(where, f"move refused on replay ({type(exc).__name__}: {exc})") from None


def _pending_not_vouched(snapshot: dict[str, Any]) -> bool:
    """A snapshot of an older app: seats marked submitted, none with its submitted sheet.

    (One seat with it and another without is simply a snapshot that does not match.)
    """
    seats = snapshot.get("seats")
    if not isinstance(seats, list) or not all(isinstance(seat, dict) for seat in seats):
        return False
    submitted = [seat for seat in seats if seat.get("submitted") is True]
    return bool(submitted) and not any("submitted_sheet" in seat for seat in seats)


def _without_submitted_sheets(snapshot: dict[str, Any]) -> dict[str, Any]:
    seats = [
        {k: v for k, v in seat.items() if k != "submitted_sheet"} for seat in snapshot["seats"]
    ]
    return {**snapshot, "seats": seats}


def game_from_json(data: object) -> GameState:
    """Rebuild a game by replaying its actions and check it against the saved snapshot.

    Raises NewerSaveError for a newer format and CorruptSaveError for anything inconsistent.
    """
    if not isinstance(data, dict):
        raise _corrupt("save", "expected a JSON object")
    if data.get("format") != SAVE_FORMAT_ID:
        raise _corrupt(
            "save.format", f"not a Welcome Desktop save (format {_short(data.get('format'))})"
        )
    written_before_3 = _is(data.get("schema_version"), int) and data["schema_version"] < 3
    data = _migrate(data)
    _get(data, "app_version", str, "save")
    config = _config(data)
    rounds = _get(data, "rounds", list, "save")
    table = _get(data, "table_rounds", list, "save")
    pending = _get(data, "pending", list, "save")
    snapshot = _get(data, "snapshot", dict, "save")
    # Saves of schema 3 and later always vouch for submitted moves; older ones may not.
    legacy = written_before_3 and _pending_not_vouched(snapshot)
    state = _replay(config, rounds, table, pending)
    ended = data.get("ended_at_table", False)
    if not _is(ended, bool):
        raise _corrupt("save.ended_at_table", f"expected true/false, got {_short(ended)}")
    if ended:
        try:
            state = end_table_game(state)
        except IllegalMove as exc:
            raise _corrupt("save.ended_at_table", f"refused on replay ({exc})") from None
    state = _table_temps(state, data.get("table_temps"))
    replayed = _snapshot(state)
    if legacy:  # written before the snapshot vouched for submitted moves: loaded as before
        replayed = _without_submitted_sheets(replayed)
    problem = first_difference(snapshot, replayed, "snapshot")
    if problem:
        raise CorruptSaveError(f"the replayed game does not match the save ({problem})", "snapshot")
    return state


def load_game(path: str | os.PathLike[str]) -> tuple[GameState, dict[str, Any]]:
    """The game in a save file and the app's ``extra`` metadata; the file is only read.

    Only a regular file of at most SAVE_SIZE_LIMIT bytes is read, and its JSON is parsed
    strictly (persistence.safe_io); ``SaveError.check`` says which check refused it.
    """
    return load_save_file(path, SAVE_SIZE_LIMIT, game_from_json)


__all__ = [
    "MIGRATIONS",
    "SAVE_CHECKS",
    "SAVE_SCHEMA_VERSION",
    "SAVE_SIZE_LIMIT",
    "CorruptSaveError",
    "NewerSaveError",
    "SaveError",
    "UnreadableSaveError",
    "game_from_json",
    "game_to_json",
    "load_game",
    "save_game",
]


# The errors are shared by every game's saves (persistence.save_errors); Welcome's modules and
# tests name them from here as before.
__all__ = [
    "CorruptSaveError",
    "NewerSaveError",
    "SaveError",
    "UnreadableSaveError",
    "first_difference",
]
