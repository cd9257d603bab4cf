"""The bar under the board: what to do next, and the turn buttons (effect, undo, confirm).

It fits any window from 1024 x 600 up: when the buttons and a readable prompt do not fit side by
side, the prompt goes above the buttons; the prompt always takes two lines of room (a hint that
wraps never moves the board) and shrinks its font, then elides, rather than grow; on large
windows everything grows with ``set_scale``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal, SignalInstance
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from .art import pixmap
from .guard import guarded
from .safe_text import plain_label

PROMPT_POINTS = 11.0  # the prompt's font size at scale 1
PROMPT_MIN_W = 280  # below this the prompt goes above the buttons
PROMPT_LINES = 2
MIN_FONT_FACTOR = 0.8  # how far the prompt's font shrinks before the text is elided


class PromptLabel(QLabel):
    """A word-wrapped label of a constant height (``PROMPT_LINES`` lines of its base font): a
    longer text gets a smaller font, then is elided with its whole text as tooltip. Its width
    comes from the layout only, so changing the font never resizes anything."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.full_text = ""
        self.base = QFont(self.font())
        self.set_points(PROMPT_POINTS)

    def set_points(self, points: float) -> None:
        self.base = QFont(self.font())
        self.base.setPointSizeF(points)
        self.setFixedHeight(PROMPT_LINES * QFontMetrics(self.base).lineSpacing() + 4)
        self._fit()

    def set_full_text(self, text: str) -> None:
        if text != self.full_text:
            self.full_text = text
            self._fit()

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def _needed(self, font: QFont, text: str) -> int:
        width = max(1, self.contentsRect().width())
        flags = int(Qt.TextFlag.TextWordWrap)
        return QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), flags, text).height()

    def _fit(self) -> None:
        text = self.full_text
        room = self.height() - 2
        font = QFont(self.base)
        size = self.base.pointSizeF()
        while self._needed(font, text) > room and size > self.base.pointSizeF() * MIN_FONT_FACTOR:
            size -= 0.5
            font.setPointSizeF(size)
        shown = text
        if self._needed(font, text) > room:
            words = text.split()
            while words and self._needed(font, " ".join(words) + "…") > room:
                words.pop()
            shown = " ".join(words) + "…"
        self.setFont(font)
        self.setText(shown)
        self.setToolTip(text if shown != text else "")


class TurnBar(QWidget):
    """Prompt on the left (or above), buttons on the right. The board page enables, shows and
    labels them, then calls ``arrange``."""

    use_effect = Signal()
    skip_effect = Signal()
    refuse = Signal()
    undo = Signal()
    redo = Signal()
    confirm = Signal()
    suggest = Signal()
    table = Signal()
    roundabout = Signal()
    toggle_panel = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TurnBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.scale = 1.0
        self.outer = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.outer.setContentsMargins(10, 6, 10, 6)
        self.outer.setSpacing(8)
        prompt_row = QHBoxLayout()
        prompt_row.setSpacing(6)
        self.icon = plain_label()
        self.icon.setFixedSize(28, 28)
        self.icon_name = ""
        prompt_row.addWidget(self.icon)
        self.prompt = PromptLabel()
        prompt_row.addWidget(self.prompt, 1)
        self.outer.addLayout(prompt_row, 1)
        self.button_row = QHBoxLayout()
        self.button_row.setSpacing(6)
        self.button_row.addStretch(1)
        self.outer.addLayout(self.button_row)
        self.table_button = self._button("table", self.table)
        self.roundabout_button = self._button("roundabout", self.roundabout)
        self.roundabout_button.setCheckable(True)
        self.roundabout_button.setIcon(QIcon(pixmap("track_roundabout", 20, 20, 2.0)))
        self.use_button = self._button("use", self.use_effect)
        self.skip_button = self._button("skip", self.skip_effect)
        self.refuse_button = self._button("refuse", self.refuse)
        self.refuse_button.setObjectName("refuseButton")
        self.suggest_button = self._button("suggest", self.suggest)
        self.undo_button = self._button("undo", self.undo)
        self.redo_button = self._button("redo", self.redo)
        self.confirm_button = self._button("confirm", self.confirm)
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.setDefault(True)
        self.panel_button = self._button("panel", self.toggle_panel)
        self.panel_button.setCheckable(True)
        self.buttons = (
            self.table_button,
            self.roundabout_button,
            self.use_button,
            self.skip_button,
            self.refuse_button,
            self.suggest_button,
            self.undo_button,
            self.redo_button,
            self.confirm_button,
            self.panel_button,
        )
        for b in self.buttons:
            self.button_row.addWidget(b)
        hidden = (self.table_button, self.roundabout_button, self.use_button, self.skip_button)
        for b in (*hidden, self.refuse_button):
            b.setVisible(False)  # shown by the window when the turn needs them
        self.retranslateUi()

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        b = QPushButton()
        b.setObjectName(name + "Button")
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(signal)
        return b

    def retranslateUi(self) -> None:
        self.table_button.setText(self.tr("Enter the cards…"))
        self.roundabout_button.setText(self.tr("Roundabout"))
        self.roundabout_button.setToolTip(
            self.tr("Advanced variant: turn an empty house into a roundabout before writing (R)")
        )
        self.skip_button.setText(self.tr("Skip effect"))
        self.skip_button.setToolTip(self.tr("Leave this turn's effect unused (S)"))
        self.refuse_button.setText(self.tr("Permit refused"))
        self.refuse_button.setToolTip(
            self.tr("No number can be written: cross a permit refusal box")
        )
        self.suggest_button.setText(self.tr("Suggest"))
        self.suggest_button.setToolTip(self.tr("Suggest a move (H)"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Undo (Ctrl+Z)"))
        self.redo_button.setText(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Redo (Ctrl+Shift+Z)"))
        self.confirm_button.setText(self.tr("Confirm turn"))
        self.confirm_button.setToolTip(self.tr("Submit this turn (Ctrl+Enter)"))
        self.set_panel_shown(self.panel_button.isChecked())
        self.arrange()

    def set_panel_shown(self, shown: bool) -> None:
        """The score panel's toggle: checked while the panel is shown."""
        self.panel_button.setChecked(shown)
        self.panel_button.setText("»" if shown else "«")
        self.panel_button.setToolTip(
            self.tr("Hide the score panel (F9)") if shown else self.tr("Show the score panel (F9)")
        )

    @guarded
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def set_prompt(self, text: str, icon: str = "") -> None:
        self.prompt.set_full_text(text)
        if icon != self.icon_name:
            self.icon_name = icon
            self._draw_icon()

    def _draw_icon(self) -> None:
        side = self.icon.width()
        if self.icon_name:
            self.icon.setPixmap(pixmap(self.icon_name, side, side, self.devicePixelRatioF()))
        else:
            self.icon.clear()

    # -- size ---------------------------------------------------------------------------------
    def set_scale(self, scale: float) -> None:
        """Grow the prompt, the icon and the buttons with the window (1 = normal size)."""
        if scale == self.scale:
            return
        self.scale = scale
        base = QApplication.font().pointSizeF()
        pad_v, pad_h, radius = round(6 * scale), round(14 * scale), round(10 * scale)
        self.setStyleSheet(
            f"QPushButton {{ font-size: {base * scale:.1f}pt; padding: {pad_v}px {pad_h}px;"
            f" border-radius: {radius}px; }}"
            f" QPushButton#refuseButton {{ padding: {round(8 * scale)}px {round(22 * scale)}px; }}"
        )
        side = round(28 * scale)
        self.icon.setFixedSize(side, side)
        self._draw_icon()
        self.prompt.set_points(PROMPT_POINTS * scale)
        self.arrange()

    def needed_width(self) -> int:
        """The width the prompt and the buttons need side by side. The buttons a turn shows and
        hides as it goes (roundabout, use and skip the effect) are counted even while hidden,
        so that writing a number never flips the bar into two rows and shrinks the board."""
        m = self.outer.contentsMargins()
        during_turn = (self.roundabout_button, self.use_button, self.skip_button)
        counted = [b for b in self.buttons if b.isVisibleTo(self) or b in during_turn]
        spacing = self.button_row.spacing()
        buttons = sum(b.sizeHint().width() for b in counted) + spacing * max(0, len(counted) - 1)
        prompt = round(PROMPT_MIN_W * self.scale) + self.icon.width() + 6
        return m.left() + m.right() + prompt + self.outer.spacing() + buttons

    def stacked(self) -> bool:
        """The prompt is above the buttons (a narrow window)."""
        return self.outer.direction() == QBoxLayout.Direction.TopToBottom

    def arrange(self) -> None:
        """Prompt beside the buttons when both fit, else above them (called after a resize or
        a change of the buttons shown; depends on the width only, so it cannot oscillate)."""
        width = self.width()
        direction = (
            QBoxLayout.Direction.TopToBottom
            if width < self.needed_width()
            else QBoxLayout.Direction.LeftToRight
        )
        if self.outer.direction() != direction:
            self.outer.setDirection(direction)

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.arrange()
