"""Short notices on the board: the solo card, a plan approved, a third refusal, the last round.

A notice sits at the top of the board, out of the way of the sheet's houses, never takes the
focus or a click, and fades away (it simply disappears when animations are off). Notices
arriving together are shown together. The text is plain (a player's name is never markup).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

SHOW_MS = 3500  # how long a notice stays before fading
FADE_MS = 900


class Announcer(QLabel):
    """A notice label over ``host`` (the board view); ``announce(texts)`` shows one."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("Announcement")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet(
            "QLabel#Announcement { background: rgba(40, 40, 48, 215); color: #FFF8E8;"
            " border-radius: 8px; padding: 8px 14px; font-size: 14px; }"
        )
        self.host = host
        self.animated = True
        self.shown_texts: list[str] = []  # every notice shown (tests, and nothing is lost)
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(FADE_MS)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._end)
        self.hide()

    def announce(self, texts: Sequence[str]) -> None:
        texts = [t for t in texts if t]
        if not texts:
            return
        self.shown_texts.extend(texts)
        self._fade.stop()
        self._effect.setOpacity(1.0)
        self.setText("\n".join(texts))
        self.place()
        self.show()
        self.raise_()
        self._timer.start(SHOW_MS + 600 * (len(texts) - 1))

    def fading(self) -> bool:
        return self._fade.state() is QPropertyAnimation.State.Running

    def _end(self) -> None:
        if self.animated:
            self._fade.start()
        else:
            self.hide()

    def place(self) -> None:
        width = min(520, max(200, self.host.width() - 40))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((self.host.width() - width) // 2, 12)

    def clear(self) -> None:
        self._timer.stop()
        self._fade.stop()
        self.hide()
