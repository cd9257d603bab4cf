"""The board's placement preview agrees with the engine: a face's points, and both sides'
totals after the placement is really played."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.games.balconia.board.preview import placed, preview, without
from welcome_desktop.games.balconia.engine import (
    Building,
    GameConfig,
    GameState,
    Placed,
    Side,
    apply,
    face_points,
    faces_of,
    new_game,
    offered,
    opposite,
    place,
    random_action,
    select,
    to_view,
)


def _played(seed: int, turns: int) -> GameState:
    rng = random.Random(seed)
    state = new_game(GameConfig(seed=seed))
    for _ in range(2 * turns):
        state = apply(state, random_action(state, rng))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_preview_is_what_the_engine_scores_once_played(seed: int) -> None:
    state = _played(seed, 5)
    selector = state.to_act
    assert selector is not None
    state = apply(state, select(selector, 1, 2))
    block, placer = state.current_block, state.placer
    assert block is not None and state.kept is not None
    before = {s: score.total for s, score in zip(Side, state.scores(), strict=True)}
    checked = 0
    for face in offered(state.kept):
        for cell in state.legal_cells():
            after_state = apply(state, place(placer, face, cell))
            after = {s: score.total for s, score in zip(Side, after_state.scores(), strict=True)}
            for viewer in Side:
                result = preview(state.building, block, face, cell, placer, viewer)
                facade = after_state.building.facade(viewer)
                assert result.face == face_points(facade, to_view(cell, viewer))
                assert result.mine == after[viewer] - before[viewer]
                assert result.theirs == after[viewer.other] - before[viewer.other]
            checked += 1
    assert checked >= 6


def test_the_placer_sees_the_face_and_the_other_side_its_opposite() -> None:
    building = Building(2, (0, 2))
    after = placed(building, 8, 1, (1, 0), Side.PINK)
    block = after.at((1, 0))
    assert block == Placed(8, opposite(1))
    assert block.face(Side.PINK) == faces_of(8)[1]
    # pink sees the block in its own column 4 (the mirror of column 0)
    assert after.facade(Side.PINK).face((1, 4)) == faces_of(8)[1]


def test_the_preview_defaults_to_the_placer_and_leaves_the_building_alone() -> None:
    building = Building(1, (0, 2))
    result = preview(building, 4, 2, (1, 2), Side.TURQUOISE)
    # block 4 face S: 2 per balcony in the column below; the entrance is no balcony
    assert result.face == 0
    assert building.at((1, 2)) is None
    with pytest.raises(ValueError):
        preview(building, 4, 2, (0, 2), Side.TURQUOISE)  # the entrance's cell


def test_without_takes_a_drafted_block_back() -> None:
    building = placed(Building(1, (0, 2)), 3, 0, (0, 1), Side.TURQUOISE)
    assert without(building, (0, 1)) == Building(1, (0, 2))
    assert without(building, None) is building
    assert without(building, (3, 3)) is building
