"""The window's default dialog openers: each takes its parent widget and the data it shows
(tests replace them on the session actions with plain functions)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from welcome_desktop.games.welcome.app.setup import GameSetup
from welcome_desktop.games.welcome.engine import GameState, PlanDef
from welcome_desktop.games.welcome.i18n.catalog import plan_name
from welcome_desktop.ui.common_dialogs import (
    ask_open_path,
    ask_save_path,
    ask_settings,
    ask_yes_no,
    show_about,
    show_rules,
)

from .dialogs import ClaimDialog, NewGameDialog

__all__ = [
    "ask_claim",
    "ask_new_game",
    "ask_open_path",
    "ask_save_path",
    "ask_settings",
    "ask_table_round",
    "ask_table_temps",
    "ask_yes_no",
    "show_about",
    "show_rules",
]


def ask_claim(window: QWidget, plan: PlanDef, options: list[Any]) -> Any:
    dialog = ClaimDialog(plan_name(plan), list(options), window)
    dialog.exec()
    return dialog.chosen()


def ask_new_game(window: QWidget, last_names: Sequence[str], seed: int | None) -> GameSetup | None:
    dialog = NewGameDialog(window, tuple(last_names))
    if seed is not None:
        dialog.seed.setText(str(seed))
    if dialog.exec() == NewGameDialog.DialogCode.Accepted:
        return dialog.result_setup
    return None


def ask_table_round(window: QWidget, state: GameState | None, last: Any = None) -> Any:
    """The cards drawn at the table, the dialog filled in with ``last`` round's entries and the
    street bonuses already taken in ``state``."""
    from .table_dialog import TABLE_GAME_ENDED, TableRoundDialog
    from .theme_table import taken_so_far

    dialog = TableRoundDialog(window, taken_so_far(state))
    if last is not None:
        dialog.set_table_round(last)
    code = dialog.exec()
    if code == TableRoundDialog.ENDED:
        return TABLE_GAME_ENDED
    if code == TableRoundDialog.DialogCode.Accepted:
        combos, approved = dialog.table_round()
        return (combos, approved, dialog.taken()) if dialog.taken_boxes else (combos, approved)
    return None


def ask_table_temps(window: QWidget, own: int, final: bool) -> Any:
    from .table_temps_dialog import TableTempsDialog

    dialog = TableTempsDialog(own, final, window)
    if dialog.exec() == TableTempsDialog.DialogCode.Accepted:
        return dialog.answer
    return None
