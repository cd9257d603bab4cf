"""How numbers meet effects: standard stacks, the solo deck with its solo card, expert hands."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from welcome_desktop.games.welcome.engine import (
    REFUSAL,
    Effect,
    EndReason,
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    Move,
    Reason,
    new_game,
    play_round,
    random_move,
    view_for,
)
from welcome_desktop.games.welcome.engine.data import CARD_EFFECTS, CARD_NUMBERS, SOLO_CARD

from .engine_helpers import make_sheet

CARDS = Counter(zip(CARD_NUMBERS, CARD_EFFECTS, strict=True))


def fresh_round(state: GameState, rng: random.Random) -> GameState:
    """Play a round of random moves, then clear the sheets so that the game never ends."""
    moves = [
        random_move(state.sheets[s], state.offers[s], rng, advanced=False)
        for s in range(state.seats)
    ]
    nxt = play_round(state, moves)
    assert not nxt.over
    return replace(nxt, sheets=(make_sheet(),) * state.seats)


# --- standard game --------------------------------------------------------------------------
def test_every_seat_gets_the_same_three_combinations() -> None:
    state = new_game(GameConfig(Mode.STANDARD, seats=4, seed=3))
    assert len(state.offers[0]) == 3
    assert all(o == state.offers[0] for o in state.offers)
    assert [(c.number_card, c.effect_card) for c in state.offers[0]] == [(0, 0), (1, 1), (2, 2)]


def test_offer_is_the_number_on_top_with_the_effect_just_turned_from_the_same_stack() -> None:
    state = new_game(GameConfig(Mode.STANDARD, seats=2, seed=8))
    rng = random.Random(1)
    for _ in range(10):
        shown = state.next_effects()
        numbers = [c.number for c in state.offers[0]]
        assert len(shown) == 3
        nxt = fresh_round(state, rng)
        # The card whose number was on top is turned over: its effect (the public corner icon
        # given by next_effects) joins the new number on top of the same stack.
        assert [c.effect.value for c in nxt.offers[0]] == list(shown)
        for i in range(3):
            assert CARDS[(numbers[i], Effect(shown[i]))] > 0  # a real card
        state = nxt


def test_one_deck_gives_26_turns_of_real_cards_then_a_fresh_shuffle() -> None:
    state = new_game(GameConfig(Mode.STANDARD, seats=1, seed=21))
    rng = random.Random(2)
    assert state.cards_left() == 75
    turned: Counter[tuple[int, Effect]] = Counter()
    numbers_on_top = [c.number for c in state.offers[0]]
    for turn in range(1, 26):
        state = fresh_round(state, rng)
        assert state.cards_left() == 75 - 3 * turn
        assert state.shuffles == 0
        for i, c in enumerate(state.offers[0]):
            turned[(numbers_on_top[i], c.effect)] += 1  # the card turned over this turn
        numbers_on_top = [c.number for c in state.offers[0]]
    # 75 cards turned over after being on top, each a real number/effect card, none twice
    # more often than the deck holds it.
    assert sum(turned.values()) == 75
    assert not turned - CARDS
    assert state.cards_left() == 0
    # The stacks are empty after this turn: everything is shuffled into 3 new stacks.
    state = fresh_round(state, rng)
    assert state.shuffles == 1
    assert state.cards_left() == 75
    assert state.pos == 1


def test_no_next_effect_is_shown_on_the_last_round_of_a_deck() -> None:
    """On the 26th round each stack holds only its last card; all 81 cards are reshuffled
    before the next round, so the corner icons of those cards would promise effects that never
    come. Nothing is shown then; on every other round the shown effects are the ones dealt."""
    for seed in (21, 5):
        state = new_game(GameConfig(Mode.STANDARD, seats=1, seed=seed))
        rng = random.Random(seed)
        for _ in range(26 * 2):
            shown = state.next_effects()
            nxt = fresh_round(state, rng)
            if state.cards_left() == 0:
                assert shown == ()
                assert view_for(state, 0).next_effects == ()
                assert nxt.shuffles == state.shuffles + 1
            else:
                assert len(shown) == 3
                assert [c.effect.value for c in nxt.offers[0]] == list(shown)
            state = nxt


def test_the_solo_draw_pile_shows_the_effect_of_its_top_card() -> None:
    """The French solo rules lay the draw pile effect side up: the top card's effect is seen
    (the solo card shows none), and it is the effect of the next hand's first card."""
    seen = 0
    for seed in range(30):
        state = new_game(GameConfig(Mode.SOLO, seed=seed))
        rng = random.Random(seed)
        for _ in range(12):
            top = state.order[state.pos]
            shown = view_for(state, 0).next_effects
            if top == SOLO_CARD:
                assert shown == ()
                break
            assert shown == (CARD_EFFECTS[top],)
            state = fresh_round(state, rng)
            assert state.hands[0][0] == top
            seen += 1
    assert seen > 100


def test_standard_reshuffles_keep_going() -> None:
    state = new_game(GameConfig(Mode.STANDARD, seats=1, seed=4))
    rng = random.Random(4)
    for _ in range(26 * 3):
        state = fresh_round(state, rng)
    assert state.shuffles == 3
    assert state.round == 26 * 3 + 1


# --- solo -----------------------------------------------------------------------------------
def test_the_solo_deck_has_the_solo_card_in_the_lower_half() -> None:
    for seed in range(40):
        state = new_game(GameConfig(Mode.SOLO, seed=seed))
        assert sorted(state.order) == list(range(82))
        assert state.order.index(SOLO_CARD) >= 40  # below the upper half of 40 cards


def test_solo_hands_and_the_six_ways_to_use_them() -> None:
    state = new_game(GameConfig(Mode.SOLO, seed=6))
    hand = state.hands[0]
    assert len(hand) == 3 and len(set(hand)) == 3
    combos = state.offers[0]
    assert len(combos) == 6
    pairs = {(c.number_card, c.effect_card) for c in combos}
    assert pairs == {(i, j) for i in range(3) for j in range(3) if i != j}
    for c in combos:
        assert c.number == CARD_NUMBERS[hand[c.number_card]]
        assert c.effect is CARD_EFFECTS[hand[c.effect_card]]


def test_solo_draws_three_new_cards_each_turn_and_flips_plans_at_the_solo_card() -> None:
    state = new_game(GameConfig(Mode.SOLO, seed=12))
    assert state.order[-1] != SOLO_CARD  # see the test below for that case
    rng = random.Random(12)
    seen: list[int] = list(state.hands[0])
    flipped_at = None
    while True:
        assert len(state.hands[0]) == 3
        if state.solo_card_seen:
            assert state.approved == (True, True, True)
            assert state.plan_points() == tuple(p.later for p in state.plans)
        else:
            assert state.approved == (False, False, False)
            assert state.plan_points() == tuple(p.first for p in state.plans)
        move = random_move(state.sheets[0], state.offers[0], rng, advanced=False)
        nxt = play_round(state, [move])
        if nxt.over:
            break
        nxt = replace(nxt, sheets=(make_sheet(),))
        if nxt.solo_card_seen and not state.solo_card_seen:
            flipped_at = len(seen)
        seen.extend(nxt.hands[0])
        # The three cards are all discarded: none comes back.
        assert not set(nxt.hands[0]) & set(state.hands[0])
        state = nxt
    assert sorted(seen) == list(range(81))  # every card once; the solo card is not a card
    assert flipped_at is not None and flipped_at >= 39


def test_a_solo_plan_achieved_after_the_solo_card_scores_the_later_value() -> None:
    from welcome_desktop.games.welcome.engine import PLANS_BY_ID, Combination

    plan = PLANS_BY_ID["n3_estates_25"]
    sheet = make_sheet("0 1 | 2 3 4 5 _ |")
    state = new_game(GameConfig(Mode.SOLO, seed=2))
    combos = (Combination(6, Effect.LANDSCAPER, 0, 1),)
    state = replace(state, sheets=(sheet,), offers=(combos,), plans=(*state.plans[:2], plan))
    before = play_round(state, [Move(0, 0, 6)])
    after = play_round(replace(state, approved=(True,) * 3, solo_card_seen=True), [Move(0, 0, 6)])
    assert before.sheets[0].plans[2] == 7
    assert after.sheets[0].plans[2] == 3


# --- expert ---------------------------------------------------------------------------------
def test_expert_seats_hold_three_cards_each() -> None:
    state = new_game(GameConfig(Mode.EXPERT, seats=3, seed=9))
    hands = state.hands
    assert [len(h) for h in hands] == [3, 3, 3]
    assert len(set(hands[0]) | set(hands[1]) | set(hands[2])) == 9
    for s in range(3):
        assert len(state.offers[s]) == 6
        for c in state.offers[s]:
            assert c.number_card != c.effect_card
            assert c.number == CARD_NUMBERS[hands[s][c.number_card]]
            assert c.effect is CARD_EFFECTS[hands[s][c.effect_card]]


def test_expert_passes_the_third_card_to_the_next_seat_and_draws_two() -> None:
    state = new_game(GameConfig(Mode.EXPERT, seats=3, seed=9))
    # Seat 0 uses cards 0 and 1 (third: 2); seat 1 cards 2 and 0 (third: 1); seat 2 refuses
    # with combination 3 = number of card 1, effect of card 2 (third: 0).
    combo_of = {(c.number_card, c.effect_card): i for i, c in enumerate(state.offers[0])}
    stuck = make_sheet("0 1 2 3 4 5 6 7 8 9", "0 1 2 3 4 5 6 7 8 9 10", "0 1 2 3 4 5 6 7 8 9 _ 10")
    state = replace(state, sheets=(state.sheets[0], state.sheets[1], stuck))
    moves = [
        Move(combo_of[(0, 1)], street=0, house=0),
        Move(combo_of[(2, 0)], street=0, house=0),
        replace(REFUSAL, combo=combo_of[(1, 2)]),
    ]
    before = state.hands
    nxt = play_round(state, moves)
    passed = [before[0][2], before[1][1], before[2][0]]
    for s in range(3):
        assert nxt.hands[s][0] == passed[(s - 1) % 3]  # from the seat before
        assert len(nxt.hands[s]) == 3
    drawn = [c for h in nxt.hands for c in h[1:]]
    assert len(set(drawn)) == 6
    assert not set(drawn) & {c for h in before for c in h}


def test_expert_hands_stay_distinct_through_reshuffles() -> None:
    state = new_game(GameConfig(Mode.EXPERT, seats=3, seed=17))
    rng = random.Random(17)
    for _ in range(40):  # 9 + 40 * 6 cards: the deck is reshuffled twice
        cards = [c for h in state.hands for c in h]
        assert len(cards) == 9 and len(set(cards)) == 9
        assert all(0 <= c < 81 for c in cards)
        state = fresh_round(state, rng)
    assert state.shuffles >= 2


def test_the_solo_game_ends_after_27_turns_even_with_the_solo_card_last() -> None:
    state = new_game(GameConfig(Mode.SOLO, seed=13))
    assert state.order[-1] == SOLO_CARD
    rng = random.Random(0)
    turns = 0
    while not state.over and turns < 30:
        move = random_move(state.sheets[0], state.offers[0], rng, advanced=False)
        state = play_round(state, [move])
        turns += 1
        if not state.over:
            state = replace(state, sheets=(make_sheet(),))
    assert turns == 27
    assert state.end_reasons == (EndReason.DECK,)


# --- setup: plans and seat counts ---------------------------------------------------------------
def test_one_plan_of_each_deck_is_revealed() -> None:
    basic_seen: set[str] = set()
    advanced_seen: set[str] = set()
    for seed in range(300):
        plans = new_game(GameConfig(Mode.STANDARD, 2, seed=seed)).plans
        assert [p.deck for p in plans] == [1, 2, 3]
        assert not any(p.advanced for p in plans)
        basic_seen.update(p.id for p in plans)
        plans = new_game(GameConfig(Mode.STANDARD, 2, advanced=True, seed=seed)).plans
        assert [p.deck for p in plans] == [1, 2, 3]
        advanced_seen.update(p.id for p in plans)
    assert len(basic_seen) == 18  # every basic plan turns up
    assert len(advanced_seen) == 28  # and every plan in the advanced variant


def test_chosen_plans_are_used() -> None:
    ids = ("n1_estates_44", "n2_estates_36", "n3_estates_1223")
    state = new_game(GameConfig(Mode.SOLO, seed=3, plan_ids=ids))
    assert tuple(p.id for p in state.plans) == ids
    assert state.approved == (False, False, False)


def test_a_round_needs_one_move_per_seat() -> None:
    state = new_game(GameConfig(Mode.STANDARD, 3, seed=1))
    with pytest.raises(IllegalMove) as info:
        play_round(state, [REFUSAL, REFUSAL])
    assert info.value.reason is Reason.NO_SUCH_SEAT


def test_twelve_seats_and_single_seat_expert_games_deal_properly() -> None:
    for config in (
        GameConfig(Mode.STANDARD, 12, seed=2),
        GameConfig(Mode.EXPERT, 12, seed=2),
        GameConfig(Mode.EXPERT, 1, seed=2),
    ):
        state = new_game(config)
        rng = random.Random(2)
        for _ in range(30):
            if config.mode is Mode.EXPERT:
                cards = [c for h in state.hands for c in h]
                assert len(cards) == len(set(cards)) == 3 * config.seats
            else:
                assert len({o for o in state.offers}) == 1
            state = fresh_round(state, rng)


def test_a_single_expert_seat_keeps_its_unused_card() -> None:
    state = new_game(GameConfig(Mode.EXPERT, 1, seed=4))
    combo = next(
        i for i, c in enumerate(state.offers[0]) if (c.number_card, c.effect_card) == (0, 1)
    )
    kept = state.hands[0][2]
    nxt = play_round(state, [Move(combo, street=0, house=0)])
    assert nxt.hands[0][0] == kept
    assert len(set(nxt.hands[0])) == 3
