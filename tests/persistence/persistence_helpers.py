"""Helpers for persistence tests: random games played to a chosen point, mid-round included."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from welcome_desktop.engine import (
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    PlanKind,
    check_move,
    new_game,
    random_move,
    submit,
)
from welcome_desktop.engine.plans import estate_options, plan_met

CONFIGS = (
    GameConfig(Mode.STANDARD, 1, False, 0),
    GameConfig(Mode.STANDARD, 3, True, 0),
    GameConfig(Mode.STANDARD, 5, False, 0),
    GameConfig(Mode.SOLO, 1, False, 0),
    GameConfig(Mode.SOLO, 1, True, 0),
    GameConfig(Mode.EXPERT, 2, False, 0),
    GameConfig(Mode.EXPERT, 4, True, 0),
)


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
    """Every state of one random game: after each single submission, to the end."""
    rng = random.Random(seed)
    state = new_game(config)
    yield state
    while not state.over:
        for seat in range(state.seats):
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
    yield state
    while not state.over:
        for seat in range(state.seats):
            state = claiming_step(state, seat, rng)
            yield state
