"""What one seat may see of a game: no deck order, no seed, no other seat's unresolved move."""

from __future__ import annotations

from dataclasses import dataclass

from .data import Effect, PlanDef
from .game import GameState, Mode
from .moves import Combination, Move
from .sheet import Sheet


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's view of the game. Bots and the UI read this, never the GameState's deck.

    ``sheets`` are every seat's sheets as of the start of the round; ``current`` is this seat's
    sheet including its own move already submitted this round (``pending``), if any.
    ``unseen`` lists the card ids this seat has not seen since the last shuffle, sorted, so the
    order of the deck stays hidden.
    """

    seat: int
    mode: Mode
    seats: int
    advanced: bool
    round: int
    sheets: tuple[Sheet, ...]
    current: Sheet
    pending: Move | None
    combos: tuple[Combination, ...]
    hand: tuple[int, ...]
    plans: tuple[PlanDef, PlanDef, PlanDef]
    approved: tuple[bool, bool, bool]
    plan_points: tuple[int, int, int]
    next_effects: tuple[Effect, ...]
    unseen: tuple[int, ...]
    cards_left: int
    can_reshuffle: bool
    solo_card_seen: bool
    submitted: tuple[bool, ...]
    over: bool
    sheet_id: str = "base"  # the sheet played on (GameConfig.sheet): bots and hints read it

    @property
    def sheet(self) -> Sheet:
        """This seat's sheet at the start of the round (what a move is applied to)."""
        return self.sheets[self.seat]


def view_for(state: GameState, seat: int) -> SeatView:
    pending = state.pending[seat]
    hand = state.hands[seat] if state.config.mode is not Mode.STANDARD else ()
    return SeatView(
        seat=seat,
        mode=state.config.mode,
        seats=state.config.seats,
        advanced=state.config.advanced,
        round=state.round,
        sheets=state.sheets,
        current=state.current_sheet(seat),
        pending=None if pending is None else pending[0],
        combos=state.offers[seat],
        hand=hand,
        plans=state.plans,
        approved=state.approved,
        plan_points=state.plan_points(),
        next_effects=tuple(Effect(e) for e in state.next_effects()),
        unseen=state.unseen_cards(seat),
        cards_left=state.cards_left(),
        can_reshuffle=state.can_reshuffle(),
        solo_card_seen=state.solo_card_seen,
        submitted=tuple(p is not None for p in state.pending),
        over=state.over,
        sheet_id=state.config.sheet,
    )
