"""What Balconia's computer players do now (``bot_action``), a plain function that the controller
runs in a worker thread of the shared ``app.bot_worker.BotWorkers``: its answer is queued back to
the GUI thread with the token it was asked with, so an answer for a position that has moved on is
dropped. ``hint_action`` is the "Suggest a move" job, run the same way."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from welcome_desktop.app.bot_worker import legal_or_none

from ..bots import Bot
from ..bots.hints import suggest
from ..engine import Action, GameState, Side, is_legal, random_action, view_for


def bot_action(state: GameState, bots: Sequence[Bot | None]) -> Action | None:
    """The step of the computer player to act (``bots``: turquoise's, then pink's; None for a
    human), chosen from its side's view; None when a human acts or the game is over. An illegal
    or failing answer becomes a random legal action."""
    side = state.to_act
    if side is None:
        return None
    bot = bots[side.number]
    if bot is None:
        return None
    action = legal_or_none(state, lambda: bot.choose(view_for(state, side)), is_legal)
    if action is not None:
        return action
    return random_action(state, random.Random(len(state.log) * 131 + side.number))


def hint_action(state: GameState, side: Side) -> Action | None:
    """The Hard level's suggestion for ``side`` (None if it fails or is not legal)."""
    return legal_or_none(state, partial(suggest, state, side), is_legal)
