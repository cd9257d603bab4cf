"""A finished (or unfinished) game round by round, rebuilt from its log: pure, no I/O."""

from __future__ import annotations

from .game import GameState, new_game, play_round, set_table_round
from .scoring import Score


def round_states(state: GameState) -> list[GameState]:
    """The state before round 1, then after each round of ``state.log`` (len(log) + 1 states).

    Raises ``IllegalMove``/``ValueError`` if the log does not replay (a damaged save).
    """
    replay = new_game(state.config)
    out = [replay]
    for index, moves in enumerate(state.log):
        if state.config.table and index < len(state.table_log):
            combos, approved = state.table_log[index]
            replay = set_table_round(replay, combos, approved)
        replay = play_round(replay, moves)
        out.append(replay)
    return out


def round_scores(state: GameState) -> list[tuple[Score, ...]]:
    """Every seat's score breakdown after each round (round 1 first)."""
    return [s.scores() for s in round_states(state)[1:]]
