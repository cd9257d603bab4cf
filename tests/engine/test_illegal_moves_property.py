"""Property: random (often illegal) moves are refused with a Reason and change nothing; legal
moves are accepted.

Legality is decided twice, and both must agree with the engine: by the engine's own move
enumeration (``moves_for_sheet``) and by the independent rules in ``reference_rules``, which
also gives the sheet an accepted move must produce. States come from seeded random play and,
for rarer situations (full tracks, bis chains, used estates), from sheets built at random."""

from __future__ import annotations

import copy
import dataclasses
import random
from dataclasses import replace

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from welcome_desktop.games.welcome.engine import (
    Combination,
    Effect,
    GameConfig,
    GameState,
    IllegalMove,
    Mode,
    Move,
    Reason,
    Sheet,
    check_move,
    moves_for_sheet,
    new_game,
    random_move,
    submit,
)

from . import reference_rules
from . import reference_scoring as ref
from .engine_helpers import positioned, random_round
from .engine_strategies import built_sheets

CONFIGS = (
    GameConfig(Mode.SOLO, 1),
    GameConfig(Mode.STANDARD, 2),
    GameConfig(Mode.STANDARD, 3, advanced=True),
    GameConfig(Mode.EXPERT, 3),
)
SIZES = (10, 11, 12)
CLAIM_REASONS = {
    Reason.NO_SUCH_PLAN,
    Reason.PLAN_ALREADY_SCORED,
    Reason.PLAN_NOT_MET,
    Reason.PLAN_CLAIM_INVALID,
    Reason.RESHUFFLE_NOT_ALLOWED,
}


@st.composite
def game_states(draw: st.DrawFn) -> GameState:
    """A state reached by seeded random play, possibly with some seats already submitted."""
    config = replace(draw(st.sampled_from(CONFIGS)), seed=draw(st.integers(0, 10**6)))
    rounds = draw(st.integers(0, 30))
    rng = random.Random(config.seed)
    state = new_game(config)
    for _ in range(rounds):
        nxt = random_round(state, rng)
        if nxt.over:
            if draw(st.integers(0, 3)) == 0:
                return nxt  # sometimes a finished game: everything is refused
            break
        state = nxt
    for seat in range(state.seats - 1):
        if draw(st.booleans()) and draw(st.booleans()):
            move = random_move(
                state.sheets[seat], state.offers[seat], rng, advanced=config.advanced
            )
            state = submit(state, seat, move)
    return state


def house_of(draw: st.DrawFn) -> tuple[int, int]:
    """A (street, house) pair, usually on the sheet, sometimes just off it."""
    if draw(st.integers(0, 9)) == 0:
        return (draw(st.integers(-1, 3)), draw(st.integers(-1, 12)))
    street = draw(st.integers(0, 2))
    return (street, draw(st.integers(0, SIZES[street] - 1)))


def target(draw: st.DrawFn, field: str, sheet: Sheet) -> object:
    """A value for one field of a move, near the legal range."""
    if field == "combo":
        return draw(st.integers(-1, 6))
    if field in ("street", "house"):
        if draw(st.integers(0, 9)) == 0:
            return draw(st.integers(-3, -1))  # below -1: never valid
        return house_of(draw)[0 if field == "street" else 1]
    if field == "column":
        return draw(st.integers(-3, 6))
    if field in ("effect", "reshuffle"):
        return draw(st.booleans())
    if field == "shift":
        return draw(st.integers(-3, 3))
    if field in ("fence", "roundabout"):
        return None if draw(st.integers(0, 3)) == 0 else house_of(draw)
    if field == "bis":
        if draw(st.integers(0, 3)) == 0:
            return None
        s, h = house_of(draw)
        return (s, h, h + draw(st.sampled_from([-1, 1, 1, -1, 2])))
    known = list(sheet.estates())
    estates = tuple(draw(st.lists(st.sampled_from(known), max_size=3))) if known else ()
    return ((draw(st.integers(-1, 3)), estates),)


FIELDS = (
    "combo",
    "street",
    "house",
    "effect",
    "shift",
    "fence",
    "column",
    "bis",
    "roundabout",
    "claims",
    "reshuffle",
)


@st.composite
def moves_for(draw: st.DrawFn, state: GameState, seat: int) -> Move:
    """Half the time a legal random move with a few fields changed, else a random one."""
    sheet, combos = state.sheets[seat], state.offers[seat]
    rng = random.Random(draw(st.integers(0, 2**32)))
    base = random_move(sheet, combos, rng, advanced=state.config.advanced, roundabout_chance=0.2)
    if draw(st.booleans()):
        street, house = house_of(draw)
        base = Move(
            combo=draw(st.integers(-1, len(combos))),
            street=street if draw(st.integers(0, 9)) else -1,
            house=house,
            effect=draw(st.booleans()),
        )
    changes = {}
    if not base.is_refusal and 0 <= base.combo < len(combos) and draw(st.booleans()):
        # Use the combination's own effect with a random target.
        effect = combos[base.combo].effect.value
        field = {"surveyor": "fence", "real_estate": "column", "bis": "bis", "temp": "shift"}
        changes["effect"] = True
        if effect in field:
            changes[field[effect]] = target(draw, field[effect], sheet)
    for _ in range(draw(st.integers(0, 2))):
        field = draw(st.sampled_from(FIELDS))
        changes[field] = target(draw, field, sheet)
    move = replace(base, **changes)  # type: ignore[arg-type]
    if move.street < 0 and draw(st.integers(0, 3)):
        move = replace(move, street=-1, house=-1)  # mostly a well-formed refusal
    return move


def with_roundabout(sheet: Sheet, street: int, house: int) -> Sheet:
    houses = [list(row) for row in sheet.houses]
    houses[street][house] = -2
    fences = list(sheet.fences)
    if house > 0:
        fences[street] |= 1 << (house - 1)
    if house < SIZES[street] - 1:
        fences[street] |= 1 << house
    return replace(
        sheet,
        houses=(tuple(houses[0]), tuple(houses[1]), tuple(houses[2])),
        fences=(fences[0], fences[1], fences[2]),
    )


def base_legal(state: GameState, seat: int, move: Move) -> bool:
    """Is the move, without its claims and reshuffle request, legal? (oracle)"""
    sheet, combos = state.sheets[seat], state.offers[seat]
    if state.over or state.pending[seat] is not None:
        return False
    if move.is_refusal:
        return (
            0 <= move.combo < len(combos)
            and replace(move, combo=0, claims=(), reshuffle=False) == Move()
            and not ref.can_write_any(sheet, combos)
        )
    plain = replace(move, claims=(), reshuffle=False)
    if move.roundabout is not None:
        rs, rh = move.roundabout
        if not state.config.advanced or not (0 <= rs < 3 and 0 <= rh < SIZES[rs]):
            return False
        if sheet.houses[rs][rh] != -1 or (rs, rh) == (move.street, move.house):
            return False
        if sum(row.count(-2) for row in sheet.houses) >= 2:
            return False
        sheet = with_roundabout(sheet, rs, rh)
        plain = replace(plain, roundabout=None)
    listed = moves_for_sheet(sheet, combos, advanced=state.config.advanced, roundabouts=False)
    return any(m == plain for m in listed if not m.is_refusal)


def fresh(sheet: Sheet) -> Sheet:
    """The same sheet without any cached data."""
    fields = {f.name: getattr(sheet, f.name) for f in dataclasses.fields(sheet) if f.init}
    return Sheet(**fields)


def assert_caches_sound(state: GameState) -> None:
    sheets = list(state.sheets) + [p[1] for p in state.pending if p is not None]
    for sheet in sheets:
        clean = fresh(sheet)
        assert sheet.bounds() == clean.bounds()
        assert sheet.estates() == clean.estates()
        assert sheet.free_estates() == clean.free_estates()


@settings(
    max_examples=600,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_random_moves_are_refused_cleanly_or_accepted(data: st.DataObject) -> None:
    state = data.draw(game_states())
    free = [s for s in range(state.seats) if state.pending[s] is None]
    seat = data.draw(
        st.sampled_from(free) if data.draw(st.integers(0, 9)) else st.integers(0, state.seats - 1)
    )
    move = data.draw(moves_for(state, seat))
    snapshot = copy.deepcopy(state)
    legal = base_legal(state, seat, move)
    expected = None
    if not state.over and state.pending[seat] is None:
        plain = replace(move, claims=(), reshuffle=False)
        expected = reference_rules.apply(
            state.sheets[seat], state.offers[seat], plain, state.config.advanced
        )
    assert legal == (expected is not None), move  # the two oracles agree
    try:
        after = submit(state, seat, move)
    except IllegalMove as exc:
        event(f"refused: {exc.reason}")
        assert isinstance(exc.reason, Reason)
        assert state == snapshot and state.sheets == snapshot.sheets
        assert state.pending == snapshot.pending and state.offers == snapshot.offers
        assert_caches_sound(state)
        if legal:
            # A legal move can only fail on its plan claims or its reshuffle request.
            assert exc.reason in CLAIM_REASONS, (move, exc.reason)
            assert move.claims or move.reshuffle
        return
    event("accepted")
    assert legal, f"accepted an illegal move: {move}"
    assert Move.from_json(move.to_json()) == move  # what is accepted can be saved
    assert check_move(state, seat, move) == expected  # the sheet the reference writes
    if move.reshuffle:
        assert state.can_reshuffle()
    for index, _ in move.claims:
        assert 0 <= index < 3
    assert state == snapshot  # the old state is a value: untouched
    if after.round == state.round and not after.over:
        assert after.pending[seat] is not None and after.pending[seat][0] == move
    else:  # the round resolved: an accepted claim is written with exactly those estates
        sheet = after.sheets[seat]
        for index, estates in move.claims:
            assert sheet.plans[index] > 0
            assert set(estates) <= sheet.used_estates
            if estates:
                event("accepted with an estate claim")
    assert_caches_sound(after)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=game_states(), extra=st.integers(1, 5))
def test_wrong_seats_are_refused(state: GameState, extra: int) -> None:
    assume(not state.over)
    snapshot = copy.deepcopy(state)
    for seat in (-extra, state.seats - 1 + extra):
        try:
            submit(state, seat, Move())
        except IllegalMove as exc:
            assert exc.reason is Reason.NO_SUCH_SEAT
        else:
            raise AssertionError("a missing seat was accepted")
    for seat, pending in enumerate(state.pending):
        if pending is not None:
            try:
                submit(state, seat, pending[0])
            except IllegalMove as exc:
                assert exc.reason is Reason.ALREADY_SUBMITTED
            else:
                raise AssertionError("a second move in one round was accepted")
    assert state == snapshot


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=game_states(), data=st.data())
def test_every_enumerated_move_is_accepted(state: GameState, data: st.DataObject) -> None:
    assume(not state.over)
    seats = [s for s in range(state.seats) if state.pending[s] is None]
    seat = data.draw(st.sampled_from(seats))
    listed = list(
        moves_for_sheet(
            state.sheets[seat],
            state.offers[seat],
            advanced=state.config.advanced,
            roundabouts=False,
        )
    )
    assert listed
    for move in data.draw(st.lists(st.sampled_from(listed), min_size=1, max_size=10)):
        check_move(state, seat, move)


# --- the same property on sheets built at random (full tracks, bis chains, used estates) --------
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sheet=built_sheets(), advanced=st.booleans(), data=st.data())
def test_check_move_matches_the_reference_on_built_sheets(
    sheet: Sheet, advanced: bool, data: st.DataObject
) -> None:
    assert ref.sheet_problems(sheet) == []
    effects = st.sampled_from(list(Effect))
    combos = tuple(
        Combination(data.draw(st.integers(1, 15)), data.draw(effects), i, i) for i in range(3)
    )
    state = positioned(advanced=advanced, sheets=[sheet], combos=combos)
    move = data.draw(moves_for(state, 0))
    plain = replace(move, claims=(), reshuffle=False)
    expected = reference_rules.apply(sheet, combos, plain, advanced)
    try:
        got = check_move(state, 0, plain)
    except IllegalMove as exc:
        event(f"refused: {exc.reason}")
        assert expected is None, (plain, exc.reason)
        return
    event("accepted")
    assert got == expected, plain
    assert ref.sheet_problems(got) == []
