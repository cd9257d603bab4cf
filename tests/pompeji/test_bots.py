"""Pompeji computer players: legal full games at every level, decisions from the seat view only
(hidden cards do not change them), the fast scoring they use agrees with the engine, and the
``simulate --game pompeji`` command."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from welcome_desktop.cli import main as cli_main
from welcome_desktop.games.pompeji.bots import BOT_NAMES, bot_step, make_bot
from welcome_desktop.games.pompeji.bots.tactics import best_statue, end_chance, profiles
from welcome_desktop.games.pompeji.engine import (
    MONUMENT_CARDS,
    VOLCANO_FIRST,
    VOLCANO_SECOND,
    GameConfig,
    GameState,
    Kind,
    apply,
    is_legal,
    new_game,
    placement_points,
    random_action,
    view_for,
)


def random_states(seed: int, seats: int = 3) -> list[GameState]:
    state = new_game(GameConfig(seats=seats, seed=seed))
    rng = random.Random(seed)
    out = [state]
    while not state.over:
        state = apply(state, random_action(state, rng))
        out.append(state)
    return out[:-1]


def test_cell_profiles_give_the_engine_points_and_the_best_statue() -> None:
    for seed in range(4):
        for state in random_states(seed)[::3]:
            city = state.city
            for cell, prof in profiles(city).items():
                for card in range(MONUMENT_CARDS):
                    assert prof.points(card) == placement_points(city, cell, card)
                    assert prof.points(card, True) == placement_points(city, cell, card, True)
                pts, card = prof.best_statue()
                assert pts == placement_points(city, cell, card, True)
                assert pts == max(placement_points(city, cell, c, True) for c in range(49))
            best = best_statue(city)
            assert best is not None and best[0] == max(
                p.best_statue()[0] for p in profiles(city).values()
            )


def test_end_chance_from_public_counts() -> None:
    assert end_chance(30, 0, 3) == 0.0
    assert end_chance(9, 1, 3) == pytest.approx(3 / 9)
    assert end_chance(3, 1, 3) == 1.0
    assert end_chance(12, 1, 3) == 0.0  # the second volcano is among the last 9
    assert end_chance(10, 1, 3) == pytest.approx(2 / 9)


@pytest.mark.parametrize("level", [name for name in BOT_NAMES if name != "hard"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_level_plays_whole_games_legally(level: str, seats: int) -> None:
    for seed in range(3):
        state = new_game(GameConfig(seats=seats, seed=seed))
        bots = [make_bot(level, seed * 10 + s) for s in range(seats)]
        while not state.over:
            state = bot_step(state, bots)  # apply() raises on an illegal action
        assert state.volcanoes == 2


def test_hard_plays_a_whole_game_legally_and_uses_its_specials() -> None:
    state = new_game(GameConfig(seats=2, seed=5))
    bots = [make_bot("hard", 1), make_bot("medium", 2)]
    while not state.over:
        state = bot_step(state, bots)
    kinds = [t.kind for t in state.turns if t.seat == 0]
    assert Kind.BUILD in kinds


def hidden_twin(state: GameState, seat: int) -> GameState | None:
    """The same state with two hidden cards swapped (another seat's hand and the pile)."""
    other = (seat + 1) % state.seats
    a = state.hands[other][0]
    rest = state.pile[state.drawn :]
    b = next((c for c in rest if c not in (VOLCANO_FIRST, VOLCANO_SECOND)), None)
    if b is None:
        return None
    hand = tuple(b if c == a else c for c in state.hands[other])
    pile = tuple(a if c == b else c for c in state.pile)
    hands = tuple(hand if s == other else h for s, h in enumerate(state.hands))
    return replace(state, hands=hands, pile=pile)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_decisions_depend_on_the_view_only(level: str) -> None:
    for state in random_states(7)[2:30:9]:
        seat = state.current_seat
        twin = hidden_twin(state, seat)
        assert twin is not None and twin != state
        assert view_for(twin, seat) == view_for(state, seat)
        first = make_bot(level, 3).choose(view_for(state, seat))
        second = make_bot(level, 3).choose(view_for(twin, seat))
        assert first == second
        assert is_legal(state, first)


def test_medium_outscores_easy_and_random() -> None:
    means = {}
    for level in ("random", "easy", "medium"):
        total = 0
        for seed in range(6):
            state = new_game(GameConfig(seats=3, seed=100 + seed))
            bots = [make_bot(level, seed * 10 + s) for s in range(3)]
            while not state.over:
                state = bot_step(state, bots)
            total += sum(state.final_scores())
        means[level] = total / 18
    assert means["random"] < means["easy"] < means["medium"]


def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = cli_main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_pompeji_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--game", "pompeji", "--seats", "3", "--bot", "medium"]
    code, out, _err = run_cli([*args, "--games", "2", "--seed", "4"], capsys)
    assert code == 0
    result = json.loads(out)
    assert result["game"] == "pompeji" and result["games"] == 2 and result["seats"] == 3
    assert 100 < result["mean_score"] < 500
    code, again, _ = run_cli([*args, "--games", "2", "--seed", "4"], capsys)
    timing = {"games_per_second", "turns_per_second"}
    same = {k: v for k, v in json.loads(again).items() if k not in timing}
    assert same == {k: v for k, v in result.items() if k not in timing}


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--bot", "nope"], "unknown bot"),
        (["--seats", "5"], "seats must be 2..4"),
        (["--mode", "solo"], "welcome game only"),
        (["--advanced"], "welcome game only"),
    ],
)
def test_simulate_pompeji_refuses_bad_options(
    extra: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_cli(["simulate", "--game", "pompeji", "--games", "1", *extra], capsys)
    assert code == 2 and out == "" and message in err
