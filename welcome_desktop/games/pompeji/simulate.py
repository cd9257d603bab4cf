"""Bot-only Pompeji games for statistics (``python -m welcome_desktop simulate --game pompeji``)."""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Any

from .bots import bot_step, make_bot
from .engine import GameConfig, IllegalMove, Kind, new_game


class SimulationError(Exception):
    """A bot made an illegal move (a bug), reported as one line."""


def bot_seed(seed: int, game: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of game ``game`` (stable across runs and platforms)."""
    return random.Random(f"pompeji/{seed}/{game}/{seat}").getrandbits(63)


def simulate(*, games: int, seats: int, bot: str, seed: int) -> dict[str, Any]:
    """Play ``games`` games with ``bot`` in every seat; game g uses the seed ``seed + g``."""
    scores: list[int] = []
    winners: list[int] = []
    shared = turns = statues = permits = discards = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(GameConfig(seats=seats, seed=seed + g))
        players = [make_bot(bot, bot_seed(seed, g, s)) for s in range(seats)]
        while not state.over:
            try:
                state = bot_step(state, players)
            except IllegalMove as exc:
                raise SimulationError(
                    f"bot {bot!r} made an illegal move in game {g}, turn {len(state.turns)}: {exc}"
                ) from None
        final = state.final_scores()
        scores.extend(final)
        winners.append(max(final))
        shared += len(state.winners()) > 1
        turns += len(state.turns)
        statues += sum(1 for t in state.turns if t.kind is Kind.STATUE)
        permits += sum(1 for t in state.turns if t.bonus)
        discards += sum(1 for t in state.turns if t.kind is Kind.DISCARD)
    elapsed = max(time.perf_counter() - start, 1e-9)
    n = len(scores)
    return {
        "game": "pompeji",
        "games": games,
        "seats": seats,
        "bot": bot,
        "mean_score": statistics.fmean(scores),
        "stderr": statistics.stdev(scores) / math.sqrt(n) if n > 1 else 0.0,
        "mean_winning_score": statistics.fmean(winners),
        "shared_wins": shared,
        "turns_per_game": turns / games,
        "statues_per_game": statues / games,
        "permits_per_game": permits / games,
        "discards_per_game": discards / games,
        "games_per_second": round(games / elapsed, 3),
        "turns_per_second": round(turns / elapsed, 3),
    }
