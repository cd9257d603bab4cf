"""Pompeji computer players: each chooses through the engine's public API from its seat view."""

from .base import BOT_NAMES, Bot, RandomBot, bot_step, make_bot, register
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

register("easy", EasyBot)
register("medium", MediumBot)
register("hard", HardBot)

__all__ = [
    "BOT_NAMES",
    "Bot",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "bot_step",
    "make_bot",
]
