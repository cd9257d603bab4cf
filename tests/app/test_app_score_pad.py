"""Score pad: the player types the cards drawn at the table and the app keeps the sheet."""

from __future__ import annotations

import random

from welcome_desktop.games.welcome.app.setup import score_pad_setup
from welcome_desktop.games.welcome.engine import Effect, Reason

from .app_play import play_human_turn

PLANS = ("n1_estates_333", "n2_estates_225", "n3_estates_34")


def _cards(rng):
    return [(rng.randint(1, 15), rng.choice(list(Effect))) for _ in range(3)]


def test_score_pad_round_by_round(make_controller):
    ctrl = make_controller()
    messages = []
    ctrl.refused.connect(messages.append)
    ctrl.new_game(score_pad_setup("Ana", plan_ids=PLANS, seed=1))
    assert [p.id for p in ctrl.state.plans] == list(PLANS)
    assert ctrl.needs_table_round()
    assert ctrl.select_combo(0) == "enter_table_cards"
    assert ctrl.legal_houses(0) == frozenset()

    assert ctrl.enter_table_round([(3, Effect.POOL), (16, "bis"), (7, "temp")]) == (
        Reason.TABLE_OFFER_INVALID
    )
    assert ctrl.enter_table_round([(3, "pool")]) == Reason.TABLE_OFFER_INVALID
    assert ctrl.enter_table_round([("x", "pool")] * 3) == "bad_table_cards"
    assert len(messages) == 4 and all(messages)

    cards = [(3, Effect.POOL), (8, Effect.BIS), (12, Effect.LANDSCAPER)]
    assert ctrl.enter_table_round(cards, approved=(False, True, False)) is None
    assert not ctrl.needs_table_round()
    view = ctrl.view()
    assert [(c.number, c.effect) for c in view.combos] == cards
    assert view.plan_points == (8, ctrl.state.plans[1].later, ctrl.state.plans[2].first)
    # A typo can be corrected until the turn is confirmed.
    ctrl.select_combo(0)
    fixed = [(4, Effect.POOL), (8, Effect.BIS), (12, Effect.LANDSCAPER)]
    assert ctrl.enter_table_round(fixed) is None
    assert ctrl.draft.needs == "combo"
    assert ctrl.view().combos[0].number == 4

    ctrl.select_combo(0)
    ctrl.place_number(0, 2)  # a planned pool
    ctrl.choose_effect_target(None)
    assert ctrl.live_scores()[0].pools == 3
    assert ctrl.confirm_turn() is None
    assert ctrl.state.round == 2 and ctrl.needs_table_round()
    assert ctrl.score_history() == [(3,)]


def test_score_pad_game_to_the_end_and_resumed(make_controller):
    ctrl = make_controller()
    over = []
    ctrl.game_over.connect(lambda: over.append(True))
    ctrl.new_game(score_pad_setup("Ana", seed=2, advanced=True))
    rng = random.Random(4)
    for _ in range(3):
        assert ctrl.enter_table_round(_cards(rng)) is None
        play_human_turn(ctrl, rng)
    assert ctrl.enter_table_round(_cards(rng)) is None

    other = make_controller()
    assert other.resume_autosave()
    assert other.state == ctrl.state
    assert other.setup.score_pad and not other.needs_table_round()

    turns = 0
    while not over:
        if ctrl.needs_table_round():
            assert ctrl.enter_table_round(_cards(rng)) is None
        play_human_turn(ctrl, rng)
        turns += 1
        assert turns < 200
    assert ctrl.final_scores() == ctrl.state.scores()
    assert len(ctrl.score_history()) == len(ctrl.state.log)
    assert ctrl.enter_table_round(_cards(rng)) == Reason.GAME_OVER


def test_table_cards_only_in_a_score_pad_game(make_controller):
    from welcome_desktop.games.welcome.app.setup import solo_setup

    ctrl = make_controller(autosave=False)
    ctrl.new_game(solo_setup("Ana", seed=1))
    assert not ctrl.needs_table_round()
    assert ctrl.enter_table_round([(3, "pool")] * 3) == "not_score_pad"


def test_another_player_ends_the_game_at_the_table(make_controller, tmp_path):
    from welcome_desktop.games.welcome.engine import EndReason

    ctrl = make_controller()
    over = []
    ctrl.game_over.connect(lambda: over.append(True))
    ctrl.new_game(score_pad_setup("Ana", plan_ids=PLANS, seed=1))
    rng = random.Random(7)
    for _ in range(2):
        assert ctrl.enter_table_round(_cards(rng)) is None
        play_human_turn(ctrl, rng)
    assert ctrl.has_autosave() and ctrl.can_end_at_table()
    scores = ctrl.state.scores()
    # The cards of round 3 were already typed in when the news came: they are not played.
    assert ctrl.enter_table_round(_cards(rng)) is None
    ctrl.select_combo(0)
    assert ctrl.end_table_game() is None
    assert over == [True]
    assert ctrl.state.over and ctrl.state.end_reasons == (EndReason.TABLE,)
    assert ctrl.final_scores() == scores
    assert ctrl.active_seat == -1 and ctrl.draft.is_empty
    assert not ctrl.has_autosave()  # a finished game leaves nothing to resume
    assert not ctrl.can_end_at_table()
    assert ctrl.end_table_game() == Reason.GAME_OVER
    assert ctrl.select_combo(0) == Reason.GAME_OVER
    # A named save of the finished sheet opens finished.
    assert ctrl.save(tmp_path / "ended.json")
    other = make_controller(autosave=False)
    assert other.load(tmp_path / "ended.json")
    assert other.state == ctrl.state and other.state.over


def test_only_a_score_pad_game_ends_at_the_table(make_controller):
    from welcome_desktop.games.welcome.app.setup import solo_setup

    ctrl = make_controller(autosave=False)
    messages = []
    ctrl.refused.connect(messages.append)
    assert ctrl.end_table_game() == "no_game"
    ctrl.new_game(solo_setup("Ana", seed=1))
    assert not ctrl.can_end_at_table()
    assert ctrl.end_table_game() == "not_score_pad"
    assert not ctrl.state.over and len(messages) == 2 and all(messages)
