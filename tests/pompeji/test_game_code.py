"""Pompeji's game codes: every code reads back as the deal and rules it names, every typo is
caught, a code of the other game is recognised as such, and a code deals the same game."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from welcome_desktop.app.code_format import ALPHABET, LENGTH, SLOTS, normalise, pack
from welcome_desktop.games.pompeji.engine import GameConfig, SkipRule, Special, new_game
from welcome_desktop.games.pompeji.engine.game_code import (
    SEED_LIMIT,
    GameCodeError,
    PompejiCode,
    code_for,
    decode,
    encode,
    random_first_seat,
)
from welcome_desktop.games.welcome.engine import Mode
from welcome_desktop.games.welcome.engine import game_code as welcome_codes

codes = st.builds(
    PompejiCode,
    st.integers(2, 4),
    st.integers(0, SEED_LIMIT - 1),
    st.booleans(),
    st.sampled_from(list(SkipRule)),
    st.sampled_from(list(Special)),
    st.booleans(),
)


@given(codes)
def test_every_code_reads_back_as_what_it_names(code: PompejiCode) -> None:
    text = encode(code)
    assert (
        len(normalise(text)) == LENGTH and text[5] == "-" and set(normalise(text)) <= set(ALPHABET)
    )
    assert decode(text) == code
    assert decode(text.lower().replace("-", " ")) == code
    config = code.config()
    again = code_for(config)  # the game started from a code has a code of the same game
    assert again is not None and decode(again).config() == config
    assert again == text or (code.random_first and config.first_seat == 0)
    assert (config.seats, config.seed, config.skip_rule, config.special, config.open_hands) == (
        code.seats,
        code.seed,
        code.skip_rule,
        code.special,
        code.open_hands,
    )


@given(codes, st.integers(0, LENGTH - 1), st.sampled_from(ALPHABET))
def test_every_single_character_substitution_is_caught(
    code: PompejiCode, position: int, other: str
) -> None:
    text = normalise(encode(code))
    if text[position] == other:
        return
    with pytest.raises(GameCodeError) as err:
        decode(text[:position] + other + text[position + 1 :])
    assert err.value.code == "checksum"


def test_every_neighbour_swap_of_some_codes_is_caught() -> None:
    for seats in (2, 3, 4):
        for seed in (0, 1, 4242, SEED_LIMIT - 1):
            text = normalise(encode(PompejiCode(seats, seed, seed % 2 == 1)))
            for i in range(LENGTH - 1):
                if text[i] != text[i + 1]:
                    with pytest.raises(GameCodeError):
                        decode(text[:i] + text[i + 1] + text[i] + text[i + 2 :])


def test_a_code_of_the_other_game_says_which_game_it_is() -> None:
    welcome = welcome_codes.encode(welcome_codes.GameCode("welcome", Mode.SOLO, False, 42))
    with pytest.raises(GameCodeError) as err:
        decode(welcome)
    assert (err.value.code, err.value.found) == ("other_game", "welcome")
    ours = encode(PompejiCode(3, 42))
    with pytest.raises(welcome_codes.GameCodeError) as err:
        welcome_codes.decode(ours)
    assert (err.value.code, err.value.found) == ("other_game", "pompeji")
    # the codes handed out before Pompeji had codes keep their meaning
    assert welcome_codes.decode("23A2A-WCWDK") == welcome_codes.GameCode(
        "welcome", Mode.SOLO, False, 42, "base"
    )
    assert SLOTS.index(("pompeji", "")) == 4


def test_values_this_version_does_not_have_are_unknown_not_misread() -> None:
    five_seats = (3 << 4) << 28  # the seat field's fourth value
    with pytest.raises(GameCodeError) as err:
        decode(pack(4, five_seats))
    assert err.value.code == "unknown"
    with pytest.raises(ValueError):
        encode(PompejiCode(5, 1))
    with pytest.raises(ValueError):
        encode(PompejiCode(3, SEED_LIMIT))


def test_only_deals_a_code_can_name_have_one() -> None:
    assert code_for(GameConfig(seats=3, seed=SEED_LIMIT)) is None  # a seed from before codes
    assert code_for(GameConfig(seats=3, seed=2**31 - 1)) is None
    seed = next(s for s in range(100) if random_first_seat(s, 4) == 2)
    assert code_for(GameConfig(seats=4, seed=seed, first_seat=2)) is not None
    assert code_for(GameConfig(seats=4, seed=seed, first_seat=3)) is None  # not the seed's draw
    assert decode(code_for(GameConfig(seats=4, seed=seed, first_seat=2)) or "").random_first


def test_a_code_deals_the_same_game_as_the_one_it_came_from() -> None:
    config = GameConfig(
        seats=3,
        seed=123_456,
        first_seat=random_first_seat(123_456, 3),
        skip_rule=SkipRule.LENIENT,
        special=Special.DOUBLE,
    )
    text = code_for(config)
    assert text is not None
    assert decode(text).config() == config
    original, joined = new_game(config), new_game(decode(text).config())
    assert (original.pile, original.hands, original.next_seat) == (
        joined.pile,
        joined.hands,
        joined.next_seat,
    )


def test_todays_challenge_is_a_three_seat_deal_that_changes_with_the_date() -> None:
    from datetime import date

    from welcome_desktop.games.pompeji.engine.game_code import daily_code, daily_seed

    today = daily_code(date(2026, 12, 2))
    assert today == daily_code(date(2026, 12, 2))  # the same for everyone
    assert today != daily_code(date(2026, 12, 3))
    code = decode(today)
    assert code == PompejiCode(3, daily_seed(date(2026, 12, 2)))  # the standard rules
    assert len({daily_seed(date(2026, 1, d)) for d in range(1, 32)}) == 31
