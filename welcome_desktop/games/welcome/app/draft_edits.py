"""Draft steps that change a turn already under way, each one undo step: a whole suggested move
written at once ("Play this"), the temp agency's shift changed after the number is written,
another card chosen for the effect after the number (hand modes), and the reason a house
refuses the number (for the hover hint). Pure functions over ``draft``'s steps: the engine
still checks every move."""

from __future__ import annotations

from ..engine import Effect, IllegalMove, Move, Reason, SeatView
from . import draft as steps
from .draft import DraftError, Needs, TurnDraft
from .effects import TargetKind
from .reasons import AppReason


def draft_for_move(view: SeatView, move: Move) -> TurnDraft:
    """The draft that plays ``move`` from the start of the turn, ready to confirm (its claims
    and reshuffle answer included). Raises ``IllegalMove`` / ``DraftError`` like the steps."""
    draft = steps.select_combo(TurnDraft(), view, move.combo)
    if move.is_refusal:
        return steps.refuse(draft, view)
    if move.roundabout is not None:
        draft = steps.place_roundabout(draft, view, *move.roundabout)
    if move.shift:
        draft = steps.set_shift(draft, view, move.shift)
    draft = steps.place_number(draft, view, move.street, move.house)
    if draft.needs is Needs.TRUCK:  # ice-cream sheet: -1 (no choice) takes the left truck
        draft = steps.choose_truck(draft, view, max(move.truck, 0))
    if draft.needs is Needs.EFFECT:
        if not move.effect:
            draft = steps.skip_effect(draft)
        else:
            draft = steps.choose_effect_target(draft, view, _target(draft.effect_kind, move))
    for plan_index, estates in move.claims:
        draft = steps.choose_claim(draft, view, plan_index, estates)
    if move.reshuffle and steps.reshuffle_question(draft, view):
        draft = steps.answer_reshuffle(draft, view, True)
    return draft


def _target(kind: TargetKind, move: Move) -> object:
    if kind is TargetKind.FENCE:
        return move.fence
    if kind is TargetKind.COLUMN:
        return move.column
    if kind is TargetKind.BIS:
        return move.bis
    return None


def change_shift(draft: TurnDraft, view: SeatView, shift: int) -> TurnDraft:
    """Temp agency: set the shift, also after the number is written (the number is written
    again in the same house with the new shift, the effect chosen anew)."""
    if draft.street < 0 or draft.refusal:
        return steps.set_shift(draft, view, shift)
    if view.combos[draft.combo].effect is not Effect.TEMP:
        raise IllegalMove(Reason.SHIFT_NEEDS_TEMP)
    fresh = TurnDraft(combo=draft.combo, roundabout=draft.roundabout, effect_kind=draft.effect_kind)
    shifted = steps.set_shift(fresh, view, shift)
    return steps.place_number(shifted, view, draft.street, draft.house)


def change_combo(draft: TurnDraft, view: SeatView, combo: int) -> TurnDraft:
    """Use combination ``combo`` instead (hand modes: another card gives the effect), keeping
    the house already chosen: the number is written there again, the effect chosen anew."""
    fresh = steps.select_combo(draft, view, combo)
    if draft.street < 0 or draft.refusal:
        return fresh
    return steps.place_number(fresh, view, draft.street, draft.house)


def placement_reason(
    draft: TurnDraft, view: SeatView, combo: int, shift: int, street: int, house: int
) -> str | None:
    """Why combination ``combo`` (with ``shift``) cannot be written in that house now: an
    engine or app reason id, or None if it can."""
    if draft.refusal:
        return AppReason.TURN_IS_REFUSAL
    if not 0 <= combo < len(view.combos):
        return AppReason.CHOOSE_COMBINATION
    if draft.street >= 0:
        return AppReason.HOUSE_ALREADY_PLACED
    probe = TurnDraft(combo=combo, shift=shift, roundabout=draft.roundabout)
    try:
        steps.place_number(probe, view, street, house)
    except IllegalMove as err:
        return err.reason.value
    except DraftError as err:
        return err.reason
    return None
