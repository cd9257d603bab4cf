"""A bot sees a seat's view only: no seed, no deck order, nothing another seat holds."""

from __future__ import annotations

import dataclasses

import pytest

from welcome_desktop.games.welcome.bots import BOT_NAMES, make_bot
from welcome_desktop.games.welcome.engine import (
    GameState,
    Mode,
    SeatView,
    new_game,
    play_round,
    view_for,
)
from welcome_desktop.games.welcome.engine.deck import STACK_SIZE

from .bot_helpers import config

FORBIDDEN = {"seed", "order", "deck", "pos", "config", "shuffles", "hands_of_others", "log"}


def test_seat_view_has_no_hidden_fields() -> None:
    names = {f.name for f in dataclasses.fields(SeatView)}
    assert not names & FORBIDDEN
    assert {"unseen", "next_effects", "combos", "sheets"} <= names


def _unseen_positions(state: GameState) -> list[int]:
    if state.config.mode is Mode.STANDARD:
        seen = {i * STACK_SIZE + k for i in range(3) for k in range(state.pos + 1)}
        return [p for p in range(len(state.order)) if p not in seen]
    if state.config.mode is Mode.SOLO:
        # The solo draw pile lies effect side up: its top card's effect is public.
        return list(range(state.pos + 1, len(state.order)))
    return list(range(state.pos, len(state.order)))


def _twin(state: GameState) -> GameState:
    """The same game with the unseen cards in another order and another seed."""
    positions = _unseen_positions(state)
    order = list(state.order)
    cards = [order[p] for p in positions]
    for p, card in zip(positions, reversed(cards), strict=True):
        order[p] = card
    twin = dataclasses.replace(
        state, order=tuple(order), config=dataclasses.replace(state.config, seed=9999)
    )
    assert twin.order != state.order
    return twin


def _advance(state: GameState, rounds: int) -> GameState:
    bot = make_bot("medium", 5)
    for _ in range(rounds):
        move = bot.choose(view_for(state, 0))
        state = play_round(state, [move] * state.config.seats)
    return state


@pytest.mark.parametrize("mode", ["standard2", "expert3", "solo"])
def test_hidden_deck_order_changes_neither_view_nor_choice(mode: str) -> None:
    state = new_game(config(mode, 3))
    # Expert hands differ per seat (one move cannot serve all): the opening view is enough.
    rounds = 0 if mode == "expert3" else 4
    state = _advance(state, rounds)
    twin = _twin(state)
    for seat in range(state.config.seats):
        view, twin_view = view_for(state, seat), view_for(twin, seat)
        assert view == twin_view
        for level in BOT_NAMES:
            assert make_bot(level, 7).choose(view) == make_bot(level, 7).choose(twin_view)
