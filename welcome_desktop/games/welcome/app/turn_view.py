"""The one value the window draws: ``TurnView``, built once per change from the game state, the
turn draft, the seat's view and what only the viewer remembers (cursor, effect card...).

The controller publishes it through ``state_changed(TurnView)``; the scene, the turn bar and the
score panel draw from it and never query the controller while painting. No rules here: every
question goes to ``draft``'s pure functions, which ask the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.text import display_name
from welcome_desktop.i18n.text import TrContext, arg

from ..engine import GameState, Mode, Move, PlanDef, Score, SeatView, Sheet, score_all
from ..engine.data import CARD_EFFECTS, CARD_NUMBERS
from ..engine.themes import THEMES
from . import draft as steps
from .draft import Needs, TurnDraft
from .effects import TARGET_ART, TargetKind
from .setup import GameSetup

# Plural messages go through .tr(): lupdate misreads a variable count in translate().
BoardTitle = TrContext("BoardTitle")

House = tuple[int, int]

# Temps hired at most (the temp track has 11 boxes): no shift chip beyond.
TEMP_TRACK_BOXES = 11


class Prompt(StrEnum):
    """What the turn bar asks of the player (texts in ``ui.prompts``)."""

    NONE = "none"
    OTHER_SHEET = "other_sheet"  # arg: the seat's name
    FINAL_SHEET = "final_sheet"  # arg: the seat's name
    GAME_OVER = "game_over"
    THINKING = "thinking"
    TABLE_ROUND = "table_round"
    MUST_REFUSE = "must_refuse"
    ROUNDABOUT = "roundabout"
    DRAG_CARD = "drag_card"  # hand modes
    DRAG_COMBO = "drag_combo"  # standard
    WRITE_NUMBER = "write_number"  # arg: the number
    TRUCK = "truck"  # ice-cream sheet: pick the bottom truck's end
    EFFECT = "effect"  # see TurnView.effect_kind
    REFUSAL_READY = "refusal_ready"
    TURN_READY = "turn_ready"


# The art shown beside each prompt (effects: EFFECT_ICONS).
PROMPT_ICONS: dict[Prompt, str] = {
    Prompt.NONE: "",
    Prompt.OTHER_SHEET: "track_estate",
    Prompt.FINAL_SHEET: "track_estate",
    Prompt.GAME_OVER: "",
    Prompt.THINKING: "track_temp",
    Prompt.TABLE_ROUND: "card_back",
    Prompt.MUST_REFUSE: "track_refusal",
    Prompt.ROUNDABOUT: "roundabout",
    Prompt.DRAG_CARD: "track_estate",
    Prompt.DRAG_COMBO: "track_estate",
    Prompt.WRITE_NUMBER: "house",
    Prompt.TRUCK: "ice_truck",
    Prompt.EFFECT: "",
    Prompt.REFUSAL_READY: "track_refusal",
    Prompt.TURN_READY: "tick",
}
EFFECT_ICONS = TARGET_ART


@dataclass
class ViewerState:
    """What only the person at the screen chooses: keyboard cursor, hand-mode effect card,
    effect target under Tab, hidden sheet (pass the device), another seat looked at."""

    cursor: House | None = None
    effect_card: int = 1
    target_index: int = -1
    hidden: bool = False
    view_seat: int = -1  # another seat's sheet shown read-only (-1: the seat to play)
    highlight_legal: bool = True
    roundabout_mode: bool = False  # the next click on a house draws a roundabout


@dataclass(frozen=True)
class BoardModel:
    """Everything the board scene draws (no rules here)."""

    sheet: Sheet
    base: Sheet | None = None  # the sheet before this turn's draft (to mark fresh writing)
    title: str = ""
    subtitle: str = ""
    hand_mode: bool = False
    cards: tuple[tuple[int, str], ...] = ()  # (number, effect) per offer card / hand card
    corners: tuple[str, ...] = ()  # standard: next turn's effect shown on the number card
    selected: int = -1  # selected combination (standard) or number card (hand)
    effect_card: int = -1  # hand mode: the card giving the effect
    shift: int = 0
    show_shift: bool = False
    plans: tuple[PlanDef, ...] = ()
    approved: tuple[bool, ...] = (False, False, False)
    cards_left: int = 0
    pile_effect: str = ""  # solo: the draw pile lies effect side up, this effect on top
    legal: frozenset[House] = frozenset()
    effect_kind: str = TargetKind.NONE
    fence_targets: frozenset[House] = frozenset()
    column_targets: frozenset[int] = frozenset()
    bis_targets: frozenset[House] = frozenset()
    cursor: House | None = None
    target: object = None  # the effect target under the keyboard cursor (Tab)
    pending_roundabout: House | None = None  # chosen, number not written yet
    pass_card: int = -1  # expert rules: the hand card that goes to the next player
    solo: bool = False
    total: int = 0
    offer_caption: str = ""
    plans_caption: str = ""
    interactive: bool = True
    hidden: bool = False  # pass-the-device: hide the sheet
    extra: dict[str, object] = field(default_factory=dict)
    sheet_id: str = "base"  # the thematic sheet drawn (GameConfig.sheet)
    # Ice-cream sheet, while the bottom truck waits for its end: the house just written and,
    # for the left and right truck, the cones it would circle and cross.
    truck_house: House | None = None
    truck_previews: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class TurnControls:
    """Which turn actions are offered now (buttons and menu entries)."""

    active: bool = False  # a human seat plays now
    table_round: bool = False  # score pad: the table's cards must be entered first
    must_refuse: bool = False
    effect: bool = False  # an effect is pending (use or skip)
    plain_effect: bool = False  # ... one without a target to pick (park, pool, temp)
    can_roundabout: bool = False
    can_confirm: bool = False
    can_undo: bool = False
    can_redo: bool = False
    can_save: bool = False
    score_pad: bool = False
    can_end_at_table: bool = False
    auto_confirm: bool = False  # a complete, non-empty draft (for "confirm without asking")


@dataclass(frozen=True, slots=True)
class TurnView:
    """One published picture of the game for the window."""

    board: BoardModel
    seat: int  # the seat whose sheet is shown
    own_seat: int  # the seat of the person at the screen
    names: tuple[str, ...]
    scores: tuple[Score, ...]  # live: the shown seat's draft included, others as at round start
    submitted: tuple[bool, ...]
    over: bool
    hand_mode: bool
    needs: Needs
    effect_kind: str
    effect_targets: tuple[object, ...]
    controls: TurnControls
    prompt: Prompt
    prompt_args: tuple[str | int, ...] = ()
    temps_provisional: bool = False  # score pad: the temp points shown may still change

    @property
    def icon(self) -> str:
        if self.prompt is Prompt.EFFECT:
            return EFFECT_ICONS.get(self.effect_kind, "")
        return PROMPT_ICONS[self.prompt]


def seat_name(setup: GameSetup | None, seat: int) -> str:
    if setup is not None and 0 <= seat < len(setup.seats):
        return display_name(setup.seats[seat].name)  # one line, not too long to lay out
    return arg(QCoreApplication.translate("BoardModel", "Player %1"), seat + 1)


def hand_combo(view: SeatView, number_card: int, effect_card: int) -> int:
    """Index of the offer using ``number_card``'s number and ``effect_card``'s effect."""
    for i, c in enumerate(view.combos):
        if c.number_card == number_card and c.effect_card == effect_card:
            return i
    for i, c in enumerate(view.combos):
        if c.number_card == number_card:
            return i
    return -1


def effect_targets_split(
    kind: str, targets: tuple[object, ...]
) -> tuple[frozenset[House], frozenset[int], frozenset[House]]:
    fences: set[House] = set()
    columns: set[int] = set()
    bis: set[House] = set()
    for t in targets:
        if kind == TargetKind.FENCE and isinstance(t, tuple):
            fences.add((int(t[0]), int(t[1])))
        elif kind == TargetKind.COLUMN and isinstance(t, int):
            columns.add(t)
        elif kind == TargetKind.BIS and isinstance(t, tuple):
            bis.add((int(t[0]), int(t[1])))
    return frozenset(fences), frozenset(columns), frozenset(bis)


@dataclass(frozen=True, slots=True)
class TurnFacts:
    """What the controller knows beyond the state: whose turn it is and its undo history."""

    active_seat: int
    can_undo: bool = False
    can_redo: bool = False
    can_end_at_table: bool = False
    table_round: bool = False


def build(
    state: GameState,
    setup: GameSetup | None,
    draft: TurnDraft,
    view: SeatView,
    viewer: ViewerState,
    facts: TurnFacts,
) -> TurnView:
    """The TurnView of ``view.seat`` (the seat to play, or the last human seat). Pure: the
    viewer state is read, never changed."""
    active = facts.active_seat >= 0 and not state.over
    playing = active and not facts.table_round  # the draft may change
    shown = viewer.view_seat if 0 <= viewer.view_seat < view.seats else view.seat
    interactive = active and not viewer.hidden and shown == view.seat
    preview = steps.preview_sheet(draft, view) if playing else view.current
    sheets = list(view.sheets)
    sheets[view.seat] = preview
    if state.config.table:
        scores = state.table_scores(sheets)  # temps: the table's result, once entered
    else:
        theme = THEMES.get(view.sheet_id) if view.sheet_id != "base" else None
        scores = score_all(sheets, solo=view.mode is Mode.SOLO, theme=theme)
    targets: tuple[object, ...] = tuple(steps.effect_targets(draft, view)) if playing else ()
    needs = draft.needs
    must_refuse = playing and needs is not Needs.CONFIRM and steps.must_refuse(view)
    effect = playing and needs is Needs.EFFECT
    can_roundabout = (
        playing
        and view.advanced
        and needs in (Needs.COMBO, Needs.HOUSE)
        and draft.roundabout is None
        and view.sheet.roundabout_count < 2
    )
    controls = TurnControls(
        active=active,
        table_round=active and facts.table_round,
        must_refuse=must_refuse,
        effect=effect,
        plain_effect=effect and targets == (None,),
        can_roundabout=can_roundabout,
        can_confirm=playing and needs is Needs.CONFIRM,
        can_undo=facts.can_undo,
        can_redo=facts.can_redo,
        can_save=True,
        score_pad=bool(setup and setup.score_pad),
        can_end_at_table=facts.can_end_at_table,
        auto_confirm=playing and needs is Needs.CONFIRM and not draft.is_empty,
    )
    names = tuple(seat_name(setup, s) for s in range(view.seats))
    prompt, prompt_args = _prompt(state, view, draft, viewer, controls, shown, names)
    board = _board(
        state, view, draft, viewer, interactive, shown, names[shown], preview, scores, targets
    )
    return TurnView(
        board=board,
        seat=shown,
        own_seat=view.seat,
        names=names,
        scores=scores,
        submitted=view.submitted,
        over=state.over,
        hand_mode=view.mode is not Mode.STANDARD,
        needs=needs,
        effect_kind=draft.effect_kind,
        effect_targets=targets,
        controls=controls,
        prompt=prompt,
        prompt_args=prompt_args,
        temps_provisional=_temps_provisional(state, preview),
    )


def _temps_provisional(state: GameState, preview: Sheet) -> bool:
    """Score pad: the temp points may still change (the table's result not entered as final)."""
    if not state.config.table:
        return False
    if state.table_temps is not None and state.table_temps.final:
        return False
    return state.temps_provisional() or preview.temps > 0


def _prompt(
    state: GameState,
    view: SeatView,
    draft: TurnDraft,
    viewer: ViewerState,
    controls: TurnControls,
    shown: int,
    names: tuple[str, ...],
) -> tuple[Prompt, tuple[str | int, ...]]:
    if shown != view.seat:
        return (Prompt.FINAL_SHEET if state.over else Prompt.OTHER_SHEET), (names[shown],)
    if state.over:
        return Prompt.GAME_OVER, ()
    if not controls.active:
        return Prompt.THINKING, ()
    if controls.table_round:
        return Prompt.TABLE_ROUND, ()
    if controls.must_refuse:
        return Prompt.MUST_REFUSE, ()
    if viewer.roundabout_mode and controls.can_roundabout:
        return Prompt.ROUNDABOUT, ()
    needs = draft.needs
    if needs is Needs.COMBO:
        return (Prompt.DRAG_CARD if view.mode is not Mode.STANDARD else Prompt.DRAG_COMBO), ()
    if needs is Needs.HOUSE:
        return Prompt.WRITE_NUMBER, (view.combos[draft.combo].number + draft.shift,)
    if needs is Needs.TRUCK:
        return Prompt.TRUCK, ()
    if needs is Needs.EFFECT:
        return Prompt.EFFECT, ()
    if draft.refusal:
        return Prompt.REFUSAL_READY, ()
    return Prompt.TURN_READY, ()


def _board(
    state: GameState,
    view: SeatView,
    draft: TurnDraft,
    viewer: ViewerState,
    interactive: bool,
    shown: int,
    name: str,
    preview: Sheet,
    scores: tuple[Score, ...],
    targets: tuple[object, ...],
) -> BoardModel:
    sheet = preview if interactive else view.current
    if shown != view.seat:
        sheet = view.sheets[shown]
    hand_mode = view.mode is not Mode.STANDARD
    if hand_mode:
        cards = tuple((CARD_NUMBERS[c], CARD_EFFECTS[c].value) for c in view.hand)
        corners: tuple[str, ...] = ()
        if draft.combo >= 0:
            combo = view.combos[draft.combo]
            selected, effect_card = combo.number_card, combo.effect_card
        else:
            selected, effect_card = -1, viewer.effect_card
    else:
        cards = tuple((c.number, c.effect.value) for c in view.combos)
        corners = tuple(e.value for e in view.next_effects)
        selected, effect_card = draft.combo, -1
    legal: frozenset[House] = frozenset()
    if interactive and viewer.highlight_legal and draft.needs is Needs.HOUSE and draft.combo >= 0:
        legal = steps.legal_houses(draft, view, draft.combo, draft.shift)
    empty: frozenset[House] = frozenset()
    fences, columns, bis = empty, frozenset[int](), empty
    target: object = None
    if interactive and draft.needs is Needs.EFFECT:
        fences, columns, bis = effect_targets_split(draft.effect_kind, targets)
        if 0 <= viewer.target_index < len(targets):
            target = targets[viewer.target_index]
    # The shift may be changed until the turn is confirmed (the number is written again).
    show_shift = (
        interactive
        and draft.combo >= 0
        and not draft.refusal
        and draft.effect_kind is TargetKind.TEMP
        and view.sheet.temps < TEMP_TRACK_BOXES
    )
    title = arg(QCoreApplication.translate("BoardModel", "Sheet of %1"), name)
    if view.mode is Mode.SOLO:
        subtitle = arg(QCoreApplication.translate("BoardModel", "Solo · round %1"), view.round)
    else:
        subtitle = arg(
            BoardTitle.tr("Round %1 · %n player(s)", "", view.seats),
            view.round,
        )
    if state.over:
        subtitle = QCoreApplication.translate("BoardModel", "Game over")
    offer_caption = (
        QCoreApplication.translate("BoardModel", "Your hand")
        if hand_mode
        else QCoreApplication.translate("BoardModel", "This turn's combinations")
    )
    return BoardModel(
        sheet=sheet,
        base=view.sheet if interactive else None,
        title=title,
        subtitle=subtitle,
        hand_mode=hand_mode,
        cards=cards,
        corners=corners,
        selected=selected,
        effect_card=effect_card,
        shift=draft.shift,
        show_shift=show_shift,
        plans=view.plans,
        approved=view.approved,
        cards_left=view.cards_left,
        legal=legal,
        effect_kind=draft.effect_kind,
        fence_targets=fences,
        column_targets=columns,
        bis_targets=bis,
        cursor=viewer.cursor if interactive else None,
        target=target,
        pending_roundabout=draft.roundabout if interactive and draft.street < 0 else None,
        pass_card=(
            3 - selected - effect_card
            if view.mode is Mode.EXPERT and selected >= 0 and effect_card >= 0
            else -1
        ),
        solo=view.mode is Mode.SOLO,
        pile_effect=view.next_effects[0].value if hand_mode and view.next_effects else "",
        total=scores[shown].total if shown < len(scores) else 0,
        offer_caption=offer_caption,
        plans_caption=QCoreApplication.translate("BoardModel", "City plans"),
        interactive=interactive,
        hidden=viewer.hidden,
        extra={"advanced": view.advanced},
        sheet_id=view.sheet_id,
        truck_house=(draft.street, draft.house)
        if interactive and draft.needs is Needs.TRUCK
        else None,
        truck_previews=steps.truck_preview(draft, view) if interactive else (),
    )


def last_move_slot(view: SeatView, move: Move) -> tuple[int, bool]:
    """The offer slot a move's card flew from, and whether the offer is a hand."""
    from ..engine.game import HAND_PAIRS

    hand = view.mode is not Mode.STANDARD
    return (HAND_PAIRS[move.combo][0] if hand else move.combo), hand
