"""Balconia computer players: each chooses from its side's view only (``view_for``), through
the engine's public API."""

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
