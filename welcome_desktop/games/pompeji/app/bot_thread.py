"""What Pompeji's computer players do now (``bot_action``), a plain function that the controller
runs in a worker thread of the shared ``app.bot_worker.BotWorkers``: one job per window or turn,
its answer queued back to the GUI thread with the token it was asked with, so an answer for a
game or a position that has moved on is dropped."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from welcome_desktop.app.bot_worker import legal_or_none

from ..bots import Bot
from ..bots.hints import suggest
from ..engine import Action, GameState, Kind, is_legal, permit_seats, random_action, view_for


def bot_action(state: GameState, bots: Sequence[Bot | None]) -> Action | None:
    """What the computer players do now: a permit declaration of a bot at the window, else the
    turn of a bot to play; None when a human plays now and no bot declares. An illegal or
    failing answer becomes a random legal action."""
    for seat in permit_seats(state):
        bot = bots[seat]
        if bot is None:
            continue
        try:
            if bot.wants_permit(view_for(state, seat)):
                return Action(Kind.PERMIT, seat)
        except Exception:  # a bot bug must not stop the game
            continue
    seat = state.current_seat
    bot = bots[seat]
    if bot is None:
        return None
    action = legal_or_none(state, lambda: bot.choose(view_for(state, seat)), is_legal)
    if action is not None:
        return action
    rng = random.Random(len(state.turns) * 131 + seat)
    action = random_action(state, rng, permit_rate=0.0, statue_rate=0.0)
    return action


def hint_action(state: GameState, seat: int) -> Action | None:
    """The Hard level's suggestion for ``seat`` (None if it fails or is not legal)."""
    return legal_or_none(state, partial(suggest, state, seat), is_legal)
