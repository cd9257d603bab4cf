"""Property: a settings file holding any JSON object (every known key given any value: long or
path-like languages, names of any length, huge numbers, nesting; unknown keys; any schema
version) is read without raising and only into valid settings, reading never changes it, and
the start-up repair keeps what the user had: the original kept aside byte for byte, unknown
keys and valid values carried over, a newer file never rewritten, and a second start quiet."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from welcome_desktop.persistence.settings import (
    ANIMATION_SPEEDS,
    LANGUAGE_CODE,
    MAX_GEOMETRY_LENGTH,
    MAX_SEAT_NAMES,
    SETTINGS_SCHEMA_VERSION,
    Settings,
    is_plain_name,
    open_settings,
    read_settings,
)

KNOWN = (
    "highlight_legal_moves",
    "confirm_turn",
    "animation_speed",
    "language",
    "show_hints",
    "last_seat_names",
    "window_geometry",
)
LEAVES = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**39), max_value=10**39)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40)
    | st.sampled_from(
        [
            "x" * 300,
            "../../tmp/evil",
            "fr\n",
            "fr",
            "pt_BR",
            "/etc/passwd",
            '<img src="/tmp/x">',
            "W" * 100,
            "fast",
            "A" * (MAX_GEOMETRY_LENGTH + 1),
        ]
    )
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: st.lists(inner, max_size=8) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=12,
)
DOCUMENTS = st.dictionaries(
    st.sampled_from(KNOWN) | st.text(max_size=10), VALUES, max_size=8
).flatmap(
    lambda doc: st.sampled_from([None, 0, 1, 2, 7, -1, 10**12, "1"]).map(
        lambda version: doc if version is None else {**doc, "schema_version": version}
    )
)


def assert_valid(s: Settings) -> None:
    for name in ("highlight_legal_moves", "confirm_turn", "show_hints"):
        assert isinstance(getattr(s, name), bool)
    assert s.animation_speed in ANIMATION_SPEEDS
    assert s.language == "" or LANGUAGE_CODE.fullmatch(s.language), repr(s.language)
    assert "/" not in s.language and "." not in s.language and len(s.language) <= 6
    assert len(s.last_seat_names) <= MAX_SEAT_NAMES
    assert all(is_plain_name(n) for n in s.last_seat_names)
    assert isinstance(s.window_geometry, str) and len(s.window_geometry) <= MAX_GEOMETRY_LENGTH


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(DOCUMENTS)
def test_any_settings_object_reads_into_valid_settings_and_the_repair_keeps_it(
    doc: dict[str, Any],
) -> None:
    raw = json.dumps(doc).encode()
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "settings.json"
        target.write_bytes(raw)
        loaded = read_settings(target)
        assert target.read_bytes() == raw  # reading never changes the file
        assert_valid(loaded.settings)
        unknown = {k: v for k, v in doc.items() if k not in KNOWN and k != "schema_version"}
        if not loaded.damaged:
            assert {k: loaded.settings.preserved[k] for k in unknown} == unknown

        start = open_settings(target)
        assert_valid(start.settings)
        assert start.settings == loaded.settings
        if start.kept_aside is not None:
            assert start.kept_aside.read_bytes() == raw  # the user's file, whole
            assert {k for k, _ in start.notes} & {"damaged", "fixed"}
            rewritten = json.loads(target.read_text(encoding="utf-8"))
            if not loaded.damaged:  # only invalid values reset: the rest carried over
                assert {k: rewritten[k] for k in unknown} == unknown
            assert rewritten["schema_version"] >= SETTINGS_SCHEMA_VERSION
        else:
            assert target.read_bytes() == raw  # nothing to repair (or newer): not rewritten
        # A second start finds nothing to repair and rewrites nothing.
        before = target.read_bytes(), os.stat(target).st_mtime_ns
        again = open_settings(target)
        assert again.kept_aside is None
        assert not {k for k, _ in again.notes} & {"damaged", "fixed"}
        assert (target.read_bytes(), os.stat(target).st_mtime_ns) == before
        assert again.settings == start.settings
