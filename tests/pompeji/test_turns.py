"""Turns: build, score, draw; the statue; the discard; the volcanoes and the optional draw; the
end with the hand penalty and shared ties; the x2 variant."""

from __future__ import annotations

from dataclasses import replace

import pytest

from welcome_desktop.games.pompeji.engine import (
    VOLCANO_FIRST,
    VOLCANO_SECOND,
    GameConfig,
    GameState,
    IllegalMove,
    Kind,
    Reason,
    SkipRule,
    Special,
    apply,
    build,
    discard,
    permit,
    ranks,
    statue,
    turn_actions,
    value_of,
)

from .helpers import C, M, card, city_of, position

TEMPLE_RED = card(M.TEMPLE, C.RED)
VILLA_BLUE = card(M.VILLA, C.BLUE)
VILLA_GREEN = card(M.VILLA, C.GREEN)
GRANARY_YELLOW = card(M.GRANARY, C.YELLOW)
THERMAE_PURPLE = card(M.THERMAE, C.PURPLE)
FOUNTAIN_ORANGE = card(M.FOUNTAIN, C.ORANGE)
BASILICA_GREY = card(M.BASILICA, C.GREY)


def refused(state: GameState, action: object, reason: Reason) -> None:
    before = state
    with pytest.raises(IllegalMove) as info:
        apply(state, action)  # type: ignore[arg-type]
    assert info.value.reason is reason
    assert state == before


def start(**kw: object) -> GameState:
    """3 seats, the city a single red temple, known hands and pile."""
    defaults: dict[str, object] = {
        "city": city_of({(0, 0): TEMPLE_RED}),
        "hands": (
            (VILLA_BLUE, GRANARY_YELLOW, THERMAE_PURPLE),
            (VILLA_GREEN, FOUNTAIN_ORANGE, BASILICA_GREY),
            (
                card(M.AMPHITHEATRE, C.BLUE),
                card(M.AMPHITHEATRE, C.GREY),
                card(M.BASILICA, C.PURPLE),
            ),
        ),
        "pile": (*(card(M.GRANARY, c) for c in list(C)[1:]), VOLCANO_FIRST, VOLCANO_SECOND),
    }
    defaults.update(kw)
    return position(**defaults)  # type: ignore[arg-type]


def test_a_turn_builds_scores_draws_and_passes_on() -> None:
    state = start()
    after = apply(state, build(0, VILLA_BLUE, (1, 0)))
    assert after.city.get((1, 0)) is not None
    assert after.hands[0] == (GRANARY_YELLOW, THERMAE_PURPLE, state.pile[0])
    assert after.drawn == 1 and after.current_seat == 1
    assert after.points == (0, 0, 0)  # no street match yet
    assert after.log == (build(0, VILLA_BLUE, (1, 0)),)
    # A villa may not touch the blue villa; the rules are checked for the seat to play only.
    refused(after, build(1, VILLA_GREEN, (2, 0)), Reason.SAME_MONUMENT_BESIDE)
    refused(after, build(0, GRANARY_YELLOW, (2, 0)), Reason.NOT_YOUR_TURN)
    refused(after, build(1, VILLA_BLUE, (2, 0)), Reason.CARD_NOT_IN_HAND)
    refused(after, build(1, 60, (2, 0)), Reason.NO_SUCH_CARD)
    refused(after, build(7, VILLA_GREEN, (2, 0)), Reason.NO_SUCH_SEAT)
    after2 = apply(after, build(1, FOUNTAIN_ORANGE, (2, 0)))
    after3 = apply(after2, build(2, card(M.BASILICA, C.PURPLE), (1, 1)))
    assert after3.current_seat == 0
    pts = apply(after3, build(0, GRANARY_YELLOW, (0, 1)))
    # Row (0,1)-(1,1): granary-yellow vs basilica-purple: nothing; column with the red temple:
    # nothing; anti-diagonal up-right is the blue villa: nothing.
    assert pts.points[0] == 0
    v = apply(pts, build(1, VILLA_GREEN, (2, 1)))
    # Villa-green (2) at (2, 1) has the blue villa (3) up-left on its diagonal: 2 + 3.
    assert value_of(VILLA_GREEN) == 2 and value_of(VILLA_BLUE) == 3
    assert v.points[1] == 5


def test_the_statue_scores_as_named_with_value_one_and_draws_nothing() -> None:
    state = start(
        city=city_of({(0, 0): TEMPLE_RED, (1, 0): VILLA_BLUE}),
    )
    named = card(M.VILLA, C.RED)  # villa like the blue villa, red like the temple
    after = apply(state, statue(0, named, (2, 0)))
    # Row: temple-red, villa-blue, statue: villas 1 + 3 = 4; red max(1, 1) = 1.
    assert after.points[0] == 5
    assert after.hands[0] == state.hands[0] and after.drawn == state.drawn
    assert after.statues == (False, True, True)
    assert after.city.get((2, 0)).statue  # type: ignore[union-attr]
    assert after.turns[-1].kind is Kind.STATUE
    refused(state, statue(0, named, (2, 1)), Reason.NOT_TOUCHING)
    # No draw to skip, and only once per game.
    refused(state, replace(statue(0, named, (2, 0)), skip_draw=True), Reason.STATUE_DOES_NOT_DRAW)
    later = replace(after, declared=(0,))
    refused(later, statue(0, named, (3, 0)), Reason.STATUE_USED)


def test_a_statue_left_in_hand_costs_nothing() -> None:
    state = start(over=True)
    assert state.statues[0]
    assert state.final_scores()[0] == -sum(value_of(c) for c in state.hands[0])


def test_discard_only_when_no_hand_card_fits() -> None:
    # Every card of seat 0 is a temple or red: none may touch the lone red temple.
    hand = (card(M.TEMPLE, C.BLUE), card(M.VILLA, C.RED), card(M.TEMPLE, C.GREEN))
    state = start(hands=(hand, *start().hands[1:]))
    actions = turn_actions(state)
    assert {a.kind for a in actions} == {Kind.DISCARD, Kind.STATUE}
    assert {a.card for a in actions if a.kind is Kind.DISCARD} == set(hand)
    after = apply(state, discard(0, hand[1]))
    assert after.discards == (hand[1],) and after.points[0] == 0
    assert after.hands[0] == (hand[0], hand[2], state.pile[0])
    assert after.current_seat == 1
    # The statue is never forced: it may still be played instead.
    apply(state, statue(0, hand[0], (1, 0)))
    # With a card that fits, no discard.
    refused(start(), discard(0, VILLA_BLUE), Reason.DISCARD_NOT_ALLOWED)
    refused(state, replace(discard(0, hand[0]), cell=(1, 0)), Reason.BAD_ACTION)


def test_the_first_volcano_is_set_aside_and_replaced() -> None:
    state = start(pile=(VOLCANO_FIRST, GRANARY_YELLOW, VOLCANO_SECOND))
    state = replace(
        state, hands=((VILLA_BLUE, card(M.GRANARY, C.GREEN), THERMAE_PURPLE), *state.hands[1:])
    )
    assert not state.erupted
    refused(state, build(0, VILLA_BLUE, (1, 0), skip_draw=True), Reason.SKIP_NOT_ALLOWED)
    after = apply(state, build(0, VILLA_BLUE, (1, 0)))
    assert after.erupted and after.volcanoes == 1 and not after.over
    assert after.hands[0] == (card(M.GRANARY, C.GREEN), THERMAE_PURPLE, GRANARY_YELLOW)
    assert after.cards_left() == 1


def test_after_the_eruption_the_draw_is_optional_with_two_cards_left() -> None:
    state = start(volcanoes=1, pile=(GRANARY_YELLOW, VOLCANO_SECOND))
    # Hand of 3: building leaves 2, so the draw may be skipped.
    after = apply(state, build(0, VILLA_BLUE, (1, 0), skip_draw=True))
    assert after.hands[0] == (GRANARY_YELLOW, THERMAE_PURPLE) and after.drawn == 0
    # Forced draw with one card left: a hand of 2 leaves 1 after building.
    two = replace(state, hands=((VILLA_BLUE, THERMAE_PURPLE), *state.hands[1:]))
    refused(two, build(0, VILLA_BLUE, (1, 0), skip_draw=True), Reason.SKIP_NOT_ALLOWED)
    drew = apply(two, build(0, VILLA_BLUE, (1, 0)))
    assert drew.hands[0] == (THERMAE_PURPLE, GRANARY_YELLOW)
    assert all(not a.skip_draw for a in turn_actions(two))
    assert any(a.skip_draw for a in turn_actions(state))


def test_the_lenient_draw_option_allows_skipping_with_one_card_left() -> None:
    cfg = GameConfig(seats=3, skip_rule=SkipRule.LENIENT)
    state = start(volcanoes=1, pile=(GRANARY_YELLOW, VOLCANO_SECOND), config=cfg)
    two = replace(state, hands=((VILLA_BLUE, THERMAE_PURPLE), *state.hands[1:]))
    after = apply(two, build(0, VILLA_BLUE, (1, 0), skip_draw=True))
    assert after.hands[0] == (THERMAE_PURPLE,)
    one = replace(state, hands=((VILLA_BLUE,), *state.hands[1:]))
    refused(one, build(0, VILLA_BLUE, (1, 0), skip_draw=True), Reason.SKIP_NOT_ALLOWED)


def test_the_second_volcano_ends_the_game_after_scoring_with_the_hand_penalty() -> None:
    state = start(
        volcanoes=1,
        pile=(VOLCANO_SECOND, GRANARY_YELLOW),
        city=city_of({(0, 0): TEMPLE_RED, (2, 1): card(M.VILLA, C.ORANGE)}),
        points=(30, 20, 10),
    )
    after = apply(state, build(0, VILLA_BLUE, (1, 0)))
    assert after.over
    # Villa-blue (3) with villa-orange (7) down-right on the diagonal: villas 3 + 7 = 10.
    assert after.points == (40, 20, 10)
    assert after.hands[0] == (GRANARY_YELLOW, THERMAE_PURPLE)  # the volcano is not a card
    penalty = [sum(value_of(c) for c in h) for h in after.hands]
    assert after.final_scores() == tuple(p - q for p, q in zip(after.points, penalty, strict=True))
    refused(after, build(1, VILLA_GREEN, (2, 1)), Reason.GAME_OVER)
    assert turn_actions(after) == ()


def test_the_volcano_replacement_can_be_the_second_volcano() -> None:
    state = start(pile=(VOLCANO_FIRST, VOLCANO_SECOND, GRANARY_YELLOW))
    after = apply(state, build(0, VILLA_BLUE, (1, 0)))
    assert after.over and after.volcanoes == 2 and len(after.hands[0]) == 2


def test_ties_are_shared() -> None:
    assert ranks((10, 10, 5)) == (1, 1, 3)
    assert ranks((5, 10, 10, 12)) == (4, 2, 2, 1)
    state = start(points=(20, 20, 0), hands=((1,), (1,), (1,)), over=True)
    assert state.winners() == (0, 1)


def test_the_x2_variant_doubles_one_placement_once() -> None:
    cfg = GameConfig(seats=3, special=Special.DOUBLE)
    state = start(config=cfg, city=city_of({(0, 0): TEMPLE_RED, (2, 1): card(M.VILLA, C.ORANGE)}))
    after = apply(state, build(0, VILLA_BLUE, (1, 0), double=True))
    assert after.points[0] == 20 and after.specials == (False, True, True)
    again = replace(after, next_seat=0)
    refused(again, statue(0, VILLA_GREEN, (2, 0), double=True), Reason.DOUBLE_USED)
    # With a statue named villa-red: diagonal villas 1 + 7, row red max(1, 1), doubled.
    st = apply(state, statue(0, card(M.VILLA, C.RED), (1, 0), double=True))
    assert st.points[0] == 2 * ((1 + 7) + 1)
    refused(state, permit(1), Reason.NOT_IN_VARIANT)
    refused(start(), build(0, VILLA_BLUE, (1, 0), double=True), Reason.NOT_IN_VARIANT)


def test_turn_actions_are_exactly_the_legal_ones() -> None:
    state = start(volcanoes=1, pile=(GRANARY_YELLOW, VOLCANO_SECOND))
    state = apply(state, build(0, VILLA_BLUE, (1, 0), skip_draw=True))
    listed = set(turn_actions(state))
    seat = state.current_seat
    candidates = set()
    for c in range(49):
        for x in range(-3, 5):
            for y in range(-3, 4):
                for skip in (False, True):
                    candidates.add(build(seat, c, (x, y), skip_draw=skip))
                candidates.add(statue(seat, c, (x, y)))
        candidates.add(discard(seat, c))
    legal = set()
    for a in candidates:
        try:
            apply(state, a)
        except IllegalMove:
            continue
        legal.add(a)
    assert legal == listed
