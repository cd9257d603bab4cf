"""Translated texts of the controller: refusal reasons (engine and app ids) and save errors."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from welcome_desktop.i18n.text import QT_TRANSLATE_NOOP

from ..i18n.catalog import REASONS, reason_text
from .draft import StepKind
from .reasons import AppReason

CONTEXT = "GameController"

# App reasons (AppReason): steps out of order, no game... Engine reasons: i18n.catalog.
APP_REASONS: Mapping[str, str] = {
    AppReason.CHOOSE_COMBINATION: QT_TRANSLATE_NOOP(
        "GameController", "Choose a combination first."
    ),
    AppReason.HOUSE_ALREADY_PLACED: QT_TRANSLATE_NOOP(
        "GameController", "The number is already written; undo to change it."
    ),
    AppReason.NO_EFFECT_PENDING: QT_TRANSLATE_NOOP(
        "GameController", "There is no effect to use now."
    ),
    AppReason.TURN_IS_REFUSAL: QT_TRANSLATE_NOOP(
        "GameController", "This turn is a permit refusal; undo to write a number instead."
    ),
    AppReason.NOT_READY: QT_TRANSLATE_NOOP(
        "GameController", "Finish the turn before confirming it."
    ),
    AppReason.NO_CLAIM_CHOICE: QT_TRANSLATE_NOOP(
        "GameController", "There is no plan to claim now."
    ),
    AppReason.NO_RESHUFFLE_QUESTION: QT_TRANSLATE_NOOP(
        "GameController", "The reshuffle cannot be asked for now."
    ),
    AppReason.NO_GAME: QT_TRANSLATE_NOOP("GameController", "No game is in progress."),
    AppReason.NOT_YOUR_TURN: QT_TRANSLATE_NOOP(
        "GameController", "Wait: the computer players are still thinking."
    ),
    AppReason.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP("GameController", "Nothing to undo in this turn."),
    AppReason.NOTHING_TO_REDO: QT_TRANSLATE_NOOP("GameController", "Nothing to redo."),
    AppReason.ENTER_TABLE_CARDS: QT_TRANSLATE_NOOP(
        "GameController", "Enter the three cards drawn at the table first."
    ),
    AppReason.NOT_SCORE_PAD: QT_TRANSLATE_NOOP(
        "GameController", "This game is not a score pad game."
    ),
    AppReason.BAD_TABLE_CARDS: QT_TRANSLATE_NOOP(
        "GameController", "Enter three cards, each a number from 1 to 15 and an effect."
    ),
    AppReason.INTERNAL_ERROR: QT_TRANSLATE_NOOP(
        "GameController",
        "Something went wrong while playing this move; the game is unchanged. Please report it.",
    ),
    AppReason.HINT_BUSY: QT_TRANSLATE_NOOP("GameController", "A hint is already being prepared."),
}

# Menu labels for undo / redo, by the kind of step (app.draft.step_kind).
UNDO_LABELS: Mapping[str, str] = {
    StepKind.COMBO: QT_TRANSLATE_NOOP("GameController", "Undo choosing the card"),
    StepKind.ROUNDABOUT: QT_TRANSLATE_NOOP("GameController", "Undo drawing the roundabout"),
    StepKind.SHIFT: QT_TRANSLATE_NOOP("GameController", "Undo changing the number"),
    StepKind.NUMBER: QT_TRANSLATE_NOOP("GameController", "Undo writing the number"),
    StepKind.TRUCK: QT_TRANSLATE_NOOP("GameController", "Undo choosing the ice-cream truck"),
    StepKind.EFFECT: QT_TRANSLATE_NOOP("GameController", "Undo using the effect"),
    StepKind.SKIP: QT_TRANSLATE_NOOP("GameController", "Undo skipping the effect"),
    StepKind.REFUSAL: QT_TRANSLATE_NOOP("GameController", "Undo refusing the permit"),
    StepKind.CLAIM: QT_TRANSLATE_NOOP("GameController", "Undo choosing the estates"),
    StepKind.RESHUFFLE: QT_TRANSLATE_NOOP("GameController", "Undo the reshuffle answer"),
    StepKind.MOVE: QT_TRANSLATE_NOOP("GameController", "Undo the whole move"),
}
REDO_LABELS: Mapping[str, str] = {
    StepKind.COMBO: QT_TRANSLATE_NOOP("GameController", "Redo choosing the card"),
    StepKind.ROUNDABOUT: QT_TRANSLATE_NOOP("GameController", "Redo drawing the roundabout"),
    StepKind.SHIFT: QT_TRANSLATE_NOOP("GameController", "Redo changing the number"),
    StepKind.NUMBER: QT_TRANSLATE_NOOP("GameController", "Redo writing the number"),
    StepKind.TRUCK: QT_TRANSLATE_NOOP("GameController", "Redo choosing the ice-cream truck"),
    StepKind.EFFECT: QT_TRANSLATE_NOOP("GameController", "Redo using the effect"),
    StepKind.SKIP: QT_TRANSLATE_NOOP("GameController", "Redo skipping the effect"),
    StepKind.REFUSAL: QT_TRANSLATE_NOOP("GameController", "Redo refusing the permit"),
    StepKind.CLAIM: QT_TRANSLATE_NOOP("GameController", "Redo choosing the estates"),
    StepKind.RESHUFFLE: QT_TRANSLATE_NOOP("GameController", "Redo the reshuffle answer"),
    StepKind.MOVE: QT_TRANSLATE_NOOP("GameController", "Redo the whole move"),
}


def refusal_text(reason: str) -> str:
    """The translated sentence for an engine or app reason id."""
    text = APP_REASONS.get(reason)
    if text is not None:
        return QCoreApplication.translate(CONTEXT, text)
    if reason in REASONS:
        return reason_text(reason)
    return reason_text(reason)


def undo_label(step: str | None) -> str:
    """ "Undo writing the number"…, or plain "Undo" when there is nothing to undo."""
    if step is None:
        return QCoreApplication.translate(CONTEXT, "Undo")
    return QCoreApplication.translate(CONTEXT, UNDO_LABELS[step])


def redo_label(step: str | None) -> str:
    if step is None:
        return QCoreApplication.translate(CONTEXT, "Redo")
    return QCoreApplication.translate(CONTEXT, REDO_LABELS[step])
