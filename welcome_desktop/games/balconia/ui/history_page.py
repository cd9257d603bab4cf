"""Balconia's history page: the shared results page (``ui/results_page.py``) on Balconia's
history, with its game codes and replays."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from welcome_desktop.shell.registry import find_game
from welcome_desktop.ui.results_page import ResultsBook, ResultsPage

from ..app.setup import BOT_LEVELS, SeatKind
from ..history import BalconiaHistory, open_history
from ..save_codec import GAME_ID
from .new_game import kind_name


def _history() -> BalconiaHistory | None:
    return open_history()  # looked up at each call (tests put another opener in its place)


BOOK: ResultsBook[BalconiaHistory] = ResultsBook(
    game_name=lambda: find_game(GAME_ID).display_name(),
    open_history=_history,
    games=BalconiaHistory.games,
    levels=tuple(k.value for k in BOT_LEVELS),
    level_name=lambda level: kind_name(SeatKind(level)),
    codes=True,
    replays=True,
)


class BalconiaHistoryPage(ResultsPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(BOOK, "BalconiaHistoryPage", parent)
