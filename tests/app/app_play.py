"""Drive a human seat through the controller's own API, as the UI would, with random choices."""

from __future__ import annotations

import random
from typing import Any

from welcome_desktop.games.welcome.app.controller import GameController
from welcome_desktop.games.welcome.app.setup import solo_setup
from welcome_desktop.games.welcome.engine import apply_move


def play_human_turn(ctrl: GameController, rng: random.Random) -> None:
    """Build and confirm one legal turn for the active seat using only controller calls."""
    assert ctrl.active_seat >= 0
    if ctrl.can_refuse():  # no number fits (a roundabout might still make room: refuse anyway)
        assert ctrl.refuse() is None
        assert ctrl.draft.needs == "confirm"
    else:
        view = ctrl.view()
        options = [
            (combo, shift, house)
            for combo in range(len(view.combos))
            for shift in (0, -1, 1, -2, 2)
            for house in sorted(ctrl.legal_houses(combo, shift))
        ]
        assert options, "the controller said a number can be written"
        combo, shift, (street, house) = rng.choice(options)
        assert ctrl.select_combo(combo) is None
        if shift:
            assert ctrl.set_shift(shift) is None
        assert ctrl.place_number(street, house) is None
        if ctrl.draft.needs == "effect":
            targets = ctrl.effect_targets()
            if targets and rng.random() < 0.8:
                assert ctrl.choose_effect_target(rng.choice(targets)) is None
            else:
                assert ctrl.skip_effect() is None
        for plan, options_for_plan in ctrl.claim_choices():
            assert ctrl.choose_claim(plan, rng.choice(options_for_plan)) is None
        if ctrl.reshuffle_question():
            assert ctrl.answer_reshuffle(rng.random() < 0.5) is None
    assert ctrl.draft.needs == "confirm"
    assert ctrl.confirm_turn() is None


def solo_suggestion(ctrl: GameController, qtbot: Any) -> Any:
    """Start a seeded solo game, ask for a hint and return the Suggestion once it arrives,
    after checking its move is legal on the seat's sheet (apply_move raises if not)."""
    ctrl.new_game(solo_setup("Ana", seed=9))
    got: list[Any] = []
    ctrl.suggestion_ready.connect(got.append)
    assert ctrl.request_suggestion() is None
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    view = ctrl.view()
    apply_move(view.sheet, got[0].move, view.combos, advanced=view.advanced)
    return got[0]
