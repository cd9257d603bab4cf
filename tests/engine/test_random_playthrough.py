"""Hundreds of seeded random games per mode, with rules and score checked at every step.

Every seat plays ``engine.random_move``. At every submit the move must pass ``check_move``; on
a sample of steps it must also be among ``moves_for_sheet`` when that enumeration is small,
and sampled enumerated moves must pass ``check_move``. After every round each sheet is checked
by the independent checker and scorer in ``reference_scoring`` (streets strictly increasing in
each run between roundabouts, equal neighbours only as bis pairs, nothing erased, score and
ranking recomputed from scratch), and the end reasons are recomputed. A further
``SPREAD_GAMES`` per mode use a less reckless random policy so that games last and reach plans.

Save round trip: for the first ``SAVE_EVERY_STEP_GAMES`` games of each mode, after EVERY submit
(so states with pending moves are covered too); for all the other games, at the start and at
the end of the game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import replace
from itertools import islice

import pytest

from welcome_desktop.games.welcome.engine import (
    EndReason,
    GameConfig,
    GameState,
    Mode,
    Move,
    Sheet,
    apply_move,
    check_move,
    effect_moves,
    moves_for_sheet,
    new_game,
    placements,
    random_move,
    submit,
)
from welcome_desktop.games.welcome.engine.data import SOLO_CARD
from welcome_desktop.games.welcome.persistence.saves import game_from_json, game_to_json

from . import reference_rules
from . import reference_scoring as ref

GAMES = 300
SAVE_EVERY_STEP_GAMES = 10
ENUMERATION_EVERY = 12  # check the enumeration on every 12th submit
ENUMERATION_LIMIT = 3000  # "small": the full list has at most this many moves
SPREAD_GAMES = 30  # longer games per mode with the spread policy (see below)
SIZES = (10, 11, 12)

CONFIGS = {
    "solo": GameConfig(Mode.SOLO, 1),
    "standard-2": GameConfig(Mode.STANDARD, 2),
    "advanced-4": GameConfig(Mode.STANDARD, 4, advanced=True),
    "expert-3": GameConfig(Mode.EXPERT, 3),
}


def round_trip(state: GameState) -> GameState:
    return game_from_json(json.loads(json.dumps(game_to_json(state))))


def check_round_trip(state: GameState, where: str) -> None:
    restored = round_trip(state)
    assert restored == state, where
    assert restored.log == state.log, where


def same_refusal(a: Move, b: Move, state: GameState, seat: int) -> bool:
    """Two refusals are the same action when they leave the same card over (expert)."""
    if not (a.is_refusal and b.is_refusal):
        return False
    if state.config.mode is not Mode.EXPERT:
        return True
    ca, cb = state.offers[seat][a.combo], state.offers[seat][b.combo]
    return 3 - ca.number_card - ca.effect_card == 3 - cb.number_card - cb.effect_card


def check_enumeration(
    state: GameState, seat: int, move: Move, rng: random.Random, where: str
) -> None:
    sheet, combos = state.sheets[seat], state.offers[seat]
    advanced = state.config.advanced
    listed = list(
        islice(
            moves_for_sheet(
                sheet, combos, advanced=advanced, roundabouts=move.roundabout is not None
            ),
            ENUMERATION_LIMIT + 1,
        )
    )
    if len(listed) <= ENUMERATION_LIMIT:
        if move.is_refusal:
            assert listed and all(m.is_refusal for m in listed), where
            assert any(same_refusal(move, m, state, seat) for m in listed), where
        else:
            assert move in listed, f"{where}: {move} not enumerated"
    assert set(placements(sheet, combos)) == ref.placements(sheet, combos), where
    for m in rng.sample(listed, min(10, len(listed))):
        check_move(state, seat, m)  # every enumerated move is legal
    if move.is_refusal:
        assert not ref.can_write_any(sheet, combos), f"{where}: refused but a number fits"
    elif move.roundabout is None:
        assert ref.can_write_any(sheet, combos), where


def check_round(before: GameState, after: GameState, checked: list[Sheet], where: str) -> None:
    solo = after.config.mode is Mode.SOLO
    for seat, sheet in enumerate(after.sheets):
        assert ref.sheet_problems(sheet) == [], f"{where} seat {seat}"
        assert ref.growth_problems(before.sheets[seat], sheet) == [], f"{where} seat {seat}"
        assert sorted(sheet.estates()) == sorted(ref.estates(sheet)), f"{where} seat {seat}"
        assert sorted(sheet.free_estates()) == sorted(ref.free_estates(sheet)), where
        # The resolved sheet is the checked one plus any plan claims.
        plan_fields = {"plans": sheet.plans, "used": sheet.used, "used_estates": sheet.used_estates}
        assert replace(checked[seat], **plan_fields) == sheet, f"{where} seat {seat}"
    for seat, sheet in enumerate(after.sheets):
        old = before.sheets[seat]
        for i, plan in enumerate(after.plans):
            if old.plans[i] == 0 and sheet.plans[i] > 0:  # achieved this round
                value = plan.later if before.approved[i] else plan.first
                assert sheet.plans[i] == value, f"{where} seat {seat} plan {plan.id}"
                assert ref.plan_met(checked[seat], plan), f"{where} seat {seat} {plan.id}"
                assert after.approved[i], where
            elif sheet.plans[i] == 0:  # every met plan is claimed at once
                assert not ref.plan_met(sheet, plan), f"{where} seat {seat} plan {plan.id}"
    expected = ref.score_all(after.sheets, solo)
    assert [s.to_json() for s in after.scores()] == expected, where
    assert list(after.ranking()) == ref.ranking(after.sheets, solo), where
    # End reasons recomputed.
    reasons = set()
    if any(s.refusals >= 3 for s in after.sheets):
        reasons.add(EndReason.REFUSALS)
    if any(all(p > 0 for p in s.plans) for s in after.sheets):
        reasons.add(EndReason.PLANS)
    if any(all(v != -1 for st in s.houses for v in st) for s in after.sheets):
        reasons.add(EndReason.HOUSES)
    if solo and all(card == SOLO_CARD for card in before.order[before.pos :]):
        reasons.add(EndReason.DECK)
    assert set(after.end_reasons) == reasons, where
    assert after.over == bool(reasons), where
    if not after.over:
        assert after.round == before.round + 1, where
        if after.config.mode is not Mode.STANDARD:
            cards = [c for h in after.hands for c in h]
            assert len(cards) == 3 * after.seats == len(set(cards)), where


Policy = Callable[[GameState, int, random.Random], Move]


def random_policy(state: GameState, seat: int, rng: random.Random) -> Move:
    rb_chance = 0.05 if state.config.seed % 2 else 0.3  # more roundabouts in half of the games
    return random_move(
        state.sheets[seat],
        state.offers[seat],
        rng,
        advanced=state.config.advanced,
        roundabout_chance=rb_chance,
    )


def spread_policy(state: GameState, seat: int, rng: random.Random) -> Move:
    """A random player with a little sense: numbers go roughly where their value says along
    the street and effects are usually taken, so games last longer and plans get achieved."""
    sheet, combos, advanced = state.sheets[seat], state.offers[seat], state.config.advanced
    if advanced and rng.random() < 0.1:
        return random_move(sheet, combos, rng, advanced=True, roundabout_chance=0.5)
    places = placements(sheet, combos)
    if not places:
        return Move(combo=rng.randrange(len(combos)))

    def cost(p: tuple[int, int, int, int]) -> float:
        ci, s, h, shift = p
        value = combos[ci].number + shift
        return abs(h / (SIZES[s] - 1) - value / 17) + rng.random() * 0.05

    ci, s, h, shift = min(places, key=cost)
    if shift:
        return Move(ci, s, h, True, shift)
    plain = Move(ci, s, h)
    after = apply_move(sheet, plain, combos, advanced=advanced)
    options = effect_moves(after, Move(ci, s, h, True), combos[ci].effect)
    if options and rng.random() < 0.85:
        return rng.choice(options)
    return plain


def play_checked(config: GameConfig, every_step: bool, policy: Policy = random_policy) -> GameState:
    rng = random.Random(config.seed)
    check_rng = random.Random(-config.seed - 1)
    state = new_game(config)
    check_round_trip(state, f"seed {config.seed} start")
    step = 0
    while not state.over:
        before = state
        checked = []
        for seat in range(state.seats):
            where = f"seed {config.seed} round {state.round} seat {seat}"
            move = policy(state, seat, rng)
            checked.append(check_move(state, seat, move))
            assert ref.sheet_problems(checked[-1]) == [], where
            expected = reference_rules.apply(
                state.sheets[seat], state.offers[seat], move, config.advanced
            )
            assert checked[-1] == expected, where
            assert ref.growth_problems(state.sheets[seat], checked[-1]) == [], where
            if step % ENUMERATION_EVERY == 0:
                check_enumeration(state, seat, move, check_rng, where)
            step += 1
            state = submit(state, seat, move)
            if every_step:
                check_round_trip(state, where)
        check_round(before, state, checked, f"seed {config.seed} round {before.round}")
    check_round_trip(state, f"seed {config.seed} end")
    return state


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CONFIGS))
def test_random_playthroughs(name: str) -> None:
    ends: dict[EndReason, int] = {}
    for seed in range(GAMES):
        config = replace(CONFIGS[name], seed=seed)
        final = play_checked(config, every_step=seed < SAVE_EVERY_STEP_GAMES)
        for reason in final.end_reasons:
            ends[reason] = ends.get(reason, 0) + 1
    assert sum(ends.values()) >= GAMES  # every game ended


@pytest.mark.slow
@pytest.mark.parametrize("name", list(CONFIGS))
def test_longer_playthroughs_reach_plans(name: str) -> None:
    """Random play mostly ends early on refusals; these games last and score plans, so plan
    claims, used estates and the later scoring go through the same checks."""
    plans = 0
    for seed in range(SPREAD_GAMES):
        config = replace(CONFIGS[name], seed=seed)
        final = play_checked(config, every_step=seed < 3, policy=spread_policy)
        plans += sum(sheet.plans_achieved for sheet in final.sheets)
    assert plans >= 2  # the policy does reach plans
