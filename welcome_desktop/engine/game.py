"""A whole game as an immutable state: setup, simultaneous turns, round resolution and the end."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from .data import CARD_COUNT, CARD_EFFECTS, CARD_NUMBERS, MAX_REFUSALS, SOLO_CARD, PlanDef
from .deck import STACK_SIZE, STACKS, choose_plans, full_deck, shuffled, solo_deck
from .errors import IllegalMove, Reason
from .moves import Combination, Move
from .plans import check_claim, claim_plan, resolve_claims
from .rules import apply_move
from .scoring import Score, ranking, score_all
from .sheet import Sheet

MAX_SEATS = 12
# Hand positions used for (number, effect) in solo and expert: every ordered pair.
HAND_PAIRS = ((0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1))


class Mode(StrEnum):
    STANDARD = "standard"
    SOLO = "solo"
    EXPERT = "expert"


class EndReason(StrEnum):
    REFUSALS = "refusals"
    PLANS = "plans"
    HOUSES = "houses"
    DECK = "deck"


@dataclass(frozen=True, slots=True)
class GameConfig:
    mode: Mode = Mode.STANDARD
    seats: int = 1
    advanced: bool = False
    seed: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.seats <= MAX_SEATS:
            raise ValueError(f"seats must be 1..{MAX_SEATS}")
        if self.mode is Mode.SOLO and self.seats != 1:
            raise ValueError("the solo variant has exactly one seat")

    def to_json(self) -> dict[str, object]:
        return {
            "mode": self.mode.value,
            "seats": self.seats,
            "advanced": self.advanced,
            "seed": self.seed,
        }


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game. ``sheets`` are as of the start of the round; ``pending`` holds each
    seat's submitted move and resulting sheet until every seat has played."""

    config: GameConfig
    plans: tuple[PlanDef, PlanDef, PlanDef]
    approved: tuple[bool, bool, bool]
    sheets: tuple[Sheet, ...]
    pending: tuple[tuple[Move, Sheet] | None, ...]
    offers: tuple[tuple[Combination, ...], ...]
    round: int
    order: tuple[int, ...]
    pos: int
    shuffles: int
    hands: tuple[tuple[int, ...], ...] = ()
    solo_card_seen: bool = False
    plan_achieved: bool = False
    over: bool = False
    end_reasons: tuple[EndReason, ...] = ()
    log: tuple[tuple[Move, ...], ...] = field(default=(), compare=False, repr=False)

    # -- queries --------------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return self.config.seats

    def combos(self, seat: int) -> tuple[Combination, ...]:
        return self.offers[seat]

    def current_sheet(self, seat: int) -> Sheet:
        """The seat's sheet including its move submitted this round, if any."""
        p = self.pending[seat]
        return self.sheets[seat] if p is None else p[1]

    def plan_points(self) -> tuple[int, int, int]:
        """What a plan scores if achieved this round (first value until approved)."""
        p = self.plans
        a = self.approved
        return (
            p[0].later if a[0] else p[0].first,
            p[1].later if a[1] else p[1].first,
            p[2].later if a[2] else p[2].first,
        )

    def can_reshuffle(self) -> bool:
        """Whether a plan achiever of this round may ask for the reshuffle."""
        return self.config.mode is Mode.STANDARD and not self.plan_achieved

    def scores(self) -> tuple[Score, ...]:
        return score_all(self.sheets, solo=self.config.mode is Mode.SOLO)

    def ranking(self) -> tuple[int, ...]:
        return ranking(self.sheets, self.scores())

    def cards_left(self) -> int:
        """Cards not yet dealt in the current deck (standard: under the shown numbers)."""
        if self.config.mode is Mode.STANDARD:
            return STACKS * (STACK_SIZE - 1 - self.pos)
        return len(self.order) - self.pos

    def next_effects(self) -> tuple[str, ...]:
        """Standard: the effects of the cards whose numbers are shown (public corner icons)."""
        if self.config.mode is not Mode.STANDARD:
            return ()
        return tuple(CARD_EFFECTS[self.order[i * STACK_SIZE + self.pos]].value for i in range(3))

    def unseen_cards(self, seat: int) -> tuple[int, ...]:
        """Cards this seat has not seen since the last shuffle, sorted (order stays hidden)."""
        mode = self.config.mode
        if mode is Mode.STANDARD:
            seen = {self.order[i * STACK_SIZE + k] for i in range(3) for k in range(self.pos + 1)}
            return tuple(c for c in range(CARD_COUNT) if c not in seen)
        rest = set(self.order[self.pos :])
        if mode is Mode.EXPERT:
            for other, hand in enumerate(self.hands):
                if other != seat:
                    rest.update(hand)
        return tuple(sorted(rest))


# -- setup -----------------------------------------------------------------------------------
def new_game(config: GameConfig) -> GameState:
    plans = choose_plans(config.seed, config.advanced)
    sheets = tuple(Sheet() for _ in range(config.seats))
    pending: tuple[None, ...] = (None,) * config.seats
    if config.mode is Mode.STANDARD:
        order = full_deck(config.seed, 0)
        state = GameState(config, plans, (False,) * 3, sheets, pending, (), 1, order, 0, 0)
        return _deal_standard(state)
    if config.mode is Mode.SOLO:
        state = GameState(
            config, plans, (False,) * 3, sheets, pending, (), 1, solo_deck(config.seed), 0, 0
        )
        return _deal_solo(state)
    order = full_deck(config.seed, 0)
    n = config.seats
    hands = tuple(order[3 * s : 3 * s + 3] for s in range(n))
    state = GameState(config, plans, (False,) * 3, sheets, pending, (), 1, order, 3 * n, 0, hands)
    return _with_hand_offers(state)


def _standard_offer(order: tuple[int, ...], k: int) -> tuple[Combination, ...]:
    out = []
    for i in range(STACKS):
        number_card = order[i * STACK_SIZE + k]
        effect_card = order[i * STACK_SIZE + k - 1]
        out.append(Combination(CARD_NUMBERS[number_card], CARD_EFFECTS[effect_card], i, i))
    return tuple(out)


def _deal_standard(state: GameState, force_shuffle: bool = False) -> GameState:
    k = state.pos + 1
    order = state.order
    shuffles = state.shuffles
    if force_shuffle or k > STACK_SIZE - 1:
        shuffles += 1
        order = full_deck(state.config.seed, shuffles)
        k = 1
    offer = _standard_offer(order, k)
    return replace(
        state, order=order, pos=k, shuffles=shuffles, offers=(offer,) * state.config.seats
    )


def hand_combos(hand: Sequence[int]) -> tuple[Combination, ...]:
    return tuple(
        Combination(CARD_NUMBERS[hand[i]], CARD_EFFECTS[hand[j]], i, j) for i, j in HAND_PAIRS
    )


def _with_hand_offers(state: GameState) -> GameState:
    return replace(state, offers=tuple(hand_combos(h) for h in state.hands))


def _deal_solo(state: GameState) -> GameState:
    order, pos = state.order, state.pos
    hand: list[int] = []
    approved = state.approved
    seen = state.solo_card_seen
    while len(hand) < 3 and pos < len(order):
        card = order[pos]
        pos += 1
        if card == SOLO_CARD:
            seen = True
            approved = (True, True, True)
        else:
            hand.append(card)
    state = replace(state, pos=pos, hands=(tuple(hand),), approved=approved, solo_card_seen=seen)
    return _with_hand_offers(state)


def _deal_expert(state: GameState, moves: Sequence[Move]) -> GameState:
    n = state.config.seats
    passed = []
    for s in range(n):
        combo = state.offers[s][moves[s].combo]
        third = 3 - combo.number_card - combo.effect_card
        passed.append(state.hands[s][third])
    order, pos, shuffles = state.order, state.pos, state.shuffles
    hands: list[tuple[int, ...]] = []
    for s in range(n):
        if pos + 2 > len(order):
            kept = set(passed) | {c for h in hands for c in h} | set(order[pos:])
            discards = [c for c in range(CARD_COUNT) if c not in kept]
            shuffles += 1
            order = order[pos:] + shuffled(discards, state.config.seed, "deck", shuffles)
            pos = 0
        hands.append((passed[(s - 1) % n], order[pos], order[pos + 1]))
        pos += 2
    state = replace(state, order=order, pos=pos, shuffles=shuffles, hands=tuple(hands))
    return _with_hand_offers(state)


# -- turns -----------------------------------------------------------------------------------
def check_move(state: GameState, seat: int, move: Move) -> Sheet:
    """Validate ``move`` for ``seat`` and return the sheet it produces; raise IllegalMove."""
    if state.over:
        raise IllegalMove(Reason.GAME_OVER)
    if not 0 <= seat < state.config.seats:
        raise IllegalMove(Reason.NO_SUCH_SEAT, str(seat))
    if state.pending[seat] is not None:
        raise IllegalMove(Reason.ALREADY_SUBMITTED)
    sheet = apply_move(state.sheets[seat], move, state.offers[seat], advanced=state.config.advanced)
    if move.reshuffle and not state.can_reshuffle():
        raise IllegalMove(Reason.RESHUFFLE_NOT_ALLOWED)
    seen: set[int] = set()
    for index, _estates in move.claims:
        if not 0 <= index < 3 or index in seen:
            raise IllegalMove(Reason.NO_SUCH_PLAN, str(index))
        seen.add(index)
        if sheet.plans[index]:
            raise IllegalMove(Reason.PLAN_ALREADY_SCORED, str(index))
    trial = sheet
    points = state.plan_points()
    if move.claims:
        for index, estates in move.claims:
            check_claim(trial, state.plans[index], estates)
            trial = claim_plan(trial, index, state.plans[index], points[index], estates)
    return sheet


def submit(state: GameState, seat: int, move: Move) -> GameState:
    """Record one seat's move; when every seat has played, the round resolves."""
    sheet = check_move(state, seat, move)
    pending = (*state.pending[:seat], (move, sheet), *state.pending[seat + 1 :])
    if all(p is not None for p in pending):
        return _resolve(state, pending)  # type: ignore[arg-type]
    return replace(state, pending=pending)


def play_round(state: GameState, moves: Sequence[Move]) -> GameState:
    """Every seat's move at once (one per seat, in seat order); returns the next round."""
    if len(moves) != state.config.seats:
        raise IllegalMove(Reason.NO_SUCH_SEAT, "one move per seat")
    pending = tuple((m, check_move(state, s, m)) for s, m in enumerate(moves))
    return _resolve(state, pending)


def _resolve(state: GameState, pending: tuple[tuple[Move, Sheet], ...]) -> GameState:
    points = state.plan_points()
    plans = state.plans
    claimed_any = [False, False, False]
    sheets = []
    achievers = []
    for move, sheet in pending:
        new_sheet, claimed = resolve_claims(sheet, plans, points, move.claims)
        sheets.append(new_sheet)
        if any(claimed):
            achievers.append(move)
            for i in range(3):
                claimed_any[i] = claimed_any[i] or claimed[i]
    moves = tuple(m for m, _ in pending)
    approved = (
        state.approved[0] or claimed_any[0],
        state.approved[1] or claimed_any[1],
        state.approved[2] or claimed_any[2],
    )
    reshuffle = state.can_reshuffle() and any(m.reshuffle for m in achievers)
    mode = state.config.mode
    reasons = []
    if any(s.refusals >= MAX_REFUSALS for s in sheets):
        reasons.append(EndReason.REFUSALS)
    if any(s.plans_achieved == 3 for s in sheets):
        reasons.append(EndReason.PLANS)
    if any(s.is_full() for s in sheets):
        reasons.append(EndReason.HOUSES)
    if mode is Mode.SOLO and state.pos >= len(state.order):
        reasons.append(EndReason.DECK)
    nxt = replace(
        state,
        sheets=tuple(sheets),
        pending=(None,) * state.config.seats,
        approved=approved,
        plan_achieved=state.plan_achieved or any(claimed_any),
        log=(*state.log, moves),
    )
    if reasons:
        return replace(nxt, over=True, end_reasons=tuple(reasons))
    nxt = replace(nxt, round=state.round + 1)
    if mode is Mode.STANDARD:
        return _deal_standard(nxt, force_shuffle=reshuffle)
    if mode is Mode.SOLO:
        return _deal_solo(nxt)
    return _deal_expert(nxt, moves)
