"""Computer players: each chooses a move from a seat's view through the engine's public API."""

from .base import BOT_NAMES, Bot, make_bot

__all__ = ["BOT_NAMES", "Bot", "make_bot"]
