"""Turns the controller's view and draft into the BoardModel the scene draws (no rules here)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.controller import GameController
from welcome_desktop.engine import Mode, Move
from welcome_desktop.engine.data import CARD_EFFECTS, CARD_NUMBERS
from welcome_desktop.i18n import arg

from .safe_text import display_name
from .scene import BoardModel


@dataclass
class UiTurnState:
    """What only the UI remembers about the turn: keyboard cursor and hand-mode effect card."""

    cursor: tuple[int, int] | None = None
    effect_card: int = 1
    target_index: int = -1
    hidden: bool = False
    view_seat: int = -1  # another seat's sheet shown read-only (-1: the seat to play)
    highlight_legal: bool = True
    # The last move of each computer seat, replayed as a flying card when its sheet is shown.
    bot_moves: dict[int, Move] = field(default_factory=dict)


def hand_combo(controller: GameController, number_card: int, effect_card: int) -> int:
    """Index of the offer using ``number_card``'s number and ``effect_card``'s effect."""
    view = controller.view()
    for i, c in enumerate(view.combos):
        if c.number_card == number_card and c.effect_card == effect_card:
            return i
    for i, c in enumerate(view.combos):
        if c.number_card == number_card:
            return i
    return -1


def is_hand_mode(controller: GameController) -> bool:
    state = controller.state
    return state is not None and state.config.mode is not Mode.STANDARD


def seat_name(controller: GameController, seat: int) -> str:
    setup = controller.setup
    if setup is not None and 0 <= seat < len(setup.seats):
        return display_name(setup.seats[seat].name)  # one line, not too long to lay out
    return arg(QCoreApplication.translate("BoardModel", "Player %1"), seat + 1)


def effect_targets_split(
    kind: str, targets: list[object]
) -> tuple[frozenset[tuple[int, int]], frozenset[int], frozenset[tuple[int, int]]]:
    fences: set[tuple[int, int]] = set()
    columns: set[int] = set()
    bis: set[tuple[int, int]] = set()
    for t in targets:
        if kind == "fence" and isinstance(t, tuple):
            fences.add((int(t[0]), int(t[1])))
        elif kind == "column" and isinstance(t, int):
            columns.add(t)
        elif kind == "bis" and isinstance(t, tuple):
            bis.add((int(t[0]), int(t[1])))
    return frozenset(fences), frozenset(columns), frozenset(bis)


def shown_seat(controller: GameController, ui: UiTurnState) -> int:
    """The seat whose sheet is on screen: the viewer's, or another one picked to look at."""
    view = controller.view()
    if 0 <= ui.view_seat < view.seats:
        return ui.view_seat
    return view.seat


def build_model(controller: GameController, ui: UiTurnState) -> BoardModel | None:
    state = controller.state
    if state is None:
        return None
    view = controller.view()
    draft = controller.draft
    active = controller.active_seat
    other = shown_seat(controller, ui)
    interactive = active >= 0 and not state.over and not ui.hidden and other == view.seat
    sheet = controller.preview_sheet() if interactive else view.current
    if other != view.seat:
        sheet = view.sheets[other]
    base = view.sheet if interactive else None
    hand_mode = view.mode is not Mode.STANDARD
    if hand_mode:
        cards = tuple((CARD_NUMBERS[c], CARD_EFFECTS[c].value) for c in view.hand)
        corners: tuple[str, ...] = ()
        if draft.combo >= 0:
            combo = view.combos[draft.combo]
            selected, effect_card = combo.number_card, combo.effect_card
        else:
            selected, effect_card = -1, ui.effect_card
    else:
        cards = tuple((c.number, c.effect.value) for c in view.combos)
        corners = tuple(e.value for e in view.next_effects)
        selected, effect_card = draft.combo, -1
    legal: frozenset[tuple[int, int]] = frozenset()
    fences = columns = bis = frozenset()  # type: ignore[var-annotated]
    if interactive and draft.needs == "house" and draft.combo >= 0:
        legal = controller.legal_houses(draft.combo, draft.shift)
    target: object = None
    if interactive and draft.needs == "effect":
        targets = controller.effect_targets()
        fences, columns, bis = effect_targets_split(draft.effect_kind, targets)
        if 0 <= ui.target_index < len(targets):
            target = targets[ui.target_index]
    show_shift = (
        interactive
        and draft.combo >= 0
        and draft.needs == "house"
        and draft.effect_kind == "temp"
        and sheet.temps < 11
    )
    scores = controller.live_scores()
    seat = other
    name = seat_name(controller, seat)
    title = arg(QCoreApplication.translate("BoardModel", "Sheet of %1"), name)
    if view.mode is Mode.SOLO:
        subtitle = arg(QCoreApplication.translate("BoardModel", "Solo · round %1"), view.round)
    else:
        subtitle = arg(
            QCoreApplication.translate("BoardModel", "Round %1 · %2 players"),
            view.round,
            view.seats,
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
        base=base,
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
        legal=legal if ui.highlight_legal else frozenset(),
        effect_kind=draft.effect_kind,
        fence_targets=fences,
        column_targets=columns,
        bis_targets=bis,
        cursor=ui.cursor if interactive else None,
        target=target,
        pending_roundabout=draft.roundabout if interactive and draft.street < 0 else None,
        pass_card=(
            3 - selected - effect_card
            if view.mode is Mode.EXPERT and selected >= 0 and effect_card >= 0
            else -1
        ),
        solo=view.mode is Mode.SOLO,
        pile_effect=view.next_effects[0].value if hand_mode and view.next_effects else "",
        total=scores[seat].total if seat < len(scores) else 0,
        offer_caption=offer_caption,
        plans_caption=QCoreApplication.translate("BoardModel", "City plans"),
        interactive=interactive,
        hidden=ui.hidden,
        extra={"advanced": view.advanced},
    )
