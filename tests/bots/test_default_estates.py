"""Bots and hints take the engine's default estates for a plan: the set that keeps the most
other open plans possible (here, the advanced "street ends" plan)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.bots.hints import suggest
from welcome_desktop.games.welcome.engine import (
    PLANS_BY_ID,
    Combination,
    Effect,
    GameConfig,
    Mode,
    Sheet,
    new_game,
    play_round,
    view_for,
)
from welcome_desktop.games.welcome.engine.plans import still_possible

ENDS = PLANS_BY_ID["n1_street_ends"]
PARKS2 = PLANS_BY_ID["n2_parks_two_streets"]
PLAN_25 = PLANS_BY_ID["n3_estates_25"]


def choice_state():  # type: ignore[no-untyped-def]
    """Top street: | 0 1 | 2 3 | 4 5 6 7 _ | 15 : an 8 fits only there (the other streets are
    full but for the bottom's last house), completes a 5-estate, and plan 2,5 can take either
    2-estate; the one at houses 0-1 would use the street's first house."""
    houses = (
        (0, 1, 2, 3, 4, 5, 6, 7, -1, 15),
        tuple(range(11)),
        (*range(11), -1),
    )
    fences = ((1 << 1) | (1 << 3) | (1 << 8), 0, 0)
    sheet = replace(Sheet(), houses=houses, fences=fences)
    state = new_game(GameConfig(Mode.STANDARD, 1, advanced=True, seed=3))
    offer = tuple(Combination(8, Effect.LANDSCAPER, i, i) for i in range(3))
    return replace(state, sheets=(sheet,), offers=(offer,), plans=(ENDS, PARKS2, PLAN_25))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_keep_street_ends_possible_when_claiming(level: str) -> None:
    state = choice_state()
    move = make_bot(level, 1).choose(view_for(state, 0))
    after = play_round(state, [move]).sheets[0]
    assert after.plans[2] > 0  # the only place for the 8 completes the estate
    assert still_possible(after, ENDS), (level, move, after.used_estates)


def test_the_hint_keeps_street_ends_possible() -> None:
    state = choice_state()
    move, _reasons = suggest(view_for(state, 0))
    after = play_round(state, [move]).sheets[0]
    assert after.plans[2] > 0
    assert still_possible(after, ENDS), after.used_estates
