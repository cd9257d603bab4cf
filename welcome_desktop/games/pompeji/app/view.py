"""The one value the Pompeji controller publishes per change: everything the board draws.

Built by ``build`` from the state, the turn in progress (``Draft``) and the seats; pure (no Qt).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine import (
    City,
    GameState,
    Kind,
    PlacementScore,
    Pos,
    Special,
    Tile,
    permit_seats,
    score_placement,
)
from ..engine.replay import TurnSummary, recent_turns
from .setup import PompejiSetup

LAST_TURNS = 3  # the turns the board lists under the scores, so a table can follow the game


class Prompt(StrEnum):
    """What the turn bar asks for (the ui words it)."""

    NONE = "none"  # no game
    PLACE = "place"  # drag a card (or the statue) onto the city
    DISCARD = "discard"  # no hand card fits: discard one
    CONFIRM = "confirm"  # a card is placed: end the turn or take it back
    WAIT = "wait"  # a computer player is thinking
    HIDDEN = "hidden"  # the device is being passed
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Draft:
    """The turn in progress of the seat to play (undone freely until it is confirmed)."""

    card: int
    cell: Pos | None = None  # None for a discard
    statue: bool = False
    skip_draw: bool = False
    second_turn: bool = False  # declare the permit right after this turn
    double: bool = False  # play the x2 card with this placement (x2 variant)

    @property
    def is_discard(self) -> bool:
        return self.cell is None


@dataclass(frozen=True, slots=True)
class TurnView:
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seat: int  # whose hand is shown (-1: none)
    current_seat: int
    city: City  # the city with the draft card placed
    draft: Draft | None
    draft_score: PlacementScore | None
    hand: tuple[int, ...]  # the shown seat's hand without the drafted card
    statue_held: bool  # the shown seat may still play its statue this turn
    statues: tuple[bool, ...]
    permits: tuple[bool, ...]
    points: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    cards_left: int
    volcanoes: int
    my_turn: bool  # a human plays now and sees the board
    must_discard: bool
    may_skip: bool
    can_second_turn: bool
    can_double: bool  # the x2 card may go with the drafted placement (x2 variant)
    double_variant: bool  # each player holds an x2 card instead of a building permit
    draft_points: int  # what the drafted turn scores (x2 included)
    can_undo: bool
    can_confirm: bool
    permit_humans: tuple[int, ...]  # human seats that may declare their permit now
    busy: bool
    hidden: bool
    over: bool
    prompt: Prompt
    turn: int  # turns played
    recent: tuple[Pos, ...] = ()  # cells the others built since the shown seat last played
    last_turns: tuple[TurnSummary, ...] = ()  # the last few turns, oldest first (public)
    open_hands: tuple[tuple[int, ...], ...] = ()  # every hand, when hands are open (teaching)


EMPTY = TurnView(
    names=(),
    humans=(),
    seat=-1,
    current_seat=-1,
    city=City({}),
    draft=None,
    draft_score=None,
    hand=(),
    statue_held=False,
    statues=(),
    permits=(),
    points=(),
    hand_sizes=(),
    cards_left=0,
    volcanoes=0,
    my_turn=False,
    must_discard=False,
    may_skip=False,
    can_second_turn=False,
    can_double=False,
    double_variant=False,
    draft_points=0,
    can_undo=False,
    can_confirm=False,
    permit_humans=(),
    busy=False,
    hidden=False,
    over=False,
    prompt=Prompt.NONE,
    turn=0,
)  # no game


def place_draft(city: City, draft: Draft | None, seat: int) -> City:
    if draft is None or draft.cell is None:
        return city
    return city.place(draft.cell, Tile(draft.card, draft.statue, seat))


def build(
    state: GameState | None,
    setup: PompejiSetup | None,
    draft: Draft | None,
    *,
    busy: bool,
    hidden: bool,
) -> TurnView:
    if state is None or setup is None:
        return EMPTY
    humans = tuple(s.is_human for s in setup.seats)
    current = state.current_seat
    human_turn = not state.over and humans[current]
    seat = current if human_turn and not hidden else -1
    if not human_turn and sum(humans) == 1 and not state.over:
        seat = humans.index(True)  # one human: their hand stays in view while bots play
    hand = state.hands[seat] if seat >= 0 else ()
    if draft is not None and not draft.statue and seat == current:
        i = hand.index(draft.card)
        hand = (*hand[:i], *hand[i + 1 :])
    my_turn = human_turn and not hidden and not busy
    window_open = not state.over and draft is None
    permit_humans = (
        tuple(s for s in permit_seats(state) if humans[s]) if window_open and not busy else ()
    )
    if busy and window_open:  # a human may interrupt a computer player who is thinking
        permit_humans = tuple(s for s in permit_seats(state) if humans[s])
    must_discard = (
        my_turn and draft is None and not any(state.city.can_place(c) for c in state.hands[current])
    )
    score = None
    if draft is not None and draft.cell is not None:
        score = score_placement(state.city, draft.cell, draft.card, draft.statue)
    if state.over:
        prompt = Prompt.OVER
    elif hidden:
        prompt = Prompt.HIDDEN
    elif not human_turn or busy:
        prompt = Prompt.WAIT
    elif draft is not None:
        prompt = Prompt.CONFIRM
    else:
        prompt = Prompt.DISCARD if must_discard else Prompt.PLACE
    statue_draft = draft is not None and draft.statue
    double_variant = state.config.special is Special.DOUBLE
    return TurnView(
        names=tuple(s.name for s in setup.seats),
        humans=humans,
        seat=seat,
        current_seat=current,
        city=place_draft(state.city, draft, current),
        draft=draft,
        draft_score=score,
        hand=hand,
        statue_held=seat >= 0 and state.statues[seat] and not statue_draft,
        statues=state.statues,
        permits=state.specials,
        points=state.points,
        hand_sizes=tuple(len(h) for h in state.hands),
        cards_left=state.cards_left(),
        volcanoes=state.volcanoes,
        my_turn=my_turn,
        must_discard=must_discard,
        may_skip=my_turn and not statue_draft and state.may_skip_draw(current),
        can_second_turn=my_turn
        and not double_variant
        and state.specials[current]
        and current == state.next_seat,
        can_double=my_turn
        and double_variant
        and state.specials[current]
        and draft is not None
        and draft.cell is not None,
        double_variant=double_variant,
        draft_points=(score.total * (2 if draft is not None and draft.double else 1))
        if score is not None
        else 0,
        can_undo=my_turn and draft is not None,
        can_confirm=my_turn and draft is not None,
        permit_humans=permit_humans,
        busy=busy,
        hidden=hidden,
        over=state.over,
        prompt=prompt,
        turn=len(state.turns),
        recent=recent_cells(state, seat if seat >= 0 else current),
        last_turns=recent_turns(state.config, state.log, LAST_TURNS),
        open_hands=state.hands if state.config.open_hands else (),
    )


def recent_cells(state: GameState, me: int) -> tuple[Pos, ...]:
    """The cells built by the others since ``me`` last played (newest first)."""
    out: list[Pos] = []
    for action in reversed(state.log):
        if action.kind is Kind.PERMIT:
            continue
        if action.seat == me:
            break
        if action.cell is not None:
            out.append(action.cell)
    return tuple(out)
