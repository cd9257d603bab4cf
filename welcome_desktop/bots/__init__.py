"""Computer players: each chooses a move from a seat's view through the engine's public API."""

from .base import BOT_NAMES, Bot, RandomBot, make_bot, register
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

register("easy", EasyBot)
register("medium", MediumBot)
register("hard", HardBot)

__all__ = ["BOT_NAMES", "Bot", "EasyBot", "HardBot", "MediumBot", "RandomBot", "make_bot"]
