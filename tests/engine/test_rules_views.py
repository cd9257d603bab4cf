"""Seat views hide other seats' unresolved moves and the deck; games replay from their seed."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    Mode,
    Move,
    SeatView,
    new_game,
    play_round,
    random_move,
    submit,
    view_for,
)

from .engine_helpers import S, make_sheet, offer, play_random, positioned, write

FIELDS = {f.name for f in dataclasses.fields(SeatView)}


def test_a_view_carries_no_seed_deck_order_or_config() -> None:
    for name in ("seed", "order", "config", "hands", "pos", "shuffles", "log"):
        assert name not in FIELDS
    for value in (GameConfig(Mode.STANDARD, 3, seed=77), GameConfig(Mode.EXPERT, 3, seed=77)):
        state = new_game(value)
        view = view_for(state, 1)
        for field in FIELDS:
            assert not isinstance(getattr(view, field), GameConfig)
        assert list(view.unseen) == sorted(view.unseen)


def test_other_seats_do_not_see_a_submitted_move() -> None:
    state = positioned(seats=2, combos=offer((5, S), (6, S), (7, S)))
    before_other = view_for(state, 1)
    move = write(0, 0, 3, effect=True, fence=(0, 3))
    state = submit(state, 0, move)
    mine, other = view_for(state, 0), view_for(state, 1)
    # Seat 0 sees its own move; the round's sheets stay as they were for everyone.
    assert mine.pending == move
    assert mine.current.houses[0][3] == 5 and mine.current.fences[0] == 1 << 3
    assert mine.sheet == make_sheet()
    # Seat 1 learns only that seat 0 has played.
    assert other.pending is None
    assert other.sheets == before_other.sheets
    assert other.sheets[0] == make_sheet()
    assert other.submitted == (True, False)
    assert replace(other, submitted=(False, False)) == before_other
    # Once the round resolves everyone sees it.
    state = submit(state, 1, write(1, 1, 0))
    assert view_for(state, 1).sheets[0].houses[0][3] == 5


def test_the_hidden_deck_order_does_not_change_a_standard_view() -> None:
    state = new_game(GameConfig(Mode.STANDARD, 2, seed=5))
    # Swap two cards deep in different stacks: only the unseen order changes.
    order = list(state.order)
    order[10], order[40] = order[40], order[10]
    other = replace(state, order=tuple(order))
    assert view_for(other, 0) == view_for(state, 0)
    assert other != state


def test_the_hidden_deck_order_does_not_change_a_solo_view() -> None:
    """The solo draw pile lies effect side up: its top card's effect is seen, the order of the
    cards below it is hidden."""
    state = new_game(GameConfig(Mode.SOLO, seed=5))
    rest = list(state.order[state.pos + 1 :])
    random.Random(1).shuffle(rest)
    other = replace(state, order=state.order[: state.pos + 1] + tuple(rest))
    assert view_for(other, 0) == view_for(state, 0)


def test_other_expert_hands_are_hidden() -> None:
    state = new_game(GameConfig(Mode.EXPERT, 2, seed=5))
    # Exchange seat 1's hand with cards still in the deck: seat 0 cannot tell.
    deck = list(state.order)
    hand1 = state.hands[1]
    swapped = tuple(deck[state.pos : state.pos + 3])
    deck[state.pos : state.pos + 3] = hand1
    other = replace(state, order=tuple(deck), hands=(state.hands[0], swapped))
    assert view_for(other, 0) == view_for(state, 0)
    assert view_for(state, 0).hand == state.hands[0]


def test_standard_views_show_the_public_next_effects() -> None:
    state = new_game(GameConfig(Mode.STANDARD, 2, seed=5))
    view = view_for(state, 0)
    assert tuple(e.value for e in view.next_effects) == state.next_effects()
    assert view.combos == state.offers[0]
    assert view.hand == ()
    assert view_for(new_game(GameConfig(Mode.EXPERT, 2, seed=5)), 0).next_effects == ()


# --- reproducibility --------------------------------------------------------------------------
def test_the_same_seed_gives_the_same_game() -> None:
    for config in (
        GameConfig(Mode.STANDARD, 3, seed=42),
        GameConfig(Mode.SOLO, seed=42),
        GameConfig(Mode.EXPERT, 3, seed=42),
        GameConfig(Mode.STANDARD, 4, advanced=True, seed=42),
    ):
        assert new_game(config) == new_game(config)
        a, b = play_random(config), play_random(config)
        assert a == b and a.log == b.log
        assert a.scores() == b.scores()


def test_different_seeds_give_different_games() -> None:
    offers = {new_game(GameConfig(Mode.STANDARD, 2, seed=s)).offers[0] for s in range(20)}
    assert len(offers) > 15
    plans = {new_game(GameConfig(Mode.STANDARD, 2, seed=s)).plans for s in range(20)}
    assert len(plans) > 5


def test_replaying_the_log_reproduces_the_game() -> None:
    config = GameConfig(Mode.EXPERT, 3, seed=8)
    final = play_random(config)
    state = new_game(config)
    for moves in final.log:
        state = play_round(state, moves)
    assert state == final


def test_moves_round_trip_through_json() -> None:
    state = new_game(GameConfig(Mode.STANDARD, 2, advanced=True, seed=3))
    rng = random.Random(3)
    moves = [
        random_move(state.sheets[0], state.offers[0], rng, advanced=True, roundabout_chance=0.5)
        for _ in range(200)
    ]
    moves.append(Move(1, 2, 3, True, 0, claims=((0, ((0, 1, 2), (1, 0, 3))),), reshuffle=True))
    for m in moves:
        assert Move.from_json(m.to_json()) == m
