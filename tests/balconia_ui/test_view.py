"""The TableView ``build`` makes (pure): whose side the board shows, the draft drawn into the
building and the scores, what the turn bar asks, what may be undone or confirmed."""

from __future__ import annotations

from dataclasses import replace

from welcome_desktop.games.balconia.app.setup import BalconiaSetup, Seat, SeatKind, make_setup
from welcome_desktop.games.balconia.app.view import EMPTY, Draft, Prompt, build
from welcome_desktop.games.balconia.engine import (
    GameState,
    Phase,
    Side,
    apply,
    new_game,
    offered,
    opposite,
    place,
    score_both,
    select,
)

T, P = Side.TURQUOISE, Side.PINK


def _hot_seat(seed: int = 3) -> tuple[BalconiaSetup, GameState]:
    setup = make_setup(Seat("Ana"), Seat("Ben"), seed)
    return setup, new_game(setup.config)


def test_no_game_is_the_empty_view() -> None:
    assert build(None, None, None, busy=False, hidden=False) is EMPTY
    assert EMPTY.prompt is Prompt.NONE and EMPTY.viewer is None and not EMPTY.my_turn


def test_the_selector_drafts_a_pair_then_the_placer_sees_its_side() -> None:
    setup, state = _hot_seat()
    view = build(state, setup, None, busy=False, hidden=False)
    assert view.names == ("Ana", "Ben") and view.humans == (True, True)
    assert view.viewer is T and view.selector is T and view.to_act is T
    assert view.prompt is Prompt.SELECT and view.my_turn
    assert not view.can_undo and not view.can_confirm
    assert view.block == state.current_block and view.kept is None and view.offered is None
    assert view.legal_cells == ()  # nothing to place while selecting
    assert view.blocks_left == 13 and view.turn == 0
    drafted = build(state, setup, Draft(kept=(3, 0)), busy=False, hidden=False)
    assert drafted.kept == (3, 0) and drafted.offered == offered((3, 0)) == (1, 2)
    assert drafted.prompt is Prompt.CONFIRM and drafted.can_undo and drafted.can_confirm
    # passing the device: nobody's side is shown, nothing can be done
    state = apply(state, select(T, 3, 0))
    hidden = build(state, setup, None, busy=False, hidden=True)
    assert hidden.viewer is None and hidden.prompt is Prompt.HIDDEN and not hidden.my_turn
    placer = build(state, setup, None, busy=False, hidden=False)
    assert placer.viewer is P and placer.to_act is P and placer.selector is T
    assert placer.prompt is Prompt.PLACE and placer.kept == (3, 0)
    assert placer.legal_cells == state.legal_cells() and len(placer.legal_cells) == 3


def test_a_drafted_placement_is_in_the_building_and_the_scores() -> None:
    setup, state = _hot_seat(5)
    state = apply(state, select(T, 0, 1))
    face, cell = offered((0, 1))[0], state.legal_cells()[0]
    view = build(state, setup, Draft(face=face, cell=cell), busy=False, hidden=False)
    placed = view.building.at(cell)
    assert placed is not None and placed.block == state.current_block
    assert placed.face_index(P) == face and placed.turquoise_face == opposite(face)
    assert cell not in view.legal_cells  # the drafted cell is taken
    assert view.scores == score_both(view.building)
    after = apply(state, place(P, face, cell))
    assert view.building == after.building  # exactly what confirming gives
    assert view.prompt is Prompt.CONFIRM and view.can_confirm and view.can_undo


def test_against_a_computer_the_humans_side_stays_shown() -> None:
    setup = make_setup(Seat("Bot", SeatKind.MEDIUM), Seat("Ana"), seed=2)
    state = new_game(setup.config)
    view = build(state, setup, Draft(kept=(0, 1)), busy=True, hidden=False)
    assert view.viewer is P and view.to_act is T  # the computer selects; Ana sees her side
    assert view.prompt is Prompt.WAIT and not view.my_turn and view.busy
    assert view.draft is None and view.kept is None  # only the human at the device drafts
    state = apply(state, select(T, 0, 1))
    view = build(state, setup, None, busy=False, hidden=False)
    assert view.viewer is P and view.my_turn and view.prompt is Prompt.PLACE


def test_the_end_names_the_winners_and_the_open_building_option_is_carried() -> None:
    setup, state = _hot_seat(7)
    state = replace(state, order=state.order[:1])  # a one-turn game
    state = apply(state, select(T, 1, 2))
    state = apply(state, place(P, offered((1, 2))[0], state.legal_cells()[0]))
    assert state.phase is Phase.OVER
    view = build(state, setup, Draft(kept=(0, 1)), busy=False, hidden=False, open_building=True)
    assert view.over and view.prompt is Prompt.OVER and view.winners == state.winners()
    assert view.block is None and view.selector is None and view.draft is None
    assert view.viewer is P  # the last human to act
    assert view.open_building and view.last_turns == state.turns
    assert not view.can_confirm and not view.can_undo
