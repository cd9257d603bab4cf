"""The illegal-move property on thematic sheets: random (often illegal) moves, with or without a
truck choice, are refused with a Reason and change nothing, or accepted exactly when both oracles
(the engine's enumeration and reference_rules, plus the truck rule) say they are legal; an
accepted move writes the reference sheet and, on the ice-cream sheet, moves the trucks as the
independent model in reference_themes does."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from welcome_desktop.games.welcome.engine import (
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    Move,
    Reason,
    new_game,
    placements,
    random_move,
    submit,
)
from welcome_desktop.games.welcome.engine.themes import ice_cream as ice

from . import reference_rules
from . import reference_themes as rt
from .engine_helpers import random_round
from .test_illegal_moves_property import assert_caches_sound, base_legal, moves_for

CONFIGS = (
    GameConfig(Mode.SOLO, 1, sheet="ice_cream"),
    GameConfig(Mode.STANDARD, 2, advanced=True, sheet="ice_cream"),
    GameConfig(Mode.EXPERT, 3, sheet="ice_cream"),
    GameConfig(Mode.STANDARD, 2, advanced=True, sheet="lights"),
    GameConfig(Mode.SOLO, 1, sheet="eggs"),
)
STATES = ("open", "reached", "earned", "crossed")


@st.composite
def themed_states(draw: st.DrawFn) -> GameState:
    config = replace(draw(st.sampled_from(CONFIGS)), seed=draw(st.integers(0, 10**6)))
    rng = random.Random(config.seed)
    state = new_game(config)
    rounds = draw(st.integers(0, 3)) if draw(st.booleans()) else draw(st.integers(0, 20))
    for _ in range(rounds):
        nxt = random_round(state, rng)
        if nxt.over:
            break
        state = nxt
    for seat in range(state.seats - 1):
        if draw(st.booleans()):
            move = random_move(
                state.sheets[seat], state.offers[seat], rng, advanced=config.advanced
            )
            state = submit(state, seat, move)
    return state


def trucks_of(sheet: object) -> list[rt.Truck]:
    """The reference model's trucks set to the engine's state before the move."""
    out = []
    for s in range(3):
        way = ice.direction(sheet, s)  # type: ignore[arg-type]
        truck = rt.Truck(way, ice.position(sheet, s))  # type: ignore[arg-type]
        mask = ice.circled_mask(sheet, s)  # type: ignore[arg-type]
        truck.sold = {h for h in range(12) if (mask >> h) & 1}
        truck.bonus = STATES[ice.bonus_state(sheet, s)]  # type: ignore[arg-type]
        out.append(truck)
    return out


def truck_legal(state: GameState, seat: int, move: Move) -> bool:
    if move.truck == -1:
        return True
    return (
        state.config.sheet == "ice_cream"
        and move.truck in (0, 1)
        and not move.is_refusal
        and ice.truck_choice_needed(state.sheets[seat], move.street)
    )


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_themed_random_moves_are_refused_cleanly_or_accepted(data: st.DataObject) -> None:
    state = data.draw(themed_states())
    free = [s for s in range(state.seats) if state.pending[s] is None]
    if not free or state.over:
        return
    seat = data.draw(st.sampled_from(free))
    move = data.draw(moves_for(state, seat))
    needed = state.config.sheet == "ice_cream" and ice.truck_choice_needed(state.sheets[seat], 2)
    if needed:
        event("bottom truck still to choose")
    if needed and data.draw(st.booleans()):  # aim at the bottom street while its truck is open
        places = [p for p in placements(state.sheets[seat], state.offers[seat]) if p[1] == 2]
        if places:
            ci, s, h, shift = data.draw(st.sampled_from(places))
            move = Move(ci, s, h, bool(shift), shift)
    if data.draw(st.booleans()):
        move = replace(move, truck=data.draw(st.sampled_from([-1, 0, 1, 0, 1, 2, -2])))
    snapshot = copy.deepcopy(state)
    legal = base_legal(state, seat, replace(move, truck=-1)) and truck_legal(state, seat, move)
    plain = replace(move, claims=(), reshuffle=False)
    expected = reference_rules.apply(
        state.sheets[seat], state.offers[seat], replace(plain, truck=-1), state.config.advanced
    )
    try:
        after = submit(state, seat, move)
    except IllegalMove as exc:
        event(f"refused: {exc.reason}")
        assert state == snapshot and state.sheets == snapshot.sheets
        assert_caches_sound(state)
        if legal:
            assert move.claims or move.reshuffle, (move, exc.reason)
        elif expected is not None:  # legal but for the truck
            assert exc.reason is Reason.TRUCK_CHOICE_UNEXPECTED, (move, exc.reason)
        return
    event("accepted" + (" with a truck" if move.truck != -1 else ""))
    assert legal, f"accepted an illegal move: {move}"
    assert Move.from_json(move.to_json()) == move
    assert expected is not None
    resolved = after.round != state.round or after.over  # the last round resolves in place
    written = None if resolved else after.current_sheet(seat)
    if written is None:  # the round resolved: compare the numbers only
        sheet = after.sheets[seat]
        assert sheet.houses == expected.houses
        return
    assert replace(expected, theme=written.theme) == written
    if state.config.sheet == "ice_cream":
        trucks = trucks_of(state.sheets[seat])
        rt.drive(trucks, written, move)
        assert trucks_of(written) == trucks, move
