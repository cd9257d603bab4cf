"""The draft steps can build exactly the engine's legal moves, on positions from random play."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from welcome_desktop.games.welcome.app import draft as steps
from welcome_desktop.games.welcome.app.draft import TurnDraft
from welcome_desktop.games.welcome.app.undo import TurnHistory
from welcome_desktop.games.welcome.engine import (
    GameConfig,
    Mode,
    moves_for_sheet,
    new_game,
    play_round,
    random_move,
    view_for,
)


def _position(mode: Mode, advanced: bool, seed: int, rounds: int):
    seats = 1 if mode is Mode.SOLO else 2
    state = new_game(GameConfig(mode=mode, seats=seats, advanced=advanced, seed=seed))
    rng = random.Random(seed)
    for _ in range(rounds):
        if state.over:
            break
        moves = [
            random_move(state.sheets[s], state.offers[s], rng, advanced=advanced)
            for s in range(seats)
        ]
        state = play_round(state, moves)
    return state


def build(view, move) -> TurnDraft:
    """Build ``move`` through the draft steps, as the UI does."""
    d = steps.select_combo(TurnDraft(), view, move.combo)
    if move.is_refusal:
        return steps.refuse(d, view)
    if move.roundabout is not None:
        d = steps.place_roundabout(d, view, *move.roundabout)
    if move.shift:
        d = steps.set_shift(d, view, move.shift)
    d = steps.place_number(d, view, move.street, move.house)
    if d.needs == "effect":
        if not move.effect:
            return steps.skip_effect(d)
        target = {"fence": move.fence, "column": move.column, "bis": move.bis}.get(d.effect_kind)
        assert target in steps.effect_targets(d, view)
        return steps.choose_effect_target(d, view, target)
    return d


@settings(max_examples=25, deadline=None)
@given(
    mode=st.sampled_from(list(Mode)),
    advanced=st.booleans(),
    seed=st.integers(0, 10_000),
    rounds=st.integers(0, 25),
)
def test_every_legal_move_can_be_built_step_by_step(mode, advanced, seed, rounds):
    state = _position(mode, advanced, seed, rounds)
    if state.over:
        return
    view = view_for(state, 0)
    moves = list(moves_for_sheet(view.sheet, view.combos, advanced=advanced))
    rng = random.Random(seed)
    for move in rng.sample(moves, min(len(moves), 60)):
        d = build(view, move)
        assert d.needs == "confirm"
        assert d.to_move() == move
        assert steps.preview_sheet(d, view) is not None

    plain = {(m.combo, m.shift, m.street, m.house) for m in moves if m.roundabout is None}
    from_draft = {
        (combo, shift, s, h)
        for combo in range(len(view.combos))
        for shift in (0, -1, 1, -2, 2)
        for s, h in steps.legal_houses(TurnDraft(), view, combo, shift)
    }
    assert from_draft == {p for p in plain if p[2] >= 0}
    assert steps.can_refuse(view) == any(m.is_refusal for m in moves)
    assert steps.must_refuse(view) == all(m.is_refusal for m in moves)


def test_turn_history_undo_redo():
    history = TurnHistory()
    a, b, c = TurnDraft(combo=0), TurnDraft(combo=1), TurnDraft(combo=2)
    history.push(a)
    history.push(a)  # unchanged: no step recorded
    history.push(b)
    assert history.undo() and history.current == a
    assert history.undo() and history.current == TurnDraft()
    assert not history.undo()
    assert history.redo() and history.current == a
    history.push(c)
    assert not history.can_redo() and history.current == c
    history.reset()
    assert history.current == TurnDraft() and not history.can_undo()


def test_step_kinds_name_each_step():
    from welcome_desktop.games.welcome.app.draft import step_kind

    empty = TurnDraft()
    chosen = TurnDraft(combo=1, effect_kind="fence")
    placed = TurnDraft(combo=1, street=0, house=2, effect_kind="fence")
    used = TurnDraft(combo=1, street=0, house=2, effect_used=True, effect_done=True, fence=(0, 1))
    skipped = TurnDraft(combo=1, street=0, house=2, effect_done=True, effect_kind="fence")
    assert step_kind(empty, chosen) == "combo"
    assert step_kind(chosen, TurnDraft(combo=1, roundabout=(2, 3))) == "roundabout"
    assert step_kind(chosen, TurnDraft(combo=1, shift=2)) == "shift"
    assert step_kind(chosen, placed) == "number"
    assert step_kind(placed, used) == "effect"
    assert step_kind(placed, skipped) == "skip"
    assert step_kind(empty, TurnDraft(combo=0, refusal=True)) == "refusal"
    assert step_kind(skipped, TurnDraft(**{**_fields(skipped), "claims": ((0, ()),)})) == "claim"
    assert step_kind(skipped, TurnDraft(**{**_fields(skipped), "reshuffle": True})) == "reshuffle"


def _fields(draft):
    return {name: getattr(draft, name) for name in TurnDraft.__dataclass_fields__}
