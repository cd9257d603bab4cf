"""The opponent model of Hard's play-outs: cell profiles updated after a placement equal the
profiles computed afresh, and the Medium-like turn weighs the next seat's reply as Medium does
(it gives up a few points rather than open a big cell to the next seat)."""

from __future__ import annotations

import random

from welcome_desktop.games.pompeji.bots.model import best_reply, medium_action, profiles_after
from welcome_desktop.games.pompeji.bots.tactics import CellProfile, greedy_action, profiles
from welcome_desktop.games.pompeji.engine import (
    Action,
    GameConfig,
    Kind,
    Pos,
    apply,
    is_legal,
    new_game,
    placement_points,
    random_action,
)


def same(a: CellProfile, b: CellProfile) -> bool:
    return (a.monument_count, a.monument_total, a.colour_best, a.bonus) == (
        b.monument_count,
        b.monument_total,
        b.colour_best,
        b.bonus,
    )


def test_profiles_after_a_placement_equal_fresh_profiles() -> None:
    checked = 0
    for seed in range(4):
        state = new_game(GameConfig(seats=3, seed=seed))
        rng = random.Random(seed)
        prof = profiles(state.city)
        while not state.over:
            action = random_action(state, rng)  # builds, statues and discards
            after = apply(state, action)
            if action.cell is not None:
                prof = profiles_after(state.city, prof, after.city, action.cell)
            fresh = profiles(after.city)
            assert prof.keys() == fresh.keys()
            assert all(same(prof[c], fresh[c]) for c in fresh)
            checked += len(fresh)
            state = after
    assert checked > 500


def test_best_reply_is_the_best_build_of_the_hand() -> None:
    state = new_game(GameConfig(seats=3, seed=3))
    rng = random.Random(3)
    for _ in range(12):
        state = apply(state, random_action(state, rng))
    city, hand = state.city, state.hands[state.current_seat]
    expected = max(
        (placement_points(city, cell, c) for c in hand for cell in city.cells_for(c)), default=0
    )
    assert best_reply(city, profiles(city), hand) == expected


def test_the_medium_model_gives_up_points_rather_than_feed_the_next_seat() -> None:
    # In this position (seed 0, four random turns) greedy and the model differ: the model's
    # build scores less but leaves the next seat a smaller best reply, and it is the better of
    # the two by Medium's measure (points minus half the next seat's best reply).
    state = new_game(GameConfig(seats=3, seed=0))
    rng = random.Random(0)
    for _ in range(4):
        state = apply(state, random_action(state, rng))
    seat = state.current_seat
    nxt = state.hands[(seat + 1) % 3]
    greedy = greedy_action(state)
    modelled, after = medium_action(state)
    assert greedy.kind is Kind.BUILD and modelled.kind is Kind.BUILD
    assert (greedy.card, greedy.cell) != (modelled.card, modelled.cell)
    assert is_legal(state, modelled)

    def measure(cell: Pos | None, built: int) -> tuple[int, int]:
        assert cell is not None
        city = apply(state, Action(Kind.BUILD, seat, built, cell)).city
        return placement_points(state.city, cell, built), best_reply(city, profiles(city), nxt)

    g_pts, g_reply = measure(greedy.cell, greedy.card)
    m_pts, m_reply = measure(modelled.cell, modelled.card)
    assert m_pts < g_pts and m_reply < g_reply
    assert m_pts - 0.5 * m_reply > g_pts - 0.5 * g_reply
    built = apply(state, modelled).city
    assert after.keys() == profiles(built).keys()
