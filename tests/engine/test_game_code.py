"""Shared-deck game codes: round trip, every single-character typo caught, the same deal in two
fresh processes, the daily challenge."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from welcome_desktop.games.welcome.engine import GameConfig, Mode, new_game
from welcome_desktop.games.welcome.engine.game_code import (
    ALPHABET,
    LENGTH,
    MODES,
    GameCode,
    GameCodeError,
    code_for,
    daily_code,
    decode,
    encode,
    normalise,
)

REPO = Path(__file__).resolve().parents[2]

codes = st.builds(
    GameCode,
    st.just("welcome"),
    st.sampled_from(MODES),
    st.booleans(),
    st.integers(0, 2**31 - 1),
    st.sampled_from(["base", "ice_cream", "lights", "eggs"]),
)


@given(codes)
def test_every_code_reads_back_as_what_it_names(code: GameCode) -> None:
    text = encode(code)
    assert len(normalise(text)) == LENGTH and text[5] == "-"
    assert set(normalise(text)) <= set(ALPHABET)
    assert decode(text) == code
    assert decode(text.lower().replace("-", " ")) == code  # typed loosely


def test_the_alphabet_has_no_look_alikes_and_a_prime_size() -> None:
    assert len(ALPHABET) == len(set(ALPHABET)) == 23
    assert not set("0O Q1IL5S8BUVZ") & set(ALPHABET)


@given(codes, st.integers(0, LENGTH - 1), st.sampled_from(ALPHABET))
def test_every_single_character_substitution_is_caught(
    code: GameCode, position: int, other: str
) -> None:
    text = normalise(encode(code))
    if text[position] == other:
        return
    typo = text[:position] + other + text[position + 1 :]
    with pytest.raises(GameCodeError) as err:
        decode(typo)
    assert err.value.code in {"checksum", "version", "unknown"}


def test_all_substitutions_and_neighbour_swaps_of_some_codes_are_caught() -> None:
    """Exhaustive over every position and symbol for a spread of codes."""
    for seed in (0, 1, 12345, 2**31 - 1, 987654321):
        for mode in MODES:
            text = normalise(encode(GameCode("welcome", mode, seed % 2 == 0, seed)))
            for i in range(LENGTH):
                for ch in ALPHABET:
                    if ch != text[i]:
                        with pytest.raises(GameCodeError):
                            decode(text[:i] + ch + text[i + 1 :])
                if i + 1 < LENGTH and text[i] != text[i + 1]:
                    swapped = text[:i] + text[i + 1] + text[i] + text[i + 2 :]
                    with pytest.raises(GameCodeError):
                        decode(swapped)


def test_a_missing_or_extra_character_or_a_foreign_one_says_what_is_wrong() -> None:
    text = normalise(encode(GameCode("welcome", Mode.SOLO, False, 42)))
    with pytest.raises(GameCodeError) as err:
        decode(text[:-1])
    assert (err.value.code, err.value.found, err.value.expected) == ("length", "9", 10)
    with pytest.raises(GameCodeError) as err:
        decode(text + "A")
    assert err.value.code == "length"
    with pytest.raises(GameCodeError) as err:
        decode(text[:3] + "O" + text[4:])
    assert (err.value.code, err.value.found, err.value.position) == ("character", "O", 4)
    with pytest.raises(GameCodeError) as err:
        decode("  - ")
    assert err.value.code == "empty"


def test_codes_name_only_dealt_games() -> None:
    assert code_for(GameConfig(Mode.STANDARD, 1, False, 5, table=True)) is None
    code = code_for(GameConfig(Mode.EXPERT, 3, True, 77))
    assert code is not None and decode(code).config() == GameConfig(Mode.EXPERT, 1, True, 77)
    with pytest.raises(ValueError):
        encode(GameCode("welcome", Mode.SOLO, False, 2**31))


def test_a_code_names_the_sheet_and_codes_from_before_the_themes_keep_their_meaning() -> None:
    # Codes handed out before the thematic sheets existed (format 0, game slot 0).
    assert decode("23A2A-WCWDK") == GameCode("welcome", Mode.SOLO, False, 42, "base")
    assert decode("22KGT-D6743") == GameCode("welcome", Mode.STANDARD, True, 1_234_567)
    for sheet in ("ice_cream", "lights", "eggs"):
        config = GameConfig(Mode.STANDARD, 2, True, 99, sheet=sheet)
        code = code_for(config)
        assert code is not None
        assert decode(code).config() == GameConfig(Mode.STANDARD, 1, True, 99, sheet=sheet)
    assert len({code_for(GameConfig(Mode.SOLO, 1, False, 7, sheet=s)) for s in KINDS_SHEETS}) == 4


KINDS_SHEETS = ("base", "ice_cream", "lights", "eggs")


def test_the_daily_challenge_is_a_solo_code_that_changes_with_the_date() -> None:
    today = daily_code(date(2026, 12, 1))
    assert today == daily_code(date(2026, 12, 1))
    assert today != daily_code(date(2026, 12, 2))
    assert decode(today).mode is Mode.SOLO


_DEAL = """
import json, sys
from welcome_desktop.games.welcome.engine import new_game
from welcome_desktop.games.welcome.engine.game_code import decode
state = new_game(decode(sys.argv[1]).config())
print(json.dumps({"plans": [p.id for p in state.plans], "order": list(state.order),
                  "offers": [[[c.number, c.effect.value] for c in o] for o in state.offers]}))
"""


def test_the_same_code_deals_the_same_cards_in_two_fresh_processes() -> None:
    code = encode(GameCode("welcome", Mode.STANDARD, True, 1_234_567))
    outputs = []
    for hash_seed in ("1", "2"):  # different hash randomisation in each process
        result = subprocess.run(
            [sys.executable, "-c", _DEAL, code],
            capture_output=True,
            text=True,
            cwd=REPO,
            env={"PYTHONHASHSEED": hash_seed, "PATH": ""},
            timeout=60,
            check=True,
        )
        outputs.append(json.loads(result.stdout))
    assert outputs[0] == outputs[1]
    here = new_game(decode(code).config())
    assert outputs[0]["order"] == list(here.order)
    assert len(outputs[0]["order"]) == 81
