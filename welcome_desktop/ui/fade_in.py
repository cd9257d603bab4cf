"""Items that appear gradually on a board (another player's move, seen rather than found
there), at the app's animation speed: at once with animations off."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from welcome_desktop.persistence.settings import AnimationSpeed

#: How long an item takes to fade in, per animation speed.
FADE_IN_MS: Final[dict[str, int]] = {
    AnimationSpeed.OFF: 0,
    AnimationSpeed.FAST: 180,
    AnimationSpeed.NORMAL: 450,
    AnimationSpeed.SLOW: 900,
}


class FadeIns(QObject):
    """The fades running (``fades``: animation -> item); ``ms`` is their length (0: none)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ms = FADE_IN_MS[AnimationSpeed.NORMAL]
        self.fades: dict[QVariantAnimation, QGraphicsItem] = {}

    def __len__(self) -> int:
        """How many items are still fading in."""
        return len(self.fades)

    def use_speed(self, speed: str) -> None:
        self.ms = FADE_IN_MS.get(speed, self.ms)

    def start(self, item: QGraphicsItem) -> bool:
        """Let ``item`` appear gradually; False (and the item left as it is) when off."""
        if self.ms <= 0:
            return False
        fade = QVariantAnimation(self)
        fade.setDuration(self.ms)
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade.valueChanged.connect(lambda value, i=item: i.setOpacity(float(value)))
        fade.finished.connect(lambda f=fade: self._faded(f))
        item.setOpacity(0.0)
        self.fades[fade] = item
        fade.start()
        return True

    def _faded(self, fade: QVariantAnimation) -> None:
        item = self.fades.pop(fade, None)
        if item is not None:
            item.setOpacity(1.0)

    def finish(self) -> None:
        """Every item fading in shown whole at once (the window closes, a new game starts)."""
        for fade in list(self.fades):
            fade.stop()
            self._faded(fade)
