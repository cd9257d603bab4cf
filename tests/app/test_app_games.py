"""Whole games through the controller's API: solo, one human against a bot, two humans."""

from __future__ import annotations

import random

from welcome_desktop.games.welcome.app.setup import SeatSetup, hotseat_setup, solo_setup
from welcome_desktop.games.welcome.engine import Mode

from .app_play import play_human_turn


def _play_to_end(ctrl, qtbot, rng, max_turns=400):
    """Play every human turn until the game ends, letting bots answer from their thread."""
    over = []
    ctrl.game_over.connect(lambda: over.append(True))
    turns = 0
    while not over:
        qtbot.waitUntil(lambda: ctrl.active_seat >= 0 or bool(over), timeout=20000)
        if over:
            break
        play_human_turn(ctrl, rng)
        turns += 1
        assert turns < max_turns
    return over, turns


def test_solo_game_plays_to_the_end(make_controller, qtbot):
    ctrl = make_controller()
    rounds = []
    ctrl.round_resolved.connect(rounds.append)
    ctrl.new_game(solo_setup("Ana", seed=11))
    assert ctrl.state.config.mode is Mode.SOLO
    assert ctrl.active_seat == 0

    over, turns = _play_to_end(ctrl, qtbot, random.Random(1))

    state = ctrl.state
    assert over == [True]
    assert state.over and state.end_reasons
    assert turns == len(state.log) == len(rounds)
    assert rounds == list(range(1, turns + 1))
    assert ctrl.final_scores() == state.scores()
    assert ctrl.score_history()[-1] == (state.scores()[0].total,)
    assert len(ctrl.score_history()) == turns
    assert ctrl.active_seat == -1
    assert ctrl.place_number(0, 0) == "game_over"


def test_hotseat_human_against_bot_plays_to_the_end(make_controller, qtbot):
    ctrl = make_controller()
    moved = []
    ctrl.bot_moved.connect(lambda seat, move: moved.append((seat, move)))
    changed = []
    ctrl.seat_changed.connect(changed.append)
    setup = hotseat_setup([SeatSetup("Ana"), SeatSetup("Bot", "easy")], seed=5)
    ctrl.new_game(setup)

    over, turns = _play_to_end(ctrl, qtbot, random.Random(2))

    state = ctrl.state
    assert over == [True]
    assert ctrl.final_scores() == state.scores()
    assert ctrl.ranking() == state.ranking()
    # One bot move per round, as the engine logged it.
    assert [m for _, m in moved] == [moves[1] for moves in state.log]
    assert {seat for seat, _ in moved} == {1}
    assert changed == []  # a single human never sees "pass the device"
    history = ctrl.score_history()
    assert len(history) == len(state.log) == turns
    assert history[-1] == tuple(s.total for s in state.scores())
    assert all(len(row) == 2 for row in history)


def test_hotseat_two_humans_pass_the_device(make_controller, qtbot):
    ctrl = make_controller()
    changed = []
    ctrl.seat_changed.connect(changed.append)
    ctrl.new_game(hotseat_setup([SeatSetup("Ana"), SeatSetup("Ben")], seed=8, advanced=True))
    assert changed == [0]

    rng = random.Random(3)
    # Round 1: seat 0 plays, then the device passes to seat 1, who sees seat 0's sheet as at
    # the start of the round (hot-seat privacy).
    play_human_turn(ctrl, rng)
    assert changed == [0, 1]
    assert ctrl.active_seat == 1
    view = ctrl.view()
    assert view.seat == 1
    assert view.sheets[0] == ctrl.state.sheets[0]
    assert ctrl.state.current_sheet(0) != view.sheets[0]  # seat 0 wrote something
    assert ctrl.live_scores()[0] == ctrl.state.scores()[0]
    play_human_turn(ctrl, rng)
    assert changed == [0, 1, 0]
    assert ctrl.state.round == 2

    over, turns = _play_to_end(ctrl, qtbot, rng)
    state = ctrl.state
    assert over == [True]
    assert ctrl.final_scores() == state.scores()
    assert (turns + 2) == 2 * len(state.log)
    assert len(ctrl.score_history()) == len(state.log)


def test_expert_hotseat_with_two_bot_levels(make_controller, qtbot):
    ctrl = make_controller()
    setup = hotseat_setup(
        [SeatSetup("Ana"), SeatSetup("B1", "easy"), SeatSetup("B2", "medium")],
        seed=21,
        expert=True,
    )
    ctrl.new_game(setup)
    assert len(ctrl.view().combos) == 6  # a hand of three cards: every ordered pair
    over, _ = _play_to_end(ctrl, qtbot, random.Random(4))
    assert over == [True]
    assert ctrl.final_scores() == ctrl.state.scores()
