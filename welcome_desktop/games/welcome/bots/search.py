"""Move search shared by the levels: candidate moves of a turn scored by the sheet evaluation."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from ..engine import (
    Combination,
    Effect,
    IllegalMove,
    Move,
    PlanDef,
    PlanKind,
    Sheet,
    Theme,
    apply_move,
    claim_plan,
    draw_roundabout,
    effect_moves,
    moves_for_sheet,
    placements,
    plan_met,
    preferred_estates,
    theme_for,
)
from ..engine.data import ESTATE_BOXES, MAX_ROUNDABOUTS, PARK_BOXES, POOL_MASKS, STREET_SIZES
from ..engine.plans import resolve_claims
from ..engine.themes import ice_cream
from .evaluate import Context, evaluate

Scored = tuple[float, Move, Sheet]
Evaluator = Callable[[Sheet], float]
Claims = tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]
Settler = Callable[[Sheet], tuple[Claims, Sheet]]
"""A sheet just played -> the plan claims to ask for and the sheet once the plans it meets are
scored, as the engine will at the end of the round."""

_DEFERRED = (Effect.SURVEYOR, Effect.BIS)


def stateful_theme(sheet_id: str) -> Theme | None:
    """The theme whose hooks a move must run (as the game does), None when there is none."""
    theme = theme_for(sheet_id)
    return theme if theme.stateful else None


def _apply(
    sheet: Sheet,
    move: Move,
    combos: Sequence[Combination],
    advanced: bool,
    theme: Theme | None = None,
) -> Sheet | None:
    try:
        return apply_move(sheet, move, combos, advanced=advanced, theme=theme)
    except IllegalMove:
        return None


def _truck_variants(sheet: Sheet, move: Move, theme: Theme | None) -> tuple[Move, ...]:
    """``move`` and, when its number chooses the bottom ice-cream truck, both trucks."""
    if theme is None or move.street != ice_cream.BOTTOM or move.is_refusal:
        return (move,)
    if not ice_cream.truck_choice_needed(sheet, move.street):
        return (move,)
    return (
        replace(move, truck=ice_cream.TRUCK_LEFT),
        replace(move, truck=ice_cream.TRUCK_RIGHT),
    )


def scored_moves(
    sheet: Sheet,
    combos: Sequence[Combination],
    value: Evaluator,
    *,
    advanced: bool,
    expand: int = 6,
    roundabout_cells: Sequence[tuple[int, int]] = (),
    columns: Sequence[int] | None = None,
    settle: Settler | None = None,
    theme: Theme | None = None,
) -> list[Scored]:
    """Legal moves with their values, best first.

    Every placement is scored without its effect and with every cheap use of it; the fence
    (surveyor) and bis options are expanded only for the ``expand`` best placements that offer
    them. ``roundabout_cells`` adds plain placements after drawing a roundabout there;
    ``columns`` limits the real estate agent to those columns (None: every open one).
    With ``settle``, a move that meets a city plan carries its claims and is valued on the
    sheet with the plan scored (its estates used up), not on a sheet that still has them.
    ``theme`` (a stateful thematic sheet) runs its hooks as the game does; a move that
    chooses the bottom ice-cream truck is tried with each truck.
    """
    places = placements(sheet, combos)
    out: list[Scored] = []

    def played(mv: Move, done: Sheet) -> tuple[float, Move, Sheet]:
        if settle is not None:
            claims, done = settle(done)
            if claims:
                mv = replace(mv, claims=claims)
        return value(done), mv, done

    def emit(move: Move) -> tuple[float, Sheet | None]:
        """Score ``move`` (each truck, if it chooses one); the best value and its sheet."""
        best: tuple[float, Sheet | None] = (-1e9, None)
        for mv in _truck_variants(sheet, move, theme):
            done = _apply(sheet, mv, combos, advanced, theme)
            if done is None:
                continue
            scored = played(mv, done)
            out.append(scored)
            if scored[0] > best[0]:
                best = (scored[0], done)
        return best

    if not places:
        refusal = next(iter(moves_for_sheet(sheet, combos, advanced=advanced)))
        after = apply_move(sheet, refusal, combos, advanced=advanced)
        out.append((value(after), refusal, after))
        if advanced and not roundabout_cells:  # a roundabout may still open a house
            roundabout_cells = [
                (s, h) for s in range(3) for h, v in enumerate(sheet.houses[s]) if v == -1
            ]
    deferred: list[tuple[float, Move, Sheet, Effect]] = []
    written: dict[tuple[int, int, int], tuple[float, Sheet | None]] = {}
    for ci, s, h, shift in places:
        combo = combos[ci]
        eff = combo.effect
        best_here = -1e9
        plain: Sheet | None = None
        if shift == 0:
            seen = written.get((combo.number, s, h))
            if seen is None:
                best_here, plain = written[(combo.number, s, h)] = emit(Move(ci, s, h))
            else:  # the same number from another card: same sheet, same value
                best_here, plain = seen
        for mv in _cheap_effect_moves(sheet, combo, ci, s, h, shift):
            if columns is not None and mv.column >= 0 and mv.column not in columns:
                continue
            best_here = max(best_here, emit(mv)[0])
        if eff in _DEFERRED and plain is not None:
            deferred.append((best_here, Move(ci, s, h, True), plain, eff))
    deferred.sort(key=lambda d: -d[0])
    for _, base, plain, eff in deferred[:expand]:
        for mv in effect_moves(plain, base, eff):
            emit(mv)
    for rs, rh in roundabout_cells:
        if sheet.roundabout_count >= MAX_ROUNDABOUTS or sheet.houses[rs][rh] != -1:
            continue
        base_sheet = draw_roundabout(sheet, rs, rh)
        for ci, s, h, shift in placements(base_sheet, combos):
            if shift or (s, h) == (rs, rh):
                continue
            emit(Move(ci, s, h, roundabout=(rs, rh)))
    out.sort(key=lambda t: -t[0])
    return out


def _cheap_effect_moves(
    sheet: Sheet, combo: Combination, ci: int, s: int, h: int, shift: int
) -> list[Move]:
    eff = combo.effect
    if eff is Effect.TEMP:
        return [Move(ci, s, h, True, shift)]
    if shift:
        return []
    if eff is Effect.LANDSCAPER:
        return [Move(ci, s, h, True)] if sheet.parks[s] < PARK_BOXES[s] else []
    if eff is Effect.POOL:
        return [Move(ci, s, h, True)] if (POOL_MASKS[s] >> h) & 1 else []
    if eff is Effect.REAL_ESTATE:
        return [
            Move(ci, s, h, True, column=c) for c in range(6) if sheet.columns[c] < ESTATE_BOXES[c]
        ]
    return []


def settler(ctx: Context, value: Evaluator) -> Settler:
    """Claims for a sheet just played: the bot's choice of estates for estate plans (keeping
    the best ones for the plans still open), the engine's default for the rest."""
    plans = ctx.plans

    def settle(sheet: Sheet) -> tuple[Claims, Sheet]:
        if not any(sheet.plans[i] == 0 and plan_met(sheet, plans[i]) for i in range(3)):
            return (), sheet
        claims = choose_claims(sheet, ctx, value)
        claimed, _ = resolve_claims(sheet, plans, ctx.points, claims)
        return claims, claimed

    return settle


def sheet_value(ctx: Context) -> Evaluator:
    def value(sheet: Sheet) -> float:
        return evaluate(sheet, ctx)

    return value


# -- plan claims --------------------------------------------------------------------------------
def choose_claims(
    sheet: Sheet, ctx: Context, value: Evaluator
) -> tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]:
    """Explicit estates for the estate plans ``sheet`` meets, keeping the best for later plans."""
    open_plans = [i for i in range(3) if sheet.plans[i] == 0]
    if any(
        ctx.plans[i].kind is not PlanKind.ESTATES and plan_met(sheet, ctx.plans[i])
        for i in open_plans
    ):
        return ()  # the engine orders mixed claims best itself
    met = [i for i in open_plans if ctx.plans[i].kind is PlanKind.ESTATES]
    # Options best first (as the engine's default): among equal values the default wins.
    options = {i: preferred_estates(sheet, ctx.plans, i, limit=24) for i in met}
    met = [i for i in met if options[i]]
    if not met or (len(met) == 1 and len(options[met[0]]) == 1):
        return ()
    best: tuple[float, tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]] | None = None

    def search(
        idx: int, trial: Sheet, claims: tuple[tuple[int, tuple[tuple[int, int, int], ...]], ...]
    ) -> None:
        nonlocal best
        if idx == len(met):
            v = value(trial)
            if best is None or v > best[0]:
                best = (v, claims)
            return
        i = met[idx]
        opts = preferred_estates(trial, ctx.plans, i, limit=24)
        if not opts:
            search(idx + 1, trial, claims)
            return
        for est in opts:
            search(
                idx + 1, claim_plan(trial, i, ctx.plans[i], ctx.points[i], est), (*claims, (i, est))
            )

    search(0, sheet, ())
    return best[1] if best is not None else ()


def roundabout_cells(
    sheet: Sheet, advanced: bool, limit: int = 4, plans: Sequence[PlanDef] = ()
) -> list[tuple[int, int]]:
    """A few roundabout spots worth trying: empty houses in the most cramped runs.

    With ``plans`` given, roundabouts are tried only while an open plan needs one and the
    sheet has none.
    """
    if not advanced or sheet.roundabout_count >= MAX_ROUNDABOUTS or limit <= 0:
        return []
    if plans and (
        sheet.roundabout_count
        or not any(
            p.kind is PlanKind.PARKS_POOLS_ROUNDABOUT and not sheet.plans[i]
            for i, p in enumerate(plans)
        )
    ):
        return []
    out: list[tuple[float, tuple[int, int]]] = []
    bounds = sheet.bounds()
    for s in range(3):
        row = sheet.houses[s]
        for h, v in enumerate(row):
            if v != -1:
                continue
            lo, hi = bounds[s][h]
            room = hi - lo - 1
            out.append((room, (s, h)))
    out.sort()
    return [c for _, c in out[:limit]]


def memo_value(value: Evaluator) -> Evaluator:
    """``value`` remembered per sheet (look-ahead meets the same sheets many times)."""
    memo: dict[Sheet, float] = {}

    def cached(sheet: Sheet) -> float:
        got = memo.get(sheet)
        if got is None:
            got = memo[sheet] = value(sheet)
        return got

    return cached


ReplyKey = tuple[int, int, int, int, object, object]


def best_reply_value(
    sheet: Sheet,
    combos: Sequence[Combination],
    value: Evaluator,
    *,
    advanced: bool,
    cache: dict[ReplyKey, float] | None = None,
    settle: Settler | None = None,
    theme: Theme | None = None,
) -> float:
    """A quick estimate of the best move's value: plain placements, the one-box effects, and
    fences in the street just built for the two best surveyor placements (each bottom
    ice-cream truck when the move chooses one; ``theme`` as in ``scored_moves``).

    ``cache`` (one per ``sheet``) remembers values by what a move writes, so replies to other
    sampled offers that write the same thing cost nothing.
    """
    memo: dict[ReplyKey, float] = {} if cache is None else cache
    places = placements(sheet, combos)
    if not places:
        refusal = next(iter(moves_for_sheet(sheet, combos, advanced=advanced)))
        return value(apply_move(sheet, refusal, combos, advanced=advanced))
    best = -1e9

    def score(move: Move, number: int, effect: Effect | None) -> float:
        key = (number, move.street, move.house, move.shift, effect, move.fence)
        got = memo.get(key)
        if got is None:
            got = -1e9
            for mv in _truck_variants(sheet, move, theme):
                done = _apply(sheet, mv, combos, advanced, theme)
                if done is not None and settle is not None:
                    done = settle(done)[1]
                if done is not None:
                    got = max(got, value(done))
            memo[key] = got
        return got

    surveyed: list[tuple[float, int, int, int, int]] = []
    for ci, s, h, shift in places:
        combo = combos[ci]
        eff = combo.effect
        if shift == 0:
            v = score(Move(ci, s, h), combo.number, None)
            best = max(best, v)
            if eff is Effect.SURVEYOR:
                surveyed.append((v, ci, s, h, combo.number))
        if eff in (Effect.TEMP, Effect.LANDSCAPER, Effect.POOL):
            for mv in _cheap_effect_moves(sheet, combo, ci, s, h, shift):
                best = max(best, score(mv, combo.number, eff))
    surveyed.sort(key=lambda t: -t[0])
    for _, ci, s, h, number in surveyed[:2]:
        for slot in range(STREET_SIZES[s] - 1):
            if not (sheet.fences[s] >> slot) & 1:
                best = max(
                    best, score(Move(ci, s, h, True, fence=(s, slot)), number, Effect.SURVEYOR)
                )
    return best
