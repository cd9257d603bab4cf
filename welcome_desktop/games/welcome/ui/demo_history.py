"""A demo history for screenshots of the statistics page and a replay (--screen stats/replay):
computer-played games recorded into a throw-away history, never the player's own."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from welcome_desktop.games.welcome.app.setup import GameSetup, SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.games.welcome.engine.game_code import code_for
from welcome_desktop.games.welcome.persistence.history import History, history_path

from .demo import DEMO_NAMES, demo_state


def fill_demo_history(games: int = 8) -> int:
    """Record ``games`` finished demo games (solo and three seats); the id of the last
    three-seat one (the most telling replay)."""
    start = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)
    last = 0
    with History(history_path()) as db:
        for n in range(games):
            setup: GameSetup
            if n % 3 == 2:
                setup = hotseat_setup(
                    [
                        SeatSetup(DEMO_NAMES[0]),
                        SeatSetup(DEMO_NAMES[1], "hard"),
                        SeatSetup(DEMO_NAMES[2], "easy"),
                    ],
                    seed=100 + n,
                )
            else:
                setup = solo_setup(DEMO_NAMES[0], seed=100 + n)
            level = ("easy", "medium", "hard")[n % 3]
            state, history = demo_state(setup, 0, to_end=True, level=level)
            scores = state.scores()
            ranks = [1 + sum(o.total > s.total for o in scores) for s in scores]
            game_id = db.record(
                state,
                [(s.name, s.kind) for s in setup.seats],
                ranks,
                history,
                code=code_for(setup.config) or "",
                finished_at=start + timedelta(days=n),
                extra={"setup": setup.to_json()},
            )
            if len(setup.seats) > 1 and game_id is not None:
                last = game_id
    return last
