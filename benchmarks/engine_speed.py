"""Engine speed: full games and turns per second under uniformly random play, and legal-move
queries per second. Prints one line per setting, measured in CPU time of this process (one
core). The games are played in several chunks; the best chunk is reported beside the overall
rate because other processes on the machine slow some chunks down (as timeit reports a min)."""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from welcome_desktop.games.pompeji import engine as pompeji
from welcome_desktop.games.welcome.engine import (
    GameConfig,
    Mode,
    moves_for_sheet,
    new_game,
    play_round,
    random_move,
)

SETTINGS = (
    ("solo", GameConfig(Mode.SOLO, 1, False)),
    ("standard 1 seat", GameConfig(Mode.STANDARD, 1, False)),
    ("standard 4 seats advanced", GameConfig(Mode.STANDARD, 4, True)),
    ("expert 3 seats", GameConfig(Mode.EXPERT, 3, False)),
)


def play_games(config: GameConfig, games: int, first: int = 0) -> tuple[int, int, float, float]:
    """Play ``games`` random games; returns (games, turns, cpu seconds, wall seconds)."""
    turns = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for g in range(first, first + games):
        cfg = GameConfig(config.mode, config.seats, config.advanced, seed=g)
        state = new_game(cfg)
        rng = random.Random(g)
        seats = range(cfg.seats)
        while not state.over:
            moves = [
                random_move(state.sheets[s], state.offers[s], rng, advanced=cfg.advanced)
                for s in seats
            ]
            state = play_round(state, moves)
            turns += 1
    return games, turns, time.process_time() - cpu0, time.perf_counter() - wall0


def legal_queries(games: int) -> tuple[int, float]:
    """Full legal-move enumerations (moves_for_sheet) over states of random standard games."""
    states = []
    for g in range(games):
        state = new_game(GameConfig(Mode.STANDARD, 1, False, seed=g))
        rng = random.Random(g)
        while not state.over:
            states.append(state)
            state = play_round(
                state, [random_move(state.sheets[0], state.offers[0], rng, advanced=False)]
            )
    cpu0 = time.process_time()
    total_moves = 0
    for st in states:
        total_moves += sum(1 for _ in moves_for_sheet(st.sheets[0], st.offers[0], advanced=False))
    cpu = time.process_time() - cpu0
    return len(states), cpu if cpu > 0 else 1e-9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000, help="games per setting")
    parser.add_argument("--chunks", type=int, default=10, help="timed chunks per setting")
    args = parser.parse_args()
    print(f"engine speed — uniformly random play, {args.games} games per setting, CPU time")
    play_games(SETTINGS[0][1], 50)  # warm-up (memo tables, imports)
    for name, config in SETTINGS:
        chunk = max(1, args.games // args.chunks)
        results = [play_games(config, chunk, i * chunk) for i in range(args.chunks)]
        games = sum(r[0] for r in results)
        turns = sum(r[1] for r in results)
        cpu = sum(r[2] for r in results)
        wall = sum(r[3] for r in results)
        best = max(r[1] / r[2] for r in results)
        print(
            f"{name:28s} games/s {games / cpu:7.0f}   turns/s {turns / cpu:7.0f}"
            f"   best chunk turns/s {best:7.0f}"
            f"   (turns/game {turns / games:4.1f}, wall {wall:5.1f} s)"
        )
    queries, cpu = legal_queries(max(1, args.games // 10))
    print(f"{'legal-move queries (full)':28s} queries/s {queries / cpu:8.0f}")
    pompeji_speed(args.games, args.chunks)


def play_pompeji(seats: int, games: int, first: int = 0) -> tuple[int, int, float, float]:
    """``games`` Pompeji games of ``engine.random_action`` play; (games, turns, cpu s, wall s)."""
    turns = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for g in range(first, first + games):
        state = pompeji.new_game(pompeji.GameConfig(seats=seats, seed=g))
        rng = random.Random(g)
        while not state.over:
            state = pompeji.apply(state, pompeji.random_action(state, rng))
            turns += 1
    return games, turns, time.process_time() - cpu0, time.perf_counter() - wall0


def pompeji_speed(games: int, chunks: int) -> None:
    """Pompeji random games per second (actions: turns and permit declarations)."""
    play_pompeji(3, 20)  # warm-up
    for seats in (2, 3, 4):
        chunk = max(1, games // chunks)
        results = [play_pompeji(seats, chunk, i * chunk) for i in range(chunks)]
        n = sum(r[0] for r in results)
        turns = sum(r[1] for r in results)
        cpu = sum(r[2] for r in results)
        wall = sum(r[3] for r in results)
        best = max(r[1] / r[2] for r in results)
        print(
            f"{f'pompeji {seats} seats':28s} games/s {n / cpu:7.0f}   turns/s {turns / cpu:7.0f}"
            f"   best chunk turns/s {best:7.0f}"
            f"   (actions/game {turns / n:4.1f}, wall {wall:5.1f} s)"
        )


if __name__ == "__main__":
    main()
