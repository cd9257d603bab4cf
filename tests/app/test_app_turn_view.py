"""The controller publishes one frozen TurnView per change, and the view says what to draw."""

from __future__ import annotations

import dataclasses

import pytest

from welcome_desktop.games.welcome.app.draft import Needs
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.app.turn_view import Prompt, TurnView
from welcome_desktop.games.welcome.engine import Effect

from .app_positions import blocked_sheet, position, sheet

L, P, S = Effect.LANDSCAPER, Effect.POOL, Effect.SURVEYOR


def _published(ctrl) -> list[TurnView]:
    seen: list[TurnView] = []
    ctrl.state_changed.connect(seen.append)
    return seen


def test_each_action_publishes_exactly_one_frozen_view(make_controller):
    ctrl = make_controller(autosave=False)
    seen = _published(ctrl)
    ctrl.new_game(solo_setup("Ana", seed=3))
    assert len(seen) == 1 and seen[0] is ctrl.turn_view
    first = seen[0]
    assert first.needs is Needs.COMBO and first.prompt is Prompt.DRAG_CARD  # solo: a hand
    assert first.names == ("Ana",) and first.controls.active
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.seat = 3  # type: ignore[misc]
    house = min(ctrl.legal_houses(0))
    assert ctrl.select_combo(0) is None
    assert len(seen) == 2
    number = ctrl.view().combos[0].number
    assert seen[1].prompt is Prompt.WRITE_NUMBER and seen[1].prompt_args == (number,)
    assert seen[1].board.legal == ctrl.legal_houses(0)
    assert house in seen[1].board.legal
    assert ctrl.place_number(*house) is None
    assert len(seen) == 3
    assert seen[2].board.sheet.houses[house[0]][house[1]] == number
    assert seen[2].controls.can_undo and not seen[2].controls.can_redo
    # A refused action publishes nothing: the last view still holds.
    assert ctrl.place_number(*house) is not None
    assert len(seen) == 3
    assert first.board.sheet.houses[house[0]][house[1]] != number  # old values never change


def test_viewer_changes_are_published_on_request(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([3, -1, 9], [], [])], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    seen = _published(ctrl)
    ctrl.viewer.cursor = (1, 2)
    ctrl.viewer.highlight_legal = False
    ctrl.select_combo(0)
    assert seen[-1].board.cursor == (1, 2)
    assert seen[-1].board.legal == frozenset()  # highlights switched off
    ctrl.viewer.highlight_legal = True
    view = ctrl.publish()
    assert view is seen[-1] and view.board.legal == ctrl.legal_houses(0)


def test_forced_refusal_and_effects_reach_the_controls(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([blocked_sheet()], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    view = ctrl.turn_view
    assert view is not None
    assert view.controls.must_refuse and view.prompt is Prompt.MUST_REFUSE
    assert view.icon == "track_refusal"
    ctrl.refuse()
    view = ctrl.turn_view
    assert not view.controls.must_refuse and view.controls.can_confirm
    assert view.prompt is Prompt.REFUSAL_READY and view.controls.auto_confirm

    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([], [], [])], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    ctrl.select_combo(0)
    ctrl.place_number(0, 4)
    view = ctrl.turn_view
    assert view.needs is Needs.EFFECT and view.effect_kind == "park"
    assert view.prompt is Prompt.EFFECT and view.icon == "effect_landscaper"
    assert view.controls.plain_effect and view.effect_targets == (None,)


def test_other_seats_and_the_end_are_read_only(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([], [], []), sheet([4], [], [])], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    ctrl.viewer.view_seat = 1
    view = ctrl.publish()
    assert view.seat == 1 and view.own_seat == 0
    assert view.prompt is Prompt.OTHER_SHEET and view.prompt_args == ("P2",)
    assert not view.board.interactive and view.board.sheet.houses[0][0] == 4
