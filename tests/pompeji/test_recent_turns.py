"""The last turns of a game in play (the board's "Last turns"): the same public summaries as the
replay's, the newest last, whatever the count."""

from __future__ import annotations

import random

from welcome_desktop.games.pompeji.engine import GameConfig, Kind, apply, new_game, random_action
from welcome_desktop.games.pompeji.engine.replay import recent_turns, turn_steps


def test_the_last_turns_are_the_replays_last_steps_at_every_point_of_games() -> None:
    for seats, seed in ((2, 1), (3, 2), (4, 3)):
        state = new_game(GameConfig(seats=seats, seed=seed))
        rng = random.Random(seed)
        while not state.over:
            state = apply(state, random_action(state, rng))
            summaries = [s.summary for s in turn_steps(state)[1:]]
            for count in (0, 1, 3):
                got = recent_turns(state.config, state.log, count)
                assert list(got) == (summaries[-count:] if count else [])
        final = recent_turns(state.config, state.log, 1)
        assert final[0].volcano == 2  # the game ended on the second volcano
        eruptions = [s for s in recent_turns(state.config, state.log, 999) if s.volcano == 1]
        assert len(eruptions) == 1
        assert all(
            s.action.kind is not Kind.PERMIT for s in recent_turns(state.config, state.log, 999)
        )
