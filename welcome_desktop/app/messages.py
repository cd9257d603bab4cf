"""Translated texts of the controller: refusal reasons (engine and app ids) and save errors."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..i18n.catalog import REASONS, reason_text
from ..i18n.text import arg

CONTEXT = "GameController"

# App reason ids: steps out of order, no game, save problems. Engine ids go to i18n.catalog.
APP_REASONS: Mapping[str, str] = {
    "choose_combination": QT_TRANSLATE_NOOP("GameController", "Choose a combination first."),
    "house_already_placed": QT_TRANSLATE_NOOP(
        "GameController", "The number is already written; undo to change it."
    ),
    "no_effect_pending": QT_TRANSLATE_NOOP("GameController", "There is no effect to use now."),
    "turn_is_refusal": QT_TRANSLATE_NOOP(
        "GameController", "This turn is a permit refusal; undo to write a number instead."
    ),
    "not_ready": QT_TRANSLATE_NOOP("GameController", "Finish the turn before confirming it."),
    "no_claim_choice": QT_TRANSLATE_NOOP("GameController", "There is no plan to claim now."),
    "no_reshuffle_question": QT_TRANSLATE_NOOP(
        "GameController", "The reshuffle cannot be asked for now."
    ),
    "no_game": QT_TRANSLATE_NOOP("GameController", "No game is in progress."),
    "not_your_turn": QT_TRANSLATE_NOOP(
        "GameController", "Wait: the computer players are still thinking."
    ),
    "nothing_to_undo": QT_TRANSLATE_NOOP("GameController", "Nothing to undo in this turn."),
    "nothing_to_redo": QT_TRANSLATE_NOOP("GameController", "Nothing to redo."),
    "enter_table_cards": QT_TRANSLATE_NOOP(
        "GameController", "Enter the three cards drawn at the table first."
    ),
    "not_score_pad": QT_TRANSLATE_NOOP("GameController", "This game is not a score pad game."),
    "bad_table_cards": QT_TRANSLATE_NOOP(
        "GameController", "Enter three cards, each a number from 1 to 15 and an effect."
    ),
    "internal_error": QT_TRANSLATE_NOOP(
        "GameController",
        "Something went wrong while playing this move; the game is unchanged. Please report it.",
    ),
    "hint_busy": QT_TRANSLATE_NOOP("GameController", "A hint is already being prepared."),
}

# Menu labels for undo / redo, by the kind of step (app.draft.step_kind).
UNDO_LABELS: Mapping[str, str] = {
    "combo": QT_TRANSLATE_NOOP("GameController", "Undo choosing the card"),
    "roundabout": QT_TRANSLATE_NOOP("GameController", "Undo drawing the roundabout"),
    "shift": QT_TRANSLATE_NOOP("GameController", "Undo changing the number"),
    "number": QT_TRANSLATE_NOOP("GameController", "Undo writing the number"),
    "effect": QT_TRANSLATE_NOOP("GameController", "Undo using the effect"),
    "skip": QT_TRANSLATE_NOOP("GameController", "Undo skipping the effect"),
    "refusal": QT_TRANSLATE_NOOP("GameController", "Undo refusing the permit"),
    "claim": QT_TRANSLATE_NOOP("GameController", "Undo choosing the estates"),
    "reshuffle": QT_TRANSLATE_NOOP("GameController", "Undo the reshuffle answer"),
}
REDO_LABELS: Mapping[str, str] = {
    "combo": QT_TRANSLATE_NOOP("GameController", "Redo choosing the card"),
    "roundabout": QT_TRANSLATE_NOOP("GameController", "Redo drawing the roundabout"),
    "shift": QT_TRANSLATE_NOOP("GameController", "Redo changing the number"),
    "number": QT_TRANSLATE_NOOP("GameController", "Redo writing the number"),
    "effect": QT_TRANSLATE_NOOP("GameController", "Redo using the effect"),
    "skip": QT_TRANSLATE_NOOP("GameController", "Redo skipping the effect"),
    "refusal": QT_TRANSLATE_NOOP("GameController", "Redo refusing the permit"),
    "claim": QT_TRANSLATE_NOOP("GameController", "Redo choosing the estates"),
    "reshuffle": QT_TRANSLATE_NOOP("GameController", "Redo the reshuffle answer"),
}

SAVE_ERRORS: Mapping[str, str] = {
    "corrupt": QT_TRANSLATE_NOOP(
        "GameController", "The saved game %1 is damaged and cannot be opened."
    ),
    "too_new": QT_TRANSLATE_NOOP(
        "GameController",
        "The saved game %1 was made by a newer version of Welcome Desktop. Update to open it.",
    ),
    "unreadable": QT_TRANSLATE_NOOP("GameController", "The file %1 cannot be read."),
    "write_failed": QT_TRANSLATE_NOOP("GameController", "The game could not be saved to %1."),
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


def save_error_text(code: str, path: str) -> str:
    """The translated sentence for a save problem (``code`` from persistence.saves)."""
    text = SAVE_ERRORS.get(code, SAVE_ERRORS["unreadable"])
    return arg(QCoreApplication.translate(CONTEXT, text), path)
