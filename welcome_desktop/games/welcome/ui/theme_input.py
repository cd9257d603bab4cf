"""Keyboard for the ice-cream sheet's bottom truck: Tab (or the arrows) previews a truck,
Enter starts the one previewed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from welcome_desktop.games.welcome.engine.themes import ice_cream

from .scene import BoardScene


def truck_key(scene: BoardScene, key: int, choose: Callable[[int], object]) -> bool:
    """Handle ``key`` while the bottom truck waits for its end; False if it is not ours."""
    layer = scene.theme_layer
    if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        layer.cycle_focus()
    elif key == Qt.Key.Key_Left:
        layer.set_focus(ice_cream.TRUCK_LEFT)
    elif key == Qt.Key.Key_Right:
        layer.set_focus(ice_cream.TRUCK_RIGHT)
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and layer.focus_truck >= 0:
        choose(layer.focus_truck)
    else:
        return False
    return True
