"""Balconia's evaluation weighted per kind of condition (an option of the Hard level, fitted by
``benchmarks/balconia_fit.py``): unit weights give the plain estimate, zero weights leave the
score difference, the option keeps decisions a function of the view only, and Medium and the
default Hard (the yardsticks) play move for move as before the option existed."""

from __future__ import annotations

import hashlib
import json
import random

from tests.balconia.test_bots import redealt
from welcome_desktop.games.balconia.bots import HardBot, bot_step, make_bot
from welcome_desktop.games.balconia.bots.model import (
    KIND,
    KIND_NAMES,
    RULES,
    Pool,
    Table,
    evaluate,
    position_of,
)
from welcome_desktop.games.balconia.engine import (
    GameConfig,
    GameState,
    Phase,
    Side,
    apply,
    is_legal,
    new_game,
    random_action,
    view_for,
)

FITTED = (1.2, 2.86, 1.2, 1.46, 1.6, 1.11, 1.28, 1.36)  # balconia_fit.py, 2000 games
MEDIUM_GAMES = "1b0389ac443615d8762ebde485ac05089af790a8884b13b685fc27da194df500"
HARD_GAME = "5cf1848d62e7817482fecdfc9a423b7cf8492683c8e34606e12a5d86bf129d7b"
"""Hashes of the moves of four Medium-against-Medium games and of one Hard-against-Medium
game, recorded with the bots as they were before the per-kind weights were added."""


def digest(states: list[GameState]) -> str:
    out = hashlib.sha256()
    for state in states:
        out.update(json.dumps([a.to_json() for a in state.log], sort_keys=True).encode())
    return out.hexdigest()


def played(config: GameConfig, turquoise: str, pink: str, seeds: tuple[int, int]) -> GameState:
    state = new_game(config)
    bots = [make_bot(turquoise, seeds[0]), make_bot(pink, seeds[1])]
    while not state.over:
        state = bot_step(state, bots)
    return state


def test_medium_and_default_hard_play_move_for_move_as_before() -> None:
    games = []
    for seed in range(4):
        m = seed * 3 % 8
        config = GameConfig(
            seed=seed, anywhere=bool(m & 1), entrance_anywhere=bool(m & 2), long_game=bool(m & 4)
        )
        games.append(played(config, "medium", "medium", (seed, seed + 50)))
    assert digest(games) == MEDIUM_GAMES
    assert digest([played(GameConfig(seed=21), "hard", "medium", (4, 5))]) == HARD_GAME


def test_every_condition_has_a_kind() -> None:
    kinds = {KIND_NAMES[k] for k, rule in zip(KIND, RULES, strict=True) if rule is not None}
    assert kinds >= {"lovebird", "group", "count", "balcony", "five if absent", "colours"}


def test_unit_weights_give_the_plain_estimate_and_zero_weights_none() -> None:
    state = new_game(GameConfig(seed=5))
    rng = random.Random(5)
    ones, zeros = (1.0,) * len(KIND_NAMES), (0.0,) * len(KIND_NAMES)
    gaps = 0
    while not state.over:
        view = view_for(state, Side.TURQUOISE)
        position, table = position_of(view.building), Table.of(view.building)
        pool, left = Pool.of(view.unseen), view.blocks_left
        for side in Side:
            plain = evaluate(position, table, side, left, pool, 1.0)
            assert abs(evaluate(position, table, side, left, pool, 1.0, ones) - plain) < 1e-9
            points = evaluate(position, table, side, left, pool, 0.0)
            assert abs(evaluate(position, table, side, left, pool, 1.0, zeros) - points) < 1e-9
            gaps += abs(plain - points) > 1e-6
        state = apply(state, random_action(state, rng))
    assert gaps  # the estimate is not always zero, so the checks above say something


def test_weighted_hard_decides_from_the_view_only() -> None:
    state = new_game(GameConfig(seed=13))
    rng = random.Random(13)
    picked = []
    while not state.over:
        if len(state.turns) in (3, 6, 9):
            picked.append(state)
        state = apply(state, random_action(state, rng))
    assert {s.phase for s in picked} == {Phase.SELECT, Phase.PLACE}
    for state in picked:
        side = state.to_act
        assert side is not None
        first = HardBot(3, weights=FITTED).choose(view_for(state, side))
        assert is_legal(state, first)
        for k in range(2):
            twin = redealt(state, k)
            assert view_for(twin, side) == view_for(state, side)
            assert HardBot(3, weights=FITTED).choose(view_for(twin, side)) == first
