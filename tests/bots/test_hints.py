"""The "Suggest a move" helper: a legal Hard move with reason ids the UI can translate."""

from __future__ import annotations

import dataclasses

from welcome_desktop.games.welcome.bots.hints import REASON_IDS, explain, suggest
from welcome_desktop.games.welcome.engine import (
    Effect,
    Sheet,
    check_move,
    moves_for_sheet,
    new_game,
    play_round,
    view_for,
)

from .bot_helpers import config


def test_suggestions_are_legal_and_use_known_reason_ids() -> None:
    state = new_game(config("advanced4", 2))
    for _ in range(5):
        view = view_for(state, 1)
        move, reasons = suggest(view)
        check_move(state, 1, move)
        assert reasons
        for reason_id, args in reasons:
            assert reason_id in REASON_IDS
            assert all(isinstance(a, str) for a in args)
        state = play_round(state, [move] * state.config.seats)


def test_suggest_is_a_function_of_the_view() -> None:
    view = view_for(new_game(config("standard2", 6)), 0)
    assert suggest(view) == suggest(view)


def test_forced_refusal_is_explained() -> None:
    # Every house built except one squeezed between 5 and 6: nothing can be written there.
    top = (1, 2, 3, 4, 5, -1, 6, 7, 8, 9)
    middle = tuple(range(11))
    bottom = tuple(range(12))
    sheet = Sheet(houses=(top, middle, bottom))
    state = dataclasses.replace(new_game(config("standard2", 1)), sheets=(sheet, sheet))
    move, reasons = suggest(view_for(state, 0))
    assert move.is_refusal
    assert reasons == [("refusal", ())]


def test_park_and_pool_reasons_name_the_street() -> None:
    state = new_game(config("standard2", 0))
    view = view_for(state, 0)
    seen = set()
    for move in moves_for_sheet(view.sheet, view.combos, advanced=False, roundabouts=False):
        effect = view.combos[move.combo].effect
        if not move.effect or effect not in (Effect.LANDSCAPER, Effect.POOL):
            continue
        reasons = explain(view, move)
        street = ("top", "middle", "bottom")[move.street]
        if effect is Effect.LANDSCAPER:
            assert ("park", (street,)) in reasons
        else:
            assert ("takes_pool", ()) in reasons
        seen.add(effect)
    assert seen  # the opening offer of seed 0 has a landscaper or a pool
