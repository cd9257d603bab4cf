"""The words of the turn bar: the prompt of each ``TurnView.prompt``, the effect prompts and
buttons, and a move described in a sentence (for hints)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from welcome_desktop.games.welcome.app.effects import TargetKind
from welcome_desktop.games.welcome.app.turn_view import Prompt, TurnView
from welcome_desktop.games.welcome.engine import Move, SeatView
from welcome_desktop.games.welcome.i18n.catalog import effect_name, street_name
from welcome_desktop.i18n import arg
from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP

CONTEXT = "MainWindow"  # the translation context these texts always had

PROMPTS: Mapping[Prompt, str] = {
    Prompt.NONE: "",
    Prompt.OTHER_SHEET: QT_TRANSLATE_NOOP(
        "MainWindow", "You are looking at the sheet of %1 as it was at the start of the round."
    ),
    Prompt.FINAL_SHEET: QT_TRANSLATE_NOOP("MainWindow", "The final sheet of %1."),
    Prompt.GAME_OVER: QT_TRANSLATE_NOOP("MainWindow", "The game is over."),
    Prompt.THINKING: QT_TRANSLATE_NOOP("MainWindow", "The computer players are thinking…"),
    Prompt.TABLE_ROUND: QT_TRANSLATE_NOOP(
        "MainWindow", "Enter the three cards drawn at the table."
    ),
    Prompt.MUST_REFUSE: QT_TRANSLATE_NOOP(
        "MainWindow", "No number fits anywhere: your building permit is refused this turn."
    ),
    Prompt.ROUNDABOUT: QT_TRANSLATE_NOOP(
        "MainWindow", "Click an empty house to build a roundabout there."
    ),
    Prompt.DRAG_CARD: QT_TRANSLATE_NOOP(
        "MainWindow",
        "Drag a card onto a house to use its number; click another card to "
        "use its effect (keys 1–3, arrows, Enter).",
    ),
    Prompt.DRAG_COMBO: QT_TRANSLATE_NOOP(
        "MainWindow",
        "Drag a combination onto a house (or press 1–3, move with the arrows, Enter to write).",
    ),
    Prompt.WRITE_NUMBER: QT_TRANSLATE_NOOP(
        "MainWindow", "Write the %1 on a highlighted house (drag, click or Enter)."
    ),
    Prompt.TRUCK: QT_TRANSLATE_NOOP(
        "MainWindow",
        "Choose the bottom street's ice-cream truck: click the truck at the end it starts from.",
    ),
    Prompt.EFFECT: "",  # EFFECT_PROMPTS
    Prompt.REFUSAL_READY: QT_TRANSLATE_NOOP(
        "MainWindow", "Permit refused. Confirm the turn (Ctrl+Enter)."
    ),
    Prompt.TURN_READY: QT_TRANSLATE_NOOP(
        "MainWindow", "Turn ready: confirm it (Ctrl+Enter), or undo to change it."
    ),
}

EFFECT_PROMPTS: Mapping[str, str] = {
    TargetKind.FENCE: QT_TRANSLATE_NOOP(
        "MainWindow", "Surveyor: click a fence slot to build a fence (or skip)."
    ),
    TargetKind.COLUMN: QT_TRANSLATE_NOOP(
        "MainWindow", "Real Estate Agent: click a column to raise its value."
    ),
    TargetKind.BIS: QT_TRANSLATE_NOOP(
        "MainWindow", "Bis: click an empty house right beside a number to copy it."
    ),
    TargetKind.PARK: QT_TRANSLATE_NOOP("MainWindow", "Landscaper: build a park in this street?"),
    TargetKind.POOL: QT_TRANSLATE_NOOP(
        "MainWindow", "Pool Manufacturer: build the pool of this house?"
    ),
    TargetKind.TEMP: QT_TRANSLATE_NOOP("MainWindow", "Temp Agency: hire a temp?"),
}

# The turn bar's button for an effect without a target to pick.
USE_EFFECT_LABELS: Mapping[str, str] = {
    TargetKind.PARK: QT_TRANSLATE_NOOP("MainWindow", "Build the park"),
    TargetKind.POOL: QT_TRANSLATE_NOOP("MainWindow", "Build the pool"),
    TargetKind.TEMP: QT_TRANSLATE_NOOP("MainWindow", "Hire the temp"),
}
USE_EFFECT = QT_TRANSLATE_NOOP("MainWindow", "Use the effect")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text) if text else ""


def prompt_text(view: TurnView) -> str:
    """The turn bar's sentence for ``view``."""
    if view.prompt is Prompt.EFFECT:
        return _tr(EFFECT_PROMPTS.get(view.effect_kind, ""))
    text = _tr(PROMPTS[view.prompt])
    return arg(text, *view.prompt_args) if view.prompt_args else text


def use_effect_label(effect_kind: str) -> str:
    return _tr(USE_EFFECT_LABELS.get(effect_kind, USE_EFFECT))


def describe_move(view: SeatView, move: Move) -> str:
    """``move`` of the seat seeing ``view`` as an action in words ("write 7 in …"), with the
    ice-cream sheet's bottom truck when the move chooses it."""
    text = _describe_number(view, move)
    if move.truck in (0, 1):
        side = (
            QCoreApplication.translate("MainWindow", "%1 (the bottom truck starts on the left)")
            if move.truck == 0
            else QCoreApplication.translate(
                "MainWindow", "%1 (the bottom truck starts on the right)"
            )
        )
        return arg(side, text)
    return text


def _describe_number(view: SeatView, move: Move) -> str:
    if move.is_refusal:
        return QCoreApplication.translate("MainWindow", "refuse the permit")
    combo = view.combos[move.combo]
    number, street, house = combo.number + move.shift, street_name(move.street), move.house + 1
    if move.fence is not None:
        fence_street, slot = move.fence
        return arg(
            QCoreApplication.translate(
                "MainWindow",
                "write %1 in %2, house %3, and draw a fence between houses %4 and %5 of %6",
            ),
            number,
            street,
            house,
            slot + 1,
            slot + 2,
            street_name(fence_street),
        )
    if move.effect:
        return arg(
            QCoreApplication.translate("MainWindow", "write %1 in %2, house %3, and use the %4"),
            number,
            street,
            house,
            effect_name(combo.effect),
        )
    return arg(
        QCoreApplication.translate("MainWindow", "write %1 in %2, house %3"), number, street, house
    )
