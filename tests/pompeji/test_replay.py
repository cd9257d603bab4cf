"""A game turn by turn for replays (``engine/replay.turn_steps``): the game as dealt, then one
step per turn (a permit declaration is not a step, its bonus turn is), each step the game as it
was after that turn, the last one the finished game itself, and the volcano draws marked."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.games.pompeji.engine import (
    GameConfig,
    GameState,
    Kind,
    apply,
    new_game,
    random_action,
)
from welcome_desktop.games.pompeji.engine.replay import turn_steps


def _finished(seed: int, seats: int) -> GameState:
    state = new_game(GameConfig(seats=seats, seed=seed))
    rng = random.Random(seed)
    while not state.over:
        state = apply(state, random_action(state, rng, statue_rate=0.2))
    return state


@pytest.mark.parametrize(("seed", "seats"), [(1, 2), (2, 3), (3, 4), (4, 3)])
def test_one_step_per_turn_each_the_game_as_it_was(seed: int, seats: int) -> None:
    final = _finished(seed, seats)
    steps = turn_steps(final)
    assert len(steps) == len(final.turns) + 1
    assert steps[0].action is None and steps[0].turn is None
    assert steps[0].state == new_game(final.config)
    assert steps[-1].state == final
    turn_actions = [a for a in final.log if a.kind is not Kind.PERMIT]
    for k, step in enumerate(steps[1:], start=1):
        assert step.action == turn_actions[k - 1]
        assert step.state.turns == final.turns[:k]
        assert step.turn == final.turns[k - 1]
        assert step.state.points == final.running_totals()[k - 1]
        if step.action is not None and step.action.cell is not None:
            assert step.action.cell in step.state.city.tiles
            assert step.action.cell not in steps[k - 1].state.city.tiles


def test_permits_and_volcanoes_are_told() -> None:
    finals = [_finished(seed, 3) for seed in range(6)]
    bonus = [s for f in finals for s in turn_steps(f) if s.turn is not None and s.turn.bonus]
    assert bonus, "no permit turn in six random games"
    for final in finals:
        steps = turn_steps(final)
        erupting = [k for k, s in enumerate(steps) if s.erupted_now]
        assert len(erupting) == final.volcanoes == 2
        first, second = erupting
        assert steps[first].state.volcanoes == 1 and not steps[first].state.over
        assert second == len(steps) - 1 and steps[second].state.over
        assert all(s.state.volcanoes == 0 for s in steps[:first])
