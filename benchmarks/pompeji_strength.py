"""Pompeji bot strength: Hard against Medium in 3-seat games, and the decision times.

Usage: python benchmarks/pompeji_strength.py [--seeds 100] [--first 0] [--jobs 1]
       [--level hard] [--against medium] [--opt NAME=VALUE ...] [--dump FILE]
       [--peek held|hands]

``--opt`` gives the tested Hard seat any ``HardBot`` keyword argument (a variant to measure);
``--dump`` writes one line per game (seed, seat, outright share, score difference), so that two
variants can be compared game by game on the same seeds.

``--peek`` is a diagnostic, not a level: the tested Hard seat is shown hidden information that
no real player has, to measure what that information is worth (how far any inference about the
other hands could take Hard). ``held``: the cards each other seat has held since its own last
turn (the ones its past turns say something about); the card it drew since stays unknown.
``hands``: every other hand.

Each seed is played three times, the tested level in seat 0, 1 and 2 in turn and the other two
seats played by the opponent level (each seat its own seeded bot), through the engine's public
API only (new_game / view_for / permit windows / apply, via ``bots.bot_step``). Reported:

* outright: the share of games in which the tested seat finished ahead of both opponent seats
  (a tie for first place counts half); 33 % means equal strength. Issue #12's goal is Hard at
  60 % or more against two Mediums;
* pairwise: the share of (tested seat, opponent seat) pairs in which the tested seat finished
  strictly higher (ties count half); 50 % means equal strength;
* each with its standard error over games (a game's two pairs are averaged first, since they
  are not independent);
* the mean score difference to the opponents, with its standard error;
* median and 95th percentile of the wall time of one turn decision (``choose``) of the tested
  level, the same for the process CPU time (what the decision costs when the cores are not
  shared), and of one permit-window decision (``wants_permit``).
"""

from __future__ import annotations

import argparse
import ast
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from welcome_desktop.games.pompeji.bots import make_bot
from welcome_desktop.games.pompeji.bots.belief import HandBelief
from welcome_desktop.games.pompeji.bots.hard import HardBot
from welcome_desktop.games.pompeji.engine import (
    Action,
    GameConfig,
    GameState,
    Kind,
    SeatView,
    apply,
    new_game,
    permit_seats,
    view_for,
)


@dataclass
class Tally:
    pairs: float = 0.0
    pair_count: int = 0
    wins: float = 0.0
    game_pairs: list[float] = field(default_factory=list)  # per game: mean of its pairs
    game_wins: list[float] = field(default_factory=list)  # per game: 1, 0.5 or 0
    games: int = 0
    diffs: list[float] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    others: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)  # turn decisions (choose), wall time
    cpu: list[float] = field(default_factory=list)  # the same decisions, process CPU time
    asks: list[float] = field(default_factory=list)  # permit windows (wants_permit)

    def add(self, other: Tally) -> None:
        self.pairs += other.pairs
        self.pair_count += other.pair_count
        self.wins += other.wins
        self.game_pairs += other.game_pairs
        self.game_wins += other.game_wins
        self.games += other.games
        self.diffs += other.diffs
        self.scores += other.scores
        self.others += other.others
        self.times += other.times
        self.cpu += other.cpu
        self.asks += other.asks


Options = tuple[tuple[str, Any], ...]


class PeekingHard(HardBot):
    """Hard shown the cards the other seats held at their last turns (``--peek held``): its
    look-ahead samples only the cards drawn since. Set ``peek`` before each decision."""

    peek: HandBelief | None = None

    def belief_of(self, view: SeatView) -> HandBelief | None:
        return self.peek


def held_belief(state: GameState, seat: int, last: dict[int, tuple[int, ...]]) -> HandBelief:
    """Certainty about the cards each other seat held at its last turn (none for a seat that
    has not played yet); the rest of each hand is sampled uniformly."""
    weights: dict[int, dict[int, float]] = {}
    old: dict[int, int] = {}
    fresh: dict[int, int] = {}
    unseen = view_for(state, seat).unseen
    for s, hand in enumerate(state.hands):
        if s == seat or not hand:
            continue
        known = {c for c in hand if c in last.get(s, ())}
        weights[s] = {c: 1e12 if c in known else 1.0 for c in unseen}
        old[s], fresh[s] = len(known), len(hand) - len(known)
    return HandBelief(weights, old, fresh)


def open_view(state: GameState, seat: int) -> SeatView:
    """The seat's view with every other hand shown (``--peek hands``)."""
    view = view_for(state, seat)
    others = {c for s, h in enumerate(state.hands) if s != seat for c in h}
    unseen = tuple(c for c in view.unseen if c not in others)
    return replace(view, open_hands=True, hands=state.hands, unseen=unseen)


def tested_bot(
    level: str, seed: int, win: float, lead: float, opts: Options = (), peek: str = ""
) -> Any:
    """The tested seat's bot; Hard with its play-out options (``win``, ``lead``, any other
    ``HardBot`` keyword argument in ``opts``) when set."""
    kwargs = {"win": win, "lead": lead, **dict(opts)}  # ``--opt win=...`` wins over ``--win``
    if peek == "held":
        return PeekingHard(seed, **kwargs)
    if level == "hard" and (win or lead or opts):
        return HardBot(seed, **kwargs)
    return make_bot(level, seed)


def play(
    level: str,
    against: str,
    seed: int,
    seat: int,
    win: float = 0.0,
    lead: float = 0.0,
    opts: Options = (),
    peek: str = "",
) -> Tally:
    """One game, ``level`` in ``seat`` and ``against`` elsewhere; timings of ``level`` only."""
    state = new_game(GameConfig(seats=3, seed=seed))
    last: dict[int, tuple[int, ...]] = {}  # each seat's hand at its last turn (for --peek)
    bots = [
        tested_bot(level, seed * 10 + s, win, lead, opts, peek)
        if s == seat
        else make_bot(against, seed * 10 + s)
        for s in range(3)
    ]
    out = Tally(games=1)
    while not state.over:
        declared = False
        for s in permit_seats(state):
            start = time.perf_counter()
            wants = bots[s].wants_permit(view_for(state, s))
            if s == seat:
                out.asks.append(time.perf_counter() - start)
            if wants:
                state = apply(state, Action(Kind.PERMIT, s))
                declared = True
                break
        if declared:
            continue
        s = state.current_seat
        view = open_view(state, s) if peek == "hands" and s == seat else view_for(state, s)
        if isinstance(bots[s], PeekingHard) and s == seat:
            bots[s].peek = held_belief(state, s, last)
        last[s] = state.hands[s]
        start, start_cpu = time.perf_counter(), time.process_time()
        action = bots[s].choose(view)
        if s == seat:
            out.times.append(time.perf_counter() - start)
            out.cpu.append(time.process_time() - start_cpu)
        state = apply(state, action)
    scores = state.final_scores()
    mine = scores[seat]
    others = [v for s, v in enumerate(scores) if s != seat]
    out.pairs = sum(1.0 if mine > o else 0.5 if mine == o else 0.0 for o in others)
    out.pair_count = len(others)
    best = max(others)
    out.wins = 1.0 if mine > best else 0.5 if mine == best else 0.0
    out.game_pairs = [out.pairs / out.pair_count]
    out.game_wins = [out.wins]
    out.diffs = [mine - statistics.fmean(others)]
    out.scores = [mine]
    out.others = others
    return out


def play_seed(args: tuple[str, str, int, float, float, Options, str]) -> Tally:
    level, against, seed, win, lead, opts, peek = args
    total = Tally()
    for seat in range(3):
        total.add(play(level, against, seed, seat, win, lead, opts, peek))
    return total


def standard_error(shares: list[float]) -> float:
    """The standard error, in percentage points, of the mean of per-game shares."""
    if len(shares) < 2:
        return float("nan")
    return float(100 * statistics.stdev(shares) / len(shares) ** 0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=100, help="seeds (3 games each)")
    parser.add_argument("--first", type=int, default=0, help="first seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="medium")
    parser.add_argument(
        "--win", type=float, default=0.0, help="Hard's play-out weight of finishing first (off)"
    )
    parser.add_argument(
        "--lead", type=float, default=0.0, help="Hard's lean of denial towards the leader (off)"
    )
    parser.add_argument(
        "--dump", default="", help="write one line per game (seed, seat, outright, difference)"
    )
    parser.add_argument(
        "--opt",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="another HardBot keyword argument for the tested Hard seat (repeatable), e.g."
        " --opt model=2 --opt 'batches=(8, 8, 16)'",
    )
    parser.add_argument(
        "--peek",
        choices=("held", "hands"),
        default="",
        help="diagnostic: show the tested Hard seat hidden cards (see the module's docstring)",
    )
    ns = parser.parse_args()
    opts = tuple(
        (name, ast.literal_eval(value)) for name, value in (o.split("=", 1) for o in ns.opt)
    )
    tasks = [
        (ns.level, ns.against, s, ns.win, ns.lead, opts, ns.peek)
        for s in range(ns.first, ns.first + ns.seeds)
    ]
    total = Tally()
    wall = time.perf_counter()
    if ns.jobs > 1:
        with ProcessPoolExecutor(ns.jobs) as pool:
            for tally in pool.map(play_seed, tasks):
                total.add(tally)
    else:
        for task in tasks:
            total.add(play_seed(task))
    wall = time.perf_counter() - wall
    if ns.dump:
        seats = [(seed, seat) for seed in range(ns.first, ns.first + ns.seeds) for seat in range(3)]
        lines = (
            f"{seed} {seat} {w} {d}\n"
            for (seed, seat), w, d in zip(seats, total.game_wins, total.diffs, strict=True)
        )
        Path(ns.dump).write_text("".join(lines), encoding="utf-8")
    times = sorted(total.times)
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    median = statistics.median(times) * 1000
    se = statistics.stdev(total.diffs) / len(total.diffs) ** 0.5
    n = total.games
    lvl, opp = ns.level, ns.against
    pairwise = 100 * total.pairs / total.pair_count
    mean, others = statistics.fmean(total.scores), statistics.fmean(total.others)
    diff = statistics.fmean(total.diffs)
    print(f"pompeji strength: {lvl} vs {opp}, 3 seats, {n} games ({ns.seeds} seeds x 3 seatings)")
    if opts or ns.win or ns.lead:
        print(f"  tested {lvl} options: win={ns.win} lead={ns.lead} {dict(opts)}")
    if ns.peek:
        print(f"  DIAGNOSTIC: the tested seat peeks at hidden cards ({ns.peek}); not a real level")
    outright = 100 * total.wins / n
    print(
        f"  outright  {outright:5.1f} % +/- {standard_error(total.game_wins):.1f}"
        f"  ({lvl} ahead of both {opp} seats; a shared first place counts half; 33 % = equal)"
    )
    print(
        f"  pairwise  {pairwise:5.1f} % +/- {standard_error(total.game_pairs):.1f}"
        f"  ({lvl} seat above one {opp} seat, ties half; 50 % = equal)"
    )
    print(f"  mean score {mean:6.1f} vs {others:6.1f}; difference {diff:+5.1f} +/- {se:.1f}")
    print(
        f"  {lvl} turn decisions {len(times)}: median {median:6.1f} ms, p95 {p95:6.1f} ms,"
        f" max {times[-1] * 1000:6.1f} ms   (wall {wall:.0f} s, {ns.jobs} job(s))"
    )
    cpu = sorted(total.cpu)
    cpu_median = statistics.median(cpu) * 1000
    cpu_p95 = cpu[int(0.95 * (len(cpu) - 1))] * 1000
    print(
        f"  {lvl} turn decisions, process CPU time: median {cpu_median:6.1f} ms,"
        f" p95 {cpu_p95:6.1f} ms (wall time above includes waiting for the shared cores)"
    )
    asks = sorted(total.asks)
    if asks:
        print(
            f"  {lvl} permit windows {len(asks)}: median {statistics.median(asks) * 1000:6.1f} ms,"
            f" p95 {asks[int(0.95 * (len(asks) - 1))] * 1000:6.1f} ms"
        )


if __name__ == "__main__":
    main()
