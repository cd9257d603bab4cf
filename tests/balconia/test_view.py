"""A side's view: the whole building and the revealed blocks, never the tokens put back nor the
order of those still to come."""

from __future__ import annotations

import random
from dataclasses import fields

from welcome_desktop.games.balconia.engine import (
    BLOCK_IDS,
    GameConfig,
    Side,
    apply,
    legal_actions,
    new_game,
    random_action,
    view_for,
)

T, P = Side.TURQUOISE, Side.PINK


def test_the_view_shows_the_building_and_the_current_block() -> None:
    state = new_game(GameConfig(seed=3))
    rng = random.Random(3)
    for _ in range(5):
        state = apply(state, random_action(state, rng))
    for side in (T, P):
        view = view_for(state, side)
        assert view.building == state.building  # both sides' faces: every face was seen
        assert view.current_block == state.current_block
        assert view.kept == state.kept and view.offered == state.offered
        assert view.to_act is state.to_act and view.turns == state.turns
        assert view.scores == state.scores()
        assert view.my_turn == (state.to_act is side)
        assert view.actions == (legal_actions(state) if view.my_turn else ())


def test_unseen_blocks_are_sorted_and_mix_the_removed_with_the_rest() -> None:
    state = new_game(GameConfig(seed=4))
    rng = random.Random(4)
    for _ in range(6):
        state = apply(state, random_action(state, rng))
    view = view_for(state, P)
    assert state.current_block is not None
    to_come = state.order[len(state.turns) + 1 :]
    assert view.unseen == tuple(sorted(state.removed + to_come))
    assert view.blocks_left == len(to_come)
    revealed = {t.block for t in state.turns} | {state.current_block}
    assert set(view.unseen) == set(BLOCK_IDS) - revealed


def test_the_view_has_no_field_holding_the_removed_tokens_or_the_order() -> None:
    names = {f.name for f in fields(view_for(new_game(GameConfig()), T))}
    assert not names & {"order", "removed", "config", "seed", "log"}


def test_views_of_games_differing_only_in_hidden_tokens_are_equal() -> None:
    state = new_game(GameConfig(seed=5))
    shuffled = list(state.order[1:] + state.removed)
    random.Random(0).shuffle(shuffled)
    other = type(state)(
        config=state.config,
        order=(state.order[0], *shuffled[:13]),
        removed=tuple(shuffled[13:]),
        building=state.building,
    )
    assert view_for(other, T) == view_for(state, T)
