"""A whole Pompeji game as an immutable state: setup, turns, permit windows, volcanoes, the end."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Final, TypeVar

from .actions import Action, Kind
from .cards import MONUMENT_CARDS, VALUES, VOLCANO_SECOND, VOLCANOES, is_monument
from .city import City, Tile
from .deck import deal
from .errors import IllegalMove, Reason
from .scoring import placement_points

T = TypeVar("T")

MIN_SEATS: Final = 2
MAX_SEATS: Final = 4


class SkipRule(StrEnum):
    """When a player may skip the draw after the first volcano ([DECISION] draw exception)."""

    LITERAL = "literal"  # at least 2 cards left in hand after building (default)
    LENIENT = "lenient"  # at least 1 card left


SKIP_MIN: Final = {SkipRule.LITERAL: 2, SkipRule.LENIENT: 1}


class Special(StrEnum):
    """Each player's once-per-game special card ([DECISION] x2 variant)."""

    PERMIT = "permit"  # the building permit (default)
    DOUBLE = "double"  # "x2": double the points of one placement


@dataclass(frozen=True, slots=True)
class GameConfig:
    seats: int = 3
    seed: int = 0
    first_seat: int = 0
    skip_rule: SkipRule = SkipRule.LITERAL
    special: Special = Special.PERMIT
    open_hands: bool = False

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"seats must be {MIN_SEATS}..{MAX_SEATS}")
        if not 0 <= self.first_seat < self.seats:
            raise ValueError("first_seat must be one of the seats")

    @property
    def skip_min(self) -> int:
        return SKIP_MIN[self.skip_rule]

    def to_json(self) -> dict[str, object]:
        return {
            "seats": self.seats,
            "seed": self.seed,
            "first_seat": self.first_seat,
            "skip_rule": self.skip_rule.value,
            "special": self.special.value,
            "open_hands": self.open_hands,
        }


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """What one turn scored (public): for the per-turn chart and the score invariant."""

    seat: int
    kind: Kind
    points: int
    bonus: bool  # a permit turn


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game. ``pile[drawn:]`` is the draw pile (top first); ``declared`` the seats
    that declared their permit, in the order their bonus turns come; ``next_seat`` the seat
    whose regular turn is next (a bonus turn does not move it)."""

    config: GameConfig
    pile: tuple[int, ...]
    drawn: int
    city: City
    hands: tuple[tuple[int, ...], ...]
    statues: tuple[bool, ...]  # statue still held
    specials: tuple[bool, ...]  # permit (or x2 card) still held
    declared: tuple[int, ...]
    next_seat: int
    volcanoes: int
    points: tuple[int, ...]  # running totals
    discards: tuple[int, ...]
    turns: tuple[TurnRecord, ...]
    over: bool = False
    log: tuple[Action, ...] = field(default=(), compare=False, repr=False)

    # -- queries ------------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return self.config.seats

    @property
    def current_seat(self) -> int:
        """Whose turn comes next: the first declared permit, else the regular turn."""
        return self.declared[0] if self.declared else self.next_seat

    @property
    def erupted(self) -> bool:
        return self.volcanoes >= 1

    def cards_left(self) -> int:
        return len(self.pile) - self.drawn

    def may_skip_draw(self, seat: int) -> bool:
        """Whether ``seat`` may skip the draw after building or discarding one card now."""
        return self.erupted and len(self.hands[seat]) - 1 >= self.config.skip_min

    def hand_penalty(self, seat: int) -> int:
        return sum(VALUES[c] for c in self.hands[seat])

    def final_scores(self) -> tuple[int, ...]:
        """Running totals minus the values of the monuments in hand (the score if it ended now)."""
        return tuple(p - self.hand_penalty(s) for s, p in enumerate(self.points))

    def ranks(self) -> tuple[int, ...]:
        return ranks(self.final_scores())

    def running_totals(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's running total after each turn (the hand penalty not taken off)."""
        totals = [0] * self.seats
        out = []
        for record in self.turns:
            totals[record.seat] += record.points
            out.append(tuple(totals))
        return tuple(out)

    def winners(self) -> tuple[int, ...]:
        """Every seat with the best score ([DECISION] ties are shared)."""
        return tuple(s for s, r in enumerate(self.ranks()) if r == 1)

    def unseen_by(self, seat: int) -> tuple[int, ...]:
        """Monuments ``seat`` cannot see (other hands and the pile), sorted: order stays hidden."""
        seen = set(self.city.monuments()) | set(self.hands[seat]) | set(self.discards)
        return tuple(c for c in range(MONUMENT_CARDS) if c not in seen)


def ranks(scores: tuple[int, ...]) -> tuple[int, ...]:
    """Competition ranks: 1 + the number of strictly better scores (equal scores share a rank)."""
    return tuple(1 + sum(1 for o in scores if o > s) for s in scores)


# -- setup ------------------------------------------------------------------------------------
def new_game(config: GameConfig) -> GameState:
    hands, pile = deal(config.seed, config.seats)
    n = config.seats
    return GameState(
        config=config,
        pile=pile,
        drawn=1,
        city=City.start(pile[0]),
        hands=hands,
        statues=(True,) * n,
        specials=(True,) * n,
        declared=(),
        next_seat=config.first_seat,
        volcanoes=0,
        points=(0,) * n,
        discards=(),
        turns=(),
    )


# -- actions ----------------------------------------------------------------------------------
def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises IllegalMove (the given state is unchanged)."""
    if state.over:
        raise IllegalMove(Reason.GAME_OVER)
    if not 0 <= action.seat < state.seats:
        raise IllegalMove(Reason.NO_SUCH_SEAT, str(action.seat))
    new = _declare(state, action) if action.kind is Kind.PERMIT else _turn(state, action)
    return replace(new, log=(*state.log, action))


def check(state: GameState, action: Action) -> None:
    """Raise IllegalMove if ``action`` is not allowed in ``state``."""
    apply(state, action)


def is_legal(state: GameState, action: Action) -> bool:
    try:
        apply(state, action)
    except IllegalMove:
        return False
    return True


def permit_problem(state: GameState, seat: int) -> Reason | None:
    """Why ``seat`` may not declare its permit now, or None. A window is open before every turn."""
    if state.over:
        return Reason.GAME_OVER
    if state.config.special is not Special.PERMIT:
        return Reason.NOT_IN_VARIANT
    if not state.specials[seat]:
        return Reason.PERMIT_USED
    if seat == state.next_seat:
        return Reason.PERMIT_BEFORE_OWN_TURN
    return None


def permit_seats(state: GameState) -> tuple[int, ...]:
    """The seats that may declare now, in the order their bonus turns would resolve."""
    n = state.seats
    order = [(state.next_seat + k) % n for k in range(n)]
    return tuple(s for s in order if permit_problem(state, s) is None)


def _declare(state: GameState, action: Action) -> GameState:
    if action.card != -1 or action.cell is not None or action.skip_draw or action.double:
        raise IllegalMove(Reason.BAD_ACTION, "a permit declaration carries nothing else")
    problem = permit_problem(state, action.seat)
    if problem is not None:
        raise IllegalMove(problem)
    n, first = state.seats, state.next_seat
    declared = tuple(sorted((*state.declared, action.seat), key=lambda s: (s - first) % n))
    specials = _set(state.specials, action.seat, False)
    return replace(state, declared=declared, specials=specials)


def _turn(state: GameState, action: Action) -> GameState:
    seat = action.seat
    if seat != state.current_seat:
        raise IllegalMove(Reason.NOT_YOUR_TURN, str(seat))
    hand = state.hands[seat]
    city = state.city
    statues = state.statues
    discards = state.discards
    card = action.card
    kind = action.kind
    if not is_monument(card):
        raise IllegalMove(Reason.NO_SUCH_CARD, str(card))
    if kind is Kind.STATUE:
        if not statues[seat]:
            raise IllegalMove(Reason.STATUE_USED)
        if action.skip_draw:
            raise IllegalMove(Reason.STATUE_DOES_NOT_DRAW)
    elif card not in hand:
        raise IllegalMove(Reason.CARD_NOT_IN_HAND, str(card))
    if kind is Kind.DISCARD:
        if action.cell is not None or action.double:
            raise IllegalMove(Reason.BAD_ACTION, "a discard has no cell and no x2")
        if any(city.can_place(c) for c in hand):
            raise IllegalMove(Reason.DISCARD_NOT_ALLOWED)
        points = 0
        discards = (*discards, card)
    else:
        cell = action.cell
        if cell is None:
            raise IllegalMove(Reason.BAD_ACTION, "a build needs a cell")
        is_statue = kind is Kind.STATUE
        problem = city.problem(cell, card, is_statue)
        if problem is not None:
            raise IllegalMove(problem, str(cell))
        points = placement_points(city, cell, card, is_statue)
        if action.double:
            if state.config.special is not Special.DOUBLE:
                raise IllegalMove(Reason.NOT_IN_VARIANT)
            if not state.specials[seat]:
                raise IllegalMove(Reason.DOUBLE_USED)
            points *= 2
        city = city.place(cell, Tile(card, is_statue, seat))
    if kind is Kind.STATUE:
        statues = _set(statues, seat, False)
    else:
        hand = _remove(hand, card)
        if action.skip_draw and not state.may_skip_draw(seat):
            raise IllegalMove(Reason.SKIP_NOT_ALLOWED)
    drawn, volcanoes, over = state.drawn, state.volcanoes, False
    if kind is not Kind.STATUE and not action.skip_draw:
        while drawn < len(state.pile):
            got = state.pile[drawn]
            drawn += 1
            if got not in VOLCANOES:
                hand = (*hand, got)
                break
            volcanoes += 1
            if got == VOLCANO_SECOND or volcanoes >= 2:
                over = True
                break
            # the first volcano is set aside and replaced by the next card
        else:
            over = True  # never with a real pile (the second volcano ends the game first)
    bonus = bool(state.declared) and state.declared[0] == seat
    return replace(
        state,
        drawn=drawn,
        city=city,
        hands=_set(state.hands, seat, hand),
        statues=statues,
        specials=_set(state.specials, seat, False) if action.double else state.specials,
        declared=state.declared[1:] if bonus else state.declared,
        next_seat=state.next_seat if bonus else (state.next_seat + 1) % state.seats,
        volcanoes=volcanoes,
        points=_set(state.points, seat, state.points[seat] + points),
        discards=discards,
        turns=(*state.turns, TurnRecord(seat, kind, points, bonus)),
        over=over,
    )


def _set(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _remove(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = hand.index(card)
    return (*hand[:i], *hand[i + 1 :])
