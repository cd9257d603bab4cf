"""A suggested move in words, step by step, with the streets numbered as the sheet numbers them
(street 1 at the top), and its reasons (``bots.hints`` ids) in the same words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from welcome_desktop.games.welcome.engine import Effect, Move, SeatView
from welcome_desktop.games.welcome.i18n.catalog import effect_name, hint_text
from welcome_desktop.i18n import TrContext, arg

# Plural messages go through .tr(): lupdate misreads a variable count in translate().
Suggestion = TrContext("Suggestion")
STREET_IDS = ("top", "middle", "bottom")


def move_lines(view: SeatView, move: Move) -> list[str]:
    """The steps of ``move`` for the seat seeing ``view``, one sentence each."""
    if move.is_refusal:
        return [
            QCoreApplication.translate(
                "Suggestion", "Refuse the building permit: no number fits anywhere."
            )
        ]
    combo = view.combos[move.combo]
    lines = []
    if move.roundabout is not None:
        s, h = move.roundabout
        lines.append(
            arg(
                QCoreApplication.translate(
                    "Suggestion", "First build a roundabout in street %1, house %2."
                ),
                s + 1,
                h + 1,
            )
        )
    number = combo.number + move.shift
    if move.shift:
        lines.append(
            arg(
                QCoreApplication.translate(
                    "Suggestion", "Hire a temp and write %1 instead of %2 in street %3, house %4."
                ),
                number,
                combo.number,
                move.street + 1,
                move.house + 1,
            )
        )
    else:
        lines.append(
            arg(
                QCoreApplication.translate("Suggestion", "Write %1 in street %2, house %3."),
                number,
                move.street + 1,
                move.house + 1,
            )
        )
    effect = _effect_line(view, move, combo.effect)
    if effect:
        lines.append(effect)
    for plan_index, _estates in move.claims:
        lines.append(
            arg(
                QCoreApplication.translate(
                    "Suggestion", "Claim city plan no. %1 with the estates marked."
                ),
                plan_index + 1,
            )
        )
    return lines


def _effect_line(view: SeatView, move: Move, effect: Effect) -> str:
    if move.shift:
        return ""  # the temp agency is already in the sentence
    if not move.effect:
        return arg(
            QCoreApplication.translate("Suggestion", "Leave the %1 unused."), effect_name(effect)
        )
    if move.fence is not None:
        s, slot = move.fence
        return arg(
            QCoreApplication.translate(
                "Suggestion", "Surveyor: draw a fence between houses %1 and %2 of street %3."
            ),
            slot + 1,
            slot + 2,
            s + 1,
        )
    if move.column >= 0:
        return Suggestion.tr(
            "Real estate agent: raise the value of estates of %n house(s).", "", move.column + 1
        )
    if move.bis is not None:
        s, h, source = move.bis
        return arg(
            QCoreApplication.translate(
                "Suggestion", "Bis: copy the number of house %1 into house %2 of street %3."
            ),
            source + 1,
            h + 1,
            s + 1,
        )
    if effect is Effect.LANDSCAPER:
        return arg(
            QCoreApplication.translate("Suggestion", "Landscaper: build a park in street %1."),
            move.street + 1,
        )
    if effect is Effect.POOL:
        return QCoreApplication.translate(
            "Suggestion", "Pool manufacturer: build the pool of this house."
        )
    if effect is Effect.TEMP:
        return QCoreApplication.translate("Suggestion", "Temp agency: hire a temp.")
    return arg(QCoreApplication.translate("Suggestion", "Use the %1."), effect_name(effect))


def street_phrase(street_id: str) -> str:
    """ "in street 2" for a hint's street argument ("top", "middle", "bottom")."""
    return arg(
        QCoreApplication.translate("Suggestion", "in street %1"), STREET_IDS.index(street_id) + 1
    )


def reason_lines(reasons: Sequence[tuple[str, Sequence[str]]]) -> list[str]:
    """The hint reasons in words, streets numbered; unknown ids are left out."""
    out = []
    for reason_id, args in reasons:
        values = [str(a) for a in args]
        if values and values[0] in STREET_IDS:
            values[0] = street_phrase(values[0])
        text = hint_text(reason_id, values)
        if text:
            out.append(text)
    return out
