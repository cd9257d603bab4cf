"""Computer players: each chooses a move from a seat's view through the engine's public API."""

from .base import Bot, RandomBot, make_bot, register
from .easy import EasyBot
from .hard import HardBot
from .levels import BOT_NAMES, SeatKind
from .medium import MediumBot

register(SeatKind.EASY, EasyBot)
register(SeatKind.MEDIUM, MediumBot)
register(SeatKind.HARD, HardBot)

__all__ = [
    "BOT_NAMES",
    "Bot",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "SeatKind",
    "make_bot",
]
