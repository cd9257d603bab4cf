"""Legal-action queries (turns and permit declarations) and a random legal action for tests."""

from __future__ import annotations

import random
from collections.abc import Iterable

from .actions import Action, Kind
from .cards import MONUMENT_CARDS
from .city import City
from .game import GameState, Special, permit_seats


def turn_actions_for(
    city: City,
    seat: int,
    hand: tuple[int, ...],
    *,
    statue: bool,
    double: bool = False,
    may_skip: bool = False,
    statue_cards: Iterable[int] | None = None,
) -> tuple[Action, ...]:
    """Every turn action of ``seat`` holding ``hand`` (and the statue, the x2 card if held).

    ``statue_cards`` limits the identities named for the statue (default: all 49); bots use it
    to prune. A discard is offered only when no hand card fits anywhere."""
    skips = (False, True) if may_skip else (False,)
    doubles = (False, True) if double else (False,)
    out = [
        Action(Kind.BUILD, seat, card, cell, skip, dbl)
        for card in hand
        for cell in city.cells_for(card)
        for skip in skips
        for dbl in doubles
    ]
    if not out:
        out = [Action(Kind.DISCARD, seat, card, None, skip) for card in hand for skip in skips]
    if statue:
        cells = city.frontier()
        cards = range(MONUMENT_CARDS) if statue_cards is None else statue_cards
        out.extend(
            Action(Kind.STATUE, seat, card, cell, False, dbl)
            for card in cards
            for cell in cells
            for dbl in doubles
        )
    return tuple(out)


def turn_actions(state: GameState, *, statue: bool = True) -> tuple[Action, ...]:
    """The legal turn actions of the seat to play (no permit declarations); () when over.

    ``statue=False`` leaves out the (many) statue actions."""
    if state.over:
        return ()
    seat = state.current_seat
    return turn_actions_for(
        state.city,
        seat,
        state.hands[seat],
        statue=statue and state.statues[seat],
        double=state.config.special is Special.DOUBLE and state.specials[seat],
        may_skip=state.may_skip_draw(seat),
    )


def permit_actions(state: GameState) -> tuple[Action, ...]:
    """The permit declarations allowed now, in resolution order."""
    return tuple(Action(Kind.PERMIT, s) for s in permit_seats(state))


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every legal action now: the turn actions of the seat to play, then permit declarations."""
    return (*turn_actions(state), *permit_actions(state))


def random_action(
    state: GameState,
    rng: random.Random,
    *,
    permit_rate: float = 0.05,
    statue_rate: float = 0.08,
    skip_rate: float = 0.5,
    double_rate: float = 0.1,
) -> Action:
    """A random legal action (the game must not be over): a permit declaration now and then, the
    statue now and then, otherwise a uniformly random build or discard."""
    for seat in permit_seats(state):
        if rng.random() < permit_rate:
            return Action(Kind.PERMIT, seat)
    seat = state.current_seat
    city = state.city
    double = (
        state.config.special is Special.DOUBLE
        and state.specials[seat]
        and rng.random() < double_rate
    )
    if state.statues[seat] and rng.random() < statue_rate:
        cell = rng.choice(city.frontier())
        return Action(Kind.STATUE, seat, rng.randrange(MONUMENT_CARDS), cell, False, double)
    hand = state.hands[seat]
    skip = state.may_skip_draw(seat) and rng.random() < skip_rate
    builds = [(card, cell) for card in hand for cell in city.cells_for(card)]
    if builds:
        card, cell = rng.choice(builds)
        return Action(Kind.BUILD, seat, card, cell, skip, double)
    return Action(Kind.DISCARD, seat, rng.choice(hand), None, skip)
