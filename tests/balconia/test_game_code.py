"""Balconia's game codes: every code reads back as the deal and variants it names, every typo
is caught, a code of another game is recognised as such, and a code deals the same game."""

from __future__ import annotations

import itertools
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from welcome_desktop.app.code_format import ALPHABET, LENGTH, SLOTS, normalise, pack
from welcome_desktop.games.balconia.engine import GameConfig, new_game
from welcome_desktop.games.balconia.engine.game_code import (
    SEED_LIMIT,
    BalconiaCode,
    GameCodeError,
    code_for,
    daily_code,
    daily_seed,
    decode,
    encode,
)
from welcome_desktop.games.pompeji.engine import game_code as pompeji_codes
from welcome_desktop.games.welcome.engine import Mode
from welcome_desktop.games.welcome.engine import game_code as welcome_codes


def variant_combinations() -> list[BalconiaCode]:
    """Every combination of the variants, the entrance column included."""
    out = []
    for anywhere, entrance_anywhere, long_game in itertools.product((False, True), repeat=3):
        columns: tuple[int | None, ...] = (None, 0, 1, 2, 3, 4) if entrance_anywhere else (None,)
        for column in columns:
            for seed in (0, 1, 4242, SEED_LIMIT - 1):
                out.append(BalconiaCode(seed, anywhere, entrance_anywhere, long_game, column))
    return out


@st.composite
def codes(draw: st.DrawFn) -> BalconiaCode:
    entrance_anywhere = draw(st.booleans())
    column = draw(st.sampled_from([None, 0, 1, 2, 3, 4])) if entrance_anywhere else None
    return BalconiaCode(
        draw(st.integers(0, SEED_LIMIT - 1)),
        draw(st.booleans()),
        entrance_anywhere,
        draw(st.booleans()),
        column,
    )


def test_every_variant_combination_reads_back_as_what_it_names() -> None:
    texts = set()
    for code in variant_combinations():
        text = encode(code)
        assert len(normalise(text)) == LENGTH and text[5] == "-"
        assert set(normalise(text)) <= set(ALPHABET)
        assert decode(text) == code
        assert decode(text.lower().replace("-", " ")) == code
        assert code_for(code.config()) == text  # a game started from a code has the same code
        texts.add(text)
    assert len(texts) == len(variant_combinations())


def test_pinned_codes_keep_their_meaning() -> None:
    assert encode(BalconiaCode(42)) == "34PXX-DW6PH"
    assert decode("34PXX-DW6PH") == BalconiaCode(42)
    assert decode("3AW9M-29AFT") == BalconiaCode(42, True, True, True, 3)
    assert decode("374PX-GRC7H") == BalconiaCode(SEED_LIMIT - 1, False, True, False, None)
    assert daily_code(date(2026, 12, 2)) == "34T67-ED42J"
    assert SLOTS.index(("balconia", "")) == 5


@given(codes(), st.integers(0, LENGTH - 1), st.sampled_from(ALPHABET))
def test_every_single_character_substitution_is_caught(
    code: BalconiaCode, position: int, other: str
) -> None:
    text = normalise(encode(code))
    if text[position] == other:
        return
    with pytest.raises(GameCodeError) as err:
        decode(text[:position] + other + text[position + 1 :])
    assert err.value.code == "checksum"


def test_every_neighbour_swap_of_some_codes_is_caught() -> None:
    for code in variant_combinations():
        text = normalise(encode(code))
        for i in range(LENGTH - 1):
            if text[i] != text[i + 1]:
                with pytest.raises(GameCodeError):
                    decode(text[:i] + text[i + 1] + text[i] + text[i + 2 :])


def test_typos_and_garbage_are_refused_with_a_reason() -> None:
    for text, reason in (
        ("", "empty"),
        ("34PXX-DW6P", "length"),
        ("34PXX-DW6PHH", "length"),
        ("34PXX-DW6P0", "character"),
        ("34PXX-DW6PJ", "checksum"),
    ):
        with pytest.raises(GameCodeError) as err:
            decode(text)
        assert err.value.code == reason


def test_a_code_of_another_game_says_which_game_it_is() -> None:
    welcome = welcome_codes.encode(welcome_codes.GameCode("welcome", Mode.SOLO, False, 42))
    pompeji = pompeji_codes.encode(pompeji_codes.PompejiCode(3, 42))
    for text, game in ((welcome, "welcome"), (pompeji, "pompeji")):
        with pytest.raises(GameCodeError) as err:
            decode(text)
        assert (err.value.code, err.value.found) == ("other_game", game)
    ours = encode(BalconiaCode(42))
    with pytest.raises(GameCodeError) as err:
        pompeji_codes.decode(ours)
    assert (err.value.code, err.value.found) == ("other_game", "balconia")
    with pytest.raises(GameCodeError) as err:
        welcome_codes.decode(ours)
    assert (err.value.code, err.value.found) == ("other_game", "balconia")
    # the codes handed out before Balconia had codes keep their meaning
    assert welcome_codes.decode("23A2A-WCWDK") == welcome_codes.GameCode(
        "welcome", Mode.SOLO, False, 42, "base"
    )
    assert pompeji_codes.decode(pompeji) == pompeji_codes.PompejiCode(3, 42)


def test_values_this_version_does_not_have_are_unknown_not_misread() -> None:
    column = lambda flags, col: ((flags << 3) | col) << 28  # noqa: E731
    for body in (column(0b010, 5), column(0b010, 6), column(0b000, 2), column(0b101, 0)):
        with pytest.raises(GameCodeError) as err:
            decode(pack(5, body))
        assert err.value.code == "unknown"
    with pytest.raises(ValueError):
        encode(BalconiaCode(SEED_LIMIT))
    with pytest.raises(ValueError):
        encode(BalconiaCode(1, entrance_column=2))  # a column without variant (b)


def test_only_deals_a_code_can_name_have_one() -> None:
    assert code_for(GameConfig(seed=SEED_LIMIT)) is None  # a seed from before codes
    assert code_for(GameConfig(seed=2**31 - 2)) is None
    assert code_for(GameConfig(seed=SEED_LIMIT - 1)) is not None


def test_a_code_deals_the_same_game_as_the_one_it_came_from() -> None:
    for config in (
        GameConfig(seed=123_456, anywhere=True, entrance_anywhere=True, long_game=True),
        GameConfig(seed=99, entrance_anywhere=True, entrance_column=4),
        GameConfig(seed=7),
    ):
        text = code_for(config)
        assert text is not None and decode(text).config() == config
        assert new_game(config) == new_game(decode(text).config())


def test_todays_challenge_is_a_standard_deal_that_changes_with_the_date() -> None:
    today = daily_code(date(2026, 12, 2))
    assert today == daily_code(date(2026, 12, 2))  # the same for everyone
    assert today != daily_code(date(2026, 12, 3))
    assert decode(today) == BalconiaCode(daily_seed(date(2026, 12, 2)))
    assert len({daily_seed(date(2026, 1, d)) for d in range(1, 32)}) == 31
