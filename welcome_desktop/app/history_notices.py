"""The sentences about a game history file, shared by every game's history: one that could not
be used (kept aside, a fresh one started) and a game that could not be added."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from welcome_desktop.i18n.text import arg
from welcome_desktop.persistence.game_db import DatabaseProblem, GameDatabase, with_db

Database = TypeVar("Database", bound=GameDatabase)
Result = TypeVar("Result")

CONTEXT = "GameRecorder"  # where the translations have always been


def problem_text(problem: DatabaseProblem) -> str:
    """What the player is told about a history file that could not be used (kept aside)."""
    texts = {
        "corrupt": QCoreApplication.translate(
            "GameRecorder", "The game history was damaged. It was kept as %1 and a new one started."
        ),
        "too_new": QCoreApplication.translate(
            "GameRecorder",
            "The game history was written by a newer version. It was kept as %1 and a new one "
            "started.",
        ),
        "too_big": QCoreApplication.translate(
            "GameRecorder",
            "The game history is far too big to be ours. It was kept as %1 and a new one started.",
        ),
    }
    return arg(texts.get(problem.code, texts["corrupt"]), problem.kept_as.name)


def reported(history: Database | None, notice: Callable[[str], object]) -> Database | None:
    """``history`` as just opened, after telling the player through ``notice`` about the file
    it had to set aside (if any)."""
    if history is not None and history.problem is not None:
        notice(problem_text(history.problem))
    return history


def not_recorded_text(error: object) -> str:
    """A finished game could not be written to the history (the database said why)."""
    text = QCoreApplication.translate(
        "GameRecorder", "This game could not be added to the history (%1)."
    )
    return arg(text, str(error))


def recorded_with(
    history: Database | None,
    write: Callable[[Database], Result],
    notice: Callable[[str], object],
) -> Result | None:
    """``write`` on an open history, then closed; a database error is told through ``notice``
    ("could not be added") and gives None, as no history does."""
    try:
        return with_db(history, write)
    except sqlite3.Error as err:
        notice(not_recorded_text(err))
        return None
