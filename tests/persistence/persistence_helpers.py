"""Helpers for persistence tests: random games played to a chosen point, mid-round included."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from welcome_desktop.games.welcome.engine import (
    Effect,
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    PlanKind,
    check_move,
    new_game,
    random_move,
    set_table_round,
    submit,
)
from welcome_desktop.games.welcome.engine.plans import estate_options, plan_met

PLAN_IDS = ("n1_street_ends", "n2_estates_45", "n3_estates_34")
CONFIGS = (
    GameConfig(Mode.STANDARD, 1, False, 0),
    GameConfig(Mode.STANDARD, 3, True, 0),
    GameConfig(Mode.STANDARD, 5, False, 0),
    GameConfig(Mode.SOLO, 1, False, 0),
    GameConfig(Mode.SOLO, 1, True, 0),
    GameConfig(Mode.EXPERT, 2, False, 0),
    GameConfig(Mode.EXPERT, 4, True, 0),
    GameConfig(Mode.STANDARD, 2, True, 0, plan_ids=PLAN_IDS),
    GameConfig(Mode.STANDARD, 3, False, 0, table=True),
    GameConfig(Mode.STANDARD, 1, True, 0, table=True, plan_ids=PLAN_IDS),
)


def table_round(state: GameState, rng: random.Random) -> GameState:
    """Score pad: enter three random combinations, sometimes approving one more plan."""
    combos = [(rng.randint(1, 15), rng.choice(list(Effect))) for _ in range(3)]
    approved = list(state.approved)
    if rng.random() < 0.1:
        approved[rng.randrange(3)] = True
    return set_table_round(state, combos, approved)


def next_round_ready(state: GameState, rng: random.Random) -> GameState:
    """A score-pad game needs its combinations entered before each round; others are ready."""
    if state.config.table and not state.over and not any(state.pending):
        return table_round(state, rng)
    return state


def random_step(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Seat ``seat`` submits a random legal move (claims are left to the engine's defaults)."""
    move = random_move(
        state.sheets[seat],
        state.offers[seat],
        rng,
        advanced=state.config.advanced,
        roundabout_chance=0.2,
    )
    return submit(state, seat, move)


def play_states(config: GameConfig, seed: int) -> Iterator[GameState]:
    """Every state of one random game: before each single submission, and the end."""
    rng = random.Random(seed)
    state = new_game(config)
    while not state.over:
        if state.config.table:
            yield state  # before the round's combinations are entered
        state = next_round_ready(state, rng)
        for seat in range(state.seats):
            yield state
            state = random_step(state, seat, rng)
    yield state


def sample_states(config: GameConfig, seed: int, count: int) -> list[GameState]:
    """``count`` states spread over one random game, always including its first and last."""
    states = list(play_states(config, seed))
    if len(states) <= count:
        return states
    rng = random.Random(seed * 7 + 1)
    picked = sorted(rng.sample(range(1, len(states) - 1), count - 2))
    return [states[0], *(states[i] for i in picked), states[-1]]


def claiming_step(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Like random_step, but names the estates of a plan met this turn and sometimes asks for
    the reshuffle, so saves carry explicit claims and reshuffle requests."""
    move = random_move(state.sheets[seat], state.offers[seat], rng, advanced=state.config.advanced)
    sheet = check_move(state, seat, move)
    for index, plan in enumerate(state.plans):
        if sheet.plans[index] or not plan_met(sheet, plan):
            continue
        options = estate_options(sheet, plan) if plan.kind is PlanKind.ESTATES else [()]
        claimed = replace(
            move,
            claims=((index, rng.choice(options)),),
            reshuffle=state.can_reshuffle() and rng.random() < 0.7,
        )
        try:
            return submit(state, seat, claimed)
        except IllegalMove:
            break
    return submit(state, seat, move)


def claiming_states(config: GameConfig, seed: int) -> Iterator[GameState]:
    """Every state of one random game played with claiming_step."""
    rng = random.Random(seed)
    state = new_game(config)
    while not state.over:
        state = next_round_ready(state, rng)
        for seat in range(state.seats):
            yield state
            state = claiming_step(state, seat, rng)
    yield state
