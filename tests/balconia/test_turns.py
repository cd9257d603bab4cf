"""The setup and the turn: the selector's four pairs, the placer's two faces, who gets which
face, the placement rules, refused actions with their reasons, the variants and the end."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.games.balconia.engine import (
    BLOCK_IDS,
    PAIRS,
    Action,
    GameConfig,
    GameState,
    IllegalMove,
    Kind,
    Phase,
    Reason,
    Side,
    SideScore,
    apply,
    faces_of,
    is_legal,
    legal_actions,
    new_game,
    offered,
    opposite,
    place,
    random_action,
    select,
    to_view,
    winners,
)

T, P = Side.TURQUOISE, Side.PINK


def refused(state: GameState, action: Action, reason: Reason) -> None:
    with pytest.raises(IllegalMove) as caught:
        apply(state, action)
    assert caught.value.reason is reason
    assert not is_legal(state, action)


def play_out(state: GameState, seed: int = 0) -> GameState:
    rng = random.Random(seed)
    while not state.over:
        state = apply(state, random_action(state, rng))
    return state


def test_setup_draws_14_tokens_and_puts_8_back_unseen() -> None:
    state = new_game(GameConfig(seed=7))
    assert len(state.order) == 14 and len(state.removed) == 8
    assert sorted(state.order + state.removed) == list(BLOCK_IDS)
    assert state.building.entrance in (1, 2, 3) and state.building.entrance_cell == (0, 2)
    assert state.building.placed() == ()
    assert state.phase is Phase.SELECT and state.selector is T and state.to_act is T
    assert state.current_block == state.order[0] and state.blocks_left() == 13
    assert new_game(GameConfig(seed=7)) == state
    assert new_game(GameConfig(seed=8)).order != state.order


def test_the_seed_chooses_each_entrance_sometimes() -> None:
    assert {new_game(GameConfig(seed=s)).building.entrance for s in range(40)} == {1, 2, 3}


def test_the_selector_has_the_four_adjacent_pairs() -> None:
    state = new_game(GameConfig(seed=1))
    actions = legal_actions(state)
    assert [a.faces for a in actions] == [(0, 1), (1, 2), (2, 3), (3, 0)] == list(PAIRS)
    assert all(a.kind is Kind.SELECT and a.side is T for a in actions)


def test_the_placer_chooses_between_the_two_other_faces() -> None:
    state = apply(new_game(GameConfig(seed=1)), select(T, 0, 1))
    assert state.phase is Phase.PLACE and state.to_act is P
    assert state.kept == (0, 1) and state.offered == (2, 3)
    actions = legal_actions(state)
    assert {a.face for a in actions} == {2, 3}
    assert {a.cell for a in actions} == {(0, 1), (0, 3), (1, 2)}  # next to the entrance
    assert len(actions) == 2 * 3
    assert offered((3, 0)) == (1, 2) and offered((1, 2)) == (0, 3)


def test_a_pair_may_be_named_in_either_order() -> None:
    state = new_game(GameConfig(seed=1))
    assert apply(state, select(T, 1, 0)).kept == (0, 1)
    assert apply(state, select(T, 0, 3)).kept == (3, 0)


@pytest.mark.parametrize(("face", "selector_face"), [(2, 0), (3, 1)])
def test_the_placer_gets_the_chosen_face_and_the_selector_its_opposite(
    face: int, selector_face: int
) -> None:
    state = apply(new_game(GameConfig(seed=3)), select(T, 0, 1))
    block = state.current_block
    assert block is not None
    state = apply(state, place(P, face, (1, 2)))
    assert state.building.at((1, 2)) is not None
    pink = state.building.facade(P).face(to_view((1, 2), P))
    turquoise = state.building.facade(T).face((1, 2))
    assert pink == faces_of(block)[face]
    assert turquoise == faces_of(block)[selector_face] == faces_of(block)[opposite(face)]


def test_when_turquoise_places_it_gets_the_chosen_face() -> None:
    state = apply(new_game(GameConfig(seed=3)), select(T, 2, 3))
    state = apply(state, place(P, 0, (0, 1)))
    assert state.selector is P and state.to_act is P  # roles swap: pink selects now
    block = state.current_block
    assert block is not None
    state = apply(state, select(P, 1, 2))
    assert state.to_act is T and state.offered == (0, 3)
    state = apply(state, place(T, 3, (0, 3)))
    assert state.building.facade(T).face((0, 3)) == faces_of(block)[3]
    assert state.building.facade(P).face(to_view((0, 3), P)) == faces_of(block)[1]
    assert state.selector is T and len(state.turns) == 2
    assert state.turns[1].selector is P and state.turns[1].kept == (1, 2)


def test_refused_selections() -> None:
    state = new_game(GameConfig(seed=2))
    refused(state, select(T, 0, 2), Reason.FACES_NOT_ADJACENT)
    refused(state, select(T, 1, 3), Reason.FACES_NOT_ADJACENT)
    refused(state, select(T, 1, 1), Reason.FACES_NOT_ADJACENT)
    refused(state, select(T, 0, 4), Reason.NO_SUCH_FACE)
    refused(state, select(P, 0, 1), Reason.NOT_YOUR_TURN)
    refused(state, place(T, 2, (1, 2)), Reason.WRONG_STEP)


def test_refused_placements() -> None:
    state = apply(new_game(GameConfig(seed=2)), select(T, 0, 1))
    refused(state, place(P, 0, (1, 2)), Reason.FACE_NOT_OFFERED)
    refused(state, place(P, 1, (1, 2)), Reason.FACE_NOT_OFFERED)
    refused(state, place(P, 5, (1, 2)), Reason.NO_SUCH_FACE)
    refused(state, place(P, 2, (0, 2)), Reason.CELL_TAKEN)  # the entrance
    refused(state, place(P, 2, (2, 2)), Reason.NOT_TOUCHING)
    refused(state, place(P, 2, (5, 2)), Reason.NO_SUCH_CELL)
    refused(state, place(P, 2, (-1, 0)), Reason.NO_SUCH_CELL)
    refused(state, Action(Kind.PLACE, P, face=2), Reason.NO_SUCH_CELL)
    refused(state, place(T, 2, (1, 2)), Reason.NOT_YOUR_TURN)
    refused(state, select(P, 0, 1), Reason.WRONG_STEP)
    state = apply(state, place(P, 2, (1, 2)))
    state = apply(state, select(P, 0, 1))
    refused(state, place(T, 2, (1, 2)), Reason.CELL_TAKEN)


def test_the_entrance_counts_for_adjacency_at_any_time_and_blocks_may_float() -> None:
    state = new_game(GameConfig(seed=4))
    for side, cell in [(T, (1, 2)), (P, (2, 2)), (T, (2, 1))]:  # (2, 1) floats over (1, 1)
        state = apply(state, select(side, 0, 1))
        state = apply(state, place(side.other, 2, cell))
    state = apply(state, select(P, 0, 1))
    assert (0, 1) in state.legal_cells()  # touches only the entrance
    assert (3, 3) not in state.legal_cells()
    state = apply(state, place(T, 3, (0, 1)))
    assert state.building.at((0, 1)) is not None and state.building.at((1, 1)) is None


def test_the_game_ends_after_the_last_token() -> None:
    state = play_out(new_game(GameConfig(seed=5)))
    assert state.over and state.phase is Phase.OVER and state.to_act is None
    assert state.current_block is None and state.blocks_left() == 0
    assert len(state.building.placed()) == 14 and len(state.turns) == 14
    assert sorted(state.building.blocks()) == sorted(state.order)
    assert legal_actions(state) == ()
    refused(state, select(T, 0, 1), Reason.GAME_OVER)
    refused(state, place(P, 2, (4, 4)), Reason.GAME_OVER)
    with pytest.raises(ValueError):
        random_action(state, random.Random(0))


def test_variant_a_places_anywhere() -> None:
    state = apply(new_game(GameConfig(seed=6, anywhere=True)), select(T, 0, 1))
    assert len(state.legal_cells()) == 24
    state = apply(state, place(P, 2, (4, 4)))
    assert state.building.at((4, 4)) is not None
    assert len(play_out(state).building.placed()) == 14


def test_variant_b_puts_the_entrance_in_any_bottom_cell() -> None:
    columns = {
        new_game(GameConfig(seed=s, entrance_anywhere=True)).building.entrance_cell
        for s in range(60)
    }
    assert columns == {(0, c) for c in range(5)}
    chosen = new_game(GameConfig(seed=1, entrance_anywhere=True, entrance_column=0))
    assert chosen.building.entrance_cell == (0, 0)
    state = apply(chosen, select(T, 0, 1))
    assert set(state.legal_cells()) == {(0, 1), (1, 0)}
    with pytest.raises(ValueError):
        GameConfig(entrance_column=1)
    with pytest.raises(ValueError):
        GameConfig(entrance_anywhere=True, entrance_column=5)


def test_variant_c_plays_all_22_tokens() -> None:
    state = new_game(GameConfig(seed=9, long_game=True))
    assert len(state.order) == 22 and state.removed == ()
    done = play_out(state, seed=9)
    assert len(done.building.placed()) == 22 and len(done.turns) == 22


def test_variants_combine() -> None:
    cfg = GameConfig(seed=10, anywhere=True, entrance_anywhere=True, long_game=True)
    done = play_out(new_game(cfg), seed=10)
    assert len(done.building.placed()) == 22


def score(side: Side, total: int, door: int) -> SideScore:
    return SideScore(side, (((1, 1), total - door),), door)


def test_winner_then_door_points_then_shared() -> None:
    assert winners((score(T, 30, 0), score(P, 29, 8))) == (T,)
    assert winners((score(T, 30, 3), score(P, 30, 5))) == (P,)
    assert winners((score(T, 30, 5), score(P, 30, 5))) == (T, P)
    done = play_out(new_game(GameConfig(seed=11)))
    assert done.winners() == winners(done.scores())
    assert done.final_scores() == tuple(s.total for s in done.scores())


def test_actions_round_trip_through_json() -> None:
    for action in (select(P, 3, 0), place(T, 2, (4, 1))):
        assert Action.from_json(action.to_json()) == action


def test_the_log_keeps_every_action() -> None:
    state = new_game(GameConfig(seed=12))
    rng = random.Random(12)
    actions = []
    while not state.over:
        action = random_action(state, rng)
        actions.append(action)
        state = apply(state, action)
    assert list(state.log) == actions and len(actions) == 28
    replayed = new_game(GameConfig(seed=12))
    for action in state.log:
        replayed = apply(replayed, action)
    assert replayed == state
