"""A human turn through the controller: steps, undo/redo, refusals, claims and the reshuffle."""

from __future__ import annotations

from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.engine import Effect, Mode, Reason

from .app_positions import blocked_sheet, fence_mask, position, sheet

S, R, L, P, T, B = (
    Effect.SURVEYOR,
    Effect.REAL_ESTATE,
    Effect.LANDSCAPER,
    Effect.POOL,
    Effect.TEMP,
    Effect.BIS,
)


def _record(ctrl):
    messages = []
    ctrl.refused.connect(messages.append)
    return messages


def test_undo_and_redo_step_through_the_turn(make_controller):
    ctrl = make_controller(autosave=False)
    ctrl.new_game(solo_setup("Ana", seed=3))
    assert not ctrl.can_undo() and not ctrl.can_redo()
    house = min(ctrl.legal_houses(0))
    assert ctrl.select_combo(0) is None
    assert ctrl.draft.needs == "house"
    assert ctrl.place_number(*house) is None
    placed = ctrl.draft
    assert (placed.street, placed.house) == house
    assert ctrl.preview_sheet().houses[house[0]][house[1]] == ctrl.view().combos[0].number

    assert ctrl.undo_text() == "Undo writing the number"
    assert ctrl.redo_text() == "Redo"
    assert ctrl.undo() is None
    assert ctrl.redo_text() == "Redo writing the number"
    assert ctrl.undo_text() == "Undo choosing the card"
    assert ctrl.draft.needs == "house" and ctrl.draft.street == -1
    assert ctrl.preview_sheet() == ctrl.view().sheet
    assert ctrl.can_redo()
    assert ctrl.redo() is None
    assert ctrl.draft == placed
    assert ctrl.undo() is None and ctrl.undo() is None
    assert ctrl.draft.needs == "combo" and not ctrl.can_undo()
    assert ctrl.undo() == "nothing_to_undo"
    # A new step after an undo clears the redo list.
    assert ctrl.select_combo(1) is None
    assert not ctrl.can_redo()
    assert ctrl.redo() == "nothing_to_redo"


def test_confirmation_is_final(make_controller):
    ctrl = make_controller(autosave=False)
    ctrl.new_game(solo_setup("Ana", seed=3))
    house = min(ctrl.legal_houses(0))
    ctrl.select_combo(0)
    ctrl.place_number(*house)
    if ctrl.draft.needs == "effect":
        ctrl.skip_effect()
    messages = _record(ctrl)
    assert ctrl.confirm_turn() is None
    state = ctrl.state
    assert state.round == 2
    assert state.sheets[0].houses[house[0]][house[1]] >= 0
    assert not ctrl.can_undo() and ctrl.draft.needs == "combo"
    assert ctrl.undo() == "nothing_to_undo"
    assert ctrl.state is state
    assert messages and all(messages)
    # Written numbers cannot be overwritten in a later turn.
    assert house not in ctrl.legal_houses(0)


def test_illegal_placement_is_refused_with_a_reason(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([3, -1, 9], [], [])], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    messages = _record(ctrl)
    assert ctrl.place_number(1, 0) == "choose_combination"
    assert ctrl.select_combo(0) is None
    before = ctrl.draft
    assert ctrl.place_number(0, 0) == Reason.HOUSE_NOT_EMPTY
    assert ctrl.place_number(0, 3) == Reason.NUMBER_OUT_OF_ORDER  # 5 after 9
    assert ctrl.place_number(5, 0) == Reason.NO_SUCH_HOUSE
    assert ctrl.draft == before
    assert len(messages) == 4 and all(m.strip() for m in messages)
    assert len(set(messages)) == 4
    assert ctrl.legal_houses(0) == {(0, 1)} | {(1, h) for h in range(11)} | {
        (2, h) for h in range(12)
    }
    assert ctrl.place_number(0, 1) is None
    assert ctrl.draft.needs == "effect" and ctrl.draft.effect_kind == "park"
    assert ctrl.effect_targets() == [None]
    assert ctrl.choose_effect_target(None) is None
    assert ctrl.confirm_turn() is None
    assert ctrl.state.sheets[0].parks == (1, 0, 0)


def test_forced_refusal_is_the_only_move(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([blocked_sheet()], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    assert ctrl.must_refuse() and ctrl.can_refuse()
    assert all(not ctrl.legal_houses(i, k) for i in range(3) for k in (0, 1, 2))
    ctrl.select_combo(2)
    assert ctrl.place_number(0, 0) == Reason.NUMBER_OUT_OF_ORDER
    assert ctrl.refuse() is None
    assert ctrl.draft.needs == "confirm" and ctrl.draft.refusal
    assert ctrl.live_scores()[0].refusals == 0  # first refusal costs nothing
    assert ctrl.confirm_turn() is None
    assert ctrl.state.sheets[0].refusals == 1


def test_roundabout_opening_beside_the_refusal(make_controller):
    # 5 _ _ 6: no number fits, but a roundabout in the first gap makes room in the second.
    top = sheet([5, -1, -1, *range(6, 13)], list(range(11)), list(range(12)))
    ctrl = make_controller(autosave=False)
    setup, state = position([top], [(3, L), (12, P), (1, S)], advanced=True)
    ctrl.play_from(setup, state)
    assert ctrl.can_refuse() and not ctrl.must_refuse()
    assert ctrl.legal_houses(0) == frozenset()
    assert ctrl.roundabout_targets() == [(0, 1), (0, 2)]
    ctrl.select_combo(0)
    assert ctrl.place_roundabout(0, 1) is None
    assert ctrl.legal_houses(0) == {(0, 2)}
    assert ctrl.place_number(0, 2) is None
    ctrl.skip_effect()
    assert ctrl.confirm_turn() is None
    assert ctrl.state.sheets[0].houses[0][:4] == (5, -2, 3, 6)


def test_refusal_is_refused_while_a_number_fits(make_controller):
    ctrl = make_controller(autosave=False)
    ctrl.new_game(solo_setup("Ana", seed=3))
    messages = _record(ctrl)
    assert not ctrl.must_refuse() and not ctrl.can_refuse()
    assert ctrl.refuse() == Reason.MUST_WRITE_NUMBER
    assert messages and messages[0]
    assert ctrl.draft.needs == "combo"


def test_fence_bis_and_column_targets(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([1, 2, 3], [], [])], [(4, S), (6, B), (8, R)])
    ctrl.play_from(setup, state)
    ctrl.select_combo(0)
    ctrl.place_number(0, 3)
    assert ctrl.draft.effect_kind == "fence"
    targets = ctrl.effect_targets()
    assert (0, 1) in targets and all(len(t) == 2 for t in targets)
    assert ctrl.choose_effect_target((0, 1)) is None
    assert ctrl.draft.needs == "confirm"
    assert ctrl.preview_sheet().fences[0] == fence_mask(1)
    assert ctrl.live_scores()[0].estates == 2  # houses 1, 2 now form an estate of two

    ctrl.select_combo(1)  # start over with the bis
    assert ctrl.place_number(0, 3) is None
    bis_targets = ctrl.effect_targets()
    assert (0, 4, 3) in bis_targets
    assert ctrl.choose_effect_target((0, 0, 1)) == Reason.HOUSE_NOT_EMPTY
    assert ctrl.choose_effect_target((0, 4, 3)) is None
    assert ctrl.preview_sheet().houses[0][:5] == (1, 2, 3, 6, 6)

    ctrl.select_combo(2)
    ctrl.place_number(1, 0)
    assert sorted(ctrl.effect_targets()) == list(range(6))
    assert ctrl.choose_effect_target(2) is None
    assert ctrl.confirm_turn() is None
    assert ctrl.state.sheets[0].columns == (0, 0, 1, 0, 0, 0)


def test_temp_shift_uses_the_effect(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([], [], [])], [(17, T), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    assert ctrl.set_shift(1) == "choose_combination"
    ctrl.select_combo(1)
    assert ctrl.set_shift(1) == Reason.SHIFT_NEEDS_TEMP
    ctrl.select_combo(0)
    assert ctrl.set_shift(1) == Reason.NUMBER_OUT_OF_RANGE  # 17 + 1
    assert ctrl.set_shift(-2) is None
    assert ctrl.legal_houses(0, -2) == ctrl.legal_houses(0, 0)
    assert ctrl.place_number(2, 11) is None
    assert ctrl.draft.needs == "confirm"  # the shift already hired the temp
    assert ctrl.confirm_turn() is None
    sheet_after = ctrl.state.sheets[0]
    assert sheet_after.houses[2][11] == 15 and sheet_after.temps == 1


def test_effect_without_any_use_is_skipped(make_controller):
    ctrl = make_controller(autosave=False)
    # A pool card on a house without a planned pool: nothing to decide.
    setup, state = position([sheet([], [], [])], [(5, P), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    ctrl.select_combo(0)
    ctrl.place_number(0, 0)
    assert ctrl.draft.needs == "confirm" and not ctrl.draft.effect_used
    assert ctrl.undo() is None
    ctrl.place_number(0, 2)  # a planned pool
    assert ctrl.draft.needs == "effect" and ctrl.effect_targets() == [None]


def test_roundabout_in_the_advanced_variant(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([], [], [])], [(5, L), (12, P), (1, S)], advanced=True)
    ctrl.play_from(setup, state)
    ctrl.select_combo(0)
    assert ctrl.place_roundabout(2, 5) is None
    assert (2, 5) not in ctrl.legal_houses(0)
    assert ctrl.place_roundabout(2, 6) is None  # moves it (one per turn)
    assert ctrl.draft.roundabout == (2, 6)
    assert ctrl.place_number(2, 6) == Reason.ROUNDABOUT_ON_NUMBER
    assert ctrl.place_number(2, 7) is None
    ctrl.skip_effect()
    assert ctrl.live_scores()[0].roundabouts == 3
    assert ctrl.confirm_turn() is None
    assert ctrl.state.sheets[0].houses[2][6] == -2


def test_roundabout_refused_without_the_advanced_variant(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([], [], [])], [(5, L), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    messages = _record(ctrl)
    assert ctrl.roundabout_targets() == []
    assert ctrl.place_roundabout(0, 0) == Reason.ROUNDABOUTS_NOT_IN_GAME
    assert messages and ctrl.draft.roundabout is None


def _three_estates_position():
    # Four free estates of 3 on the sheet: plan "3 3 3" can be met in four ways.
    top = sheet([1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3], [], fences=(fence_mask(2, 5, 8), 4, 0))
    return position(
        [top],
        [(10, L), (12, P), (1, S)],
        plans=("n1_estates_333", "n2_estates_225", "n3_estates_34"),
    )


def test_claim_choice_and_reshuffle_question(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = _three_estates_position()
    ctrl.play_from(setup, state)
    assert ctrl.claim_choices() == []  # nothing before the move is complete
    ctrl.select_combo(0)
    ctrl.place_number(0, 9)
    ctrl.skip_effect()
    choices = ctrl.claim_choices()
    assert [plan for plan, _ in choices] == [0]
    options = choices[0][1]
    assert len(options) == 4
    chosen = options[-1]
    assert ctrl.choose_claim(0, chosen) is None
    assert ctrl.claim_choices() == []
    assert ctrl.met_plans() == (0,)
    assert ctrl.choose_claim(0, [(0, 0, 3)]) == Reason.PLAN_CLAIM_INVALID
    assert ctrl.live_scores()[0].plans == 8
    assert ctrl.reshuffle_question()
    shuffles = ctrl.state.shuffles
    assert ctrl.answer_reshuffle(True) is None
    assert ctrl.confirm_turn() is None
    after = ctrl.state
    assert after.sheets[0].used_estates == frozenset(chosen)
    assert after.sheets[0].plans[0] == 8
    assert after.shuffles == shuffles + 1


def test_no_reshuffle_question_without_a_plan_or_in_solo(make_controller):
    ctrl = make_controller(autosave=False)
    setup, state = position([sheet([], [], [])], [(5, P), (12, P), (1, S)])
    ctrl.play_from(setup, state)
    ctrl.select_combo(0)
    ctrl.place_number(0, 0)
    assert ctrl.draft.needs == "confirm"
    assert ctrl.met_plans() == ()
    assert not ctrl.reshuffle_question()
    assert ctrl.answer_reshuffle(True) == "no_reshuffle_question"
    solo = make_controller(autosave=False)
    solo.new_game(solo_setup("Ana", seed=3))
    assert solo.state.config.mode is Mode.SOLO
    assert not solo.view().can_reshuffle
    assert solo.answer_reshuffle(True) == "no_reshuffle_question"


def test_suggestion_is_a_legal_move_for_the_active_seat(make_controller, qtbot):
    from welcome_desktop.games.welcome.bots import hints
    from welcome_desktop.games.welcome.i18n.catalog import hint_text

    from .app_play import solo_suggestion

    suggestion = solo_suggestion(make_controller(autosave=False), qtbot)  # a legal move
    assert suggestion.reasons and suggestion.reason == suggestion.reasons[0][0]
    assert {r for r, _ in suggestion.reasons} <= set(hints.REASON_IDS)
    assert hint_text(suggestion.reason, suggestion.args)


def test_actions_without_a_game_are_refused(make_controller):
    ctrl = make_controller(autosave=False)
    messages = _record(ctrl)
    assert ctrl.select_combo(0) == "no_game"
    assert ctrl.confirm_turn() == "no_game"
    assert ctrl.legal_houses(0) == frozenset()
    assert not ctrl.save("/nonexistent/x.json")
    assert len(messages) == 3 and all(messages)


def test_an_engine_failure_is_reported_and_the_game_kept(make_controller, monkeypatch):
    import welcome_desktop.games.welcome.engine as engine_module

    ctrl = make_controller(autosave=False)
    ctrl.new_game(solo_setup("Ana", seed=3))
    ctrl.select_combo(0)
    ctrl.place_number(*min(ctrl.legal_houses(0)))
    if ctrl.draft.needs == "effect":
        ctrl.skip_effect()
    state, draft = ctrl.state, ctrl.draft
    messages = _record(ctrl)

    def broken(*args, **kwargs):
        raise IndexError("engine bug")

    monkeypatch.setattr(engine_module, "submit", broken)
    assert ctrl.confirm_turn() == "internal_error"
    assert messages and messages[0]
    assert ctrl.state is state and ctrl.draft == draft
    monkeypatch.undo()
    assert ctrl.confirm_turn() is None
    assert ctrl.state.round == 2


def test_claim_choices_put_the_default_estates_first(make_controller):
    """The claim dialog proposes the engine's default: estates that keep "street ends" open."""
    top = sheet([0, 1, 2, 3, 4, 5, 6, 7], [], [], fences=(fence_mask(1, 3, 8), 0, 0))
    setup, state = position(
        [top],
        [(8, L), (8, L), (8, L)],
        plans=("n1_street_ends", "n2_parks_two_streets", "n3_estates_25"),
        advanced=True,
    )
    ctrl = make_controller(autosave=False)
    ctrl.play_from(setup, state)
    ctrl.select_combo(0)
    ctrl.place_number(0, 8)
    ctrl.skip_effect()
    choices = dict(ctrl.claim_choices())
    assert choices[2][0] == ((0, 2, 2), (0, 4, 5))
    assert sorted(choices[2]) == [((0, 0, 2), (0, 4, 5)), ((0, 2, 2), (0, 4, 5))]
    assert ctrl.confirm_turn() is None  # no choice made: the default is claimed
    assert ctrl.state.sheets[0].used_estates == {(0, 2, 2), (0, 4, 5)}
