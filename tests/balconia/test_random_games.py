"""Seeded random Balconia games over every combination of the variants, checked at every step.

Every action comes from ``random_action``. After each step the test checks, with its own
bookkeeping: whose step it is (turquoise selects first, the roles swap every turn), the action
among ``legal_actions``, each block placed once and in a free cell of the grid that touches the
building or the entrance (anywhere in variant (a)), the number of balconies at the end (14, or
22 in the long game), the scores equal to the per-face points plus the door and to the plain
scorer in ``reference``, and both views hiding the tokens put back (the same view
whatever the hidden deal). ``BALCONIA_GAMES`` in the
environment changes the number of games (default 200)."""

from __future__ import annotations

import os
import random
from dataclasses import replace

from welcome_desktop.games.balconia.engine import (
    SIDES,
    GameConfig,
    GameState,
    Kind,
    Phase,
    Side,
    apply,
    door_points,
    door_rule,
    element_counts,
    facade_points,
    legal_actions,
    new_game,
    random_action,
    view_for,
)

from . import reference as ref

GAMES = int(os.environ.get("BALCONIA_GAMES", "200"))
HIDDEN_EVERY = 5  # compare the views with a reshuffled hidden deal every few steps
ENTRANCE_FLOOR = 0


def config_for(game: int) -> GameConfig:
    return GameConfig(
        seed=game,
        anywhere=game % 2 == 1,
        entrance_anywhere=game % 4 >= 2,
        long_game=game % 8 >= 4,
    )


def hidden_shuffled(state: GameState, rng: random.Random) -> GameState:
    """The same game with the unrevealed tokens dealt differently between play and the box."""
    shown = len(state.turns) + (0 if state.over else 1)
    hidden = list(state.order[shown:] + state.removed)
    rng.shuffle(hidden)
    keep = len(state.order) - shown
    order = state.order[:shown] + tuple(hidden[:keep])
    return replace(state, order=order, removed=tuple(hidden[keep:]))


def check_scores(state: GameState) -> None:
    scores = state.scores()
    for side, score in zip(SIDES, scores, strict=True):
        facade = state.building.facade(side)
        faces = sum(p for _, p in facade_points(facade))
        own, other = element_counts(facade), element_counts(state.building.facade(side.other))
        door = door_points(door_rule(state.building.entrance, side), own, other)
        assert score.side is side and score.door == door
        assert score.total == faces + door == score.balconies + score.door
        assert (score.total, score.door) == ref.side_total(state.building, side)


def check_views(state: GameState, rng: random.Random, *, reshuffle: bool) -> None:
    other = hidden_shuffled(state, rng) if reshuffle else None
    for side in SIDES:
        view = view_for(state, side)
        assert set(state.removed) <= set(view.unseen)
        assert list(view.unseen) == sorted(view.unseen)
        assert len(view.unseen) == len(state.removed) + view.blocks_left
        assert other is None or view_for(other, side) == view


def play(game: int) -> GameState:
    cfg = config_for(game)
    state = new_game(cfg)
    rng = random.Random(game)
    peek = random.Random(-game)
    assert state.building.entrance_cell[0] == ENTRANCE_FLOOR
    placed: set[int] = set()
    step = 0
    while not state.over:
        turn = step // 2
        selector = Side.TURQUOISE if turn % 2 == 0 else Side.PINK
        assert len(state.turns) == turn and state.selector is selector
        assert state.to_act is (selector if step % 2 == 0 else selector.other)
        action = random_action(state, rng)
        assert action in legal_actions(state)
        if action.kind is Kind.PLACE:
            assert state.phase is Phase.PLACE and action.cell is not None
            assert action.cell in state.legal_cells() and state.building.is_free(action.cell)
            assert cfg.anywhere or state.building.touches(action.cell)
            assert action.face in (state.offered or ())
            block = state.current_block
            assert block is not None and block not in placed
            placed.add(block)
        else:
            assert state.phase is Phase.SELECT and len(legal_actions(state)) == 4
        state = apply(state, action)
        step += 1
        check_views(state, peek, reshuffle=step % HIDDEN_EVERY == 0 or state.over)
        if action.kind is Kind.PLACE:
            check_scores(state)
    balconies = 22 if cfg.long_game else 14
    assert len(state.turns) == balconies and step == 2 * balconies
    cells = [cell for cell, _ in state.building.placed()]
    assert len(cells) == balconies == len(set(state.building.blocks())) == len(placed)
    assert all(0 <= f < 5 and 0 <= c < 5 for f, c in cells)
    assert state.building.entrance_cell not in cells
    assert set(placed) == set(state.order)
    assert state.final_scores() == tuple(s.total for s in state.scores())
    return state


def test_random_games_keep_every_invariant() -> None:
    totals: list[int] = []
    for game in range(GAMES):
        state = play(game)
        totals.extend(state.final_scores())
        winners = state.winners()
        best = max((s.total, s.door) for s in state.scores())
        assert winners and all(
            (s.total, s.door) == best for s in state.scores() if s.side in winners
        )
    assert 10 < sum(totals) / len(totals) < 60  # a sane band (random play, §3.8 check)
