"""What one seat may see of a Pompeji game (no pile order, no seed, no other hand unless the
hands are open), legal actions from that view, and sampling a full state consistent with it."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from .actions import Action, Kind
from .cards import VOLCANO_FIRST, VOLCANO_SECOND
from .city import City
from .deck import ZONE, pile_size, volcano_chance
from .game import GameConfig, GameState, SkipRule, Special, TurnRecord
from .legal import turn_actions_for


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's view. ``hands`` holds every hand only when hands are open, else ``()``;
    ``unseen`` lists the monuments this seat cannot see, sorted (the pile order stays hidden)."""

    seat: int
    seats: int
    skip_rule: SkipRule
    special: Special
    open_hands: bool
    city: City
    hand: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    statues: tuple[bool, ...]
    specials: tuple[bool, ...]
    declared: tuple[int, ...]
    next_seat: int
    current_seat: int
    volcanoes: int
    cards_left: int
    points: tuple[int, ...]
    discards: tuple[int, ...]
    turns: tuple[TurnRecord, ...]
    unseen: tuple[int, ...]
    over: bool

    @property
    def my_turn(self) -> bool:
        return not self.over and self.current_seat == self.seat

    @property
    def erupted(self) -> bool:
        return self.volcanoes >= 1

    @property
    def pile_size(self) -> int:
        return pile_size(self.seats)

    def may_skip_draw(self) -> bool:
        rules = GameConfig(self.seats, skip_rule=self.skip_rule)
        return self.erupted and len(self.hand) - 1 >= rules.skip_min

    def volcano_chance(self) -> float:
        """The chance that the next card drawn is a volcano."""
        return volcano_chance(self.cards_left, self.volcanoes)

    def may_declare_permit(self) -> bool:
        """The same rule as ``game.permit_problem``, from the view's public fields."""
        return (
            not self.over
            and self.special is Special.PERMIT
            and self.specials[self.seat]
            and self.seat != self.next_seat
        )

    def turn_actions(self, *, statue: bool = True) -> tuple[Action, ...]:
        """This seat's legal turn actions if it is to play, else ()."""
        if not self.my_turn:
            return ()
        return turn_actions_for(
            self.city,
            self.seat,
            self.hand,
            statue=statue and self.statues[self.seat],
            double=self.special is Special.DOUBLE and self.specials[self.seat],
            may_skip=self.may_skip_draw(),
        )

    def actions(self) -> tuple[Action, ...]:
        """Every legal action of this seat now (turn actions, then the permit if allowed)."""
        permit = (Action(Kind.PERMIT, self.seat),) if self.may_declare_permit() else ()
        return (*self.turn_actions(), *permit)


def view_for(state: GameState, seat: int) -> SeatView:
    cfg = state.config
    hands = state.hands if cfg.open_hands else ()
    unseen = state.unseen_by(seat)
    if cfg.open_hands:
        others = {c for s, h in enumerate(state.hands) if s != seat for c in h}
        unseen = tuple(c for c in unseen if c not in others)
    return SeatView(
        seat=seat,
        seats=cfg.seats,
        skip_rule=cfg.skip_rule,
        special=cfg.special,
        open_hands=cfg.open_hands,
        city=state.city,
        hand=state.hands[seat],
        hands=hands,
        hand_sizes=tuple(len(h) for h in state.hands),
        statues=state.statues,
        specials=state.specials,
        declared=state.declared,
        next_seat=state.next_seat,
        current_seat=state.current_seat,
        volcanoes=state.volcanoes,
        cards_left=state.cards_left(),
        points=state.points,
        discards=state.discards,
        turns=state.turns,
        unseen=unseen,
        over=state.over,
    )


def sample_state(
    view: SeatView, rng: random.Random, given: Mapping[int, tuple[int, ...]] | None = None
) -> GameState:
    """A full state consistent with ``view``: hidden hands and the pile drawn at random from the
    unseen monuments, the volcanoes placed in their zones. For computer players' look-ahead.
    ``given``: hidden hands already chosen by the caller (unseen cards, the right sizes), for a
    player that weighs what the others are likely to hold; the rest is drawn at random."""
    given = given or {}
    taken = {c for hand in given.values() for c in hand}
    cards = [c for c in view.unseen if c not in taken]
    rng.shuffle(cards)
    hands: list[tuple[int, ...]] = []
    for s in range(view.seats):
        if s == view.seat:
            hands.append(view.hand)
        elif view.open_hands:
            hands.append(view.hands[s])
        elif s in given:
            hands.append(given[s])
        else:
            k = view.hand_sizes[s]
            hands.append(tuple(cards[:k]))
            del cards[:k]
    k = view.cards_left
    pile: list[int | None] = [None] * k
    # Position p from the top is (k - 1 - p) cards above the bottom.
    if view.volcanoes == 0:
        upper = [p for p in range(k) if ZONE <= k - 1 - p < 2 * ZONE]
        pile[rng.choice(upper)] = VOLCANO_FIRST
    if view.volcanoes <= 1:
        lower = [p for p in range(k) if k - 1 - p < ZONE]
        pile[rng.choice(lower)] = VOLCANO_SECOND
    it = iter(cards)
    full = tuple(next(it) if c is None else c for c in pile)
    return GameState(
        config=GameConfig(view.seats, 0, 0, view.skip_rule, view.special, view.open_hands),
        pile=full,
        drawn=0,
        city=view.city,
        hands=tuple(hands),
        statues=view.statues,
        specials=view.specials,
        declared=view.declared,
        next_seat=view.next_seat,
        volcanoes=view.volcanoes,
        points=view.points,
        discards=view.discards,
        turns=view.turns,
        over=view.over,
    )
