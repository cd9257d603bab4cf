"""The value the Pompeji controller publishes: built from the state, the drafted turn and the
seats, it shows each player only what they may see."""

from __future__ import annotations

import random

from welcome_desktop.games.pompeji import engine
from welcome_desktop.games.pompeji.app.setup import Seat, SeatKind, make_setup
from welcome_desktop.games.pompeji.app.view import (
    Draft,
    Prompt,
    build,
    recent_cells,
)
from welcome_desktop.games.pompeji.engine import (
    Kind,
    apply,
    new_game,
    random_action,
    score_placement,
)


def test_no_game_is_an_empty_view() -> None:
    view = build(None, None, None, busy=False, hidden=False)
    assert view.prompt is Prompt.NONE and view.seat == -1 and not view.city.tiles


def test_hot_seat_hides_the_hand_until_the_player_is_ready() -> None:
    setup = make_setup([Seat("A"), Seat("B"), Seat("C")], seed=4)
    state = new_game(setup.config)
    hidden = build(state, setup, None, busy=False, hidden=True)
    assert hidden.prompt is Prompt.HIDDEN and hidden.seat == -1 and hidden.hand == ()
    assert not hidden.my_turn
    shown = build(state, setup, None, busy=False, hidden=False)
    assert shown.seat == 0 and shown.hand == state.hands[0] and shown.my_turn
    assert shown.prompt is Prompt.PLACE and shown.statue_held


def test_a_draft_is_drawn_in_the_city_and_scored() -> None:
    setup = make_setup([Seat("A"), Seat("B")], seed=9)
    state = new_game(setup.config)
    card = next(c for c in state.hands[0] if state.city.cells_for(c))
    cell = state.city.cells_for(card)[0]
    view = build(state, setup, Draft(card, cell), busy=False, hidden=False)
    assert view.city.get(cell) is not None and view.city.get(cell).card == card
    assert card not in view.hand and len(view.hand) == 2
    assert view.draft_score == score_placement(state.city, cell, card)
    assert view.prompt is Prompt.CONFIRM and view.can_confirm and view.can_undo
    assert view.permit_humans == ()  # no window while a turn is being drafted
    statue = build(state, setup, Draft(5, cell, statue=True), busy=False, hidden=False)
    assert not statue.statue_held and len(statue.hand) == 3 and not statue.may_skip


def test_one_human_keeps_their_hand_in_view_while_computers_play() -> None:
    setup = make_setup([Seat("A"), Seat("B", SeatKind.EASY), Seat("C", SeatKind.HARD)], seed=3)
    state = new_game(setup.config)
    card = next(c for c in state.hands[0] if state.city.cells_for(c))
    state = apply(state, engine.build(0, card, state.city.cells_for(card)[0]))
    view = build(state, setup, None, busy=True, hidden=False)
    assert view.current_seat == 1 and view.seat == 0 and view.hand == state.hands[0]
    assert view.prompt is Prompt.WAIT and not view.my_turn
    assert view.permit_humans == (0,)  # the human may interrupt the thinking computer


def test_recent_cells_and_the_score_history_follow_the_log() -> None:
    setup = make_setup([Seat("A"), Seat("B"), Seat("C")], seed=1)
    state = new_game(setup.config)
    rng = random.Random(1)
    while not state.over:
        state = apply(state, random_action(state, rng, statue_rate=0.2))
        history = state.running_totals()
        assert len(history) == len(state.turns)
        assert (history[-1] if history else (0, 0, 0)) == state.points
        if state.over:
            break
        me = state.current_seat
        mine = [i for i, a in enumerate(state.log) if a.seat == me and a.kind is not Kind.PERMIT]
        since = state.log[mine[-1] + 1 :] if mine else state.log
        expected = [a.cell for a in reversed(since) if a.cell is not None]
        assert list(recent_cells(state, me)) == expected
