"""Demo positions of the thematic sheets for screenshots: the ice-cream sheet's bottom truck
waiting for its end, with one truck's preview shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from welcome_desktop.games.welcome.engine.themes import ice_cream

if TYPE_CHECKING:
    from .front import WelcomeFront


def show_truck_choice(window: WelcomeFront, truck: int = ice_cream.TRUCK_RIGHT) -> bool:
    """Write a card's number in the bottom street so that its truck's end is asked, and preview
    ``truck``; False when no card fits the bottom street or its truck has already left."""
    c = window.controller
    if c.active_seat < 0 or ice_cream.direction(c.view().sheet, ice_cream.BOTTOM) != 0:
        return False
    for combo in range(len(c.view().combos)):
        houses = sorted(h for s, h in c.legal_houses(combo) if s == ice_cream.BOTTOM)
        if not houses:
            continue
        c.select_combo(combo)
        c.place_number(ice_cream.BOTTOM, houses[len(houses) // 2])
        window.scene.theme_layer.set_focus(truck)
        return c.draft.needs == "truck"
    return False
