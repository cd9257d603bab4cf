"""Property: Pompeji saves read as safely as Welcome's. Generated hostile files (deep nesting,
huge and non-finite numbers, duplicate keys, special files, random bytes) and generated wrong
values in any place of a real save get a typed refusal that names the failed check, never a
traceback or a hang; the file stays untouched; a byte order mark is accepted."""

from __future__ import annotations

import dataclasses
import functools
import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.persistence.test_hostile_property import (
    MARK,
    SPECIAL,
    fingerprint,
    hostile_token,
    leaf_slots,
    make,
    no_hang,
)
from welcome_desktop.games.pompeji.engine import GameConfig, GameState, apply, new_game
from welcome_desktop.games.pompeji.engine import random_action as pompeji_action
from welcome_desktop.games.pompeji.save_codec import MAX_SAVE_BYTES, game_to_json, load_game
from welcome_desktop.games.welcome.persistence.saves import SaveError
from welcome_desktop.persistence.safe_io import ERROR_CODES

HOSTILE_SETTINGS = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@functools.cache
def saved_game() -> GameState:
    import random

    state = new_game(GameConfig(seats=3, seed=5))
    rng = random.Random(5)
    for _ in range(20):
        state = apply(state, pompeji_action(state, rng, permit_rate=0.2, statue_rate=0.3))
    return state


def document() -> dict[str, Any]:
    data = game_to_json(saved_game())
    data["extra"] = {"names": ["Ada", "Bo", "Cy"]}
    return json.loads(json.dumps(data))  # type: ignore[no-any-return]


@st.composite
def hostile_save(draw: st.DrawFn) -> tuple[str, bytes | None]:
    shape = draw(st.sampled_from(["token", "token", "bom", "bytes", "special", "top-duplicate"]))
    if shape == "special":
        return draw(st.sampled_from(SPECIAL)), None
    if shape == "bytes":
        return "bytes", draw(st.binary(max_size=3000))
    doc = document()
    if shape == "bom":
        return "bom", b"\xef\xbb\xbf" + json.dumps(doc).encode()
    if shape == "top-duplicate":
        text = json.dumps(doc).replace("{", '{"format": 0, ', 1)
        return "duplicate", text.encode()
    kind, token = draw(hostile_token())
    slots = leaf_slots(doc)
    container, key = slots[draw(st.integers(min_value=0, max_value=len(slots) - 1))]
    container[key] = MARK
    return kind, json.dumps(doc).replace(json.dumps(MARK), token).encode()


@HOSTILE_SETTINGS
@given(hostile_save())
def test_hostile_pompeji_saves_are_refused_cleanly_and_left_untouched(
    case: tuple[str, bytes | None],
) -> None:
    kind, content = case
    with tempfile.TemporaryDirectory() as folder, no_hang():
        target = Path(folder) / "game.pompeji.json"
        make(target, kind, content)
        before = fingerprint(target)
        try:
            state, extra = load_game(target)
        except SaveError as error:
            assert kind != "bom"
            assert error.check and len(str(error)) < 2000
            if kind in ("nesting", "huge_int", "huge_float", "non_finite", "duplicate"):
                assert error.check in ERROR_CODES, (kind, error.check, str(error))
        else:
            assert kind == "bom"
            assert state == saved_game() and extra == {"names": ["Ada", "Bo", "Cy"]}
        assert fingerprint(target) == before


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**39), max_value=10**39)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=300),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@HOSTILE_SETTINGS
@given(st.data())
def test_any_wrong_value_anywhere_is_refused_or_changes_nothing(data: st.DataObject) -> None:
    """Valid JSON with a generated value (huge ints, floats, long strings, wrong shapes) in any
    place: refused with a SaveError, or (a harmless place such as the app version) the very
    same game. The snapshot cross-check leaves no third outcome."""
    doc = document()
    slots = leaf_slots(doc)
    container, key = slots[data.draw(st.integers(min_value=0, max_value=len(slots) - 1))]
    container[key] = data.draw(JSON_VALUES)
    with tempfile.TemporaryDirectory() as folder, no_hang():
        target = Path(folder) / "game.pompeji.json"
        target.write_text(json.dumps(doc), encoding="utf-8")
        try:
            state, _ = load_game(target)
        except SaveError as error:
            assert error.check and len(str(error)) < 2000
        else:
            # The same game; only a presentation option that no replay depends on may have
            # been edited (open hands: the hands shown to all, a choice made at the table).
            same_config = dataclasses.replace(state.config, open_hands=False)
            assert same_config == saved_game().config
            assert dataclasses.replace(state, config=saved_game().config) == saved_game()


def test_an_oversized_or_endless_file_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.write(b"[")
        handle.truncate(MAX_SAVE_BYTES + 10)  # sparse
    with no_hang():
        for target in (big, tmp_path / "zero.json"):
            if target.name == "zero.json":
                target.symlink_to("/dev/zero")
            try:
                load_game(target)
            except SaveError as error:
                assert error.check in ("too_large", "not_regular")
            else:
                raise AssertionError(f"{target.name} was loaded")
