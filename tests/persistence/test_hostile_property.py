"""Property: generated hostile files (nesting, huge and non-finite numbers, duplicate keys, special
files, oversize, a byte order mark, random bytes) fed to the save and settings loaders and to the
`score` command get a clean refusal; the original file is untouched and the process lives on."""

from __future__ import annotations

import contextlib
import functools
import io
import json
import os
import signal
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile_files import make_special
from welcome_desktop.cli import main as cli_main
from welcome_desktop.games.welcome.persistence.saves import SaveError, game_to_json, load_game
from welcome_desktop.persistence.safe_io import DEFAULT_LIMIT
from welcome_desktop.persistence.settings import Settings, open_settings, read_settings

from .test_saves import mid_round_state

MARK = "@@hostile@@"
SHEET = {"houses": [[None] * 10, [None] * 11, [None] * 12], "temps": 1}
SETTINGS = {"schema_version": 1, "language": "fr", "last_seat_names": ["Ana", "Ben"]}
SPECIAL = ("fifo", "dev-zero", "folder", "dangling-link")


@functools.cache
def save_document() -> dict[str, Any]:
    return game_to_json(mid_round_state())


def documents() -> dict[str, Any]:
    return {"save": save_document(), "settings": SETTINGS, "sheet": SHEET}


def leaf_slots(value: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) whose value could be replaced, in document order."""
    slots: list[tuple[Any, Any]] = []
    stack = [value]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in items:
            slots.append((node, key))
            if isinstance(child, dict | list) and child:
                stack.append(child)
    return slots


@st.composite
def hostile_token(draw: st.DrawFn) -> tuple[str, str]:
    """(kind, JSON text) of one hostile value."""
    kind = draw(st.sampled_from(["nesting", "huge_int", "huge_float", "non_finite", "duplicate"]))
    if kind == "nesting":
        depth = draw(st.integers(min_value=33, max_value=3000))
        if draw(st.booleans()):
            return kind, "[" * depth + "0" + "]" * depth
        return kind, '{"k": ' * depth + "0" + "}" * depth
    if kind == "huge_int":
        digits = draw(st.integers(min_value=41, max_value=20_000))
        return kind, draw(st.sampled_from(["", "-"])) + "9" * digits
    if kind == "huge_float":
        return kind, f"1e{draw(st.integers(min_value=309, max_value=10**6))}"
    if kind == "non_finite":
        return kind, draw(st.sampled_from(["NaN", "Infinity", "-Infinity"]))
    key = draw(st.text(alphabet="abcxyz_é", min_size=1, max_size=6))
    return kind, "{" + f'"{key}": 1, "{key}": [2]' + "}"


@st.composite
def hostile_file(draw: st.DrawFn) -> tuple[str, str, bytes | None]:
    """(kind, base document name, content; None for a special file of kind ``kind``)."""
    base = draw(st.sampled_from(["save", "settings", "sheet"]))
    shape = draw(st.sampled_from(["token", "token", "top-duplicate", "bom", "bytes", "special"]))
    if shape == "special":
        return draw(st.sampled_from(SPECIAL)), base, None
    if shape == "bytes":
        return "bytes", base, draw(st.binary(max_size=3000))
    doc = json.loads(json.dumps(documents()[base]))
    if shape == "bom":
        return "bom", base, b"\xef\xbb\xbf" + json.dumps(doc).encode()
    if shape == "top-duplicate":
        first = next(iter(doc))
        text = json.dumps(doc)
        return "duplicate", base, text.replace("{", "{" + json.dumps(first) + ": 0, ", 1).encode()
    kind, token = draw(hostile_token())
    slots = leaf_slots(doc)
    container, key = slots[draw(st.integers(min_value=0, max_value=len(slots) - 1))]
    container[key] = MARK
    return kind, base, json.dumps(doc).replace(json.dumps(MARK), token).encode()


@contextlib.contextmanager
def no_hang(seconds: int = 30) -> Iterator[None]:
    """Fail (instead of freezing the suite) if anything blocks for ``seconds``."""

    def timeout(signum: int, frame: object) -> None:
        raise TimeoutError("a loader blocked")

    previous = signal.signal(signal.SIGALRM, timeout)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def make(target: Path, kind: str, content: bytes | None) -> None:
    if content is not None:
        target.write_bytes(content)
    elif not make_special(target, kind):
        target.symlink_to(target.parent / "nowhere")


def fingerprint(target: Path) -> tuple[Any, ...]:
    info = os.lstat(target)
    data = target.read_bytes() if target.is_file() and not target.is_symlink() else None
    link = os.readlink(target) if target.is_symlink() else None
    return info.st_mode, data, link


def run_cli(target: Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(["score", str(target)])
    return code, out.getvalue(), err.getvalue()


@settings(
    max_examples=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(hostile_file())
def test_hostile_files_are_refused_cleanly_and_left_untouched(
    case: tuple[str, str, bytes | None],
) -> None:
    kind, base, content = case
    accepted_base = kind == "bom"
    with tempfile.TemporaryDirectory() as folder, no_hang():
        target = Path(folder) / "file.json"
        make(target, kind, content)
        before = fingerprint(target)

        # The save loader: a typed refusal (or, with only a BOM added, the same game).
        try:
            state, _ = load_game(target)
            assert accepted_base and base == "save"
            assert state == mid_round_state()
        except SaveError as error:
            assert not (accepted_base and base == "save")
            assert error.check and len(str(error)) < 2000
        assert fingerprint(target) == before

        # The settings reader: never raises; a hostile file is reported as damaged.
        loaded = read_settings(target)
        if kind not in ("bom", "bytes", "dangling-link"):
            assert loaded.damaged and loaded.settings == Settings()
        if kind == "bom" and base == "settings":
            assert loaded.problem is None and loaded.settings.language == "fr"
        assert fingerprint(target) == before

        # The score command: exit 2 and one line, or 0 for a sheet with only a BOM added.
        code, out, err = run_cli(target)
        if accepted_base and base == "sheet":
            assert code == 0 and json.loads(out)["temps"] >= 0
        else:
            assert code == 2 and out == "" and err.count("\n") == 1, err
        assert fingerprint(target) == before

        # At start-up a damaged settings file is renamed aside as it was, never lost.
        config = Path(folder) / "config"
        config.mkdir()
        settings_file = config / "settings.json"
        make(settings_file, kind, content)
        original = fingerprint(settings_file)
        start = open_settings(settings_file)
        if start.kept_aside is not None:
            assert fingerprint(start.kept_aside) == original
            assert read_settings(settings_file).problem is None


def test_an_oversized_file_is_refused_by_every_loader(tmp_path: Path) -> None:
    target = tmp_path / "big.json"
    with open(target, "wb") as handle:
        handle.write(b"[")
        handle.truncate(DEFAULT_LIMIT + 10)  # sparse: costs no disk
    with no_hang():
        try:
            load_game(target)
        except SaveError as error:
            assert error.check == "too_large"
        else:
            raise AssertionError("an oversized save was loaded")
        assert read_settings(target).error == "too_large"
        code, out, err = run_cli(target)
        assert code == 2 and out == "" and "too_large" in err
    assert target.stat().st_size == DEFAULT_LIMIT + 10
