"""A Balconia game turn by turn for replays (``engine/replay.turn_steps``): the building as dealt
(the entrance alone, nobody scoring), then one step per turn (the selection and the placement
together), each step the game as it was after that turn with both sides' scores, the change the
turn made and the points of the two balconies it brought; the last step the finished game
itself; a log that does not replay, or does not lead to the game, raises."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from welcome_desktop.games.balconia.engine import (
    SIDES,
    GameConfig,
    GameState,
    IllegalMove,
    Kind,
    apply,
    new_game,
    opposite,
    place,
    random_action,
    score_both,
    to_view,
)
from welcome_desktop.games.balconia.engine.replay import running_totals, turn_steps


def _finished(config: GameConfig) -> GameState:
    state = new_game(config)
    rng = random.Random(config.seed)
    while not state.over:
        state = apply(state, random_action(state, rng))
    return state


CONFIGS = [
    GameConfig(seed=1),
    GameConfig(seed=2, anywhere=True),
    GameConfig(seed=3, entrance_anywhere=True),
    GameConfig(seed=4, long_game=True),
]


@pytest.mark.parametrize("config", CONFIGS)
def test_one_step_per_turn_each_the_game_as_it_was(config: GameConfig) -> None:
    final = _finished(config)
    steps = turn_steps(final)
    assert len(steps) == len(final.turns) + 1 == config.tokens + 1
    # step 0: the deal, the entrance alone, nobody scoring yet
    first = steps[0]
    assert first.state == new_game(config) and first.turn is None
    assert first.totals == first.before == (0, 0) and first.gains == (0, 0)
    assert [first.new_balcony_points(side) for side in SIDES] == [0, 0]
    assert list(first.state.building.placed()) == []
    # the last step: the finished game itself
    assert steps[-1].state == final and steps[-1].state.over
    assert steps[-1].totals == final.final_scores()
    places = [a for a in final.log if a.kind is Kind.PLACE]
    for k, step in enumerate(steps[1:], start=1):
        turn, previous = step.turn, steps[k - 1]
        assert turn == final.turns[k - 1] and step.state.turns == final.turns[:k]
        assert turn is not None and turn.cell == places[k - 1].cell
        assert previous.state.building.is_free(turn.cell)
        assert len(list(step.state.building.placed())) == k
        assert step.scores == score_both(step.state.building)
        assert step.before == previous.totals
        assert step.gains == tuple(a - b for a, b in zip(step.totals, previous.totals, strict=True))
        # the two new balconies: the placer's face, and opposite it the selector's
        block = step.state.building.at(turn.cell)
        assert block is not None and block.block == turn.block
        placer, selector = turn.selector.other, turn.selector
        assert block.face_index(placer) == turn.face
        assert block.face_index(selector) == opposite(turn.face)
        for side in SIDES:
            scored = dict(step.scores[side.number].faces)
            assert step.new_balcony_points(side) == scored[to_view(turn.cell, side)]
    assert running_totals(steps) == tuple(s.totals for s in steps)
    assert running_totals(steps)[-1] == final.final_scores()


def test_a_game_in_play_replays_its_finished_turns() -> None:
    """A game saved after a selection: the kept pair is not a step of its own."""
    state = new_game(GameConfig(seed=8))
    rng = random.Random(8)
    for _ in range(7):  # three turns and a selection
        state = apply(state, random_action(state, rng))
    assert state.kept is not None and len(state.turns) == 3
    steps = turn_steps(state)
    assert len(steps) == 4
    assert steps[-1].state.turns == state.turns and steps[-1].state.kept is None


def test_a_corrupt_log_raises() -> None:
    final = _finished(GameConfig(seed=5))
    turn = final.turns[3]
    # the fourth placement moved onto the cell of the first: the rules refuse it
    index = [i for i, a in enumerate(final.log) if a.kind is Kind.PLACE][3]
    bad = place(turn.selector.other, turn.face, final.turns[0].cell)
    log = (*final.log[:index], bad, *final.log[index + 1 :])
    with pytest.raises(IllegalMove):
        turn_steps(replace(final, log=log))
    # actions dropped: they replay, but not to this game
    with pytest.raises(ValueError, match="do not lead"):
        turn_steps(replace(final, log=final.log[:-2]))
    # another deal's game under these actions
    with pytest.raises(ValueError):
        turn_steps(replace(final, config=GameConfig(seed=6)))
