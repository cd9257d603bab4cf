"""The move a human seat is building this turn: an immutable draft and its engine-checked steps.

Steps: choose a combination → optional temp shift → optional roundabout (advanced) → house →
effect target or skip → confirm. Every step is a pure function returning a new draft; the rules
stay in the engine (each step is checked by ``apply_move``) and an illegal step raises
``IllegalMove`` (engine reason) or ``DraftError`` (a step out of order).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..engine import Effect, IllegalMove, Move, PlanClaim, Reason, SeatView, Sheet, apply_move
from ..engine.legal import effect_moves, moves_for_sheet, roundabout_options
from ..engine.plans import check_claim, claim_plan, plan_met, preferred_estates
from ..engine.rules import shifts_for
from ..engine.sheet import Estate
from ..engine.themes import THEMES, Theme, ice_cream
from .effects import EFFECTS, TargetKind
from .reasons import AppReason


class Needs(StrEnum):
    """What the draft waits for next."""

    COMBO = "combo"
    HOUSE = "house"
    TRUCK = "truck"  # ice-cream sheet: the bottom truck's direction, with its first number
    EFFECT = "effect"
    CONFIRM = "confirm"


class StepKind(StrEnum):
    """A step of the turn, as named by undo/redo labels (``app.messages.UNDO_LABELS``)."""

    COMBO = "combo"
    ROUNDABOUT = "roundabout"
    SHIFT = "shift"
    NUMBER = "number"
    TRUCK = "truck"
    EFFECT = "effect"
    SKIP = "skip"
    REFUSAL = "refusal"
    CLAIM = "claim"
    RESHUFFLE = "reshuffle"
    MOVE = "move"  # a whole move written at once (a suggestion played)


#: What the draft waits for next, in order.
NEEDS = tuple(Needs)

#: How each effect is targeted: fence slot, estate column, bis house, or a plain yes/no use.
EFFECT_KINDS = {effect: spec.target_kind for effect, spec in EFFECTS.items()}


class DraftError(ValueError):
    """A step taken out of order. ``reason`` is an app reason id (see ``app.messages``)."""

    def __init__(self, reason: AppReason) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class TurnDraft:
    """A seat's move under construction. ``effect_done``: the effect was used or skipped."""

    combo: int = -1
    shift: int = 0
    roundabout: tuple[int, int] | None = None
    street: int = -1
    house: int = -1
    effect_used: bool = False
    effect_done: bool = False
    fence: tuple[int, int] | None = None
    column: int = -1
    bis: tuple[int, int, int] | None = None
    refusal: bool = False
    claims: tuple[PlanClaim, ...] = ()
    reshuffle: bool = False
    effect_kind: TargetKind = TargetKind.NONE
    # Ice-cream sheet: the number starts the bottom truck, whose end the player picks (Move.truck).
    truck_pending: bool = False
    truck: int = -1

    def __post_init__(self) -> None:
        if type(self.effect_kind) is not TargetKind:  # a plain string from a caller
            object.__setattr__(self, "effect_kind", TargetKind(self.effect_kind))

    @property
    def needs(self) -> Needs:
        if self.refusal:
            return Needs.CONFIRM
        if self.combo < 0:
            return Needs.COMBO
        if self.street < 0:
            return Needs.HOUSE
        if self.truck_pending and self.truck < 0:
            return Needs.TRUCK
        if not self.effect_done:
            return Needs.EFFECT
        return Needs.CONFIRM

    @property
    def is_empty(self) -> bool:
        return self == TurnDraft()

    def to_move(self) -> Move:
        """The engine move (complete once ``needs == "confirm"``)."""
        if self.refusal:
            return Move(combo=max(self.combo, 0))
        return Move(
            combo=self.combo,
            street=self.street,
            house=self.house,
            effect=self.effect_used,
            shift=self.shift,
            fence=self.fence,
            column=self.column,
            bis=self.bis,
            roundabout=self.roundabout,
            claims=self.claims,
            reshuffle=self.reshuffle,
            truck=self.truck,
        )


def step_kind(before: TurnDraft, after: TurnDraft) -> StepKind:
    """Which step leads from ``before`` to ``after`` (for undo/redo labels)."""
    if after.refusal and not before.refusal:
        return StepKind.REFUSAL
    if _several_steps(before, after):
        return StepKind.MOVE
    if after.combo != before.combo or (before.refusal and not after.refusal):
        return StepKind.COMBO
    if after.roundabout != before.roundabout:
        return StepKind.ROUNDABOUT
    if after.shift != before.shift:
        return StepKind.SHIFT
    if (after.street, after.house) != (before.street, before.house):
        return StepKind.NUMBER
    if after.truck != before.truck:
        return StepKind.TRUCK
    if after.effect_done != before.effect_done:
        return StepKind.EFFECT if after.effect_used else StepKind.SKIP
    if after.claims != before.claims:
        return StepKind.CLAIM
    return StepKind.RESHUFFLE


def _several_steps(before: TurnDraft, after: TurnDraft) -> bool:
    """A house written together with another step (combination, roundabout, effect target,
    claims): only writing a whole move at once does that."""
    if after.street < 0 or (before.street, before.house) == (after.street, after.house):
        return False
    return (
        after.combo != before.combo
        or after.roundabout != before.roundabout
        or (after.effect_used and not after.shift)
        or after.claims != before.claims
    )


# -- steps ----------------------------------------------------------------------------------
def _apply(view: SeatView, move: Move) -> Sheet:
    return apply_move(view.sheet, move, view.combos, advanced=view.advanced, theme=_theme(view))


def _theme(view: SeatView) -> Theme | None:
    """The sheet's theme when its rules keep marks of their own (the ice-cream trucks)."""
    theme = THEMES.get(view.sheet_id)
    return theme if theme is not None and theme.stateful else None


def truck_needed(view: SeatView, street: int) -> bool:
    """Whether a number written in ``street`` now chooses the bottom ice-cream truck."""
    return view.sheet_id == "ice_cream" and ice_cream.truck_choice_needed(view.sheet, street)


def select_combo(draft: TurnDraft, view: SeatView, index: int) -> TurnDraft:
    """Start the turn over with combination ``index`` (a roundabout already drawn stays)."""
    if not 0 <= index < len(view.combos):
        raise IllegalMove(Reason.NO_SUCH_COMBINATION, str(index))
    kind = EFFECT_KINDS[view.combos[index].effect]
    return TurnDraft(combo=index, roundabout=draft.roundabout, effect_kind=kind)


def set_shift(draft: TurnDraft, view: SeatView, shift: int) -> TurnDraft:
    """Temp agency: write the number ``shift`` (-2..2) away from the card's."""
    if draft.combo < 0:
        raise DraftError(AppReason.CHOOSE_COMBINATION)
    if draft.street >= 0 or draft.refusal:
        raise DraftError(AppReason.HOUSE_ALREADY_PLACED)
    combo = view.combos[draft.combo]
    if shift and combo.effect is not Effect.TEMP:
        raise IllegalMove(Reason.SHIFT_NEEDS_TEMP)
    if shift not in shifts_for(combo, view.sheet):
        reason = Reason.TEMPS_FULL if combo.effect is Effect.TEMP else Reason.SHIFT_NEEDS_TEMP
        raise IllegalMove(Reason.SHIFT_TOO_LARGE if abs(shift) > 2 else reason, str(shift))
    if not 0 <= combo.number + shift <= 17:
        raise IllegalMove(Reason.NUMBER_OUT_OF_RANGE, str(combo.number + shift))
    return replace(draft, shift=shift, effect_used=bool(shift))


def place_roundabout(draft: TurnDraft, view: SeatView, street: int, house: int) -> TurnDraft:
    """Advanced variant: turn an empty house into a roundabout before writing the number."""
    if draft.street >= 0 or draft.refusal:
        raise DraftError(AppReason.HOUSE_ALREADY_PLACED)
    # The engine checks the roundabout before the number: probing with the number on the same
    # house passes every roundabout check and then stops at ROUNDABOUT_ON_NUMBER.
    probe = Move(combo=max(draft.combo, 0), street=street, house=house, roundabout=(street, house))
    try:
        _apply(view, probe)
    except IllegalMove as err:
        if err.reason is not Reason.ROUNDABOUT_ON_NUMBER:
            raise
    return replace(draft, roundabout=(street, house))


def place_number(draft: TurnDraft, view: SeatView, street: int, house: int) -> TurnDraft:
    """Write the chosen combination's number (with the shift) in a house."""
    if draft.refusal:
        raise DraftError(AppReason.TURN_IS_REFUSAL)
    if draft.combo < 0:
        raise DraftError(AppReason.CHOOSE_COMBINATION)
    if draft.street >= 0:
        raise DraftError(AppReason.HOUSE_ALREADY_PLACED)
    base = Move(
        draft.combo, street, house, bool(draft.shift), draft.shift, roundabout=draft.roundabout
    )
    written = _apply(view, base)  # raises IllegalMove with the engine's reason
    placed = replace(
        draft,
        street=street,
        house=house,
        effect_used=bool(draft.shift),
        truck_pending=truck_needed(view, street),
    )
    if draft.shift:
        return replace(placed, effect_done=True)  # the shift already used the temp agency
    if not effect_moves(written, replace(base, effect=True), view.combos[draft.combo].effect):
        return replace(placed, effect_done=True)  # nothing to do with this effect here
    return placed


def choose_truck(draft: TurnDraft, view: SeatView, truck: int) -> TurnDraft:
    """Ice-cream sheet: start the bottom truck at the left end (0, driving right) or the right
    end (1, driving left) with the number just written (thematic-sheets.md I4)."""
    if draft.needs is not Needs.TRUCK:
        raise IllegalMove(Reason.TRUCK_CHOICE_UNEXPECTED, str(truck))
    if truck not in (ice_cream.TRUCK_LEFT, ice_cream.TRUCK_RIGHT):
        raise IllegalMove(Reason.TRUCK_CHOICE_UNEXPECTED, str(truck))
    new = replace(draft, truck=truck)
    _apply(view, _number_move(new))
    return new


def truck_preview(
    draft: TurnDraft, view: SeatView
) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """While the bottom truck waits for its direction: for the left and the right truck, the
    cones the number would circle and cross; () otherwise."""
    if draft.needs is not Needs.TRUCK:
        return ()
    return tuple(
        ice_cream.truck_preview(view.sheet, draft.street, draft.house, t)
        for t in (ice_cream.TRUCK_LEFT, ice_cream.TRUCK_RIGHT)
    )


def _number_move(draft: TurnDraft) -> Move:
    """The draft's number (shift, roundabout, truck) without its effect."""
    return Move(
        draft.combo,
        draft.street,
        draft.house,
        bool(draft.shift),
        draft.shift,
        roundabout=draft.roundabout,
        truck=draft.truck,
    )


def effect_targets(draft: TurnDraft, view: SeatView) -> list[Any]:
    """The targets the pending effect may take: fence (street, slot), column index, bis
    (street, house, source house), or ``[None]`` for a plain use (park, pool, temp)."""
    if draft.needs is not Needs.EFFECT:
        return []
    combo = view.combos[draft.combo]
    base = Move(
        draft.combo, draft.street, draft.house, roundabout=draft.roundabout, truck=draft.truck
    )
    written = _apply(view, base)
    moves = effect_moves(written, replace(base, effect=True), combo.effect)
    kind = draft.effect_kind
    if kind is TargetKind.FENCE:
        return [m.fence for m in moves]
    if kind is TargetKind.COLUMN:
        return [m.column for m in moves]
    if kind is TargetKind.BIS:
        return [m.bis for m in moves]
    return [None] if moves else []


def choose_effect_target(draft: TurnDraft, view: SeatView, target: Any) -> TurnDraft:
    """Use the effect on ``target`` (an item of ``effect_targets``)."""
    if draft.needs is not Needs.EFFECT:
        raise DraftError(AppReason.NO_EFFECT_PENDING)
    kind = draft.effect_kind
    changes: dict[str, Any] = {"effect_used": True, "effect_done": True}
    if kind is TargetKind.FENCE:
        changes["fence"] = _int_tuple(target, 2)
    elif kind is TargetKind.COLUMN:
        changes["column"] = int(target) if target is not None else -1
    elif kind is TargetKind.BIS:
        changes["bis"] = _int_tuple(target, 3)
    elif target is not None:
        raise IllegalMove(Reason.EFFECT_TARGET_UNEXPECTED, kind)
    new = replace(draft, **changes)
    _apply(view, new.to_move())
    return new


def _int_tuple(target: Any, n: int) -> Any:
    if target is None:
        return None
    values = tuple(int(v) for v in target)
    if len(values) != n:
        raise IllegalMove(Reason.EFFECT_TARGET_MISSING)
    return values


def skip_effect(draft: TurnDraft) -> TurnDraft:
    """Leave the combination's effect unused (effects are optional)."""
    if draft.needs is not Needs.EFFECT:
        raise DraftError(AppReason.NO_EFFECT_PENDING)
    return replace(draft, effect_done=True, effect_used=False)


def refuse(draft: TurnDraft, view: SeatView) -> TurnDraft:
    """Refuse the building permit; the engine allows it only when no number can be written.
    Expert rules: the selected combination says which card is passed on."""
    combo = max(draft.combo, 0)
    _apply(view, Move(combo=combo))
    return TurnDraft(combo=combo, refusal=True)


def can_refuse(view: SeatView) -> bool:
    """True when the engine accepts a permit refusal: no number fits without a roundabout."""
    try:
        _apply(view, Move(combo=0))
    except IllegalMove:
        return False
    return True


def must_refuse(view: SeatView) -> bool:
    """True when the permit refusal is the only move (not even a roundabout makes room)."""
    if not can_refuse(view):
        return False
    moves = moves_for_sheet(view.sheet, view.combos, advanced=view.advanced)
    return all(move.is_refusal for move in moves)


# -- queries --------------------------------------------------------------------------------
def preview_sheet(draft: TurnDraft, view: SeatView) -> Sheet:
    """The seat's sheet with the draft written so far (number, effect, claims)."""
    if draft.refusal:
        return _apply(view, draft.to_move())
    if draft.street < 0:
        return view.sheet
    move = draft.to_move() if draft.effect_done else _number_move(draft)
    sheet = _apply(view, move)
    if draft.needs is Needs.TRUCK:  # no truck has moved until the player picks one
        sheet = replace(sheet, theme=view.sheet.theme)
    return _with_claims(sheet, view, draft.claims)


def _with_claims(sheet: Sheet, view: SeatView, claims: tuple[PlanClaim, ...]) -> Sheet:
    for index, estates in claims:
        sheet = claim_plan(sheet, index, view.plans[index], view.plan_points[index], estates)
    return sheet


def legal_houses(
    draft: TurnDraft, view: SeatView, combo: int, shift: int = 0
) -> frozenset[tuple[int, int]]:
    """Houses where combination ``combo`` (with ``shift``) may be written now."""
    if not 0 <= combo < len(view.combos) or draft.refusal:
        return frozenset()
    out = set()
    for street, row in enumerate(view.sheet.houses):
        for house in range(len(row)):
            move = Move(combo, street, house, bool(shift), shift, roundabout=draft.roundabout)
            try:
                _apply(view, move)
            except IllegalMove:
                continue
            out.add((street, house))
    return frozenset(out)


def roundabout_targets(draft: TurnDraft, view: SeatView) -> list[tuple[int, int]]:
    """Empty houses that may become this turn's roundabout (advanced variant, before the
    number is written)."""
    if draft.street >= 0 or draft.refusal:
        return []
    return roundabout_options(view.sheet, view.advanced)


def met_plans(draft: TurnDraft, view: SeatView) -> tuple[int, ...]:
    """Plans (0..2) this move achieves for the first time on this sheet (once complete)."""
    if draft.needs is not Needs.CONFIRM or draft.refusal:
        return ()
    sheet = preview_sheet(draft, view)
    claimed = {i for i, _ in draft.claims}
    return tuple(
        i
        for i in range(3)
        if i in claimed or (sheet.plans[i] == 0 and plan_met(sheet, view.plans[i]))
    )


def claim_choices(draft: TurnDraft, view: SeatView) -> list[tuple[int, list[tuple[Estate, ...]]]]:
    """For each plan met now whose estates could be chosen in several ways: the options."""
    if draft.needs is not Needs.CONFIRM or draft.refusal:
        return []
    sheet = preview_sheet(draft, view)
    out = []
    claimed = {i for i, _ in draft.claims}
    for i in range(3):
        if i in claimed or sheet.plans[i] or not plan_met(sheet, view.plans[i]):
            continue
        options = preferred_estates(sheet, view.plans, i)  # the default (first) leads
        if len(options) > 1:
            out.append((i, options))
    return out


def choose_claim(
    draft: TurnDraft, view: SeatView, plan_index: int, estates: tuple[Estate, ...]
) -> TurnDraft:
    """Claim plan ``plan_index`` with these estates (replacing an earlier choice for it)."""
    if draft.needs is not Needs.CONFIRM or draft.refusal:
        raise DraftError(AppReason.NOT_READY)
    if not 0 <= plan_index < 3:
        raise IllegalMove(Reason.NO_SUCH_PLAN, str(plan_index))
    kept = tuple(c for c in draft.claims if c[0] != plan_index)
    base = _with_claims(preview_sheet(replace(draft, claims=()), view), view, kept)
    if base.plans[plan_index]:
        raise IllegalMove(Reason.PLAN_ALREADY_SCORED, str(plan_index))
    estates = tuple((int(s), int(h), int(n)) for s, h, n in estates)
    check_claim(base, view.plans[plan_index], estates)
    return replace(draft, claims=(*kept, (plan_index, estates)))


def reshuffle_question(draft: TurnDraft, view: SeatView) -> bool:
    """Whether to ask this seat about the reshuffle (first plan achievement, standard mode)."""
    return view.can_reshuffle and bool(met_plans(draft, view))


def answer_reshuffle(draft: TurnDraft, view: SeatView, answer: bool) -> TurnDraft:
    if not reshuffle_question(draft, view):
        raise DraftError(AppReason.NO_RESHUFFLE_QUESTION)
    return replace(draft, reshuffle=answer)
