"""A thousand seeded random Pompeji games, 2-4 seats, every step checked against invariants.

Every action is chosen by ``engine.random_action`` (permits, statues, skipped draws and the x2
card included now and then) over a mix of configurations. After EVERY step the test checks,
with the independent rules in ``reference`` and its own bookkeeping: the city within 7 x 7 and
connected, no orthogonal neighbours of the same monument or colour, the placement legal and its
points recomputed from scratch, each running total equal to the sum of that seat's placement
points, the final score equal to it minus the hand penalty, card conservation (city + hands +
discards + pile = the 49 monuments and 2 volcanoes), the turn order with permit declarations
(modelled separately), and the end exactly at the second volcano. Every ``ENUMERATE_EVERY``th
step the action must be among ``legal_actions`` and each seat's view must hide what it should.

Saves round-trip after every step for the first ``SAVE_EVERY_STEP_GAMES`` games and at the end
of every game. ``POMPEJI_GAMES`` in the environment changes the number of games (default 1000).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

from welcome_desktop.games.pompeji.engine import (
    MONUMENT_CARDS,
    VOLCANO_FIRST,
    VOLCANO_SECOND,
    Action,
    GameConfig,
    GameState,
    Kind,
    SkipRule,
    Special,
    apply,
    legal_actions,
    new_game,
    random_action,
    view_for,
)
from welcome_desktop.games.pompeji.save_codec import game_from_json, game_to_json

from . import reference as ref

GAMES = int(os.environ.get("POMPEJI_GAMES", "1000"))
SAVE_EVERY_STEP_GAMES = 15
ENUMERATE_EVERY = 15
ALL_CARDS = Counter([*range(MONUMENT_CARDS), VOLCANO_FIRST, VOLCANO_SECOND])


def config_for(game: int) -> GameConfig:
    return GameConfig(
        seats=2 + game % 3,
        seed=game,
        first_seat=(game // 3) % (2 + game % 3),
        skip_rule=SkipRule.LENIENT if game % 7 == 3 else SkipRule.LITERAL,
        special=Special.DOUBLE if game % 5 == 4 else Special.PERMIT,
        open_hands=game % 11 == 5,
    )


def round_trip(state: GameState) -> None:
    restored = game_from_json(json.loads(json.dumps(game_to_json(state))))
    assert restored == state
    assert restored.log == state.log


class Bookkeeping:
    """The test's own model of whose turn it is and what each seat has scored."""

    def __init__(self, cfg: GameConfig) -> None:
        self.n = cfg.seats
        self.regular = cfg.first_seat
        self.queue: list[int] = []
        self.points = [0] * self.n
        self.permits = [cfg.special is Special.PERMIT] * self.n
        self.doubles = [cfg.special is Special.DOUBLE] * self.n

    def to_play(self) -> int:
        return self.queue[0] if self.queue else self.regular

    def declare(self, seat: int) -> None:
        assert self.permits[seat] and seat != self.regular
        self.permits[seat] = False
        self.queue.append(seat)
        self.queue.sort(key=lambda s: (s - self.regular) % self.n)

    def turn_done(self, seat: int) -> None:
        assert seat == self.to_play()
        if self.queue:
            self.queue.pop(0)
        else:
            self.regular = (self.regular + 1) % self.n


def check_step(before: GameState, action: Action, after: GameState, book: Bookkeeping) -> None:
    grid_before = ref.grid_of(before.city.tiles)
    if action.kind is Kind.PERMIT:
        book.declare(action.seat)
        assert after.city == before.city and after.points == before.points
    else:
        assert action.seat == book.to_play()
        if action.kind is Kind.DISCARD:
            assert not any(
                ref.legal(grid_before, p, c, False)
                for c in before.hands[action.seat]
                for p in before.city.frontier()
            )
            gained = 0
        else:
            assert action.cell is not None
            is_statue = action.kind is Kind.STATUE
            assert ref.legal(grid_before, action.cell, action.card, is_statue)
            gained = ref.points(grid_before, action.cell, action.card, is_statue)
            if action.double:
                assert book.doubles[action.seat]
                book.doubles[action.seat] = False
                gained *= 2
        book.points[action.seat] += gained
        book.turn_done(action.seat)
        if action.kind is Kind.STATUE:
            assert after.hands[action.seat] == before.hands[action.seat]
        if action.skip_draw:
            assert after.erupted and before.erupted
    grid = ref.grid_of(after.city.tiles)
    assert ref.city_problems(grid) == []
    assert list(after.points) == book.points
    penalty = [sum(ref.value(c) for c in h) for h in after.hands]
    assert list(after.final_scores()) == [p - q for p, q in zip(book.points, penalty, strict=True)]
    monuments = [c for c, s in grid.values() if not s]
    statues_placed = sum(1 for _c, s in grid.values() if s)
    held = [c for h in after.hands for c in h]
    rest = list(after.pile[after.drawn :])
    volcanoes_gone = 2 - sum(1 for c in rest if c in (VOLCANO_FIRST, VOLCANO_SECOND))
    assert volcanoes_gone == after.volcanoes
    set_aside = (VOLCANO_FIRST, VOLCANO_SECOND)[: after.volcanoes]
    everything = Counter([*monuments, *held, *after.discards, *rest, *set_aside])
    assert everything == ALL_CARDS
    assert statues_placed + sum(after.statues) == after.seats
    assert len(after.city) == 1 + sum(1 for t in after.turns if t.kind is not Kind.DISCARD)
    low = after.config.skip_min if after.erupted else 3
    assert all(min(low, 3) <= len(h) <= 3 for h in after.hands) or after.over
    assert after.over == (after.volcanoes == 2)
    if not after.over:
        assert after.current_seat == book.to_play()


def check_views(state: GameState) -> None:
    legal = legal_actions(state)
    for seat in range(state.seats):
        view = view_for(state, seat)
        assert view.hand == state.hands[seat]
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        others = sorted(c for s, h in enumerate(state.hands) if s != seat for c in h)
        pile = sorted(c for c in state.pile[state.drawn :] if c < MONUMENT_CARDS)
        if state.config.open_hands:
            assert view.hands == state.hands
            assert list(view.unseen) == pile
        else:
            assert view.hands == ()
            assert list(view.unseen) == sorted(others + pile)
        assert view.cards_left == state.cards_left()
        assert set(view.actions()) == {a for a in legal if a.seat == seat}


def play(game: int) -> GameState:
    cfg = config_for(game)
    state = new_game(cfg)
    rng = random.Random(game)
    book = Bookkeeping(cfg)
    every_step = game < SAVE_EVERY_STEP_GAMES
    step = 0
    while not state.over:
        action = random_action(state, rng, permit_rate=0.04, statue_rate=0.06)
        if step % ENUMERATE_EVERY == game % ENUMERATE_EVERY:
            assert action in legal_actions(state)
            check_views(state)
        after = apply(state, action)
        check_step(state, action, after, book)
        state = after
        step += 1
        if every_step:
            round_trip(state)
    check_views(state)
    round_trip(state)
    return state


def test_a_thousand_random_games_keep_every_invariant() -> None:
    ends = Counter()
    statues = permits = skips = discards = ties = 0
    for game in range(GAMES):
        state = play(game)
        ends[state.seats] += 1
        statues += sum(1 for t in state.turns if t.kind is Kind.STATUE)
        permits += sum(1 for t in state.turns if t.bonus)
        discards += sum(1 for t in state.turns if t.kind is Kind.DISCARD)
        skips += sum(1 for a in state.log if a.skip_draw)
        ties += len(state.winners()) > 1
    # The random policy reached every part of the rules.
    assert set(ends) == {2, 3, 4} or GAMES < 3
    if GAMES >= 300:
        assert statues > GAMES and permits > GAMES // 2 and skips > GAMES
        assert discards > 0 and ties > 0
