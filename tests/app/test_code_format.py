"""The helpers every game's codes are made with: a code of a game packed in its own slot (and
none for a game codes cannot name), and today's seed, the same for everyone on a day."""

from __future__ import annotations

from datetime import date

import pytest

from welcome_desktop.app.code_format import day_seed, pack_for, slot_of, unpack, unpack_for


def test_a_code_of_a_game_carries_its_body_in_the_games_slot() -> None:
    text = pack_for("pompeji", 12345)
    assert unpack(text) == (slot_of("pompeji"), 12345)
    assert unpack_for(text, "pompeji") == ("", 12345)
    with pytest.raises(ValueError):
        pack_for("no-such-game", 1)


def test_the_days_seed_is_the_same_all_day_and_differs_by_day_and_game() -> None:
    day = date(2026, 12, 2)
    assert day_seed("a", day, 1000) == day_seed("a", day, 1000)
    seeds = {day_seed("a", date(2026, 1, d), 2**28) for d in range(1, 32)}
    assert len(seeds) == 31 and all(0 <= s < 2**28 for s in seeds)
    others = {day_seed(key, day, 2**28) for key in ("a", "b", "c")}
    assert len(others) == 3
