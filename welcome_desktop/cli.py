"""Command-line tools: score a typed-in paper sheet, and simulate bot games for statistics.

``python -m welcome_desktop score SHEET.json`` prints the score breakdown of a sheet written in
the paper format (docs/sheet-format.md) as JSON.

``python -m welcome_desktop simulate --games N --seats K --mode standard --bot NAME --seed S``
plays N full games with a bot in every seat and prints one JSON object of statistics. Game g
(0-based) uses the engine seed S + g, and the bot in seat s of game g is seeded from the string
"S/g/s", so the same arguments always play the same games.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from welcome_desktop.games.welcome.bots import make_bot
from welcome_desktop.games.welcome.engine import (
    THEME_IDS,
    EndReason,
    GameConfig,
    IllegalMove,
    Mode,
    new_game,
    submit,
    view_for,
)
from welcome_desktop.games.welcome.persistence.paper_file import score_paper_file
from welcome_desktop.games.welcome.persistence.sheet_format import PaperSheetError

from .persistence.safe_io import FileReadError

PROG = "python -m welcome_desktop"


class CliError(Exception):
    """A problem reported to the user as one line on stderr (exit status 2)."""


# -- score -----------------------------------------------------------------------------------------
def score_file(path: str) -> dict[str, int]:
    """The score breakdown of a paper-sheet file ("-" reads standard input).

    Only a regular file (or standard input) of at most PAPER_SIZE_LIMIT bytes of strict JSON is
    read; anything else is a CliError naming the problem (persistence.safe_io codes).
    """
    try:
        return score_paper_file(path)
    except FileReadError as exc:
        cannot = "cannot read: " if exc.code in _READ_CODES else ""
        raise CliError(_one_line(f"{cannot}{exc.detail} [{exc.code}]")) from None
    except PaperSheetError as exc:
        raise CliError(_one_line(f"{path}: {exc}")) from None


_READ_CODES = frozenset({"missing", "unreadable", "not_regular", "too_large"})


def _one_line(text: str, limit: int = 300) -> str:
    """A message on one line of reasonable length, whatever the file held."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


# -- simulate --------------------------------------------------------------------------------------
def bot_seed(seed: int, game: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of game ``game`` (stable across runs and platforms)."""
    return random.Random(f"{seed}/{game}/{seat}").getrandbits(63)


def simulate(
    *,
    games: int,
    seats: int,
    mode: Mode,
    advanced: bool,
    bot: str,
    seed: int,
    theme: str = "base",
) -> dict[str, Any]:
    """Play ``games`` full games with ``bot`` in every seat; statistics as a JSON-ready dict.
    On a thematic sheet the statistics add the mean of the theme's score column."""
    scores: list[int] = []
    theme_points: list[int] = []
    refusals: list[int] = []
    plans: list[int] = []
    reasons = {r.value: 0 for r in EndReason}
    rounds = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(GameConfig(mode, seats, advanced, seed + g, sheet=theme))
        players = [make_bot(bot, bot_seed(seed, g, s)) for s in range(seats)]
        while not state.over:
            for s, player in enumerate(players):
                move = player.choose(view_for(state, s))
                try:
                    state = submit(state, s, move)
                except IllegalMove as exc:
                    raise CliError(
                        f"bot {bot!r} made an illegal move in game {g}, seat {s}, "
                        f"round {state.round}: {exc}"
                    ) from None
        rounds += len(state.log)
        for sheet, score in zip(state.sheets, state.scores(), strict=True):
            scores.append(score.total)
            theme_points.append(score.theme or 0)
            refusals.append(sheet.refusals)
            plans.append(sheet.plans_achieved)
        for reason in state.end_reasons:
            reasons[reason.value] += 1
    elapsed = max(time.perf_counter() - start, 1e-9)
    n = len(scores)
    themed = {"theme": theme, "mean_theme_points": statistics.fmean(theme_points)}
    return (themed if theme != "base" else {}) | {
        "games": games,
        "mean_score": statistics.fmean(scores),
        "stderr": statistics.stdev(scores) / math.sqrt(n) if n > 1 else 0.0,
        "mean_refusals": statistics.fmean(refusals),
        "plans_per_game": statistics.fmean(plans),
        "end_reasons": reasons,
        "games_per_second": round(games / elapsed, 3),
        "turns_per_second": round(rounds / elapsed, 3),
    }


def _simulate_pompeji(ns: argparse.Namespace) -> dict[str, Any]:
    """``simulate --game pompeji``: the Welcome-only options must keep their defaults."""
    from .games.pompeji import simulate as pompeji
    from .games.pompeji.bots import make_bot as make_pompeji_bot
    from .games.pompeji.engine import GameConfig as PompejiConfig

    if ns.advanced or ns.mode != Mode.STANDARD.value:
        raise CliError("--mode and --advanced are options of the welcome game only")
    seats = ns.seats if ns.seats is not None else 3
    try:
        PompejiConfig(seats=seats, seed=ns.seed)
        make_pompeji_bot(ns.bot, 0)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    try:
        return pompeji.simulate(games=ns.games, seats=seats, bot=ns.bot, seed=ns.seed)
    except pompeji.SimulationError as exc:
        raise CliError(str(exc)) from None


# -- argument parsing ------------------------------------------------------------------------------
GAMES = ("welcome", "pompeji")


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="print the score breakdown of a paper sheet (JSON)")
    score.add_argument("sheet", help="paper sheet JSON file (docs/sheet-format.md), - for stdin")
    sim = sub.add_parser(
        "simulate",
        help="play bot games and print statistics (JSON)",
        description="Game g uses the seed SEED + g; seat s of game g gets a bot seeded from "
        '"SEED/g/s". The same arguments always give the same games.',
    )
    sim.add_argument("--game", choices=GAMES, default=GAMES[0], help="which game (default welcome)")
    sim.add_argument("--games", type=_positive, default=10, help="games to play (default 10)")
    sim.add_argument("--seats", type=_positive, help="seats per game (default 1 solo, else 2)")
    sim.add_argument("--mode", choices=[m.value for m in Mode], default=Mode.STANDARD.value)
    sim.add_argument("--advanced", action="store_true", help="advanced variant")
    sim.add_argument("--bot", default="random", help="bot level in every seat (default random)")
    sim.add_argument("--seed", type=int, default=0, help="seed of game 0 (default 0)")
    sim.add_argument(
        "--theme", choices=THEME_IDS, default="base", help="the sheet played on (default base)"
    )
    return parser


def main(args: Sequence[str]) -> int:
    """Run ``score`` or ``simulate``; returns the exit status (2 for bad input)."""
    parser = _parser()
    try:
        ns = parser.parse_args(list(args))
    except SystemExit as exc:  # argparse has printed the usage and the problem
        return exc.code if isinstance(exc.code, int) else 2
    try:
        if ns.command == "score":
            result: dict[str, Any] = score_file(ns.sheet)
        elif ns.game == "pompeji":
            result = _simulate_pompeji(ns)
        else:
            mode = Mode(ns.mode)
            seats = ns.seats if ns.seats is not None else (1 if mode is Mode.SOLO else 2)
            try:
                GameConfig(mode, seats, ns.advanced, ns.seed, sheet=ns.theme)
                make_bot(ns.bot, 0)
            except ValueError as exc:
                raise CliError(str(exc)) from None
            result = simulate(
                games=ns.games,
                seats=seats,
                mode=mode,
                advanced=ns.advanced,
                bot=ns.bot,
                seed=ns.seed,
                theme=ns.theme,
            )
    except CliError as exc:
        print(f"{PROG} {ns.command}: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0
