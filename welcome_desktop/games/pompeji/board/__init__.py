"""The Pompeji board: the city as a QGraphicsScene grid that grows from the first card."""

from .art import CARD_H, CARD_W, paint_card
from .scene import CityScene, CityView

__all__ = ["CARD_H", "CARD_W", "CityScene", "CityView", "paint_card"]
