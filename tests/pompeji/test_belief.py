"""What Hard infers about the hidden hands from the public record: the turns replayed on the
city as it stood, a card that had a far better cell than the one played weighs little, a
discard rules out every card that could be placed, and sampled hands follow the weights while
keeping every card where the view allows it."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import pairwise

from tests.pompeji.helpers import C, M, card, city_of, medium_game_states, row_with_temples
from welcome_desktop.games.pompeji.bots.belief import (
    FLOOR,
    HandBelief,
    Turn,
    replay_turns,
    turn_likelihood,
)
from welcome_desktop.games.pompeji.engine import (
    Kind,
    placement_points,
    sample_state,
    view_for,
)
from welcome_desktop.games.pompeji.engine.cards import VOLCANOES


def test_the_record_replays_on_the_city_as_it_stood() -> None:
    states = medium_game_states(3)
    last = states[-1]
    turns = replay_turns(view_for(last, 0))
    assert turns is not None and len(turns) == len(last.turns)
    # the state before each turn (a permit declaration changes no city)
    before = [s for s, nxt in pairwise(states) if nxt.turns != s.turns]
    assert len(before) == len(turns) > 30
    for turn, state, record in zip(turns, before, last.turns, strict=True):
        assert (turn.seat, turn.kind) == (record.seat, record.kind)
        assert turn.city.tiles == state.city.tiles
        assert turn.points == record.points  # no x2 in this variant: the recorded points


def test_a_record_that_does_not_fit_the_city_infers_nothing() -> None:
    state = medium_game_states(4)[20]
    view = view_for(state, 0)
    assert HandBelief.from_view(view) is not None
    assert replay_turns(replace(view, turns=view.turns[:-1])) is None
    assert HandBelief.from_view(replace(view, turns=())) is None
    assert HandBelief.from_view(replace(view, open_hands=True, hands=state.hands)) is None


def test_a_card_with_a_far_better_cell_was_probably_not_held() -> None:
    # Six cards in a row, three of them temples: a yellow temple closing the row scores 24. A
    # player who then built for what a dull card scores probably held no such temple.
    city = city_of(row_with_temples())
    temple = card(M.TEMPLE, C.YELLOW)
    dull = card(M.AMPHITHEATRE, C.YELLOW)

    def best(c: int) -> int:
        return max(placement_points(city, cell, c) for cell in city.cells_for(c))

    assert best(temple) == 24 and best(dull) <= 7
    lik = turn_likelihood(Turn(1, Kind.BUILD, city, best(dull)), (temple, dull))
    assert lik[dull] >= 0.5  # it may have been the card played
    assert lik[temple] < 0.05
    # after a 24-point build the temple is as likely as a card that scored as much
    assert turn_likelihood(Turn(1, Kind.BUILD, city, 24), (temple,))[temple] >= 0.5
    assert turn_likelihood(Turn(1, Kind.BUILD, city, 30), (temple,))[temple] > 0.9


def test_a_discard_rules_out_every_card_that_could_be_placed() -> None:
    city = city_of({(0, 0): card(M.TEMPLE, C.RED)})
    blocked = card(M.TEMPLE, C.GREY)  # same monument next to the only card
    free = card(M.VILLA, C.BLUE)
    assert not city.cells_for(blocked) and city.cells_for(free)
    lik = turn_likelihood(Turn(2, Kind.DISCARD, city, 0), (blocked, free))
    assert lik == {blocked: 1.0, free: FLOOR}


def test_given_hands_are_used_and_every_card_stays_somewhere() -> None:
    state = medium_game_states(5)[25]
    view = view_for(state, 0)
    given = {1: tuple(view.unseen[: view.hand_sizes[1]])}
    rng = random.Random(1)
    for _ in range(20):
        sampled = sample_state(view, rng, given)
        assert sampled.hands[1] == given[1]
        assert sampled.hands[0] == view.hand
        hidden = [c for s in (1, 2) for c in sampled.hands[s]]
        pile = [c for c in sampled.pile if c not in VOLCANOES]
        assert sorted(hidden + pile) == list(view.unseen)
        assert [len(h) for h in sampled.hands] == list(view.hand_sizes)


def test_sampled_hands_follow_the_evidence() -> None:
    # Late in a real game: the cards the belief weighs least turn up far less often in the
    # sampled hands of that seat than the cards it weighs most.
    state = medium_game_states(6)[30]
    view = view_for(state, 0)
    belief = HandBelief.from_view(view)
    assert belief is not None
    seat = 1
    w = belief.weights[seat]
    low = sorted(w, key=w.__getitem__)[:5]
    high = sorted(w, key=w.__getitem__)[-5:]
    assert max(w[c] for c in low) < 0.5 * min(w[c] for c in high)
    rng = random.Random(2)
    seen: Counter[int] = Counter()
    for _ in range(600):
        sampled = belief.sample_state(view, rng)
        seen.update(sampled.hands[seat])
        assert len(sampled.hands[seat]) == view.hand_sizes[seat]
    assert sum(seen[c] for c in low) * 2 < sum(seen[c] for c in high)


def test_the_city_keeps_its_cards_in_the_order_they_were_placed() -> None:
    states = medium_game_states(8)
    last = states[-1]
    order = list(last.city.tiles)
    assert order[0] == (0, 0)
    placed = [
        next(iter(set(after.city.tiles) - set(before.city.tiles)))
        for before, after in pairwise(states)
        if len(after.city) > len(before.city)
    ]
    assert order[1:] == placed
