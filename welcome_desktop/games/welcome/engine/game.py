"""A whole game as an immutable state: setup, simultaneous turns, round resolution and the end."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from .data import (
    CARD_COUNT,
    CARD_EFFECTS,
    CARD_NUMBERS,
    MAX_REFUSALS,
    SOLO_CARD,
    Effect,
    PlanDef,
)
from .deck import STACK_SIZE, STACKS, choose_plans, full_deck, shuffled, solo_deck
from .errors import IllegalMove, Reason
from .moves import Combination, Move
from .plans import check_claim, claim_plan, resolve_claims
from .rules import apply_move
from .scoring import Score, ranking, score_all, score_sheet
from .sheet import Sheet
from .table_temps import TableTemps, check_table_temps, table_temp_points
from .themes import THEMES, Theme, find_plan

MAX_SEATS = 12
CARD_NUMBER_SET = frozenset(CARD_NUMBERS)
# Score pad: ((number, effect id) x 3, approved flags) entered for one round.
TableRound = tuple[tuple[tuple[int, str], ...], tuple[bool, bool, bool]]
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
    TABLE = "table"  # score pad: another player at the table ended the game


@dataclass(frozen=True, slots=True)
class GameConfig:
    mode: Mode = Mode.STANDARD
    seats: int = 1
    advanced: bool = False
    seed: int = 0
    table: bool = False
    plan_ids: tuple[str, ...] = ()
    sheet: str = "base"  # the sheet played on: "base" or a theme id (engine/themes/)

    @property
    def theme(self) -> Theme:
        return THEMES[self.sheet]

    def __post_init__(self) -> None:
        if self.sheet not in THEMES:
            raise ValueError(f"unknown sheet {self.sheet!r}; known: {', '.join(THEMES)}")
        if not 1 <= self.seats <= MAX_SEATS:
            raise ValueError(f"seats must be 1..{MAX_SEATS}")
        if self.mode is Mode.SOLO and self.seats != 1:
            raise ValueError("the solo variant has exactly one seat")
        if self.table and self.mode is not Mode.STANDARD:
            raise ValueError("score-pad (table) games use the standard three combinations")
        if self.plan_ids:
            plans = [find_plan(p) for p in self.plan_ids]
            theme_ids = self.theme.spec.plan_ids
            if len(plans) != 3 or any(
                p is None
                or p.deck != d
                or (p.advanced and not self.advanced)
                or p.theme not in ("", self.sheet)
                or (d == 3 and theme_ids and p.id not in theme_ids)
                for d, p in enumerate(plans, 1)
            ):
                raise ValueError("plan_ids must name one plan of decks n°1, n°2, n°3 in order")

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "mode": self.mode.value,
            "seats": self.seats,
            "advanced": self.advanced,
            "seed": self.seed,
        }
        if self.table:
            out["table"] = True
        if self.plan_ids:
            out["plan_ids"] = list(self.plan_ids)
        if self.sheet != "base":
            out["sheet"] = self.sheet
        return out

    @staticmethod
    def from_json(data: dict[str, object]) -> GameConfig:
        plan_ids = data.get("plan_ids", ())
        if not isinstance(plan_ids, list | tuple):
            raise ValueError("plan_ids must be a list")
        return GameConfig(
            mode=Mode(str(data["mode"])),
            seats=int(data["seats"]),  # type: ignore[call-overload]
            advanced=bool(data.get("advanced", False)),
            seed=int(data["seed"]),  # type: ignore[call-overload]
            table=bool(data.get("table", False)),
            plan_ids=tuple(str(p) for p in plan_ids),
            sheet=str(data.get("sheet", "base")),
        )


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
    # Score-pad games: per round, the combinations and approvals entered from the table.
    table_log: tuple[TableRound, ...] = field(default=(), compare=False, repr=False)
    # Score pad on a sheet with races (ice cream): per round, which prizes were taken at the table.
    table_taken: tuple[tuple[bool, ...], ...] = field(default=(), compare=False, repr=False)
    # Score-pad games: the table's temp result entered by the player (None: not yet).
    table_temps: TableTemps | None = None

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
        cfg = self.config
        return cfg.mode is Mode.STANDARD and not cfg.table and not self.plan_achieved

    def scores(self) -> tuple[Score, ...]:
        config = self.config
        if config.table:
            return self.table_scores(self.sheets)
        return score_all(self.sheets, solo=config.mode is Mode.SOLO, theme=config.theme)

    def table_scores(self, sheets: Sequence[Sheet]) -> tuple[Score, ...]:
        """Score pad: the temps score what the table's result gives (one sheet cannot know
        the others' counts), 0 until it is entered."""
        theme = self.config.theme
        return tuple(
            score_sheet(s, table_temp_points(s.temps, self.table_temps), theme) for s in sheets
        )

    def temps_provisional(self) -> bool:
        """Score pad: whether the temp points may still change (temps hired and the table's
        result not entered after the end of the game)."""
        if not self.config.table or not any(s.temps for s in self.sheets):
            return False
        return self.table_temps is None or not self.table_temps.final

    def ranking(self) -> tuple[int, ...]:
        return ranking(self.sheets, self.scores())

    def cards_left(self) -> int:
        """Cards not yet dealt in the current deck (standard: under the shown numbers)."""
        if self.config.table:
            return 0
        if self.config.mode is Mode.STANDARD:
            return STACKS * (STACK_SIZE - 1 - self.pos)
        return len(self.order) - self.pos

    def next_effects(self) -> tuple[str, ...]:
        """The effects a player can see coming (public information).

        Standard: the effects of the cards whose numbers are shown (the corner icons), except
        on the last round of a deck: each stack then holds only its last card, and all 81 cards
        are shuffled into new stacks before the next round, so those effects never come and
        nothing is known of the next ones. Solo: the draw pile lies effect side up (French solo
        rules), so the effect of its top card is seen; the solo card shows none. Expert and
        score-pad games: nothing."""
        mode = self.config.mode
        if self.config.table or mode is Mode.EXPERT:
            return ()
        if mode is Mode.SOLO:
            if self.pos >= len(self.order) or self.order[self.pos] == SOLO_CARD:
                return ()
            return (CARD_EFFECTS[self.order[self.pos]].value,)
        if self.pos >= STACK_SIZE - 1:
            return ()
        return tuple(CARD_EFFECTS[self.order[i * STACK_SIZE + self.pos]].value for i in range(3))

    def unseen_cards(self, seat: int) -> tuple[int, ...]:
        """Cards this seat has not seen since the last shuffle, sorted (order stays hidden)."""
        mode = self.config.mode
        if self.config.table:
            return ()
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
    theme = config.theme
    if config.plan_ids:
        p = [find_plan(i) for i in config.plan_ids]
        assert p[0] is not None and p[1] is not None and p[2] is not None  # checked by config
        plans = (p[0], p[1], p[2])
    else:
        plans = choose_plans(config.seed, config.advanced, theme.plans)
    n = config.seats
    state0 = theme.new_state()
    sheets = tuple(Sheet(theme=state0) if state0 else Sheet() for _ in range(n))
    pending: tuple[None, ...] = (None,) * n
    no_plans = (False, False, False)
    if config.table:
        offers: tuple[tuple[Combination, ...], ...] = ((),) * n
        return GameState(config, plans, no_plans, sheets, pending, offers, 1, (), 0, 0)
    if config.mode is Mode.STANDARD:
        deal = deal_standard(config, full_deck(config.seed, 0), 0, 0, False)
    elif config.mode is Mode.SOLO:
        deal = deal_solo(solo_deck(config.seed), 0, no_plans, False)
    else:
        order = full_deck(config.seed, 0)
        hands = tuple(order[3 * s : 3 * s + 3] for s in range(n))
        deal = Deal(order, 3 * n, 0, hands, tuple(hand_combos(h) for h in hands))
    return GameState(
        config,
        plans,
        deal.approved or no_plans,
        sheets,
        pending,
        deal.offers,
        1,
        deal.order,
        deal.pos,
        deal.shuffles,
        deal.hands,
        deal.solo_card_seen,
    )


def set_table_round(
    state: GameState,
    combos: Sequence[tuple[int, Effect | str]],
    approved: Sequence[bool] | None = None,
    taken: Sequence[bool] | None = None,
) -> GameState:
    """Score pad: enter the three combinations drawn at the table (and the plans other players
    have approved; on the ice-cream sheet, the street bonuses other players have taken, which
    crosses them here). Allowed until a seat has submitted its move this round."""
    _check_between_table_rounds(state)
    if len(combos) != STACKS:
        raise IllegalMove(Reason.TABLE_OFFER_INVALID, "three combinations")
    offer = []
    for i, (number, effect) in enumerate(combos):
        if not isinstance(number, int) or number not in CARD_NUMBER_SET:
            raise IllegalMove(Reason.TABLE_OFFER_INVALID, f"number {number!r}")
        try:
            eff = Effect(effect)
        except ValueError:
            raise IllegalMove(Reason.TABLE_OFFER_INVALID, f"effect {effect!r}") from None
        offer.append(Combination(number, eff, i, i))
    flags = state.approved if approved is None else tuple(bool(a) for a in approved)
    if len(flags) != 3 or any(
        old and not new for old, new in zip(state.approved, flags, strict=True)
    ):
        raise IllegalMove(Reason.TABLE_OFFER_INVALID, "approved plans cannot be withdrawn")
    entry: TableRound = (
        tuple((c.number, c.effect.value) for c in offer),
        (flags[0], flags[1], flags[2]),
    )
    log = state.table_log
    log = (*log[: state.round - 1], entry)
    theme = state.config.theme
    before = state.table_taken[-1] if state.table_taken else (False,) * theme.table_flags
    got = before if taken is None else tuple(bool(t) for t in taken)
    if len(got) != theme.table_flags or any(
        old and not new for old, new in zip(before, got, strict=True)
    ):
        raise IllegalMove(Reason.TABLE_OFFER_INVALID, "taken prizes cannot be withdrawn")
    sheets = state.sheets
    for k, flag in enumerate(got):
        if flag:
            sheets = tuple(theme.taken_at_table(sheet, k) for sheet in sheets)
    taken_log = state.table_taken
    if theme.table_flags:
        taken_log = (*taken_log[: state.round - 1], got)
    return replace(
        state,
        sheets=sheets,
        offers=(tuple(offer),) * state.config.seats,
        approved=entry[1],
        table_log=log,
        table_taken=taken_log,
    )


def end_table_game(state: GameState) -> GameState:
    """Score pad: the game ended at the table because of another player (their third plan,
    refusal or full sheet), after the last round this sheet has played."""
    _check_between_table_rounds(state)
    return replace(state, over=True, end_reasons=(EndReason.TABLE,))


def set_table_temps(state: GameState, table: TableTemps, final: bool | None = None) -> GameState:
    """Score pad: enter the table's temp result, at any time. Entered after the end of the
    game it is final (``final`` None); a save restores an earlier, provisional entry."""
    if not state.config.table:
        raise IllegalMove(Reason.NOT_A_TABLE_GAME)
    check_table_temps(table)
    final = state.over if final is None else final
    if final and not state.over:
        raise IllegalMove(Reason.TABLE_TEMPS_INVALID, "final before the end")
    return replace(state, table_temps=replace(table, final=final))


def can_end_table_game(state: GameState) -> bool:
    """Whether ``end_table_game`` would accept ``state`` now."""
    try:
        _check_between_table_rounds(state)
    except IllegalMove:
        return False
    return True


def _check_between_table_rounds(state: GameState) -> None:
    """A score-pad game still going, with no move of the current round submitted yet."""
    if not state.config.table:
        raise IllegalMove(Reason.NOT_A_TABLE_GAME)
    if state.over:
        raise IllegalMove(Reason.GAME_OVER)
    if any(p is not None for p in state.pending):
        raise IllegalMove(Reason.ALREADY_SUBMITTED)


# -- turns -----------------------------------------------------------------------------------
def check_move(state: GameState, seat: int, move: Move) -> Sheet:
    """Validate ``move`` for ``seat`` and return the sheet it produces; raise IllegalMove."""
    if state.over:
        raise IllegalMove(Reason.GAME_OVER)
    if not 0 <= seat < state.config.seats:
        raise IllegalMove(Reason.NO_SUCH_SEAT, str(seat))
    if state.pending[seat] is not None:
        raise IllegalMove(Reason.ALREADY_SUBMITTED)
    if not state.offers[seat]:
        raise IllegalMove(Reason.NO_OFFER_YET)
    config = state.config
    sheet = apply_move(
        state.sheets[seat],
        move,
        state.offers[seat],
        advanced=config.advanced,
        theme=_stateful_theme(config),
    )
    if move.reshuffle and not state.can_reshuffle():
        raise IllegalMove(Reason.RESHUFFLE_NOT_ALLOWED)
    if move.claims:
        _check_claims(state, sheet, move)
    return sheet


def _stateful_theme(config: GameConfig) -> Theme | None:
    """The theme whose hooks the rules must call (None on the base sheet and stateless themes)."""
    if config.sheet == "base":
        return None
    theme = THEMES[config.sheet]
    return theme if theme.stateful else None


def _check_claims(state: GameState, sheet: Sheet, move: Move) -> None:
    points = state.plan_points()
    seen: set[int] = set()
    for index, estates in move.claims:
        if not 0 <= index < 3 or index in seen:
            raise IllegalMove(Reason.NO_SUCH_PLAN, str(index))
        seen.add(index)
        if sheet.plans[index]:
            raise IllegalMove(Reason.PLAN_ALREADY_SCORED, str(index))
        check_claim(sheet, state.plans[index], estates)
        sheet = claim_plan(sheet, index, state.plans[index], points[index], estates)


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
    reshuffle = False
    for move, sheet in pending:
        new_sheet, claimed = resolve_claims(sheet, plans, points, move.claims)
        sheets.append(new_sheet)
        if claimed[0] or claimed[1] or claimed[2]:
            reshuffle = reshuffle or move.reshuffle
            for i in range(3):
                claimed_any[i] = claimed_any[i] or claimed[i]
    theme = _stateful_theme(state.config)
    if theme is not None:
        sheets = list(theme.resolve_round(state.sheets, sheets))
    moves = tuple(m for m, _ in pending)
    old = state.approved
    approved = (old[0] or claimed_any[0], old[1] or claimed_any[1], old[2] or claimed_any[2])
    achieved_now = claimed_any[0] or claimed_any[1] or claimed_any[2]
    reshuffle = reshuffle and state.can_reshuffle()
    config = state.config
    mode = config.mode
    refusals = plans_done = full = False
    for sh in sheets:
        refusals = refusals or sh.refusals >= MAX_REFUSALS
        plans_done = plans_done or sh.plans_achieved == 3
        full = full or sh.is_full()
    reasons = []
    if refusals:
        reasons.append(EndReason.REFUSALS)
    if plans_done:
        reasons.append(EndReason.PLANS)
    if full:
        reasons.append(EndReason.HOUSES)
    if mode is Mode.SOLO and _solo_deck_empty(state.order, state.pos):
        reasons.append(EndReason.DECK)
    over = bool(reasons)
    if over or config.table:
        offers: tuple[tuple[Combination, ...], ...] = state.offers if over else ((),) * config.seats
        deal = Deal(state.order, state.pos, state.shuffles, state.hands, offers)
    elif mode is Mode.STANDARD:
        deal = deal_standard(config, state.order, state.pos, state.shuffles, reshuffle)
    elif mode is Mode.SOLO:
        deal = deal_solo(state.order, state.pos, approved, state.solo_card_seen)
    else:
        deal = deal_expert(config, state, moves)
    return GameState(
        config,
        plans,
        deal.approved or approved,
        tuple(sheets),
        (None,) * config.seats,
        deal.offers,
        state.round if over else state.round + 1,
        deal.order,
        deal.pos,
        deal.shuffles,
        deal.hands,
        deal.solo_card_seen or state.solo_card_seen,
        state.plan_achieved or achieved_now,
        over,
        tuple(reasons),
        (*state.log, moves),
        state.table_log,
        state.table_taken,
    )


# -- dealing ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Deal:
    """The deck part of a state after dealing one round."""

    order: tuple[int, ...]
    pos: int
    shuffles: int
    hands: tuple[tuple[int, ...], ...]
    offers: tuple[tuple[Combination, ...], ...]
    approved: tuple[bool, bool, bool] | None = None
    solo_card_seen: bool = False


def _standard_offer(order: tuple[int, ...], k: int) -> tuple[Combination, ...]:
    return tuple(
        _STANDARD_COMBOS[order[i * STACK_SIZE + k]][order[i * STACK_SIZE + k - 1]][i]
        for i in range(STACKS)
    )


# Every standard combination, indexed [number card][effect card][stack].
_STANDARD_COMBOS = tuple(
    tuple(
        tuple(Combination(CARD_NUMBERS[n], CARD_EFFECTS[e], i, i) for i in range(STACKS))
        for e in range(CARD_COUNT)
    )
    for n in range(CARD_COUNT)
)


def deal_standard(
    config: GameConfig, order: tuple[int, ...], pos: int, shuffles: int, force_shuffle: bool
) -> Deal:
    """Turn the top card of each stack; reshuffle all 81 cards when a stack runs out."""
    k = pos + 1
    if force_shuffle or k > STACK_SIZE - 1:
        shuffles += 1
        order = full_deck(config.seed, shuffles)
        k = 1
    offer = _standard_offer(order, k)
    return Deal(order, k, shuffles, (), (offer,) * config.seats)


def hand_combos(hand: Sequence[int]) -> tuple[Combination, ...]:
    """The six (number card, effect card) pairs of a 3-card hand, in the order of HAND_PAIRS."""
    n0, n1, n2 = (CARD_NUMBERS[c] for c in hand)
    e0, e1, e2 = (CARD_EFFECTS[c] for c in hand)
    return (
        Combination(n0, e1, 0, 1),
        Combination(n0, e2, 0, 2),
        Combination(n1, e0, 1, 0),
        Combination(n1, e2, 1, 2),
        Combination(n2, e0, 2, 0),
        Combination(n2, e1, 2, 1),
    )


def _solo_deck_empty(order: tuple[int, ...], pos: int) -> bool:
    """No construction card left to draw (the solo card alone does not count).

    The solo card is replaced as soon as it is drawn, so it can only be left alone at the end."""
    left = len(order) - pos
    return left <= 0 or (left == 1 and order[pos] == SOLO_CARD)


def deal_solo(
    order: tuple[int, ...], pos: int, approved: tuple[bool, bool, bool], seen: bool
) -> Deal:
    """Draw three cards; the solo card approves every plan and is replaced."""
    hand: list[int] = []
    while len(hand) < 3 and pos < len(order):
        card = order[pos]
        pos += 1
        if card == SOLO_CARD:
            seen = True
            approved = (True, True, True)
        else:
            hand.append(card)
    return Deal(order, pos, 0, (tuple(hand),), (hand_combos(hand),), approved, seen)


def deal_expert(config: GameConfig, state: GameState, moves: Sequence[Move]) -> Deal:
    """Each seat passes its unused card to the next seat, then draws two."""
    n = config.seats
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
            order = order[pos:] + shuffled(discards, config.seed, "deck", shuffles)
            pos = 0
        hands.append((passed[(s - 1) % n], order[pos], order[pos + 1]))
        pos += 2
    return Deal(order, pos, shuffles, tuple(hands), tuple(hand_combos(h) for h in hands))
