"""The app's "Suggest a move" for Pompeji: what the Hard level would play now for a seat,
worked out from that seat's own view (its hand, the city, the public record), never from the
other hands or the pile; and whether the Hard level would follow that build with its building
permit (a second turn), judged from the cards the seat keeps."""

from __future__ import annotations

from dataclasses import replace

from ..engine import Action, GameState, Kind, Special, Tile, view_for
from .hard import HARD_WEIGHTS, HardBot, permit_now


def suggest(state: GameState, seat: int) -> Action:
    """The Hard level's turn for ``seat`` in ``state`` (the seat to play)."""
    return HardBot(seed=len(state.turns)).choose(view_for(state, seat))


def second_turn_advised(state: GameState, seat: int, action: Action) -> bool:
    """After ``action``, would the Hard level use its building permit to play again?

    Hard decides at the window after its turn, with the card it drew; a player ticks the box
    before drawing, so this asks Hard's rule with the cards kept only. The draw can only add
    builds, so a yes here would be a yes after it too. No permit held, or a discard: no."""
    view = view_for(state, seat)
    permit = view.special is Special.PERMIT and view.specials[seat]
    if not permit or action.kind is Kind.DISCARD or action.cell is None:
        return False
    statue = action.kind is Kind.STATUE
    hand = list(view.hand)
    if not statue:
        hand.remove(action.card)
    drawn = not statue and not action.skip_draw
    after = replace(
        view,
        city=view.city.place(action.cell, Tile(action.card, statue, seat)),
        hand=tuple(hand),
        statues=tuple(False if s == seat and statue else h for s, h in enumerate(view.statues)),
        cards_left=max(0, view.cards_left - (1 if drawn else 0)),
    )
    return permit_now(after, HARD_WEIGHTS)
