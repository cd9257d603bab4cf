"""Balconia computer players: the fast model scores as the engine does, every level plays only
legal actions over seeded games and every variant mix, a seed gives the same game, a decision
depends on the side's view only (the unseen tokens re-dealt any way consistent with it change
nothing), and the levels are ordered: Medium beats Easy, Hard beats Medium."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from welcome_desktop.games.balconia.bots import BOT_NAMES, Bot, bot_step, make_bot
from welcome_desktop.games.balconia.bots.model import (
    Table,
    free_cells,
    index,
    position_of,
    scores,
)
from welcome_desktop.games.balconia.engine import (
    GameConfig,
    GameState,
    Phase,
    Side,
    apply,
    is_legal,
    new_game,
    random_action,
    score_both,
    view_for,
)


def mix(seed: int) -> GameConfig:
    """Seed ``seed`` with the variant mix ``seed % 8`` (anywhere, entrance anywhere, long)."""
    m = seed % 8
    return GameConfig(
        seed=seed, anywhere=bool(m & 1), entrance_anywhere=bool(m & 2), long_game=bool(m & 4)
    )


def random_states(config: GameConfig) -> list[GameState]:
    state = new_game(config)
    rng = random.Random(config.seed)
    out = []
    while not state.over:
        out.append(state)
        state = apply(state, random_action(state, rng))
    return [*out, state]


def play(config: GameConfig, turquoise: Bot, pink: Bot) -> GameState:
    state = new_game(config)
    while not state.over:
        state = bot_step(state, [turquoise, pink])  # apply() raises on an illegal action
    return state


def test_the_model_scores_and_offers_cells_as_the_engine() -> None:
    for seed in range(24):
        config = mix(seed)
        for state in random_states(config):
            building = state.building
            position, table = position_of(building), Table.of(building)
            expected = tuple((s.total, s.door) for s in score_both(building))
            assert scores(position, table) == expected
            cells = free_cells(position, table.entrance, config.anywhere)
            assert cells == [index(c) for c in state.legal_cells()]


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_plays_whole_games_in_every_variant_legally(level: str) -> None:
    for seed in range(8):
        state = play(mix(seed), make_bot(level, seed), make_bot(level, seed + 100))
        assert len(state.turns) == mix(seed).tokens


def test_hard_plays_whole_games_legally_in_variants() -> None:
    for seed in (5, 6):  # anywhere + entrance anywhere; long game + entrance anywhere
        state = play(mix(seed), make_bot("hard", seed), make_bot("easy", seed))
        assert len(state.turns) == mix(seed).tokens
    # the standard game: test_hard_beats_medium


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_a_seed_gives_the_same_game(level: str) -> None:
    games = [play(mix(3), make_bot(level, 7), make_bot(level, 8)) for _ in range(2)]
    assert games[0].log == games[1].log
    other = play(mix(3), make_bot(level, 9), make_bot(level, 10))
    if level != "medium":  # Medium breaks only exact ties at random
        assert other.log != games[0].log


def redealt(state: GameState, seed: int) -> GameState:
    """The same game with the tokens still to come and those put back shuffled together and
    dealt again: everything a side sees is unchanged."""
    done = len(state.turns) + 1
    hidden = list(state.order[done:] + state.removed)
    random.Random(seed).shuffle(hidden)
    to_come = len(state.order) - done
    return replace(
        state, order=state.order[:done] + tuple(hidden[:to_come]), removed=tuple(hidden[to_come:])
    )


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_decisions_depend_on_the_view_only(level: str) -> None:
    states = random_states(GameConfig(seed=11))
    picked = [s for s in states[4:20:3] if not s.over]
    assert {s.phase for s in picked} == {Phase.SELECT, Phase.PLACE}
    for state in picked:
        side = state.to_act
        assert side is not None
        view = view_for(state, side)
        first = make_bot(level, 3).choose(view)
        assert is_legal(state, first)
        for k in range(2):
            twin = redealt(state, k)
            assert twin.order != state.order or twin.removed != state.removed
            assert view_for(twin, side) == view
            assert make_bot(level, 3).choose(view_for(twin, side)) == first


def head_to_head(level: str, against: str, seeds: range) -> tuple[float, float]:
    """``level``'s win share (ties half) and mean score difference, each seed played with both
    seatings."""
    wins, diffs = 0.0, []
    for seed in seeds:
        for side in (Side.TURQUOISE, Side.PINK):
            bots = {side: make_bot(level, seed), side.other: make_bot(against, seed + 1)}
            state = play(GameConfig(seed=seed), bots[Side.TURQUOISE], bots[Side.PINK])
            total = state.final_scores()
            diffs.append(total[side.number] - total[side.other.number])
            winners = state.winners()
            wins += 1.0 if winners == (side,) else 0.5 if len(winners) == 2 else 0.0
    return wins / len(diffs), sum(diffs) / len(diffs)


def test_medium_beats_easy_clearly() -> None:
    share, diff = head_to_head("medium", "easy", range(200, 208))
    assert share >= 0.8 and diff >= 8  # measured: 100 % and +16 (docs/bot-strength.md)


def test_the_levels_are_named() -> None:
    assert BOT_NAMES == ("random", "easy", "medium", "hard")
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("expert")


def test_hard_beats_medium() -> None:
    # The gap is small (benchmarks/balconia_strength.py: about +1.5 points a game, 60 % of the
    # games), so this fixed sample of 8 games (Hard on each side) can only check its direction.
    share, diff = head_to_head("hard", "medium", range(300, 304))
    assert share > 0.5 and diff >= 1  # measured on this sample: 69 % and +3.9
